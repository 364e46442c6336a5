import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, wechatStateCookieName, wechatTicketCookieName } from '@gcs/contracts';
import { startFakeIdentityProvider, type FakeIdentityProvider } from '@gcs/fakes/identity-provider';
import { startFakeWeChat, type FakeWeChat } from '@gcs/fakes/wechat';
import type { IdentityProviderConfig } from '../../src/platform/citySignOnConfig';
import { parseApiServiceAccounts } from '../../src/platform/citySignOnConfig';
import { dateVerifyCode } from '../../src/platform/dateVerifyCode';
import { sm3Hex } from '../../src/platform/passwords';
import { signArrival } from '../../src/platform/siblingSign';
import { insertFixture } from '../support/fixtures';
import { insertIdentityFixture, login, testPassword, type IdentityFixture } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

const client = { id: 'gcs-platform', secret: 'sso-client-secret-1' };
const wechatApp = { appId: 'wx-test-app', appSecret: 'wx-test-secret' };
const siblingSecret = 'sibling-shared-secret-0001';
const sLoginPrefix = 'sibling-date-prefix-2026';

let database: TestDatabase;
let app: TestApp;
let idp: FakeIdentityProvider;
let wechat: FakeWeChat;
let people: IdentityFixture;
let siblingId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  idp = await startFakeIdentityProvider({
    accounts: { admin: 'idp-pass-admin', huzhou: 'idp-pass-1' },
    clients: { [client.id]: client.secret },
  });
  wechat = await startFakeWeChat(wechatApp);
  const provider: IdentityProviderConfig = { endpoint: idp.baseUrl, clientId: client.id, clientSecret: client.secret };
  app = await buildTestApp(database, {
    citySignOn: { changzhou: provider, dalian: provider, suzhou: provider, province: provider },
    wechat: { ...wechatApp, apiBase: wechat.baseUrl, openBase: wechat.baseUrl },
    sLoginVerifyPrefix: sLoginPrefix,
    apiServiceAccounts: parseApiServiceAccounts('admin'),
  });
});
afterAll(async () => {
  await app.close();
  await idp.close();
  await wechat.close();
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  people = await insertIdentityFixture(database.db, await insertFixture(database.db), new Date().toISOString());
  await database.db
    .updateTable('app_user')
    .set({ wechat_union_id: 'union-admin-0001' })
    .where('id', '=', people.adminId)
    .execute();
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
  siblingId = sibling.id;
});

const post = (call: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/samr/Auth/${call}`, payload, headers });

/** The answer is the refusal, no session was opened, and the attempt is in the system log. */
async function expectRefused(answer: { statusCode: number; json(): { messeage?: string } }) {
  expect(answer.statusCode).toBe(403);
  expect(answer.json().messeage).toBe(messages.systemManagerPasswordOnly);
  const sessions = await database.db.selectFrom('session').select('user_id').execute();
  expect(sessions).toEqual([]);
  const row = await database.db
    .selectFrom('syslog')
    .where('event', '=', 'login')
    .select(['user_id', 'result', 'detail'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ user_id: people.adminId, result: 'failure', detail: { reason: 'systemManager' } });
}

describe('a system manager’s session comes only from the password login with the captcha', () => {
  it('is opened by the password login with the captcha', async () => {
    expect((await login(app, 'admin')).json()).toMatchObject({ succeded: true, isSystemManeger: true });
  });

  it('is refused to a sibling platform’s hand-off (FreeLogin)', async () => {
    const arrival = { originalUserId: '7001', targetId: siblingId, time: String(Date.now()), loginCode: 'admin' };
    await expectRefused(await post('FreeLogin', { ...arrival, sign: signArrival(siblingSecret, arrival) }));
  });

  it('is refused to the province portal (ProviceLogin)', async () => {
    await expectRefused(await post('ProviceLogin', { token: idp.issueToken('admin') }));
  });

  it('is refused to a city’s token (ChangZhouLogin) and password grant (LoginDalian)', async () => {
    await expectRefused(await post('ChangZhouLogin', { login: 'admin', token: idp.issueToken('admin') }));
    await expectRefused(await post('LoginDalian', { Code: 'admin', password: 'idp-pass-admin' }));
  });

  it('is refused to changzhou’s identity callback (/cbCz)', async () => {
    const code = idp.issueCode('admin', 'http://localhost:8080/cbCz');
    await expectRefused(await post('CZIdentityAuthenticationLogin', { code }));
  });

  it('is refused to the authorization-code return (/Auth)', async () => {
    const started = await app.inject({ method: 'GET', url: '/api/samr/Auth/LoginSuZhou' });
    const location = new URL(String(started.headers.location));
    const header = started.headers['set-cookie'];
    const cookie = String(Array.isArray(header) ? header[0] : header).split(';')[0] ?? '';
    const code = idp.issueCode('admin', location.searchParams.get('redirect_uri') ?? '');
    await expectRefused(await post('Authlogin', { code, state: location.searchParams.get('state') }, { cookie }));
  });

  it('is refused to WeChat', async () => {
    const qr = await app.inject({ method: 'GET', url: '/api/samr/Auth/GetWeChatQrConnect?purpose=login' });
    const { state } = qr.json().data as { state: string };
    const info = await app.inject({
      method: 'GET',
      url: `/api/samr/Auth/GetWeChatUserinfo?code=${wechat.issueCode('union-admin-0001')}&state=${state}`,
      headers: { cookie: `${wechatStateCookieName}=${encodeURIComponent(`login.${state}`)}` },
    });
    const ticketLine = [info.headers['set-cookie']]
      .flat()
      .find((line) => String(line).startsWith(`${wechatTicketCookieName}=`));
    const ticketCookie = String(ticketLine).split(';')[0] ?? '';
    await expectRefused(
      await app.inject({
        method: 'GET',
        url: '/api/samr/Auth/WeChatLogin?UnionId=union-admin-0001',
        headers: { cookie: ticketCookie },
      }),
    );
  });

  it('is refused to the date-derived code of /SLogin, though the password is right', async () => {
    const answer = await post('login', {
      Code: 'admin',
      password: sm3Hex(testPassword),
      verifyCode: dateVerifyCode(sLoginPrefix, new Date()),
    });
    await expectRefused(answer);
  });

  it('is refused to the interface accounts’ login without a captcha (ApiserviceRegularLogin)', async () => {
    await expectRefused(await post('ApiserviceRegularLogin', { code: 'admin', password: sm3Hex(testPassword) }));
  });
});
