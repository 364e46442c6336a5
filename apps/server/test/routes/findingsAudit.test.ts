import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findingsAuditPage, findingsReviewMessages, inspectionRecordsPage, menuOfPage } from '@gcs/contracts';
import { insertCylinder, insertFixture, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, storedPassword, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { sheetOf } from '../support/xlsxSheet';

const now = new Date('2026-11-26T06:00:00.000Z');
const base = '/api/samr/CylinderInspectionRecord';
const listUrl = `${base}/FindingsAuditList`;
const reviewUrl = `${base}/FindingsReview`;

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;
let hangzhouStationId: number;
let otherRegulatorId: number;
/** Inspection records: a pass, a vehicle 判废, an open vehicle task (not concluded), and one in Hangzhou. */
const ids = { pass: 0, scrap: 0, open: 0, hangzhou: 0 };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, {}, { now: () => now, today: () => '2026-11-26' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function inspection(cylinderId: number, values: Record<string, unknown>) {
  const row = await database.db
    .insertInto('inspection_record')
    .values({
      cylinder_id: cylinderId,
      station_id: fixture.institutionId,
      result: 1,
      report_code: 'R',
      operation_time: '2026-11-10T02:00:00.000Z',
      last_inspection_date: '2026-11-10',
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, '2026-11-01T02:00:00.000Z');
  // Every role holds 检验结论审核 and 检验管理: the service, not the menu, keeps stations and institutions from reviewing.
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
        ['003', menuOfPage(findingsAuditPage.kind), '007', menuOfPage(inspectionRecordsPage.kind, '/Register/')].map(
          (code) => ({ role_id: r.id, menu_code: code }),
        ),
      ),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await database.db
    .insertInto('app_user')
    .values({
      login_code: 'in001',
      user_name: '检验员',
      belong_to_type: 20,
      role_id: role.id,
      station_id: fixture.institutionId,
      ...(await storedPassword()),
      update_password_time: '2026-11-01T02:00:00.000Z',
    })
    .execute();
  const hangzhou = await database.db
    .insertInto('station')
    .values({ code: 'FS101', name: '杭州燃气充装站', kind: 1, station_type: 1, division_code: '330100' })
    .returning('id')
    .executeTakeFirstOrThrow();
  hangzhouStationId = hangzhou.id;
  otherRegulatorId = (
    await database.db
      .selectFrom('regulator')
      .select('id')
      .where('division_code', '=', '330100')
      .executeTakeFirstOrThrow()
  ).id;
  const lpg = await insertCylinder(database.db, fixture, { barcode: 'LPG0001' });
  const vehicle = await insertCylinder(database.db, fixture, { barcode: 'VC0001', category: 3, status: 2 });
  const open = await insertCylinder(database.db, fixture, { barcode: 'VC0002', category: 3 });
  const far = await insertCylinder(database.db, fixture, { barcode: 'HZ0001', station_id: hangzhou.id });
  ids.pass = await inspection(lpg, { report_code: 'R-PASS', next_inspection_date: '2030-11-01' });
  ids.scrap = await inspection(vehicle, {
    report_code: 'R-SCRAP',
    result: 3,
    scrap_sentenced_reason: '瓶体严重腐蚀',
    processing_method: '破坏性处理',
    operation_time: '2026-11-12T02:00:00.000Z',
    last_inspection_date: '2026-11-12',
  });
  ids.open = await inspection(open, {
    report_code: 'R-OPEN',
    task_status: 0,
    audit_result: 0,
    approval_result: 0,
    operation_time: '2026-11-20T02:00:00.000Z',
    last_inspection_date: '2026-11-20',
  });
  ids.hangzhou = await inspection(far, { report_code: 'R-HZ', result: 2, scrap_sentenced_reason: '漏气' });
});

const as = async (code: string) => bearer(await tokenFor(app, code));
const list = async (code: string, query = '') =>
  app.inject({ method: 'GET', url: `${listUrl}${query}`, headers: await as(code) });
const review = async (code: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: reviewUrl, headers: await as(code), payload });
const codes = async (code: string, query = '') =>
  ((await list(code, query)).json().list as { reportCode: string }[]).map((row) => row.reportCode);

