import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@gcs/contracts';
import { parseApiServiceAccounts } from '../../src/platform/citySignOnConfig';
import { sm3Hex } from '../../src/platform/passwords';
import { insertFixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, testPassword } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, { apiServiceAccounts: parseApiServiceAccounts(' FS001 , robot') });
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  await insertIdentityFixture(database.db, await insertFixture(database.db), new Date().toISOString());
});

const apiLogin = (code: string, password = testPassword) =>
  app.inject({
    method: 'POST',
    url: '/api/samr/Auth/ApiserviceRegularLogin',
    payload: { code, password: sm3Hex(password) },
  });

describe('ApiserviceRegularLogin', () => {
  it('logs an interface account in without a captcha', async () => {
    const answer = await apiLogin('fs001');
    expect(answer.json()).toMatchObject({ succeded: true, loginCode: 'fs001' });
    const menus = await app.inject({
      method: 'GET',
      url: '/api/samr/Auth/GetUserPermission',
      headers: bearer(answer.json().accessToken),
    });
    expect(menus.statusCode).toBe(200);
    const rows = await database.db.selectFrom('syslog').select(['event', 'result', 'detail']).execute();
    expect(rows).toEqual([{ event: 'login', result: 'success', detail: { via: 'apiService' } }]);
  });

  it('refuses with 403 an account that is not an interface account, whatever its password', async () => {
    const answer = await apiLogin('huzhou');
    expect(answer.statusCode).toBe(403);
    expect(answer.json().messeage).toBe(messages.notApiServiceAccount);
  });

  it('refuses a wrong password like the login page and locks after five failures', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await apiLogin('fs001', 'wrong')).json()).toMatchObject({ errorMessage: messages.loginFailed });
    }
    expect((await apiLogin('fs001', 'wrong')).json()).toMatchObject({ errorMessage: messages.accountLocked });
    expect((await apiLogin('fs001')).json()).toMatchObject({ succeded: false, errorMessage: messages.accountLocked });
  });
});
