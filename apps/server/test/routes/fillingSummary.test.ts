import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  abnormalFillingsPage,
  deviceAuthorization,
  FillingFlag,
  fillingSummaryPage,
  type FillingUploadInput,
  menuOfPage,
} from '@gcs/contracts';
import { insertCylinder, insertFillingStation, insertFixture, insertScale, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { sheetOf } from '../support/xlsxSheet';

const now = new Date('2026-11-26T06:00:00.000Z');
const byStationUrl = '/api/samr/CylinderFilling/fillingsummary';
const byDayUrl = '/api/samr/CylinderFilling/fillingsummaryByDay';

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;
let neighbourId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(
    database,
    { ingest: { uploadsPerMinute: 1000, concurrency: 2, queue: 4 } },
    { now: () => now, today: () => '2026-11-26' },
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

let guidCounter = 0;
const nextGuid = () => `00000000-0000-4000-8000-${String((guidCounter += 1)).padStart(12, '0')}`;

function filling(barcode: string, beginTime: string, fillingWeight: number): FillingUploadInput {
  return {
    fillingGuid: nextGuid(),
    cylinderBarcode: barcode,
    fillingWeight,
    beginTime,
    endTime: new Date(Date.parse(beginTime) + 180_000).toISOString(),
  };
}

/** A scale of the station, and its uploads through the device API (which keeps the daily rollup). */
async function scaleOf(stationId: number, code: string) {
  const secret = `summary-secret-${code}`;
  const scale = await insertScale(database.db, stationId, code, secret);
  return async (records: FillingUploadInput[]) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/samr/Device/UploadFillingRecords',
      headers: { authorization: deviceAuthorization(scale.guid, secret) },
      payload: { records },
    });
    expect(response.statusCode).toBe(200);
  };
}

beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, '2026-11-01T02:00:00.000Z');
  const roles = await database.db.selectFrom('role').select('id').execute();
  await database.db
    .insertInto('role_menu')
    .values(
      roles.flatMap((role) =>
        [
          '001',
          menuOfPage(fillingSummaryPage.kind, '/GasCylinder/'),
          menuOfPage(abnormalFillingsPage.kind, '/GasCylinder/'),
          '002',
          menuOfPage(fillingSummaryPage.kind, '/IndustryCylinder/'),
        ].map((code) => ({ role_id: role.id, menu_code: code })),
      ),
    )
    .execute();
  neighbourId = await insertFillingStation(database.db, 'FS002', '吴兴第二充装站', '330502');
  await insertCylinder(database.db, fixture, { barcode: 'OK0001', audit_result: 1 });
  await insertCylinder(database.db, fixture, {
    barcode: 'OD0001',
    audit_result: 1,
    next_inspection_date: '2026-10-01',
  });
  await insertCylinder(database.db, fixture, { barcode: 'SC0001', audit_result: 1, status: 2 });
  await insertCylinder(database.db, fixture, { barcode: 'IN0001', audit_result: 1, category: 2 });

  const own = await scaleOf(fixture.stationId, 'S-01');
  const other = await scaleOf(neighbourId, 'S-02');
  // 2026-11-24 (China): a normal, an expired, a scrapped and an unarchived filling at the fixture's station.
  await own([
    filling('OK0001', '2026-11-24T08:00:00+08:00', 14.5),
    filling('OD0001', '2026-11-24T09:00:00+08:00', 14.0),
    filling('SC0001', '2026-11-24T10:00:00+08:00', 13.5),
    filling('NA0001', '2026-11-24T11:00:00+08:00', 15.0),
  ]);
  // 2026-11-25 (China; 23:30 on the 24th UTC): the normal cylinder again, and an industrial cylinder.
  await own([filling('OK0001', '2026-11-25T07:30:00+08:00', 14.5), filling('IN0001', '2026-11-25T09:00:00+08:00', 40)]);
  // The neighbour's unarchived fillings of the 25th and the 26th.
  await other([
    filling('NA0002', '2026-11-25T10:00:00+08:00', 14.2),
    filling('NA0003', '2026-11-26T08:00:00+08:00', 14.8),
  ]);
});

async function get(code: string, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(await tokenFor(app, code)) });
}

