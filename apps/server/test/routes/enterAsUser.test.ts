import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@gcs/contracts';
import { insertFixture, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, loginToken, type IdentityFixture } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;
let people: IdentityFixture;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  people = await insertIdentityFixture(database.db, fixture, new Date().toISOString());
});

const search = (token: string | undefined, query: string) =>
  app.inject({
    method: 'GET',
    url: `/api/samr/Auth/SuperAdminSelectUser${query}`,
    ...(token ? { headers: bearer(token) } : {}),
  });

const enter = (token: string | undefined, code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/samr/Auth/login',
    payload: { code, unionId: '', isSystemManeger: true, verifyCode: '', password: '' },
    ...(token ? { headers: bearer(token) } : {}),
  });

const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });

describe('SuperAdminSelectUser', () => {
  it('finds valid users by parts of the login code and user name, never a system manager', async () => {
    const admin = await loginToken(app, 'admin');
    const byCode = await search(admin, '?LoginCode=%20zhou%20');
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json()).toMatchObject({ result: true, messeage: '' });
    expect(byCode.json().list.map((user: { loginCode: string }) => user.loginCode)).toEqual(['hangzhou', 'huzhou']);
    const both = await search(admin, `?LoginCode=zhou&UserName=${encodeURIComponent('湖州')}`);
    expect(both.json().list).toEqual([
      {
        id: people.regulatorUserId,
        userName: '湖州市监管员',
        loginCode: 'huzhou',
        belongToType: 10,
        typeName: '监管单位',
        unitName: expect.any(String),
        roleName: '市级监管',
      },
    ]);
    expect((await search(admin, '?LoginCode=admin')).json().list).toEqual([]);
    expect((await search(admin, '?LoginCode=%25')).json().list).toEqual([]);
    await database.db.updateTable('app_user').set({ is_valid: false }).where('login_code', '=', 'huzhou').execute();
    expect((await search(admin, '?LoginCode=huzhou')).json().list).toEqual([]);
  });

  it('answers result false naming what to type when both parts are empty', async () => {
    const admin = await loginToken(app, 'admin');
    const empty = await search(admin, '?LoginCode=%20&UserName=');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ result: false, messeage: messages.enterAccountOrName, list: [] });
  });

  it('is for system managers only', async () => {
    expect((await search(undefined, '?LoginCode=a')).statusCode).toBe(401);
    const regulator = await loginToken(app, 'huzhou');
    const refused = await search(regulator, '?LoginCode=a');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ result: false, messeage: messages.forbidden, statusCode: 403 });
  });
});

describe('entering as another user', () => {
  it('opens a session of the user that records the system manager, and ends the manager’s own', async () => {
    const admin = await loginToken(app, 'admin');
    const answer = await enter(admin, 'fs001');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      succeded: true,
      id: people.stationUserId,
      loginCode: 'fs001',
      isSystemManeger: false,
      enteredBy: 'admin',
      errorMessage: '',
    });
    // The entered session sees what the user sees: the station's menus only.
    const menus = await get(body.accessToken, '/api/samr/Auth/GetUserPermission');
    expect(menus.json().data.list.map((menu: { menuCode: string }) => menu.menuCode)).toEqual(['007', '007001']);
    expect((await get(body.accessToken, '/api/samr/Auth/SuperAdminSelectUser?LoginCode=a')).statusCode).toBe(403);
    // The system manager's own session has ended.
    expect((await get(admin, '/api/samr/Auth/GetUserPermission')).statusCode).toBe(401);
    const session = await database.db
      .selectFrom('session')
      .where('user_id', '=', people.stationUserId)
      .where('ended_at', 'is', null)
      .select(['real_user_id'])
      .executeTakeFirstOrThrow();
    expect(session.real_user_id).toBe(people.adminId);
  });

  it('names both identities in every syslog row written during the session, and logging out ends it', async () => {
    const admin = await loginToken(app, 'admin');
    const token = (await enter(admin, 'fs001')).json().accessToken as string;
    const logout = await app.inject({ method: 'POST', url: '/api/samr/Auth/Logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect((await get(token, '/api/samr/Auth/GetUserPermission')).statusCode).toBe(401);
    const rows = await database.db
      .selectFrom('syslog')
      .where('event', 'in', ['enterAsUser', 'logout'])
      .select(['event', 'result', 'user_id', 'real_user_id', 'login_code', 'detail'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        event: 'enterAsUser',
        result: 'success',
        user_id: people.stationUserId,
        real_user_id: people.adminId,
        login_code: 'fs001',
        detail: { target: 'fs001', by: 'admin' },
      },
      {
        event: 'logout',
        result: 'success',
        user_id: people.stationUserId,
        real_user_id: people.adminId,
        login_code: 'fs001',
        detail: null,
      },
    ]);
  });

  it('refuses a password change for the user while entered as them', async () => {
    const admin = await loginToken(app, 'admin');
    const token = (await enter(admin, 'fs001')).json().accessToken as string;
    const change = await app.inject({
      method: 'POST',
      url: '/api/samr/Auth/UpdatePassword',
      headers: bearer(token),
      payload: {
        id: people.stationUserId,
        oldPassword: '0'.repeat(64),
        newPassword: 'Another@2026',
        confirmPassword: 'Another@2026',
      },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().messeage).toBe(messages.noPasswordChangeWhenEntered);
  });

  it('answers succeded false for an unknown, disabled or system-manager account, and audits the refusal', async () => {
    const admin = await loginToken(app, 'admin');
    const unknown = await enter(admin, 'nobody');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({
      succeded: false,
      accessToken: '',
      errorMessage: messages.enterableUserMissing,
    });
    expect((await enter(admin, 'ADMIN')).json().errorMessage).toBe(messages.cannotEnterAsManager);
    await database.db.updateTable('app_user').set({ is_valid: false }).where('login_code', '=', 'huzhou').execute();
    expect((await enter(admin, 'huzhou')).json().errorMessage).toBe(messages.enterableUserMissing);
    // Refusals leave the manager's session open.
    expect((await get(admin, '/api/samr/Auth/GetUserPermission')).statusCode).toBe(200);
    const failures = await database.db
      .selectFrom('syslog')
      .where('event', '=', 'enterAsUser')
      .where('result', '=', 'failure')
      .select(['user_id', 'real_user_id'])
      .execute();
    expect(failures).toHaveLength(3);
    expect(failures.every((row) => row.real_user_id === people.adminId)).toBe(true);
  });

  it('lets only a system manager enter: 401 without a session, 403 for anyone else, 400 for a bad body', async () => {
    expect((await enter(undefined, 'fs001')).statusCode).toBe(401);
    const regulator = await loginToken(app, 'huzhou');
    const refused = await enter(regulator, 'fs001');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messeage).toBe(messages.forbidden);
    const blank = await enter(await loginToken(app, 'admin'), '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().messeage).toContain(messages.enterLoginCode);
    const wrongKind = await app.inject({
      method: 'POST',
      url: '/api/samr/Auth/login',
      payload: { code: 'fs001', isSystemManeger: 'yes' },
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().messeage).toContain('登录方式不正确');
  });

  it('ends the entered sessions when the system manager is disabled', async () => {
    const admin = await loginToken(app, 'admin');
    const token = (await enter(admin, 'fs001')).json().accessToken as string;
    await app.sessions.endAllForUser(people.adminId, 'disabled');
    expect((await get(token, '/api/samr/Auth/GetUserPermission')).statusCode).toBe(401);
  });
});
