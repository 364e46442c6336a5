import type { Insertable } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CylinderTable } from '../../src/db/schema';
import { insertCylinder, insertImage, pngPicture } from '../support/fixtures';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { barcodesOf, insertCylinderWorld, requester, type CylinderWorld } from './cylinderWorld';

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

/** A pending archive that meets every automatic audit requirement (unless told otherwise). */
async function pending(barcode: string, values: Partial<Insertable<CylinderTable>> = {}, withImage = true) {
  const id = await insertCylinder(database.db, world, {
    barcode,
    audit_result: 0,
    audit_regulator_id: null,
    audit_person_name: null,
    audit_time: null,
    proof_material: 3,
    ...values,
  });
  if (withImage) await insertImage(database.db, id, 1, '建档照片', pngPicture());
  return id;
}

const auditState = (id: number) =>
  database.db
    .selectFrom('cylinder')
    .where('id', '=', id)
    .select(['audit_result', 'audit_regulator_id', 'audit_person_name', 'audit_time', 'audit_remark'])
    .executeTakeFirstOrThrow();

const historyOf = (id: number) =>
  database.db
    .selectFrom('cylinder_history')
    .where('cylinder_id', '=', id)
    .select(['action', 'changes', 'operator_name', 'entity_name', 'station_id', 'status'])
    .orderBy('id')
    .execute();

const auditLogs = () =>
  database.db.selectFrom('syslog').where('event', '=', 'audit').select(['user_id', 'result', 'detail']).execute();

