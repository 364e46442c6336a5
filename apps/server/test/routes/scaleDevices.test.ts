import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { menuOfPage, menusOfPage, scaleDevicesPage } from '@gcs/contracts';
import { deviceSecretMatches } from '../../src/platform/deviceCredential';
import { insertFixture, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

const now = new Date('2026-11-26T02:00:00.000Z');
const base = '/api/samr/ScaleDevice';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;
/** A second filling station of the same district (in the regulator's scope, not in fs001's). */
let otherStationId: number;
/** A scale of that other station. */
let foreignScaleId: number;

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
        menusOfPage(scaleDevicesPage.kind).map((code) => ({ role_id: role.id, menu_code: code })),
      ),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const other = await database.db
    .insertInto('station')
    .values({
      code: 'FS002',
      name: '织里燃气充装站',
      kind: 1,
      station_type: 1,
      division_code: '330502',
      address: null,
      principal: null,
      license_no: null,
      license_until: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  otherStationId = other.id;
  const foreign = await database.db
    .insertInto('scale_device')
    .values({
      station_id: otherStationId,
      device_code: 'FS002-B1',
      device_name: '织里1号秤',
      model: 'SCS-150',
      credential_hash: sha256('foreign-secret-0000000000'),
      rotated_at: '2026-10-01T01:00:00.000Z',
      last_report_at: '2026-11-25T03:04:05.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  foreignScaleId = foreign.id;
});

async function send(login: string, call: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `${base}/${call}`, headers: bearer(await tokenFor(app, login)), payload });
}
async function list(login: string, query = '') {
  return app.inject({
    method: 'GET',
    url: `${base}/QueryScaleDeviceList${query}`,
    headers: bearer(await tokenFor(app, login)),
  });
}
const stored = (id: number) =>
  database.db.selectFrom('scale_device').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const audit = () =>
  database.db.selectFrom('syslog').selectAll().where('event', '=', 'scaleDeviceChange').orderBy('id').execute();

async function addOwn(deviceNumber = 'FS001-B9') {
  const answer = await send('fs001', 'AddScaleDevice', { deviceNumber, deviceName: '9号秤', model: 'SCS-300' });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { id: number; deviceNumber: string; deviceGuid: string; secret: string };
}

