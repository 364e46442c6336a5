import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCylinder } from '../support/fixtures';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { barcodesOf, insertCylinderWorld, requester, type CylinderWorld } from './cylinderWorld';
import { sheetOf } from '../support/xlsxSheet';

let database: TestDatabase;
let app: TestApp;
let world: CylinderWorld;
let as: ReturnType<typeof requester>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  as = requester(app, () => world);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(async () => {
  await database.reset();
  world = await insertCylinderWorld(database.db);
});

const base = '/api/samr/Cylinder';

describe('CylinderAccurateList', () => {
  beforeEach(async () => {
    await insertCylinder(database.db, world, { barcode: 'E-100', serial_number: 'S1' });
    await insertCylinder(database.db, world, {
      barcode: 'E-1001',
      serial_number: 'S1',
      vendor_id: world.otherVendorId,
    });
    await insertCylinder(database.db, world, { barcode: 'E-DEL', serial_number: 'S1', status: 8 });
    await insertCylinder(database.db, world, {
      barcode: 'E-HZ',
      serial_number: 'S1',
      station_id: world.otherCityStationId,
    });
  });

  it('finds a barcode exactly (not by prefix), never a deleted one', async () => {
    expect(barcodesOf(await as.get('city', `${base}/CylinderAccurateList?Barcode=E-100`))).toEqual(['E-100']);
    expect(barcodesOf(await as.get('city', `${base}/CylinderAccurateList?Barcode=E-DEL`))).toEqual([]);
  });

  it('finds a serial number, narrowed by its maker, in the scope', async () => {
    expect(barcodesOf(await as.get('city', `${base}/CylinderAccurateList?SerialNumber=S1`))).toEqual([
      'E-1001',
      'E-100',
    ]);
    const byVendor = await as.get(
      'city',
      `${base}/CylinderAccurateList?SerialNumber=S1&VendorId=${world.otherVendorId}`,
    );
    expect(barcodesOf(byVendor)).toEqual(['E-1001']);
    expect(barcodesOf(await as.get('otherCity', `${base}/CylinderAccurateList?SerialNumber=S1`))).toEqual(['E-HZ']);
    expect(barcodesOf(await as.get('station', `${base}/CylinderAccurateList?Barcode=E-HZ`))).toEqual([]);
  });

  it('needs a condition', async () => {
    const response = await as.get('city', `${base}/CylinderAccurateList?VendorId=${world.vendorId}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().messeage).toBe('至少输入一个查询条件');
  });
});

describe('AbnormalCylinderAccurateList', () => {
  it('finds only cylinders with an active abnormal flag', async () => {
    const flagged = await insertCylinder(database.db, world, { barcode: 'AB-1', serial_number: 'AS' });
    const restored = await insertCylinder(database.db, world, { barcode: 'AB-2', serial_number: 'AS' });
    await insertCylinder(database.db, world, { barcode: 'AB-3', serial_number: 'AS' });
    await database.db
      .insertInto('cylinder_abnormal')
      .values([
        { cylinder_id: flagged, station_id: world.stationId, kind: 2, reason: '报失', flagged_by: '王五' },
        {
          cylinder_id: restored,
          station_id: world.stationId,
          kind: 1,
          reason: '停用',
          flagged_by: '王五',
          restored_at: '2026-01-01T00:00:00Z',
          restored_name: '王五',
        },
      ])
      .execute();
    const response = await as.get('station', `${base}/AbnormalCylinderAccurateList?SerialNumber=AS`);
    expect(response.statusCode).toBe(200);
    expect(barcodesOf(response)).toEqual(['AB-1']);
  });
});

describe('countByStation', () => {
  it('counts the filtered cylinders per station in scope, largest first, with the district', async () => {
    for (const index of [1, 2, 3]) await insertCylinder(database.db, world, { barcode: `K-A${index}` });
    for (const index of [1, 2]) {
      await insertCylinder(database.db, world, { barcode: `K-B${index}`, station_id: world.otherDistrictStationId });
    }
    await insertCylinder(database.db, world, { barcode: 'K-B3', station_id: world.otherDistrictStationId, status: 8 });
    await insertCylinder(database.db, world, { barcode: 'K-C1', station_id: world.otherCityStationId });
    await insertCylinder(database.db, world, { barcode: 'K-A4', category: 2 });
    const response = await as.get('city', `${base}/countByStation`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      messeage: '',
      totalCount: 2,
      list: [
        {
          ordinalNum: 1,
          stationId: world.stationId,
          stationName: '吴兴燃气充装站',
          areaName: '吴兴区',
          cylinderCount: 3,
        },
        {
          ordinalNum: 2,
          stationId: world.otherDistrictStationId,
          stationName: '南浔工业气体充装站',
          areaName: '南浔区',
          cylinderCount: 2,
        },
      ],
      summary: { cylinderCount: 5 },
    });
    const paged = (await as.get('city', `${base}/countByStation?CountPerPage=1&PageIndex=2`)).json();
    expect(paged).toMatchObject({ totalCount: 2, list: [{ ordinalNum: 2, cylinderCount: 2 }] });
    const filtered = (await as.get('city', `${base}/countByStation?CylinderCategory=2`)).json();
    expect(filtered.list).toEqual([expect.objectContaining({ stationId: world.stationId, cylinderCount: 1 })]);
    const district = (await as.get('district', `${base}/countByStation`)).json();
    expect(district.list.map((row: { stationId: number }) => row.stationId)).toEqual([world.stationId]);
  });

  it('totals the cylinders of every page of the filter in scope (合计), not those of the page', async () => {
    for (const index of [1, 2, 3]) await insertCylinder(database.db, world, { barcode: `T-A${index}` });
    for (const index of [1, 2]) {
      await insertCylinder(database.db, world, { barcode: `T-B${index}`, station_id: world.otherDistrictStationId });
    }
    await insertCylinder(database.db, world, { barcode: 'T-B3', station_id: world.otherDistrictStationId, status: 8 });
    await insertCylinder(database.db, world, { barcode: 'T-C1', station_id: world.otherCityStationId });
    await insertCylinder(database.db, world, { barcode: 'T-A4', category: 2 });

    const pages = await Promise.all(
      [1, 2].map(async (index) =>
        (await as.get('city', `${base}/countByStation?CountPerPage=1&PageIndex=${index}`)).json(),
      ),
    );
    const counted = pages.flatMap((page) => page.list).map((row: { cylinderCount: number }) => row.cylinderCount);
    expect(counted).toEqual([3, 2]);
    for (const page of pages) expect(page.summary).toEqual({ cylinderCount: 5 });

    const filtered = (await as.get('city', `${base}/countByStation?Barcode=T-A1`)).json();
    expect(filtered.summary).toEqual({ cylinderCount: 1 });
    const otherCategory = (await as.get('city', `${base}/countByStation?CylinderCategory=2`)).json();
    expect(otherCategory.summary).toEqual({ cylinderCount: 1 });
    const district = (await as.get('district', `${base}/countByStation`)).json();
    expect(district.summary).toEqual({ cylinderCount: 3 });
    const nothing = (await as.get('city', `${base}/countByStation?Barcode=NONE`)).json();
    expect(nothing).toMatchObject({ totalCount: 0, list: [], summary: { cylinderCount: 0 } });

    // The export ends with the 合计 row, its label and total under their columns in the exported order.
    const columns = JSON.stringify([
      { code: 'cylinderCount', title: '气瓶数量' },
      { code: 'areaName', title: '所属区域' },
      { code: 'stationName', title: '充装单位' },
    ]);
    const exported = await as.get(
      'city',
      `${base}/countByStation?isExport=true&CountPerPage=1&ExportColumns=${encodeURIComponent(columns)}`,
    );
    expect(await sheetOf(exported.rawPayload)).toEqual([
      ['气瓶数量', '所属区域', '充装单位'],
      [3, '吴兴区', '吴兴燃气充装站'],
      [2, '南浔区', '南浔工业气体充装站'],
      [5, undefined, '合计'],
    ]);
    const countOnly = JSON.stringify([{ code: 'cylinderCount', title: '气瓶数量' }]);
    const districtExport = await as.get(
      'district',
      `${base}/countByStation?isExport=true&ExportColumns=${encodeURIComponent(countOnly)}`,
    );
    expect(await sheetOf(districtExport.rawPayload)).toEqual([['气瓶数量'], [3], [3]]);
  });

  it('refuses a station outside the scope and exports the counts of the scope with the shown columns', async () => {
    for (const index of [1, 2]) await insertCylinder(database.db, world, { barcode: `X-A${index}` });
    await insertCylinder(database.db, world, { barcode: 'X-B1', station_id: world.otherDistrictStationId });
    const foreign = await as.get('district', `${base}/countByStation?StationId=${world.otherDistrictStationId}`);
    expect(foreign.statusCode).toBe(404);

    const columns = JSON.stringify([
      { code: 'stationName', title: '充装单位' },
      { code: 'cylinderCount', title: '气瓶数量' },
    ]);
    const response = await as.get(
      'city',
      `${base}/countByStation?isExport=true&ExportColumns=${encodeURIComponent(columns)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('充装站气瓶档案统计.xlsx'));
    expect(await sheetOf(response.rawPayload)).toEqual([
      ['充装单位', '气瓶数量'],
      ['吴兴燃气充装站', 2],
      ['南浔工业气体充装站', 1],
      ['合计', 3],
    ]);
    const unknown = JSON.stringify([{ code: 'barcode', title: '气瓶条码' }]);
    const refused = await as.get(
      'city',
      `${base}/countByStation?isExport=true&ExportColumns=${encodeURIComponent(unknown)}`,
    );
    expect(refused.statusCode).toBe(400);
  });
});

describe('countByDepartment', () => {
  it('counts vehicle cylinders per using department', async () => {
    const vehicle = (barcode: string, department: string | null, stationId = world.stationId) =>
      insertCylinder(database.db, world, {
        barcode,
        category: 3,
        department_name: department,
        plate_num: `浙E${barcode}`,
        station_id: stationId,
      });
    await vehicle('V1', '湖州公交公司');
    await vehicle('V2', '湖州公交公司');
    await vehicle('V3', '湖州出租公司');
    await vehicle('V4', null);
    await vehicle('V5', '杭州公交公司', world.otherCityStationId);
    await insertCylinder(database.db, world, { barcode: 'L1', department_name: '液化气用户' });
    const response = await as.get('city', `${base}/countByDepartment`);
    expect(response.json()).toMatchObject({
      totalCount: 3,
      list: [
        { ordinalNum: 1, departmentName: '湖州公交公司', cylinderCount: 2 },
        { ordinalNum: 2, departmentName: '湖州出租公司', cylinderCount: 1 },
        { ordinalNum: 3, departmentName: null, cylinderCount: 1 },
      ],
    });
    const paged = (await as.get('city', `${base}/countByDepartment?CountPerPage=2&PageIndex=2`)).json();
    // 合计 is every vehicle cylinder of the filter in scope, on each page.
    expect(paged).toEqual({
      result: true,
      messeage: '',
      totalCount: 3,
      list: [{ ordinalNum: 3, departmentName: null, cylinderCount: 1 }],
      summary: { cylinderCount: 4 },
    });
    const bus = encodeURIComponent('湖州公交公司');
    expect((await as.get('district', `${base}/countByDepartment?DepartmentName=${bus}`)).json().summary).toEqual({
      cylinderCount: 2,
    });

    const department = encodeURIComponent('湖州公交公司');
    const exported = await as.get('city', `${base}/countByDepartment?isExport=true&DepartmentName=${department}`);
    expect(exported.headers['content-disposition']).toContain(encodeURIComponent('使用单位气瓶档案统计.xlsx'));
    expect(await sheetOf(exported.rawPayload)).toEqual([
      ['序号', '使用单位', '气瓶数量'],
      [1, '湖州公交公司', 2],
      [undefined, '合计', 2],
    ]);
  });
});
