import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { CylinderStatus, dashboardMessages, sharedCallCapabilities, usageSummaryMessages } from '@gcs/contracts';
import { rawDailyQuery, rebuildFillingDaily, dailyCounters, type DailyIncrement } from '../../src/db/fillingDaily';
import { IngestRepository } from '../../src/modules/filling/ingest.repository';
import {
  insertCylinder,
  insertFilling,
  insertFillingStation,
  insertFixture,
  insertInspection,
  type Fixture,
} from '../support/fixtures';
import { grantPages } from '../support/grantPages';
import { bearer, insertIdentityFixture, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

const today = '2026-11-26';
const yearStart = '2026-01-01';
const now = new Date('2026-11-26T06:00:00.000Z');
const base = '/api/samr/Dashboard';

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;
let stations: { own: number; nanxun: number; hangzhou: number };
const ids = new Map<string, number>();
let guid = 0;
const nextGuid = () => `00000000-0000-4000-9000-${String((guid += 1)).padStart(12, '0')}`;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, {}, { now: () => now, today: () => today });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Cylinders around today's edges: due later this month, due today, overdue this month, never due, and so on. */
const world: {
  barcode: string;
  station: keyof typeof stations;
  category: number;
  status: number;
  next: string | null;
  scrap: string | null;
}[] = [
  { barcode: 'D-1', station: 'own', category: 1, status: 0, next: '2028-01-01', scrap: '2035-01-01' },
  { barcode: 'D-2', station: 'own', category: 1, status: 0, next: '2026-11-27', scrap: '2035-01-01' },
  { barcode: 'D-3', station: 'own', category: 1, status: 0, next: today, scrap: '2035-01-01' },
  { barcode: 'D-4', station: 'own', category: 1, status: 0, next: '2026-11-25', scrap: '2035-01-01' },
  { barcode: 'D-5', station: 'own', category: 1, status: 0, next: null, scrap: null },
  { barcode: 'D-6', station: 'own', category: 1, status: 0, next: '2028-01-01', scrap: '2026-11-30' },
  { barcode: 'D-7', station: 'own', category: 1, status: CylinderStatus.Scrapped, next: '2028-01-01', scrap: null },
  { barcode: 'D-8', station: 'own', category: 1, status: CylinderStatus.Deleted, next: '2028-01-01', scrap: null },
  { barcode: 'D-9', station: 'own', category: 2, status: 0, next: '2026-12-01', scrap: null },
  { barcode: 'D-10', station: 'nanxun', category: 1, status: 0, next: '2028-01-01', scrap: null },
  { barcode: 'D-11', station: 'nanxun', category: 2, status: CylinderStatus.Stopped, next: '2024-01-01', scrap: null },
  { barcode: 'D-12', station: 'hangzhou', category: 1, status: 0, next: '2028-01-01', scrap: null },
];

async function fill(barcode: string, station: keyof typeof stations, at: string) {
  await insertFilling(database.db, { ...fixture, stationId: stations[station] }, ids.get(barcode) ?? null, {
    filling_guid: nextGuid(),
    cylinder_barcode: barcode,
    begin_time: at,
  });
}

/** Fillings written the way an upload writes them: the records, then the rollup's increments (storeBatch). */
async function upload(records: { barcode: string; station: keyof typeof stations; at: string }[]) {
  const guids: string[] = [];
  for (const record of records) {
    const id = nextGuid();
    guids.push(id);
    await insertFilling(
      database.db,
      { ...fixture, stationId: stations[record.station] },
      ids.get(record.barcode) ?? null,
      {
        filling_guid: id,
        cylinder_barcode: record.barcode,
        begin_time: record.at,
      },
    );
  }
  const increments =
    await sql<DailyIncrement>`${rawDailyQuery(sql<boolean>`f.filling_guid = any(${guids}::uuid[])`)}`.execute(
      database.db,
    );
  const daily = increments.rows.map((row) => ({
    ...row,
    day: (({ day }: { day: unknown }) => (day instanceof Date ? day.toISOString().slice(0, 10) : String(day)))(row),
    ...Object.fromEntries(dailyCounters.map((column) => [column, Number(row[column])])),
  })) as DailyIncrement[];
  await database.db.transaction().execute((trx) =>
    new IngestRepository(database.db).storeBatch(trx, {
      deviceId: 0,
      rows: [],
      pairs: [],
      daily,
      at: now.toISOString(),
      reportedAt: now.toISOString(),
    }),
  );
}