describe('AddScaleDevice', () => {
  it('registers a scale of the station and shows its secret once, keeping only its SHA-256', async () => {
    const answer = await send('fs001', 'AddScaleDevice', {
      deviceNumber: ' FS001-B9 ',
      deviceName: '9号秤',
      model: '',
    });
    expect(answer.statusCode).toBe(200);
    const { data, messeage } = answer.json();
    expect(messeage).toContain('FS001-B9');
    expect(data).toEqual({
      id: expect.any(Number),
      deviceNumber: 'FS001-B9',
      deviceGuid: expect.stringMatching(uuidShape),
      secret: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      issuedAt: '2026-11-26 10:00:00',
    });
    const row = await stored(data.id);
    expect(row).toMatchObject({
      station_id: fixture.stationId,
      device_code: 'FS001-B9',
      device_name: '9号秤',
      model: null,
      is_valid: true,
      device_guid: data.deviceGuid,
      credential_hash: sha256(data.secret),
    });
    expect(new Date(row.rotated_at ?? '').toISOString()).toBe(now.toISOString());
    expect(JSON.stringify(row)).not.toContain(data.secret);

    const listed = await list('fs001');
    expect(listed.body).not.toContain(data.secret);
    expect(listed.body).not.toContain(sha256(data.secret));
    expect(listed.json().list).toEqual([
      {
        ordinalNum: 1,
        id: data.id,
        deviceguid: data.deviceGuid,
        deviceNumber: 'FS001-B9',
        deviceName: '9号秤',
        model: null,
        stationId: fixture.stationId,
        stationName: '吴兴燃气充装站',
        divisionName: '吴兴区',
        uploadTime: '',
        credentialIssued: true,
        credentialState: '已签发（2026-11-26 10:00:00）',
        issuedAt: '2026-11-26 10:00:00',
        isValid: true,
      },
    ]);

    const [log] = await audit();
    expect(log).toMatchObject({ result: 'success', login_code: 'fs001' });
    const detail = JSON.stringify(log?.detail);
    expect(detail).toContain('"action":"add"');
    expect(detail).toContain('FS001-B9');
    expect(detail).not.toContain(data.secret);
    expect(detail).not.toContain(sha256(data.secret));
  });

  it('refuses a device number already registered, naming it, and a malformed one', async () => {
    const taken = await send('fs001', 'AddScaleDevice', { deviceNumber: 'FS002-B1', deviceName: '重复' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().messeage).toBe('设备编号已存在：FS002-B1，请换一个编号');
    const malformed = await send('fs001', 'AddScaleDevice', { deviceNumber: '秤 1', deviceName: '秤' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().messeage).toContain('设备编号只能包含字母、数字、-和_');
    const unnamed = await send('fs001', 'AddScaleDevice', { deviceNumber: 'FS001-B3', deviceName: ' ' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().messeage).toContain('请填写名称');
    expect(await audit()).toEqual([]);
  });

  it('adds only to the station’s own station; a system manager names one; a regulator cannot add', async () => {
    const foreign = await send('fs001', 'AddScaleDevice', {
      stationId: otherStationId,
      deviceNumber: 'FS001-X1',
      deviceName: '越权',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('织里');

    const regulator = await send('huzhou', 'AddScaleDevice', {
      stationId: fixture.stationId,
      deviceNumber: 'FS001-X2',
      deviceName: '监管',
    });
    expect(regulator.statusCode).toBe(403);
    expect(regulator.json().messeage).toBe('只有充装秤所属的充装单位可以新增或修改充装秤，监管单位只能查看');

    const unnamed = await send('admin', 'AddScaleDevice', { deviceNumber: 'FS002-B2', deviceName: '2号秤' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().messeage).toBe('请选择充装单位');
    const manager = await send('admin', 'AddScaleDevice', {
      stationId: otherStationId,
      deviceNumber: 'FS002-B2',
      deviceName: '2号秤',
    });
    expect(manager.statusCode).toBe(200);
    expect((await stored(manager.json().data.id)).station_id).toBe(otherStationId);
    expect(await database.db.selectFrom('scale_device').select('device_code').orderBy('device_code').execute()).toEqual(
      [{ device_code: 'FS002-B1' }, { device_code: 'FS002-B2' }],
    );
  });
});

describe('RotateScaleDeviceSecret', () => {
  it('replaces the secret at once: the old one stops matching, the new one is shown once', async () => {
    const first = await addOwn();
    const answer = await send('fs001', 'RotateScaleDeviceSecret', { id: first.id });
    expect(answer.statusCode).toBe(200);
    const rotated = answer.json().data;
    expect(rotated).toMatchObject({ id: first.id, deviceNumber: 'FS001-B9', deviceGuid: first.deviceGuid });
    expect(rotated.secret).not.toBe(first.secret);
    const row = await stored(first.id);
    expect(row.credential_hash).toBe(sha256(rotated.secret));
    expect(deviceSecretMatches(first.secret, row.credential_hash)).toBe(false);
    expect(deviceSecretMatches(rotated.secret, row.credential_hash)).toBe(true);

    const logs = await audit();
    expect(logs).toHaveLength(2);
    const detail = JSON.stringify(logs[1]?.detail);
    expect(detail).toContain('"action":"rotateSecret"');
    for (const secret of [first.secret, rotated.secret]) {
      expect(detail).not.toContain(secret);
      expect(detail).not.toContain(sha256(secret));
    }
  });

  it('issues a first secret to a scale that has none', async () => {
    const legacy = await database.db
      .insertInto('scale_device')
      .values({ station_id: fixture.stationId, device_code: 'FS001-OLD', device_name: '旧秤' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = (await list('fs001')).json().list[0];
    expect(before).toMatchObject({ credentialIssued: false, credentialState: '未签发', issuedAt: '' });
    const answer = await send('fs001', 'RotateScaleDeviceSecret', { id: legacy.id });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().messeage).toContain('已签发');
    expect((await stored(legacy.id)).credential_hash).toBe(sha256(answer.json().data.secret));
    expect(JSON.stringify((await audit())[0]?.detail)).toContain('"action":"issueSecret"');
  });

  it('never rotates another station’s scale, nor for a regulator', async () => {
    const foreign = await send('fs001', 'RotateScaleDeviceSecret', { id: foreignScaleId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('FS002-B1');
    expect((await send('huzhou', 'RotateScaleDeviceSecret', { id: foreignScaleId })).statusCode).toBe(403);
    expect((await stored(foreignScaleId)).credential_hash).toBe(sha256('foreign-secret-0000000000'));
    expect(await audit()).toEqual([]);
  });
});

describe('UpdateScaleDevice', () => {
  it('renames a scale and changes its model, with before and after in the log', async () => {
    const scale = await addOwn();
    const answer = await send('fs001', 'UpdateScaleDevice', { id: scale.id, deviceName: '灌装1号', model: 'XK-3190' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ deviceNumber: 'FS001-B9', deviceName: '灌装1号', model: 'XK-3190' });
    expect(answer.body).not.toContain(scale.secret);
    expect(await stored(scale.id)).toMatchObject({ device_name: '灌装1号', model: 'XK-3190' });
    const detail = (await audit())[1]?.detail as { action: string; before: object; after: object };
    expect(detail).toMatchObject({
      action: 'update',
      before: { deviceName: '9号秤', model: 'SCS-300' },
      after: { deviceName: '灌装1号', model: 'XK-3190' },
    });
  });

  it('refuses another station’s scale (404, nothing shown) and a regulator (403)', async () => {
    const foreign = await send('fs001', 'UpdateScaleDevice', { id: foreignScaleId, deviceName: '改名' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('织里');
    expect((await send('huzhou', 'UpdateScaleDevice', { id: foreignScaleId, deviceName: '改名' })).statusCode).toBe(
      403,
    );
    expect((await stored(foreignScaleId)).device_name).toBe('织里1号秤');
  });
});

describe('BatchScaleDeviceIsValid', () => {
  it('disables and enables the chosen scales; a disabled scale keeps its credential', async () => {
    const one = await addOwn('FS001-B1');
    const two = await addOwn('FS001-B2');
    const off = await send('fs001', 'BatchScaleDeviceIsValid', { ids: [one.id, two.id], isValid: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ result: true, data: { count: 2 } });
    for (const scale of [one, two]) {
      expect(await stored(scale.id)).toMatchObject({ is_valid: false, credential_hash: sha256(scale.secret) });
    }
    expect((await list('fs001', '?IsValid=0')).json().totalCount).toBe(2);
    expect((await list('fs001', '?IsValid=1')).json().totalCount).toBe(0);
    const on = await send('fs001', 'BatchScaleDeviceIsValid', { ids: [one.id], isValid: true });
    expect(on.statusCode).toBe(200);
    expect((await stored(one.id)).is_valid).toBe(true);
    const logs = await audit();
    expect(logs.map((log) => (log.detail as { action: string }).action)).toEqual(['add', 'add', 'disable', 'enable']);
    expect(logs[2]?.detail).toMatchObject({
      ids: [one.id, two.id],
      before: [{ isValid: true }, { isValid: true }],
      after: [{ isValid: false }, { isValid: false }],
    });
  });

  it('changes none when any chosen scale is another station’s', async () => {
    const own = await addOwn();
    const mixed = await send('fs001', 'BatchScaleDeviceIsValid', { ids: [own.id, foreignScaleId], isValid: false });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.body).not.toContain('FS002-B1');
    expect((await stored(own.id)).is_valid).toBe(true);
    expect((await stored(foreignScaleId)).is_valid).toBe(true);
    expect((await send('huzhou', 'BatchScaleDeviceIsValid', { ids: [own.id], isValid: false })).statusCode).toBe(403);
    const manager = await send('admin', 'BatchScaleDeviceIsValid', { ids: [foreignScaleId], isValid: false });
    expect(manager.statusCode).toBe(200);
    expect((await stored(foreignScaleId)).is_valid).toBe(false);
  });
});

describe('QueryScaleDeviceList', () => {
  it('shows each caller the scales of its scope, filtered by station, number and validity', async () => {
    await addOwn();
    const regulator = (await list('huzhou')).json();
    expect(regulator.totalCount).toBe(2);
    expect(regulator.list.map((row: { deviceNumber: string }) => row.deviceNumber)).toEqual(['FS001-B9', 'FS002-B1']);
    expect(regulator.list[1]).toMatchObject({
      stationName: '织里燃气充装站',
      uploadTime: '2026-11-25 11:04:05',
      credentialState: '已签发（2026-10-01 09:00:00）',
    });
    expect((await list('huzhou', `?StationId=${otherStationId}`)).json().totalCount).toBe(1);
    expect((await list('huzhou', `?RegulatorId=${fixture.regulatorId}`)).json().totalCount).toBe(2);
    expect((await list('huzhou', '?DeviceNumber=B9')).json().list).toHaveLength(1);

    const station = await list('fs001');
    expect(station.json().totalCount).toBe(1);
    expect(station.body).not.toContain('FS002-B1');
    const foreignFilter = await list('fs001', `?StationId=${otherStationId}`);
    expect(foreignFilter.statusCode).toBe(404);
    expect(foreignFilter.body).not.toContain('FS002-B1');

    expect((await list('hangzhou')).json()).toMatchObject({ totalCount: 0, list: [] });
    expect((await list('admin')).json().totalCount).toBe(2);
  });

  it('is refused without the menu, and without a session', async () => {
    await database.db.deleteFrom('role_menu').where('menu_code', '=', menuOfPage(scaleDevicesPage.kind)).execute();
    expect((await list('huzhou')).statusCode).toBe(403);
    expect((await send('fs001', 'AddScaleDevice', { deviceNumber: 'X1', deviceName: 'x' })).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: `${base}/QueryScaleDeviceList` });
    expect(anonymous.statusCode).toBe(401);
  });
});
