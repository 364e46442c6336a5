import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase, quoteIdentifier, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';

/**
 * A migrated database for a test file: the embedded PGlite in memory by default, or a schema of its own on the
 * PostgreSQL server named by TEST_DATABASE_URL. Opening and migrating one costs seconds, so a worker keeps the
 * databases its files have closed and gives them, restored to the state migrations left, to its next files
 * (docs/testing.md, "One database per worker"); the schemas on PostgreSQL are dropped when the run ends
 * (test/support/dropTestSchemas.ts).
 */
export interface TestDatabase extends Database {
  /** Empties every table, so that each test starts from nothing. */
  reset(): Promise<void>;
}

/** Databases a file of this worker has closed: restored to their migrated state before the next file gets one. */
const idle: KeptDatabase[] = [];

interface KeptDatabase extends TestDatabase {
  /** Back to the state migrations left: extra partitions dropped, their rows alone, their sequences' positions. */
  restore(): Promise<void>;
}

/** The prefix of this run's schemas on PostgreSQL, set by the run's global set-up so that it can drop them. */
const testSchemaPrefix = () => process.env.TEST_SCHEMA_PREFIX ?? 'test';

export async function openTestDatabase(): Promise<TestDatabase> {
  const kept = idle.pop();
  if (kept) {
    await kept.restore();
    return kept;
  }
  return openMigratedDatabase();
}

async function openMigratedDatabase(): Promise<KeptDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `${testSchemaPrefix()}_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  const database = await openDatabase({ url, schema, poolSize: 5 });
  await migrate(database.db);
  const db = database.db;
  // Every table but the migrations' own; a partition is emptied through its parent.
  const tables = await sql<{ name: string }>`
    select relname as name from pg_class
    where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p') and not relispartition
      and relname <> 'schema_migration'`.execute(db);
  const partitions = async () =>
    (
      await sql<{ name: string }>`
        select relname as name from pg_class
        where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p') and relispartition`.execute(db)
    ).rows.map((row) => row.name);
  const migratedPartitions = new Set(await partitions());
  const sequences = await sql<{ name: string; position: string | null }>`
    select sequencename as name, last_value::text as position from pg_sequences
    where schemaname = current_schema()`.execute(db);
  // The rows migrations insert (the built-in parameters), as JSON to insert again.
  const migratedRows: { name: string; rows: string }[] = [];
  for (const { name } of tables.rows) {
    const found = await sql<{
      rows: string | null;
    }>`select json_agg(t)::text as rows from ${sql.table(name)} t`.execute(db);
    const rows = found.rows[0]?.rows;
    if (rows) migratedRows.push({ name, rows });
  }
  // Every row deleted, with the foreign keys' and the tables' own triggers off for this transaction only, and every
  // sequence (all belong to these tables' columns) started again, as TRUNCATE ... RESTART IDENTITY would leave them.
  // TRUNCATE gives each table and index a new file, several times slower on both databases (docs/decisions.md).
  const empty = [
    'set local session_replication_role = replica',
    ...tables.rows.map((row) => `delete from ${quoteIdentifier(row.name)}`),
    ...sequences.rows.map((row) => `alter sequence ${quoteIdentifier(row.name)} restart`),
  ].join(';\n');
  const refill = [
    ...migratedRows.map(
      ({ name, rows }) =>
        `insert into ${quoteIdentifier(name)} overriding system value
         select * from json_populate_recordset(null::${quoteIdentifier(name)}, ${quoteLiteral(rows)})`,
    ),
    ...sequences.rows
      .filter((row) => row.position !== null)
      .map((row) => `select setval('${quoteIdentifier(row.name)}', ${Number(row.position)})`),
  ].join(';\n');
  const kept: KeptDatabase = {
    ...database,
    reset: async () => {
      await db.transaction().execute((trx) => sql.raw(empty).execute(trx));
    },
    restore: async () => {
      const extra = (await partitions()).filter((name) => !migratedPartitions.has(name));
      await db.transaction().execute(async (trx) => {
        for (const name of extra) await sql.raw(`drop table ${quoteIdentifier(name)}`).execute(trx);
        await sql.raw(empty).execute(trx);
        if (refill) await sql.raw(refill).execute(trx);
      });
    },
    // Kept for the worker's next file; a file that needs a database of its own opens a second one meanwhile.
    close: async () => {
      if (!idle.includes(kept)) idle.push(kept);
    },
  };
  return kept;
}

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;
