import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  deviceAuthorization,
  FillingRefusalReason,
  type FillingUploadInput,
  sharedCallCapabilities,
} from '@gcs/contracts';
import { insertCylinder, insertFillingStation, insertFixture, insertScale, type Fixture } from '../support/fixtures';
import { grantPages } from '../support/grantPages';
import { bearer, insertIdentityFixture, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

const now = new Date('2026-11-26T06:00:00.000Z');
const today = '2026-11-26';
const base = '/api/samr/SunshineDashboard';
const uploadUrl = '/api/samr/Device/UploadFillingRecords';

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;
let hangzhouStationId: number;
const scales: Record<'huzhou' | 'hangzhou', { guid: string; secret: string }> = {
  huzhou: { guid: '', secret: 'scale-secret-huzhou-0001' },
  hangzhou: { guid: '', secret: 'scale-secret-hangzhou-0001' },
};

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(
    database,
    { ingest: { uploadsPerMinute: 1000, concurrency: 2, queue: 4 } },
    { now: () => now, today: () => today },
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function addScale(stationId: number, code: string, secret: string) {
  return (await insertScale(database.db, stationId, code, secret)).guid;
}

let guidCounter = 0;
const nextGuid = () => `00000000-0000-4000-8000-${String((guidCounter += 1)).padStart(12, '0')}`;

function record(barcode: string, beginTime: string, fillingWeight = 14.5): FillingUploadInput {
  return {
    fillingGuid: nextGuid(),
    cylinderBarcode: barcode,
    balance: '1',
    cylinderSpec: 'YSP35.5',
    medium: '液化石油气',
    operator: '赵六',
    fillingWeight,
    beginWeight: 15.2,
    endWeight: 15.2 + fillingWeight,
    beginTime,
    endTime: new Date(Date.parse(beginTime) + 180_000).toISOString(),
  };
}

async function upload(scale: 'huzhou' | 'hangzhou', records: FillingUploadInput[]) {
  const { guid, secret } = scales[scale];
  const answer = await app.inject({
    method: 'POST',
    url: uploadUrl,
    headers: { authorization: deviceAuthorization(guid, secret) },
    payload: { records },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function refuse(stationId: number, barcode: string, at: string, reasons: number[]) {
  await database.db.insertInto('filling_refusal').values({ station_id: stationId, barcode, at, reasons }).execute();
}

/**
 * 吴兴 (fs001, under 湖州) fills three times today (one sound, one overdue, one without archive) and once yesterday;
 * the Hangzhou station fills twice today. Each has a refusal today, 吴兴 one more yesterday.
 */
beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, '2026-11-01T02:00:00.000Z');
  await grantPages(database.db, ['市级监管', '充装站'], sharedCallCapabilities.sunshineDashboard);
  hangzhouStationId = await insertFillingStation(database.db, 'HZ001', '西湖燃气充装站', '330100');
  await insertCylinder(database.db, fixture, { barcode: 'OK0001', audit_result: 1 });
  await insertCylinder(database.db, fixture, {
    barcode: 'OD0001',
    audit_result: 1,
    next_inspection_date: '2026-10-01',
  });
  await insertCylinder(database.db, fixture, { barcode: 'HZSECRET1', audit_result: 1, station_id: hangzhouStationId });
  scales.huzhou.guid = await addScale(fixture.stationId, 'SCALE-HU', scales.huzhou.secret);
  scales.hangzhou.guid = await addScale(hangzhouStationId, 'SCALE-HZ', scales.hangzhou.secret);
  await upload('huzhou', [
    record('OK0001', '2026-11-25T10:00:00+08:00'),
    record('OK0001', '2026-11-26T08:00:00+08:00', 14),
    record('OD0001', '2026-11-26T09:00:00+08:00', 15),
    record('NOARCHIVE1', '2026-11-26T10:00:00+08:00', 12.5),
  ]);
  await upload('hangzhou', [
    record('HZSECRET1', '2026-11-26T08:30:00+08:00'),
    record('HZSECRET1', '2026-11-26T11:30:00+08:00'),
  ]);
  await refuse(fixture.stationId, 'OLD0001', '2026-11-25T12:00:00+08:00', [FillingRefusalReason.Blacklisted]);
  await refuse(fixture.stationId, 'BAD0001', '2026-11-26T09:30:00+08:00', [
    FillingRefusalReason.OverdueInspection,
    FillingRefusalReason.Blacklisted,
  ]);
  await refuse(hangzhouStationId, 'HZSECRET2', '2026-11-26T10:30:00+08:00', [FillingRefusalReason.Scrapped]);
});

async function call(login: string, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(await tokenFor(app, login)) });
}
async function ok(login: string, url: string) {
  const answer = await call(login, url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** Today's raw records of some stations: what the dashboard's rollup-read figures must equal. */
async function rawToday(stationIds: number[]) {
  const rows = await sql<{ fillings: string; weight: string; stations: string; flags: number[] }>`
    select count(*) as fillings, coalesce(sum(filling_weight), 0) as weight, count(distinct station_id) as stations,
           coalesce(array_agg(flags), '{}') as flags
      from filling_record
     where station_id = any(${stationIds}::int[])
       and begin_time >= '2026-11-26T00:00:00+08:00' and begin_time < '2026-11-27T00:00:00+08:00'`.execute(database.db);
  const row = rows.rows[0]!;
  const findings = row.flags.reduce((sum, bits) => sum + bits.toString(2).replaceAll('0', '').length, 0);
  return { fillings: Number(row.fillings), weight: Number(row.weight), stations: Number(row.stations), findings };
}

describe('SunshineDashboard/Overview', () => {
  it('gives a regulator today’s figures of its region, equal to the raw records of today', async () => {
    const answer = await ok('huzhou', `${base}/Overview`);
    const raw = await rawToday([fixture.stationId]);
    expect(raw.fillings).toBe(3);
    expect(answer.data).toMatchObject({
      day: today,
      fillingCount: raw.fillings,
      fillingWeight: raw.weight,
      stationCount: 1,
      refusalCount: 1,
      abnormalCount: raw.findings,
      stations: [{ stationId: fixture.stationId, stationName: '吴兴燃气充装站', fillingCount: 3 }],
    });
    expect(answer.data.abnormalByFlag.map((entry: { name: string }) => entry.name)).toEqual(
      expect.arrayContaining(['超期充装', '无档案充装']),
    );
    expect(answer.data.abnormalByFlag.reduce((sum: number, entry: { count: number }) => sum + entry.count, 0)).toBe(
      raw.findings,
    );
    expect(JSON.stringify(answer)).not.toContain('西湖');
  });

  it('gives a station its own figures and the system manager every station’s, the most fillings first', async () => {
    const station = await ok('fs001', `${base}/Overview`);
    expect(station.data.fillingCount).toBe(3);
    expect(station.data.stations).toHaveLength(1);
    const hangzhou = await ok('hangzhou', `${base}/Overview`);
    expect(hangzhou.data).toMatchObject({ fillingCount: 2, refusalCount: 1, stationCount: 1 });
    const all = await ok('admin', `${base}/Overview`);
    const raw = await rawToday([fixture.stationId, hangzhouStationId]);
    expect(all.data).toMatchObject({ fillingCount: raw.fillings, stationCount: 2, refusalCount: 2 });
    expect(all.data.stations.map((row: { fillingCount: number }) => row.fillingCount)).toEqual([3, 2]);
    const top = await ok('admin', `${base}/Overview?Top=1`);
    expect(top.data.stations).toEqual([
      { stationId: fixture.stationId, stationName: '吴兴燃气充装站', fillingCount: 3 },
    ]);
  });

  it('counts a filling uploaded now at once', async () => {
    await upload('huzhou', [record('OK0001', '2026-11-26T13:00:00+08:00')]);
    const answer = await ok('huzhou', `${base}/Overview`);
    expect(answer.data.fillingCount).toBe(4);
  });

  it('refuses a ranking size out of range with a message naming it', async () => {
    const answer = await call('huzhou', `${base}/Overview?Top=51`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().messeage).toContain('排名数不能超过50');
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: `${base}/Overview` })).statusCode).toBe(401);
  });
});

