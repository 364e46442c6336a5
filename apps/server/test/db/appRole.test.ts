import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletedFillingsPage, deviceAuthorization, type FillingUploadInput, menuOfPage } from '@gcs/contracts';
import { sql } from 'kysely';
import { ConfigError } from '../../src/config';
import { openRequestDatabase, type RequestDatabase } from '../../src/db/appRole';
import { pgErrorCode } from '../../src/db/pgErrors';
import { insertCylinder, insertFixture, insertScale } from '../support/fixtures';
import { bearer, insertIdentityFixture, loginToken } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

/**
 * The server as main.ts starts it: the owner migrates and loads the data, then requests run as the application's
 * role (gcs_app) through openRequestDatabase. Everything a request does must work under that role — a login and
 * its syslog row, the upload of a month that has no partition yet (the partition is created by the owner's
 * function), a deletion — while the application's own connection is refused a change of the system log.
 */

const now = new Date('2026-11-26T06:00:00.000Z');
const secret = 'scale-secret-0001-abcdefgh';
const role = 'gcs_app';

let owner: TestDatabase;
let requests: RequestDatabase;
let app: TestApp;
let scaleGuid: string;

const target = async () => ({
  url: process.env.TEST_DATABASE_URL,
  ownerUrl: process.env.TEST_DATABASE_URL,
  poolSize: 3,
  schema: (await sql<{ schema: string }>`select current_schema() as schema`.execute(owner.db)).rows[0]?.schema,
});

beforeAll(async () => {
  owner = await openTestDatabase();
  const fixture = await insertFixture(owner.db);
  await insertIdentityFixture(owner.db, fixture, '2026-11-01T02:00:00.000Z');
  const regulatorRole = await owner.db
    .selectFrom('role')
    .select('id')
    .where('name', '=', '市级监管')
    .executeTakeFirstOrThrow();
  await owner.db
    .insertInto('role_menu')
    .values(
      ['006', menuOfPage(deletedFillingsPage.kind)].map((code) => ({ role_id: regulatorRole.id, menu_code: code })),
    )
    .execute();
  await insertCylinder(owner.db, fixture, { barcode: 'OK0001', audit_result: 1 });
  const scale = await insertScale(owner.db, fixture.stationId, 'SCALE-01', secret);
  scaleGuid = scale.guid;

  requests = await openRequestDatabase(owner, { ...(await target()), appRole: role });
  await requests.assumeRole();
  // The app never empties its tables; the owner does that, and not here.
  app = await buildTestApp(
    { ...requests.database, reset: () => Promise.resolve() },
    {},
    { now: () => now, today: () => '2026-11-26' },
  );
}, 120_000);

afterAll(async () => {
  await app?.close();
  if (requests && requests.database !== owner) await requests.database.close();
  // The embedded database's one connection goes back to the owner, who drops what the test made.
  else await sql`reset role`.execute(owner.db);
  await owner?.close();
});

async function failure(work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    return { code: pgErrorCode(error), message: error instanceof Error ? error.message : String(error) };
  }
  throw new Error('expected a refusal');
}

describe('an application whose requests run as gcs_app', () => {
  it('runs its statements as the role, not as the owner', async () => {
    const who = await sql<{ current: string; session: string }>`
      select current_user::text as current, session_user::text as session`.execute(requests.database.db);
    expect(who.rows[0]?.current).toBe(role);
    expect(who.rows[0]?.session).not.toBe(role);
  });

  it('logs in, writes the syslog, stores fillings of a month without a partition and deletes one', async () => {
    const token = await loginToken(app, 'huzhou');
    const logins = await requests.database.db
      .selectFrom('syslog')
      .select(['login_code', 'result'])
      .where('event', '=', 'login')
      .execute();
    expect(logins).toContainEqual({ login_code: 'huzhou', result: 'success' });

    const partition = async () =>
      (
        await sql<{ name: string | null }>`select to_regclass('filling_record_2026_09')::text as name`.execute(
          requests.database.db,
        )
      ).rows[0]?.name;
    expect(await partition()).toBeNull();
    const records: FillingUploadInput[] = ['2026-09-10T09:00:00+08:00', '2026-09-11T09:00:00+08:00'].map(
      (beginTime, index) => ({
        fillingGuid: `00000000-0000-4000-8000-00000000000${index + 1}`,
        cylinderBarcode: 'OK0001',
        cylinderSpec: 'YSP35.5',
        operator: '赵六',
        fillingWeight: 14.5,
        beginTime,
        endTime: new Date(Date.parse(beginTime) + 180_000).toISOString(),
      }),
    );
    const upload = await app.inject({
      method: 'POST',
      url: '/api/samr/Device/UploadFillingRecords',
      headers: { authorization: deviceAuthorization(scaleGuid, secret) },
      payload: { records },
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json().data.records.map((row: { status: string }) => row.status)).toEqual(['stored', 'stored']);
    expect(await partition()).toBe('filling_record_2026_09');
    const inPartition = await sql<{ guid: string }>`
      select filling_guid::text as guid from filling_record_2026_09 order by begin_time`.execute(requests.database.db);
    expect(inPartition.rows.map((row) => row.guid)).toEqual(records.map((record) => record.fillingGuid));

    const removal = await app.inject({
      method: 'POST',
      url: '/api/samr/CylinderFilling/DeleteRecordByFillingGuid',
      headers: bearer(token),
      payload: { FillingGuid: records[1]?.fillingGuid, Reason: '误称重' },
    });
    expect(removal.statusCode).toBe(200);
    expect(removal.json()).toMatchObject({ result: true, data: { count: 1 } });
    const kept = await requests.database.db.selectFrom('filling_record').select('filling_guid').execute();
    expect(kept.map((row) => row.filling_guid)).toEqual([records[0]?.fillingGuid]);
    const audit = await requests.database.db
      .selectFrom('syslog')
      .select('login_code')
      .where('event', '=', 'fillingDelete')
      .execute();
    expect(audit).toEqual([{ login_code: 'huzhou' }]);
  });

  it('is refused a change of the system log, and the creation of a table, by the database itself', async () => {
    const update = await failure(() =>
      sql`update syslog set result = 'failure' where event = 'login'`.execute(requests.database.db),
    );
    expect(update.code).toBe('42501');
    const create = await failure(() => sql`create table app_made (id int)`.execute(requests.database.db));
    expect(create.code).toBe('42501');
  });
});

describe('starting with a role the login cannot take', () => {
  it('stops with a message naming the variable and the role', async () => {
    const missing = await openRequestDatabase(owner, { ...(await target()), appRole: 'gcs_no_such_role' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(missing).toBeInstanceOf(ConfigError);
    expect((missing as Error).message).toMatch(/DATABASE_APP_ROLE: 数据库角色 gcs_no_such_role 不存在/);
  });
});
