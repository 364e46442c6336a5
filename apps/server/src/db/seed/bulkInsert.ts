import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema';

/** One column of a bulk insert: its name, its SQL element type and how a row gives its value. */
export interface BulkColumn<R> {
  name: string;
  type: string;
  value: (row: R) => string | number | boolean | null;
}

/**
 * Inserts many rows quickly: each batch is one `insert ... select from unnest(...)` with one array parameter per
 * column, so a statement has as many parameters as the table has columns whatever the batch size.
 */
export async function bulkInsert<R>(
  db: Kysely<DatabaseSchema>,
  table: keyof DatabaseSchema,
  columns: readonly BulkColumn<R>[],
  rows: readonly R[],
  batchSize = 10_000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const arrays = columns.map((column) => {
      const values = batch.map((row) => column.value(row));
      return sql`${values}::${sql.raw(column.type)}[]`;
    });
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column.name)))})
      select * from unnest(${sql.join(arrays)})`.execute(db);
  }
}