describe('SunshineDashboard/LatestFillings', () => {
  it('lists today’s fillings of the scope newest first, then only what came after the cursor', async () => {
    const first = await ok('huzhou', `${base}/LatestFillings`);
    expect(first.list.map((row: { beginTime: string }) => row.beginTime)).toEqual([
      '2026-11-26 10:00:00',
      '2026-11-26 09:00:00',
      '2026-11-26 08:00:00',
    ]);
    expect(first.list[0]).toMatchObject({
      cylinderBarcode: 'NOARCHIVE1',
      stationName: '吴兴燃气充装站',
      fillingWeight: 12.5,
      operator: '赵六',
    });
    expect(first.list[0].abnormal).toContain('无档案充装');
    expect(first.list[1].abnormal).toContain('超期充装');
    expect(first.list[2].abnormal).not.toContain('超期充装');
    expect(first.list[2].abnormal).not.toContain('无档案充装');
    expect(JSON.stringify(first)).not.toContain('HZSECRET');

    const nothingNew = await ok('huzhou', `${base}/LatestFillings?After=${first.cursor}`);
    expect(nothingNew).toMatchObject({ list: [], cursor: first.cursor });

    await upload('huzhou', [record('OK0001', '2026-11-26T13:00:00+08:00')]);
    await upload('hangzhou', [record('HZSECRET1', '2026-11-26T13:30:00+08:00')]);
    const fresh = await ok('huzhou', `${base}/LatestFillings?After=${first.cursor}`);
    expect(fresh.list.map((row: { beginTime: string }) => row.beginTime)).toEqual(['2026-11-26 13:00:00']);
    expect(fresh.cursor).not.toBe(first.cursor);
    expect((await ok('huzhou', `${base}/LatestFillings?After=${fresh.cursor}`)).list).toEqual([]);
  });

  it('keeps to the count asked and to the station’s own fillings', async () => {
    const two = await ok('admin', `${base}/LatestFillings?Count=2`);
    expect(two.list.map((row: { beginTime: string }) => row.beginTime)).toEqual([
      '2026-11-26 11:30:00',
      '2026-11-26 10:00:00',
    ]);
    const own = await ok('fs001', `${base}/LatestFillings`);
    expect(own.list).toHaveLength(3);
    expect(new Set(own.list.map((row: { stationId: number }) => row.stationId))).toEqual(new Set([fixture.stationId]));
  });

  it('settles fillings of the same instant by id, so none is skipped by the cursor', async () => {
    const first = await ok('huzhou', `${base}/LatestFillings?Count=1`);
    await upload('huzhou', [record('OK0001', '2026-11-26T10:00:00+08:00')]);
    const fresh = await ok('huzhou', `${base}/LatestFillings?After=${first.cursor}`);
    expect(fresh.list).toHaveLength(1);
    expect(fresh.list[0]).toMatchObject({ beginTime: '2026-11-26 10:00:00', cylinderBarcode: 'OK0001' });
  });

  it('refuses a malformed cursor and a count out of range with messages naming them', async () => {
    const cursor = await call('huzhou', `${base}/LatestFillings?After=yesterday`);
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().messeage).toContain('游标格式不正确');
    const count = await call('huzhou', `${base}/LatestFillings?Count=0`);
    expect(count.statusCode).toBe(400);
    expect(count.json().messeage).toContain('条数至少为1');
  });
});

