import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fillingRatePage, menuOfPage } from '@gcs/contracts';
import { insertCylinder, insertFixture, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { sheetOf } from '../support/xlsxSheet';

const now = new Date('2026-11-26T02:00:00.000Z');
const base = '/api/samr/CylinderFilling';
const byStation = `${base}/FillingRateByStation`;
const cylinders = `${base}/FillingRateCylinders`;

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;
let otherCityStationId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, {}, { now: () => now, today: () => '2026-11-26' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
let guid = 0;

async function lastFilled(barcode: string, stationId: number, at: string) {
  guid += 1;
  await database.db
    .insertInto('cylinder_last_filling')
    .values({
      barcode,
      station_id: stationId,
      begin_time: at,
      filling_guid: `5a0e6a52-1c9f-4b7e-9a51-${String(guid).padStart(12, '0')}`,
    })
    .execute();
}

/**
 * 吴兴 (fs001) registers four vehicle cylinders in use: V1 filled there 5 days ago, V2 filled there 40 days ago, V3
 * filled at the Hangzhou station 10 days ago, V4 never; a scrapped one and a liquefied one do not count. The Hangzhou
 * station registers H1, filled there yesterday.
 */
beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, '2026-11-01T02:00:00.000Z');
  const roles = await database.db.selectFrom('role').select('id').execute();
  await database.db
    .insertInto('role_menu')
    .values(
      roles.flatMap((role) =>
        ['003', menuOfPage(fillingRatePage.kind)].map((code) => ({ role_id: role.id, menu_code: code })),
      ),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const other = await database.db
    .insertInto('station')
    .values({
      code: 'HZ001',
      name: '西湖车用气充装站',
      kind: 1,
      station_type: 3,
      division_code: '330100',
      address: null,
      principal: null,
      license_no: null,
      license_until: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  otherCityStationId = other.id;
  const vehicle = { category: 3, plate_num: '浙E12345', vc_type_name: '出租车' };
  for (const barcode of ['V1', 'V2', 'V3', 'V4']) await insertCylinder(database.db, fixture, { ...vehicle, barcode });
  await insertCylinder(database.db, fixture, { ...vehicle, barcode: 'V5', status: 2 });
  await insertCylinder(database.db, fixture, { barcode: 'L1' });
  await insertCylinder(database.db, fixture, { ...vehicle, barcode: 'H1SECRET', station_id: otherCityStationId });
  await lastFilled('V1', fixture.stationId, daysAgo(5));
  await lastFilled('V2', fixture.stationId, daysAgo(40));
  await lastFilled('V3', otherCityStationId, daysAgo(10));
  await lastFilled('V5', fixture.stationId, daysAgo(1));
  await lastFilled('L1', fixture.stationId, daysAgo(1));
  await lastFilled('H1SECRET', otherCityStationId, daysAgo(1));
});

async function get(login: string, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(await tokenFor(app, login)) });
}
async function ok(login: string, url: string) {
  const answer = await get(login, url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

describe('FillingRateByStation (充装率)', () => {
  it('counts each station’s registered vehicle cylinders in use, those filled in the window anywhere and there', async () => {
    const answer = await ok('huzhou', byStation);
    expect(answer.totalCount).toBe(1);
    expect(answer.list).toEqual([
      {
        ordinalNum: 1,
        stationId: fixture.stationId,
        areaName: '吴兴区',
        stationName: '吴兴燃气充装站',
        registeredCount: 4,
        filledCount: 2,
        filledHereCount: 1,
        unfilledCount: 2,
        fillingRate: 50,
        fillingHereRate: 25,
      },
    ]);
    expect(answer.summary).toEqual({
      registeredCount: 4,
      filledCount: 2,
      filledHereCount: 1,
      unfilledCount: 2,
      fillingRate: 50,
      fillingHereRate: 25,
    });
    const quarter = await ok('huzhou', `${byStation}?Days=90`);
    expect(quarter.list[0]).toMatchObject({ filledCount: 3, filledHereCount: 2, fillingRate: 75, fillingHereRate: 50 });
  });

  it('gives the 合计 over every station of the scope, its rates over the sums', async () => {
    const answer = await ok('admin', byStation);
    expect(answer.list.map((row: { stationName: string }) => row.stationName)).toEqual([
      '西湖车用气充装站',
      '吴兴燃气充装站',
    ]);
    expect(answer.summary).toEqual({
      registeredCount: 5,
      filledCount: 3,
      filledHereCount: 2,
      unfilledCount: 2,
      fillingRate: 60,
      fillingHereRate: 40,
    });
    const hangzhou = await ok('hangzhou', byStation);
    expect(hangzhou.list.map((row: { stationId: number }) => row.stationId)).toEqual([otherCityStationId]);
  });

  it('answers a station outside the scope with 404 and nothing of it, and refuses bad input in Chinese', async () => {
    const foreign = await get('huzhou', `${byStation}?StationId=${otherCityStationId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('西湖');
    const cases: [string, string][] = [
      ['?Days=7', '统计周期只能是30、90、180、365'],
      ['?Filled=2', '是否充装只能是0、1'],
      ['?StationId=0', '登记充装单位'],
    ];
    for (const [query, message] of cases) {
      const answer = await get('huzhou', `${byStation}${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().messeage, query).toContain(message);
    }
    expect((await app.inject({ method: 'GET', url: byStation })).statusCode).toBe(401);
    await database.db.deleteFrom('role_menu').where('menu_code', '=', menuOfPage(fillingRatePage.kind)).execute();
    expect((await get('huzhou', byStation)).statusCode).toBe(403);
  });

  it('exports the shown columns with the 合计 row', async () => {
    const columns = JSON.stringify([
      { code: 'stationName', title: '充装单位' },
      { code: 'registeredCount', title: '登记气瓶数' },
      { code: 'fillingRate', title: '充装率(%)' },
    ]);
    const answer = await get('huzhou', `${byStation}?isExport=true&ExportColumns=${encodeURIComponent(columns)}`);
    expect(answer.statusCode).toBe(200);
    expect(await sheetOf(answer.rawPayload)).toEqual([
      ['充装单位', '登记气瓶数', '充装率(%)'],
      ['吴兴燃气充装站', 4, 50],
      ['合计', 4, 50],
    ]);
  });
});

describe('FillingRateCylinders (the cylinders behind a count)', () => {
  it('lists the registered cylinders with their last filling, the filled or the unfilled ones', async () => {
    const all = await ok('huzhou', `${cylinders}?StationId=${fixture.stationId}`);
    expect(all.list.map((row: { barcode: string }) => row.barcode)).toEqual(['V1', 'V2', 'V3', 'V4']);
    expect(all.list[2]).toEqual({
      ordinalNum: 3,
      cylinderId: expect.any(Number),
      barcode: 'V3',
      plateNum: '浙E12345',
      vcTypeName: '出租车',
      stationName: '吴兴燃气充装站',
      lastFillingStationName: '西湖车用气充装站',
      lastFillingTime: '2026-11-16 10:00:00',
      filled: '是',
    });
    expect(all.list[3]).toMatchObject({
      barcode: 'V4',
      lastFillingStationName: null,
      lastFillingTime: '',
      filled: '否',
    });
    const filled = await ok('huzhou', `${cylinders}?Filled=1`);
    expect(filled.list.map((row: { barcode: string }) => row.barcode)).toEqual(['V1', 'V3']);
    const unfilled = await ok('huzhou', `${cylinders}?Filled=0`);
    expect(unfilled.list.map((row: { barcode: string }) => row.barcode)).toEqual(['V2', 'V4']);
    const quarter = await ok('huzhou', `${cylinders}?Filled=0&Days=90`);
    expect(quarter.list.map((row: { barcode: string }) => row.barcode)).toEqual(['V4']);
    const foreign = await get('huzhou', `${cylinders}?StationId=${otherCityStationId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('H1SECRET');
  });
});
