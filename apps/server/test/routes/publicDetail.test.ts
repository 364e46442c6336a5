import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PublicHandles } from '../../src/platform/publicHandles';
import { buildTestApp, testConfig } from '../support/testApp';
import {
  insertCylinder,
  insertFilling,
  insertFixture,
  insertImage,
  insertInspection,
  pngPicture,
  type Fixture,
} from '../support/fixtures';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let fixture: Fixture;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, { publicRateLimitPerMinute: 1000 });
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
});

async function get(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** The handle the search answer names a cylinder by (the public never sees its id). */
async function handleOf(barcode: string): Promise<string> {
  const { body } = await get(`/api/samr/PublicQuery/PublicQueryList?Barcode=${barcode}`);
  return body.list[0].id;
}

/** A handle the platform would issue for an id, for cylinders the search no longer finds. */
const handleFor = (id: number) => new PublicHandles(testConfig().personalDataKey).issue(id);

describe('cylinder detail', () => {
  it('answers the fields of the detail dialog, dates as stored, the audit unit and day, no auditor', async () => {
    await insertCylinder(database.db, fixture, {
      barcode: 'HZ0001',
      proof_material: 5,
      register_code: 'R-1',
      remark: '备注',
    });
    const handle = await handleOf('HZ0001');
    const answer = await get(`/api/samr/PublicQuery/CylinderDetail?CylinderId=${handle}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: handle,
      barcode: 'HZ0001',
      category: 1,
      categoryName: '液化气瓶',
      stationName: '吴兴燃气充装站',
      vendorName: '浙江金盾压力容器有限公司',
      typeName: '焊接钢瓶',
      mediumName: '液化石油气',
      spec: 'YSP35.5',
      makeDate: '2020-03-01',
      lastInspectionDate: '2024-03-01',
      nextInspectionDate: '2028-03-01',
      registerCode: 'R-1',
      nominalWorkingPressure: 2.1,
      volume: 35.5,
      wallThickness: 2.6,
      cylinderStatus: '正常',
      cylinderRemark: '备注',
      proofMaterial: 5,
      auditRegulatorName: '湖州市市场监督管理局',
      auditTime: '2020-04-01',
      plateNum: null,
    });
    expect(answer.body.data).not.toHaveProperty('auditPersonName');
    expect(JSON.stringify(answer.body)).not.toContain('王五');
  });

  it('shows the vehicle fields of a vehicle cylinder only, the plate masked', async () => {
    await insertCylinder(database.db, fixture, {
      barcode: 'VC1',
      category: 3,
      plate_num: '浙E·12345',
      vc_type_name: '出租车',
      install_date: '2021-05-06',
      department_name: '客运公司',
      install_entity_name: '安装公司',
    });
    const { body } = await get(`/api/samr/PublicQuery/CylinderDetail?CylinderId=${await handleOf('VC1')}`);
    expect(body.data).toMatchObject({
      plateNum: '浙E****45',
      vcTypeNmae: '出租车',
      installDate: '2021-05-06',
      departmentName: '客运公司',
      installEntityName: '安装公司',
    });
  });

  it('answers 404 for a cylinder that does not exist or was deleted, or a handle that is not one', async () => {
    const deleted = await insertCylinder(database.db, fixture, { barcode: 'DEL', status: 8 });
    for (const handle of [handleFor(deleted), handleFor(999999), String(deleted), 'abc']) {
      const answer = await get(`/api/samr/PublicQuery/CylinderDetail?CylinderId=${handle}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ result: false, messeage: '气瓶档案链接已失效，请重新查询' });
    }
    const missing = await get('/api/samr/PublicQuery/CylinderDetail');
    expect(missing.status).toBe(400);
    expect(missing.body.messeage).toContain('请提供气瓶档案链接');
  });
});

describe('inspection records by cylinder', () => {
  it('pages the records newest first, one a page for the dialog, with the dynamic items', async () => {
    const id = await insertCylinder(database.db, fixture, { barcode: 'HZ0001' });
    const handle = await handleOf('HZ0001');
    const items = [{ name: '外观检查', value: '合格', children: [{ name: '腐蚀', value: '无' }] }];
    await insertInspection(database.db, fixture, id, {
      report_code: 'R2016',
      operation_time: '2016-03-01T02:00:00Z',
    });
    await insertInspection(database.db, fixture, id, {
      report_code: 'R2020',
      operation_time: '2020-03-01T02:00:00Z',
      water_test_pressure: 3.2,
    });
    await insertInspection(database.db, fixture, id, {
      report_code: 'R2024',
      operation_time: '2024-03-01T02:00:00Z',
      result: 3,
      scrap_sentenced_reason: '腐蚀严重',
      inspect_items_json: JSON.stringify(items),
    });
    const first = await get(`/api/samr/PublicQuery/InspectionListByCylinderId?CylinderId=${handle}&CountPerPage=1`);
    expect(first.body.totalCount).toBe(3);
    expect(first.body.list).toHaveLength(1);
    expect(first.body.list[0]).toMatchObject({
      reportCode: 'R2024',
      result: '判废',
      scrapSentencedReason: '腐蚀严重',
      stationName: '湖州特种设备检测院',
      inspectItemsJson: items,
      operationTime: '2024-03-01',
    });
    const second = await get(
      `/api/samr/PublicQuery/InspectionListByCylinderId?CylinderId=${handle}&CountPerPage=1&PageIndex=2`,
    );
    expect(second.body.list[0]).toMatchObject({ reportCode: 'R2020', waterTestPressure: 3.2, inspectItemsJson: null });
  });
});

