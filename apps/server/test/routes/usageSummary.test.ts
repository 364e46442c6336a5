import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { CylinderStatus, FillingFlag, usageColumnKeys, usageSummaryMessages } from '@gcs/contracts';
import { rebuildFillingDaily } from '../../src/db/fillingDaily';
import {
  insertCylinder,
  insertFilling,
  insertFillingStation,
  insertFixture,
  insertInspection,
  type Fixture,
} from '../support/fixtures';
import { bearer, insertIdentityFixture, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { sheetOf } from '../support/xlsxSheet';

const today = '2026-11-26';
const now = new Date('2026-11-26T06:00:00.000Z');
const usageUrl = '/api/samr/DataAnalysis/UsageSummary';
const fillStationUrl = '/api/samr/DataAnalysis/EnterpriseFillStation';
const inspectionUrl = '/api/samr/DataAnalysis/EnterpriseInspection';

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

/** The cylinders of the world: station, category, status and dates, and what the archive columns count them as. */
interface CylinderSpec {
  barcode: string;
  station: 'own' | 'nanxun' | 'hangzhou';
  category: number;
  status: number;
  next: string;
  scrap: string;
}
const cylinders: CylinderSpec[] = [
  { barcode: 'U-1', station: 'own', category: 1, status: 0, next: '2028-01-01', scrap: '2035-01-01' },
  { barcode: 'U-2', station: 'own', category: 1, status: 0, next: '2025-06-01', scrap: '2035-01-01' },
  { barcode: 'U-3', station: 'own', category: 1, status: 0, next: '2028-01-01', scrap: '2026-01-01' },
  {
    barcode: 'U-4',
    station: 'own',
    category: 1,
    status: CylinderStatus.Scrapped,
    next: '2028-01-01',
    scrap: '2035-01-01',
  },
  {
    barcode: 'U-5',
    station: 'own',
    category: 1,
    status: CylinderStatus.Stopped,
    next: '2028-01-01',
    scrap: '2035-01-01',
  },
  {
    barcode: 'U-6',
    station: 'own',
    category: 1,
    status: CylinderStatus.Deleted,
    next: '2028-01-01',
    scrap: '2035-01-01',
  },
  { barcode: 'U-7', station: 'own', category: 2, status: 0, next: '2028-01-01', scrap: '2035-01-01' },
  { barcode: 'U-8', station: 'nanxun', category: 1, status: 0, next: '2028-01-01', scrap: '2035-01-01' },
  { barcode: 'U-9', station: 'nanxun', category: 1, status: 0, next: '2024-01-01', scrap: '2035-01-01' },
  { barcode: 'U-10', station: 'hangzhou', category: 1, status: 0, next: '2028-01-01', scrap: '2035-01-01' },
];

/** The archive counts of some cylinders, by the rules the report states (decisions.md, Reports). */
function archiveCounts(of: CylinderSpec[]) {
  const inUse = of.filter((c) => c.status === CylinderStatus.Normal);
  return {
    registeredCount: of.filter((c) => c.status !== CylinderStatus.Deleted).length,
    qualifiedCount: inUse.filter((c) => c.next >= today && c.scrap >= today).length,
    scrappedCount: of.filter((c) => c.status === CylinderStatus.Scrapped).length,
    overdueCount: inUse.filter((c) => c.next < today).length,
    stoppedCount: of.filter((c) => c.status === CylinderStatus.Stopped).length,
    overdueScrapCount: inUse.filter((c) => c.scrap < today).length,
  };
}

let stations: Record<CylinderSpec['station'], number>;
let cylinderIds: Map<string, number>;
let guid = 0;
const nextGuid = () => `00000000-0000-4000-9000-${String((guid += 1)).padStart(12, '0')}`;

beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, '2026-11-01T02:00:00.000Z');
  await database.db
    .insertInto('division')
    .values({ code: '330503', name: '南浔区', parent_code: '330500', level: 3 })
    .execute();
  stations = {
    own: fixture.stationId,
    nanxun: await insertFillingStation(database.db, 'NX001', '南浔充装站', '330503'),
    hangzhou: await insertFillingStation(database.db, 'HZ001', '杭州西湖充装站', '330100'),
  };
  await database.db.updateTable('station').set({ station_type: 2 }).where('code', '=', 'NX001').execute();
  cylinderIds = new Map();
  for (const spec of cylinders) {
    const id = await insertCylinder(database.db, fixture, {
      barcode: spec.barcode,
      station_id: stations[spec.station],
      category: spec.category,
      status: spec.status,
      next_inspection_date: spec.next,
      scrap_date: spec.scrap,
    });
    cylinderIds.set(spec.barcode, id);
  }
  const fill = async (barcode: string, station: CylinderSpec['station'], at: string, flags = 0) =>
    insertFilling(database.db, { ...fixture, stationId: stations[station] }, cylinderIds.get(barcode) ?? null, {
      filling_guid: nextGuid(),
      cylinder_barcode: barcode,
      begin_time: at,
      flags,
    });
  await fill('U-1', 'own', '2026-11-20T02:00:00.000Z');
  await fill('U-1', 'own', '2026-11-25T17:00:00.000Z'); // 2026-11-26 in China
  await fill('U-2', 'own', '2026-11-21T02:00:00.000Z', FillingFlag.Expired);
  await fill('U-3', 'own', '2026-10-01T02:00:00.000Z', FillingFlag.Scrapped);
  await fill('NOPE', 'own', '2026-11-22T02:00:00.000Z', FillingFlag.NoArchive);
  await fill('U-7', 'own', '2026-11-22T03:00:00.000Z');
  await fill('U-8', 'nanxun', '2026-11-23T02:00:00.000Z');
  await fill('U-10', 'hangzhou', '2026-11-23T02:00:00.000Z');
  await rebuildFillingDaily(database.db);
  const inspect = (barcode: string, at: string, result: number) =>
    insertInspection(database.db, fixture, cylinderIds.get(barcode) ?? 0, {
      report_code: `R-${barcode}-${at}`,
      operation_time: at,
      result,
    });
  await inspect('U-1', '2026-11-10T02:00:00.000Z', 1);
  await inspect('U-2', '2026-11-11T02:00:00.000Z', 2);
  await inspect('U-4', '2026-03-01T02:00:00.000Z', 3);
  await inspect('U-8', '2026-11-12T02:00:00.000Z', 1);
  await inspect('U-10', '2026-11-12T02:00:00.000Z', 1);
});

