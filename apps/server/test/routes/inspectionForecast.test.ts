import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CylinderStatus,
  disposalRate,
  inspectionForecastPage,
  inspectionStatisticsPage,
  menuOfPage,
  overdueCylindersPage,
} from '@gcs/contracts';
import { insertCylinder, insertFillingStation, insertFixture, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, storedPassword, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { sheetOf } from '../support/xlsxSheet';

const today = '2026-11-26';
const now = new Date('2026-11-26T04:00:00.000Z');
const base = '/api/samr/InspectionForecast';
const overdueUrl = '/api/samr/Register/OverdueSummary';

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

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

interface Planted {
  id: number;
  stationId: number;
  category: number;
  status: number;
  next: string | null;
}

/** The world: stations A (bound to I1), B (bound to I1 and I2), C (another district, unbound), H (another city). */
let stations: { a: number; b: number; c: number; h: number };
let institutions: { i1: number; i2: number };
let planted: Planted[];

async function institutionUser(loginCode: string, stationId: number) {
  const role = await database.db.selectFrom('role').select('id').orderBy('id').executeTakeFirstOrThrow();
  await database.db
    .insertInto('app_user')
    .values({
      login_code: loginCode,
      user_name: '检验机构用户',
      belong_to_type: 20,
      role_id: role.id,
      station_id: stationId,
      ...(await storedPassword()),
      update_password_time: '2026-11-01T02:00:00.000Z',
    })
    .execute();
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
          '006',
          menuOfPage(inspectionForecastPage.kind),
          menuOfPage(inspectionStatisticsPage.kind),
          '007',
          menuOfPage(overdueCylindersPage.kind),
        ].map((code) => ({ role_id: role.id, menu_code: code })),
      ),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await database.db
    .insertInto('division')
    .values({ code: '330503', name: '南浔区', parent_code: '330500', level: 3 })
    .execute();
  stations = {
    a: fixture.stationId,
    b: await insertFillingStation(database.db, 'FS002', '吴兴第二充装站', '330502'),
    c: await insertFillingStation(database.db, 'FS003', '南浔充装站', '330503'),
    h: await insertFillingStation(database.db, 'HZ001', '杭州西湖充装站', '330100'),
  };
  const other = await database.db
    .insertInto('station')
    .values({ code: 'IN002', name: '南浔检测所', kind: 2, division_code: '330503' })
    .returning('id')
    .executeTakeFirstOrThrow();
  institutions = { i1: fixture.institutionId, i2: other.id };
  await database.db
    .insertInto('inspect_station_fill_station')
    .values([
      { inspect_station_id: institutions.i1, fill_station_id: stations.a },
      { inspect_station_id: institutions.i1, fill_station_id: stations.b },
      { inspect_station_id: institutions.i2, fill_station_id: stations.b },
    ])
    .execute();
  await institutionUser('in001', institutions.i1);

  // Cylinders spread over stations, categories, statuses and next inspection dates from 60 days ago to 140 ahead.
  const order = [stations.a, stations.b, stations.c, stations.h];
  planted = [];
  for (let i = 0; i < 72; i += 1) {
    const stationId = order[i % 4]!;
    const category = [1, 1, 3][i % 3]!;
    const status =
      i % 7 === 0 ? CylinderStatus.Scrapped : i % 11 === 0 ? CylinderStatus.Stopped : CylinderStatus.Normal;
    const next = i % 13 === 5 ? null : addDays(today, ((i * 37) % 200) - 60);
    const id = await insertCylinder(database.db, fixture, {
      barcode: `FC${String(i).padStart(4, '0')}`,
      station_id: stationId,
      category,
      status,
      next_inspection_date: next,
    });
    planted.push({ id, stationId, category, status, next });
  }
});

async function get(code: string, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(await tokenFor(app, code)) });
}

/** The raw forecast of some cylinders: each window counted from their dates. */
function rawCounts(cylinders: readonly Planted[]) {
  const inUse = cylinders.filter((c) => c.status === CylinderStatus.Normal && c.next !== null);
  const within = (from: number | null, before: number) =>
    inUse.filter((c) => (from === null || c.next! >= addDays(today, from)) && c.next! < addDays(today, before)).length;
  const due30Count = within(0, 30);
  const due60Count = within(30, 60);
  const due90Count = within(60, 90);
  return {
    overdueCount: within(null, 0),
    due30Count,
    due60Count,
    due90Count,
    dueTotalCount: due30Count + due60Count + due90Count,
  };
}
const counted = (row: Record<string, unknown>) => ({
  overdueCount: row.overdueCount,
  due30Count: row.due30Count,
  due60Count: row.due60Count,
  due90Count: row.due90Count,
  dueTotalCount: row.dueTotalCount,
});
const hasAny = (counts: ReturnType<typeof rawCounts>) => counts.overdueCount + counts.dueTotalCount > 0;
const ofStations = (...ids: number[]) => planted.filter((c) => ids.includes(c.stationId));

