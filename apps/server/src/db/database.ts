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
  /**
   * PostgreSQL only: the role every connection of the pool assumes from its start (`-c role=…`), so that no
   * statement ever runs as the login; a role that does not exist or that the login may not become fails each
   * connection. (The embedded database switches its one connection with assumeAppRole, db/appRole.ts.)
   */
  role?: string | undefined;
  /** Create the schema when missing (the owner's connection; by default unless a role is given). */
  createSchema?: boolean | undefined;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.url
    ? openPostgres(target.url, target.poolSize ?? 20, target.schema, target.role, target.createSchema ?? !target.role)
    : openPGlite(target);
}

async function openPostgres(
  url: string,
  poolSize: number,
  schema: string | undefined,
  role: string | undefined,
  createSchema: boolean,
): Promise<Database> {
  const options = [
    '-c TimeZone=UTC',
    ...(schema ? [`-c search_path=${schema}`] : []),
    ...(role ? [`-c role=${quoteIdentifier(role).slice(1, -1)}`] : []),
  ].join(' ');
  const pool = new pg.Pool({
    connectionString: withDefaultUser(url),
    max: poolSize,
    // A connection once opened stays open: closed when idle (pg's default, after 10 s), it would be opened again at
    // the next burst, and that request would wait for the connect and for a new backend's cold caches and plans. Idle
    // connections do not keep a script's process alive.
    min: poolSize,
    allowExitOnIdle: true,
    options,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        typeParsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  if (schema && createSchema) await sql.raw(`create schema if not exists ${quoteIdentifier(schema)}`).execute(db);
  return { kind: 'postgres', db, close: () => db.destroy() };
}

/** A URL without a user name (postgres://127.0.0.1:5432/test) connects as the usual local user. */
export function withDefaultUser(url: string): string {
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
