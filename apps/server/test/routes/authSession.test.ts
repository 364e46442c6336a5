import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { archiveQueryPage, menuOfPage, messages } from '@gcs/contracts';
import { sm3Hex } from '../../src/platform/passwords';
import { insertFixture, type Fixture } from '../support/fixtures';
import { grantPages } from '../support/grantPages';
import {
  bearer,
  insertIdentityFixture,
  login,
  testPassword,
  loginToken,
  type IdentityFixture,
} from '../support/identity';
import { buildTestApp, testCaptchaCode, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;
let people: IdentityFixture;
const start = new Date('2026-06-15T02:00:00.000Z');
let clock = start;
const advance = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(
    database,
    { session: { idleMinutes: 120, maxHours: 12, maxPerUser: 3 } },
    { now: () => clock },
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  clock = start;
  fixture = await insertFixture(database.db);
  people = await insertIdentityFixture(database.db, fixture, '2026-06-01T02:00:00.000Z');
});

const permissions = (token?: string) =>
  app.inject({ method: 'GET', url: '/api/samr/Auth/GetUserPermission', ...(token ? { headers: bearer(token) } : {}) });

function changePassword(token: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/samr/Auth/UpdatePassword', headers: bearer(token), payload: body });
}

describe('sessions', () => {
  it('answers 401 请先登录 without a token and 登录已过期 with an unknown one', async () => {
    const none = await permissions();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ result: false, messeage: messages.notLoggedIn });
    const unknown = await permissions('not-a-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().messeage).toBe(messages.sessionExpired);
  });

  it('expires after 2 idle hours, and each request slides the idle window', async () => {
    const token = await loginToken(app, 'huzhou');
    advance(119);
    expect((await permissions(token)).statusCode).toBe(200);
    advance(119);
    expect((await permissions(token)).statusCode).toBe(200);
    advance(121);
    const expired = await permissions(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().messeage).toBe(messages.sessionExpired);
  });

  it('writes the last activity at most once a minute, so reads do not wait for a write', async () => {
    const token = await loginToken(app, 'huzhou');
    const lastSeen = async () =>
      new Date(
        (
          await database.db
            .selectFrom('session')
            .select('last_seen_at')
            .where('ended_at', 'is', null)
            .executeTakeFirstOrThrow()
        ).last_seen_at,
      ).toISOString();
    const loggedIn = clock.toISOString();
    advance(0.5);
    expect((await permissions(token)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(loggedIn);
    advance(0.6);
    expect((await permissions(token)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(clock.toISOString());
    advance(119.9);
    expect((await permissions(token)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 120 * 60_000 + 1);
    expect((await permissions(token)).statusCode).toBe(401);
  });

  it('ends after 12 hours however active it is', async () => {
    const token = await loginToken(app, 'huzhou');
    for (let hour = 1; hour < 12; hour++) {
      advance(60);
      expect((await permissions(token)).statusCode).toBe(200);
    }
    advance(61);
    expect((await permissions(token)).statusCode).toBe(401);
  });

  it('ends on logout, and only that session', async () => {
    const first = await loginToken(app, 'huzhou');
    const second = await loginToken(app, 'huzhou');
    const out = await app.inject({ method: 'POST', url: '/api/samr/Auth/Logout', headers: bearer(first) });
    expect(out.json()).toEqual({ result: true, messeage: '' });
    expect((await permissions(first)).statusCode).toBe(401);
    expect((await permissions(second)).statusCode).toBe(200);
  });

  it('keeps at most the configured number of live sessions a user, ending the oldest', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      tokens.push(await loginToken(app, 'huzhou'));
      advance(1);
    }
    const [oldest, ...rest] = tokens;
    const ended = await permissions(oldest);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().messeage).toBe(messages.sessionExpired);
    for (const token of rest) expect((await permissions(token)).statusCode).toBe(200);
    const reasons = await database.db
      .selectFrom('session')
      .select('end_reason')
      .where('user_id', '=', people.regulatorUserId)
      .where('ended_at', 'is not', null)
      .execute();
    expect(reasons).toEqual([{ end_reason: 'sessionLimit' }]);
  });

  it('ends when the user is disabled', async () => {
    const token = await loginToken(app, 'huzhou');
    await database.db
      .updateTable('app_user')
      .set({ is_valid: false })
      .where('id', '=', people.regulatorUserId)
      .execute();
    expect((await permissions(token)).statusCode).toBe(401);
  });

  it("opens a route only while the user's role holds one of its menus, the menu and the role both valid", async () => {
    const token = await loginToken(app, 'huzhou');
    const industrialDocQuery = menuOfPage(archiveQueryPage.kind, '/IndustryCylinder/');
    const list = async () =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/samr/Cylinder/list?pageIndex=1&pageSize=20',
          headers: bearer(token),
        })
      ).statusCode;
    const { role_id: roleId } = await database.db
      .selectFrom('app_user')
      .select('role_id')
      .where('id', '=', people.regulatorUserId)
      .executeTakeFirstOrThrow();
    expect(await list()).toBe(403);
    await database.db.insertInto('role_menu').values({ role_id: roleId!, menu_code: industrialDocQuery }).execute();
    expect(await list()).toBe(200);
    await database.db.updateTable('menu').set({ is_valid: false }).where('code', '=', industrialDocQuery).execute();
    expect(await list()).toBe(403);
    await database.db.updateTable('menu').set({ is_valid: true }).where('code', '=', industrialDocQuery).execute();
    await database.db.updateTable('role').set({ is_valid: false }).where('id', '=', roleId!).execute();
    expect(await list()).toBe(403);
    await database.db.updateTable('role').set({ is_valid: true }).where('id', '=', roleId!).execute();
    expect(await list()).toBe(200);
    expect((await permissions(token)).statusCode).toBe(200);
  });
});

