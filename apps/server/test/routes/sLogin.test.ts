import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@gcs/contracts';
import { dateVerifyCode } from '../../src/platform/dateVerifyCode';
import { sm3Hex } from '../../src/platform/passwords';
import { insertFixture } from '../support/fixtures';
import { insertIdentityFixture, testPassword } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

const prefix = 'jiaxing-sibling-2026';
// 2026-06-15 23:30 in China (15:30 UTC): the China-time day decides the code.
const now = new Date('2026-06-15T15:30:00.000Z');

let database: TestDatabase;
let configured: TestApp;
let unconfigured: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  configured = await buildTestApp(database, { sLoginVerifyPrefix: prefix }, { now: () => now });
  unconfigured = await buildTestApp(database, {}, { now: () => now });
});
afterAll(async () => {
  await configured.close();
  await unconfigured.close();
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  await insertIdentityFixture(database.db, await insertFixture(database.db), '2026-06-01T02:00:00.000Z');
});

const sLogin = (app: TestApp, verifyCode: string, password = testPassword) =>
  app.inject({
    method: 'POST',
    url: '/api/samr/Auth/login',
    payload: { Code: 'huzhou', password: sm3Hex(password), verifyCode },
  });

describe('/SLogin: the date-derived verify code', () => {
  it('is the SM3 of the prefix and the China-time date', () => {
    expect(dateVerifyCode(prefix, now)).toBe(sm3Hex(`${prefix}20260615`));
  });

  it('passes in place of the captcha with the right password, and the login is audited as such', async () => {
    const answer = await sLogin(configured, sm3Hex(`${prefix}20260615`).toUpperCase());
    expect(answer.json()).toMatchObject({ succeded: true, loginCode: 'huzhou' });
    const row = await database.db
      .selectFrom('syslog')
      .where('event', '=', 'login')
      .select(['result', 'detail'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ result: 'success', detail: { via: 'dateVerifyCode' } });
  });

  it('refuses another day’s code, a code without a configured prefix, and a wrong password', async () => {
    const yesterday = await sLogin(configured, sm3Hex(`${prefix}20260614`));
    expect(yesterday.json()).toMatchObject({ succeded: false, errorMessage: messages.verifyCodeWrong });
    const unset = await sLogin(unconfigured, dateVerifyCode(prefix, now));
    expect(unset.json()).toMatchObject({ succeded: false, errorMessage: messages.verifyCodeWrong });
    const wrongPassword = await sLogin(configured, dateVerifyCode(prefix, now), 'Wrong@2026');
    expect(wrongPassword.json()).toMatchObject({ succeded: false, errorMessage: messages.loginFailed });
    const failures = await database.db.selectFrom('login_failure').select('login_code').execute();
    expect(failures).toEqual([{ login_code: 'huzhou' }]);
  });

  it('does not let the code stand in for the captcha of the weak-password update', async () => {
    const answer = await configured.inject({
      method: 'POST',
      url: '/api/samr/Auth/UpdateWeakPassword',
      payload: {
        code: 'huzhou',
        password: sm3Hex(testPassword),
        verifyCode: dateVerifyCode(prefix, now),
        newPassword: 'Another@2026',
        confirmPassword: 'Another@2026',
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().messeage).toContain('不能超过16个字符');
  });
});
