import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fillingRatePage, menuOfPage, usageSummaryMessages } from '@gcs/contracts';
import { insertCylinder, insertFillingStation, insertFixture, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, storedPassword, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { sheetOf } from '../support/xlsxSheet';

const now = new Date('2026-11-26T02:00:00.000Z');
const base = '/api/samr/CylinderFilling';
const byStation = `${base}/FillingRateByStation`;
const byDistrict = `${base}/FillingRateByDistrict`;
const cylinders = `${base}/FillingRateCylinders`;

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;

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

type Row = Record<string, unknown>;
const countFields = ['registeredCount', 'filledCount', 'filledHereCount', 'unfilledCount'] as const;

/**
 * Huzhou's regulator supervises 吴兴区 (the fixture's station and a second one), 南浔区, a station of the city itself
 * and, by a binding, a station of Hangzhou (outside its region); Hangzhou has a station of its own. Each station
 * registers vehicle cylinders filled at various times, here or elsewhere. 南浔区 has a district regulator.
 */
beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, '2026-11-01T02:00:00.000Z');
  const roles = await database.db.selectFrom('role').select(['id', 'name']).execute();
  await database.db
    .insertInto('role_menu')
    .values(
      roles.flatMap((role) =>
        ['003', menuOfPage(fillingRatePage.kind)].map((code) => ({ role_id: role.id, menu_code: code })),
      ),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await database.db
    .insertInto('division')
    .values({ code: '330503', name: '南浔区', parent_code: '330500', level: 3 })
    .execute();
  const stations = {
    wuxing: fixture.stationId,
    wuxing2: await insertFillingStation(database.db, 'WX002', '吴兴第二站', '330502'),
    nanxun: await insertFillingStation(database.db, 'NX001', '南浔充装站', '330503'),
    city: await insertFillingStation(database.db, 'HZC01', '湖州市直充装站', '330500'),
    bound: await insertFillingStation(database.db, 'HZB01', '杭州绑定站', '330100'),
    hangzhou: await insertFillingStation(database.db, 'HZ001', '西湖车用气充装站', '330100'),
  };
  await database.db
    .insertInto('regulator_station')
    .values({ regulator_id: fixture.regulatorId, station_id: stations.bound })
    .execute();
  const vehicle = { category: 3, plate_num: '浙E12345', vc_type_name: '出租车' };
  const fills: [keyof typeof stations, keyof typeof stations | null, number][] = [
    ['wuxing', 'wuxing', 5],
    ['wuxing', 'wuxing', 40],
    ['wuxing', 'nanxun', 10],
    ['wuxing', null, 0],
    ['wuxing2', 'wuxing2', 200],
    ['nanxun', 'nanxun', 1],
    ['nanxun', 'wuxing', 100],
    ['nanxun', null, 0],
    ['city', 'city', 3],
    ['bound', 'bound', 20],
    ['hangzhou', 'hangzhou', 2],
  ];
  for (const [index, [station, filledAt, days]] of fills.entries()) {
    const barcode = `V${index}`;
    await insertCylinder(database.db, fixture, { ...vehicle, barcode, station_id: stations[station] });
    if (filledAt === null) continue;
    guid += 1;
    await database.db
      .insertInto('cylinder_last_filling')
      .values({
        barcode,
        station_id: stations[filledAt],
        begin_time: daysAgo(days),
        filling_guid: `5a0e6a52-1c9f-4b7e-9a52-${String(guid).padStart(12, '0')}`,
      })
      .execute();
  }
  const district = await database.db
    .insertInto('regulator')
    .values({ name: '南浔区市场监督管理局', division_code: '330503', level: 3, parent_id: fixture.regulatorId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('app_user')
    .values({
      login_code: 'nanxun',
      user_name: '南浔区监管员',
      belong_to_type: 10,
      role_id: roles.find((role) => role.name === '市级监管')?.id ?? 0,
      regulator_id: district.id,
      level: 3,
      ...(await storedPassword()),
      update_password_time: '2026-11-01T02:00:00.000Z',
    })
    .execute();
});

async function get(login: string, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(await tokenFor(app, login)) });
}
async function ok(login: string, url: string) {
  const answer = await get(login, url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { list: Row[]; totalCount: number; summary: Row };
}

/** The station rows' sums and the station count, as a district row shows them. */
function sumsOf(rows: readonly Row[]) {
  return {
    stationCount: rows.length,
    ...Object.fromEntries(
      countFields.map((field) => [field, rows.reduce((total, row) => total + Number(row[field]), 0)]),
    ),
  };
}
const figures = (row: Row) => Object.fromEntries(['stationCount', ...countFields].map((field) => [field, row[field]]));

describe('FillingRateByDistrict (充装率 按区域统计)', () => {
  it('sums the stations of each district, and all districts sum to the station tab, in every window', async () => {
    for (const days of [30, 365]) {
      const districts = await ok('huzhou', `${byDistrict}?Days=${days}&CountPerPage=50`);
      expect(districts.list.map((row) => [row.divisionCode, row.divisionName])).toEqual([
        ['330502', '吴兴区'],
        ['330503', '南浔区'],
        [null, '湖州市（本级）'],
        [null, '辖区外绑定单位'],
      ]);
      const stations = await ok('huzhou', `${byStation}?Days=${days}&CountPerPage=50`);
      expect(figures(districts.summary)).toEqual(sumsOf(stations.list));
      expect(districts.summary).toMatchObject({
        fillingRate: stations.summary.fillingRate,
        fillingHereRate: stations.summary.fillingHereRate,
      });
      expect(sumsOf(districts.list.map((row) => ({ ...row, stationCount: undefined })))).toMatchObject(
        Object.fromEntries(countFields.map((field) => [field, stations.summary[field]])),
      );
      expect(districts.list.reduce((total, row) => total + Number(row.stationCount), 0)).toBe(stations.totalCount);
      // A district's count opens the station tab narrowed to it: the same figures.
      for (const row of districts.list.filter((candidate) => candidate.divisionCode !== null)) {
        const narrowed = await ok('huzhou', `${byStation}?Days=${days}&DivisionCode=${String(row.divisionCode)}`);
        expect(figures(row), String(row.divisionName)).toEqual(sumsOf(narrowed.list));
        expect(row.fillingRate).toBe(narrowed.summary.fillingRate);
      }
    }
    const wuxing = (await ok('huzhou', `${byDistrict}?Days=30`)).list[0];
    expect(wuxing).toEqual({
      ordinalNum: 1,
      divisionCode: '330502',
      divisionName: '吴兴区',
      stationCount: 2,
      registeredCount: 5,
      filledCount: 2,
      filledHereCount: 1,
      unfilledCount: 3,
      fillingRate: 40,
      fillingHereRate: 20,
    });
  });

  it('narrows to a chosen district, for the district tab, the station tab and the cylinders alike', async () => {
    const districts = await ok('huzhou', `${byDistrict}?DivisionCode=330502`);
    expect(districts.list.map((row) => row.divisionName)).toEqual(['吴兴区（本级）']);
    const stations = await ok('huzhou', `${byStation}?DivisionCode=330502`);
    expect(stations.list.map((row) => row.stationName)).toEqual(['吴兴燃气充装站', '吴兴第二站']);
    const listed = await ok('huzhou', `${cylinders}?DivisionCode=330502&CountPerPage=50`);
    expect(listed.totalCount).toBe(districts.summary.registeredCount);
  });

  it('keeps a district regulator to its district and refuses other regions (404)', async () => {
    const own = await ok('nanxun', byDistrict);
    expect(own.list.map((row) => [row.divisionName, row.stationCount, row.registeredCount])).toEqual([
      ['南浔区（本级）', 1, 3],
    ]);
    expect(figures(own.summary)).toEqual(sumsOf((await ok('nanxun', byStation)).list));
    for (const url of [byDistrict, byStation, cylinders]) {
      const refused = await get('nanxun', `${url}?DivisionCode=330502`);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json().messeage).toBe(usageSummaryMessages.divisionOutOfScope);
      expect(refused.body).not.toContain('吴兴');
    }
    const other = await ok('hangzhou', byDistrict);
    expect(other.list.map((row) => [row.divisionName, row.stationCount])).toEqual([['杭州市（本级）', 2]]);
    expect((await get('huzhou', `${byDistrict}?DivisionCode=33x`)).statusCode).toBe(400);
  });

  it('exports the districts with the 合计', async () => {
    const columns = encodeURIComponent(
      JSON.stringify([
        { code: 'divisionName', title: '区域' },
        { code: 'registeredCount', title: '登记气瓶数' },
        { code: 'fillingRate', title: '充装率(%)' },
      ]),
    );
    const response = await get('huzhou', `${byDistrict}?isExport=true&ExportColumns=${columns}`);
    expect(response.statusCode).toBe(200);
    const list = await ok('huzhou', byDistrict);
    expect(await sheetOf(response.rawPayload)).toEqual([
      ['区域', '登记气瓶数', '充装率(%)'],
      ...list.list.map((row) => [row.divisionName, row.registeredCount, row.fillingRate]),
      ['合计', list.summary.registeredCount, list.summary.fillingRate],
    ]);
  });
});