const inspect = (barcode: string, at: string, institution = fixture.institutionId) =>
  insertInspection(database.db, { ...fixture, institutionId: institution }, ids.get(barcode) ?? 0, {
    report_code: `R-${barcode}-${at}`,
    operation_time: at,
  });

beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, '2026-11-01T02:00:00.000Z');
  await grantPages(database.db, ['市级监管', '充装站'], sharedCallCapabilities.dashboard);
  await database.db
    .insertInto('division')
    .values([
      { code: '330503', name: '南浔区', parent_code: '330500', level: 3 },
      { code: '330521', name: '德清县', parent_code: '330500', level: 3 },
    ])
    .execute();
  stations = {
    own: fixture.stationId,
    nanxun: await insertFillingStation(database.db, 'NX001', '南浔充装站', '330503'),
    hangzhou: await insertFillingStation(database.db, 'HZ001', '杭州西湖充装站', '330100'),
  };
  await database.db.updateTable('station').set({ station_type: 2 }).where('code', '=', 'NX001').execute();
  ids.clear();
  for (const spec of world) {
    ids.set(
      spec.barcode,
      await insertCylinder(database.db, fixture, {
        barcode: spec.barcode,
        station_id: stations[spec.station],
        category: spec.category,
        status: spec.status,
        next_inspection_date: spec.next,
        scrap_date: spec.scrap,
      }),
    );
  }
  await fill('D-1', 'own', '2026-03-20T02:00:00.000Z');
  await fill('D-1', 'own', '2025-12-31T17:00:00.000Z'); // 2026-01-01 in China
  await fill('D-1', 'own', '2025-12-31T15:00:00.000Z'); // 2025-12-31 in China: last year
  await fill('D-9', 'own', '2026-11-02T02:00:00.000Z');
  await fill('NOPE', 'own', '2026-11-22T02:00:00.000Z');
  await fill('D-10', 'nanxun', '2026-07-23T02:00:00.000Z');
  await fill('D-12', 'hangzhou', '2026-11-23T02:00:00.000Z');
  await rebuildFillingDaily(database.db);
  await upload([
    { barcode: 'D-1', station: 'own', at: '2026-11-25T17:00:00.000Z' }, // today in China
    { barcode: 'D-2', station: 'own', at: '2026-11-26T17:00:00.000Z' }, // tomorrow in China: not yet
    { barcode: 'D-10', station: 'nanxun', at: '2026-11-10T02:00:00.000Z' },
  ]);
  await inspect('D-1', '2026-11-10T02:00:00.000Z');
  await inspect('D-2', '2026-02-11T02:00:00.000Z');
  await inspect('D-7', '2025-12-31T15:00:00.000Z'); // last year
  await inspect('D-9', '2026-11-26T17:00:00.000Z'); // tomorrow
  await inspect('D-10', '2026-11-12T02:00:00.000Z');
  await inspect('D-12', '2026-11-12T02:00:00.000Z');
});

async function get(code: string, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(await tokenFor(app, code)) });
}

/** The summary's figures straight from the source tables (cylinder, filling_record, inspection_record). */
async function raw(stationIds: number[], category?: number, inspector?: number) {
  const cat = (column: string) => (category === undefined ? sql`` : sql`and ${sql.ref(column)} = ${category}`);
  const cylinders = await sql<Record<string, number>>`
    select count(*) filter (where status <> 8)::int as registered,
           count(*) filter (where status = 0 and (least(next_inspection_date, scrap_date) is null
                                               or least(next_inspection_date, scrap_date) >= ${today}))::int as qualified,
           count(*) filter (where status = 2)::int as scrapped
      from cylinder c where station_id = any(${stationIds}::int[]) ${cat('c.category')}`.execute(database.db);
  const fillings = await sql<{ n: number }>`
    select count(*)::int as n from filling_record f join station s on s.id = f.station_id
      left join cylinder c on c.id = f.cylinder_id
     where f.station_id = any(${stationIds}::int[])
       and ((f.begin_time + interval '8 hours') at time zone 'UTC')::date between ${yearStart} and ${today}
       ${category === undefined ? sql`` : sql`and coalesce(c.category, s.station_type) = ${category}`}`.execute(
    database.db,
  );
  const inspections = await sql<{ n: number }>`
    select count(*)::int as n from inspection_record i join cylinder c on c.id = i.cylinder_id
     where c.station_id = any(${stationIds}::int[]) ${cat('c.category')}
       ${inspector === undefined ? sql`` : sql`and i.station_id = ${inspector}`}
       and ((i.operation_time + interval '8 hours') at time zone 'UTC')::date between ${yearStart} and ${today}`.execute(
    database.db,
  );
  const c = cylinders.rows[0] ?? {};
  return {
    registerdCylinderCount: c.registered,
    normalCylinderCount: c.qualified,
    scrappedCylinderCount: c.scrapped,
    fillingCount: fillings.rows[0]?.n,
    inspectionCount: inspections.rows[0]?.n,
  };
}

