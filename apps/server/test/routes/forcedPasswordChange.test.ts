import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, type PasswordChangeReason } from '@gcs/contracts';
import { sm3Hex } from '../../src/platform/passwords';
import { signArrival } from '../../src/platform/siblingSign';
import { insertFixture } from '../support/fixtures';
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

const newPassword = 'Nanxun#2027';
const siblingSecret = 'sibling-shared-secret-0001';

let database: TestDatabase;
let app: TestApp;
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
  people = await insertIdentityFixture(database.db, await insertFixture(database.db), new Date().toISOString());
});

/** Puts huzhou's password in the state whose change is due for the reason. */
async function makeDue(reason: PasswordChangeReason) {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  await database.db
    .updateTable('app_user')
    .set(
      reason === 'weak'
        ? { password_weak: true }
        : { update_password_time: reason === 'expired' ? daysAgo(200) : null },
    )
    .where('id', '=', people.regulatorUserId)
    .execute();
}

/** A call any session may make, outside the password change. */
const redirectList = (token: string) =>
  app.inject({ method: 'GET', url: '/api/samr/Auth/GetRedirectList', headers: bearer(token) });

const changePassword = (token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/samr/Auth/UpdatePassword',
    headers: bearer(token),
    payload: {
      id: people.regulatorUserId,
      oldPassword: sm3Hex(testPassword),
      newPassword,
      confirmPassword: newPassword,
    },
  });

describe('a session whose password must change', () => {
  for (const reason of ['expired', 'weak', 'adminSet'] as const) {
    it(`(${reason}) may change the password and little else, and works normally once it is changed`, async () => {
      await makeDue(reason);
      const answer = await login(app, 'huzhou');
      expect(answer.json()).toMatchObject({ succeded: true, passwordChangeReason: reason });
      const token = answer.json().accessToken as string;
      const refused = await redirectList(token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().messeage).toBe(messages.passwordChangeRequired);
      const menus = await app.inject({
        method: 'GET',
        url: '/api/samr/Auth/GetUserPermission',
        headers: bearer(token),
      });
      expect(menus.statusCode).toBe(200);
      const changed = await changePassword(token);
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ succeded: true });
      const again = await login(app, 'huzhou', { password: newPassword });
      expect(again.json()).toMatchObject({ succeded: true, passwordChangeReason: null });
      expect((await redirectList(again.json().accessToken)).statusCode).toBe(200);
    });
  }

  it('may log out', async () => {
    await makeDue('expired');
    const token = (await login(app, 'huzhou')).json().accessToken as string;
    const logout = await app.inject({ method: 'POST', url: '/api/samr/Auth/Logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
  });

  it('comes from the other ways in too (a sibling’s hand-off)', async () => {
    await makeDue('adminSet');
    const sibling = await database.db
      .insertInto('sibling_platform')
      .values({
        title: '气瓶监管3.0',
        bind_system_code: 'gsmp3.0',
        bind_system_url: 'https://gsmp.example',
        sign_secret: siblingSecret,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const arrival = { originalUserId: '7001', targetId: sibling.id, time: String(Date.now()), loginCode: 'huzhou' };
    const answer = await app.inject({
      method: 'POST',
      url: '/api/samr/Auth/FreeLogin',
      payload: { ...arrival, sign: signArrival(siblingSecret, arrival) },
    });
    expect(answer.json()).toMatchObject({ succeded: true, passwordChangeReason: 'adminSet' });
    expect((await redirectList(answer.json().accessToken)).statusCode).toBe(403);
  });

  it('is not one a super administrator entered as the user', async () => {
    await makeDue('expired');
    const entered = await app.inject({
      method: 'POST',
      url: '/api/samr/Auth/login',
      payload: { code: 'huzhou', unionId: '', isSystemManeger: true, verifyCode: '', password: '' },
      headers: bearer(await loginToken(app, 'admin')),
    });
    expect(entered.json()).toMatchObject({ enteredBy: 'admin', passwordChangeReason: null });
    expect((await redirectList(entered.json().accessToken)).statusCode).toBe(200);
  });
});
