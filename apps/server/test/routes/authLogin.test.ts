import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captchaCookieName, messages, verifyCodePath } from '@gcs/contracts';
import { insertFixture, type Fixture } from '../support/fixtures';
import {
  bearer,
  insertIdentityFixture,
  login,
  testPassword,
  loginToken,
  type IdentityFixture,
} from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;
let people: IdentityFixture;
let clock = new Date('2026-06-15T02:00:00.000Z');
const issued = new Map<string, string>();

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, {}, { now: () => clock, onCaptchaIssued: (id, answer) => issued.set(id, answer) });
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  clock = new Date('2026-06-15T02:00:00.000Z');
  fixture = await insertFixture(database.db);
  people = await insertIdentityFixture(database.db, fixture, '2026-06-01T02:00:00.000Z');
});

/** Fetches a real captcha: its cookie header and (through the test-only seam) its answer. */
async function realCaptcha() {
  const response = await app.inject({ method: 'GET', url: `${verifyCodePath}?timestamp=1718000000000` });
  const setCookie = String(response.headers['set-cookie']);
  const id = decodeURIComponent(/gcs_captcha=([^;]+)/.exec(setCookie)?.[1] ?? '');
  return { response, setCookie, cookie: `${captchaCookieName}=${id}`, answer: issued.get(id) ?? '' };
}

const syslog = () => database.db.selectFrom('syslog').selectAll().orderBy('id').execute();

describe('captcha', () => {
  it('is a PNG picture, never cached, bound to the browser by an HttpOnly SameSite=Strict cookie', async () => {
    const { response, setCookie, answer } = await realCaptcha();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('no-store');
    const png = PNG.sync.read(response.rawPayload);
    expect(png.width).toBe(120);
    expect(png.height).toBe(40);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Max-Age=300/);
    expect(answer).toMatch(/^[A-Z0-9]{4}$/);
    const stored = await database.db.selectFrom('captcha').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(answer);
  });

  it('accepts a real answer once (in any case), then refuses it', async () => {
    const { cookie, answer } = await realCaptcha();
    const first = await login(app, 'huzhou', { verifyCode: answer.toLowerCase(), cookie });
    expect(first.json()).toMatchObject({ succeded: true, errorMessage: '' });
    const again = await login(app, 'huzhou', { verifyCode: answer, cookie });
    expect(again.json()).toMatchObject({ succeded: false, accessToken: '', errorMessage: messages.verifyCodeWrong });
  });

  it('refuses a wrong answer before looking at the password, and the captcha is then used up', async () => {
    const { cookie, answer } = await realCaptcha();
    const wrong = await login(app, 'huzhou', { verifyCode: 'XXXX', cookie, password: 'not-the-password' });
    expect(wrong.json()).toMatchObject({ succeded: false, errorMessage: messages.verifyCodeWrong });
    expect(await database.db.selectFrom('login_failure').selectAll().execute()).toEqual([]);
    const right = await login(app, 'huzhou', { verifyCode: answer, cookie });
    expect(right.json().errorMessage).toBe(messages.verifyCodeWrong);
  });

  it('refuses a real answer without its cookie, and after five minutes', async () => {
    const withoutCookie = await realCaptcha();
    expect((await login(app, 'huzhou', { verifyCode: withoutCookie.answer })).json().errorMessage).toBe(
      messages.verifyCodeWrong,
    );
    const late = await realCaptcha();
    clock = new Date(clock.getTime() + 301_000);
    expect((await login(app, 'huzhou', { verifyCode: late.answer, cookie: late.cookie })).json().errorMessage).toBe(
      messages.verifyCodeWrong,
    );
  });
});

