import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../src/db/seed/demoAccounts';
import { seedDemoData } from '../../src/db/seed/index';
import { bearer } from '../support/identity';
import { buildTestApp, testToday, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let app: TestApp;
const tokens: Record<string, string> = {};
let ownStationId: number;
let vendorName: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, { cylinders: 20, fillingRecords: 0, imageShare: 0, anchorDate: testToday });
  app = await buildTestApp(database);
  for (const role of ['city', 'station'] as const) {
    const user = await database.db
      .selectFrom('app_user')
      .select(['id', 'station_id'])
      .where('login_code', '=', demoAccounts[role].loginCode)
      .executeTakeFirstOrThrow();
    tokens[role] = await app.sessions.create(user.id);
    if (role === 'station') ownStationId = user.station_id ?? -1;
  }
  vendorName = (await database.db.selectFrom('vendor').select('name').orderBy('id').executeTakeFirstOrThrow()).name;
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const headers = [
  '条码',
  '出厂编号',
  '制造单位',
  '气瓶类型',
  '充装介质',
  '规格型号',
  '制造年月',
  '上次检验日期',
  '公称工作压力(MPa)',
  '容积(L)',
  '壁厚(mm)',
  '产权性质',
  '自有编号',
  '制造单位条码',
  '执行标准',
  '备注',
];

type Row = (string | number | Date | null)[];
const goodRow = (barcode: string, makeDate: string | Date = '2023-04'): Row => [
  barcode,
  `SN-${barcode}`,
  vendorName,
  '焊接钢瓶',
  '液化石油气',
  'YSP35.5',
  makeDate,
  null,
  2.1,
  35.5,
  3,
  '自有产权',
  null,
  null,
  'GB 5842-2006',
  null,
];

async function workbook(rows: Row[], header = headers): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('气瓶档案');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function multipart(file: Buffer, fileName: string, fields: Record<string, string> = {}) {
  const boundary = '----gcs-import-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(role: string, file: Buffer, fields: Record<string, string> = {}, fileName = '档案.xlsx') {
  const body = multipart(file, fileName, fields);
  const response = await app.inject({
    method: 'POST',
    url: '/api/samr/Cylinder/ImportCylinders',
    payload: body.payload,
    headers: { ...bearer(tokens[role] ?? ''), 'content-type': body.contentType },
  });
  return { status: response.statusCode, body: response.json() };
}

const countWithPrefix = async (prefix: string) =>
  Number(
    (
      await database.db
        .selectFrom('cylinder')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('barcode', 'like', `${prefix}%`)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('import template', () => {
  it('downloads the template with the Chinese header row, an example row and the valid names', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/samr/Cylinder/ImportTemplate?CylinderCategory=1',
      headers: bearer(tokens.station ?? ''),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(String(response.headers['content-disposition'])).toContain(encodeURIComponent('液化气瓶档案导入模板.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.getWorksheet('气瓶档案');
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(headers);
    expect(sheet?.getRow(2).getCell(16).value).toBe('示例行（导入时忽略）');
    const values = book.getWorksheet('可选值');
    const column = (index: number) =>
      (values?.getColumn(index).values as unknown[]).slice(2).filter((value) => value !== undefined);
    expect(column(1)).toContain(vendorName);
    expect(column(2)).toEqual(expect.arrayContaining(['焊接钢瓶', '复合材料气瓶']));
    expect(column(3)).toEqual(expect.arrayContaining(['液化石油气', '二甲醚']));
    expect(column(4)).toContain('YSP35.5');
    expect(column(5)).toEqual(['自有产权', '非自有产权', '寄存']);
  });

  it('adds the vehicle columns to the vehicle template', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/samr/Cylinder/ImportTemplate?CylinderCategory=3',
      headers: bearer(tokens.station ?? ''),
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const header = (book.getWorksheet('气瓶档案')?.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([...headers, '车牌号', '车辆类型', '所属单位', '安装单位', '安装日期']);
  });

  it('imports the template as downloaded without storing its example row', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/samr/Cylinder/ImportTemplate?CylinderCategory=1',
      headers: bearer(tokens.station ?? ''),
    });
    const answer = await upload('station', response.rawPayload);
    expect(answer.body).toMatchObject({ result: false, messeage: '文件中没有档案数据' });
  });
});