const figures = (data: Record<string, number>) => ({
  registerdCylinderCount: data.registerdCylinderCount,
  normalCylinderCount: data.normalCylinderCount,
  scrappedCylinderCount: data.scrappedCylinderCount,
  fillingCount: data.fillingCount,
  inspectionCount: data.inspectionCount,
});

/** The usage summary's totals and 企业统计's counts for the same region, type and year (what the cards drill into). */
async function drillDown(code: string, region: string | undefined, category: number | undefined) {
  const params = new URLSearchParams({ From: yearStart, To: today });
  if (region) params.set('DivisionCode', region);
  if (category) params.set('Category', String(category));
  const usage = (await get(code, `/api/samr/DataAnalysis/UsageSummary?${params}`)).json().summary;
  const units = new URLSearchParams();
  if (region) units.set('DivisionCode', region);
  if (category) units.set('StationType', String(category));
  const stationsOf = (await get(code, `/api/samr/DataAnalysis/EnterpriseFillStation?${units}`)).json().summary;
  const institutions = (await get(code, `/api/samr/DataAnalysis/EnterpriseInspection?${units}`)).json().summary;
  return {
    registerdCylinderCount: usage.registeredCount,
    normalCylinderCount: usage.qualifiedCount,
    scrappedCylinderCount: usage.scrappedCount,
    fillingStationCount: stationsOf.stationCount,
    fillingCount: usage.fillingCount,
    inspectionStationCount: institutions.institutionCount,
    inspectionCount: usage.inspectionCount,
  };
}

function query(region: string | undefined, category: number | undefined) {
  const params = new URLSearchParams();
  if (region) params.set('RegionCode', region);
  if (category) params.set('CylinderType', String(category));
  return params.toString();
}

describe('Dashboard/Summary', () => {
  it('equals the raw aggregates and the usage summary for every region and type of a city regulator', async () => {
    const regions: [string | undefined, number[]][] = [
      [undefined, [stations.own, stations.nanxun]],
      ['330502', [stations.own]],
      ['330503', [stations.nanxun]],
    ];
    for (const [region, stationIds] of regions) {
      for (const category of [undefined, 1, 2]) {
        const response = await get('huzhou', `${base}/Summary?${query(region, category)}`);
        expect(response.statusCode).toBe(200);
        const data = response.json().data;
        expect(figures(data), `${region} ${category}`).toEqual(await raw(stationIds, category));
        expect(data, `${region} ${category}`).toEqual(await drillDown('huzhou', region, category));
      }
    }
    // The edges by hand: due today and later this month count, overdue and deleted do not; this year's China days.
    const wuxing = (await get('huzhou', `${base}/Summary?RegionCode=330502&CylinderType=1`)).json().data;
    expect(wuxing).toEqual({
      registerdCylinderCount: 7,
      normalCylinderCount: 5,
      scrappedCylinderCount: 1,
      fillingStationCount: 1,
      fillingCount: 4,
      inspectionStationCount: 1,
      inspectionCount: 2,
    });
  });

  it('stays equal to the raw aggregates after scrapping, status changes, moves and inspections', async () => {
    const cylinder = (barcode: string) => database.db.updateTable('cylinder').where('barcode', '=', barcode);
    await cylinder('D-1').set({ status: CylinderStatus.Scrapped }).execute();
    await cylinder('D-4').set({ next_inspection_date: '2029-11-01' }).execute(); // inspected: due date moves
    await inspect('D-4', '2026-11-20T02:00:00.000Z');
    await cylinder('D-5').set({ station_id: stations.nanxun }).execute();
    await cylinder('D-2').set({ category: 2 }).execute(); // its February inspection moves with it
    await cylinder('D-3').set({ remark: '不计数的修改' }).execute();
    await cylinder('D-11').set({ status: CylinderStatus.Normal, next_inspection_date: '2026-11-28' }).execute();
    await database.db
      .deleteFrom('inspection_record')
      .where('report_code', '=', 'R-D-10-2026-11-12T02:00:00.000Z')
      .execute();
    await upload([{ barcode: 'D-9', station: 'own', at: '2026-11-02T05:00:00.000Z' }]);
    for (const [region, stationIds] of [
      [undefined, [stations.own, stations.nanxun]],
      ['330502', [stations.own]],
      ['330503', [stations.nanxun]],
    ] as const) {
      for (const category of [undefined, 1, 2]) {
        const data = (await get('huzhou', `${base}/Summary?${query(region, category)}`)).json().data;
        expect(figures(data), `${region} ${category}`).toEqual(await raw([...stationIds], category));
        expect(data, `${region} ${category}`).toEqual(await drillDown('huzhou', region, category));
      }
    }
  });

  it("keeps a station user to its own station's figures", async () => {
    const own = (await get('fs001', `${base}/Summary`)).json().data;
    expect(figures(own)).toEqual(await raw([stations.own]));
    expect(own.fillingStationCount).toBe(1);
    expect(own.inspectionStationCount).toBe(0);
    const other = await get('fs001', `${base}/Summary?RegionCode=330503`);
    expect(other.statusCode).toBe(404);
    expect(other.json().messeage).toBe(usageSummaryMessages.divisionOutOfScope);
  });

  it('answers 404 for a region outside the caller or unknown, and 400 for an invalid type', async () => {
    for (const url of [`${base}/Summary?RegionCode=330502`, `${base}/Sample?RegionCode=330503`]) {
      const response = await get('hangzhou', url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('吴兴');
    }
    expect((await get('huzhou', `${base}/Summary?RegionCode=999999`)).statusCode).toBe(404);
    const invalid = await get('huzhou', `${base}/Summary?CylinderType=9`);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().messeage).toContain('气瓶类型');
  });

  it('answers 204 with no body when the region holds no unit in scope', async () => {
    const empty = await get('huzhou', `${base}/Summary?RegionCode=330521`);
    expect(empty.statusCode).toBe(204);
    expect(empty.body).toBe('');
    await insertFillingStation(database.db, 'DQ001', '德清充装站', '330521');
    const filled = await get('huzhou', `${base}/Summary?RegionCode=330521`);
    expect(filled.statusCode).toBe(200);
    expect(filled.json().data).toMatchObject({ fillingStationCount: 1, registerdCylinderCount: 0 });
  });
});

