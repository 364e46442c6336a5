import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FillingFlag, menusFor } from '@gcs/contracts';
import { insertCylinder, insertFilling, insertFixture, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, storedPassword, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { sheetOf } from '../support/xlsxSheet';

const now = new Date('2026-11-26T02:00:00.000Z');
const base = '/api/samr/CylinderFilling';
const november = 'From=2026-11-01&To=2026-11-30';

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;
/** A second station of the city, in another district (南浔区), outside the 吴兴 district regulator's scope. */
let nanxunStationId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, {}, { now: () => now, today: () => '2026-11-26' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const guid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The 南浔 station and a district regulator of 吴兴区 (below the city's) with its user `wuxing`. */
async function insertDistrict() {
  const db = database.db;
  await db.insertInto('division').values({ code: '330503', name: '南浔区', parent_code: '330500', level: 3 }).execute();
  const station = await db
    .insertInto('station')
    .values({
      code: 'NX001',
      name: '南浔燃气充装站',
      kind: 1,
      station_type: 1,
      division_code: '330503',
      address: null,
      principal: null,
      license_no: null,
      license_until: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const regulator = await db
    .insertInto('regulator')
    .values({ name: '吴兴区市场监督管理局', division_code: '330502', level: 3, parent_id: fixture.regulatorId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await db.selectFrom('role').where('name', '=', '市级监管').select('id').executeTakeFirstOrThrow();
  await db
    .insertInto('app_user')
    .values({
      login_code: 'wuxing',
      user_name: '吴兴区监管员',
      belong_to_type: 10,
      role_id: role.id,
      regulator_id: regulator.id,
      level: 3,
      ...(await storedPassword()),
      update_password_time: '2026-11-01T02:00:00.000Z',
    })
    .execute();
  return station.id;
}

beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, '2026-11-01T02:00:00.000Z');
  nanxunStationId = await insertDistrict();
  const roles = await database.db.selectFrom('role').select('id').execute();
  await database.db
    .insertInto('role_menu')
    .values(
      roles.flatMap((role) =>
        [...menusFor('fillingRecords'), ...menusFor('thirdPartyFillings')].map((code) => ({
          role_id: role.id,
          menu_code: code,
        })),
      ),
    )
    .execute();

  const a1 = await insertCylinder(database.db, fixture, { barcode: 'A0001' });
  const b1 = await insertCylinder(database.db, fixture, { barcode: 'B0001' });
  const i1 = await insertCylinder(database.db, fixture, { barcode: 'I0001', category: 2 });
  const v1 = await insertCylinder(database.db, fixture, { barcode: 'V0001', category: 3 });
  const nanxun = { ...fixture, stationId: nanxunStationId };
  const fill = (id: number | null, at: Fixture, values: Parameters<typeof insertFilling>[3]) =>
    insertFilling(database.db, at, id, values);
  await fill(a1, fixture, {
    filling_guid: guid(1),
    cylinder_barcode: 'A0001',
    balance: '1号秤',
    operator_name: '张师傅',
    begin_weight: 15.1,
    end_weight: 29.6,
    residual_liquid_weight: 0.4,
    filling_pressure: 1.2,
    temperature: 18.5,
    begin_time: '2026-11-20T02:00:00.000Z',
    end_time: '2026-11-20T02:03:00.000Z',
    operation_time: '2026-11-20T02:03:10.000Z',
    insert_time: '2026-11-20T02:03:20.000Z',
    filling_seconds: 180,
  });
  // Brought back soon after: a top-up (under half of YSP35.5's 14.5 kg), then a fuller continuous filling.
  await fill(a1, fixture, {
    filling_guid: guid(2),
    cylinder_barcode: 'A0001',
    begin_time: '2026-11-20T03:00:00.000Z',
    filling_weight: 5,
    flags: FillingFlag.Continuous,
  });
  await fill(a1, fixture, {
    filling_guid: guid(3),
    cylinder_barcode: 'A0001',
    begin_time: '2026-11-20T04:00:00.000Z',
    filling_weight: 10,
    flags: FillingFlag.Continuous,
  });
  await fill(a1, nanxun, { filling_guid: guid(4), cylinder_barcode: 'A0001', begin_time: '2026-11-22T02:00:00.000Z' });
  await fill(null, fixture, {
    filling_guid: guid(5),
    cylinder_barcode: 'NA0009',
    cylinder_spec: 'YSP12',
    begin_time: '2026-11-21T02:00:00.000Z',
    cylinder_state: 3,
    flags: FillingFlag.NoArchive,
  });
  await fill(i1, fixture, { filling_guid: guid(6), cylinder_barcode: 'I0001', begin_time: '2026-11-21T05:00:00.000Z' });
  await fill(v1, fixture, {
    filling_guid: guid(7),
    cylinder_barcode: 'V0001',
    begin_time: '2026-11-21T06:00:00.000Z',
    plate_number: '浙E12345',
    filling_pressure: 20,
  });
  // Last month: outside November's lists, in the cylinder's history.
  await fill(a1, fixture, { filling_guid: guid(8), cylinder_barcode: 'A0001', begin_time: '2026-10-15T02:00:00.000Z' });
  await fill(b1, nanxun, { filling_guid: guid(9), cylinder_barcode: 'B0001', begin_time: '2026-11-23T02:00:00.000Z' });
  const last = (barcode: string, stationId: number, n: number, at: string) => ({
    barcode,
    station_id: stationId,
    filling_guid: guid(n),
    begin_time: at,
  });
  await database.db
    .insertInto('cylinder_last_filling')
    .values([
      last('A0001', nanxunStationId, 4, '2026-11-22T02:00:00.000Z'),
      last('NA0009', fixture.stationId, 5, '2026-11-21T02:00:00.000Z'),
      last('I0001', fixture.stationId, 6, '2026-11-21T05:00:00.000Z'),
      last('V0001', fixture.stationId, 7, '2026-11-21T06:00:00.000Z'),
      last('B0001', nanxunStationId, 9, '2026-11-23T02:00:00.000Z'),
    ])
    .execute();
});

async function get(login: string, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(await tokenFor(app, login)) });
}
type Listed = { list: Record<string, unknown>[]; totalCount: number };
const field = (body: Listed, name: string) => body.list.map((row) => row[name]);
const barcodes = (body: Listed) => field(body, 'cylinderBarcode');

describe('fillinglist and list (充装记录)', () => {
  const url = `${base}/fillinglist`;

  it('lists a period’s liquefied records newest first with every field of a filling record', async () => {
    const body = (await get('huzhou', `${url}?${november}`)).json();
    expect(body.totalCount).toBe(6);
    expect(barcodes(body)).toEqual(['B0001', 'A0001', 'NA0009', 'A0001', 'A0001', 'A0001']);
    expect(body.list[5]).toEqual({
      id: expect.any(Number),
      ordinalNum: 6,
      fillingGuid: guid(1),
      stationId: fixture.stationId,
      stationName: '吴兴燃气充装站',
      balance: '1号秤',
      cylinderId: expect.any(Number),
      cylinderBarcode: 'A0001',
      cylinderSpec: 'YSP35.5',
      mediumName: '液化石油气',
      operatorName: '张师傅',
      fillingWeight: 14.5,
      // 15.1 kg before filling, 0.4 kg of gas left in it: the cylinder itself weighs 14.7 kg; its spec presets 14.5 kg.
      selfWeight: 14.7,
      presetWeight: 14.5,
      beginWeight: 15.1,
      endWeight: 29.6,
      residualLiquidWeight: 0.4,
      fillingPressure: 1.2,
      temperature: 18.5,
      plateNumber: null,
      beginTime: '2026-11-20 10:00:00',
      endTime: '2026-11-20 10:03:00',
      cylinderState: '正常',
      operationTime: '2026-11-20 10:03:10',
      insertTime: '2026-11-20 10:03:20',
      fillingSeconds: 180,
      flags: 0,
      flagNames: '',
      deliveryTime: null,
      deliveryOperator: null,
      deliveryUser: null,
      deliveryAddress: null,
    });
    expect(body.list[2]).toMatchObject({
      cylinderId: null,
      cylinderSpec: 'YSP12',
      cylinderState: '无档案',
      // Without archive there is no spec to preset a weight.
      presetWeight: null,
    });
  });

  it('keeps a district regulator and a station to their own stations’ records', async () => {
    for (const login of ['wuxing', 'fs001']) {
      const body = (await get(login, `${url}?${november}`)).json();
      expect(barcodes(body), login).toEqual(['NA0009', 'A0001', 'A0001', 'A0001']);
      expect(field(body, 'stationName')).not.toContain('南浔燃气充装站');
    }
    const other = await get('wuxing', `${url}?${november}&StationId=${nanxunStationId}`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('B0001');
    expect((await get('hangzhou', `${url}?${november}`)).json().totalCount).toBe(0);
  });

  it('filters by flag, barcode, station, regulator, category and days, and pages', async () => {
    const count = async (query: string) => (await get('huzhou', `${url}?${november}&${query}`)).json().totalCount;
    expect(await count(`Flag=${FillingFlag.Continuous}`)).toBe(2);
    expect(await count(`Flag=${FillingFlag.NoArchive}`)).toBe(1);
    expect(await count('Barcode=NA')).toBe(1);
    expect(await count(`StationId=${nanxunStationId}`)).toBe(2);
    expect(await count(`RegulatorId=${fixture.regulatorId}`)).toBe(6);
    const industrial = (await get('huzhou', `${url}?${november}&CylinderCategory=2`)).json();
    expect(barcodes(industrial)).toEqual(['I0001']);
    const day = (await get('huzhou', `${url}?From=2026-11-20&To=2026-11-20`)).json();
    expect(field(day, 'fillingGuid')).toEqual([guid(3), guid(2), guid(1)]);
    const paged = (await get('huzhou', `${url}?${november}&PageIndex=2&CountPerPage=4`)).json();
    expect(paged.totalCount).toBe(6);
    expect(field(paged, 'ordinalNum')).toEqual([5, 6]);
  });

  it('answers 400 naming the field for a missing, reversed or too long period and a wrong category', async () => {
    const refusals: [string, string][] = [
      ['To=2026-11-30', '请选择充装日期起'],
      ['From=2026-11-01', '请选择充装日期止'],
      ['From=2026-11-30&To=2026-11-01', '充装日期的开始日期不能晚于结束日期'],
      ['From=2026-10-01&To=2026-11-30', '充装日期最多查询31天'],
      ['From=2026-11-01&To=2026/11/30', '充装日期止格式应为年-月-日'],
      ['From=2026-02-30&To=2026-03-01', '充装日期起格式应为年-月-日'],
      [`${november}&CylinderCategory=3`, '气瓶类别只能是1、2'],
      [`${november}&Flag=3`, '异常类型只能是'],
    ];
    for (const [query, message] of refusals) {
      const answer = await get('huzhou', `${url}?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().messeage, query).toContain(message);
    }
    expect((await get('huzhou', `${url}?From=2026-11-01&To=2026-12-01`)).statusCode).toBe(200);
  });

  it('lists vehicle records by plate number on the list call', async () => {
    const vehicle = (await get('huzhou', `${base}/list?${november}`)).json();
    expect(vehicle.list).toEqual([
      expect.objectContaining({ cylinderBarcode: 'V0001', plateNumber: '浙E12345', fillingPressure: 20 }),
    ]);
    expect((await get('huzhou', `${base}/list?${november}&PlateNumber=E123`)).json().totalCount).toBe(1);
    expect((await get('huzhou', `${base}/list?${november}&PlateNumber=A999`)).json().totalCount).toBe(0);
    expect((await get('huzhou', `${base}/list?PlateNumber=E123`)).statusCode).toBe(400);
  });

  it('exports the shown columns of the filtered records', async () => {
    const columns = JSON.stringify([
      { code: 'cylinderBarcode', title: '气瓶条码' },
      { code: 'fillingWeight', title: '充装重量(kg)' },
      { code: 'flagNames', title: '异常类型' },
    ]);
    const answer = await get(
      'wuxing',
      `${url}?${november}&Flag=${FillingFlag.Continuous}&isExport=true&ExportColumns=${encodeURIComponent(columns)}`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(encodeURIComponent('充装记录.xlsx'));
    expect(await sheetOf(answer.rawPayload)).toEqual([
      ['气瓶条码', '充装重量(kg)', '异常类型'],
      ['A0001', 10, '连续充装'],
      ['A0001', 5, '连续充装'],
    ]);
  });

  it('exports every record of a long period once, in the list’s order, across instants a millisecond holds many of', async () => {
    // 2,500 records (more than two export batches) on 2026-11-10, many sharing a millisecond or an instant.
    await sql`insert into filling_record (filling_guid, station_id, cylinder_id, cylinder_barcode, cylinder_state,
                medium_id, filling_weight, begin_time)
              select md5('keyset-' || n)::uuid, ${fixture.stationId}, null, 'K' || lpad(n::text, 5, '0'), 0,
                     ${fixture.mediumId}, 14.5, '2026-11-10T02:00:00Z'::timestamptz + (n % 900) * interval '7 microseconds'
                from generate_series(1, 2500) as n`.execute(database.db);
    const columns = JSON.stringify([{ code: 'cylinderBarcode', title: '气瓶条码' }]);
    const answer = await get(
      'huzhou',
      `${url}?From=2026-11-10&To=2026-11-10&isExport=true&ExportColumns=${encodeURIComponent(columns)}`,
    );
    expect(answer.statusCode).toBe(200);
    const exported = (await sheetOf(answer.rawPayload)).slice(1).map(([barcode]) => barcode);
    const expected = await sql<{ barcode: string }>`select cylinder_barcode as barcode from filling_record
      where begin_time >= '2026-11-09T16:00:00Z' and begin_time < '2026-11-10T16:00:00Z'
      order by begin_time desc, id desc`.execute(database.db);
    expect(exported).toHaveLength(2500);
    expect(exported).toEqual(expected.rows.map((row) => row.barcode));
  });

  it('is refused without a filling-record menu', async () => {
    await database.db.deleteFrom('role_menu').execute();
    expect((await get('huzhou', `${url}?${november}`)).statusCode).toBe(403);
    expect((await get('huzhou', `${base}/FillingHistory?Barcode=A0001`)).statusCode).toBe(403);
  });
});

describe('FillingHistory (充装历史)', () => {
  const url = `${base}/FillingHistory`;

  it('lists every filling of one barcode over time, newest first, across months', async () => {
    const body = (await get('huzhou', `${url}?Barcode=A0001`)).json();
    expect(field(body, 'fillingGuid')).toEqual([guid(4), guid(3), guid(2), guid(1), guid(8)]);
    expect(body.list[0]).toMatchObject({ stationName: '南浔燃气充装站', beginTime: '2026-11-22 10:00:00' });
    // Exactly the barcode: a part of it names nothing.
    expect((await get('huzhou', `${url}?Barcode=A000`)).json().totalCount).toBe(0);
  });

  it('keeps to the caller’s stations and filters by station and days', async () => {
    const district = (await get('wuxing', `${url}?Barcode=A0001`)).json();
    expect(field(district, 'fillingGuid')).toEqual([guid(3), guid(2), guid(1), guid(8)]);
    expect((await get('wuxing', `${url}?Barcode=A0001&StationId=${nanxunStationId}`)).statusCode).toBe(404);
    expect((await get('hangzhou', `${url}?Barcode=A0001`)).json().totalCount).toBe(0);
    const days = (await get('huzhou', `${url}?Barcode=A0001&From=2026-11-01&StationId=${fixture.stationId}`)).json();
    expect(days.totalCount).toBe(3);
    const paged = (await get('huzhou', `${url}?Barcode=A0001&PageIndex=3&CountPerPage=2`)).json();
    expect(paged).toMatchObject({ totalCount: 5, list: [{ ordinalNum: 5, fillingGuid: guid(8) }] });
  });

  it('answers 400 without a barcode', async () => {
    const answer = await get('huzhou', url);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().messeage).toContain('请输入气瓶条码');
  });

  it('exports the history', async () => {
    const columns = JSON.stringify([
      { code: 'stationName', title: '充装单位' },
      { code: 'beginTime', title: '开始时间' },
    ]);
    const answer = await get(
      'wuxing',
      `${url}?Barcode=A0001&From=2026-11-20&isExport=true&ExportColumns=${encodeURIComponent(columns)}`,
    );
    expect(await sheetOf(answer.rawPayload)).toEqual([
      ['充装单位', '开始时间'],
      ['吴兴燃气充装站', '2026-11-20 12:00:00'],
      ['吴兴燃气充装站', '2026-11-20 11:00:00'],
      ['吴兴燃气充装站', '2026-11-20 10:00:00'],
    ]);
  });
});

describe('QueryLastFilling (最后充装查询)', () => {
  const url = `${base}/QueryLastFilling`;

  it('lists the last filling of each barcode of the category where it lies in scope', async () => {
    const city = (await get('huzhou', url)).json();
    expect(field(city, 'barcode')).toEqual(['B0001', 'A0001', 'NA0009']);
    expect(city.list[1]).toEqual({
      ordinalNum: 2,
      barcode: 'A0001',
      cylinderId: expect.any(Number),
      stationId: nanxunStationId,
      stationName: '南浔燃气充装站',
      lastFillingTime: '2026-11-22 10:00:00',
      cylinderSpec: 'YSP35.5',
      fillingWeight: 14.5,
      operator: null,
      plateNumber: null,
      cylinderState: '正常',
    });
    // A0001 was last filled in 南浔: the 吴兴 district no longer sees it as its last filling.
    expect(field((await get('wuxing', url)).json(), 'barcode')).toEqual(['NA0009']);
    expect(field((await get('huzhou', `${url}?CylinderCategory=3`)).json(), 'plateNumber')).toEqual(['浙E12345']);
  });

  it('filters by station, barcode and days', async () => {
    const count = async (query: string) => (await get('huzhou', `${url}?${query}`)).json().totalCount;
    expect(await count(`StationId=${nanxunStationId}`)).toBe(2);
    expect(await count('Barcode=B00')).toBe(1);
    expect(await count('From=2026-11-22&To=2026-11-22')).toBe(1);
    expect((await get('huzhou', `${url}?From=2026-11-23&To=2026-11-22`)).json().messeage).toContain(
      '最后充装日期的开始日期不能晚于结束日期',
    );
  });
});

describe('ActiveCylinderDetail (活跃气瓶)', () => {
  const url = `${base}/ActiveCylinderDetail`;

  it('groups the period’s fillings per barcode and station, latest first', async () => {
    const body = (await get('huzhou', `${url}?From=2026-11-20&To=2026-11-26`)).json();
    expect(field(body, 'key')).toEqual([
      `B0001@${nanxunStationId}`,
      `A0001@${nanxunStationId}`,
      `NA0009@${fixture.stationId}`,
      `A0001@${fixture.stationId}`,
    ]);
    expect(body.list[3]).toEqual({
      ordinalNum: 4,
      key: `A0001@${fixture.stationId}`,
      barcode: 'A0001',
      cylinderId: expect.any(Number),
      stationId: fixture.stationId,
      stationName: '吴兴燃气充装站',
      fillings: 3,
      totalWeight: 29.5,
      firstTime: '2026-11-20 10:00:00',
      lastTime: '2026-11-20 12:00:00',
    });
    const paged = (await get('huzhou', `${url}?From=2026-11-20&To=2026-11-26&PageIndex=2&CountPerPage=3`)).json();
    expect(paged).toMatchObject({ totalCount: 4, list: [{ ordinalNum: 4, barcode: 'A0001' }] });
  });

  it('keeps a district to its stations and needs a bounded period', async () => {
    const district = (await get('wuxing', `${url}?From=2026-11-20&To=2026-11-26`)).json();
    expect(field(district, 'barcode')).toEqual(['NA0009', 'A0001']);
    expect((await get('huzhou', `${url}?From=2026-11-20&To=2026-11-26&CylinderCategory=2`)).json().totalCount).toBe(1);
    const missing = await get('huzhou', url);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messeage).toContain('请选择充装日期起');
  });
});

describe('QueryContinueFilling and QueryAppendGas (连续充装, 补气)', () => {
  const period = 'From=2026-11-20&To=2026-11-26';

  it('groups the fillings flagged continuous, and the top-ups among them', async () => {
    const continuous = (await get('huzhou', `${base}/QueryContinueFilling?${period}`)).json();
    expect(continuous.list).toEqual([
      expect.objectContaining({
        barcode: 'A0001',
        stationId: fixture.stationId,
        fillings: 2,
        totalWeight: 15,
        firstTime: '2026-11-20 11:00:00',
        lastTime: '2026-11-20 12:00:00',
      }),
    ]);
    const append = (await get('huzhou', `${base}/QueryAppendGasList?${period}`)).json();
    expect(append.list).toEqual([expect.objectContaining({ barcode: 'A0001', fillings: 1, totalWeight: 5 })]);
    expect(
      (await get('huzhou', `${base}/QueryContinueFilling?${period}&StationId=${nanxunStationId}`)).json(),
    ).toMatchObject({ totalCount: 0 });
  });

  it('lists a group’s fillings in its detail, within scope', async () => {
    const group = `${period}&Barcode=A0001&StationId=${fixture.stationId}`;
    const detail = (await get('wuxing', `${base}/QueryContinueFillingDetail?${group}`)).json();
    expect(field(detail, 'fillingGuid')).toEqual([guid(3), guid(2)]);
    expect(detail.list[0]).toMatchObject({ flagNames: '连续充装', fillingWeight: 10 });
    const append = (await get('wuxing', `${base}/QueryAppendGasDetail?${group}`)).json();
    expect(field(append, 'fillingGuid')).toEqual([guid(2)]);
    const foreign = await get(
      'wuxing',
      `${base}/QueryContinueFillingDetail?${period}&Barcode=B0001&StationId=${nanxunStationId}`,
    );
    expect(foreign.statusCode).toBe(404);
    const noStation = await get('wuxing', `${base}/QueryAppendGasDetail?${period}&Barcode=A0001`);
    expect(noStation.statusCode).toBe(400);
    expect(noStation.json().messeage).toContain('充装单位');
  });

  it('exports the groups', async () => {
    const columns = JSON.stringify([
      { code: 'barcode', title: '气瓶条码' },
      { code: 'fillings', title: '充装次数' },
    ]);
    const answer = await get(
      'huzhou',
      `${base}/QueryAppendGasList?${period}&isExport=true&ExportColumns=${encodeURIComponent(columns)}`,
    );
    expect(answer.headers['content-disposition']).toContain(encodeURIComponent('补气记录.xlsx'));
    expect(await sheetOf(answer.rawPayload)).toEqual([
      ['气瓶条码', '充装次数'],
      ['A0001', 1],
    ]);
  });
});

describe('ActiveCylinderSummarry and QueryAppendGasSummary (按充装单位统计, 补气统计)', () => {
  const period = 'From=2026-11-20&To=2026-11-26';
  type StationCounts = { stationId: number; cylinderCount: number; fillingCount: number; totalWeight: number };

  /** The period's liquefied fillings in the city counted per station straight from the records. */
  async function rawCounts(continuousUnderHalf: boolean): Promise<StationCounts[]> {
    const { rows } = await sql<{ station_id: number; cylinders: string; fillings: string; weight: number }>`
      select f.station_id, count(distinct f.cylinder_barcode) as cylinders, count(*) as fillings,
             coalesce(sum(f.filling_weight), 0)::float8 as weight
      from filling_record f
      join station s on s.id = f.station_id
      left join cylinder c on c.id = f.cylinder_id
      left join cylinder_spec cs on cs.id = c.spec_id
      where f.begin_time >= '2026-11-19T16:00:00Z' and f.begin_time < '2026-11-26T16:00:00Z'
        and coalesce(c.category, s.station_type) = 1
        and (${!continuousUnderHalf} or ((f.flags & ${FillingFlag.Continuous}::int) <> 0
             and f.filling_weight < cs.preset_weight * 0.5))
      group by f.station_id order by f.station_id`.execute(database.db);
    return rows.map((row) => ({
      stationId: row.station_id,
      cylinderCount: Number(row.cylinders),
      fillingCount: Number(row.fillings),
      totalWeight: Number(row.weight),
    }));
  }
  const counts = (body: Listed) =>
    (body.list as unknown as StationCounts[])
      .map(({ stationId, cylinderCount, fillingCount, totalWeight }) => ({
        stationId,
        cylinderCount,
        fillingCount,
        totalWeight,
      }))
      .sort((a, b) => a.stationId - b.stationId);

  it('counts the active cylinders, fillings and kg of each station as the records and the list do, with the 合计', async () => {
    const body = (await get('huzhou', `${base}/ActiveCylinderSummarry?${period}`)).json();
    expect(counts(body)).toEqual(await rawCounts(false));
    expect(body.list[0]).toEqual({
      ordinalNum: 1,
      stationId: fixture.stationId,
      areaName: expect.any(String),
      stationName: '吴兴燃气充装站',
      cylinderCount: 2,
      fillingCount: 4,
      totalWeight: expect.any(Number),
    });
    expect(body.list[1]).toMatchObject({
      stationId: nanxunStationId,
      areaName: '南浔区',
      cylinderCount: 2,
      fillingCount: 2,
    });
    // A station's cylinders are its rows in 活跃气瓶, whose counts add up to its fillings.
    for (const row of body.list as StationCounts[]) {
      const groups = (await get('huzhou', `${base}/ActiveCylinderDetail?${period}&StationId=${row.stationId}`)).json();
      expect(groups.totalCount).toBe(row.cylinderCount);
      expect(field(groups, 'fillings').reduce((sum, n) => Number(sum) + Number(n), 0)).toBe(row.fillingCount);
    }
    const rows = counts(body);
    expect(body.summary).toEqual({
      cylinderCount: rows.reduce((sum, row) => sum + row.cylinderCount, 0),
      fillingCount: 6,
      totalWeight: Math.round(rows.reduce((sum, row) => sum + row.totalWeight, 0) * 100) / 100,
    });
    expect((await get('huzhou', `${base}/ActiveCylinderSummarry?${period}&CylinderCategory=2`)).json()).toMatchObject({
      totalCount: 1,
      list: [{ stationId: fixture.stationId, cylinderCount: 1, fillingCount: 1 }],
      summary: { cylinderCount: 1, fillingCount: 1 },
    });
  });

  it('counts the top-ups of each station as the records do', async () => {
    const body = (await get('huzhou', `${base}/QueryAppendGasSummary?${period}`)).json();
    expect(counts(body)).toEqual(await rawCounts(true));
    expect(body).toMatchObject({
      totalCount: 1,
      list: [{ stationId: fixture.stationId, cylinderCount: 1, fillingCount: 1, totalWeight: 5 }],
      summary: { cylinderCount: 1, fillingCount: 1, totalWeight: 5 },
    });
  });

  it('keeps a district to its stations, orders by a count, and needs a bounded period', async () => {
    const district = (await get('wuxing', `${base}/ActiveCylinderSummarry?${period}`)).json();
    expect(district).toMatchObject({
      totalCount: 1,
      list: [{ stationId: fixture.stationId }],
      summary: { cylinderCount: 2, fillingCount: 4 },
    });
    const foreign = await get('wuxing', `${base}/ActiveCylinderSummarry?${period}&StationId=${nanxunStationId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('南浔');
    const sorted = (
      await get('huzhou', `${base}/ActiveCylinderSummarry?${period}&SortField=fillingCount&SortOrder=asc`)
    ).json();
    expect(field(sorted, 'stationId')).toEqual([nanxunStationId, fixture.stationId]);
    const missing = await get('huzhou', `${base}/QueryAppendGasSummary`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messeage).toContain('请选择充装日期起');
  });

  it('exports the shown columns with the 合计 row', async () => {
    const columns = encodeURIComponent(
      JSON.stringify([
        { code: 'stationName', title: '充装单位' },
        { code: 'cylinderCount', title: '活跃气瓶数' },
        { code: 'fillingCount', title: '充装次数' },
      ]),
    );
    const answer = await get(
      'huzhou',
      `${base}/ActiveCylinderSummarry?${period}&isExport=true&ExportColumns=${columns}`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(encodeURIComponent('活跃气瓶统计.xlsx'));
    expect(await sheetOf(answer.rawPayload)).toEqual([
      ['充装单位', '活跃气瓶数', '充装次数'],
      ['吴兴燃气充装站', 2, 4],
      ['南浔燃气充装站', 2, 2],
      ['合计', 4, 6],
    ]);
  });
});

describe('CompressedGasFillingGroup (按介质统计)', () => {
  const period = 'From=2026-11-20&To=2026-11-26';
  type MediumCounts = {
    stationId: number;
    mediumName: string;
    fillingCount: number;
    cylinderCount: number;
    totalWeight: number;
  };

  /** A second industrial cylinder and medium: 氧气 twice at the station, the first cylinder once at 南浔. */
  beforeEach(async () => {
    const db = database.db;
    const oxygen = await db
      .insertInto('medium')
      .values({ name: '氧气', category: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const i1 = await db.selectFrom('cylinder').where('barcode', '=', 'I0001').select('id').executeTakeFirstOrThrow();
    const i2 = await insertCylinder(db, fixture, { barcode: 'I0002', category: 2 });
    const nanxun = { ...fixture, stationId: nanxunStationId };
    await insertFilling(db, fixture, i1.id, {
      filling_guid: guid(21),
      cylinder_barcode: 'I0001',
      medium_id: oxygen.id,
      filling_weight: 8,
      begin_time: '2026-11-22T05:00:00.000Z',
    });
    await insertFilling(db, fixture, i2, {
      filling_guid: guid(22),
      cylinder_barcode: 'I0002',
      medium_id: oxygen.id,
      filling_weight: 6.5,
      begin_time: '2026-11-23T05:00:00.000Z',
    });
    await insertFilling(db, nanxun, i1.id, {
      filling_guid: guid(23),
      cylinder_barcode: 'I0001',
      begin_time: '2026-11-24T05:00:00.000Z',
    });
    // Before the period: not counted.
    await insertFilling(db, fixture, i2, {
      filling_guid: guid(24),
      cylinder_barcode: 'I0002',
      medium_id: oxygen.id,
      begin_time: '2026-11-10T05:00:00.000Z',
    });
  });

  /** The period's industrial fillings in the city counted per station and medium straight from the records. */
  async function rawCounts(): Promise<MediumCounts[]> {
    const { rows } = await sql<{
      station_id: number;
      medium_name: string;
      fillings: string;
      cylinders: string;
      weight: number;
    }>`
      select f.station_id, m.name as medium_name, count(*) as fillings,
             count(distinct f.cylinder_barcode) as cylinders, coalesce(sum(f.filling_weight), 0)::float8 as weight
      from filling_record f
      join station s on s.id = f.station_id
      left join cylinder c on c.id = f.cylinder_id
      left join medium m on m.id = f.medium_id
      where f.begin_time >= '2026-11-19T16:00:00Z' and f.begin_time < '2026-11-26T16:00:00Z'
        and coalesce(c.category, s.station_type) = 2
      group by f.station_id, m.name order by f.station_id, m.name`.execute(database.db);
    return rows.map((row) => ({
      stationId: row.station_id,
      mediumName: row.medium_name,
      fillingCount: Number(row.fillings),
      cylinderCount: Number(row.cylinders),
      totalWeight: Number(row.weight),
    }));
  }
  const counts = (body: Listed) =>
    (body.list as unknown as MediumCounts[])
      .map(({ stationId, mediumName, fillingCount, cylinderCount, totalWeight }) => ({
        stationId,
        mediumName,
        fillingCount,
        cylinderCount,
        totalWeight,
      }))
      .sort((a, b) => a.stationId - b.stationId || a.mediumName.localeCompare(b.mediumName));

  it('counts the compressed-gas fillings, cylinders and kg of each station and medium as the records do, with the 合计', async () => {
    const body = (await get('huzhou', `${base}/CompressedGasFillingGroup?${period}`)).json();
    const raw = await rawCounts();
    expect(raw.sort((a, b) => a.stationId - b.stationId || a.mediumName.localeCompare(b.mediumName))).toHaveLength(3);
    expect(counts(body)).toEqual(raw);
    expect(body.totalCount).toBe(3);
    expect(body.list).toContainEqual({
      ordinalNum: expect.any(Number),
      key: expect.stringMatching(new RegExp(`^${fixture.stationId}@\\d+$`)),
      stationId: fixture.stationId,
      areaName: expect.any(String),
      stationName: '吴兴燃气充装站',
      mediumId: expect.any(Number),
      mediumName: '氧气',
      fillingCount: 2,
      cylinderCount: 2,
      totalWeight: 14.5,
    });
    expect(body.list).toContainEqual(
      expect.objectContaining({ stationId: nanxunStationId, areaName: '南浔区', mediumName: '液化石油气' }),
    );
    expect(body.summary).toEqual({
      fillingCount: 4,
      cylinderCount: raw.reduce((sum, row) => sum + row.cylinderCount, 0),
      totalWeight: Math.round(raw.reduce((sum, row) => sum + row.totalWeight, 0) * 100) / 100,
    });
    const sorted = (
      await get('huzhou', `${base}/CompressedGasFillingGroup?${period}&SortField=fillingCount&SortOrder=desc`)
    ).json();
    expect(sorted.list[0]).toMatchObject({ mediumName: '氧气', fillingCount: 2 });
  });

  it('keeps a district to its stations and needs a period of at most 31 days', async () => {
    const district = (await get('wuxing', `${base}/CompressedGasFillingGroup?${period}`)).json();
    expect(field(district, 'stationId')).toEqual([fixture.stationId, fixture.stationId]);
    expect(district.summary).toMatchObject({ fillingCount: 3 });
    const foreign = await get('wuxing', `${base}/CompressedGasFillingGroup?${period}&StationId=${nanxunStationId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('南浔');
    const tooLong = await get('huzhou', `${base}/CompressedGasFillingGroup?From=2026-10-01&To=2026-11-26`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().messeage).toMatch(/充装日期.*31/);
    const liquefied = await get('huzhou', `${base}/CompressedGasFillingGroup?${period}&CylinderCategory=1`);
    expect(liquefied.statusCode).toBe(400);
    expect(liquefied.json().messeage).toContain('气瓶类别只能是2');
    const industrial = await get('huzhou', `${base}/CompressedGasFillingGroup?${period}&CylinderCategory=2`);
    expect(industrial.json().totalCount).toBe(3);
  });

  it('exports the shown columns with the 合计 row', async () => {
    const columns = encodeURIComponent(
      JSON.stringify([
        { code: 'stationName', title: '充装单位' },
        { code: 'mediumName', title: '充装介质' },
        { code: 'fillingCount', title: '充装次数' },
        { code: 'cylinderCount', title: '气瓶数' },
      ]),
    );
    const answer = await get(
      'wuxing',
      `${base}/CompressedGasFillingGroup?${period}&SortField=fillingCount&SortOrder=desc&isExport=true&ExportColumns=${columns}`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(encodeURIComponent('压缩气体充装统计.xlsx'));
    expect(await sheetOf(answer.rawPayload)).toEqual([
      ['充装单位', '充装介质', '充装次数', '气瓶数'],
      ['吴兴燃气充装站', '氧气', 2, 2],
      ['吴兴燃气充装站', '液化石油气', 1, 1],
      ['合计', undefined, 3, 3],
    ]);
  });
});

describe('ThirdFillingWarning and its summary (第三方充装)', () => {
  const period = 'From=2026-11-20&To=2026-11-26';

  it('lists the fillings of archived cylinders away from the station holding their archive, newest first', async () => {
    const body = (await get('huzhou', `${base}/ThirdFillingWarning?${period}`)).json();
    expect(field(body, 'fillingGuid')).toEqual([guid(9), guid(4)]);
    expect(body.list[0]).toMatchObject({
      ordinalNum: 1,
      cylinderBarcode: 'B0001',
      stationName: '南浔燃气充装站',
      ownerStationName: '吴兴燃气充装站',
    });
    // Straight from the records: archived, filled at another station than the archive's.
    const { rows } = await sql<{ filling_guid: string }>`
      select f.filling_guid from filling_record f join cylinder c on c.id = f.cylinder_id
      where f.station_id <> c.station_id
        and f.begin_time >= '2026-11-19T16:00:00Z' and f.begin_time < '2026-11-26T16:00:00Z'
      order by f.begin_time desc`.execute(database.db);
    expect(field(body, 'fillingGuid')).toEqual(rows.map((row) => row.filling_guid));
  });

  it('counts each station’s archived and third-party fillings with the share and the 合计', async () => {
    const body = (await get('huzhou', `${base}/ThirdFillingWarningSummary?${period}`)).json();
    expect(body.list).toEqual([
      {
        ordinalNum: 1,
        stationId: nanxunStationId,
        areaName: '南浔区',
        stationName: '南浔燃气充装站',
        fillingCount: 2,
        thirdCount: 2,
        cylinderCount: 2,
        thirdRate: 100,
      },
      expect.objectContaining({ stationId: fixture.stationId, fillingCount: 5, thirdCount: 0, thirdRate: 0 }),
    ]);
    expect(body.summary).toEqual({ fillingCount: 7, thirdCount: 2, cylinderCount: 2 });
    const liquefied = (await get('huzhou', `${base}/ThirdFillingWarningSummary?${period}&CylinderCategory=1`)).json();
    expect(liquefied.summary).toEqual({ fillingCount: 5, thirdCount: 2, cylinderCount: 2 });
    // A station's count is its rows in the list.
    const ofStation = (
      await get('huzhou', `${base}/ThirdFillingWarning?${period}&StationId=${nanxunStationId}`)
    ).json();
    expect(ofStation.totalCount).toBe(2);
  });

  it('keeps a district to the fillings at its stations, and exports with the 合计', async () => {
    const district = (await get('wuxing', `${base}/ThirdFillingWarning?${period}`)).json();
    expect(district.totalCount).toBe(0);
    const foreign = await get('wuxing', `${base}/ThirdFillingWarningSummary?${period}&StationId=${nanxunStationId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('南浔燃气');
    const missing = await get('huzhou', `${base}/ThirdFillingWarning`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messeage).toContain('请选择充装日期起');
    const columns = encodeURIComponent(
      JSON.stringify([
        { code: 'stationName', title: '充装单位' },
        { code: 'thirdCount', title: '第三方充装次数' },
      ]),
    );
    const answer = await get(
      'huzhou',
      `${base}/ThirdFillingWarningSummary?${period}&isExport=true&ExportColumns=${columns}`,
    );
    expect(answer.headers['content-disposition']).toContain(encodeURIComponent('第三方充装统计.xlsx'));
    expect(await sheetOf(answer.rawPayload)).toEqual([
      ['充装单位', '第三方充装次数'],
      ['南浔燃气充装站', 2],
      ['吴兴燃气充装站', 0],
      ['合计', 2],
    ]);
  });
});
