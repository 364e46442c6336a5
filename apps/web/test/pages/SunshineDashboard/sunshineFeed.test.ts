import { describe, expect, it } from 'vitest';
import {
  barPercent,
  clockText,
  emptyFeed,
  formatWeight,
  mergeFeed,
  timeOfDay,
} from '../../../src/pages/SunshineDashboard/sunshineFeed';

const item = (id: number) => ({ id, name: `#${id}` });

describe('merging a feed by cursor', () => {
  it('shows the first answer without marking anything as arrived', () => {
    const feed = mergeFeed(emptyFeed(), { list: [item(3), item(2)], cursor: 'c3' }, 10);
    expect(feed.items.map((row) => row.id)).toEqual([3, 2]);
    expect(feed.cursor).toBe('c3');
    expect([...feed.fresh]).toEqual([]);
  });

  it('puts the newer rows on top, marks them fresh and keeps the cursor of the newest', () => {
    const first = mergeFeed(emptyFeed(), { list: [item(3), item(2)], cursor: 'c3' }, 10);
    const next = mergeFeed(first, { list: [item(5), item(4)], cursor: 'c5' }, 10);
    expect(next.items.map((row) => row.id)).toEqual([5, 4, 3, 2]);
    expect([...next.fresh].sort()).toEqual([4, 5]);
    expect(next.cursor).toBe('c5');
  });

  it('keeps at most the rows asked, drops a row already shown and clears the fresh marks when nothing is new', () => {
    const first = mergeFeed(emptyFeed(), { list: [item(3), item(2), item(1)], cursor: 'c3' }, 3);
    const next = mergeFeed(first, { list: [item(4), item(3)], cursor: 'c4' }, 3);
    expect(next.items.map((row) => row.id)).toEqual([4, 3, 2]);
    expect([...next.fresh]).toEqual([4]);
    const quiet = mergeFeed(next, { list: [], cursor: 'c4' }, 3);
    expect(quiet.items).toEqual(next.items);
    expect(quiet.fresh.size).toBe(0);
  });

  it('marks the first filling of an empty day as arrived, and takes its cursor', () => {
    const feed = mergeFeed(emptyFeed(), { list: [], cursor: null }, 5);
    expect(feed).toMatchObject({ items: [], cursor: null });
    const later = mergeFeed(feed, { list: [item(1)], cursor: 'c1' }, 5);
    expect(later.cursor).toBe('c1');
    expect([...later.fresh]).toEqual([1]);
  });
});

describe('formatting', () => {
  it('shows the clock in China time with the weekday in Chinese', () => {
    expect(clockText(new Date('2026-11-26T17:05:09Z'))).toEqual({
      date: '2026年11月27日',
      weekday: '星期五',
      time: '01:05:09',
    });
  });

  it('shows weight in kilograms, and in tonnes from ten tonnes', () => {
    expect(formatWeight(8421.54)).toBe('8,421.5 千克');
    expect(formatWeight(12_345)).toBe('12.35 吨');
    expect(formatWeight(0)).toBe('0 千克');
  });

  it('takes the time of day of a feed time and sizes bars against the leader', () => {
    expect(timeOfDay('2026-11-26 09:30:05')).toBe('09:30:05');
    expect(barPercent(50, 200)).toBe(25);
    expect(barPercent(1, 10_000)).toBe(2);
    expect(barPercent(0, 10)).toBe(0);
    expect(barPercent(200, 200)).toBe(100);
  });
});
