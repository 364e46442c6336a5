import { sql, type RawBuilder } from 'kysely';
import { CylinderStatus } from '@gcs/contracts';

/**
 * Statements over the cylinder rollups (migrations 0034 and 0040, each kept exact by the cylinder trigger): rows of
 * one figure, a few per station, for a report to filter by station and category and sum as it would have counted
 * `cylinder` rows. `where` is a condition on the unqualified columns `station_id` and `category` (the caller's scope
 * and filter); a cylinder without a station is in none of them (nor in any region).
 */

/** The date of a cylinder in use that `cylinder_in_use_day` and `cylinder_in_use_month` count it by. */
export const InUseDate = { NextInspection: 1, Scrap: 2 } as const;
export type InUseDate = (typeof InUseDate)[keyof typeof InUseDate];

/** yyyy-MM-01 of a yyyy-MM-dd day, and of the month after it. */
export function monthBounds(day: string): { monthStart: string; nextMonthStart: string } {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { monthStart: `${day.slice(0, 7)}-01`, nextMonthStart: next };
}

/**
 * Rows `(station_id, category, kind, day, cylinders)` of the cylinders in use whose date of the kinds given lies
 * before `before`: the months before `today`'s month from `cylinder_in_use_month` (`day` is the month's first day, so
 * before today), and the days from that month's first on from `cylinder_in_use_day`. A caller buckets them by `day`
 * against today (`day < today`: overdue) in one pass.
 */
export function inUseDatedRows(
  kinds: readonly InUseDate[],
  today: string,
  before: string,
  where: RawBuilder<unknown>,
): RawBuilder<unknown> {
  const { monthStart } = monthBounds(today);
  const ofKinds = sql`kind in (${sql.join(kinds.map((kind) => sql.lit(kind)))})`;
  return sql`select station_id, category, kind, month as day, cylinders from cylinder_in_use_month
              where ${ofKinds} and month < ${monthStart} and ${where}
             union all
             select station_id, category, kind, day, cylinders from cylinder_in_use_day
              where ${ofKinds} and day >= ${monthStart} and day < ${before} and ${where}`;
}

/**
 * The qualified cylinders in use on a day (neither the next inspection nor the scrap date before it, or neither set):
 * the months after the day's month from `cylinder_count` (never due: `infinity`), that month's days from it on from
 * `cylinder_due_day`.
 */
export function qualifiedRows(day: string, where: RawBuilder<unknown>): RawBuilder<unknown> {
  const { nextMonthStart } = monthBounds(day);
  return sql`select station_id, category, cylinders from cylinder_count
              where status = ${CylinderStatus.Normal} and due_month >= ${nextMonthStart} and ${where}
             union all
             select station_id, category, cylinders from cylinder_due_day
              where due_day >= ${day} and due_day < ${nextMonthStart} and ${where}`;
}
