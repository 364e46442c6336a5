import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase, quoteIdentifier, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';

/**
 * A migrated database for one test file: the embedded PGlite in memory by default, or a fresh schema on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again by close()).
 */
export interface TestDatabase extends Database {
  /** Empties every table, so that each test starts from nothing. */
  reset(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `test_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  const database = await openDatabase({ url, schema, poolSize: 5 });
  await migrate(database.db);
  // Every table but the migrations' own; a partition is emptied through its parent.
  const tables = await sql<{ name: string }>`
    select relname as name from pg_class
    where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p') and not relispartition
      and relname <> 'schema_migration'`.execute(database.db);
  const sequences = await sql<{ name: string }>`
    select sequencename as name from pg_sequences where schemaname = current_schema()`.execute(database.db);
  // Every row deleted, with the foreign keys' and the tables' own triggers off for this transaction only, and every
  // sequence (all belong to these tables' columns) started again, as TRUNCATE ... RESTART IDENTITY would leave them.
  // TRUNCATE gives each table and index a new file, several times slower on both databases (docs/decisions.md).
  const empty = [
    'set local session_replication_role = replica',
    ...tables.rows.map((row) => `delete from ${quoteIdentifier(row.name)}`),
    ...sequences.rows.map((row) => `alter sequence ${quoteIdentifier(row.name)} restart`),
  ].join(';\n');
  return {
    ...database,
    reset: async () => {
      await database.db.transaction().execute((trx) => sql.raw(empty).execute(trx));
    },
    close: async () => {
      if (schema) await sql.raw(`drop schema ${quoteIdentifier(schema)} cascade`).execute(database.db);
      await database.close();
    },
  };
}