describe('FindingsAuditList (检验结论审核)', () => {
  it('lists the concluded inspections of each regulator’s scope, newest first, unreviewed', async () => {
    const answer = await list('huzhou');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      totalCount: 2,
      list: [
        {
          ordinalNum: 1,
          id: ids.scrap,
          reportCode: 'R-SCRAP',
          barcode: 'VC0001',
          categoryName: '车用气瓶',
          stationName: '湖州特种设备检测院',
          fillStationName: '吴兴燃气充装站',
          inspectionDate: '2026-11-12',
          resultName: '判废',
          scrapSentencedReason: '瓶体严重腐蚀',
          reportUploadName: '未上传',
          reviewStatus: 0,
          reviewStatusName: '未审核',
          reviewed: false,
          reviewOpinion: null,
          reviewedBy: null,
        },
        { ordinalNum: 2, id: ids.pass, reportCode: 'R-PASS', resultName: '合格', nextInspectionDate: '2030-11' },
      ],
    });
    // The open vehicle task (not yet approved) has no conclusion to review.
    expect(await codes('hangzhou')).toEqual(['R-HZ']);
    expect(await codes('admin')).toEqual(['R-SCRAP', 'R-HZ', 'R-PASS']);
  });

  it('filters by conclusion, category, institution, station, regulator, barcode and days; a foreign unit is 404', async () => {
    expect(await codes('huzhou', '?Result=3')).toEqual(['R-SCRAP']);
    expect(await codes('huzhou', '?Category=1')).toEqual(['R-PASS']);
    expect(await codes('huzhou', `?StationId=${fixture.institutionId}`)).toEqual(['R-SCRAP', 'R-PASS']);
    expect(await codes('huzhou', `?FillStationId=${fixture.stationId}`)).toEqual(['R-SCRAP', 'R-PASS']);
    expect(await codes('admin', `?FillStationId=${hangzhouStationId}`)).toEqual(['R-HZ']);
    expect(await codes('huzhou', `?RegulatorId=${fixture.regulatorId}`)).toEqual(['R-SCRAP', 'R-PASS']);
    expect(await codes('huzhou', '?Barcode=LPG')).toEqual(['R-PASS']);
    expect(await codes('huzhou', '?From=2026-11-11&To=2026-11-30')).toEqual(['R-SCRAP']);
    expect((await list('huzhou', `?StationId=${hangzhouStationId}`)).statusCode).toBe(404);
    expect((await list('huzhou', `?RegulatorId=${otherRegulatorId}`)).statusCode).toBe(404);
    const backwards = await list('huzhou', '?From=2026-11-30&To=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().messeage).toContain('检验日期的开始日期不能晚于结束日期');
  });

  it('exports the shown columns', async () => {
    const columns = JSON.stringify([
      { code: 'reportCode', title: '报告编号' },
      { code: 'reviewStatusName', title: '审核状态' },
    ]);
    const exported = await list('huzhou', `?isExport=true&ExportColumns=${encodeURIComponent(columns)}`);
    expect(exported.statusCode).toBe(200);
    expect(await sheetOf(exported.rawPayload)).toEqual([
      ['报告编号', '审核状态'],
      ['R-SCRAP', '未审核'],
      ['R-PASS', '未审核'],
    ]);
  });
});

