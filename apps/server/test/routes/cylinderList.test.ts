import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CylinderTable } from '../../src/db/schema';
import { insertCylinder, insertInspection } from '../support/fixtures';
import { sheetOf } from '../support/xlsxSheet';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { barcodesOf, insertCylinderWorld, requester, type CylinderWorld } from './cylinderWorld';

let database: TestDatabase;
let app: TestApp;
let world: CylinderWorld;
let as: ReturnType<typeof requester>;
let otherSpecId: number;

type Values = Partial<Insertable<CylinderTable>>;

/**
 * Each case: a query, a cylinder it must find (hit) and one it must not (miss) that differs only in what the
 * filter looks at. Every case's cylinders carry their own barcode prefix, so a case is read on its own.
 */
interface FilterCase {
  name: string;
  query: Record<string, string>;
  hit: Values;
  miss: Values;
}

const cases = (): FilterCase[] => [
  {
    name: 'StationId',
    query: { StationId: String(world.stationId) },
    hit: {},
    miss: { station_id: world.otherDistrictStationId },
  },
  {
    name: 'StationIds (comma-separated)',
    query: { StationIds: `${world.otherDistrictStationId},999999` },
    hit: { station_id: world.otherDistrictStationId },
    miss: {},
  },
  {
    name: 'fillingStationId',
    query: { fillingStationId: String(world.otherDistrictStationId) },
    hit: { station_id: world.otherDistrictStationId },
    miss: {},
  },
  { name: 'StationType', query: { StationType: '2' }, hit: { station_id: world.otherDistrictStationId }, miss: {} },
  {
    name: 'RegulatorId (the district regulator supervises 吴兴区)',
    query: { RegulatorId: String(world.districtRegulatorId) },
    hit: {},
    miss: { station_id: world.otherDistrictStationId },
  },
  {
    name: 'RegulatorIds',
    query: { RegulatorIds: String(world.districtRegulatorId) },
    hit: {},
    miss: { station_id: world.otherDistrictStationId },
  },
  {
    name: 'VendorId',
    query: { VendorId: String(world.otherVendorId) },
    hit: { vendor_id: world.otherVendorId },
    miss: {},
  },
  { name: 'TypeId', query: { TypeId: String(world.typeId) }, hit: {}, miss: { type_id: null } },
  {
    name: 'MediumId',
    query: { MediumId: String(world.otherMediumId) },
    hit: { medium_id: world.otherMediumId },
    miss: {},
  },
  { name: 'Spec (by name)', query: { Spec: 'YSP118' }, hit: { spec_id: otherSpecId }, miss: {} },
  {
    name: 'RecordEntityName (contains)',
    query: { RecordEntityName: '吴兴' },
    hit: {},
    miss: { record_entity_name: '南浔工业气体充装站' },
  },
  { name: 'RecordMan (contains)', query: { RecordMan: '小明' }, hit: { record_man: '王小明' }, miss: {} },
  {
    name: 'From/To (China-time days of record_time, the end day whole)',
    query: { From: '2024-05-01', To: '2024-05-31' },
    hit: { record_time: '2024-05-31T15:59:59.000Z' },
    miss: { record_time: '2024-05-31T16:00:00.000Z' },
  },
  {
    name: 'From alone',
    query: { From: '2024-05-01' },
    hit: { record_time: '2024-04-30T16:00:00.000Z' },
    miss: { record_time: '2024-04-30T15:59:59.000Z' },
  },
  {
    name: 'MakeDateStart/End (by month, the end month whole)',
    query: { MakeDateStart: '2020-03', MakeDateEnd: '2020-03' },
    hit: { make_date: '2020-03-31' },
    miss: { make_date: '2020-04-01' },
  },
  {
    name: 'MakeDateStart (from the first day of the month)',
    query: { MakeDateStart: '2020-03' },
    hit: { make_date: '2020-03-01' },
    miss: { make_date: '2020-02-29' },
  },
  {
    name: 'LastInspectionDateStart/End',
    query: { LastInspectionDateStart: '2024-01', LastInspectionDateEnd: '2024-06' },
    hit: { last_inspection_date: '2024-06-30' },
    miss: { last_inspection_date: '2024-07-01' },
  },
  {
    name: 'NextInspectionDateStart/End',
    query: { NextInspectionDateStart: '2026-12', NextInspectionDateEnd: '2027-05' },
    hit: { next_inspection_date: '2026-12-01' },
    miss: { next_inspection_date: '2026-11-30' },
  },
  {
    name: 'ScrapDateStart/End',
    query: { ScrapDateStart: '2030-01', ScrapDateEnd: '2030-12' },
    hit: { scrap_date: '2030-12-31' },
    miss: { scrap_date: '2031-01-01' },
  },
  {
    name: 'LastModifyTimeStart/End',
    query: { LastModifyTimeStart: '2025-01-02', LastModifyTimeEnd: '2025-01-02' },
    hit: { last_modify_time: '2025-01-01T16:00:00.000Z' },
    miss: { last_modify_time: '2025-01-01T15:59:59.000Z' },
  },
  {
    name: 'SerialNumber (prefix)',
    query: { SerialNumber: 'ABC' },
    hit: { serial_number: 'ABC123' },
    miss: { serial_number: 'XABC123' },
  },
  { name: 'SelfCode (prefix)', query: { SelfCode: 'ZY-1' }, hit: { self_code: 'ZY-12' }, miss: { self_code: 'ZY-21' } },
  {
    name: 'PlateNum (prefix, vehicle)',
    query: { CylinderCategory: '3', PlateNum: '浙E' },
    hit: { category: 3, plate_num: '浙E12345' },
    miss: { category: 3, plate_num: '浙A12345' },
  },
  {
    name: 'VcType (vehicle)',
    query: { CylinderCategory: '3', VcType: '出租车' },
    hit: { category: 3, vc_type_name: '出租车' },
    miss: { category: 3, vc_type_name: '公交车' },
  },
  {
    name: 'DepartmentName (vehicle use unit)',
    query: { CylinderCategory: '3', DepartmentName: '嘉兴公交集团' },
    hit: { category: 3, department_name: '嘉兴公交集团' },
    miss: { category: 3, department_name: '嘉兴出租汽车公司' },
  },
  {
    name: 'CylinderRemark (contains, % and _ taken literally)',
    query: { CylinderRemark: '100%_' },
    hit: { remark: '瓶阀100%_已更换' },
    miss: { remark: '瓶阀1000X已更换' },
  },
  {
    name: 'NominalWorkingPressureBottom/Top',
    query: { NominalWorkingPressureBottom: '2', NominalWorkingPressureTop: '2.1' },
    hit: {},
    miss: { nominal_working_pressure: 2.2 },
  },
  { name: 'VolumeBottom', query: { VolumeBottom: '35.5' }, hit: {}, miss: { volume: 35.4 } },
  { name: 'VolumeTop', query: { VolumeTop: '35.5' }, hit: {}, miss: { volume: 35.6 } },
  {
    name: 'WallThicknessBottom/Top',
    query: { WallThicknessBottom: '2.5', WallThicknessTop: '3' },
    hit: {},
    miss: { wall_thickness: 3.1 },
  },
  { name: 'BelongType', query: { BelongType: '1' }, hit: { belong_type: 1 }, miss: {} },
  { name: 'IsIssued 1', query: { IsIssued: '1' }, hit: { is_issued: true, issued_no: 'FZ1' }, miss: {} },
  { name: 'IsIssued 0', query: { IsIssued: '0' }, hit: {}, miss: { is_issued: true } },
  { name: 'Isvalid 0', query: { Isvalid: '0' }, hit: { is_valid: false }, miss: {} },
  {
    name: 'IsInstalledPressureRetainingValue 2 (not filled in)',
    query: { IsInstalledPressureRetainingValue: '2' },
    hit: {},
    miss: { is_installed_pressure_retaining_valve: false },
  },
  {
    name: 'IsInstalledPressureRetainingValue 0',
    query: { IsInstalledPressureRetainingValue: '0' },
    hit: { is_installed_pressure_retaining_valve: false },
    miss: {},
  },
  {
    name: 'IsInstalledPressureRetainingValue 1',
    query: { IsInstalledPressureRetainingValue: '1' },
    hit: { is_installed_pressure_retaining_valve: true },
    miss: { is_installed_pressure_retaining_valve: false },
  },
  { name: 'CylinderStatus 2', query: { CylinderStatus: '2' }, hit: { status: 2 }, miss: {} },
  { name: 'deleted hidden by default', query: {}, hit: {}, miss: { status: 8 } },
  { name: 'CylinderStatus 8 shows the deleted', query: { CylinderStatus: '8' }, hit: { status: 8 }, miss: {} },
  { name: 'IsBlackList', query: { IsBlackList: 'true' }, hit: { is_blacklisted: true }, miss: {} },
  {
    name: 'CylinderCategory (default 1)',
    query: {},
    hit: {},
    miss: { category: 2 },
  },
  { name: 'CylinderCategory 2', query: { CylinderCategory: '2' }, hit: { category: 2 }, miss: {} },
];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  as = requester(app, () => world);
  await database.reset();
  world = await insertCylinderWorld(database.db);
  otherSpecId = (
    await database.db
      .insertInto('cylinder_spec')
      .values({ name: 'YSP118', category: 1, medium_id: world.mediumId, preset_weight: 49.5 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  for (const [index, filterCase] of cases().entries()) {
    await insertCylinder(database.db, world, { barcode: `F${index}-HIT`, ...filterCase.hit });
    await insertCylinder(database.db, world, { barcode: `F${index}-MISS`, ...filterCase.miss });
  }
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const listUrl = (query: Record<string, string>) => `/api/samr/Cylinder/list?${new URLSearchParams(query)}`;

describe('the advanced filter, end to end', () => {
  it('finds the hit and not the miss of every case (each case alone by its barcode prefix)', async () => {
    const failures: string[] = [];
    for (const [index, filterCase] of cases().entries()) {
      const response = await as.get('admin', listUrl({ ...filterCase.query, Barcode: `F${index}-` }));
      expect(response.statusCode, filterCase.name).toBe(200);
      const found = barcodesOf(response);
      if (JSON.stringify(found) !== JSON.stringify([`F${index}-HIT`])) failures.push(`${filterCase.name}: ${found}`);
    }
    expect(failures).toEqual([]);
  });

  it('without the filter, finds both cylinders of a case (the miss differs only in what was filtered)', async () => {
    const response = await as.get('admin', listUrl({ Barcode: 'F0-' }));
    expect(barcodesOf(response)).toEqual(['F0-MISS', 'F0-HIT']);
  });

  it('matches the barcode by prefix, a whole barcode too', async () => {
    expect(barcodesOf(await as.get('admin', listUrl({ Barcode: 'F1-H' })))).toEqual(['F1-HIT']);
    expect(barcodesOf(await as.get('admin', listUrl({ Barcode: 'F1-HIT' })))).toEqual(['F1-HIT']);
    expect(barcodesOf(await as.get('admin', listUrl({ Barcode: '-HIT' })))).toEqual([]);
  });

  it('answers rows newest first with their totalCount and sequence numbers across pages', async () => {
    const all = barcodesOf(await as.get('admin', listUrl({ CountPerPage: '500' })));
    const total = all.length;
    expect(total).toBeGreaterThan(30);
    const first = (await as.get('admin', listUrl({ CountPerPage: '10' }))).json();
    expect(first.totalCount).toBe(total);
    expect(first.list.map((row: { ordinalNum: number }) => row.ordinalNum)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const ids = first.list.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const lastPage = Math.ceil(total / 10);
    const last = (await as.get('admin', listUrl({ CountPerPage: '10', PageIndex: String(lastPage) }))).json();
    expect(last.totalCount).toBe(total);
    expect(last.list).toHaveLength(total - (lastPage - 1) * 10);
    expect(last.list[0].ordinalNum).toBe((lastPage - 1) * 10 + 1);
    const past = (await as.get('admin', listUrl({ CountPerPage: '10', PageIndex: String(lastPage + 1) }))).json();
    expect(past).toMatchObject({ totalCount: total, list: [] });
    const pages = [];
    for (let page = 1; page <= lastPage; page += 1) {
      pages.push(...barcodesOf(await as.get('admin', listUrl({ CountPerPage: '10', PageIndex: String(page) }))));
    }
    expect(pages).toEqual(all);
  });
});

describe('validation', () => {
  it('refuses a lower bound above its upper bound with the Chinese message naming the field', async () => {
    const response = await as.get('city', listUrl({ VolumeBottom: '50', VolumeTop: '35' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().messeage).toBe('容积的下限不能大于上限（VolumeTop）');
  });

  it('refuses a month in the wrong format and a status outside the enumeration', async () => {
    const month = await as.get('city', listUrl({ MakeDateStart: '2020-3' }));
    expect(month.statusCode).toBe(400);
    expect(month.json().messeage).toBe('制造年月起格式应为年-月，例如2024-05（MakeDateStart）');
    const status = await as.get('city', listUrl({ CylinderStatus: '3' }));
    expect(status.statusCode).toBe(400);
    expect(status.json().messeage).toContain('气瓶状态只能是0、2、5、6、7、8、9');
  });

  it('refuses a page size over 500', async () => {
    const response = await as.get('city', listUrl({ CountPerPage: '1000' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().messeage).toContain('每页条数不能超过500');
  });
});

describe('data scope', () => {
  const scopeBarcodes = async (role: Parameters<typeof as.get>[0], query: Record<string, string> = {}) =>
    barcodesOf(await as.get(role, listUrl({ ...query, Barcode: 'S-', CountPerPage: '50' }))).sort();

  beforeAll(async () => {
    await insertCylinder(database.db, world, { barcode: 'S-OWN' });
    await insertCylinder(database.db, world, { barcode: 'S-DISTRICT', station_id: world.otherDistrictStationId });
    await insertCylinder(database.db, world, { barcode: 'S-CITY', station_id: world.otherCityStationId });
  });

  it('shows a station its own cylinders, a district regulator its district, a city regulator its city', async () => {
    expect(await scopeBarcodes('station')).toEqual(['S-OWN']);
    expect(await scopeBarcodes('district')).toEqual(['S-OWN']);
    expect(await scopeBarcodes('city')).toEqual(['S-DISTRICT', 'S-OWN']);
    expect(await scopeBarcodes('otherCity')).toEqual(['S-CITY']);
    expect(await scopeBarcodes('admin')).toEqual(['S-CITY', 'S-DISTRICT', 'S-OWN']);
  });

  it('answers 404 when the filter names a station or regulator outside the scope, and keeps the scope otherwise', async () => {
    const status = async (role: Parameters<typeof as.get>[0], query: Record<string, string>) =>
      (await as.get(role, listUrl({ ...query, Barcode: 'S-' }))).statusCode;
    expect(await status('station', { StationId: String(world.otherDistrictStationId) })).toBe(404);
    expect(await status('district', { StationId: String(world.otherDistrictStationId) })).toBe(404);
    expect(await status('city', { StationId: String(world.otherCityStationId) })).toBe(404);
    expect(await scopeBarcodes('district', { StationIds: String(world.otherDistrictStationId) })).toEqual([]);
    expect(await scopeBarcodes('district', { fillingStationId: String(world.otherDistrictStationId) })).toEqual([]);
    expect(await scopeBarcodes('city', { StationId: String(world.otherDistrictStationId) })).toEqual(['S-DISTRICT']);
    const emptyInScope = await as.get(
      'city',
      listUrl({ StationId: String(world.otherDistrictStationId), Barcode: 'NONE-' }),
    );
    expect(emptyInScope.json()).toMatchObject({ result: true, totalCount: 0, list: [] });
    expect(await scopeBarcodes('otherCity', { fillingStationId: String(world.otherCityStationId) })).toEqual([
      'S-CITY',
    ]);
    const hangzhou = await database.db
      .selectFrom('regulator')
      .where('division_code', '=', '330100')
      .select('id')
      .executeTakeFirstOrThrow();
    expect(await status('city', { RegulatorId: String(hangzhou.id) })).toBe(404);
    expect(await scopeBarcodes('admin', { RegulatorId: String(hangzhou.id) })).toEqual(['S-CITY']);
    const vehicles = await as.get('city', `/api/samr/Cylinder/vclist?StationId=${world.otherCityStationId}`);
    expect(vehicles.statusCode).toBe(404);
  });

  it('counts only what the scope holds', async () => {
    const response = await as.get('district', listUrl({ Barcode: 'S-', CountPerPage: '1' }));
    expect(response.json().totalCount).toBe(1);
    const named = await as.get(
      'district',
      listUrl({ Barcode: 'S-', StationIds: String(world.otherDistrictStationId) }),
    );
    expect(named.json()).toMatchObject({ totalCount: 0, list: [] });
  });
});

describe('the rows', () => {
  it('answer every column of the archive tables with the display rules', async () => {
    const id = await insertCylinder(database.db, world, {
      barcode: 'ROW-1',
      register_code: 'CQ-1',
      record_time: '2024-05-31T16:30:00.000Z',
      last_modify_time: '2025-01-01T02:03:04.000Z',
      is_issued: true,
      issued_no: 'FZ-001',
      audit_result: 1,
      belong_type: 2,
      next_inspection_date: '2026-07-10',
    });
    await insertInspection(database.db, world, id, { report_code: 'ROW-R1', operation_time: '2024-03-01T02:00:00Z' });
    const [row] = (await as.get('city', listUrl({ Barcode: 'ROW-1' }))).json().list;
    expect(row).toMatchObject({
      id,
      ordinalNum: 1,
      stationId: world.stationId,
      stationName: '吴兴燃气充装站',
      vendorName: '浙江金盾压力容器有限公司',
      serialNumber: 'SN-ROW-1',
      makeDate: '2020-03',
      barcode: 'ROW-1',
      vendorBarcode: 'VB-ROW-1',
      selfCode: 'SC-ROW-1',
      inspectionStationName: '湖州特种设备检测院',
      lastInspectionDate: '2024-03',
      nextInspectionDate: '2026-07',
      scrapDate: '2035-03',
      lastModifyTime: '2025-01-01 10:03:04',
      recordTime: '2024-06-01 00:30:00',
      auditResult: 1,
      auditNotice: '审核通过',
      typeName: '焊接钢瓶',
      mediumName: '液化石油气',
      spec: 'YSP35.5',
      volume: 35.5,
      nominalWorkingPressure: 2.1,
      wallThickness: 2.6,
      status: 0,
      cylinderStatus: '正常',
      recordMan: '李四',
      recordEntityName: '吴兴燃气充装站',
      registerCode: 'CQ-1',
      isIssued: true,
      issuedStatusDesc: '已发证',
      issuedNo: 'FZ-001',
      belongType: 2,
      belongTypeDesc: '寄存',
      blackList: false,
      barcodeColorStatus: '黄码',
      category: 1,
      plateNum: null,
    });
  });

  it('read 超期未检 and a red code for a cylinder past its inspection date (today is 2026-06-15)', async () => {
    await insertCylinder(database.db, world, { barcode: 'ROW-2', next_inspection_date: '2026-06-14' });
    const [row] = (await as.get('city', listUrl({ Barcode: 'ROW-2' }))).json().list;
    expect(row).toMatchObject({ cylinderStatus: '超期未检', barcodeColorStatus: '红码', auditNotice: '未审核' });
  });
});

describe('vclist', () => {
  it('lists vehicle cylinders whatever category is asked, with the vehicle columns', async () => {
    await insertCylinder(database.db, world, {
      barcode: 'VC-1',
      category: 3,
      plate_num: '浙E00001',
      vc_type_name: '公交车',
      department_name: '湖州公交公司',
      install_entity_name: '湖州汽车改装厂',
      install_date: '2021-05-06',
    });
    await insertCylinder(database.db, world, { barcode: 'VC-2' });
    const response = await as.get('city', `/api/samr/Cylinder/vclist?Barcode=VC-&CylinderCategory=1`);
    expect(response.statusCode).toBe(200);
    expect(response.json().list).toEqual([
      expect.objectContaining({
        barcode: 'VC-1',
        category: 3,
        plateNum: '浙E00001',
        vcTypeName: '公交车',
        departmentName: '湖州公交公司',
        installEntityName: '湖州汽车改装厂',
        installDate: '2021-05-06',
      }),
    ]);
  });
});

describe('CylinderList (气瓶列表)', () => {
  it('answers the vehicle archive under the codes spec 02 section 3.12 records: rowNumber, fillingStationName, status text, volume', async () => {
    const id = await insertCylinder(database.db, world, {
      barcode: 'CL-1',
      category: 3,
      plate_num: '浙E00002',
      next_inspection_date: '2026-06-14',
    });
    await insertCylinder(database.db, world, { barcode: 'CL-2' });
    const response = await as.get('city', `/api/samr/Cylinder/CylinderList?Barcode=CL-&CylinderCategory=1`);
    expect(response.statusCode, response.body).toBe(200);
    const { list } = response.json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id,
      rowNumber: 1,
      fillingStationName: '吴兴燃气充装站',
      barcode: 'CL-1',
      volume: 35.5,
      // The status in words; the stored status stays as statusCode.
      status: '超期未检',
      statusCode: 0,
      plateNum: '浙E00002',
    });
    for (const old of ['ordinalNum', 'stationName', 'cylinderStatus']) expect(list[0]).not.toHaveProperty(old);
  });

  it('exports the requested columns under their new codes', async () => {
    await insertCylinder(database.db, world, { barcode: 'CL-3', category: 3 });
    const columns = JSON.stringify([
      { code: 'rowNumber', title: '序号' },
      { code: 'fillingStationName', title: '充装单位' },
      { code: 'barcode', title: '气瓶条码' },
      { code: 'volume', title: '容积(L)' },
      { code: 'status', title: '气瓶状态' },
    ]);
    const response = await as.get(
      'city',
      `/api/samr/Cylinder/CylinderList?Barcode=CL-3&isExport=true&ExportColumns=${encodeURIComponent(columns)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await sheetOf(response.rawPayload)).toEqual([
      ['序号', '充装单位', '气瓶条码', '容积(L)', '气瓶状态'],
      [1, '吴兴燃气充装站', 'CL-3', 35.5, '正常'],
    ]);
  });
});
