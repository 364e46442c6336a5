import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCylinder, insertFilling, insertImage, insertInspection, pngPicture } from '../support/fixtures';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { insertCylinderWorld, requester, type CylinderRole, type CylinderWorld } from './cylinderWorld';

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

async function history(
  cylinderId: number,
  entries: { action: number; stationId: number | null; status: number; at: string; changes?: object[] }[],
) {
  await database.db
    .insertInto('cylinder_history')
    .values(
      entries.map((entry) => ({
        cylinder_id: cylinderId,
        action: entry.action,
        changes: JSON.stringify(entry.changes ?? []),
        station_id: entry.stationId,
        status: entry.status,
        operator_name: '李四',
        entity_name: '吴兴燃气充装站',
        changed_at: entry.at,
      })),
    )
    .execute();
}

describe('queryBaseInfoById', () => {
  it('answers the full record: names and ids, dates by the display rule, proof documents, audit and rule version', async () => {
    const rule = await database.db
      .insertInto('inspection_rule')
      .values({
        rule_key: 7,
        version: 2,
        category: 1,
        standard: 'GB 5842',
        inspection_period_months: 48,
        design_life_years: 8,
        created_by: 'admin',
        retired_at: '2026-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await insertCylinder(database.db, world, {
      barcode: 'D-1',
      proof_material: 5,
      product_standard: 'GB 5842-2006',
      date_rule_id: rule.id,
      audit_result: -1,
      audit_remark: '缺少证明',
      audit_time: '2020-04-01T02:00:00.000Z',
      remark: '备注',
      record_time: '2020-03-31T20:00:00.000Z',
    });
    const response = await as.get('city', `${base}/queryBaseInfoById?Id=${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id,
      barcode: 'D-1',
      category: 1,
      categoryName: '液化气瓶',
      stationId: world.stationId,
      stationName: '吴兴燃气充装站',
      vendorId: world.vendorId,
      vendorName: '浙江金盾压力容器有限公司',
      vendorBarcode: 'VB-D-1',
      typeId: world.typeId,
      mediumId: world.mediumId,
      specId: world.specId,
      spec: 'YSP35.5',
      productStandard: 'GB 5842-2006',
      makeDate: '2020-03',
      lastInspectionDate: '2024-03',
      nextInspectionDate: '2028-03',
      scrapDate: '2035-03',
      cylinderStatus: '正常',
      barcodeColorStatus: '绿码',
      belongTypeDesc: '自有产权',
      isValid: true,
      cylinderRemark: '备注',
      proofMaterial: 5,
      proofMaterialNames: ['产品质量证明书', '产权证明'],
      recordTime: '2020-04-01 04:00:00',
      auditResult: -1,
      auditNotice: '审核不通过',
      auditRegulatorName: '湖州市市场监督管理局',
      auditPersonName: '王五',
      auditTime: '2020-04-01 10:00:00',
      auditRemark: '缺少证明',
      isIssued: false,
      issuedStatusDesc: '未发证',
      plateNum: null,
      vcTypeNmae: null,
      dateRule: {
        id: rule.id,
        ruleKey: 7,
        version: 2,
        inspectionPeriodMonths: 48,
        firstInspectionMonths: null,
        designLifeYears: 8,
        standard: 'GB 5842',
        remark: null,
        isCurrent: false,
      },
    });
  });

  it('shows the vehicle fields of a vehicle cylinder', async () => {
    const id = await insertCylinder(database.db, world, {
      barcode: 'D-VC',
      category: 3,
      plate_num: '浙E12345',
      vc_type_name: '出租车',
      department_name: '湖州出租公司',
      install_entity_name: '湖州汽车改装厂',
      install_date: '2021-05-06',
      is_installed_pressure_retaining_valve: true,
    });
    const { data } = (await as.get('station', `${base}/queryBaseInfoById?Id=${id}`)).json();
    expect(data).toMatchObject({
      categoryName: '车用气瓶',
      plateNum: '浙E12345',
      vcTypeNmae: '出租车',
      departmentName: '湖州出租公司',
      installEntityName: '湖州汽车改装厂',
      installDate: '2021-05-06',
      isInstalledPressureRetainingValve: true,
      dateRule: null,
    });
  });
});

describe('the tabs of one cylinder', () => {
  it('pages its inspection records newest first', async () => {
    const id = await insertCylinder(database.db, world, { barcode: 'T-1' });
    await insertInspection(database.db, world, id, { report_code: 'R1', operation_time: '2016-03-01T02:00:00Z' });
    await insertInspection(database.db, world, id, { report_code: 'R2', operation_time: '2020-03-01T02:00:00Z' });
    await insertInspection(database.db, world, id, {
      report_code: 'R3',
      operation_time: '2024-03-01T02:00:00Z',
      result: 2,
    });
    const first = (await as.get('city', `${base}/queryInspectionInfoById?Id=${id}&CountPerPage=1`)).json();
    expect(first.totalCount).toBe(3);
    expect(first.list).toEqual([expect.objectContaining({ reportCode: 'R3', result: '不合格' })]);
    const second = (await as.get('city', `${base}/queryInspectionInfoById?Id=${id}&CountPerPage=2&PageIndex=2`)).json();
    expect(second.list.map((row: { reportCode: string }) => row.reportCode)).toEqual(['R1']);
  });

  it('lists the archive pictures, then the supplemental photos, each with a fetchable url', async () => {
    const id = await insertCylinder(database.db, world, { barcode: 'T-2' });
    const photo = await insertImage(database.db, id, 2, '补充照片', pngPicture(4, 4));
    const archive = await insertImage(database.db, id, 1, '建档照片', pngPicture(8, 6));
    const { list, totalCount } = (await as.get('station', `${base}/queryImageInfoById?Id=${id}`)).json();
    expect(totalCount).toBe(2);
    expect(list).toEqual([
      expect.objectContaining({
        id: archive,
        kind: 1,
        name: '建档照片',
        // By the cylinder's public handle: picture ids alone open nothing (docs/security.md).
        url: expect.stringMatching(new RegExp(`^/api/samr/PublicQuery/Image\\?CylinderId=[\\w-]{22}&Id=${archive}$`)),
      }),
      expect.objectContaining({ id: photo, kind: 2, name: '补充照片' }),
    ]);
    const picture = await app.inject({ method: 'GET', url: list[0].url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('answers the issue information with the issuing regulator', async () => {
    const id = await insertCylinder(database.db, world, {
      barcode: 'T-3',
      is_issued: true,
      issued_no: 'TS-2024-001',
      issued_time: '2024-05-01T01:00:00.000Z',
      issued_regulator_id: world.regulatorId,
    });
    const { data } = (await as.get('city', `${base}/queryIssuedInfoById?Id=${id}`)).json();
    expect(data).toEqual({
      isIssued: true,
      issuedStatusDesc: '已发证',
      issuedNo: 'TS-2024-001',
      issuedTime: '2024-05-01 09:00:00',
      issuingRegulatorName: '湖州市市场监督管理局',
    });
  });

  it('answers the valve information', async () => {
    const id = await insertCylinder(database.db, world, {
      barcode: 'T-4',
      valve_vendor_name: '宁波阀门厂',
      valve_model: 'CYF-2',
      valve_serial_number: 'V0001',
      valve_make_date: '2019-12-01',
      is_installed_pressure_retaining_valve: false,
    });
    const { data } = (await as.get('city', `${base}/queryCylinderValveById?Id=${id}`)).json();
    expect(data).toEqual({
      valveVendorName: '宁波阀门厂',
      valveModel: 'CYF-2',
      valveSerialNumber: 'V0001',
      valveMakeDate: '2019-12-01',
      isInstalledPressureRetainingValve: false,
    });
  });

  it('answers the change history newest first, with who, for which unit, the action and the changes', async () => {
    const id = await insertCylinder(database.db, world, { barcode: 'T-5' });
    await history(id, [
      { action: 1, stationId: world.stationId, status: 0, at: '2024-01-01T00:00:00.000Z' },
      {
        action: 2,
        stationId: world.stationId,
        status: 0,
        at: '2024-02-01T00:00:00.000Z',
        changes: [{ field: 'selfCode', label: '自有编号', from: 'A1', to: 'A2' }],
      },
    ]);
    const answer = (await as.get('city', `${base}/queryHistoryInfoById?Id=${id}`)).json();
    expect(answer.totalCount).toBe(2);
    expect(answer.list).toEqual([
      {
        id: expect.any(Number),
        operatorName: '李四',
        unitName: '吴兴燃气充装站',
        operationTime: '2024-02-01 08:00:00',
        action: 2,
        actionName: '修改',
        changes: [{ label: '自有编号', from: 'A1', to: 'A2' }],
      },
      expect.objectContaining({ action: 1, actionName: '建档', changes: [] }),
    ]);
  });

  it('answers the ownership and status trail: only the entries where the station or the status changed', async () => {
    const id = await insertCylinder(database.db, world, { barcode: 'T-6' });
    await history(id, [
      { action: 1, stationId: world.otherDistrictStationId, status: 0, at: '2023-01-01T00:00:00.000Z' },
      { action: 2, stationId: world.otherDistrictStationId, status: 0, at: '2023-02-01T00:00:00.000Z' },
      { action: 10, stationId: world.stationId, status: 0, at: '2023-03-01T00:00:00.000Z' },
      { action: 3, stationId: world.stationId, status: 0, at: '2023-04-01T00:00:00.000Z' },
      { action: 7, stationId: world.stationId, status: 7, at: '2023-05-01T00:00:00.000Z' },
    ]);
    const answer = (await as.get('city', `${base}/queryHistoryInfoById2?Id=${id}`)).json();
    expect(answer.totalCount).toBe(3);
    expect(
      answer.list.map((row: { stationName: string; statusName: string; actionName: string }) => [
        row.stationName,
        row.statusName,
        row.actionName,
      ]),
    ).toEqual([
      ['吴兴燃气充装站', '已停用', '状态变更'],
      ['吴兴燃气充装站', '正常', '变更充装单位'],
      ['南浔工业气体充装站', '正常', '建档'],
    ]);
    const paged = (await as.get('city', `${base}/queryHistoryInfoById2?Id=${id}&CountPerPage=2&PageIndex=2`)).json();
    expect(paged).toMatchObject({ totalCount: 3, list: [expect.objectContaining({ actionName: '建档' })] });
  });

  it('answers the last filling record, or null when there is none', async () => {
    const id = await insertCylinder(database.db, world, { barcode: 'T-7' });
    const none = (await as.get('station', `${base}/CylinderLastFilling?CylinderId=${id}`)).json();
    expect(none).toEqual({ result: true, messeage: '', data: null });
    await insertFilling(database.db, world, id, {
      filling_guid: '00000000-0000-4000-8000-000000000001',
      begin_time: '2026-05-01T01:00:00.000Z',
      cylinder_barcode: 'T-7',
    });
    await insertFilling(database.db, world, id, {
      filling_guid: '00000000-0000-4000-8000-000000000002',
      begin_time: '2026-06-01T01:00:00.000Z',
      cylinder_barcode: 'T-7',
      filling_weight: 14.2,
    });
    const { data } = (await as.get('station', `${base}/CylinderLastFilling?CylinderId=${id}`)).json();
    expect(data).toMatchObject({
      ordinalNum: 1,
      fillingGuid: '00000000-0000-4000-8000-000000000002',
      stationName: '吴兴燃气充装站',
      cylinderBarcode: 'T-7',
      fillingWeight: 14.2,
      mediumName: '液化石油气',
    });
  });
});

describe('GetCylinderBelongTo', () => {
  it('says which station owns a barcode now, within the scope', async () => {
    const id = await insertCylinder(database.db, world, { barcode: 'B-1', station_id: world.otherDistrictStationId });
    const city = await as.get('city', `${base}/GetCylinderBelongTo?Barcode=B-1`);
    expect(city.json().data).toEqual({
      cylinderId: id,
      barcode: 'B-1',
      stationId: world.otherDistrictStationId,
      stationName: '南浔工业气体充装站',
      status: 0,
      cylinderStatus: '正常',
    });
    const station = await as.get('station', `${base}/GetCylinderBelongTo?Barcode=B-1`);
    expect(station.statusCode).toBe(404);
    expect(station.body).not.toContain('南浔');
    const missing = await as.get('admin', `${base}/GetCylinderBelongTo?Barcode=NOPE`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messeage).toBe('未找到该条码的气瓶');
    const empty = await as.get('admin', `${base}/GetCylinderBelongTo?Barcode=`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messeage).toBe('请输入气瓶条码（Barcode）');
  });
});

describe('a cylinder outside the scope', () => {
  const byIdCalls = (id: number) => [
    `${base}/queryBaseInfoById?Id=${id}`,
    `${base}/queryInspectionInfoById?Id=${id}`,
    `${base}/queryImageInfoById?Id=${id}`,
    `${base}/queryIssuedInfoById?Id=${id}`,
    `${base}/queryHistoryInfoById?Id=${id}`,
    `${base}/queryHistoryInfoById2?Id=${id}`,
    `${base}/queryCylinderValveById?Id=${id}`,
    `${base}/CylinderLastFilling?CylinderId=${id}`,
  ];

  async function foreignAndOwn(role: CylinderRole, ownStation: number, foreignStation: number) {
    const own = await insertCylinder(database.db, world, { barcode: `OWN-${role}`, station_id: ownStation });
    const foreign = await insertCylinder(database.db, world, {
      barcode: `FOREIGN-${role}`,
      station_id: foreignStation,
      issued_no: 'SECRET-FOREIGN',
      valve_vendor_name: 'SECRET-VALVE',
    });
    await insertInspection(database.db, world, foreign, {
      report_code: `SECRET-R-${role}`,
      operation_time: '2024-01-01T00:00:00Z',
    });
    await insertImage(database.db, foreign, 1, 'SECRET-IMAGE', pngPicture());
    await history(foreign, [{ action: 1, stationId: foreignStation, status: 0, at: '2024-01-01T00:00:00.000Z' }]);
    return { own, foreign };
  }

  /** Each role, a station in its scope and one outside it. */
  const cases: [CylinderRole, () => [number, number]][] = [
    ['station', () => [world.stationId, world.otherDistrictStationId]],
    ['district', () => [world.stationId, world.otherDistrictStationId]],
    ['city', () => [world.otherDistrictStationId, world.otherCityStationId]],
    ['otherCity', () => [world.otherCityStationId, world.stationId]],
  ];

  for (const [role, stations] of cases) {
    it(`answers 404 and nothing about it to the ${role} user on every by-id call (its own answers 200)`, async () => {
      const { own, foreign } = await foreignAndOwn(role, ...stations());
      for (const url of byIdCalls(foreign)) {
        const response = await as.get(role, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({
          result: false,
          messeage: '气瓶不存在或不在您的管辖范围内',
          statusCode: 404,
        });
        expect(response.body).not.toContain('SECRET');
      }
      for (const url of byIdCalls(own)) {
        expect((await as.get(role, url)).statusCode, url).toBe(200);
      }
    });
  }

  it('answers 404 for an id that does not exist and 400 for one that is not a number', async () => {
    expect((await as.get('admin', `${base}/queryBaseInfoById?Id=999999`)).statusCode).toBe(404);
    const bad = await as.get('admin', `${base}/queryBaseInfoById?Id=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messeage).toContain('气瓶编号必须是数字');
  });
});