describe('ImportCylinders', () => {
  it('refuses a file with one bad row, naming that row, and stores nothing; the corrected file is accepted', async () => {
    const rows = [goodRow('IMP-0001'), goodRow('IMP-0002'), goodRow('IMP-0003'), goodRow('IMP-0004', '2023年13月')];
    const refused = await upload('station', await workbook(rows));
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ result: false, messeage: '导入失败：1行有错误', imported: 0 });
    expect(refused.body.errors).toEqual([
      { row: 5, barcode: 'IMP-0004', reason: '第5行：制造年月格式应为年-月，例如2024-05' },
    ]);
    expect(await countWithPrefix('IMP-')).toBe(0);

    rows[3] = goodRow('IMP-0004', new Date(Date.UTC(2023, 3, 1)));
    const accepted = await upload('station', await workbook(rows));
    expect(accepted.body).toEqual({ result: true, messeage: '成功导入4条档案', imported: 4, errors: [] });
    const stored = await database.db
      .selectFrom('cylinder')
      .select([
        'barcode',
        'station_id',
        'make_date',
        'next_inspection_date',
        'scrap_date',
        'date_rule_id',
        'record_man',
      ])
      .where('barcode', 'like', 'IMP-%')
      .orderBy('barcode')
      .execute();
    expect(stored).toHaveLength(4);
    expect(stored[3]).toMatchObject({
      barcode: 'IMP-0004',
      station_id: ownStationId,
      make_date: '2023-04-01',
      next_inspection_date: '2027-04-01',
      scrap_date: '2038-04-01',
      record_man: demoAccounts.station.userName,
    });
    expect(stored.every((row) => row.date_rule_id !== null)).toBe(true);
    const history = await database.db
      .selectFrom('cylinder_history as h')
      .innerJoin('cylinder as c', 'c.id', 'h.cylinder_id')
      .select('h.action')
      .where('c.barcode', 'like', 'IMP-%')
      .execute();
    expect(history.map((row) => row.action)).toEqual([11, 11, 11, 11]);
    const log = await database.db
      .selectFrom('syslog')
      .select('detail')
      .where('event', '=', 'import')
      .executeTakeFirstOrThrow();
    expect(log.detail).toMatchObject({ what: 'cylinder', count: 4, stationId: ownStationId });
  });

  it('reports every wrong row with its reasons: names, numbers, duplicates in the file and in the archive', async () => {
    const badVendor = goodRow('CHK-0002');
    badVendor[2] = '不存在的制造单位';
    const badNumber = goodRow('CHK-0003');
    badNumber[9] = '三十五';
    const missing = goodRow('CHK-0004');
    missing[1] = null;
    const answer = await upload(
      'station',
      await workbook([goodRow('CHK-0001'), badVendor, badNumber, missing, goodRow('CHK-0001'), goodRow('IMP-0001')]),
    );
    expect(answer.body.result).toBe(false);
    expect(answer.body.messeage).toBe('导入失败：5行有错误');
    expect(answer.body.errors).toEqual([
      { row: 3, barcode: 'CHK-0002', reason: '第3行：制造单位“不存在的制造单位”不存在' },
      { row: 4, barcode: 'CHK-0003', reason: '第4行：容积(L)必须是0到100000之间的数字' },
      { row: 5, barcode: 'CHK-0004', reason: '第5行：请填写出厂编号' },
      { row: 6, barcode: 'CHK-0001', reason: '第6行：条码与第2行重复' },
      { row: 7, barcode: 'IMP-0001', reason: '第7行：气瓶条码已存在：IMP-0001' },
    ]);
    expect(await countWithPrefix('CHK-')).toBe(0);
  });

  it('refuses a file that is not .xlsx, and a sheet without the required columns', async () => {
    const csv = await upload('station', Buffer.from('条码,出厂编号\nA,B\n'), {}, '档案.csv');
    expect(csv.status).toBe(400);
    expect(csv.body.messeage).toBe('请上传 .xlsx 格式的文件');
    const renamed = await upload('station', Buffer.from('not a workbook'), {}, '档案.xlsx');
    expect(renamed.body.messeage).toBe('请上传 .xlsx 格式的文件');
    const columns = await upload('station', await workbook([['X1']], ['条码']));
    expect(columns.body.result).toBe(false);
    expect(columns.body.errors[0].reason).toContain(
      '缺少列：出厂编号、制造单位、气瓶类型、充装介质、规格型号、制造年月',
    );
  });

  it('makes a regulator name a station in its scope', async () => {
    const file = await workbook([goodRow('REGIMP-0001')]);
    const unnamed = await upload('city', file);
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.messeage).toBe('请选择充装单位');
    const named = await upload('city', file, { CylinderCategory: '1', StationId: String(ownStationId) });
    expect(named.body).toMatchObject({ result: true, imported: 1 });
  });

  it('imports vehicle cylinders with their vehicle columns, which other categories refuse', async () => {
    await database.db
      .insertInto('vehicle_type')
      .values({ name: '导入测试车型', durable_years: 8, inspection_period_years: 3 })
      .execute();
    const vehicleHeaders = [...headers, '车牌号', '车辆类型', '所属单位', '安装单位', '安装日期'];
    const row = (barcode: string): Row => [
      barcode,
      `SN-${barcode}`,
      vendorName,
      '缠绕瓶',
      '压缩天然气',
      'CNG-80L',
      '2023/3',
      null,
      20,
      80,
      5.7,
      null,
      null,
      null,
      null,
      null,
      '浙F00001',
      '导入测试车型',
      '嘉兴公交公司',
      '嘉兴汽车改装厂',
      '2023年4月2日',
    ];
    const answer = await upload('station', await workbook([row('VCIMP-0001')], vehicleHeaders), {
      CylinderCategory: '3',
    });
    expect(answer.body).toMatchObject({ result: true, imported: 1 });
    expect(
      await database.db
        .selectFrom('cylinder')
        .select(['category', 'plate_num', 'vc_type_name', 'department_name', 'install_date', 'next_inspection_date'])
        .where('barcode', '=', 'VCIMP-0001')
        .executeTakeFirstOrThrow(),
    ).toEqual({
      category: 3,
      plate_num: '浙F00001',
      vc_type_name: '导入测试车型',
      department_name: '嘉兴公交公司',
      install_date: '2023-04-02',
      next_inspection_date: '2026-03-01',
    });
    const liquefied = goodRow('VCIMP-0002');
    const refused = await upload('station', await workbook([[...liquefied, '浙F00002']], vehicleHeaders));
    expect(refused.body.errors).toEqual([
      { row: 2, barcode: 'VCIMP-0002', reason: '第2行：仅车用气瓶可以填写：车牌号' },
    ]);
  });

  it('imports 5,000 rows in one go', async () => {
    const rows = Array.from({ length: 5000 }, (_, index) => goodRow(`BULK-${String(index).padStart(5, '0')}`));
    const file = await workbook(rows);
    const started = performance.now();
    const answer = await upload('station', file);
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `import of 5,000 rows: ${seconds.toFixed(2)} s (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
    );
    expect(answer.body).toMatchObject({ result: true, imported: 5000 });
    expect(await countWithPrefix('BULK-')).toBe(5000);
  }, 120_000);
});