describe('SunshineDashboard/Abnormal', () => {
  it('lists only today’s flagged fillings of the scope, newest first, with the cursor', async () => {
    const answer = await ok('huzhou', `${base}/Abnormal`);
    const flagged = await database.db
      .selectFrom('filling_record')
      .where('station_id', '=', fixture.stationId)
      .where('begin_time', '>=', '2026-11-26T00:00:00+08:00')
      .where('flags', '<>', 0)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(answer.list).toHaveLength(Number(flagged.count));
    expect(answer.list.map((row: { cylinderBarcode: string }) => row.cylinderBarcode)).toEqual(
      expect.arrayContaining(['NOARCHIVE1', 'OD0001']),
    );
    for (const row of answer.list) expect(row.abnormal.length).toBeGreaterThan(0);
    expect(JSON.stringify(answer)).not.toContain('HZSECRET');
    await upload('huzhou', [record('NOARCHIVE2', '2026-11-26T13:00:00+08:00')]);
    const fresh = await ok('huzhou', `${base}/Abnormal?After=${answer.cursor}`);
    expect(fresh.list.map((row: { cylinderBarcode: string }) => row.cylinderBarcode)).toEqual(['NOARCHIVE2']);
  });
});

describe('SunshineDashboard/Refusals', () => {
  it('lists today’s refused attempts of the scope with their reasons, then only newer ones', async () => {
    const answer = await ok('huzhou', `${base}/Refusals`);
    expect(answer.list).toEqual([
      {
        id: expect.any(Number),
        stationId: fixture.stationId,
        stationName: '吴兴燃气充装站',
        cylinderBarcode: 'BAD0001',
        time: '2026-11-26 09:30:00',
        reasons: ['超期未检', '黑名单气瓶'],
      },
    ]);
    await refuse(fixture.stationId, 'BAD0002', '2026-11-26T13:45:00+08:00', [FillingRefusalReason.NotRegistered]);
    const fresh = await ok('huzhou', `${base}/Refusals?After=${answer.cursor}`);
    expect(fresh.list.map((row: { cylinderBarcode: string }) => row.cylinderBarcode)).toEqual(['BAD0002']);
    const hangzhou = await ok('hangzhou', `${base}/Refusals`);
    expect(hangzhou.list.map((row: { cylinderBarcode: string }) => row.cylinderBarcode)).toEqual(['HZSECRET2']);
    const station = await ok('fs001', `${base}/Refusals`);
    expect(station.list.map((row: { cylinderBarcode: string }) => row.cylinderBarcode)).toEqual(['BAD0002', 'BAD0001']);
  });
});
