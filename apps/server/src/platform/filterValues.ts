import { sql } from 'kysely';

/**
 * Values that list filters bind in SQL, written once for every list: month bounds for dates, China-time day bounds
 * for instants (timestamptz columns) and LIKE patterns that take the user's text literally.
 */

/** The first day of a yyyy-MM month. */
export function firstDayOf(month: string): string {
  return `${month}-01`;
}

/** The first day of the month after a yyyy-MM month (an end month is included whole: `< first day after`). */
export function firstDayAfter(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return mon === 12 ? `${year + 1}-01-01` : `${year}-${String(mon + 1).padStart(2, '0')}-01`;
}

/** The start of a yyyy-MM-dd day in China Standard Time, as an instant. */
export function chinaDayStart(day: string): string {
  return `${day}T00:00:00+08:00`;
}

/** The start of the day after a yyyy-MM-dd day in China Standard Time (an end day is included whole). */
export function chinaDayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return chinaDayStart(next.toISOString().slice(0, 10));
}

/** yyyy-MM-dd plus a number of days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A LIKE pattern that matches the text literally (backslash is PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `%text%` for LIKE: contains the text, its pattern characters taken literally. */
export function containing(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** Days between an instant's China-time day and a yyyy-MM-dd day, in SQL. */
export function daysSince(today: string, instant: ReturnType<typeof sql>) {
  return sql<number>`(cast(${today} as date) - cast((${instant} at time zone 'UTC') + interval '8 hours' as date))`;
}