describe('inspection due-date forecast (InspectionForecast)', () => {
  it('counts the regulator’s cylinders in use by station and window, equal to the raw count of their dates', async () => {
    const response = await get('huzhou', `${base}/ByStation`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const expected = [stations.a, stations.b, stations.c]
      .map((id) => ({ id, counts: rawCounts(ofStations(id)) }))
      .filter((entry) => hasAny(entry.counts));
    expect(body.list.map((row: Record<string, unknown>) => row.fillStationId)).toEqual(expected.map((e) => e.id));
    expect(body.list.map(counted)).toEqual(expected.map((e) => e.counts));
    expect(body.summary).toEqual(rawCounts(ofStations(stations.a, stations.b, stations.c)));
    // Hangzhou's station lies outside the Huzhou regulator's scope.
    expect(JSON.stringify(body)).not.toContain('杭州西湖充装站');
  });

  it('narrows by category and groups by district', async () => {
    const response = await get('huzhou', `${base}/ByDistrict?CylinderCategory=3`);
    expect(response.statusCode).toBe(200);
    const vehicle = planted.filter((c) => c.category === 3);
    const list = response.json().list as Record<string, unknown>[];
    expect(list.map((row) => [row.divisionCode, row.areaName])).toEqual([
      ['330502', '吴兴区'],
      ['330503', '南浔区'],
    ]);
    expect(counted(list[0]!)).toEqual(rawCounts(vehicle.filter((c) => [stations.a, stations.b].includes(c.stationId))));
    expect(counted(list[1]!)).toEqual(rawCounts(vehicle.filter((c) => c.stationId === stations.c)));
  });

  it('counts a station bound to two institutions under each, and the unbound stations in their own row', async () => {
    const body = (await get('huzhou', `${base}/ByInspectStation`)).json();
    const rows = body.list as Record<string, unknown>[];
    expect(rows.map((row) => [row.inspectStationId, row.fillStationCount])).toEqual([
      [institutions.i1, 2],
      [institutions.i2, 1],
      [null, 1],
    ]);
    expect(counted(rows[0]!)).toEqual(rawCounts(ofStations(stations.a, stations.b)));
    expect(counted(rows[1]!)).toEqual(rawCounts(ofStations(stations.b)));
    expect(counted(rows[2]!)).toEqual(rawCounts(ofStations(stations.c)));
    const sum = (code: string) => rows.reduce((total, row) => total + (row[code] as number), 0);
    expect(body.summary.overdueCount).toBe(sum('overdueCount'));
    expect(body.summary.dueTotalCount).toBe(sum('dueTotalCount'));
  });

  it('shows an institution the cylinders of its bound stations only, under itself', async () => {
    const stationsBody = (await get('in001', `${base}/ByStation`)).json();
    expect(stationsBody.list.map((row: Record<string, unknown>) => row.fillStationId)).toEqual([
      stations.a,
      stations.b,
    ]);
    const institutionBody = (await get('in001', `${base}/ByInspectStation`)).json();
    expect(institutionBody.list.map((row: Record<string, unknown>) => row.inspectStationId)).toEqual([institutions.i1]);
    expect(institutionBody.summary).toEqual(rawCounts(ofStations(stations.a, stations.b)));
    const unbound = await get('in001', `${base}/Cylinders?DueWindow=1&FillStationId=${stations.c}`);
    expect(unbound.json()).toMatchObject({ totalCount: 0, list: [] });
  });

  it('opens the cylinders behind a count, soonest due first, the same number as the count', async () => {
    const response = await get('huzhou', `${base}/Cylinders?DueWindow=2&FillStationId=${stations.a}&CountPerPage=50`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalCount).toBe(rawCounts(ofStations(stations.a)).due30Count);
    const dates = body.list.map((row: Record<string, unknown>) => row.nextInspectionDate as string);
    expect(dates).toEqual([...dates].sort());
    const overdue = (await get('huzhou', `${base}/Cylinders?DueWindow=1&DivisionCode=330503`)).json();
    expect(overdue.totalCount).toBe(rawCounts(ofStations(stations.c)).overdueCount);
    const foreign = (await get('huzhou', `${base}/Cylinders?DueWindow=5&FillStationId=${stations.h}`)).json();
    expect(foreign).toMatchObject({ totalCount: 0, list: [] });
  });

  it('refuses a drill-down without its window, naming it', async () => {
    const response = await get('huzhou', `${base}/Cylinders?FillStationId=${stations.a}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().messeage).toContain('请选择到期时段');
  });

  it('exports the shown columns with the 合计 row', async () => {
    const columns = encodeURIComponent(
      JSON.stringify([
        { title: '充装单位', code: 'stationName' },
        { title: '已超期', code: 'overdueCount' },
      ]),
    );
    const response = await get('huzhou', `${base}/ByStation?isExport=true&ExportColumns=${columns}`);
    expect(response.statusCode).toBe(200);
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet[0]).toEqual(['充装单位', '已超期']);
    const total = rawCounts(ofStations(stations.a, stations.b, stations.c)).overdueCount;
    expect(sheet.at(-1)).toEqual(['合计', total]);
  });
});

describe('超期气瓶 (Register/OverdueSummary)', () => {
  const from = '2026-10-27';
  const to = '2026-11-26';

  interface Inspected {
    cylinderId: number;
    day: string;
    next: string | null;
  }
  let records: Inspected[];

  beforeEach(async () => {
    // Each planted cylinder of A and C in use or scrapped gets a history: an older inspection setting a due date,
    // and for some a newer one in the period, some late (after that due date) and some on time.
    records = [];
    let serial = 0;
    for (const cylinder of planted.filter((c) => [stations.a, stations.c].includes(c.stationId))) {
      serial += 1;
      const olderDay = addDays(today, -1200 - serial);
      const olderNext = addDays(today, serial % 2 === 0 ? -30 : 30);
      records.push({ cylinderId: cylinder.id, day: olderDay, next: olderNext });
      if (serial % 3 !== 0) records.push({ cylinderId: cylinder.id, day: addDays(today, -(serial % 40)), next: null });
    }
    // A cylinder whose only inspection lies in the period: no due date before it on record.
    records.push({ cylinderId: planted[4]!.id, day: addDays(today, -3), next: addDays(today, 1000) });
    let code = 0;
    for (const record of records) {
      code += 1;
      await database.db
        .insertInto('inspection_record')
        .values({
          cylinder_id: record.cylinderId,
          station_id: institutions.i1,
          report_code: `R${code}`,
          last_inspection_date: record.day,
          next_inspection_date: record.next,
          operation_time: `${record.day}T02:00:00.000Z`,
          result: 1,
        })
        .execute();
    }
    await database.db
      .insertInto('filling_daily')
      .values([
        { station_id: stations.a, day: '2026-11-01', category: 1, fillings: 10, expired: 4 },
        { station_id: stations.a, day: '2026-11-20', category: 3, fillings: 5, expired: 2 },
        { station_id: stations.a, day: '2026-10-01', category: 1, fillings: 9, expired: 9 },
        { station_id: stations.b, day: '2026-11-02', category: 1, fillings: 3, expired: 1 },
        { station_id: stations.h, day: '2026-11-02', category: 1, fillings: 3, expired: 3 },
      ])
      .execute();
  });

  /** The raw figures of a station: overdue now, Expired fillings and late inspections in the period. */
  function raw(stationId: number, fillings: number) {
    const own = planted.filter((c) => c.stationId === stationId);
    const overdueCount = own.filter(
      (c) => c.status === CylinderStatus.Normal && c.next !== null && c.next < today,
    ).length;
    const disposed = new Set<number>();
    for (const cylinder of own) {
      const history = records.filter((r) => r.cylinderId === cylinder.id).sort((x, y) => (x.day < y.day ? -1 : 1));
      history.forEach((record, index) => {
        const before = history[index - 1];
        if (record.day >= from && record.day <= to && before?.next && record.day > before.next) {
          disposed.add(cylinder.id);
        }
      });
    }
    return {
      overdueCount,
      overdueFillingCount: fillings,
      disposedCount: disposed.size,
      disposalRate: disposalRate(disposed.size, overdueCount),
    };
  }

  it('gives each station its overdue cylinders, Expired fillings and late inspections of the period, as the raw records do', async () => {
    const response = await get('huzhou', `${overdueUrl}?From=${from}&To=${to}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const expected = new Map([
      [stations.a, raw(stations.a, 6)],
      [stations.b, raw(stations.b, 1)],
      [stations.c, raw(stations.c, 0)],
    ]);
    expect(body.list).toHaveLength(3);
    for (const row of body.list as Record<string, unknown>[]) {
      const { overdueCount, overdueFillingCount, disposedCount, disposalRate: rate } = row;
      expect({ overdueCount, overdueFillingCount, disposedCount, disposalRate: rate }).toEqual(
        expected.get(row.stationId as number),
      );
    }
    // The late inspections make a difference somewhere: the test is not vacuous.
    expect(raw(stations.a, 6).disposedCount + raw(stations.c, 0).disposedCount).toBeGreaterThan(0);
    const all = [...expected.values()];
    expect(body.summary).toEqual({
      overdueCount: all.reduce((sum, e) => sum + e.overdueCount, 0),
      overdueFillingCount: 7,
      disposedCount: all.reduce((sum, e) => sum + e.disposedCount, 0),
    });
  });

  it('narrows by category, and shows a filling station its own figures only', async () => {
    const vehicle = (
      await get('huzhou', `${overdueUrl}?From=${from}&To=${to}&CylinderCategory=3&StationId=${stations.a}`)
    ).json();
    const overdueVehicles = planted.filter(
      (c) =>
        c.stationId === stations.a &&
        c.category === 3 &&
        c.status === CylinderStatus.Normal &&
        c.next !== null &&
        c.next < today,
    ).length;
    expect(vehicle.list.map((row: Record<string, unknown>) => [row.overdueCount, row.overdueFillingCount])).toEqual([
      [overdueVehicles, 2],
    ]);
    const own = (await get('fs001', `${overdueUrl}?From=${from}&To=${to}`)).json();
    expect(own.list.map((row: Record<string, unknown>) => row.stationId)).toEqual([stations.a]);
    const neighbour = await get('fs001', `${overdueUrl}?StationId=${stations.b}`);
    expect(neighbour.statusCode).toBe(404);
  });

  it('refuses a period that ends before it starts', async () => {
    const response = await get('huzhou', `${overdueUrl}?From=2026-11-20&To=2026-11-01`);
    expect(response.statusCode).toBe(400);
    expect(response.json().messeage).toContain('统计日期');
  });
});

describe('检验统计 (CylinderInspection/byDepartment)', () => {
  it('pages the institutions’ inspections and exports them', async () => {
    await database.db
      .insertInto('inspection_record')
      .values([
        {
          cylinder_id: planted[0]!.id,
          station_id: institutions.i1,
          report_code: 'S1',
          last_inspection_date: '2026-11-02',
          operation_time: '2026-11-02T02:00:00.000Z',
          result: 1,
        },
        {
          cylinder_id: planted[1]!.id,
          station_id: institutions.i1,
          report_code: 'S2',
          last_inspection_date: '2026-11-03',
          operation_time: '2026-11-03T02:00:00.000Z',
          result: 3,
        },
      ])
      .execute();
    const body = (
      await get('huzhou', '/api/samr/CylinderInspection/byDepartment?From=2026-11-01&To=2026-11-30')
    ).json();
    expect(body.totalCount).toBe(1);
    expect(body.list[0]).toMatchObject({
      stationId: institutions.i1,
      inspectNumber: 2,
      qualifiedCount: 1,
      scrapCount: 1,
    });
    const exported = await get(
      'huzhou',
      '/api/samr/CylinderInspection/byDepartment?From=2026-11-01&To=2026-11-30&isExport=true',
    );
    expect(exported.statusCode).toBe(200);
    const sheet = await sheetOf(exported.rawPayload);
    expect(sheet[0]).toContain('检验数量');
    expect(sheet[1]).toContain('湖州特种设备检测院');
  });
});

describe('检验统计 合计 (summary of byDepartment and byVcInspectionStation)', () => {
  /** Inspections by both institutions over several cylinders and verdicts, some with an uploaded report. */
  async function plantInspections() {
    const file = await database.db
      .insertInto('stored_file')
      .values({ sha256: 'a'.repeat(64), mime_type: 'image/png', byte_size: 1, content: Buffer.from([1]) })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Cylinders of the Huzhou stations (Hangzhou's lie outside the regulator's scope).
    const inScope = planted.filter((cylinder) => cylinder.stationId !== stations.h);
    const rows = inScope.slice(0, 11).map((cylinder, i) => ({
      cylinder_id: cylinder.id,
      station_id: i % 3 === 0 ? institutions.i2 : institutions.i1,
      report_code: `T${i}`,
      last_inspection_date: addDays('2026-11-01', i),
      operation_time: `${addDays('2026-11-01', i)}T02:00:00.000Z`,
      result: [1, 1, 2, 3][i % 4]!,
      report_file_id: i % 2 === 0 ? file.id : null,
    }));
    // One inspection before the period, which no figure counts.
    rows.push({
      ...rows[0]!,
      report_code: 'T-old',
      last_inspection_date: '2026-10-01',
      operation_time: '2026-10-01T02:00:00.000Z',
    });
    await database.db.insertInto('inspection_record').values(rows).execute();
    return rows.filter((row) => row.report_code !== 'T-old');
  }
  const sums = ['inspectNumber', 'qualifiedCount', 'unqualifiedCount', 'scrapCount', 'reportUploadedCount'];
  const period = 'From=2026-11-01&To=2026-11-30';

  it('answers 合计 equal to the sum of every row, on each page, and the rate of the sums', async () => {
    const inspected = await plantInspections();
    const all = (await get('huzhou', `/api/samr/CylinderInspection/byDepartment?${period}&CountPerPage=50`)).json();
    expect(all.totalCount).toBe(2);
    const rows = all.list as Record<string, number>[];
    const sum = (code: string) => rows.reduce((total, row) => total + row[code]!, 0);
    const expected = Object.fromEntries(sums.map((code) => [code, sum(code)]));
    // The sums are those of the planted records themselves.
    expect(expected).toEqual({
      inspectNumber: inspected.length,
      qualifiedCount: inspected.filter((row) => row.result === 1).length,
      unqualifiedCount: inspected.filter((row) => row.result === 2).length,
      scrapCount: inspected.filter((row) => row.result === 3).length,
      reportUploadedCount: inspected.filter((row) => row.report_file_id !== null).length,
    });
    const rate = Math.round((expected.reportUploadedCount! / expected.inspectNumber!) * 1000) / 10;
    expect(all.summary).toEqual({ ...expected, reportRate: rate });
    // Every page, the one past the end included, carries the totals of the whole filtered list.
    for (const pageIndex of [1, 2, 3]) {
      const paged = (
        await get(
          'huzhou',
          `/api/samr/CylinderInspection/byDepartment?${period}&CountPerPage=10&PageIndex=${pageIndex}`,
        )
      ).json();
      expect(paged.summary).toEqual(all.summary);
      expect(paged.totalCount).toBe(2);
    }
    // Narrowed to one institution, 合计 is that institution's row.
    const one = (
      await get('huzhou', `/api/samr/CylinderInspection/byDepartment?${period}&StationId=${institutions.i2}`)
    ).json();
    expect(one.list).toHaveLength(1);
    expect(one.summary.inspectNumber).toBe(one.list[0].inspectNumber);
    expect(one.summary.reportRate).toBe(one.list[0].reportRate);
  });

  it('answers zeros for a period without inspections and totals the vehicle tab over vehicle cylinders only', async () => {
    const inspected = await plantInspections();
    const empty = (
      await get('huzhou', '/api/samr/CylinderInspection/byDepartment?From=2025-01-01&To=2025-01-31')
    ).json();
    expect(empty).toMatchObject({ totalCount: 0, list: [] });
    expect(empty.summary).toEqual({
      inspectNumber: 0,
      qualifiedCount: 0,
      unqualifiedCount: 0,
      scrapCount: 0,
      reportUploadedCount: 0,
      reportRate: 0,
    });
    const vehicle = (await get('huzhou', `/api/samr/CylinderInspection/byVcInspectionStation?${period}`)).json();
    const vehicleIds = new Set(planted.filter((c) => c.category === 3).map((c) => c.id));
    expect(vehicle.summary.inspectNumber).toBe(inspected.filter((row) => vehicleIds.has(row.cylinder_id)).length);
    const rows = vehicle.list as Record<string, number>[];
    expect(vehicle.summary.inspectNumber).toBe(rows.reduce((total, row) => total + row.inspectNumber!, 0));
  });

  it('ends the export with the 合计 row', async () => {
    await plantInspections();
    const body = (await get('huzhou', `/api/samr/CylinderInspection/byDepartment?${period}`)).json();
    const exported = await get('huzhou', `/api/samr/CylinderInspection/byDepartment?${period}&isExport=true`);
    expect(exported.statusCode).toBe(200);
    const sheet = await sheetOf(exported.rawPayload);
    expect(sheet).toHaveLength(1 + body.list.length + 1);
    const last = sheet.at(-1)!;
    expect(last).toContain('合计');
    expect(last).toContain(body.summary.inspectNumber);
  });
});