async function get(code: string, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(await tokenFor(app, code)) });
}

/** The filling counters of a district straight from the records (China days), not from the rollup. */
async function rawFillings(
  division: string,
  from: string,
  to: string,
  category?: number,
): Promise<Record<string, number>> {
  const archive = FillingFlag.Expired | FillingFlag.Scrapped | FillingFlag.NoArchive;
  const bit = (flag: number) => sql.raw(`count(*) filter (where f.flags & ${flag} <> 0)::int`);
  const result = await sql<Record<string, number | string>>`
    select count(*)::int as "fillingCount",
           count(*) filter (where f.flags & ${sql.raw(String(archive))} = 0)::int as "normalFillingCount",
           ${bit(FillingFlag.Expired)} as "expiredFillingCount",
           ${bit(FillingFlag.Scrapped)} as "scrappedFillingCount",
           ${bit(FillingFlag.NoArchive)} as "noArchiveFillingCount",
           coalesce(sum(f.filling_weight), 0)::float8 as "fillingWeight"
      from filling_record f
      join station s on s.id = f.station_id
      left join cylinder c on c.id = f.cylinder_id
     where s.division_code = ${division}
       and ((f.begin_time + interval '8 hours') at time zone 'UTC')::date between ${from} and ${to}
       ${category === undefined ? sql`` : sql`and coalesce(c.category, s.station_type) = ${category}`}`.execute(
    database.db,
  );
  const row = result.rows[0] ?? {};
  return {
    ...Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])),
    fillingWeight: Math.round(Number(row.fillingWeight)) / 1000,
  };
}

/** The inspection counters of a district straight from the records (by the inspected cylinder's station). */
async function rawInspections(division: string, from: string, to: string) {
  const result = await sql<{ all: number; qualified: number; failed: number }>`
    select count(*)::int as all, count(*) filter (where i.result = 1)::int as qualified,
           count(*) filter (where i.result <> 1)::int as failed
      from inspection_record i join cylinder c on c.id = i.cylinder_id join station s on s.id = c.station_id
     where s.division_code = ${division}
       and ((i.operation_time + interval '8 hours') at time zone 'UTC')::date between ${from} and ${to}`.execute(
    database.db,
  );
  const row = result.rows[0];
  return { inspectionCount: row?.all, qualifiedInspectionCount: row?.qualified, failedInspectionCount: row?.failed };
}

type Row = Record<string, unknown>;
const pick = (row: Row, fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, row[field]]));
const fillingFields = [
  'fillingCount',
  'normalFillingCount',
  'expiredFillingCount',
  'scrappedFillingCount',
  'noArchiveFillingCount',
  'fillingWeight',
];
const inspectionFields = ['inspectionCount', 'qualifiedInspectionCount', 'failedInspectionCount'];
const archiveFields = Object.keys(archiveCounts([]));

