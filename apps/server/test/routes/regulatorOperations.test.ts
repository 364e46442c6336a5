import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { abnormalPage, CylinderStatus, FillingRefusalReason, menuOfPage } from '@gcs/contracts';
import { insertCylinder, insertFixture, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

const now = new Date('2026-11-26T02:00:00.000Z');
const base = '/api/samr/CylinderFilling';

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;
let cylinderId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, {}, { now: () => now, today: () => '2026-11-26' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, '2026-11-01T02:00:00.000Z');
  const roles = await database.db.selectFrom('role').select('id').execute();
  await database.db
    .insertInto('role_menu')
    .values(
      roles.flatMap((role) =>
        ['001', menuOfPage(abnormalPage.kind, '/GasCylinder/')].map((code) => ({
          role_id: role.id,
          menu_code: code,
        })),
      ),
    )
    .execute();
  cylinderId = await insertCylinder(database.db, fixture, { barcode: 'RS0001', audit_result: 1 });
});

async function send(login: string, call: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `${base}/${call}`, headers: bearer(await tokenFor(app, login)), payload });
}
const cylinder = () =>
  database.db.selectFrom('cylinder').select(['status']).where('id', '=', cylinderId).executeTakeFirstOrThrow();
const activeFlags = () =>
  database.db
    .selectFrom('cylinder_abnormal')
    .select(['kind', 'reason', 'flagged_by'])
    .where('restored_at', 'is', null)
    .execute();
const interlockReasons = async () =>
  (await send('fs001', 'FillingCheck', { Barcode: 'RS0001' })).json().data.reasons.map((r: { code: number }) => r.code);

describe('stopping a cylinder, reporting it lost and restoring it', () => {
  it('a regulator stops a cylinder: it reads 已停用, the interlock refuses it, history and log record it', async () => {
    const answer = await send('huzhou', 'RegulatorStopCylinder', {
      CylinderIds: [cylinderId],
      Reason: '现场检查发现瓶阀损坏',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ result: true, messeage: '', data: { count: 1 } });
    expect((await cylinder()).status).toBe(CylinderStatus.Stopped);
    expect(await activeFlags()).toEqual([{ kind: 1, reason: '现场检查发现瓶阀损坏', flagged_by: '湖州市监管员' }]);
    expect(await interlockReasons()).toEqual([FillingRefusalReason.Stopped]);
    const history = await database.db
      .selectFrom('cylinder_history')
      .selectAll()
      .where('cylinder_id', '=', cylinderId)
      .execute();
    expect(history).toHaveLength(1);
    const log = await database.db.selectFrom('syslog').selectAll().where('event', '=', 'abnormalFlag').execute();
    expect(log).toHaveLength(1);
    expect(log[0]!.login_code).toBe('huzhou');
  });

  it('a station may report its own cylinder lost but not stop it', async () => {
    const stop = await send('fs001', 'RegulatorStopCylinder', { CylinderIds: [cylinderId], Reason: '停用' });
    expect(stop.statusCode).toBe(403);
    expect(stop.json().messeage).toBe('只有监管部门可以停用气瓶');
    const lost = await send('fs001', 'RegulatorLostCylinder', { CylinderIds: [cylinderId], Reason: '用户报失' });
    expect(lost.statusCode).toBe(200);
    expect((await cylinder()).status).toBe(CylinderStatus.Normal);
    expect(await interlockReasons()).toEqual([FillingRefusalReason.Lost]);
  });

  it('restores through RegulatorOperateCylinder with Operate 0, and the interlock lets the cylinder through again', async () => {
    await send('huzhou', 'RegulatorOperateCylinder', { CylinderIds: [cylinderId], Operate: 1, Reason: '停用检查' });
    expect((await cylinder()).status).toBe(CylinderStatus.Stopped);
    const restore = await send('huzhou', 'RegulatorOperateCylinder', { CylinderIds: [cylinderId], Operate: 0 });
    expect(restore.statusCode).toBe(200);
    expect((await cylinder()).status).toBe(CylinderStatus.Normal);
    expect(await activeFlags()).toEqual([]);
    expect(await interlockReasons()).toEqual([]);
    const again = await send('huzhou', 'RegulatorOperateCylinder', { CylinderIds: [cylinderId], Operate: 0 });
    expect(again.statusCode).toBe(400);
    expect(again.json().messeage).toBe('气瓶未被停用或报失：RS0001');
  });

  it('refuses a second flag, a missing reason, an unknown operation and a cylinder outside the scope, changing nothing', async () => {
    await send('huzhou', 'RegulatorLostCylinder', { CylinderIds: [cylinderId], Reason: '报失' });
    const twice = await send('huzhou', 'RegulatorStopCylinder', { CylinderIds: [cylinderId], Reason: '停用' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().messeage).toBe('气瓶已是异常状态，请先恢复：RS0001');
    expect((await cylinder()).status).toBe(CylinderStatus.Normal);

    const noReason = await send('huzhou', 'RegulatorOperateCylinder', { CylinderIds: [cylinderId], Operate: 1 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().messeage).toContain('请填写原因');
    const badOperate = await send('huzhou', 'RegulatorOperateCylinder', { CylinderIds: [cylinderId], Operate: 7 });
    expect(badOperate.statusCode).toBe(400);
    expect(badOperate.json().messeage).toContain('操作只能是0');

    const foreign = await send('hangzhou', 'RegulatorStopCylinder', { CylinderIds: [cylinderId], Reason: '停用' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('RS0001');
    expect(await activeFlags()).toHaveLength(1);
  });

  it('changes all the chosen cylinders or none: a scrapped one among them stops the batch', async () => {
    const scrapped = await insertCylinder(database.db, fixture, { barcode: 'RS0002', status: CylinderStatus.Scrapped });
    const answer = await send('huzhou', 'RegulatorStopCylinder', {
      CylinderIds: [cylinderId, scrapped],
      Reason: '停用',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().messeage).toBe('气瓶不在使用中，不能停用或报失：RS0002');
    expect((await cylinder()).status).toBe(CylinderStatus.Normal);
    expect(await activeFlags()).toEqual([]);
  });
});
