import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/testApp';
import { insertCylinder, insertFixture, type Fixture } from '../support/fixtures';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

const listPath = '/api/samr/PublicQuery/PublicQueryList';

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

async function query(params: Record<string, string | number>) {
  const response = await app.inject({
    method: 'GET',
    url: listPath,
    query: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('GET PublicQuery/PublicQueryList', () => {
  it('refuses a query without any condition with 至少输入一个查询条件', async () => {
    await insertCylinder(database.db, fixture, { barcode: 'HZ0001' });
    const answer = await query({ PageIndex: 1, CountPerPage: 20 });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ result: false, messeage: '至少输入一个查询条件' });
    const blanks = await query({ Barcode: '  ', SerialNumber: '' });
    expect(blanks.status).toBe(400);
    expect(blanks.body.messeage).toBe('至少输入一个查询条件');
  });

  it('finds a cylinder by its barcode with the public row fields and nothing personal', async () => {
    const id = await insertCylinder(database.db, fixture, { barcode: 'HZ0001', belong_type: 2, is_blacklisted: true });
    await insertCylinder(database.db, fixture, { barcode: 'HZ0002' });
    const answer = await query({ Barcode: 'HZ0001' });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toBe(true);
    expect(answer.body.totalCount).toBe(1);
    expect(answer.body.list).toEqual([
      {
        // An opaque handle, not the id (docs/security.md, "the public data rule").
        id: expect.stringMatching(/^[\w-]{22}$/),
        ordinalNum: 1,
        stationName: '吴兴燃气充装站',
        belongType: 2,
        vendorName: '浙江金盾压力容器有限公司',
        makeDate: '2020-03-01',
        serialNumber: 'SN-HZ0001',
        barcode: 'HZ0001',
        vendorBarcode: 'VB-HZ0001',
        selfCode: 'SC-HZ0001',
        mediumName: '液化石油气',
        categoryName: '液化气瓶',
        typeName: '焊接钢瓶',
        cylinderStatus: '正常',
        blackList: true,
      },
    ]);
    expect(JSON.stringify(answer.body)).not.toMatch(/phone|mobile|idcard|identity|\btel\b/i);
    expect(answer.body.list[0].id).not.toBe(String(id));
  });

  it('matches each text condition exactly, so fragments do not enumerate archives', async () => {
    await insertCylinder(database.db, fixture, { barcode: 'HZ0001', plate_num: null });
    for (const [key, value] of [
      ['SerialNumber', 'SN-HZ0001'],
      ['SelfCode', 'SC-HZ0001'],
      ['VendorBarcode', 'VB-HZ0001'],
    ] as const) {
      expect((await query({ [key]: value })).body.totalCount, key).toBe(1);
      expect((await query({ [key]: value.slice(0, 5) })).body.totalCount, `${key} fragment`).toBe(0);
    }
  });

  it('finds a vehicle cylinder by its plate number', async () => {
    await insertCylinder(database.db, fixture, { barcode: 'VC0001', category: 3, plate_num: '浙E·12345' });
    const answer = await query({ PlateNum: '浙E·12345' });
    expect(answer.body.list.map((row: { barcode: string }) => row.barcode)).toEqual(['VC0001']);
    expect(answer.body.list[0].categoryName).toBe('车用气瓶');
  });

  it('never serves a deleted cylinder', async () => {
    await insertCylinder(database.db, fixture, { barcode: 'HZ0009', status: 8 });
    const answer = await query({ Barcode: 'HZ0009' });
    expect(answer.body).toMatchObject({ result: true, totalCount: 0, list: [] });
  });

  it('names overdue inspection, overdue scrap and scrapped in the status text', async () => {
    await insertCylinder(database.db, fixture, { barcode: 'OK', next_inspection_date: '2027-01-01' });
    await insertCylinder(database.db, fixture, { barcode: 'LATE', next_inspection_date: '2026-06-14' });
    await insertCylinder(database.db, fixture, {
      barcode: 'OLD',
      scrap_date: '2026-01-01',
      next_inspection_date: '2026-01-01',
    });
    await insertCylinder(database.db, fixture, { barcode: 'GONE', status: 2, scrap_date: '2020-01-01' });
    await insertCylinder(database.db, fixture, { barcode: 'STOP', status: 7 });
    const texts: Record<string, string> = {};
    for (const barcode of ['OK', 'LATE', 'OLD', 'GONE', 'STOP']) {
      texts[barcode] = (await query({ Barcode: barcode })).body.list[0].cylinderStatus;
    }
    expect(texts).toEqual({ OK: '正常', LATE: '超期未检', OLD: '超期未报废', GONE: '已报废', STOP: '已停用' });
  });

  it('filters month ranges inclusively and pages with ordinal numbers and a total', async () => {
    for (let month = 1; month <= 12; month += 1) {
      await insertCylinder(database.db, fixture, {
        barcode: `M${String(month).padStart(2, '0')}`,
        make_date: `2019-${String(month).padStart(2, '0')}-28`,
      });
    }
    const march = await query({ MakeDateStart: '2019-03', MakeDateEnd: '2019-05', CountPerPage: 10 });
    expect(march.body.totalCount).toBe(3);
    expect(march.body.list.map((row: { barcode: string }) => row.barcode)).toEqual(['M03', 'M04', 'M05']);

    const page2 = await query({ MakeDateStart: '2019-01', CountPerPage: 5, PageIndex: 2 });
    expect(page2.body.totalCount).toBe(12);
    expect(page2.body.list.map((row: { ordinalNum: number }) => row.ordinalNum)).toEqual([6, 7, 8, 9, 10]);
    expect(page2.body.list[0].barcode).toBe('M06');

    const inspection = await query({ NextInspectionDateStart: '2028-03', NextInspectionDateEnd: '2028-03' });
    expect(inspection.body.totalCount).toBe(12);
  });

  it('pages 20 rows by default and refuses page sizes above the cap', async () => {
    for (let index = 0; index < 25; index += 1) {
      await insertCylinder(database.db, fixture, {
        barcode: `P${String(index).padStart(2, '0')}`,
        make_date: '2018-06-01',
      });
    }
    const first = await query({ MakeDateStart: '2018-06' });
    expect(first.body.list).toHaveLength(20);
    expect(first.body.totalCount).toBe(25);
    const tooMany = await query({ MakeDateStart: '2018-06', CountPerPage: 501 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.messeage).toContain('每页条数不能超过500');
    const badPage = await query({ MakeDateStart: '2018-06', PageIndex: 0 });
    expect(badPage.status).toBe(400);
    expect(badPage.body.messeage).toContain('PageIndex');
  });

  it('explains a malformed month and names the field', async () => {
    const answer = await query({ MakeDateStart: '2019/03' });
    expect(answer.status).toBe(400);
    expect(answer.body.messeage).toContain('制造年月起格式应为年-月');
    expect(answer.body.messeage).toContain('MakeDateStart');
  });
});