describe('pictures', () => {
  it('lists archive pictures and supplemental photos separately and serves each as a PNG', async () => {
    const id = await insertCylinder(database.db, fixture, { barcode: 'HZ0001' });
    const label = pngPicture(40, 20);
    await insertImage(database.db, id, 1, '建档照片1.png', label);
    await insertImage(database.db, id, 1, '建档照片2.png', pngPicture(30, 30));
    await insertImage(database.db, id, 2, '补充照片1.png', pngPicture(10, 10));
    const handle = await handleOf('HZ0001');

    const archive = await get(`/api/samr/PublicQuery/ArchiveImages?CylinderId=${handle}`);
    expect(archive.body.list.map((image: { name: string }) => image.name)).toEqual(['建档照片1.png', '建档照片2.png']);
    const other = await get(`/api/samr/PublicQuery/SupplementalPhotos?CylinderId=${handle}`);
    expect(other.body.list.map((image: { name: string }) => image.name)).toEqual(['补充照片1.png']);

    const picture = await app.inject({ method: 'GET', url: archive.body.list[0].url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(PNG.sync.read(picture.rawPayload).width).toBe(40);
    const again = await app.inject({
      method: 'GET',
      url: archive.body.list[0].url,
      headers: { 'if-none-match': String(picture.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('does not serve the pictures of a deleted cylinder', async () => {
    const id = await insertCylinder(database.db, fixture, { barcode: 'DEL', status: 8 });
    const imageId = await insertImage(database.db, id, 1, '建档照片1.png', pngPicture());
    const handle = handleFor(id);
    expect((await get(`/api/samr/PublicQuery/ArchiveImages?CylinderId=${handle}`)).status).toBe(404);
    const picture = await app.inject({
      method: 'GET',
      url: `/api/samr/PublicQuery/Image?CylinderId=${handle}&Id=${imageId}`,
    });
    expect(picture.statusCode).toBe(404);
  });
});

describe('GET CylinderFilling/FillingListByCylinderId', () => {
  it('answers the newest filling first, by handle or by barcode, without who filled and to the day', async () => {
    const id = await insertCylinder(database.db, fixture, { barcode: 'HZ0001' });
    await insertFilling(database.db, fixture, id, {
      filling_guid: '00000000-0000-4000-8000-000000000001',
      begin_time: '2026-04-01T01:00:00Z',
      cylinder_barcode: 'HZ0001',
      operator_name: '赵六',
    });
    await insertFilling(database.db, fixture, id, {
      filling_guid: '00000000-0000-4000-8000-000000000002',
      begin_time: '2026-05-20T01:00:00Z',
      cylinder_barcode: 'HZ0001',
      operator_name: '钱七',
      plate_number: '浙E12345',
      cylinder_state: 1,
      filling_seconds: 95,
    });
    const byId = await get(
      `/api/samr/CylinderFilling/FillingListByCylinderId?CylinderId=${await handleOf('HZ0001')}&sumType=0&CountPerPage=1`,
    );
    expect(byId.body.totalCount).toBe(2);
    expect(byId.body.list).toEqual([
      expect.objectContaining({
        ordinalNum: 1,
        cylinderState: '超期',
        fillingSeconds: 95,
        stationName: '吴兴燃气充装站',
        mediumName: '液化石油气',
        plateNumber: '浙E***45',
        beginTime: '2026-05-20',
      }),
    ]);
    expect(byId.body.list[0]).not.toHaveProperty('operator');
    const byBarcode = await get('/api/samr/CylinderFilling/FillingListByCylinderId?Barcode=HZ0001');
    expect(byBarcode.body.list.map((row: { fillingGuid: string }) => row.fillingGuid)).toEqual([
      '00000000-0000-4000-8000-000000000002',
      '00000000-0000-4000-8000-000000000001',
    ]);
    expect(JSON.stringify(byBarcode.body)).not.toMatch(/钱七|赵六/);
  });

  it('asks for a cylinder and answers 404 for an unknown barcode', async () => {
    const none = await get('/api/samr/CylinderFilling/FillingListByCylinderId?sumType=0');
    expect(none.status).toBe(400);
    expect(none.body.messeage).toContain('请提供气瓶编号或气瓶条码');
    const unknown = await get('/api/samr/CylinderFilling/FillingListByCylinderId?Barcode=NOPE');
    expect(unknown.status).toBe(404);
  });
});
