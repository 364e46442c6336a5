import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { usageSummaryMessages } from '@gcs/contracts';
import { insertFillingStation, insertFixture, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, storedPassword, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { sheetOf } from '../support/xlsxSheet';

const today = '2026-11-26';
const now = new Date('2026-11-26T06:00:00.000Z');
const base = '/api/samr/DataAnalysis';

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, {}, { now: () => now, today: () => today });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Row = Record<string, unknown>;

beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, '2026-11-01T02:00:00.000Z');
  await database.db
    .insertInto('division')
    .values({ code: '330503', name: '南浔区', parent_code: '330500', level: 3 })
    .execute();
  // 吴兴区: the fixture's station and institution, and a disabled station (counted nowhere, listed nowhere).
  await database.db
    .updateTable('station')
    .set({ license_no: 'TS-001', license_until: '2027-01-01', phone: '0572-1234567', address: '吴兴路1号' })
    .where('id', '=', fixture.stationId)
    .execute();
  const disabled = await insertFillingStation(database.db, 'WX-OFF', '吴兴停用站', '330502');
  await database.db.updateTable('station').set({ is_valid: false }).where('id', '=', disabled).execute();
  // 南浔区: an industrial station with an expired licence, and an institution.
  const nanxun = await insertFillingStation(database.db, 'NX001', '南浔充装站', '330503');
  await database.db
    .updateTable('station')
    .set({ station_type: 2, license_until: '2026-01-01' })
    .where('id', '=', nanxun)
    .execute();
  const institution = await insertFillingStation(database.db, 'NX-IN', '南浔检测所', '330503');
  await database.db.updateTable('station').set({ kind: 2, station_type: null }).where('id', '=', institution).execute();
  // 湖州市 itself (the （本级） row) and another city.
  await insertFillingStation(database.db, 'HZC01', '湖州市直充装站', '330500');
  await insertFillingStation(database.db, 'HZ001', '杭州西湖充装站', '330100');
  // A district regulator of 南浔区, under the city's, with the same menus.
  const regulator = await database.db
    .insertInto('regulator')
    .values({ name: '南浔区市场监督管理局', division_code: '330503', level: 3, parent_id: fixture.regulatorId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await database.db
    .selectFrom('role')
    .where('name', '=', '市级监管')
    .select('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('app_user')
    .values({
      login_code: 'nanxun',
      user_name: '南浔区监管员',
      belong_to_type: 10,
      role_id: role.id,
      regulator_id: regulator.id,
      level: 3,
      ...(await storedPassword()),
      update_password_time: '2026-11-01T02:00:00.000Z',
    })
    .execute();
});

async function get(code: string, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(await tokenFor(app, code)) });
}

/** Every unit a row's count opens (the drill-down's narrowing: the row's region and level, the tab's filter). */
async function unitsOf(code: string, call: string, row: Row, extra = '') {
  const response = await get(
    code,
    `${base}/${call}?DivisionCode=${String(row.divisionCode)}&OwnLevel=${String(row.ownLevel)}${extra}&CountPerPage=500`,
  );
  expect(response.statusCode).toBe(200);
  return response.json() as { list: Row[]; totalCount: number };
}

