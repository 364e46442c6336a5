import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FillingRefusalReason, fillingRefusalsPage, menuOfPage } from '@gcs/contracts';
import { insertCylinder, insertFixture, type Fixture } from '../support/fixtures';
import { grantPages } from '../support/grantPages';
import { bearer, insertIdentityFixture, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

const now = new Date('2026-11-26T02:00:00.000Z');
const url = '/api/samr/CylinderFilling/FillingCheck';

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;

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
  await insertCylinder(database.db, fixture, { barcode: 'OK0001', audit_result: 1 });
  await insertCylinder(database.db, fixture, {
    barcode: 'OD0001',
    audit_result: 1,
    next_inspection_date: '2026-10-01',
    is_blacklisted: true,
  });
});

async function check(login: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url, headers: bearer(await tokenFor(app, login)), payload });
}
const refusals = () => database.db.selectFrom('filling_refusal').selectAll().orderBy('id').execute();

describe('FillingCheck (the filling interlock)', () => {
  it('allows a sound cylinder of the asking station and records nothing', async () => {
    const answer = await check('fs001', { Barcode: ' OK0001 ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      result: true,
      messeage: '',
      data: {
        allowed: true,
        barcode: 'OK0001',
        stationId: fixture.stationId,
        cylinderId: expect.any(Number),
        reasons: [],
        refusalId: null,
      },
    });
    expect(await refusals()).toEqual([]);
  });

  it('refuses an overdue, blacklisted cylinder with both reasons and records the refusal', async () => {
    const answer = await check('fs001', { Barcode: 'OD0001' });
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data.allowed).toBe(false);
    expect(data.reasons).toEqual([
      { code: FillingRefusalReason.OverdueInspection, label: '超期未检', blocking: true },
      { code: FillingRefusalReason.Blacklisted, label: '黑名单气瓶', blocking: true },
    ]);
    const rows = await refusals();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: data.refusalId,
      station_id: fixture.stationId,
      barcode: 'OD0001',
      cylinder_id: data.cylinderId,
      reasons: [FillingRefusalReason.OverdueInspection, FillingRefusalReason.Blacklisted],
      device_id: null,
    });
    expect(rows[0]!.user_id).toEqual(expect.any(Number));
  });

  it('refuses a barcode no archive holds, and a lost cylinder', async () => {
    const unknown = (await check('fs001', { Barcode: 'NOPE01' })).json().data;
    expect(unknown).toMatchObject({ allowed: false, cylinderId: null });
    expect(unknown.reasons.map((reason: { code: number }) => reason.code)).toEqual([
      FillingRefusalReason.NotRegistered,
    ]);

    const { id: cylinderId } = await database.db
      .selectFrom('cylinder')
      .select('id')
      .where('barcode', '=', 'OK0001')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('cylinder_abnormal')
      .values({
        cylinder_id: cylinderId,
        station_id: fixture.stationId,
        kind: 2,
        reason: '用户报失',
        flagged_by: '王五',
      })
      .execute();
    const lost = (await check('fs001', { Barcode: 'OK0001' })).json().data;
    expect(lost.reasons.map((reason: { code: number }) => reason.code)).toEqual([FillingRefusalReason.Lost]);
    expect((await refusals()).map((row) => row.barcode)).toEqual(['NOPE01', 'OK0001']);
  });

  it("follows the regulator's traceability configuration, and a station may only be stricter", async () => {
    await database.db
      .insertInto('cylinder_tracing_config')
      .values({
        regulator_id: fixture.regulatorId,
        config: JSON.stringify({ blockOverdueInspection: false, blockBlacklisted: false, blockNoArchive: false }),
        updated_by: '湖州市监管员',
      })
      .execute();
    await database.db
      .updateTable('station')
      .set({ config_json: JSON.stringify({ refuseOverdueCylinders: false, refuseBlacklistedCylinders: true }) })
      .where('id', '=', fixture.stationId)
      .execute();
    const data = (await check('fs001', { Barcode: 'OD0001' })).json().data;
    expect(data.allowed).toBe(false);
    expect(data.reasons).toEqual([
      { code: FillingRefusalReason.OverdueInspection, label: '超期未检', blocking: false },
      { code: FillingRefusalReason.Blacklisted, label: '黑名单气瓶', blocking: true },
    ]);
    expect((await refusals())[0]!.reasons).toEqual([FillingRefusalReason.Blacklisted]);
    // With the regulator allowing unregistered barcodes, an unknown one passes (and is still named).
    const unknown = (await check('fs001', { Barcode: 'NOPE01' })).json().data;
    expect(unknown).toMatchObject({ allowed: true, refusalId: null });
  });

  it('lets a system manager ask for a named filling station, and no regulator or unnamed station', async () => {
    // The regulator holds the refused-fillings page (充装前查询 is its button), where the service still refuses it.
    await grantPages(database.db, ['市级监管'], ['fillingRefusals']);
    const named = await check('admin', { Barcode: 'OK0001', StationId: fixture.stationId });
    expect(named.statusCode).toBe(200);
    expect(named.json().data.allowed).toBe(true);

    const missing = await check('admin', { Barcode: 'OK0001' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messeage).toBe('请选择充装单位');

    const institution = await check('admin', { Barcode: 'OK0001', StationId: fixture.institutionId });
    expect(institution.statusCode).toBe(404);
    expect(institution.json().messeage).toBe('充装单位不存在或不在您的管辖范围内');

    const regulator = await check('huzhou', { Barcode: 'OK0001', StationId: fixture.stationId });
    expect(regulator.statusCode).toBe(403);
    expect(regulator.json().messeage).toBe('只有充装单位可以查询气瓶能否充装');
  });

  it('refuses a station user naming another station, and a barcode that is blank or holds spaces', async () => {
    const other = await check('fs001', { Barcode: 'OK0001', StationId: fixture.institutionId });
    expect(other.statusCode).toBe(404);
    for (const [barcode, message] of [
      ['  ', '请输入气瓶条码'],
      ['OK 0001', '气瓶条码不能包含空格'],
      ['X'.repeat(65), '气瓶条码不能超过64个字符'],
    ]) {
      const answer = await check('fs001', { Barcode: barcode });
      expect(answer.statusCode, barcode).toBe(400);
      expect(answer.json().messeage).toContain(message);
    }
    expect(await refusals()).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const answer = await app.inject({ method: 'POST', url, payload: { Barcode: 'OK0001' } });
    expect(answer.statusCode).toBe(401);
    expect(answer.body).not.toContain('OK0001');
  });
});

