import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { pgErrorCode } from '../../src/db/pgErrors';
import type { DatabaseSchema } from '../../src/db/schema';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

/**
 * The system log against the database itself (docs/security.md): the application's role (gcs_app) adds and reads
 * rows but cannot change, delete or truncate them; the purge, which that role may call, deletes only rows past the
 * retention, never under six months; and no one, not even the owner, changes a row or deletes a recent one.
 */

type Db = Kysely<DatabaseSchema>;
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);
afterAll(() => database?.close());
beforeEach(async () => {
  await sql`truncate syslog`.execute(database.db);
  await setRetention('6');
});

/** Runs the work as the application's role, in a transaction that ends with it. */
function asApp<T>(work: (db: Db) => Promise<T>): Promise<T> {
  return database.db.transaction().execute(async (trx) => {
    await sql`set local role gcs_app`.execute(trx);
    return work(trx);
  });
}

/** The SQLSTATE and message the work fails with. */
async function failure(work: () => Promise<unknown>): Promise<{ code: string | undefined; message: string }> {
  try {
    await work();
  } catch (error) {
    return { code: pgErrorCode(error), message: error instanceof Error ? error.message : String(error) };
  }
  throw new Error('expected the statement to be refused');
}

async function setRetention(months: string) {
  await database.db
    .updateTable('parameter')
    .set({ value: months })
    .where('code', '=', 'SyslogRetentionMonths')
    .execute();
}

/** Adds a row (as the owner) written the given months ago, and answers its id. */
async function rowAged(months: number, days = 0): Promise<number> {
  const row = await sql<{ id: number }>`
    insert into syslog (at, event, result, login_code)
    values (now() - make_interval(months => ${months}, days => ${days}), 'login', 'success', ${`aged${months}`})
    returning id`.execute(database.db);
  return Number(row.rows[0]?.id);
}

const remaining = async () =>
  (await database.db.selectFrom('syslog').select('id').orderBy('id').execute()).map((row) => Number(row.id));

describe('the application role on syslog', () => {
  it('adds and reads rows, and reads and changes the other tables', async () => {
    const seen = await asApp(async (db) => {
      await db
        .insertInto('syslog')
        .values({ at: new Date().toISOString(), event: 'login', result: 'success', login_code: 'app' })
        .execute();
      await db.updateTable('parameter').set({ value: '7' }).where('code', '=', 'SyslogRetentionMonths').execute();
      return db.selectFrom('syslog').select('login_code').execute();
    });
    expect(seen.map((row) => row.login_code)).toEqual(['app']);
  });

  it('cannot update, delete or truncate a row: the database refuses the privilege', async () => {
    const id = await rowAged(0);
    const update = await failure(() =>
      asApp((db) => db.updateTable('syslog').set({ result: 'failure' }).where('id', '=', id).execute()),
    );
    expect(update.code).toBe('42501');
    expect(update.message).toMatch(/permission denied/);
    const remove = await failure(() => asApp((db) => db.deleteFrom('syslog').where('id', '=', id).execute()));
    expect(remove.code).toBe('42501');
    const old = await rowAged(13);
    const removeOld = await failure(() => asApp((db) => db.deleteFrom('syslog').where('id', '=', old).execute()));
    expect(removeOld.code).toBe('42501');
    const truncate = await failure(() => asApp((db) => sql`truncate syslog`.execute(db)));
    expect(truncate.code).toBe('42501');
    expect(await remaining()).toEqual([id, old]);
  });

  it('purges, through purge_syslog, only the rows older than the retention', async () => {
    const recent = await rowAged(5, 20);
    await rowAged(6, 2);
    const removed = await asApp(async (db) => (await sql<{ n: number }>`select purge_syslog() as n`.execute(db)).rows);
    expect(Number(removed[0]?.n)).toBe(1);
    expect(await remaining()).toEqual([recent]);
  });

  it('keeps a longer retention when the parameter asks for one, and never less than six months', async () => {
    const seven = await rowAged(7);
    await rowAged(13);
    await setRetention('12');
    await asApp((db) => sql`select purge_syslog()`.execute(db));
    expect(await remaining()).toEqual([seven]);

    // A parameter of 3 written past the application counts as 6: the 7-month row goes, the 5-month one stays.
    const five = await rowAged(5);
    await setRetention('3');
    await asApp((db) => sql`select purge_syslog()`.execute(db));
    expect(await remaining()).toEqual([five]);
  });
});

describe('syslog rows for everyone, the owner included', () => {
  it('are never changed, and deleted only once past the retention', async () => {
    const recent = await rowAged(1);
    const update = await failure(() =>
      database.db.updateTable('syslog').set({ result: 'failure' }).where('id', '=', recent).execute(),
    );
    expect(update.message).toContain('系统日志只能追加，不能修改或删除');
    const remove = await failure(() => database.db.deleteFrom('syslog').where('id', '=', recent).execute());
    expect(remove.message).toContain('系统日志只能追加，不能修改或删除');
    const old = await rowAged(8);
    await database.db.deleteFrom('syslog').where('id', '=', old).execute();
    expect(await remaining()).toEqual([recent]);
  });
});
