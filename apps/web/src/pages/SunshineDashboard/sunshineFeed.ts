/**
 * The pure parts of the open-filling dashboard: merging a feed's newest rows into what the screen shows, the clock's
 * text and the counters' formatting.
 */
import { chinaClock } from '@gcs/contracts';

/** What a feed shows: its rows newest first, the cursor to poll with, and the ids that just arrived. */
export interface FeedState<T extends { id: number }> {
  items: T[];
  cursor: string | null;
  fresh: ReadonlySet<number>;
  /** A first answer came (even an empty one): whatever comes later has arrived while the screen was watching. */
  primed: boolean;
}

export const emptyFeed = <T extends { id: number }>(): FeedState<T> => ({
  items: [],
  cursor: null,
  fresh: new Set(),
  primed: false,
});

/**
 * Puts a poll's rows (newest first) on top of the feed, drops any row already shown, keeps at most `max` rows and
 * marks the new ones fresh. The first answer marks nothing: those rows were there before the screen opened.
 */
export function mergeFeed<T extends { id: number }>(
  feed: FeedState<T>,
  answer: { list: T[]; cursor: string | null },
  max: number,
): FeedState<T> {
  const shown = new Set(feed.items.map((item) => item.id));
  const incoming = answer.list.filter((item) => !shown.has(item.id));
  return {
    items: [...incoming, ...feed.items].slice(0, max),
    cursor: answer.cursor ?? feed.cursor,
    fresh: feed.primed ? new Set(incoming.map((item) => item.id)) : new Set(),
    primed: true,
  };
}

/** The header clock in China time, whatever the screen's time zone: date (2026年11月27日), weekday and time. */
export function clockText(now: Date): { date: string; weekday: string; time: string } {
  const { date, weekday, time } = chinaClock(now);
  return { date: `${date.slice(0, 4)}年${date.slice(5, 7)}月${date.slice(8, 10)}日`, weekday, time };
}

/** A counter with thousands separators (12,345). */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** Kilograms as the counters show them: tonnes from 10 t up (12.35 吨), kilograms below (8,421.5 千克). */
export function formatWeight(kilograms: number): string {
  if (kilograms >= 10_000) return `${(kilograms / 1000).toLocaleString('en-US', { maximumFractionDigits: 2 })} 吨`;
  return `${kilograms.toLocaleString('en-US', { maximumFractionDigits: 1 })} 千克`;
}

/** The time of day of a "yyyy-MM-dd HH:mm:ss" the feeds carry. */
export const timeOfDay = (dateTime: string) => dateTime.slice(11, 19) || dateTime;

/** A bar's width in the ranking, as a percentage of the leader (at least a sliver for any filling). */
export function barPercent(value: number, leader: number): number {
  if (leader <= 0 || value <= 0) return 0;
  return Math.max(2, Math.round((value / leader) * 100));
}
