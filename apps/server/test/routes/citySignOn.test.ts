import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { citySignOnNotConfigured, citySignOnStateCookieName, messages } from '@gcs/contracts';
import type { IdentityProviderConfig } from '../../src/platform/citySignOnConfig';
import { startFakeIdentityProvider, type FakeIdentityProvider } from '@gcs/fakes/identity-provider';
import { insertFixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, type IdentityFixture } from '../support/identity';
import { buildTestApp, fixedAtMidMinute, testCaptchaCode, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

const client = { id: 'gcs-platform', secret: 'sso-client-secret-1' };

let database: TestDatabase;
let app: TestApp;
let idp: FakeIdentityProvider;
let people: IdentityFixture;

/** The fixture's city 湖州 (330500): huzhou and fs001 belong to it, hangzhou does not. */
const huzhouArea = '330500';

beforeAll(async () => {
  database = await openTestDatabase();
  idp = await startFakeIdentityProvider({
    accounts: { huzhou: 'idp-pass-1', fs001: 'idp-pass-2', hangzhou: 'idp-pass-3', stranger: 'idp-pass-4' },
    clients: { [client.id]: client.secret, 'another-client': 'another-secret' },
  });
  const provider = (areaCode?: string): IdentityProviderConfig => ({
    endpoint: idp.baseUrl,
    clientId: client.id,
    clientSecret: client.secret,
    areaCode,
  });
  app = await buildTestApp(database, {
    citySignOn: {
      changzhou: provider(huzhouArea),
      dalian: provider(),
      huangshan: provider(),
      suzhou: provider(huzhouArea),
      province: provider(),
    },
  });
});
afterAll(async () => {
  await app.close();
  await idp.close();
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  idp.failWith(undefined);
  idp.answerGarbage(undefined);
  people = await insertIdentityFixture(database.db, await insertFixture(database.db), new Date().toISOString());
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/samr/Auth/${url}`, payload, headers });

function cookieValue(response: { headers: Record<string, unknown> }, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header]).find(
    (value): value is string => typeof value === 'string' && value.startsWith(`${name}=`),
  );
  return line;
}

const loginRows = () =>
  database.db
    .selectFrom('syslog')
    .where('event', '=', 'login')
    .select(['login_code', 'result', 'detail'])
    .orderBy('id')
    .execute();

async function expectSessionWorks(answer: { json(): { accessToken: string } }) {
  const menus = await app.inject({
    method: 'GET',
    url: '/api/samr/Auth/GetUserPermission',
    headers: bearer(answer.json().accessToken),
  });
  expect(menus.statusCode).toBe(200);
}

describe('ChangZhouLogin (token introspection)', () => {
  it('logs in the account the changzhou token belongs to, with the normal login answer and a syslog row', async () => {
    const answer = await post('ChangZhouLogin', { login: 'huzhou', token: idp.issueToken('huzhou') });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ succeded: true, loginCode: 'huzhou', id: people.regulatorUserId });
    await expectSessionWorks(answer);
    expect(await loginRows()).toEqual([
      { login_code: 'huzhou', result: 'success', detail: { via: 'citySignOn', provider: 'changzhou' } },
    ]);
  });

  it('refuses a token of another account, an unknown token and a token issued to another client', async () => {
    for (const token of [
      idp.issueToken('fs001'),
      'not-a-token',
      idp.issueToken('huzhou', { clientId: 'another-client' }),
      idp.issueToken('huzhou', { expiresInSeconds: -10 }),
    ]) {
      const answer = await post('ChangZhouLogin', { login: 'huzhou', token });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        succeded: false,
        accessToken: '',
        errorMessage: messages.citySignOnRejected,
      });
    }
    const rows = await loginRows();
    expect(rows.map((row) => (row.detail as { reason: string }).reason)).toEqual([
      'otherAccount',
      'inactive',
      'otherClient',
      'inactive',
    ]);
  });

  it('refuses with 403 an account outside the provider’s city', async () => {
    const answer = await post('ChangZhouLogin', { login: 'hangzhou', token: idp.issueToken('hangzhou') });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().messeage).toBe(messages.citySignOnWrongArea);
    expect(await loginRows()).toMatchObject([
      { login_code: 'hangzhou', result: 'failure', detail: { reason: 'wrongArea' } },
    ]);
  });

  it('refuses a vouched name without a usable local account, and a disabled one', async () => {
    const unknown = await post('ChangZhouLogin', { login: 'stranger', token: idp.issueToken('stranger') });
    expect(unknown.json()).toMatchObject({ succeded: false, errorMessage: messages.citySignOnNoAccount });
    await database.db.updateTable('app_user').set({ is_valid: false }).where('login_code', '=', 'huzhou').execute();
    const disabled = await post('ChangZhouLogin', { login: 'huzhou', token: idp.issueToken('huzhou') });
    expect(disabled.json()).toMatchObject({ succeded: false, errorMessage: messages.citySignOnNoAccount });
  });

  it('counts refusals in the login throttle: the fifth locks the account, even against a good token', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await post('ChangZhouLogin', { login: 'huzhou', token: 'bad' });
    const good = await post('ChangZhouLogin', { login: 'huzhou', token: idp.issueToken('huzhou') });
    expect(good.json()).toMatchObject({ succeded: false, errorMessage: messages.accountLocked });
    const locks = await database.db.selectFrom('syslog').where('event', '=', 'lock').select('login_code').execute();
    expect(locks).toEqual([{ login_code: 'huzhou' }]);
  });

  it('answers 502 with a clear message when the provider is down, answers nonsense or refuses our client', async () => {
    idp.failWith(503);
    const down = await post('ChangZhouLogin', { login: 'huzhou', token: 't' });
    expect(down.statusCode).toBe(502);
    expect(down.json().messeage).toBe(messages.citySignOnUnavailable);
    idp.failWith(undefined);
    idp.answerGarbage('<html>not json</html>');
    const garbage = await post('ChangZhouLogin', { login: 'huzhou', token: 't' });
    expect(garbage.statusCode).toBe(502);
    expect(garbage.json().messeage).toBe(messages.citySignOnUnreadable);
    idp.answerGarbage('{"active":"yes"}');
    const malformed = await post('ChangZhouLogin', { login: 'huzhou', token: 't' });
    expect(malformed.json().messeage).toBe(messages.citySignOnUnreadable);
    idp.answerGarbage(undefined);
    const wrongSecret = await buildTestApp(database, {
      citySignOn: { changzhou: { endpoint: idp.baseUrl, clientId: client.id, clientSecret: 'wrong' } },
    });
    const refused = await wrongSecret.inject({
      method: 'POST',
      url: '/api/samr/Auth/ChangZhouLogin',
      payload: { login: 'huzhou', token: idp.issueToken('huzhou') },
    });
    await wrongSecret.close();
    expect(refused.statusCode).toBe(502);
    expect(refused.json().messeage).toBe(messages.citySignOnClientRefused);
    expect(refused.body).not.toContain('wrong');
  });
});

describe('the login rate limit', () => {
  it('is shared with the password login: past the limit a city login answers 429', async () => {
    const remoteAddress = '203.0.113.9';
    const limited = await buildTestApp(
      database,
      {
        loginRateLimitPerMinute: 2,
        citySignOn: { province: { endpoint: idp.baseUrl, clientId: client.id, clientSecret: client.secret } },
      },
      { now: fixedAtMidMinute() },
    );
    const province = () =>
      limited.inject({ method: 'POST', url: '/api/samr/Auth/ProviceLogin', payload: { token: 't' }, remoteAddress });
    const password = 'a'.repeat(64);
    await limited.inject({
      method: 'POST',
      url: '/api/samr/Auth/login',
      payload: { Code: 'x', password, verifyCode: 'WXYZ' },
      remoteAddress,
    });
    expect((await province()).statusCode).toBe(200);
    const refused = await province();
    await limited.close();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('LoginDalian and LoginHuangshan (password grant)', () => {
  it('logs in with the city’s account and password', async () => {
    const answer = await post('LoginDalian', { Code: 'fs001', password: 'idp-pass-2' });
    expect(answer.json()).toMatchObject({ succeded: true, loginCode: 'fs001' });
    await expectSessionWorks(answer);
    expect(await loginRows()).toMatchObject([{ result: 'success', detail: { provider: 'dalian' } }]);
  });

  it('refuses a wrong password with the login page’s message, counted as a failure', async () => {
    const answer = await post('LoginDalian', { Code: 'fs001', password: 'wrong' });
    expect(answer.json()).toMatchObject({ succeded: false, errorMessage: messages.loginFailed });
    const failures = await database.db.selectFrom('login_failure').select('login_code').execute();
    expect(failures).toEqual([{ login_code: 'fs001' }]);
  });

  it('checks Huangshan’s captcha before asking the provider', async () => {
    const before = idp.calls['/oauth2/token'] ?? 0;
    const wrong = await post('LoginHuangshan', { Code: 'huzhou', password: 'idp-pass-1', verifyCode: 'NOPE' });
    expect(wrong.json()).toMatchObject({ succeded: false, errorMessage: messages.verifyCodeWrong });
    expect(idp.calls['/oauth2/token'] ?? 0).toBe(before);
    const right = await post('LoginHuangshan', { Code: 'huzhou', password: 'idp-pass-1', verifyCode: testCaptchaCode });
    expect(right.json()).toMatchObject({ succeded: true, loginCode: 'huzhou' });
  });
});

describe('LoginSuZhou, Luzhousso and Authlogin (authorization code)', () => {
  async function start() {
    const answer = await app.inject({ method: 'GET', url: '/api/samr/Auth/LoginSuZhou' });
    expect(answer.statusCode).toBe(302);
    const location = new URL(String(answer.headers.location));
    const line = cookieValue(answer, citySignOnStateCookieName) ?? '';
    return { answer, location, line, cookie: line.split(';')[0] ?? '' };
  }

  it('redirects to the provider with client_id, redirect_uri /Auth and a state bound to the browser', async () => {
    const { location, line } = await start();
    expect(`${location.origin}${location.pathname}`).toBe(`${idp.baseUrl}/oauth2/authorize`);
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('client_id')).toBe(client.id);
    expect(location.searchParams.get('redirect_uri')).toMatch(/^http:\/\/[^/]+\/Auth$/);
    const state = location.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(line).toContain(`${citySignOnStateCookieName}=suzhou.${state}`);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Max-Age=600/);
    expect(location.toString()).not.toContain(client.secret);
  });

  it('logs in the confirmed account once the browser comes back with the code and its state', async () => {
    const { location, cookie } = await start();
    const redirectUri = location.searchParams.get('redirect_uri') ?? '';
    const state = location.searchParams.get('state') ?? '';
    const code = idp.issueCode('huzhou', redirectUri);
    const answer = await post('Authlogin', { code, state }, { cookie });
    expect(answer.json()).toMatchObject({ succeded: true, loginCode: 'huzhou' });
    await expectSessionWorks(answer);
    expect(String(cookieValue(answer, citySignOnStateCookieName))).toMatch(/Max-Age=0/);
    const again = await post('Authlogin', { code, state }, { cookie });
    expect(again.json()).toMatchObject({ succeded: false, errorMessage: messages.citySignOnRejected });
  });

  it('refuses a state that is not this browser’s, without asking the provider', async () => {
    const mine = await start();
    const theirs = await start();
    const before = idp.calls['/oauth2/token'] ?? 0;
    const state = mine.location.searchParams.get('state') ?? '';
    const attempts: Record<string, string>[] = [
      { cookie: theirs.cookie },
      {},
      { cookie: `${citySignOnStateCookieName}=nowhere.${state}` },
    ];
    for (const headers of attempts) {
      const answer = await post('Authlogin', { code: 'c', state }, headers);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().messeage).toBe(messages.citySignOnStateMismatch);
    }
    expect(idp.calls['/oauth2/token'] ?? 0).toBe(before);
  });

  it('refuses a code issued for another redirect address', async () => {
    const { location, cookie } = await start();
    const code = idp.issueCode('huzhou', 'http://elsewhere.example/Auth');
    const answer = await post('Authlogin', { code, state: location.searchParams.get('state') }, { cookie });
    expect(answer.json()).toMatchObject({ succeded: false, errorMessage: messages.citySignOnRejected });
  });

  it('refuses an unconfigured city by name', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/samr/Auth/Luzhousso' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().messeage).toBe(citySignOnNotConfigured('luzhou'));
    expect(answer.json().messeage).toContain('泸州市');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});

describe('CZIdentityAuthenticationLogin and ProviceLogin', () => {
  it('exchanges changzhou’s callback code for the /cbCz address and answers succeded', async () => {
    const code = idp.issueCode('fs001', 'http://localhost:8080/cbCz');
    const answer = await post('CZIdentityAuthenticationLogin', { code });
    expect(answer.json()).toMatchObject({ succeded: true, loginCode: 'fs001' });
    const reused = await post('CZIdentityAuthenticationLogin', { code });
    expect(reused.json()).toMatchObject({ succeded: false });
  });

  it('logs in by the province portal’s token, any region', async () => {
    const answer = await post('ProviceLogin', { token: idp.issueToken('hangzhou') });
    expect(answer.json()).toMatchObject({ succeded: true, loginCode: 'hangzhou' });
    const bad = await post('ProviceLogin', { token: 'expired-or-foreign' });
    expect(bad.json()).toMatchObject({ succeded: false, errorMessage: messages.citySignOnRejected });
    expect((await loginRows()).at(-1)).toMatchObject({ login_code: null, detail: { provider: 'province' } });
  });

  it('validates input with a message naming the field', async () => {
    const answer = await post('ProviceLogin', {});
    expect(answer.statusCode).toBe(400);
    expect(answer.json().messeage).toContain('token');
  });
});
