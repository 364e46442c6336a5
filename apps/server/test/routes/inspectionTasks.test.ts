import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CylinderStatus,
  inspectionApprovalPage,
  inspectionAuditPage,
  inspectionRecordsPage,
  menuOfPage,
  periodicInspectionPage,
} from '@gcs/contracts';
import { insertCylinder, insertFixture, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, storedPassword, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

const now = new Date('2026-11-26T02:00:00.000Z');
const base = '/api/samr/CylinderInspectionRecord';
const addUrl = '/api/samr/CylinderInspection/AddInspectionRecord';
/** The task pages: 检验记录 (the vehicle cylinders'), 检验审核, 检验审批 and 定期检验. */
const recordsMenu = menuOfPage(inspectionRecordsPage.kind, '/VehicleCylinder/');
const auditMenu = menuOfPage(inspectionAuditPage.kind);
const approvalMenu = menuOfPage(inspectionApprovalPage.kind);
const periodicMenu = menuOfPage(periodicInspectionPage.kind);

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;
let vehicleId: number;

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
      user_name: loginCode,
      belong_to_type: 20,
      role_id: roleId,
      station_id: stationId,
      ...(await storedPassword()),
      update_password_time: '2026-11-01T02:00:00.000Z',
    })
    .execute();
}

async function roleWith(name: string, codes: string[]) {
  const role = await database.db.insertInto('role').values({ name }).returning('id').executeTakeFirstOrThrow();
  await database.db
    .insertInto('role_menu')
    .values(codes.map((code) => ({ role_id: role.id, menu_code: code })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return role.id;
}

beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, '2026-11-01T02:00:00.000Z');
  // Regulators (huzhou, hangzhou) hold every task page; the institution's staff one page each.
  const regulatorRoles = await database.db.selectFrom('role').select('id').execute();
  await database.db
    .insertInto('role_menu')
    .values(
      regulatorRoles.flatMap((r) =>
        ['003', recordsMenu, auditMenu, approvalMenu, periodicMenu].map((code) => ({ role_id: r.id, menu_code: code })),
      ),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await institutionUser('in001', fixture.institutionId, await roleWith('检验机构检验员', ['003', recordsMenu]));
  await institutionUser('au001', fixture.institutionId, await roleWith('检验机构审核员', ['003', auditMenu]));
  await institutionUser('ap001', fixture.institutionId, await roleWith('检验机构审批员', ['003', approvalMenu]));
  const other = await database.db
    .insertInto('station')
    .values({ code: 'IN002', name: '别处检测所', kind: 2, division_code: '330502' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await institutionUser('ap002', other.id, await roleWith('别处审批员', ['003', recordsMenu, auditMenu, approvalMenu]));
  await database.db
    .insertInto('inspect_station_fill_station')
    .values({ inspect_station_id: fixture.institutionId, fill_station_id: fixture.stationId })
    .execute();
  await database.db
    .insertInto('inspection_rule')
    .values({
      rule_key: 1,
      version: 1,
      category: 3,
      inspection_period_months: 36,
      design_life_years: 15,
      created_by: 'admin',
    })
    .execute();
  vehicleId = await insertCylinder(database.db, fixture, { barcode: 'VC0001', category: 3, plate_num: '浙E12345' });
});

async function call(login: string, path: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `${base}/${path}`, headers: bearer(await tokenFor(app, login)), payload });
}
async function list(login: string, path: string, query = '') {
  return app.inject({ method: 'GET', url: `${base}/${path}${query}`, headers: bearer(await tokenFor(app, login)) });
}
async function record(payload: Record<string, unknown> = {}) {
  const answer = await app.inject({
    method: 'POST',
    url: addUrl,
    headers: bearer(await tokenFor(app, 'in001')),
    payload: { barcode: 'VC0001', reportCode: 'VR-0001', inspectionDate: '2026-11-20', result: 1, ...payload },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.id as number;
}
const cylinder = () =>
  database.db.selectFrom('cylinder').selectAll().where('id', '=', vehicleId).executeTakeFirstOrThrow();
const task = (id: number) =>
  database.db.selectFrom('inspection_record').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the vehicle-inspection workflow', () => {
  it('records a task that leaves the cylinder alone until it is approved; rectified, audited and approved it sets the dates', async () => {
    const id = await record();
    expect(await task(id)).toMatchObject({ task_status: 0, audit_result: 0, approval_result: 0 });
    expect(await cylinder()).toMatchObject({ last_inspection_date: '2024-03-01', next_inspection_date: '2028-03-01' });
    // One open task per cylinder.
    const second = await app.inject({
      method: 'POST',
      url: addUrl,
      headers: bearer(await tokenFor(app, 'in001')),
      payload: { barcode: 'VC0001', reportCode: 'VR-0002', inspectionDate: '2026-11-21', result: 1 },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().messeage).toBe('气瓶VC0001有尚未审批的检验任务，请先办结该任务');

    const rectify = await call('in001', 'Rectify', { Id: id, Reason: '瓶阀密封不良，需更换瓶阀' });
    expect(rectify.statusCode, rectify.body).toBe(200);
    expect(rectify.json().data).toMatchObject({ taskStatus: 2 });
    // Not yet complete: the reviewer's list is empty and an audit is refused.
    expect((await list('au001', 'AuditList')).json().totalCount).toBe(0);
    const early = await call('au001', 'inspectExamine', { Id: id, Result: 1 });
    expect(early.statusCode).toBe(409);
    expect(early.json().messeage).toBe('检验任务整改中，不能审核');

    const done = await call('in001', 'RectifyComplete', { Id: id, Note: '已更换瓶阀，气密性试验合格' });
    expect(done.json().data).toMatchObject({ taskStatus: 3 });
    const audits = (await list('au001', 'AuditList')).json();
    expect(audits.totalCount).toBe(1);
    expect(audits.list[0]).toMatchObject({
      barcode: 'VC0001',
      taskStatusName: '整改完成',
      rectifyReason: '瓶阀密封不良，需更换瓶阀',
      rectifyNote: '已更换瓶阀，气密性试验合格',
      auditResultName: '待审核',
    });

    expect((await call('au001', 'inspectExamine', { Id: id, Result: 1 })).json().data).toMatchObject({
      auditResult: 1,
      approvalResult: 0,
    });
    expect((await list('au001', 'AuditList')).json().totalCount).toBe(0);
    expect((await list('ap001', 'ApprovalList')).json().list.map((r: { id: number }) => r.id)).toEqual([id]);

    const approved = await call('ap001', 'inspectApproval', { Id: id, ApprovalResult: 1 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      approvalResult: 1,
      nextInspectionDate: '2029-11-20',
      scrapped: false,
    });
    expect(await cylinder()).toMatchObject({ last_inspection_date: '2026-11-20', next_inspection_date: '2029-11-20' });
    expect(await task(id)).toMatchObject({ approval_result: 1, next_inspection_date: '2029-11-20' });
    // Approved is final.
    const again = await call('ap001', 'inspectApproval', { Id: id, ApprovalResult: -1, Reason: '重复' });
    expect(again.statusCode).toBe(409);
    expect(again.json().messeage).toBe('检验任务已审批，不能审批');

    const events = await database.db
      .selectFrom('syslog')
      .where('event', '=', 'inspectionTask')
      .select(['detail'])
      .orderBy('id')
      .execute();
    expect(events.map((e) => (e.detail as { action: string }).action)).toEqual([
      '送整改',
      '确认整改完成',
      '审核',
      '审批',
    ]);
  });

  it('a return and a rejection send the task back to the institution; an approved fail scraps the cylinder', async () => {
    const id = await record({
      result: 3,
      scrapSentencedReason: '缠绕层严重损伤',
      processingMethod: '判废，破坏性处理',
    });
    expect((await call('in001', 'Complete', { Id: id })).json().data).toMatchObject({ taskStatus: 1 });
    const returned = await call('au001', 'inspectExamine', { Id: id, Result: -1, Opinion: '缺少无损检测结果' });
    expect(returned.json().data).toMatchObject({ taskStatus: 0, auditResult: 0 });
    expect(await task(id)).toMatchObject({ return_reason: '审核退回：缺少无损检测结果' });

    await call('in001', 'Complete', { Id: id });
    await call('au001', 'inspectExamine', { Id: id, Result: 1 });
    const rejected = await call('ap001', 'inspectApproval', { Id: id, ApprovalResult: -1, Reason: '判废依据不足' });
    expect(rejected.json().data).toMatchObject({ taskStatus: 0, auditResult: 0, approvalResult: -1 });
    expect((await cylinder()).status).toBe(CylinderStatus.Normal);
    // The institution sees it back on 检验记录 with the reason.
    const records = await app.inject({
      method: 'GET',
      url: '/api/samr/CylinderInspection/vcList?TaskStatus=0',
      headers: bearer(await tokenFor(app, 'in001')),
    });
    expect(records.json().list[0]).toMatchObject({
      id,
      approvalResultName: '已驳回',
      returnReason: '审批驳回：判废依据不足',
    });

    await call('in001', 'Complete', { Id: id });
    await call('au001', 'inspectExamine', { Id: id, Result: 1 });
    const approved = await call('ap001', 'inspectApproval', { Id: id, ApprovalResult: 1 });
    expect(approved.json().data).toMatchObject({ approvalResult: 1, scrapped: true });
    expect(await cylinder()).toMatchObject({ status: CylinderStatus.Scrapped, is_issued: false });
  });

  it('refuses illegal steps with 409, bad input with 400, other institutions with 404, and regulators with 403', async () => {
    const id = await record();
    const rectifyComplete = await call('in001', 'RectifyComplete', { Id: id, Note: '已整改' });
    expect(rectifyComplete.statusCode).toBe(409);
    expect(rectifyComplete.json().messeage).toBe('检验任务检验中，不能确认整改完成');
    expect((await call('ap001', 'inspectApproval', { Id: id, ApprovalResult: 1 })).statusCode).toBe(409);

    const noReason = await call('in001', 'Rectify', { Id: id, Reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().messeage).toContain('请填写整改原因');
    const noOpinion = await call('au001', 'inspectExamine', { Id: id, Result: -1 });
    expect(noOpinion.statusCode).toBe(400);
    expect(noOpinion.json().messeage).toContain('退回时请填写审核意见');
    const badResult = await call('ap001', 'inspectApproval', { Id: id, ApprovalResult: 2 });
    expect(badResult.statusCode).toBe(400);
    expect(badResult.json().messeage).toContain('审批结果只能是1（批准）或-1（驳回）');

    const foreign = await call('ap002', 'Complete', { Id: id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('VC0001');
    const regulator = await call('huzhou', 'Complete', { Id: id });
    expect(regulator.statusCode).toBe(403);
    // The approver holds 检验审批 only: the reviewer's call is not theirs.
    expect((await call('ap001', 'inspectExamine', { Id: id, Result: 1 })).statusCode).toBe(403);
    expect((await task(id)).task_status).toBe(0);
  });

  it('lists the tasks within scope: the institution its own, a regulator those of its stations, another city none', async () => {
    const id = await record();
    await call('in001', 'Complete', { Id: id });
    expect((await list('au001', 'AuditList')).json().totalCount).toBe(1);
    expect((await list('huzhou', 'AuditList')).json().totalCount).toBe(1);
    const hangzhou = await list('hangzhou', 'AuditList');
    expect(hangzhou.json().totalCount).toBe(0);
    expect(hangzhou.body).not.toContain('VC0001');
    expect((await list('ap002', 'AuditList')).json().totalCount).toBe(0);
    // Non-vehicle inspections take effect at once and never wait for audit.
    await insertCylinder(database.db, fixture, { barcode: 'LP0001' });
    await database.db
      .insertInto('inspection_rule')
      .values({
        rule_key: 2,
        version: 1,
        category: 1,
        inspection_period_months: 48,
        design_life_years: 8,
        created_by: 'admin',
      })
      .execute();
    const liquefied = await app.inject({
      method: 'POST',
      url: addUrl,
      headers: bearer(await tokenFor(app, 'in001')),
      payload: { barcode: 'LP0001', reportCode: 'LR-0001', inspectionDate: '2026-11-20', result: 1 },
    });
    expect(liquefied.json().data.nextInspectionDate).toBe('2030-11-20');
    expect((await list('au001', 'AuditList')).json().totalCount).toBe(1);
  });
});

describe('定期检验 (PeriodicList)', () => {
  it('lists the vehicle cylinders overdue or coming due, soonest first, with their open task, within scope', async () => {
    await insertCylinder(database.db, fixture, { barcode: 'VC0002', category: 3, next_inspection_date: '2026-10-01' });
    await insertCylinder(database.db, fixture, { barcode: 'VC0003', category: 3, next_inspection_date: '2027-01-10' });
    await insertCylinder(database.db, fixture, { barcode: 'LP0009', category: 1, next_inspection_date: '2026-10-01' });
    await insertCylinder(database.db, fixture, {
      barcode: 'VC0004',
      category: 3,
      next_inspection_date: '2026-09-01',
      status: CylinderStatus.Scrapped,
    });
    await record({ barcode: 'VC0002', reportCode: 'VR-0002' });

    const all = (await list('huzhou', 'PeriodicList')).json();
    expect(all.list.map((r: { barcode: string }) => r.barcode)).toEqual(['VC0002', 'VC0003']);
    expect(all.list[0]).toMatchObject({
      nextInspectionDate: '2026-10',
      overdueDays: 56,
      dueStatusName: '已超期56天',
      taskStateName: '检验中',
      taskReportCode: 'VR-0002',
      taskStationName: expect.any(String),
    });
    expect(all.list[1]).toMatchObject({ dueStatusName: '45天后到期', taskStateName: '未报检', taskId: null });

    expect((await list('huzhou', 'PeriodicList', '?Window=1')).json().totalCount).toBe(1);
    expect((await list('huzhou', 'PeriodicList', '?Window=2')).json().totalCount).toBe(0);
    expect((await list('huzhou', 'PeriodicList', '?TaskState=1')).json().list[0].barcode).toBe('VC0003');
    expect((await list('huzhou', 'PeriodicList', '?TaskState=2')).json().list[0].barcode).toBe('VC0002');

    // The bound institution plans them; another city and an unbound institution see none.
    expect((await list('in001', 'PeriodicList')).statusCode).toBe(403);
    expect((await list('ap002', 'PeriodicList')).statusCode).toBe(403);
    const foreign = await list('hangzhou', 'PeriodicList');
    expect(foreign.json().totalCount).toBe(0);
    expect(foreign.body).not.toContain('VC0002');

    const bad = await list('huzhou', 'PeriodicList', '?Window=9');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messeage).toContain('到期范围');
  });

  it('an institution holding the page sees its bound stations’ cylinders only', async () => {
    await insertCylinder(database.db, fixture, { barcode: 'VC0002', category: 3, next_inspection_date: '2026-10-01' });
    await institutionUser('pl001', fixture.institutionId, await roleWith('检验机构计划员', ['003', periodicMenu]));
    const own = (await list('pl001', 'PeriodicList')).json();
    expect(own.list.map((r: { barcode: string }) => r.barcode)).toEqual(['VC0002']);
    const other = await database.db
      .selectFrom('station')
      .where('code', '=', 'IN002')
      .select('id')
      .executeTakeFirstOrThrow();
    await institutionUser('pl002', other.id, await roleWith('别处计划员', ['003', periodicMenu]));
    expect((await list('pl002', 'PeriodicList')).json().totalCount).toBe(0);
  });
});
