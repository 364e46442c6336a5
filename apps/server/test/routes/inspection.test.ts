import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CylinderStatus, inspectionRecordsPage, menusOfPage } from '@gcs/contracts';
import { insertCylinder, insertFixture, pngPicture, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, storedPassword, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { sheetOf } from '../support/xlsxSheet';

const now = new Date('2026-11-26T02:00:00.000Z');
const addUrl = '/api/samr/CylinderInspection/AddInspectionRecord';
const listUrl = '/api/samr/CylinderInspection/GetCylinderInspectionUploadList';
const uploadUrl = '/api/samr/CylinderInspectionReport/Upload';
const allUploadUrl = '/api/samr/CylinderInspectionReport/AllUpload';

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;
let cylinderId: number;
let unboundCylinderId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, {}, { now: () => now, today: () => '2026-11-26' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function institutionUser(loginCode: string, stationId: number, roleId: number) {
  await database.db
    .insertInto('app_user')
    .values({
      login_code: loginCode,
      user_name: '检验员',
      belong_to_type: 20,
      role_id: roleId,
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
  const role = await database.db
    .insertInto('role')
    .values({ name: '检验机构检验员' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roles = await database.db.selectFrom('role').select('id').execute();
  await database.db
    .insertInto('role_menu')
    .values(
      roles.flatMap((r) =>
        ['003', '007', ...menusOfPage(inspectionRecordsPage.kind)].map((code) => ({ role_id: r.id, menu_code: code })),
      ),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await institutionUser('in001', fixture.institutionId, role.id);
  const other = await database.db
    .insertInto('station')
    .values({ code: 'IN002', name: '别处检测所', kind: 2, division_code: '330502' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await institutionUser('in002', other.id, role.id);
  const unboundStation = await database.db
    .insertInto('station')
    .values({ code: 'FS002', name: '织里充装站', kind: 1, station_type: 1, division_code: '330502' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('inspect_station_fill_station')
    .values({ inspect_station_id: fixture.institutionId, fill_station_id: fixture.stationId })
    .execute();
  await database.db
    .insertInto('inspection_rule')
    .values({
      rule_key: 1,
      version: 1,
      category: 1,
      inspection_period_months: 48,
      design_life_years: 8,
      created_by: 'admin',
    })
    .execute();
  await database.db
    .insertInto('inspection_rule')
    .values({
      rule_key: 2,
      version: 1,
      category: 1,
      type_id: fixture.typeId,
      inspection_period_months: 36,
      design_life_years: 8,
      created_by: 'admin',
    })
    .execute();
  cylinderId = await insertCylinder(database.db, fixture, { barcode: 'JY0001', is_issued: true, issued_no: 'DJ-1' });
  unboundCylinderId = await insertCylinder(database.db, fixture, { barcode: 'JY0009', station_id: unboundStation.id });
});

const pass = { barcode: 'JY0001', reportCode: 'R2026-0001', inspectionDate: '2026-11-20', result: 1 };
const fail = {
  barcode: 'JY0001',
  reportCode: 'R2026-0002',
  inspectionDate: '2026-11-21',
  result: 3,
  scrapSentencedReason: '壁厚减薄超过规定值',
  processingMethod: '判废，破坏性处理',
};

async function add(login: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: addUrl, headers: bearer(await tokenFor(app, login)), payload });
}
async function list(login: string, query = '') {
  return app.inject({ method: 'GET', url: `${listUrl}${query}`, headers: bearer(await tokenFor(app, login)) });
}
const cylinder = (id: number) =>
  database.db.selectFrom('cylinder').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A multipart body of files (and fields), as a browser sends it. */
function multipart(files: { name: string; content: Buffer; field?: string }[], fields: Record<string, string> = {}) {
  const boundary = '----inspection-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function upload(login: string, files: { name: string; content: Buffer }[], fields: Record<string, string>) {
  const body = multipart(files, fields);
  return app.inject({
    method: 'POST',
    url: uploadUrl,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(await tokenFor(app, login)) },
  });
}

describe('AddInspectionRecord', () => {
  it('a pass sets the last and next inspection dates from the most specific rule, and writes history and syslog', async () => {
    const answer = await add('in001', { ...pass, appearanceInspection: '合格', waterTestPressure: '3.2' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      result: true,
      data: { cylinderId, nextInspectionDate: '2029-11-20', scrapped: false },
    });
    const after = await cylinder(cylinderId);
    expect(after).toMatchObject({
      status: CylinderStatus.Normal,
      last_inspection_date: '2026-11-20',
      next_inspection_date: '2029-11-20',
      is_issued: true,
    });
    const typeRule = await database.db
      .selectFrom('inspection_rule')
      .select('id')
      .where('rule_key', '=', 2)
      .executeTakeFirstOrThrow();
    expect(after.date_rule_id).toBe(typeRule.id);
    const record = await database.db.selectFrom('inspection_record').selectAll().executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      station_id: fixture.institutionId,
      report_code: 'R2026-0001',
      result: 1,
      task_status: 1,
      appearance_inspection: '合格',
      next_inspection_date: '2029-11-20',
    });
    expect(Number(record.water_test_pressure)).toBe(3.2);
    const history = await database.db.selectFrom('cylinder_history').selectAll().execute();
    expect(history).toHaveLength(1);
    expect(history[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'nextInspectionDate', label: '下次检验日期', from: '2028-03-01', to: '2029-11-20' },
      ]),
    );
    const log = await database.db.selectFrom('syslog').selectAll().where('event', '=', 'inspectionRecord').execute();
    expect(log).toHaveLength(1);
    expect(log[0]!.detail).toMatchObject({ after: { reportCode: 'R2026-0001', result: '合格' } });
  });

  it('a fail scraps the cylinder, cancels its registration and records the status change', async () => {
    const answer = await add('in001', {
      ...fail,
      inspectItemsJson: [{ name: '外观检查', value: '不合格', children: [{ name: '腐蚀', value: '严重' }] }],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().messeage).toBe('已保存检验记录，气瓶JY0001已报废并注销登记');
    expect(await cylinder(cylinderId)).toMatchObject({
      status: CylinderStatus.Scrapped,
      scrap_date: '2026-11-21',
      last_inspection_date: '2026-11-21',
      is_issued: false,
    });
    const history = await database.db.selectFrom('cylinder_history').selectAll().executeTakeFirstOrThrow();
    expect(history).toMatchObject({ action: 7, status: CylinderStatus.Scrapped });
    expect(history.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', label: '气瓶状态', from: '正常', to: '已报废' },
        { field: 'isIssued', label: '使用登记', from: '已登记', to: '已注销' },
      ]),
    );
    // The public query shows it scrapped.
    const publicAnswer = await app.inject({
      method: 'GET',
      url: '/api/samr/PublicQuery/PublicQueryList?Barcode=JY0001',
    });
    expect(publicAnswer.json().list[0].cylinderStatus).toBe('已报废');
    // A scrapped cylinder takes no further inspection.
    const again = await add('in001', { ...pass, reportCode: 'R2026-0003' });
    expect(again.statusCode).toBe(409);
    expect(again.json().messeage).toBe('气瓶JY0001已报废，不能录入检验记录');
  });

  it('refuses a fail without its reason or processing method, a duplicate report code, and bad fields', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...fail, scrapSentencedReason: '' }, 400, '检验不合格时请填写判废原因'],
      [{ ...fail, processingMethod: undefined }, 400, '检验不合格时请填写处理方式'],
      [{ ...pass, result: 5 }, 400, '检验结论只能是1（合格）、2（不合格）或3（判废）'],
      [{ ...pass, reportCode: 'R 1' }, 400, '报告编号只能包含字母、数字、短横线和下划线'],
      [{ ...pass, inspectionDate: '2026-11-27' }, 400, '检验日期不能晚于今天'],
      [{ ...pass, inspectionDate: '2024-01-01' }, 400, '检验日期不能早于该气瓶上次检验日期'],
      [{ ...pass, realVolume: -1 }, 400, '实测容积必须是0到100000之间的数字'],
      [{ ...pass, windingLayerInspection: '合格' }, 400, '车用气瓶检验项目只适用于车用气瓶'],
      [
        {
          ...pass,
          inspectItemsJson: [
            {
              name: 'a',
              children: [
                { name: 'b', children: [{ name: 'c', children: [{ name: 'd', children: [{ name: 'e' }] }] }] },
              ],
            },
          ],
        },
        400,
        '检验项目最多4层',
      ],
      [
        { ...pass, inspectItemsJson: Array.from({ length: 201 }, (_, i) => ({ name: `项${i}` })) },
        400,
        '检验项目总数不能超过200项',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const answer = await add('in001', payload);
      expect(answer.statusCode, message).toBe(status);
      expect(answer.json().messeage, message).toContain(message);
    }
    expect((await add('in001', pass)).statusCode).toBe(200);
    const duplicate = await add('in001', { ...pass, inspectionDate: '2026-11-25' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().messeage).toBe('报告编号R2026-0001已存在');
    expect(await database.db.selectFrom('inspection_record').select('id').execute()).toHaveLength(1);
  });

  it('records only cylinders of filling stations bound to the institution, and only for institutions', async () => {
    const unbound = await add('in001', { ...pass, barcode: 'JY0009' });
    expect(unbound.statusCode).toBe(404);
    expect(unbound.json().messeage).toContain('不在本机构的检验范围内');
    expect((await add('in002', pass)).statusCode).toBe(404);
    expect((await add('in001', { ...pass, barcode: 'NOSUCH' })).statusCode).toBe(404);
    for (const login of ['huzhou', 'admin']) {
      const refused = await add(login, pass);
      expect(refused.statusCode, login).toBe(403);
      expect(refused.json().messeage).toBe('只有检验机构可以录入检验记录');
    }
    expect((await cylinder(unboundCylinderId)).last_inspection_date).toBe('2024-03-01');
    expect(await database.db.selectFrom('inspection_record').select('id').execute()).toHaveLength(0);
  });
});