describe('FillingRefusalList (the refused fillings page)', () => {
  const listUrl = '/api/samr/CylinderFilling/FillingRefusalList';
  const list = async (login: string, query = '') =>
    app.inject({ method: 'GET', url: `${listUrl}${query}`, headers: bearer(await tokenFor(app, login)) });

  beforeEach(async () => {
    const roles = await database.db.selectFrom('role').select('id').execute();
    await database.db
      .insertInto('role_menu')
      .values(
        roles.flatMap((role) =>
          ['006', menuOfPage(fillingRefusalsPage.kind)].map((code) => ({ role_id: role.id, menu_code: code })),
        ),
      )
      .execute();
    await check('fs001', { Barcode: 'OD0001' });
    await check('fs001', { Barcode: 'NOPE01' });
    await check('fs001', { Barcode: 'OK0001' });
  });

  it('lists the refusals of the regulator’s region, newest first, with reasons in words and who asked', async () => {
    const answer = await list('huzhou');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.totalCount).toBe(2);
    expect(body.list).toEqual([
      {
        ordinalNum: 1,
        id: expect.any(Number),
        time: '2026-11-26 10:00:00',
        areaName: '吴兴区',
        stationId: fixture.stationId,
        stationName: '吴兴燃气充装站',
        cylinderBarcode: 'NOPE01',
        cylinderId: null,
        reasonNames: '未建档',
        askedBy: '吴兴充装站',
      },
      expect.objectContaining({ ordinalNum: 2, cylinderBarcode: 'OD0001', reasonNames: '超期未检、黑名单气瓶' }),
    ]);
  });

  it('filters by reason, barcode and days', async () => {
    const byReason = (await list('huzhou', `?Reason=${FillingRefusalReason.Blacklisted}`)).json();
    expect(byReason.list.map((row: { cylinderBarcode: string }) => row.cylinderBarcode)).toEqual(['OD0001']);
    const byBarcode = (await list('fs001', '?Barcode=NOPE')).json();
    expect(byBarcode.list.map((row: { cylinderBarcode: string }) => row.cylinderBarcode)).toEqual(['NOPE01']);
    expect((await list('huzhou', '?From=2026-11-27')).json().totalCount).toBe(0);
    expect((await list('huzhou', '?From=2026-11-26&To=2026-11-26')).json().totalCount).toBe(2);
    const bad = await list('huzhou', '?Reason=99');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messeage).toContain('拒充原因只能是');
  });

  it('keeps each caller to its scope', async () => {
    expect((await list('fs001')).json().totalCount).toBe(2);
    expect((await list('hangzhou')).json()).toMatchObject({ totalCount: 0, list: [] });
    const foreign = await list('hangzhou', `?StationId=${fixture.stationId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('OD0001');
  });

  it('is refused to a role without the menu', async () => {
    await database.db.deleteFrom('role_menu').where('menu_code', '=', menuOfPage(fillingRefusalsPage.kind)).execute();
    expect((await list('huzhou')).statusCode).toBe(403);
  });
});