describe('FindingsReview (a regulator reviews a conclusion once)', () => {
  it('passes without an opinion and marks doubtful with one; each once, audited, the cylinder untouched', async () => {
    const cylinderBefore = await database.db.selectFrom('cylinder').selectAll().orderBy('id').execute();
    const passed = await review('huzhou', { Id: ids.pass, Result: 1 });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json()).toMatchObject({ messeage: '审核完成：审核通过', data: { id: ids.pass, reviewStatus: 1 } });

    const bare = await review('huzhou', { Id: ids.scrap, Result: 2, Opinion: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().messeage).toContain(findingsReviewMessages.opinionRequired);
    const long = await review('huzhou', { Id: ids.scrap, Result: 2, Opinion: '疑'.repeat(257) });
    expect(long.statusCode).toBe(400);
    expect(long.json().messeage).toContain(findingsReviewMessages.opinionTooLong);
    const doubted = await review('huzhou', { Id: ids.scrap, Result: 2, Opinion: '判废依据不足，请补充壁厚测量记录' });
    expect(doubted.statusCode, doubted.body).toBe(200);
    expect(doubted.json().messeage).toBe('审核完成：存疑');

    expect((await list('huzhou')).json().list).toMatchObject([
      {
        reportCode: 'R-SCRAP',
        reviewStatus: 2,
        reviewStatusName: '存疑',
        reviewed: true,
        reviewOpinion: '判废依据不足，请补充壁厚测量记录',
        reviewUnitName: '湖州市市场监督管理局',
        reviewedBy: 'huzhou（湖州市监管员）',
        reviewedAt: '2026-11-26 14:00:00',
      },
      { reportCode: 'R-PASS', reviewStatusName: '审核通过', reviewed: true, reviewOpinion: null },
    ]);
    expect(await codes('huzhou', '?ReviewStatus=0')).toEqual([]);
    expect(await codes('huzhou', '?ReviewStatus=1')).toEqual(['R-PASS']);
    expect(await codes('huzhou', '?ReviewStatus=2')).toEqual(['R-SCRAP']);
    expect(await codes('admin', '?ReviewStatus=0')).toEqual(['R-HZ']);

    const again = await review('admin', { Id: ids.pass, Result: 2, Opinion: '改为存疑' });
    expect(again.statusCode).toBe(409);
    expect(again.json().messeage).toBe('该检验结论已审核（审核通过），不能再次审核');
    expect((await review('huzhou', { Id: ids.scrap, Result: 1 })).statusCode).toBe(409);

    expect(await database.db.selectFrom('cylinder').selectAll().orderBy('id').execute()).toEqual(cylinderBefore);
    const log = await database.db
      .selectFrom('syslog')
      .select(['login_code', 'result', 'detail'])
      .where('event', '=', 'findingsReview')
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      {
        login_code: 'huzhou',
        result: 'success',
        detail: expect.objectContaining({
          id: ids.pass,
          reportCode: 'R-PASS',
          barcode: 'LPG0001',
          before: { status: '未审核', opinion: null },
          after: { status: '审核通过', opinion: null },
        }),
      },
      {
        login_code: 'huzhou',
        result: 'success',
        detail: expect.objectContaining({
          id: ids.scrap,
          result: '判废',
          before: { status: '未审核', opinion: null },
          after: { status: '存疑', opinion: '判废依据不足，请补充壁厚测量记录' },
        }),
      },
    ]);
  });

  it('answers 404 outside the scope, 409 for an open task, and 403 to stations and institutions', async () => {
    for (const [code, id] of [
      ['hangzhou', ids.pass],
      ['huzhou', ids.hangzhou],
      ['huzhou', 2_147_483_000],
    ] as const) {
      const answer = await review(code, { Id: id, Result: 1 });
      expect(answer.statusCode, `${code} ${id}`).toBe(404);
      expect(answer.json().messeage).toBe(findingsReviewMessages.notFound);
      expect(answer.body).not.toContain('R-');
    }
    const open = await review('huzhou', { Id: ids.open, Result: 1 });
    expect(open.statusCode).toBe(409);
    expect(open.json().messeage).toBe(findingsReviewMessages.notConcluded);
    for (const code of ['fs001', 'in001']) {
      const refused = await review(code, { Id: ids.pass, Result: 1 });
      expect(refused.statusCode, code).toBe(403);
      expect(refused.json().messeage).toBe(findingsReviewMessages.notRegulator);
    }
    expect(await database.db.selectFrom('inspection_finding_review').selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom('syslog').select('id').where('event', '=', 'findingsReview').execute()).toEqual(
      [],
    );
  });

  it('shows the institution the regulator’s verdict on its own inspection list (监管审核)', async () => {
    await review('huzhou', { Id: ids.scrap, Result: 2, Opinion: '判废依据不足' });
    const own = await list('in001');
    expect(own.statusCode).toBe(200);
    // An institution holding the page reads the concluded inspections it made (Hangzhou's too), and reviews none.
    expect(own.json().list.map((row: { reportCode: string }) => row.reportCode)).toEqual(['R-SCRAP', 'R-HZ', 'R-PASS']);
    const records = await app.inject({
      method: 'GET',
      url: '/api/samr/CylinderInspection/GetCylinderInspectionUploadList',
      headers: await as('in001'),
    });
    expect(records.statusCode).toBe(200);
    const byCode = Object.fromEntries(
      (records.json().list as { reportCode: string }[]).map((row) => [row.reportCode, row]),
    );
    expect(byCode['R-SCRAP']).toMatchObject({ reviewStatusName: '存疑', reviewOpinion: '判废依据不足' });
    expect(byCode['R-PASS']).toMatchObject({ reviewStatusName: '未审核', reviewOpinion: null });
    expect(byCode['R-OPEN']).toMatchObject({ reviewStatusName: '未审核' });
  });
});