describe('使用情况汇总 (DataAnalysis/UsageSummary)', () => {
  it("counts each district of the caller's city, equal to the raw records, with the 合计", async () => {
    const from = '2026-11-01';
    const response = await get('huzhou', `${usageUrl}?From=${from}&To=${today}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.list.map((row: Row) => [row.divisionCode, row.divisionName])).toEqual([
      ['330502', '吴兴区'],
      ['330503', '南浔区'],
    ]);
    for (const [row, division, station] of [
      [body.list[0], '330502', 'own'],
      [body.list[1], '330503', 'nanxun'],
    ] as const) {
      expect(pick(row, archiveFields)).toEqual(archiveCounts(cylinders.filter((c) => c.station === station)));
      expect(pick(row, fillingFields)).toEqual(await rawFillings(division, from, today));
      expect(pick(row, inspectionFields)).toEqual(await rawInspections(division, from, today));
    }
    for (const code of Object.values(usageColumnKeys)) {
      const sum = body.list.reduce((total: number, row: Row) => total + Number(row[code]), 0);
      expect(body.summary[code]).toBeCloseTo(sum, 3);
    }
    // What no other city's data may add: Hangzhou's cylinder, filling and inspection.
    expect(body.summary.registeredCount).toBe(
      cylinders.filter((c) => c.station !== 'hangzhou' && c.status !== 8).length,
    );
  });

  it('narrows to a cylinder category and days, and to the district chosen (its own row)', async () => {
    const response = await get('huzhou', `${usageUrl}?DivisionCode=330502&Category=1&From=2026-11-21&To=2026-11-22`);
    expect(response.statusCode).toBe(200);
    const [row, ...rest] = response.json().list as Row[];
    expect(rest).toEqual([]);
    expect(row?.divisionName).toBe('吴兴区（本级）');
    expect(pick(row ?? {}, archiveFields)).toEqual(
      archiveCounts(cylinders.filter((c) => c.station === 'own' && c.category === 1)),
    );
    expect(pick(row ?? {}, fillingFields)).toEqual(await rawFillings('330502', '2026-11-21', '2026-11-22', 1));
    expect(row?.inspectionCount).toBe(0);
  });

  it('refuses a division outside the caller’s region (404) and a malformed one (400)', async () => {
    const outside = await get('huzhou', `${usageUrl}?DivisionCode=330100`);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().messeage).toBe(usageSummaryMessages.divisionOutOfScope);
    expect(outside.body).not.toContain('西湖');
    const malformed = await get('huzhou', `${usageUrl}?DivisionCode=33x`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().messeage).toContain('行政区划代码');
    const category = await get('huzhou', `${usageUrl}?Category=9`);
    expect(category.statusCode).toBe(400);
    expect(category.json().messeage).toContain('气瓶类别');
  });

  it("shows another city's regulator only its own city", async () => {
    const body = (await get('hangzhou', usageUrl)).json();
    expect(body.list).toEqual([
      expect.objectContaining({
        divisionCode: '330100',
        divisionName: '杭州市（本级）',
        registeredCount: 1,
        fillingCount: 1,
      }),
    ]);
    expect((await get('fs001', usageUrl)).statusCode).toBe(403);
  });

  it('exports the shown columns with the 合计', async () => {
    const columns = encodeURIComponent(
      JSON.stringify([
        { code: 'divisionName', title: '区域' },
        { code: 'fillingCount', title: '充装次数' },
      ]),
    );
    const response = await get('huzhou', `${usageUrl}?isExport=true&ExportColumns=${columns}`);
    expect(response.statusCode).toBe(200);
    const list = (await get('huzhou', usageUrl)).json();
    expect(await sheetOf(response.rawPayload)).toEqual([
      ['区域', '充装次数'],
      ...list.list.map((row: Row) => [row.divisionName, row.fillingCount]),
      ['合计', list.summary.fillingCount],
    ]);
  });
});

describe('企业统计 (DataAnalysis/EnterpriseFillStation, EnterpriseInspection)', () => {
  it('counts the filling units of each district with their cylinders and fillings, by station type', async () => {
    const all = (await get('huzhou', fillStationUrl)).json();
    const registered = (station: CylinderSpec['station']) =>
      cylinders.filter((c) => c.station === station && c.status !== CylinderStatus.Deleted).length;
    const fillings = async (division: string) => (await rawFillings(division, '2000-01-01', '2100-01-01')).fillingCount;
    expect(
      all.list.map((row: Row) => pick(row, ['divisionName', 'stationCount', 'cylinderCount', 'fillingCount'])),
    ).toEqual([
      {
        divisionName: '吴兴区',
        stationCount: 1,
        cylinderCount: registered('own'),
        fillingCount: await fillings('330502'),
      },
      {
        divisionName: '南浔区',
        stationCount: 1,
        cylinderCount: registered('nanxun'),
        fillingCount: await fillings('330503'),
      },
    ]);
    expect(all.summary.stationCount).toBe(2);
    const industrial = (await get('huzhou', `${fillStationUrl}?StationType=2`)).json();
    expect(industrial.list.map((row: Row) => row.stationCount)).toEqual([0, 1]);
  });

  it('counts the inspection institutions of each district and the inspections they made in the days', async () => {
    const body = (await get('huzhou', `${inspectionUrl}?From=2026-11-01&To=${today}`)).json();
    const made = await sql<{ n: number }>`
      select count(*)::int as n from inspection_record
       where station_id = ${fixture.institutionId} and operation_time >= '2026-10-31T16:00:00Z'`.execute(database.db);
    expect(body.list.map((row: Row) => pick(row, ['divisionName', 'institutionCount', 'inspectionCount']))).toEqual([
      { divisionName: '吴兴区', institutionCount: 1, inspectionCount: made.rows[0]?.n },
      { divisionName: '南浔区', institutionCount: 0, inspectionCount: 0 },
    ]);
  });
});