/** The same counters straight from the filling records (China days; an unarchived filling by station type). */
async function rawByStation(from: string, to: string, category: number) {
  const bit = (flag: number) => sql.raw(`count(*) filter (where f.flags & ${flag} <> 0)::int`);
  const archiveFlags = FillingFlag.Expired | FillingFlag.Scrapped | FillingFlag.NoArchive;
  const result = await sql<Record<string, number | string>>`
    select f.station_id as "stationId", count(*)::int as "fillingCount",
           count(*) filter (where f.flags & ${sql.raw(String(archiveFlags))} = 0)::int as "normalCount",
           ${bit(FillingFlag.Expired)} as "expiredCount", ${bit(FillingFlag.Scrapped)} as "scappedCount",
           ${bit(FillingFlag.NoArchive)} as "noArchiveCount",
           round(sum(f.filling_weight) / 1000, 3)::float8 as "fillingWeightSum"
      from filling_record f
      join station s on s.id = f.station_id
      left join cylinder c on c.id = f.cylinder_id
     where ((f.begin_time + interval '8 hours') at time zone 'UTC')::date between ${from}::date and ${to}::date
       and coalesce(c.category, s.station_type) = ${category}
     group by f.station_id
     order by f.station_id`.execute(database.db);
  return result.rows;
}

describe('the filling summary by station (fillingsummary)', () => {
  it("answers each station's counts and tonnes from the rollup, equal to the raw records, with the 合计", async () => {
    const response = await get('huzhou', `${byStationUrl}?From=2026-11-24&To=2026-11-26`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalCount).toBe(2);
    expect(body.list).toEqual([
      {
        ordinalNum: 1,
        stationId: fixture.stationId,
        areaName: '吴兴区',
        stationName: expect.any(String),
        fillingCount: 5,
        normalCount: 2,
        expiredCount: 1,
        scappedCount: 1,
        noArchiveCount: 1,
        fillingWeightSum: 0.072,
      },
      {
        ordinalNum: 2,
        stationId: neighbourId,
        areaName: '吴兴区',
        stationName: '吴兴第二充装站',
        fillingCount: 2,
        normalCount: 0,
        expiredCount: 0,
        scappedCount: 0,
        noArchiveCount: 2,
        fillingWeightSum: 0.029,
      },
    ]);
    expect(body.summary).toEqual({
      fillingCount: 7,
      normalCount: 2,
      expiredCount: 1,
      scappedCount: 1,
      noArchiveCount: 3,
      fillingWeightSum: 0.101,
    });
    const raw = await rawByStation('2026-11-24', '2026-11-26', 1);
    const counterFields = ['stationId', ...Object.keys(body.summary)];
    expect(
      body.list.map((row: Record<string, unknown>) =>
        Object.fromEntries(counterFields.map((field) => [field, row[field]])),
      ),
    ).toEqual(raw);
  });

  it('answers the count and the 合计 of the whole filter on a later page and past the last one', async () => {
    const whole = (await get('huzhou', `${byStationUrl}?From=2026-11-24&To=2026-11-26`)).json();
    const second = (
      await get('huzhou', `${byStationUrl}?From=2026-11-24&To=2026-11-26&PageIndex=2&CountPerPage=1`)
    ).json();
    expect(second.totalCount).toBe(2);
    expect(second.list).toEqual([{ ...whole.list[1], ordinalNum: 2 }]);
    expect(second.summary).toEqual(whole.summary);
    const past = (
      await get('huzhou', `${byStationUrl}?From=2026-11-24&To=2026-11-26&PageIndex=3&CountPerPage=1`)
    ).json();
    expect(past).toMatchObject({ totalCount: 2, list: [], summary: whole.summary });
    const none = (await get('huzhou', `${byStationUrl}?From=2026-01-01&To=2026-01-31`)).json();
    expect(none).toMatchObject({ totalCount: 0, list: [], summary: { fillingCount: 0, fillingWeightSum: 0 } });
  });

  it('narrows by category, station and China days, and refuses a reversed range', async () => {
    const industrial = (await get('huzhou', `${byStationUrl}?CylinderCategory=2`)).json();
    expect(industrial.list.map((row: { fillingCount: number }) => row.fillingCount)).toEqual([1]);
    expect(industrial.summary.fillingWeightSum).toBe(0.04);

    const oneDay = (await get('huzhou', `${byStationUrl}?From=2026-11-25&To=2026-11-25`)).json();
    expect(
      oneDay.list.map((row: { stationId: number; fillingCount: number }) => [row.stationId, row.fillingCount]),
    ).toEqual([
      [fixture.stationId, 1],
      [neighbourId, 1],
    ]);

    const oneStation = (await get('huzhou', `${byStationUrl}?StationId=${neighbourId}`)).json();
    expect(oneStation.totalCount).toBe(1);
    expect(oneStation.summary.fillingCount).toBe(2);

    const reversed = await get('huzhou', `${byStationUrl}?From=2026-11-26&To=2026-11-24`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().messeage).toBe('充装日期的开始日期不能晚于结束日期（To）');
  });

  it("keeps to the caller's scope: another city's regulator sees nothing, a station only itself", async () => {
    const elsewhere = (await get('hangzhou', byStationUrl)).json();
    expect(elsewhere.totalCount).toBe(0);
    expect(elsewhere.summary.fillingCount).toBe(0);
    expect((await get('hangzhou', `${byStationUrl}?StationId=${fixture.stationId}`)).statusCode).toBe(404);

    const station = (await get('fs001', byStationUrl)).json();
    expect(station.list.map((row: { stationId: number }) => row.stationId)).toEqual([fixture.stationId]);
    expect(station.summary.fillingCount).toBe(5);
  });

  it('exports the shown columns with the 合计 row', async () => {
    const columns = encodeURIComponent(
      JSON.stringify([
        { code: 'stationName', title: '充装单位' },
        { code: 'fillingCount', title: '充装总数' },
        { code: 'noArchiveCount', title: '无档案充装' },
      ]),
    );
    const response = await get('huzhou', `${byStationUrl}?isExport=true&ExportColumns=${columns}`);
    expect(response.statusCode).toBe(200);
    expect(await sheetOf(response.rawPayload)).toEqual([
      ['充装单位', '充装总数', '无档案充装'],
      [expect.any(String), 5, 1],
      ['吴兴第二充装站', 2, 2],
      ['合计', 7, 3],
    ]);
  });
});

