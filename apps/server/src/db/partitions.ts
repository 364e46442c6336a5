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
 * holds no rows of its month. The creation is the database function `create_filling_partitions` (migration 0024):
 * it runs with the schema owner's rights, since the application's role (gcs_app) may not create tables, and
 * concurrent callers (several uploads of a new month at once) take turns under its advisory lock, since two
 * concurrent `create table if not exists` of one name can both try to create it.
 */
export async function ensureFillingPartitions(db: Kysely<DatabaseSchema>, months: string[]): Promise<void> {
  const existing = await sql<{ name: string | null }>`
    select to_regclass(name)::text as name from unnest(${months.map(fillingPartitionName)}::text[]) as name`.execute(
    db,
  );
  const present = new Set(existing.rows.map((row) => row.name));
  const missing = months.filter((month) => !present.has(fillingPartitionName(month)));
  if (missing.length === 0) return;
  // Inside a caller's transaction (the demo data's load) the lock is held until that transaction ends.
  await sql`select create_filling_partitions(${missing}::text[])`.execute(db);
}