describe('the audit lists', () => {
  it('lists the archives awaiting audit (not audited, in use), filtered and in scope', async () => {
    await pending('P-1');
    await pending('P-2', { audit_result: 1 });
    await pending('P-3', { audit_result: -1 });
    await pending('P-4', { status: 7 });
    await pending('P-5', { station_id: world.otherDistrictStationId });
    await pending('P-6', { station_id: world.otherCityStationId });
    const city = await as.get('city', `${base}/GetAuditCylinderList`);
    expect(city.statusCode).toBe(200);
    expect(barcodesOf(city)).toEqual(['P-5', 'P-1']);
    expect(city.json().totalCount).toBe(2);
    expect(barcodesOf(await as.get('district', `${base}/GetAuditCylinderList`))).toEqual(['P-1']);
    const filtered = await as.get('city', `${base}/GetAuditCylinderList?StationId=${world.otherDistrictStationId}`);
    expect(barcodesOf(filtered)).toEqual(['P-5']);
    // A station outside the caller's scope is not confirmed by an empty page: it is not found.
    const foreign = await as.get('district', `${base}/GetAuditCylinderList?StationId=${world.otherDistrictStationId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('P-5');
  });

  it('lists among them those that pass the automatic checks', async () => {
    await pending('A-OK');
    await pending('A-NOIMAGE', {}, false);
    await pending('A-PROOF', { proof_material: 1 });
    await pending('A-BLACK', { is_blacklisted: true });
    await pending('A-SERIAL', { serial_number: ' ' });
    await pending('A-VENDOR', { vendor_id: null });
    await pending('A-DONE', { audit_result: 1 });
    const response = await as.get('city', `${base}/GetAutoAuditCylinderList`);
    expect(barcodesOf(response)).toEqual(['A-OK']);
  });

  it('is closed to a station (no audit menu)', async () => {
    expect((await as.get('station', `${base}/GetAuditCylinderList`)).statusCode).toBe(403);
    expect((await as.post('station', `${base}/AuditCylinder`, { ids: [1], result: 1 })).statusCode).toBe(403);
  });
});

describe('BatchAutoAuditCylinderList', () => {
  it('passes every pending archive in scope that meets the rule, with history and a syslog row', async () => {
    const ok1 = await pending('B-1');
    const ok2 = await pending('B-2', { station_id: world.otherDistrictStationId });
    const failing = await pending('B-3', { proof_material: 1 });
    const foreign = await pending('B-4', { station_id: world.otherCityStationId });
    const response = await as.post('city', `${base}/BatchAutoAuditCylinderList`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, messeage: '', data: { count: 2 } });
    for (const id of [ok1, ok2]) {
      expect(await auditState(id)).toMatchObject({
        audit_result: 1,
        audit_regulator_id: world.regulatorId,
        audit_person_name: '湖州市监管员',
        audit_remark: '自动审核通过',
      });
      expect((await auditState(id)).audit_time).not.toBeNull();
      expect(await historyOf(id)).toEqual([
        expect.objectContaining({
          action: 3,
          operator_name: '湖州市监管员',
          entity_name: '湖州市市场监督管理局',
          status: 0,
          changes: [
            { field: 'auditResult', label: '审核结果', from: '未审核', to: '审核通过' },
            { field: 'auditRemark', label: '审核意见', from: null, to: '自动审核通过' },
          ],
        }),
      ]);
    }
    expect((await auditState(failing)).audit_result).toBe(0);
    expect((await auditState(foreign)).audit_result).toBe(0);
    expect(await auditLogs()).toEqual([
      {
        user_id: world.regulatorUserId,
        result: 'success',
        detail: { action: 'autoAudit', count: 2, ids: expect.arrayContaining([ok1, ok2]) },
      },
    ]);
  });

  it('passes only the chosen ones that meet the rule', async () => {
    const chosen = await pending('C-1');
    const chosenFailing = await pending('C-2', {}, false);
    const other = await pending('C-3');
    const response = await as.post('city', `${base}/BatchAutoAuditCylinderList`, { ids: [chosen, chosenFailing] });
    expect(response.json().data).toEqual({ count: 1 });
    expect((await auditState(chosen)).audit_result).toBe(1);
    expect((await auditState(chosenFailing)).audit_result).toBe(0);
    expect((await auditState(other)).audit_result).toBe(0);
  });

  it('answers 404 and changes nothing when a chosen id is outside the scope', async () => {
    const own = await pending('D-1');
    const foreign = await pending('D-2', { station_id: world.otherDistrictStationId });
    const response = await as.post('district', `${base}/BatchAutoAuditCylinderList`, { ids: [own, foreign] });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('D-2');
    expect((await auditState(own)).audit_result).toBe(0);
    expect((await auditState(foreign)).audit_result).toBe(0);
    expect(await historyOf(own)).toEqual([]);
    expect(await auditLogs()).toEqual([]);
  });
});

describe('AuditCylinder', () => {
  it('passes the chosen archives and records who audited them', async () => {
    const id = await pending('M-1', {}, false);
    const response = await as.post('district', `${base}/AuditCylinder`, { ids: [id], result: 1 });
    expect(response.json()).toEqual({ result: true, messeage: '', data: { count: 1 } });
    expect(await auditState(id)).toMatchObject({
      audit_result: 1,
      audit_regulator_id: world.districtRegulatorId,
      audit_person_name: '吴兴区监管员',
      audit_remark: null,
    });
    const detail = (await as.get('district', `${base}/queryBaseInfoById?Id=${id}`)).json().data;
    expect(detail).toMatchObject({
      auditNotice: '审核通过',
      auditRegulatorName: '吴兴区市场监督管理局',
      auditPersonName: '吴兴区监管员',
    });
    expect(detail.auditTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const historyAnswer = (await as.get('district', `${base}/queryHistoryInfoById?Id=${id}`)).json();
    expect(historyAnswer.list).toEqual([
      expect.objectContaining({
        operatorName: '吴兴区监管员',
        unitName: '吴兴区市场监督管理局',
        actionName: '审核',
        changes: [{ label: '审核结果', from: '未审核', to: '审核通过' }],
      }),
    ]);
  });

  it('rejects with the reason, and refuses a rejection without one', async () => {
    const id = await pending('M-2');
    const refused = await as.post('city', `${base}/AuditCylinder`, { ids: [id], result: -1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messeage).toBe('审核不通过时请填写原因（remark）');
    expect((await auditState(id)).audit_result).toBe(0);
    const rejected = await as.post('city', `${base}/AuditCylinder`, { ids: [id], result: -1, remark: '照片不清晰' });
    expect(rejected.statusCode).toBe(200);
    expect(await auditState(id)).toMatchObject({ audit_result: -1, audit_remark: '照片不清晰' });
    expect((await historyOf(id))[0]?.changes).toEqual([
      { field: 'auditResult', label: '审核结果', from: '未审核', to: '审核不通过' },
      { field: 'auditRemark', label: '审核意见', from: null, to: '照片不清晰' },
    ]);
    const [log] = await auditLogs();
    expect(log?.detail).toMatchObject({ action: 'audit', result: -1, count: 1, ids: [id] });
  });

  it('refuses archives that are not awaiting audit, naming them, and changes nothing', async () => {
    const open = await pending('M-3');
    const done = await pending('M-4', { audit_result: 1 });
    const response = await as.post('city', `${base}/AuditCylinder`, { ids: [open, done], result: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().messeage).toBe('以下气瓶不是待审核状态：M-4');
    expect((await auditState(open)).audit_result).toBe(0);
  });

  it('answers 404 and changes nothing when a station guesses another station’s id', async () => {
    const own = await pending('M-5');
    const foreign = await pending('M-6', { station_id: world.otherCityStationId });
    const response = await as.post('city', `${base}/AuditCylinder`, { ids: [own, foreign], result: 1 });
    expect(response.statusCode).toBe(404);
    expect((await auditState(own)).audit_result).toBe(0);
    expect((await auditState(foreign)).audit_result).toBe(0);
    expect(await historyOf(own)).toEqual([]);
  });
});

describe('CancleAudit', () => {
  it('returns audited archives to 未审核, clears the audit fields and records it', async () => {
    const passed = await pending('X-1', {
      audit_result: 1,
      audit_person_name: '王五',
      audit_time: '2026-01-01T00:00:00Z',
    });
    const rejected = await pending('X-2', { audit_result: -1, audit_remark: '缺少证明' });
    const response = await as.post('city', `${base}/CancleAudit`, { ids: [passed, rejected] });
    expect(response.json()).toEqual({ result: true, messeage: '', data: { count: 2 } });
    for (const id of [passed, rejected]) {
      expect(await auditState(id)).toEqual({
        audit_result: 0,
        audit_regulator_id: null,
        audit_person_name: null,
        audit_time: null,
        audit_remark: null,
      });
    }
    expect(await historyOf(passed)).toEqual([
      expect.objectContaining({
        action: 4,
        changes: [{ field: 'auditResult', label: '审核结果', from: '审核通过', to: '未审核' }],
      }),
    ]);
    expect((await historyOf(rejected))[0]?.changes).toEqual([
      { field: 'auditResult', label: '审核结果', from: '审核不通过', to: '未审核' },
      { field: 'auditRemark', label: '审核意见', from: '缺少证明', to: null },
    ]);
    const trail = (await as.get('city', `${base}/queryHistoryInfoById?Id=${passed}`)).json();
    expect(trail.list[0]).toMatchObject({ actionName: '取消审核' });
    expect((await auditLogs())[0]?.detail).toMatchObject({ action: 'cancelAudit', count: 2 });
    expect(barcodesOf(await as.get('city', `${base}/GetAuditCylinderList`))).toEqual(['X-2', 'X-1']);
  });

  it('refuses archives not audited yet and issued ones', async () => {
    const open = await pending('Y-1');
    const issued = await pending('Y-2', { audit_result: 1, is_issued: true, issued_no: 'FZ-1' });
    const notAudited = await as.post('city', `${base}/CancleAudit`, { ids: [open] });
    expect(notAudited.statusCode).toBe(400);
    expect(notAudited.json().messeage).toBe('以下气瓶尚未审核：Y-1');
    const issuedAnswer = await as.post('city', `${base}/CancleAudit`, { ids: [issued] });
    expect(issuedAnswer.statusCode).toBe(400);
    expect(issuedAnswer.json().messeage).toBe('以下气瓶已发证，不能取消审核：Y-2');
    expect((await auditState(issued)).audit_result).toBe(1);
  });

  it('answers 404 for an id outside the scope and leaves it audited', async () => {
    const foreign = await pending('Z-1', { audit_result: 1, station_id: world.otherDistrictStationId });
    const response = await as.post('district', `${base}/CancleAudit`, { ids: [foreign] });
    expect(response.statusCode).toBe(404);
    expect((await auditState(foreign)).audit_result).toBe(1);
  });

  it('validates the body: ids must be given', async () => {
    const response = await as.post('city', `${base}/CancleAudit`, { ids: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().messeage).toBe('请选择气瓶（ids）');
  });
});

describe('GetNoPassIssuedCylinderAsync', () => {
  it('lists the archives audited as passed that are not issued', async () => {
    await pending('N-1', { audit_result: 1 });
    await pending('N-2', { audit_result: 1, is_issued: true, issued_no: 'FZ' });
    await pending('N-3', { audit_result: 0 });
    await pending('N-4', { audit_result: -1 });
    await pending('N-5', { audit_result: 1, station_id: world.otherCityStationId });
    const response = await as.get('city', `${base}/GetNoPassIssuedCylinderAsync`);
    expect(barcodesOf(response)).toEqual(['N-1']);
    expect(response.json().totalCount).toBe(1);
  });
});
