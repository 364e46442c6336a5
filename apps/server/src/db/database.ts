import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pgliteDialect';
import { preparingPool } from './preparedStatements';
import type { DatabaseSchema } from './schema';
import { typeParsers } from './typeParsers';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Kysely<DatabaseSchema>;
  close(): Promise<void>;
}

export interface DatabaseTarget {
  /** postgres://... to use a PostgreSQL server; otherwise the embedded database. */
  url?: string | undefined;
  /** Folder of the embedded database; memory:// keeps it in memory only. */
  dataDir?: string | undefined;
  /** Connections in the pool (PostgreSQL only). */
  poolSize?: number | undefined;
  /** Schema to use (tests give each worker its own). */
  schema?: string | undefined;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.url ? openPostgres(target.url, target.poolSize ?? 20, target.schema) : openPGlite(target);
}

async function openPostgres(url: string, poolSize: number, schema: string | undefined): Promise<Database> {
  const options = ['-c TimeZone=UTC', ...(schema ? [`-c search_path=${schema}`] : [])].join(' ');
  const pool = new pg.Pool({
    connectionString: withDefaultUser(url),
    max: poolSize,
    options,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        typeParsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  if (schema) await sql.raw(`create schema if not exists ${quoteIdentifier(schema)}`).execute(db);
  return { kind: 'postgres', db, close: () => db.destroy() };
}

/** A URL without a user name (postgres://127.0.0.1:5432/test) connects as the usual local user. */
function withDefaultUser(url: string): string {
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = process.env.PGUSER || process.env.USER || 'postgres';
  return parsed.toString();
}

async function openPGlite(target: DatabaseTarget): Promise<Database> {
  const pglite = await PGlite.create({
    dataDir: target.dataDir ?? 'memory://',
    parsers: typeParsers as Record<number, (value: string) => unknown>,
    relaxedDurability: false,
  });
  await pglite.exec('set timezone = UTC');
  if (target.schema) {
    await pglite.exec(
      `create schema if not exists ${quoteIdentifier(target.schema)}; set search_path = ${quoteIdentifier(target.schema)}`,
    );
  }
  const db = new Kysely<DatabaseSchema>({ dialect: new PGliteDialect(pglite) });
  return {
    kind: 'pglite',
    db,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

export function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`无效的数据库标识符: ${name}`);
  return `"${name}"`;
}