describe('the filling summary by day (fillingsummaryByDay)', () => {
  it('answers each China day, the latest first, with the 合计 of the filter', async () => {
    const body = (await get('huzhou', byDayUrl)).json();
    expect(
      body.list.map((row: { day: string; fillingCount: number; noArchiveCount: number }) => [
        row.day,
        row.fillingCount,
        row.noArchiveCount,
      ]),
    ).toEqual([
      ['2026-11-26', 1, 1],
      ['2026-11-25', 2, 1],
      ['2026-11-24', 4, 1],
    ]);
    expect(body.summary.fillingCount).toBe(7);
    const own = (await get('huzhou', `${byDayUrl}?StationId=${fixture.stationId}`)).json();
    expect(own.list.map((row: { day: string }) => row.day)).toEqual(['2026-11-25', '2026-11-24']);
    expect(own.totalCount).toBe(2);
    const second = (await get('huzhou', `${byDayUrl}?PageIndex=2&CountPerPage=2`)).json();
    expect(second).toMatchObject({ totalCount: 3, list: [{ ordinalNum: 3, day: '2026-11-24' }] });
  });
});

describe("one flag's summary by station (OverdueFillingsummary and its kin)", () => {
  it('counts each station’s fillings and those carrying the flag, with the share and the 合计', async () => {
    const body = (await get('huzhou', '/api/samr/CylinderFilling/OverdueFillingsummary')).json();
    expect(
      body.list.map((row: Record<string, unknown>) => [
        row.stationId,
        row.fillingCount,
        row.abnormalCount,
        row.abnormalRate,
      ]),
    ).toEqual([
      [fixture.stationId, 5, 1, 20],
      [neighbourId, 2, 0, 0],
    ]);
    expect(body.summary).toEqual({ fillingCount: 7, abnormalCount: 1, specDifferCount: 1, noArchiveCount: 1 });
    const unarchived = (await get('huzhou', '/api/samr/CylinderFilling/NoArchiveFillingsummary')).json();
    expect(unarchived.summary.abnormalCount).toBe(3);
    // The expired, scrapped and no-archive counts by station speak the code spec 02 section 3.12 records.
    expect(unarchived.summary.noArchiveCount).toBe(3);
    const scrapped = (await get('fs001', '/api/samr/CylinderFilling/ScrapFillingsummary')).json();
    expect(scrapped.list.map((row: { noArchiveCount: number }) => row.noArchiveCount)).toEqual([1]);
  });

  it('needs an abnormal-filling menu', async () => {
    await database.db
      .deleteFrom('role_menu')
      .where('menu_code', '=', menuOfPage(abnormalFillingsPage.kind, '/GasCylinder/'))
      .execute();
    expect((await get('huzhou', '/api/samr/CylinderFilling/OverdueFillingsummary')).statusCode).toBe(403);
  });
});

