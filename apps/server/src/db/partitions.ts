import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from './schema';

/** Name of the monthly filling-record partition for a month given as yyyy-MM. */
export function fillingPartitionName(month: string): string {
  if (!/^\d{4}-\d{2}$/.test(month)) throw new Error(`invalid month ${month}`);
  return `filling_record_${month.replace('-', '_')}`;
}

function nextMonth(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
}

/** Months from first to last inclusive, both as yyyy-MM. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) months.push(month);
  return months;
}

/**
 * Creates the monthly partitions that do not exist yet. Call it before loading records for those months: a record
 * that finds no partition lands in the default one, and a partition can only be created while the default partition
 * holds no rows of its month.
 */
export async function ensureFillingPartitions(db: Kysely<DatabaseSchema>, months: string[]): Promise<void> {
  for (const month of months) {
    const name = fillingPartitionName(month);
    await sql
      .raw(
        `create table if not exists ${name} partition of filling_record
         for values from ('${month}-01 00:00:00+00') to ('${nextMonth(month)}-01 00:00:00+00')`,
      )
      .execute(db);
  }
}