describe('login', () => {
  it('answers every field of the login response for a regulator and a filling station', async () => {
    const regulator = (await login(app, 'huzhou')).json();
    expect(regulator).toEqual({
      succeded: true,
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      userName: '湖州市监管员',
      id: people.regulatorUserId,
      level: 2,
      belongToType: 10,
      belongTo: fixture.regulatorId,
      loginCode: 'huzhou',
      roleName: '市级监管',
      isSystemManeger: false,
      updatePasswordTime: '2026-06-01T02:00:00.000Z',
      stationType: null,
      errorMessage: '',
      regulatorCode: '330500',
      regulatorId: fixture.regulatorId,
      stationCode: null,
      enteredBy: null,
      passwordChangeReason: null,
    });
    const station = (await login(app, 'fs001')).json();
    expect(station).toMatchObject({
      succeded: true,
      belongToType: 1,
      belongTo: fixture.stationId,
      stationType: 1,
      roleName: '充装站',
      regulatorCode: '330502',
      stationCode: 'FS001',
    });
    const admin = (await login(app, 'admin')).json();
    expect(admin).toMatchObject({ succeded: true, isSystemManeger: true, roleName: '' });
    const sessions = await database.db.selectFrom('session').select('token_hash').execute();
    expect(sessions).toHaveLength(3);
    expect(sessions.map((s) => s.token_hash)).not.toContain(regulator.accessToken);
  });

  it('gives an unknown account and a wrong password the identical answer', async () => {
    const unknown = await login(app, 'nobody');
    const wrong = await login(app, 'huzhou', { password: 'Wrong@2026' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toMatchObject({ succeded: false, accessToken: '', errorMessage: messages.loginFailed });
  });

  it('refuses a disabled account with the same answer', async () => {
    await database.db.updateTable('app_user').set({ is_valid: false }).where('login_code', '=', 'huzhou').execute();
    expect((await login(app, 'huzhou')).body).toBe((await login(app, 'nobody')).body);
  });

  it('refuses the users of a disabled unit with a message that says so, and only after the right password', async () => {
    await database.db.updateTable('station').set({ is_valid: false }).where('id', '=', fixture.stationId).execute();
    await database.db.updateTable('regulator').set({ is_valid: false }).where('id', '=', fixture.regulatorId).execute();
    expect((await login(app, 'fs001')).json()).toMatchObject({ succeded: false, errorMessage: messages.unitDisabled });
    expect((await login(app, 'huzhou')).json().errorMessage).toBe(messages.unitDisabled);
    expect((await login(app, 'fs001', { password: 'Wrong@2026' })).json().errorMessage).toBe(messages.loginFailed);
    expect((await login(app, 'hangzhou')).json().succeded).toBe(true);
  });

  it('locks an account after 5 failures in 15 minutes, and UnlockUserOrIP (system manager only) lifts it', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login(app, 'huzhou', { password: 'Wrong@2026' })).json().errorMessage).toBe(messages.loginFailed);
    }
    expect((await login(app, 'huzhou', { password: 'Wrong@2026' })).json().errorMessage).toBe(messages.accountLocked);
    expect((await login(app, 'huzhou')).json()).toMatchObject({
      succeded: false,
      errorMessage: messages.accountLocked,
    });
    expect((await login(app, 'HUZHOU')).json().errorMessage).toBe(messages.accountLocked);

    const stationToken = await loginToken(app, 'fs001');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/samr/Auth/UnlockUserOrIP',
      headers: bearer(stationToken),
      payload: { LoginCode: 'huzhou' },
    });
    expect(refused.statusCode).toBe(403);

    const adminToken = await loginToken(app, 'admin');
    const unlocked = await app.inject({
      method: 'POST',
      url: '/api/samr/Auth/UnlockUserOrIP',
      headers: bearer(adminToken),
      payload: { LoginCode: 'huzhou' },
    });
    expect(unlocked.json()).toEqual({ result: true, messeage: messages.unlocked });
    expect((await login(app, 'huzhou')).json().succeded).toBe(true);

    const events = (await syslog()).map((row) => `${row.event}:${row.result}:${row.login_code}`);
    // Five wrong passwords and one refusal while locked; the attempt typed as HUZHOU is logged as typed.
    expect(events.filter((event) => event === 'login:failure:huzhou')).toHaveLength(6);
    expect(events).toContain('login:failure:HUZHOU');
    expect(events).toContain('lock:success:huzhou');
    expect(events).toContain('unlock:success:admin');
  });

  it('lets a lock run out after 15 minutes', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) await login(app, 'huzhou', { password: 'Wrong@2026' });
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await login(app, 'huzhou')).json().succeded).toBe(true);
  });

  it('locks an address after 20 failures across accounts, other addresses unaffected, until unlocked', async () => {
    const ip = '203.0.113.7';
    for (let attempt = 1; attempt <= 19; attempt++) {
      const body = (await login(app, `ghost${attempt}`, { ip })).json();
      expect(body.errorMessage).toBe(messages.loginFailed);
    }
    expect((await login(app, 'ghost20', { ip })).json().errorMessage).toBe(messages.addressLocked);
    expect((await login(app, 'huzhou', { ip })).json().errorMessage).toBe(messages.addressLocked);
    expect((await login(app, 'huzhou', { ip: '203.0.113.8' })).json().succeded).toBe(true);

    const adminToken = await loginToken(app, 'admin');
    await app.inject({
      method: 'POST',
      url: '/api/samr/Auth/UnlockUserOrIP',
      headers: bearer(adminToken),
      payload: { Ip: ip },
    });
    expect((await login(app, 'huzhou', { ip })).json().succeded).toBe(true);
  });
});

describe('syslog', () => {
  it('records logins, failures and logouts with UTC time, user and address, and never a password', async () => {
    clock = new Date('2026-06-15T03:04:05.000Z');
    await login(app, 'huzhou', { password: 'Wrong@2026', ip: '198.51.100.4' });
    const token = await loginToken(app, 'huzhou');
    await app.inject({ method: 'POST', url: '/api/samr/Auth/Logout', headers: bearer(token) });
    const rows = await syslog();
    expect(rows.map((row) => [row.event, row.result, row.user_id, row.login_code])).toEqual([
      ['login', 'failure', people.regulatorUserId, 'huzhou'],
      ['login', 'success', people.regulatorUserId, 'huzhou'],
      ['logout', 'success', people.regulatorUserId, 'huzhou'],
    ]);
    expect(rows[0]).toMatchObject({ at: '2026-06-15T03:04:05.000Z', ip: '198.51.100.4' });
    expect(rows[0]?.detail).toEqual({ reason: 'wrongPassword' });
    const text = JSON.stringify(rows);
    expect(text).not.toContain(testPassword);
    expect(text).not.toContain('Wrong@2026');
    expect(text).not.toContain(token);
  });

  it('cannot be updated or deleted', async () => {
    await login(app, 'huzhou');
    await expect(database.db.updateTable('syslog').set({ result: 'failure' }).execute()).rejects.toThrow(/只能追加/);
    await expect(database.db.deleteFrom('syslog').execute()).rejects.toThrow(/只能追加/);
    expect(await syslog()).toHaveLength(1);
  });
});
