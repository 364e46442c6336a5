/**
 * Calendar arithmetic for the demo data. A day is a whole number of days since 1970-01-01; local times are China
 * time (UTC+8, no daylight saving) and are stored as UTC instants.
 */
const dayMs = 86_400_000;
const chinaOffsetMs = 8 * 3_600_000;

export function parseDay(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`日期格式应为 yyyy-MM-dd: ${date}`);
  const [, year, month, day] = match;
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const result = ms / dayMs;
  if (formatDay(result) !== date) throw new Error(`无效日期: ${date}`);
  return result;
}

export function formatDay(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

/** Same day of month, months later (clamped to the month's last day). */
export function addMonths(day: number, months: number): number {
  const date = new Date(day * dayMs);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)) / dayMs;
}

export function addYears(day: number, years: number): number {
  return addMonths(day, years * 12);
}

/** yyyy-MM of a day. */
export function monthOf(day: number): string {
  return formatDay(day).slice(0, 7);
}

/** The UTC instant (ms) of a China-time moment on a day. */
export function chinaInstant(day: number, secondsOfDay: number): number {
  return day * dayMs + secondsOfDay * 1000 - chinaOffsetMs;
}

export function isoInstant(ms: number): string {
  return new Date(ms).toISOString();
}

/** The China-time day an instant falls on. */
export function chinaDayOf(ms: number): number {
  return Math.floor((ms + chinaOffsetMs) / dayMs);
}

/** Today's date in China time, as yyyy-MM-dd. */
export function chinaToday(now: Date = new Date()): string {
  return formatDay(chinaDayOf(now.getTime()));
}
