/** Display rules for dates (spec 02 section 9): year-month for manufacture and inspection, year-month-day otherwise. */

function isoPart(value: string | null | undefined, length: number): string {
  if (!value) return '';
  return value.slice(0, length);
}

export function formatYearMonth(value: string | null | undefined): string {
  return isoPart(value, 7);
}

export function formatDate(value: string | null | undefined): string {
  return isoPart(value, 10);
}

/**
 * yyyy-MM-dd HH:mm:ss in China Standard Time, for instants sent as ISO strings in UTC. A value that is only a day (the
 * public archive answers times to the day) stays that day.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return value;
  const shifted = new Date(instant + 8 * 3600_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
}

const chinaWeekdays = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;

/**
 * An instant on China's clock, whatever the zone of the machine showing it (the platform's day is China's day
 * everywhere): its date (yyyy-MM-dd), the weekday in Chinese and the time (HH:mm:ss).
 */
export function chinaClock(now: Date): { date: string; weekday: string; time: string } {
  const shifted = new Date(now.getTime() + 8 * 3600_000);
  const iso = shifted.toISOString();
  return { date: iso.slice(0, 10), weekday: chinaWeekdays[shifted.getUTCDay()] ?? '', time: iso.slice(11, 19) };
}

/** Today's date (yyyy-MM-dd) in China Standard Time. */
export function todayInChina(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** Whole days from one date (yyyy-MM-dd) to another: negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