describe('充装总量 by region (summary)', () => {
  const totalUrl = '/api/samr/CylinderFilling/summary';
  let southId: number;

  beforeEach(async () => {
    await database.db
      .insertInto('division')
      .values({ code: '330503', name: '南浔区', parent_code: '330500', level: 3 })
      .execute();
    southId = await insertFillingStation(database.db, 'FS003', '南浔充装站', '330503');
    await insertCylinder(database.db, { ...fixture, stationId: southId }, { barcode: 'NX0001', audit_result: 1 });
    await (
      await scaleOf(southId, 'S-03')
    )([filling('NX0001', '2026-11-25T08:00:00+08:00', 15)]);
    const check = (stationId: number, kind: number, at: string, barcode: string) => ({
      kind,
      station_id: stationId,
      cylinder_id: null,
      cylinder_barcode: barcode,
      medium_id: null,
      operator_name: '检查员',
      check_time: at,
      dispose_method: 1,
      items_json: null,
    });
    await database.db
      .insertInto('filling_check')
      .values([
        check(fixture.stationId, 1, '2026-11-24T07:50:00+08:00', 'OK0001'),
        check(fixture.stationId, 1, '2026-11-24T08:50:00+08:00', 'OD0001'),
        check(fixture.stationId, 2, '2026-11-24T08:10:00+08:00', 'OK0001'),
        check(southId, 1, '2026-11-25T07:50:00+08:00', 'NX0001'),
        // Before the period: not counted.
        check(southId, 1, '2026-11-20T07:50:00+08:00', 'NX0001'),
      ])
      .execute();
    const cylinderOf = async (barcode: string) =>
      (await database.db.selectFrom('cylinder').select('id').where('barcode', '=', barcode).executeTakeFirstOrThrow())
        .id;
    const inspection = async (barcode: string, at: string, code: string) => ({
      cylinder_id: await cylinderOf(barcode),
      station_id: fixture.institutionId,
      report_code: code,
      operation_time: at,
      result: 1,
    });
    await database.db
      .insertInto('inspection_record')
      .values([
        await inspection('OK0001', '2026-11-25T10:00:00+08:00', 'R-1'),
        await inspection('NX0001', '2026-11-26T10:00:00+08:00', 'R-2'),
        await inspection('OD0001', '2026-10-01T10:00:00+08:00', 'R-3'),
      ])
      .execute();
  });

  /** The same counters per region straight from the records, checks, archives and inspections. */
  async function rawByRegion(from: string, to: string, category: number) {
    const inPeriod = (column: string) =>
      sql.raw(
        `${column} >= '${from}T00:00:00+08:00'::timestamptz and ${column} < ('${to}'::date + 1 - interval '8 hours') at time zone 'UTC'`,
      );
    const bit = (flag: number) => sql.raw(`count(*) filter (where f.flags & ${flag} <> 0)::int`);
    const archiveFlags = FillingFlag.Expired | FillingFlag.Scrapped | FillingFlag.NoArchive;
    const fillings = await sql<Record<string, number | string>>`
      select s.division_code as "divisionCode", count(*)::int as "fillingCount",
             count(*) filter (where f.flags & ${sql.raw(String(archiveFlags))} = 0)::int as "normalCount",
             ${bit(FillingFlag.Expired)} as "expiredCount", ${bit(FillingFlag.Scrapped)} as "scappedCount",
             ${bit(FillingFlag.NoArchive)} as "noArchiveCount",
             round(sum(f.filling_weight) / 1000, 3)::float8 as "fillingWeightSum"
        from filling_record f
        join station s on s.id = f.station_id
        left join cylinder c on c.id = f.cylinder_id
       where ${inPeriod('f.begin_time')} and coalesce(c.category, s.station_type) = ${category}
       group by s.division_code`.execute(database.db);
    const checks = await sql<Record<string, number | string>>`
      select s.division_code as "divisionCode",
             count(*) filter (where k.kind = 1)::int as "beforeCheckCount",
             count(*) filter (where k.kind = 2)::int as "afterCheckCount"
        from filling_check k join station s on s.id = k.station_id
       where ${inPeriod('k.check_time')} group by s.division_code`.execute(database.db);
    const cylinders = await sql<Record<string, number | string>>`
      select s.division_code as "divisionCode", count(*)::int as "cylinderCount"
        from cylinder c join station s on s.id = c.station_id
       where c.category = ${category} and c.status <> 8 group by s.division_code`.execute(database.db);
    const inspections = await sql<Record<string, number | string>>`
      select s.division_code as "divisionCode", count(*)::int as "inspectNumber"
        from inspection_record i join cylinder c on c.id = i.cylinder_id join station s on s.id = c.station_id
       where c.category = ${category} and ${inPeriod('i.operation_time')} group by s.division_code`.execute(
      database.db,
    );
    const regions = new Map<string, Record<string, number | string>>();
    for (const row of [...fillings.rows, ...checks.rows, ...cylinders.rows, ...inspections.rows]) {
      const code = String(row.divisionCode);
      regions.set(code, { ...regions.get(code), ...row });
    }
    return regions;
  }

  it("answers each region's checks, fillings, tonnes, cylinders and inspections, equal to the raw records", async () => {
    const response = await get('huzhou', `${totalUrl}?From=2026-11-24&To=2026-11-26`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalCount).toBe(2);
    expect(body.list.map((row: { areaName: string }) => row.areaName)).toEqual(['吴兴区', '南浔区']);
    expect(body.list[0]).toMatchObject({
      divisionCode: '330502',
      beforeCheckCount: 2,
      fillingCount: 7,
      afterCheckCount: 1,
      noArchiveCount: 3,
      cylinderCount: 3,
      inspectNumber: 1,
    });
    const raw = await rawByRegion('2026-11-24', '2026-11-26', 1);
    const codes = Object.keys(body.summary);
    for (const row of body.list as Record<string, number | string>[]) {
      const expected = raw.get(String(row.divisionCode)) ?? {};
      for (const code of codes) expect(row[code], `${row.areaName} ${code}`).toBe(expected[code] ?? 0);
    }
    for (const code of codes) {
      const sum = [...raw.values()].reduce((total, row) => total + Number(row[code] ?? 0), 0);
      expect(body.summary[code], code).toBeCloseTo(sum, 3);
    }
  });

  it('narrows by station and region, opens a region in the by-station summary, and keeps to the scope', async () => {
    const south = (await get('huzhou', `${totalUrl}?StationId=${southId}&From=2026-11-24`)).json();
    expect(south.list).toEqual([
      expect.objectContaining({ areaName: '南浔区', fillingCount: 1, beforeCheckCount: 1, inspectNumber: 1 }),
    ]);
    const stations = (await get('huzhou', `${byStationUrl}?DivisionCode=330503`)).json();
    expect(stations.list.map((row: { stationId: number }) => row.stationId)).toEqual([southId]);
    expect((await get('huzhou', `${byStationUrl}?DivisionCode=330500`)).json().totalCount).toBe(3);

    const elsewhere = (await get('hangzhou', totalUrl)).json();
    expect(elsewhere.totalCount).toBe(0);
    expect(elsewhere.summary.cylinderCount).toBe(0);
    expect((await get('hangzhou', `${totalUrl}?StationId=${southId}`)).statusCode).toBe(404);
    const station = (await get('fs001', totalUrl)).json();
    expect(station.list.map((row: { areaName: string }) => row.areaName)).toEqual(['吴兴区']);
    expect(station.summary.fillingCount).toBe(5);
  });

  it('exports the shown columns with the 合计 row', async () => {
    const columns = encodeURIComponent(
      JSON.stringify([
        { code: 'areaName', title: '所属区域' },
        { code: 'fillingCount', title: '充装次数' },
        { code: 'cylinderCount', title: '气瓶数量' },
      ]),
    );
    const response = await get('huzhou', `${totalUrl}?From=2026-11-24&isExport=true&ExportColumns=${columns}`);
    expect(response.statusCode).toBe(200);
    expect(await sheetOf(response.rawPayload)).toEqual([
      ['所属区域', '充装次数', '气瓶数量'],
      ['吴兴区', 7, 3],
      ['南浔区', 1, 1],
      ['合计', 8, 4],
    ]);
  });
});