describe('inspection lists and summaries', () => {
  beforeEach(async () => {
    await add('in001', pass);
    await add('in001', { ...fail, barcode: 'JY0001', reportCode: 'R2026-0002', inspectionDate: '2026-11-25' });
  });

  it('lists the institution’s own records with their upload state, filters them, and exports them', async () => {
    const own = (await list('in001')).json();
    expect(own.totalCount).toBe(2);
    expect(own.list[0]).toMatchObject({
      reportCode: 'R2026-0002',
      barcode: 'JY0001',
      stationName: '湖州特种设备检测院',
      inspectionBody: '湖州特种设备检测院',
      fillStationName: '吴兴燃气充装站',
      resultName: '判废',
      taskStatusName: '检验完成',
      inspectionDate: '2026-11-25',
      reportUploaded: false,
      reportUploadName: '未上传',
      vendorName: '浙江金盾压力容器有限公司',
      inspectionType: '定期检验',
    });
    expect((await list('in002')).json().totalCount).toBe(0);
    expect((await list('in001', '?Result=1')).json().list.map((r: { reportCode: string }) => r.reportCode)).toEqual([
      'R2026-0001',
    ]);
    expect((await list('huzhou', '?From=2026-11-21')).json().totalCount).toBe(1);
    expect((await list('hangzhou')).json().totalCount).toBe(0);
    expect((await list('in002', `?StationId=${fixture.institutionId}`)).statusCode).toBe(404);
    const columns = JSON.stringify([
      { code: 'reportCode', title: '报告编号' },
      { code: 'resultName', title: '检验结论' },
    ]);
    const exported = await list('huzhou', `?isExport=true&ExportColumns=${encodeURIComponent(columns)}`);
    expect(await sheetOf(exported.rawPayload)).toEqual([
      ['报告编号', '检验结论'],
      ['R2026-0002', '判废'],
      ['R2026-0001', '合格'],
    ]);
  });

  it('answers the POST lists and the per-institution summaries within scope', async () => {
    const token = await tokenFor(app, 'huzhou');
    const byStation = await app.inject({
      method: 'POST',
      url: '/api/samr/CylinderInspection/InspectionByFillingStation',
      headers: bearer(token),
      payload: { FillStationId: fixture.stationId },
    });
    expect(byStation.json().totalCount).toBe(2);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/samr/CylinderInspection/InspectionByFillingStation',
      headers: bearer(token),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messeage).toContain('请选择充装单位');
    const reports = await app.inject({
      method: 'POST',
      url: '/api/samr/CylinderInspectionReport/CylinderInspectionReportList',
      headers: bearer(await tokenFor(app, 'hangzhou')),
      payload: {},
    });
    expect(reports.json().totalCount).toBe(0);
    const summary = await app.inject({
      method: 'GET',
      url: '/api/samr/CylinderInspection/byDepartment?From=2026-11-01&To=2026-11-30',
      headers: bearer(token),
    });
    expect(summary.json()).toMatchObject({
      totalCount: 1,
      list: [
        {
          stationName: '湖州特种设备检测院',
          inspectNumber: 2,
          qualifiedCount: 1,
          unqualifiedCount: 0,
          scrapCount: 1,
          reportUploadedCount: 0,
          reportRate: 0,
        },
      ],
    });
    const vehicles = await app.inject({
      method: 'GET',
      url: '/api/samr/CylinderInspection/byVcInspectionStation',
      headers: bearer(token),
    });
    expect(vehicles.json().totalCount).toBe(0);
  });
});