describe('Dashboard/Sample', () => {
  it('names one cylinder of each figure and one unit, within the region and type', async () => {
    const data = (await get('huzhou', `${base}/Sample?RegionCode=330502&CylinderType=1`)).json().data;
    const spec = (barcode: string) => world.find((c) => c.barcode === barcode);
    expect(spec(data.registeredBarcode)).toMatchObject({ station: 'own', category: 1 });
    expect(spec(data.registeredBarcode)?.status).not.toBe(CylinderStatus.Deleted);
    expect(['D-1', 'D-2', 'D-3', 'D-5', 'D-6']).toContain(data.normalBarcode);
    expect(data.scrappedBarcode).toBe('D-7');
    expect(data.inspectionBarcode).toBe('D-1');
    expect(data.fillingStationName).toBe('吴兴燃气充装站');
    expect(data.inspectionStationName).toBe('湖州特种设备检测院');
    const nanxun = (await get('huzhou', `${base}/Sample?RegionCode=330503&CylinderType=2`)).json().data;
    expect(nanxun).toEqual({
      registeredBarcode: 'D-11',
      normalBarcode: null,
      scrappedBarcode: null,
      inspectionBarcode: null,
      inspectionStationName: null,
      fillingStationName: '南浔充装站',
    });
  });
});

describe('Dashboard/Regions', () => {
  it("lists the children of the caller's division with their bubbles, equal to the raw aggregates", async () => {
    const response = await get('huzhou', `${base}/Regions?CylinderCategory=1`);
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as Record<string, unknown>[];
    expect(rows.map((row) => [row.code, row.name])).toEqual([
      ['330502', '吴兴区'],
      ['330503', '南浔区'],
      ['330521', '德清县'],
    ]);
    for (const [row, ids] of [
      [rows[0], [stations.own]],
      [rows[1], [stations.nanxun]],
      [rows[2], []],
    ] as const) {
      const expected = await raw([...ids], 1);
      expect(row).toMatchObject({
        registerdCylinderCount: expected.registerdCylinderCount,
        fillingCount: expected.fillingCount,
        inspectionCount: expected.inspectionCount,
      });
    }
  });

  it('gives a district user its own division as the single region', async () => {
    const rows = (await get('fs001', `${base}/Regions`)).json().data;
    expect(rows).toEqual([
      {
        code: '330502',
        name: '吴兴区',
        ...(({ registerdCylinderCount, fillingCount, inspectionCount }) => ({
          registerdCylinderCount,
          fillingCount,
          inspectionCount,
        }))(await raw([stations.own], 1)),
      },
    ]);
  });
});

