import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '@gcs/contracts';
import { seedDemoData } from '../../src/db/seed/index';
import { bearer } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { sheetOf } from '../support/xlsxSheet';

const base = '/api/samr/CylinderFilling';
const all = 'CountPerPage=500';

let database: TestDatabase;
let app: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, { cylinders: 1500, fillingRecords: 6000, imageShare: 0, anchorDate: '2026-06-15' });
  app = await buildTestApp(database);
  for (const code of ['superadmin', 'district', 'station']) {
    const user = await database.db
      .selectFrom('app_user')
      .where('login_code', '=', code)
      .select('id')
      .executeTakeFirstOrThrow();
    tokens[code] = await app.sessions.create(user.id);
  }
}, 240_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function get(who: string, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(tokens[who]!) });
}
async function list<T>(who: string, url: string): Promise<{ totalCount: number; list: T[]; summary?: never }> {
  const response = await get(who, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Each vehicle cylinder's latest filling, straight from the filling records (not the last-filling table). */
const rawLast = sql`(select distinct on (f.cylinder_barcode) f.cylinder_barcode, f.station_id, f.begin_time
  from filling_record f order by f.cylinder_barcode, f.begin_time desc, f.id desc)`;

interface DepartmentRow {
  departmentName: string | null;
  vehicleCount: number;
  cylinderCount: number;
  stationCount: number;
  lastFillingTime: string;
}
interface StationRow {
  stationId: number;
  stationName: string;
  vehicleCount: number;
  cylinderCount: number;
  departmentCount: number;
  lastFillingTime: string;
}
interface VehicleRow {
  cylinderBarcode: string;
  plateNumber: string | null;
  departmentName: string | null;
  stationId: number;
  beginTime: string;
  insertTime: string;
}

describe('最后充装部门 (vcSummaryByDepartment, vcList)', () => {
  it('counts each using department as the raw filling records do', async () => {
    const raw = await sql<{
      department_name: string | null;
      vehicles: string;
      cylinders: string;
      stations: string;
      last: string;
    }>`
      select c.department_name, count(distinct c.plate_num) as vehicles, count(*) as cylinders,
        count(distinct l.station_id) as stations, max(l.begin_time) as last
      from ${rawLast} l join cylinder c on c.barcode = l.cylinder_barcode and c.category = 3
      group by c.department_name order by c.department_name nulls last`.execute(database.db);
    expect(raw.rows.length).toBeGreaterThan(3);
    const answer = await list<DepartmentRow>('superadmin', `${base}/vcSummaryByDepartment?${all}`);
    expect(answer.totalCount).toBe(raw.rows.length);
    expect(
      answer.list.map((row) => [
        row.departmentName,
        row.vehicleCount,
        row.cylinderCount,
        row.stationCount,
        row.lastFillingTime,
      ]),
    ).toEqual(
      raw.rows.map((row) => [
        row.department_name,
        Number(row.vehicles),
        Number(row.cylinders),
        Number(row.stations),
        formatDateTime(row.last),
      ]),
    );
    const body = (await get('superadmin', `${base}/vcSummaryByDepartment?${all}`)).json();
    const cylinders = raw.rows.reduce((sum, row) => sum + Number(row.cylinders), 0);
    expect(body.summary.cylinderCount).toBe(cylinders);
  });

  it("lists a department's vehicles, as many as its row counts, by plate number", async () => {
    const departments = await list<DepartmentRow>('superadmin', `${base}/vcSummaryByDepartment?${all}`);
    const department = departments.list.find((row) => row.departmentName !== null && row.cylinderCount > 1)!;
    const name = encodeURIComponent(department.departmentName!);
    const vehicles = await list<VehicleRow>('superadmin', `${base}/vcList?DepartmentName=${name}&${all}`);
    expect(vehicles.totalCount).toBe(department.cylinderCount);
    expect(new Set(vehicles.list.map((row) => row.plateNumber)).size).toBe(department.vehicleCount);
    expect(vehicles.list.every((row) => row.departmentName === department.departmentName)).toBe(true);
    const plates = vehicles.list.map((row) => row.plateNumber ?? '');
    expect(plates).toEqual([...plates].sort());
    expect(vehicles.list.every((row) => row.insertTime !== '' && row.beginTime !== '')).toBe(true);
    const plate = vehicles.list[0]!.plateNumber!;
    const byPlate = await list<VehicleRow>(
      'superadmin',
      `${base}/vcList?PlateNumber=${encodeURIComponent(plate.slice(-4))}&${all}`,
    );
    expect(byPlate.list.map((row) => row.plateNumber)).toContain(plate);
    expect(byPlate.list.every((row) => row.plateNumber?.includes(plate.slice(-4)))).toBe(true);
  });
});

describe('最后充装单位 (vcSummaryByFillingStation, VcListByStation)', () => {
  it('counts each station as the raw filling records do, and its list holds as many vehicles', async () => {
    const raw = await sql<{
      station_id: number;
      vehicles: string;
      cylinders: string;
      departments: string;
      last: string;
    }>`
      select l.station_id, count(distinct c.plate_num) as vehicles, count(*) as cylinders,
        count(distinct c.department_name) as departments, max(l.begin_time) as last
      from ${rawLast} l join cylinder c on c.barcode = l.cylinder_barcode and c.category = 3
      join station s on s.id = l.station_id
      group by l.station_id, s.division_code, s.code order by s.division_code, s.code, l.station_id`.execute(
      database.db,
    );
    const answer = await list<StationRow>('superadmin', `${base}/vcSummaryByFillingStation?${all}`);
    expect(
      answer.list.map((row) => [
        row.stationId,
        row.vehicleCount,
        row.cylinderCount,
        row.departmentCount,
        row.lastFillingTime,
      ]),
    ).toEqual(
      raw.rows.map((row) => [
        row.station_id,
        Number(row.vehicles),
        Number(row.cylinders),
        Number(row.departments),
        formatDateTime(row.last),
      ]),
    );
    const station = answer.list[0]!;
    const vehicles = await list<VehicleRow>(
      'superadmin',
      `${base}/VcListByStation?StationId=${station.stationId}&${all}`,
    );
    expect(vehicles.totalCount).toBe(station.cylinderCount);
    const times = vehicles.list.map((row) => row.beginTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(times[0]).toBe(station.lastFillingTime);
  });

  it('narrows to the last fillings of the chosen days', async () => {
    const from = '2026-06-01';
    const raw = await sql<{ count: string }>`select count(*) from ${rawLast} l
      join cylinder c on c.barcode = l.cylinder_barcode and c.category = 3
      where l.begin_time >= '2026-05-31T16:00:00Z'`.execute(database.db);
    const answer = await list<VehicleRow>('superadmin', `${base}/VcListByStation?From=${from}&CountPerPage=10`);
    expect(answer.totalCount).toBe(Number(raw.rows[0]!.count));
    expect(answer.list.every((row) => row.beginTime >= '2026-06-01')).toBe(true);
  });
});

describe('scope', () => {
  it('shows a district regulator only the stations of its district, with the same counts', async () => {
    const everything = await list<StationRow>('superadmin', `${base}/vcSummaryByFillingStation?${all}`);
    const district = await list<StationRow>('district', `${base}/vcSummaryByFillingStation?${all}`);
    expect(district.list.length).toBeGreaterThan(0);
    expect(district.list.length).toBeLessThan(everything.list.length);
    const strip = ({ stationId, vehicleCount, cylinderCount, lastFillingTime }: StationRow) => ({
      stationId,
      vehicleCount,
      cylinderCount,
      lastFillingTime,
    });
    expect(everything.list.map(strip)).toEqual(expect.arrayContaining(district.list.map(strip)));
    const own = new Set(district.list.map((row) => row.stationId));
    const vehicles = await list<VehicleRow>('district', `${base}/vcList?${all}`);
    expect(vehicles.list.every((row) => own.has(row.stationId))).toBe(true);
    const departments = await list<DepartmentRow>('district', `${base}/vcSummaryByDepartment?${all}`);
    expect(departments.list.reduce((sum, row) => sum + row.cylinderCount, 0)).toBe(vehicles.totalCount);
  });

  it('answers 404 and no rows for a station outside the scope, on every call', async () => {
    const everything = await list<StationRow>('superadmin', `${base}/vcSummaryByFillingStation?${all}`);
    const district = await list<StationRow>('district', `${base}/vcSummaryByFillingStation?${all}`);
    const own = new Set(district.list.map((row) => row.stationId));
    const foreign = everything.list.find((row) => !own.has(row.stationId))!;
    for (const call of ['vcSummaryByDepartment', 'vcSummaryByFillingStation', 'vcList', 'VcListByStation']) {
      const response = await get('district', `${base}/${call}?StationId=${foreign.stationId}`);
      expect(response.statusCode, call).toBe(404);
      expect(response.body).not.toContain(foreign.stationName);
    }
  });
});

describe('export', () => {
  it('writes the requested columns and the same rows as the list, with the 合计', async () => {
    const columns = [
      { code: 'departmentName', title: '使用部门' },
      { code: 'cylinderCount', title: '气瓶数' },
    ];
    const url = `${base}/vcSummaryByDepartment?${all}`;
    const rows = await list<DepartmentRow>('superadmin', url);
    const response = await get(
      'superadmin',
      `${url}&isExport=true&ExportColumns=${encodeURIComponent(JSON.stringify(columns))}`,
    );
    expect(response.statusCode).toBe(200);
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet[0]).toEqual(['使用部门', '气瓶数']);
    const total = rows.list.reduce((sum, row) => sum + row.cylinderCount, 0);
    expect(sheet.slice(1)).toEqual([
      ...rows.list.map((row) => [row.departmentName ?? undefined, row.cylinderCount]),
      ['合计', total],
    ]);
  });
});