describe('inspection reports', () => {
  let recordId: number;
  beforeEach(async () => {
    recordId = (await add('in001', pass)).json().data.id;
  });

  it('uploads a real PDF for the institution’s own record and serves it to whoever sees the record', async () => {
    const answer = await upload('in001', [{ name: 'R2026-0001.pdf', content: pdf }], {
      InspectionId: String(recordId),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ data: { inspectionId: recordId, fileName: 'R2026-0001.pdf' } });
    const row = (await list('in001')).json().list[0];
    expect(row).toMatchObject({ reportUploaded: true, reportUploadName: '已上传', reportFileName: 'R2026-0001.pdf' });
    const file = await app.inject({
      method: 'GET',
      url: `/api/samr/CylinderInspectionReport/File?InspectionId=${recordId}`,
      headers: bearer(await tokenFor(app, 'huzhou')),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/samr/CylinderInspectionReport/File?InspectionId=${recordId}`,
      headers: bearer(await tokenFor(app, 'hangzhou')),
    });
    expect(foreign.statusCode).toBe(404);
    // A PNG scan replaces the PDF; the syslog keeps both.
    expect(
      (await upload('in001', [{ name: 'scan.png', content: pngPicture() }], { InspectionId: String(recordId) }))
        .statusCode,
    ).toBe(200);
    const log = await database.db.selectFrom('syslog').selectAll().where('event', '=', 'inspectionReport').execute();
    expect(log).toHaveLength(2);
    expect(log[1]!.detail).toMatchObject({
      before: { name: 'R2026-0001.pdf' },
      after: { name: 'scan.png', mimeType: 'image/png' },
    });
  });

  it('refuses a renamed file, an oversized one, another institution, a regulator and a missing record', async () => {
    const renamed = await upload(
      'in001',
      [{ name: 'R2026-0001.pdf', content: Buffer.from('not really a pdf at all') }],
      {
        InspectionId: String(recordId),
      },
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().messeage).toBe('检验报告只能是 PDF、PNG 或 JPG 文件');
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload('in001', [{ name: 'big.pdf', content: big }], { InspectionId: String(recordId) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().messeage).toBe('检验报告文件不能超过10MB');
    expect(
      (await upload('in002', [{ name: 'a.pdf', content: pdf }], { InspectionId: String(recordId) })).statusCode,
    ).toBe(404);
    expect(
      (await upload('huzhou', [{ name: 'a.pdf', content: pdf }], { InspectionId: String(recordId) })).statusCode,
    ).toBe(403);
    const noRecord = await upload('in001', [{ name: 'a.pdf', content: pdf }], {});
    expect(noRecord.statusCode).toBe(400);
    expect(noRecord.json().messeage).toBe('请指定检验记录');
    expect((await list('in001')).json().list[0].reportUploaded).toBe(false);
  });

  it('AllUpload matches files by report code and answers per file', async () => {
    const body = multipart([
      { name: 'R2026-0001.pdf', content: pdf },
      { name: 'R2026-9999.pdf', content: pdf },
      { name: 'fake.pdf', content: Buffer.from('GIF89a renamed') },
    ]);
    const answer = await app.inject({
      method: 'POST',
      url: allUploadUrl,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(await tokenFor(app, 'in001')) },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      succeeded: 1,
      failed: 2,
      list: [
        {
          fileName: 'R2026-0001.pdf',
          reportCode: 'R2026-0001',
          inspectionId: recordId,
          result: true,
          messeage: '已上传',
        },
        {
          fileName: 'R2026-9999.pdf',
          reportCode: 'R2026-9999',
          inspectionId: null,
          result: false,
          messeage: '文件名中没有找到本机构的报告编号',
        },
        {
          fileName: 'fake.pdf',
          reportCode: 'fake',
          inspectionId: null,
          result: false,
          messeage: '检验报告只能是 PDF、PNG 或 JPG 文件',
        },
      ],
    });
    expect((await list('in001')).json().list[0].reportUploaded).toBe(true);
  });
});