describe('shared answers (DASHBOARD_CACHE_SECONDS)', () => {
  it('serves the callers of one scope the same figures until a refresh, and never another scope’s', async () => {
    const shared = await buildTestApp(database, { dashboardCacheSeconds: 300 }, { now: () => now, today: () => today });
    try {
      const summary = async (code: string) => {
        const token = await tokenFor(shared, code);
        const answer = await shared.inject({
          method: 'GET',
          url: `${base}/Summary?CylinderType=1`,
          headers: bearer(token),
        });
        return figures(answer.json().data);
      };
      const before = await summary('huzhou');
      expect(before).toEqual(await raw([stations.own, stations.nanxun], 1));
      await sql`update cylinder set status = ${CylinderStatus.Scrapped} where barcode = 'D-1'`.execute(database.db);
      // The same scope within the time: the answer computed before.
      expect(await summary('huzhou')).toEqual(before);
      // Another scope computes its own: Hangzhou's regulator never sees Huzhou's figures.
      expect(await summary('hangzhou')).toEqual(await raw([stations.hangzhou], 1));
      const token = await tokenFor(shared, 'huzhou');
      expect((await shared.inject({ method: 'POST', url: `${base}/Refresh`, headers: bearer(token) })).statusCode).toBe(
        200,
      );
      const after = await summary('huzhou');
      expect(after).toEqual(await raw([stations.own, stations.nanxun], 1));
      expect(after.scrappedCylinderCount).toBe((before.scrappedCylinderCount ?? 0) + 1);
    } finally {
      await shared.close();
    }
  });
});

describe('Dashboard/Refresh', () => {
  it('repairs drifted counts, is audited, and refuses a second refresh within a minute', async () => {
    await sql`update cylinder_count set cylinders = cylinders + 5`.execute(database.db);
    await sql`update cylinder_status_count set cylinders = cylinders + 3`.execute(database.db);
    await sql`delete from cylinder_due_day`.execute(database.db);
    await sql`delete from cylinder_in_use_day`.execute(database.db);
    await sql`update cylinder_in_use_month set cylinders = cylinders + 2`.execute(database.db);
    const token = await tokenFor(app, 'huzhou');
    const refresh = () => app.inject({ method: 'POST', url: `${base}/Refresh`, headers: bearer(token) });
    const first = await refresh();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.refreshedAt).toBe(now.toISOString());
    const data = (await get('huzhou', `${base}/Summary?RegionCode=330502`)).json().data;
    expect(figures(data)).toEqual(await raw([stations.own]));
    // Outside the regulator's scope nothing was rewritten: Hangzhou's drift stays until its own refresh.
    const hangzhou = await sql<{ n: number }>`
      select sum(cylinders)::int as n from cylinder_count where station_id = ${stations.hangzhou}`.execute(database.db);
    expect(hangzhou.rows[0]?.n).toBe(6);
    // The in-use rollups of the regulator's stations (migration 0040) are re-derived too.
    const rows = async (query: ReturnType<typeof sql>) =>
      (await query.execute(database.db)).rows.map((row) => JSON.stringify(row)).sort();
    const byDate = (date: 'next_inspection_date' | 'scrap_date', kind: number, month: boolean) => sql`
      select station_id, ${sql.lit(kind)} as kind, category,
             ${month ? sql`date_trunc('month', ${sql.ref(date)})::date` : sql.ref(date)}::text as d, count(*)::int as n
        from cylinder where station_id = ${stations.own} and status = 0 and ${sql.ref(date)} is not null
       group by 1, 3, 4`;
    for (const [table, column, month] of [
      ['cylinder_in_use_day', 'day', false],
      ['cylinder_in_use_month', 'month', true],
    ] as const) {
      const rollup = await rows(sql`
        select station_id, kind, category, ${sql.ref(column)}::text as d, cylinders as n from ${sql.table(table)}
         where station_id = ${stations.own} and cylinders <> 0`);
      const raw = [
        ...(await rows(byDate('next_inspection_date', 1, month))),
        ...(await rows(byDate('scrap_date', 2, month))),
      ].sort();
      expect(raw.length, table).toBeGreaterThan(0);
      expect(rollup, table).toEqual(raw);
    }
    const second = await refresh();
    expect(second.statusCode).toBe(429);
    expect(second.json().messeage).toBe(dashboardMessages.refreshTooOften);
    const logged = await database.db
      .selectFrom('syslog')
      .where('event', '=', 'dashboardRefresh')
      .select(['login_code', 'result'])
      .execute();
    expect(logged).toEqual([{ login_code: 'huzhou', result: 'success' }]);
  });
});
