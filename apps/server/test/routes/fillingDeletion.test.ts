import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deletedFillingsPage,
  deviceAuthorization,
  fillingDeletionMessages,
  type FillingUploadInput,
  menuOfPage,
  uploadConflictsPage,
} from '@gcs/contracts';
import { sql } from 'kysely';
import { rawDailyQuery } from '../../src/db/fillingDaily';
import {
  insertCylinder,
  insertFilling,
  insertFillingStation,
  insertFixture,
  insertScale,
  type Fixture,
} from '../support/fixtures';
import { bearer, insertIdentityFixture, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { sheetOf } from '../support/xlsxSheet';

const now = new Date('2026-11-26T06:00:00.000Z');
const uploadUrl = '/api/samr/Device/UploadFillingRecords';
const deleteUrl = '/api/samr/CylinderFilling/DeleteRecordByFillingGuid';
const batchUrl = '/api/samr/CylinderFilling/BatchDeleteRecord';
const deletedUrl = '/api/samr/CylinderFilling/QueryDeletedFillingRecord';
const secret = 'scale-secret-0001-abcdefgh';

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;
type Scale = { guid: string; key: string };
let here: Scale;
let neighbour: Scale;
let hangzhou: Scale;

beforeAll(async () => {
  database = await openTestDatabase();
  // FS001's records that began before 2025-04-30 (China time) are locked against deletion.
  app = await buildTestApp(
    database,
    { fillingDeleteLockedStations: new Set(['FS001']) },
    { now: () => now, today: () => '2026-11-26' },
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function addScale(stationId: number, code: string): Promise<Scale> {
  const key = `${secret}-${code}`;
  const row = await insertScale(database.db, stationId, code, key);
  return { guid: row.guid, key };
}

beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, '2026-11-01T02:00:00.000Z');
  // The 市级监管 role of the fixture holds the deleted-records page (the capability) and the upload conflicts; 充装站
  // holds neither.
  const role = await database.db
    .selectFrom('role')
    .select('id')
    .where('name', '=', '市级监管')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('role_menu')
    .values(
      ['006', menuOfPage(deletedFillingsPage.kind), menuOfPage(uploadConflictsPage.kind)].map((code) => ({
        role_id: role.id,
        menu_code: code,
      })),
    )
    .execute();
  await insertCylinder(database.db, fixture, { barcode: 'OK0001', audit_result: 1 });
  here = await addScale(fixture.stationId, 'S1');
  neighbour = await addScale(await insertFillingStation(database.db, 'FS002', '南浔燃气充装站', '330502'), 'S2');
  hangzhou = await addScale(await insertFillingStation(database.db, 'HZ001', '杭州西湖充装站', '330100'), 'S3');
});

let guidCounter = 0;
const nextGuid = () => `00000000-0000-4000-8000-${String((guidCounter += 1)).padStart(12, '0')}`;

function record(beginTime: string, overrides: Partial<FillingUploadInput> = {}): FillingUploadInput {
  return {
    fillingGuid: nextGuid(),
    cylinderBarcode: 'OK0001',
    cylinderSpec: 'YSP35.5',
    operator: '赵六',
    fillingWeight: 14.5,
    beginTime,
    endTime: new Date(Date.parse(beginTime) + 180_000).toISOString(),
    ...overrides,
  };
}

async function upload(records: FillingUploadInput[], scale: Scale = here) {
  const answer = await app.inject({
    method: 'POST',
    url: uploadUrl,
    headers: { authorization: deviceAuthorization(scale.guid, scale.key) },
    payload: { records },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.records as { fillingGuid: string; status: string }[];
}

const as = async (code: string) => bearer(await tokenFor(app, code));
const remove = async (code: string, payload: Record<string, unknown>, url = deleteUrl) =>
  app.inject({ method: 'POST', url, headers: await as(code), payload });

const guidsStored = async () =>
  (await database.db.selectFrom('filling_record').select('filling_guid').orderBy('begin_time').execute()).map(
    (row) => row.filling_guid,
  );

const dailyColumns = sql`station_id, day::text as day, category, fillings, weight::numeric(14, 2)::text as weight,
  normal, expired, scrapped, no_archive, over_weight, less_filled, spec_mismatch, no_pre_check, continuous,
  cloned_label`;
async function expectRollupEqualsRecords() {
  const kept = await sql`select ${dailyColumns} from filling_daily order by 1, 2, 3`.execute(database.db);
  const raw = await sql`select ${dailyColumns} from (${rawDailyQuery()}) raw order by 1, 2, 3`.execute(database.db);
  expect(kept.rows).toEqual(raw.rows);
  return kept.rows;
}

const lastFilling = (barcode: string) =>
  database.db
    .selectFrom('cylinder_last_filling')
    .select(['filling_guid', 'station_id'])
    .where('barcode', '=', barcode)
    .executeTakeFirst();

describe('DeleteRecordByFillingGuid and BatchDeleteRecord', () => {
  it('deletes a record with its reason, keeps it whole with who and when, and audits it', async () => {
    const [kept, gone] = [record('2026-11-25T09:00:00+08:00'), record('2026-11-26T09:00:00+08:00')];
    await upload([kept, gone]);
    const answer = await remove('huzhou', { FillingGuid: gone.fillingGuid.toUpperCase(), Reason: ' 误称重 ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ result: true, messeage: '已删除1条充装记录', data: { count: 1 } });
    expect(await guidsStored()).toEqual([kept.fillingGuid]);

    const deleted = await database.db.selectFrom('filling_record_deleted').selectAll().execute();
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({
      filling_guid: gone.fillingGuid,
      station_id: fixture.stationId,
      cylinder_barcode: 'OK0001',
      reason: '误称重',
      deleted_by_name: 'huzhou（湖州市监管员）',
      record: expect.objectContaining({ filling_guid: gone.fillingGuid, operator_name: '赵六' }),
    });
    // The guid stays registered: the scale's retry is a duplicate and does not bring the record back.
    expect(await upload([gone])).toEqual([
      expect.objectContaining({ fillingGuid: gone.fillingGuid, status: 'duplicate' }),
    ]);
    expect(await guidsStored()).toEqual([kept.fillingGuid]);

    const log = await database.db
      .selectFrom('syslog')
      .select(['login_code', 'detail'])
      .where('event', '=', 'fillingDelete')
      .execute();
    expect(log).toEqual([
      {
        login_code: 'huzhou',
        detail: {
          reason: '误称重',
          records: [
            {
              guid: gone.fillingGuid,
              stationId: fixture.stationId,
              stationCode: 'FS001',
              barcode: 'OK0001',
              beginTime: '2026-11-26T01:00:00.000Z',
            },
          ],
        },
      },
    ]);

    const list = await app.inject({ method: 'GET', url: deletedUrl, headers: await as('huzhou') });
    expect(list.json()).toMatchObject({
      totalCount: 1,
      list: [
        {
          fillingGuid: gone.fillingGuid,
          stationName: '吴兴燃气充装站',
          beginTime: '2026-11-26 09:00:00',
          fillingWeight: 14.5,
          reason: '误称重',
          deletedBy: 'huzhou（湖州市监管员）',
          deletedAt: '2026-11-26 14:00:00',
        },
      ],
    });
    const elsewhere = await app.inject({ method: 'GET', url: deletedUrl, headers: await as('hangzhou') });
    expect(elsewhere.json()).toMatchObject({ totalCount: 0, list: [] });
  });

  it('keeps the daily rollup equal to the records after deletions, a day left empty losing its row', async () => {
    const batch = [
      record('2026-11-24T09:00:00+08:00'),
      record('2026-11-25T08:00:00+08:00', { fillingWeight: 16 }),
      record('2026-11-25T23:59:00+08:00', { cylinderBarcode: 'NOARC1', fillingWeight: null }),
      record('2026-11-26T00:30:00+08:00'),
    ];
    await upload(batch);
    await upload([record('2026-11-25T10:00:00+08:00')], neighbour);
    const before = await expectRollupEqualsRecords();
    expect(before).toHaveLength(4);

    const [onlyOfDay, overWeight, noArchive] = batch;
    const answer = await remove(
      'huzhou',
      { FillingGuids: [onlyOfDay?.fillingGuid, overWeight?.fillingGuid, noArchive?.fillingGuid], Reason: '重复上传' },
      batchUrl,
    );
    expect(answer.json()).toMatchObject({ result: true, messeage: '已删除3条充装记录', data: { count: 3 } });
    const after = await expectRollupEqualsRecords();
    // FS001 keeps 11-26 only (11-24 and 11-25 lost every filling); FS002 keeps its 11-25.
    expect(after.map((row) => (row as { day: string }).day)).toEqual(['2026-11-26', '2026-11-25']);
  });

  it('finds a barcode’s latest filling again when its latest is deleted, and removes cloned pairs naming it', async () => {
    const first = record('2026-11-26T08:00:00+08:00');
    await upload([first]);
    const clone = record('2026-11-26T08:20:00+08:00');
    await upload([clone], neighbour);
    expect(await database.db.selectFrom('cloned_label').select('second_guid').execute()).toEqual([
      { second_guid: clone.fillingGuid },
    ]);
    expect(await lastFilling('OK0001')).toMatchObject({ filling_guid: clone.fillingGuid });

    await remove('huzhou', { FillingGuid: clone.fillingGuid, Reason: '标签复制，已查处' });
    expect(await database.db.selectFrom('cloned_label').select('id').execute()).toEqual([]);
    expect(await lastFilling('OK0001')).toEqual({ filling_guid: first.fillingGuid, station_id: fixture.stationId });

    await remove('huzhou', { FillingGuid: first.fillingGuid, Reason: '测试数据' });
    expect(await lastFilling('OK0001')).toBeUndefined();
    // A later upload of the barcode is judged against what remains (nothing): no continuous or cloned flag.
    const later = record('2026-11-26T08:40:00+08:00');
    await upload([later]);
    expect(await lastFilling('OK0001')).toMatchObject({ filling_guid: later.fillingGuid });
  });

  it('refuses a record outside the caller’s scope with 404, and a batch holding one deletes nothing', async () => {
    const own = record('2026-11-26T09:00:00+08:00');
    const foreign = record('2026-11-26T09:00:00+08:00', { cylinderBarcode: 'HZ0001' });
    await upload([own]);
    await upload([foreign], hangzhou);

    const one = await remove('huzhou', { FillingGuid: foreign.fillingGuid, Reason: '越权' });
    expect(one.statusCode).toBe(404);
    expect(one.json().messeage).toBe(fillingDeletionMessages.notFound(foreign.fillingGuid));
    expect(one.body).not.toContain('HZ0001');
    const batch = await remove(
      'huzhou',
      { FillingGuids: [own.fillingGuid, foreign.fillingGuid], Reason: '越权' },
      batchUrl,
    );
    expect(batch.statusCode).toBe(404);
    const theirs = await remove('hangzhou', { FillingGuid: own.fillingGuid, Reason: '越权' });
    expect(theirs.statusCode).toBe(404);
    expect(await guidsStored()).toHaveLength(2);
    expect(await database.db.selectFrom('filling_record_deleted').select('id').execute()).toEqual([]);
    expect(await database.db.selectFrom('syslog').select('id').where('event', '=', 'fillingDelete').execute()).toEqual(
      [],
    );

    const admin = await remove('admin', { FillingGuid: foreign.fillingGuid, Reason: '管理员删除' });
    expect(admin.statusCode).toBe(200);
  });

  it('refuses records of a locked station that began before 2025-04-30 (China time), a batch with one whole', async () => {
    // Older than a scale may upload: stored as the records migrated from before the platform.
    const neighbourId = (
      await database.db.selectFrom('station').select('id').where('code', '=', 'FS002').executeTakeFirstOrThrow()
    ).id;
    const locked = { fillingGuid: nextGuid(), beginTime: '2025-04-29T15:59:00.000Z' };
    const open = { fillingGuid: nextGuid(), beginTime: '2025-04-29T16:00:00.000Z' };
    const otherStation = { fillingGuid: nextGuid(), beginTime: '2025-04-01T01:00:00.000Z' };
    for (const [values, at] of [
      [locked, fixture],
      [open, fixture],
      [otherStation, { ...fixture, stationId: neighbourId }],
    ] as const) {
      await insertFilling(database.db, at, null, {
        filling_guid: values.fillingGuid,
        begin_time: values.beginTime,
        cylinder_barcode: 'OK0001',
      });
    }

    const one = await remove('admin', { FillingGuid: locked.fillingGuid, Reason: '核对' });
    expect(one.statusCode).toBe(403);
    expect(one.json().messeage).toBe(
      fillingDeletionMessages.locked(`充装记录${locked.fillingGuid}（吴兴燃气充装站，OK0001，2025-04-29 23:59:00）`),
    );
    expect(one.json().messeage).toContain('2025年4月30日之前开始的充装记录按规定不能删除');
    const batch = await remove(
      'huzhou',
      { FillingGuids: [open.fillingGuid, locked.fillingGuid], Reason: '核对' },
      batchUrl,
    );
    expect(batch.statusCode).toBe(403);
    expect(await guidsStored()).toHaveLength(3);

    expect((await remove('huzhou', { FillingGuid: open.fillingGuid, Reason: '核对' })).statusCode).toBe(200);
    expect((await remove('huzhou', { FillingGuid: otherStation.fillingGuid, Reason: '核对' })).statusCode).toBe(200);
    expect(await guidsStored()).toEqual([locked.fillingGuid]);
  });

  it('asks for a reason and at most 500 distinct guids, and is refused to a station without the capability', async () => {
    const own = record('2026-11-26T09:00:00+08:00');
    await upload([own]);
    const noReason = await remove('huzhou', { FillingGuid: own.fillingGuid, Reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().messeage).toContain('请填写删除原因');
    const badGuid = await remove('huzhou', { FillingGuid: 'abc', Reason: '核对' });
    expect(badGuid.json().messeage).toContain('充装记录编号（FillingGuid）应为GUID');
    const tooMany = await remove(
      'huzhou',
      { FillingGuids: Array.from({ length: 501 }, () => nextGuid()), Reason: '核对' },
      batchUrl,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().messeage).toContain('一次最多删除500条充装记录');
    const repeated = await remove(
      'huzhou',
      { FillingGuids: [own.fillingGuid, own.fillingGuid], Reason: '核对' },
      batchUrl,
    );
    expect(repeated.json().messeage).toContain('充装记录编号不能重复');
    const station = await remove('fs001', { FillingGuid: own.fillingGuid, Reason: '核对' });
    expect(station.statusCode).toBe(403);
    expect(await guidsStored()).toEqual([own.fillingGuid]);
  });
});

describe('QueryUploadConflict (uploads refused for a stored guid with other content)', () => {
  const conflictsUrl = '/api/samr/CylinderFilling/QueryUploadConflict';

  it('lists the refused offer beside the stored record, in scope, and says when the stored record was deleted', async () => {
    const first = record('2026-11-26T09:00:00+08:00');
    await upload([first]);
    const changed = await app.inject({
      method: 'POST',
      url: uploadUrl,
      headers: { authorization: deviceAuthorization(here.guid, here.key) },
      payload: { records: [{ ...first, fillingWeight: 13.9, operator: '钱七' }] },
    });
    expect(changed.statusCode).toBe(422);

    const answer = await app.inject({ method: 'GET', url: conflictsUrl, headers: await as('huzhou') });
    expect(answer.statusCode).toBe(200);
    const [row] = answer.json().list;
    expect(answer.json().totalCount).toBe(1);
    expect(row).toMatchObject({
      stationName: '吴兴燃气充装站',
      deviceNumber: 'S1',
      fillingGuid: first.fillingGuid,
      cylinderBarcode: 'OK0001',
      reportedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      differences: '充装人员、充装量(kg)',
    });
    expect(row.comparison).toContainEqual({
      field: 'fillingWeight',
      label: '充装量(kg)',
      stored: '14.5',
      offered: '13.9',
      differs: true,
    });
    expect(row.comparison).toContainEqual({
      field: 'beginTime',
      label: '充装开始时间',
      stored: '2026-11-26 09:00:00',
      offered: '2026-11-26 09:00:00',
      differs: false,
    });

    expect(
      (await app.inject({ method: 'GET', url: conflictsUrl, headers: await as('hangzhou') })).json(),
    ).toMatchObject({
      totalCount: 0,
      list: [],
    });
    const station = await app.inject({ method: 'GET', url: conflictsUrl, headers: await as('fs001') });
    expect(station.statusCode).toBe(403);

    const columns = JSON.stringify([
      { code: 'deviceNumber', title: '充装秤编号' },
      { code: 'differences', title: '不同字段' },
    ]);
    const exported = await app.inject({
      method: 'GET',
      url: `${conflictsUrl}?isExport=true&ExportColumns=${encodeURIComponent(columns)}`,
      headers: await as('huzhou'),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain(encodeURIComponent('上传冲突.xlsx'));
    expect(await sheetOf(exported.rawPayload)).toEqual([
      ['充装秤编号', '不同字段'],
      ['S1', '充装人员、充装量(kg)'],
    ]);

    await remove('huzhou', { FillingGuid: first.fillingGuid, Reason: '核对' });
    const after = await app.inject({ method: 'GET', url: conflictsUrl, headers: await as('huzhou') });
    expect(after.json().list[0]).toMatchObject({ differences: '已保存的记录已删除' });
  });
});
