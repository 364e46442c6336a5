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
  const tables = await sql<{ tablename: string }>`
    select tablename from pg_tables
    where schemaname = current_schema() and tablename <> 'schema_migration'
      and tablename not like 'filling_record_%'`.execute(database.db);
  const truncate = `truncate ${tables.rows.map((row) => quoteIdentifier(row.tablename)).join(', ')} restart identity cascade`;
  return {
    ...database,
    reset: async () => {
      await sql.raw(truncate).execute(database.db);
    },
    close: async () => {
      if (schema) await sql.raw(`drop schema ${quoteIdentifier(schema)} cascade`).execute(database.db);
      await database.close();
    },
  };
}