describe('GetUserPermission', () => {
  it("lists the role's valid menus as path/title, and every valid menu for a system manager", async () => {
    const regulator = (await permissions(await loginToken(app, 'huzhou'))).json();
    expect(regulator.data.list).toEqual([
      { menuName: '/DataAnalysis/大数据分析', menuCode: '005' },
      { menuName: '/DataAnalysis/UsageSummary/使用情况汇总', menuCode: '005001' },
      { menuName: '/DataAnalysis/Enterprise/企业统计', menuCode: '005002' },
    ]);
    await database.db.updateTable('menu').set({ is_valid: false }).where('code', '=', '005002').execute();
    const admin = (await permissions(await loginToken(app, 'admin'))).json();
    expect(admin.data.list.length).toBeGreaterThan(30);
    expect(admin.data.list.map((m: { menuCode: string }) => m.menuCode)).not.toContain('005002');
  });
});

describe('UpdatePassword', () => {
  const newPassword = 'Nanhu#2027x';

  it('checks the old password and enforces the password rules on the server', async () => {
    const token = await loginToken(app, 'huzhou');
    const base = { id: people.regulatorUserId, oldPassword: sm3Hex(testPassword) };
    const wrongOld = await changePassword(token, {
      ...base,
      oldPassword: sm3Hex('nope'),
      newPassword,
      confirmPassword: newPassword,
    });
    expect(wrongOld.json()).toEqual({ succeded: false, errorMessage: messages.passwordChangeFailed, message: '' });
    const weak = await changePassword(token, { ...base, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' });
    expect(weak.json().errorMessage).toBe(messages.passwordPatternDefault);
    const chinese = await changePassword(token, {
      ...base,
      newPassword: '密码Abc@1234',
      confirmPassword: '密码Abc@1234',
    });
    expect(chinese.json().errorMessage).toBe(messages.noChineseInPassword);
    const differ = await changePassword(token, { ...base, newPassword, confirmPassword: `${newPassword}1` });
    expect(differ.json().errorMessage).toBe(messages.passwordsDiffer);
    const same = await changePassword(token, { ...base, newPassword: testPassword, confirmPassword: testPassword });
    expect(same.json().errorMessage).toBe(messages.newPasswordSameAsOld);
    expect((await login(app, 'huzhou')).json().succeded).toBe(true);
  });

  it('applies the strict policy when the deployment is configured for it', async () => {
    const strict = await buildTestApp(database, { password: { policy: 'strict', maxAgeDays: 90 } });
    try {
      const token = await loginToken(strict, 'huzhou');
      const body = { id: people.regulatorUserId, oldPassword: sm3Hex(testPassword) };
      const lower = await strict.inject({
        method: 'POST',
        url: '/api/samr/Auth/UpdatePassword',
        headers: bearer(token),
        payload: { ...body, newPassword: 'nanhu#2027x', confirmPassword: 'nanhu#2027x' },
      });
      expect(lower.json().errorMessage).toBe(messages.passwordPatternStrict);
      const front = (await strict.inject({ method: 'GET', url: '/api/samr/Front/frontEnd' })).json().data;
      expect(front).toMatchObject({ passwordPolicy: 'strict', passwordMaxAgeDays: 90, idleMinutes: 120 });
    } finally {
      await strict.close();
    }
  });

  it("refuses to change another user's password", async () => {
    const token = await loginToken(app, 'huzhou');
    const other = await changePassword(token, {
      id: people.stationUserId,
      oldPassword: sm3Hex(testPassword),
      newPassword,
      confirmPassword: newPassword,
    });
    expect(other.statusCode).toBe(403);
    expect((await login(app, 'fs001')).json().succeded).toBe(true);
  });

  it('stores the new password, stamps the change time and ends every session of the user', async () => {
    await database.db
      .updateTable('app_user')
      .set({ update_password_time: '2025-06-01T00:00:00.000Z' })
      .where('id', '=', people.regulatorUserId)
      .execute();
    const token = await loginToken(app, 'huzhou');
    const otherDevice = await loginToken(app, 'huzhou');
    const stationSession = await loginToken(app, 'fs001');
    advance(5);
    const changed = await changePassword(token, {
      id: people.regulatorUserId,
      oldPassword: sm3Hex(testPassword),
      newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.json()).toEqual({ succeded: true, errorMessage: '', message: messages.passwordChanged });
    expect((await permissions(token)).statusCode).toBe(401);
    expect((await permissions(otherDevice)).statusCode).toBe(401);
    expect((await permissions(stationSession)).statusCode).toBe(200);
    expect((await login(app, 'huzhou')).json().errorMessage).toBe(messages.loginFailed);
    const fresh = (await login(app, 'huzhou', { password: newPassword })).json();
    expect(fresh).toMatchObject({ succeded: true, updatePasswordTime: '2026-06-15T02:05:00.000Z' });
    const log = await database.db.selectFrom('syslog').selectAll().where('event', '=', 'passwordChange').execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ result: 'success', user_id: people.regulatorUserId });
    expect(log[0]?.detail).toMatchObject({ forced: true, endedSessions: 2 });
    expect(JSON.stringify(log)).not.toContain(newPassword);
  });
});

describe('UpdateWeakPassword', () => {
  const weakUpdate = (body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/samr/Auth/UpdateWeakPassword', payload: body });
  const newPassword = 'Strong#2027';

  it('proves the account with captcha and old password, then stores a strong password', async () => {
    const body = {
      code: 'fs001',
      password: sm3Hex(testPassword),
      verifyCode: testCaptchaCode,
      newPassword,
      confirmPassword: newPassword,
    };
    expect((await weakUpdate({ ...body, verifyCode: 'ZZZZ' })).json().errorMessage).toBe(messages.verifyCodeWrong);
    expect((await weakUpdate({ ...body, password: sm3Hex('nope') })).json().errorMessage).toBe(messages.loginFailed);
    expect((await weakUpdate({ ...body, code: 'nobody' })).json().errorMessage).toBe(messages.loginFailed);
    expect((await weakUpdate({ ...body, newPassword: 'weakpass1', confirmPassword: 'weakpass1' })).json()).toEqual({
      succeded: false,
      errorMessage: messages.passwordPatternDefault,
      message: '',
    });
    const done = await weakUpdate(body);
    expect(done.json()).toEqual({ succeded: true, errorMessage: '', message: messages.passwordChanged });
    expect((await login(app, 'fs001', { password: newPassword })).json().succeded).toBe(true);
    const events = await database.db
      .selectFrom('syslog')
      .select(['event', 'result'])
      .where('event', '=', 'weakPasswordChange')
      .orderBy('id')
      .execute();
    expect(events.map((row) => row.result)).toEqual(['failure', 'failure', 'failure', 'failure', 'success']);
  });

  it('counts wrong old passwords towards the account lock', async () => {
    const body = {
      code: 'fs001',
      password: sm3Hex('nope'),
      verifyCode: testCaptchaCode,
      newPassword,
      confirmPassword: newPassword,
    };
    for (let attempt = 1; attempt <= 5; attempt++) await weakUpdate(body);
    expect((await weakUpdate({ ...body, password: sm3Hex(testPassword) })).json().errorMessage).toBe(
      messages.accountLocked,
    );
    expect((await login(app, 'fs001')).json().errorMessage).toBe(messages.accountLocked);
  });
});

describe('host configuration', () => {
  it('carries the password policy, password age and idle minutes of the server configuration', async () => {
    const data = (await app.inject({ method: 'GET', url: '/api/samr/Front/frontEnd' })).json().data;
    expect(data).toMatchObject({ passwordPolicy: 'default', passwordMaxAgeDays: 180, idleMinutes: 120 });
  });
});

describe('station licence calls', () => {
  it('answer a filling station its own licence and warning months, and nobody outside the scope', async () => {
    await database.db
      .updateTable('station')
      .set({ license_until: '2026-07-03', before_filling_check_expiry_warning_month: 3 })
      .where('id', '=', fixture.stationId)
      .execute();
    const info = (token: string, id = fixture.stationId) =>
      app.inject({ method: 'GET', url: `/api/samr/UnitManage/QueryFillStationInfo?Id=${id}`, headers: bearer(token) });
    const setting = (token: string) =>
      app.inject({
        method: 'GET',
        url: '/api/samr/UnitManage/QueryFillingStationCheckExpiryWarningSetting?StationCode=FS001',
        headers: bearer(token),
      });

    const own = await loginToken(app, 'fs001');
    expect((await info(own)).json()).toEqual({
      result: true,
      messeage: '',
      list: [{ id: fixture.stationId, stationName: '吴兴燃气充装站', licenseUntil: '2026-07-03' }],
    });
    expect((await setting(own)).json().data).toEqual({ beforeFillingCheckExpiryWarningMonth: 3 });
    // A station's own user needs no station page for its licence; a regulator needs one.
    const regulator = await loginToken(app, 'huzhou');
    expect((await info(regulator)).statusCode).toBe(403);
    await grantPages(database.db, ['市级监管'], ['fillStations']);
    // The regulator of the city above the station's district sees it; the institution is not a filling station.
    expect((await info(regulator)).statusCode).toBe(200);
    expect((await info(regulator, fixture.institutionId)).statusCode).toBe(404);
    const stranger = await loginToken(app, 'hangzhou');
    for (const response of [await info(stranger), await setting(stranger)]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('吴兴');
    }
  });
});