describe('企业统计 drill-down: the units behind a count', () => {
  it('lists, for each region row of either tab, exactly the units it counts', async () => {
    for (const [tab, call, counted, extra] of [
      ['EnterpriseFillStation', 'EnterpriseFillStationUnits', 'stationCount', ''],
      ['EnterpriseFillStation', 'EnterpriseFillStationUnits', 'stationCount', '&StationType=2'],
      ['EnterpriseInspection', 'EnterpriseInspectionUnits', 'institutionCount', ''],
    ] as const) {
      for (const user of ['huzhou', 'nanxun']) {
        const rows = (await get(user, `${base}/${tab}?${extra.slice(1)}`)).json().list as Row[];
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          const units = await unitsOf(user, call, row, extra);
          expect(units.totalCount, `${user} ${tab}${extra} ${String(row.divisionName)}`).toBe(row[counted]);
          expect(units.list).toHaveLength(units.totalCount);
        }
      }
    }
  });

  it('separates a city’s own units (（本级）) from its districts’, with the unit fields and licence state', async () => {
    const rows = (await get('huzhou', `${base}/EnterpriseFillStation`)).json().list as Row[];
    const names = async (row: Row | undefined) =>
      (await unitsOf('huzhou', 'EnterpriseFillStationUnits', row ?? {})).list.map((unit) => unit.stationName);
    const byName = (name: string) => rows.find((row) => row.divisionName === name);
    expect(rows.map((row) => [row.divisionName, row.ownLevel, row.stationCount])).toEqual([
      ['吴兴区', false, 1],
      ['南浔区', false, 1],
      ['湖州市（本级）', true, 1],
    ]);
    expect(await names(byName('吴兴区'))).toEqual(['吴兴燃气充装站']);
    expect(await names(byName('湖州市（本级）'))).toEqual(['湖州市直充装站']);
    // Without OwnLevel the city is its whole subtree (valid units only, never the other city's).
    const city = (await get('huzhou', `${base}/EnterpriseFillStationUnits?DivisionCode=330500`)).json();
    expect(city.list.map((unit: Row) => unit.stationCode)).toEqual(['HZC01', 'FS001', 'NX001']);
    expect(city.list[1]).toEqual({
      ordinalNum: 2,
      stationId: fixture.stationId,
      stationCode: 'FS001',
      stationName: '吴兴燃气充装站',
      stationTypeName: '燃气充装站',
      divisionName: '吴兴区',
      creditCode: null,
      address: '吴兴路1号',
      principal: '张三',
      phone: '0572-1234567',
      licenseNo: 'TS-001',
      licenseUntil: '2027-01-01',
      licenseState: '有效',
      isValid: true,
    });
    expect(city.list[0].licenseState).toBe('未登记');
    expect(city.list[2].licenseState).toBe('已过期');
    const institutions = (await get('huzhou', `${base}/EnterpriseInspectionUnits?DivisionCode=330503`)).json();
    expect(institutions.list.map((unit: Row) => unit.stationName)).toEqual(['南浔检测所']);
  });

  it('keeps a district regulator to its district and refuses other regions (404) and other users (403)', async () => {
    const rows = (await get('nanxun', `${base}/EnterpriseFillStation`)).json().list as Row[];
    expect(rows.map((row) => [row.divisionCode, row.divisionName, row.stationCount])).toEqual([
      ['330503', '南浔区（本级）', 1],
    ]);
    const own = (await get('nanxun', `${base}/EnterpriseFillStationUnits`)).json();
    expect(own.list.map((unit: Row) => unit.stationCode)).toEqual(['NX001']);
    for (const [user, division] of [
      ['nanxun', '330502'],
      ['nanxun', '330500'],
      ['huzhou', '330100'],
      ['hangzhou', '330500'],
    ] as const) {
      const refused = await get(user, `${base}/EnterpriseFillStationUnits?DivisionCode=${division}`);
      expect(refused.statusCode, `${user} ${division}`).toBe(404);
      expect(refused.json().messeage).toBe(usageSummaryMessages.divisionOutOfScope);
    }
    const other = (await get('hangzhou', `${base}/EnterpriseFillStationUnits`)).json();
    expect(other.list.map((unit: Row) => unit.stationCode)).toEqual(['HZ001']);
    expect((await get('fs001', `${base}/EnterpriseFillStationUnits`)).statusCode).toBe(403);
    const malformed = await get('huzhou', `${base}/EnterpriseInspectionUnits?OwnLevel=maybe`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().messeage).toContain('本级');
  });

  it('exports the units of a count', async () => {
    const columns = encodeURIComponent(
      JSON.stringify([
        { code: 'stationName', title: '单位名称' },
        { code: 'licenseState', title: '许可证状态' },
      ]),
    );
    const response = await get(
      'huzhou',
      `${base}/EnterpriseFillStationUnits?DivisionCode=330500&isExport=true&ExportColumns=${columns}`,
    );
    expect(response.statusCode).toBe(200);
    expect(await sheetOf(response.rawPayload)).toEqual([
      ['单位名称', '许可证状态'],
      ['湖州市直充装站', '未登记'],
      ['吴兴燃气充装站', '有效'],
      ['南浔充装站', '已过期'],
    ]);
  });
});
