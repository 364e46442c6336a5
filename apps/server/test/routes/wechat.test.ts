import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, wechatReturnPaths, wechatStateCookieName, wechatTicketCookieName } from '@gcs/contracts';
import { startFakeWeChat, type FakeWeChat } from '@gcs/fakes/wechat';
import { insertFixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, login, loginToken, type IdentityFixture } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

const wechatApp = { appId: 'wx-test-app', appSecret: 'wx-test-secret' };

let database: TestDatabase;
let app: TestApp;
let unconfigured: TestApp;
let wechat: FakeWeChat;
let people: IdentityFixture;

beforeAll(async () => {
  database = await openTestDatabase();
  wechat = await startFakeWeChat(wechatApp);
  app = await buildTestApp(database, {
    wechat: { ...wechatApp, apiBase: wechat.baseUrl, openBase: wechat.baseUrl },
  });
  unconfigured = await buildTestApp(database);
});
afterAll(async () => {
  await app.close();
  await unconfigured.close();
  await wechat.close();
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  people = await insertIdentityFixture(database.db, await insertFixture(database.db), new Date().toISOString());
  await database.db
    .updateTable('app_user')
    .set({ wechat_union_id: 'union-huzhou-0001' })
    .where('id', '=', people.regulatorUserId)
    .execute();
});

/** The value of a cookie a response sets. */
function setCookie(response: { headers: Record<string, unknown> }, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : [header];
  const found = all.find((line): line is string => typeof line === 'string' && line.startsWith(`${name}=`));
  return found && decodeURIComponent(found.slice(name.length + 1).split(';')[0] ?? '');
}

/** A browser opening the QR page: its address and the state cookie bound to it. */
async function openQr(purpose: 'login' | 'bind', headers: Record<string, string> = {}) {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/samr/Auth/GetWeChatQrConnect?purpose=${purpose}`,
    headers,
  });
  expect(answer.statusCode).toBe(200);
  const { url, state } = answer.json().data as { url: string; state: string };
  return { url, state, cookie: `${wechatStateCookieName}=${setCookie(answer, wechatStateCookieName)}` };
}

/** Scanning as the person with this union id and coming back: the user-info call of that browser. */
async function scanAndComeBack(unionId: string) {
  const qr = await openQr('login');
  const code = wechat.issueCode(unionId);
  const answer = await app.inject({
    method: 'GET',
    url: `/api/samr/Auth/GetWeChatUserinfo?code=${code}&state=${qr.state}`,
    headers: { cookie: qr.cookie },
  });
  return { answer, ticketCookie: `${wechatTicketCookieName}=${setCookie(answer, wechatTicketCookieName)}` };
}

const wechatLogin = (unionId: string, cookie?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/samr/Auth/WeChatLogin?UnionId=${unionId}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe('the QR page', () => {
  it('points at WeChat’s website login with the app id, the way back to /Login and a state bound to the browser', async () => {
    const qr = await openQr('login');
    const url = new URL(qr.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${wechat.baseUrl}/connect/qrconnect`);
    expect(url.searchParams.get('appid')).toBe(wechatApp.appId);
    expect(wechatReturnPaths.login).toBe('/Login');
    expect(url.searchParams.get('redirect_uri')).toMatch(/^http:\/\/[^/]+\/Login$/);
    expect(url.searchParams.get('scope')).toBe('snsapi_login');
    expect(url.searchParams.get('state')).toBe(qr.state);
    expect(url.hash).toBe('#wechat_redirect');
    expect(qr.cookie).toBe(`${wechatStateCookieName}=login.${qr.state}`);
  });

  it('sends the browser back to the configured public origin whatever Host the request names', async () => {
    const qr = await openQr('login', { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' });
    expect(new URL(qr.url).searchParams.get('redirect_uri')).toBe('http://localhost:8080/Login');
  });

  it('sends a binding QR back to the landing page, where the web app finishes the binding', async () => {
    const qr = await openQr('bind');
    expect(wechatReturnPaths.bind).toBe('/Main');
    expect(new URL(qr.url).searchParams.get('redirect_uri')).toMatch(/^http:\/\/[^/]+\/Main$/);
    expect(qr.cookie).toBe(`${wechatStateCookieName}=bind.${qr.state}`);
  });

  it('is announced to the web app by the host configuration, without the secret', async () => {
    // A stored configuration cannot switch WeChat on or off: the deployment's application decides.
    await database.db
      .insertInto('host_config')
      .values({ id: 1, config: JSON.stringify({ wechatLogin: true }) })
      .execute();
    const on = await app.inject({ method: 'GET', url: '/api/samr/Front/frontEnd' });
    expect(on.json().data.wechatLogin).toBe(true);
    expect(on.body).not.toContain(wechatApp.appSecret);
    const off = await unconfigured.inject({ method: 'GET', url: '/api/samr/Front/frontEnd' });
    expect(off.json().data.wechatLogin).toBe(false);
  });

  it('is refused clearly when no WeChat application is configured', async () => {
    const answer = await unconfigured.inject({ method: 'GET', url: '/api/samr/Auth/GetWeChatQrConnect?purpose=login' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().messeage).toBe(messages.wechatNotConfigured);
  });
});

describe('WeChat login', () => {
  it('logs in the user bound to the scanning WeChat, once per scan', async () => {
    const { answer, ticketCookie } = await scanAndComeBack('union-huzhou-0001');
    expect(answer.json()).toEqual({ result: true, messeage: '', list: { unionid: 'union-huzhou-0001' } });
    const login = await wechatLogin('union-huzhou-0001', ticketCookie);
    expect(login.json()).toMatchObject({ succeded: true, loginCode: 'huzhou', errorMessage: '' });
    const menus = await app.inject({
      method: 'GET',
      url: '/api/samr/Auth/GetUserPermission',
      headers: bearer(login.json().accessToken),
    });
    expect(menus.statusCode).toBe(200);
    const again = await wechatLogin('union-huzhou-0001', ticketCookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().messeage).toBe(messages.wechatTicketMissing);
    const audit = await database.db
      .selectFrom('syslog')
      .where('event', '=', 'login')
      .select(['user_id', 'result', 'detail'])
      .execute();
    expect(audit).toEqual([{ user_id: people.regulatorUserId, result: 'success', detail: { via: 'wechat' } }]);
  });

  it('never logs in by a union id alone: the ticket of the browser that scanned must come with it', async () => {
    expect((await wechatLogin('union-huzhou-0001')).statusCode).toBe(400);
    const { ticketCookie } = await scanAndComeBack('union-someone-else');
    const stolen = await wechatLogin('union-huzhou-0001', ticketCookie);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().messeage).toBe(messages.wechatTicketMissing);
  });

  it('answers an unbound WeChat with succeded false and the message the login page alerts', async () => {
    const { ticketCookie } = await scanAndComeBack('union-nobody-0002');
    const login = await wechatLogin('union-nobody-0002', ticketCookie);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ succeded: false, accessToken: '', errorMessage: messages.wechatUnbound });
  });

  it('keeps a locked account out by its WeChat too, and counts an unbound scan as a failed attempt', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) await login(app, 'huzhou', { password: 'Wrong@2026' });
    const { ticketCookie } = await scanAndComeBack('union-huzhou-0001');
    const locked = await wechatLogin('union-huzhou-0001', ticketCookie);
    expect(locked.json()).toMatchObject({ succeded: false, accessToken: '', errorMessage: messages.accountLocked });

    const unbound = await scanAndComeBack('union-nobody-0003');
    await wechatLogin('union-nobody-0003', unbound.ticketCookie);
    const refusals = await database.db
      .selectFrom('syslog')
      .where('event', '=', 'login')
      .where('result', '=', 'failure')
      .select(['login_code', 'detail'])
      .execute();
    expect(refusals.slice(-2)).toEqual([
      { login_code: 'huzhou', detail: { via: 'wechat', reason: 'locked' } },
      { login_code: null, detail: { via: 'wechat', reason: 'unbound' } },
    ]);
  });

  it('refuses a code that comes back to another browser, or with another state', async () => {
    const exchangesBefore = wechat.exchanges;
    const mine = await openQr('login');
    const theirs = await openQr('login');
    const code = wechat.issueCode('union-huzhou-0001');
    const crossed = await app.inject({
      method: 'GET',
      url: `/api/samr/Auth/GetWeChatUserinfo?code=${code}&state=${mine.state}`,
      headers: { cookie: theirs.cookie },
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().messeage).toBe(messages.wechatStateMismatch);
    const none = await app.inject({
      method: 'GET',
      url: `/api/samr/Auth/GetWeChatUserinfo?code=${code}&state=${mine.state}`,
    });
    expect(none.statusCode).toBe(400);
    expect(wechat.exchanges).toBe(exchangesBefore);
  });

  it('answers 400 naming WeChat’s error code for a spent code, and 502 when WeChat is down', async () => {
    const qr = await openQr('login');
    const spent = await app.inject({
      method: 'GET',
      url: `/api/samr/Auth/GetWeChatUserinfo?code=not-issued&state=${qr.state}`,
      headers: { cookie: qr.cookie },
    });
    expect(spent.statusCode).toBe(400);
    expect(spent.json().messeage).toBe('微信授权失败（40029），请重新扫码');
    wechat.failWith(503);
    try {
      const down = await app.inject({
        method: 'GET',
        url: `/api/samr/Auth/GetWeChatUserinfo?code=${wechat.issueCode('u')}&state=${qr.state}`,
        headers: { cookie: qr.cookie },
      });
      expect(down.statusCode).toBe(502);
      expect(down.json().messeage).toBe('微信服务暂时无法访问，请稍后再试');
    } finally {
      wechat.failWith(undefined);
    }
  });
});

describe('binding', () => {
  async function bind(token: string, unionId: string) {
    const qr = await openQr('bind');
    return app.inject({
      method: 'POST',
      url: '/api/samr/Auth/WeChatBinding',
      headers: { ...bearer(token), cookie: qr.cookie },
      payload: { code: wechat.issueCode(unionId), state: qr.state },
    });
  }
  const account = (token: string) =>
    app.inject({ method: 'GET', url: '/api/samr/Auth/GetWeChatAuthAccount', headers: bearer(token) });

  it('binds the scanning WeChat to the logged-in user, shows it masked, and unbinds it, audited', async () => {
    const token = await loginToken(app, 'fs001');
    expect((await account(token)).json().data).toEqual({ bound: false, unionId: null });
    const bound = await bind(token, 'union-station-0003');
    expect(bound.json()).toEqual({ result: true, messeage: '微信绑定成功' });
    expect((await account(token)).json().data).toEqual({ bound: true, unionId: 'unio****0003' });
    const { ticketCookie } = await scanAndComeBack('union-station-0003');
    expect((await wechatLogin('union-station-0003', ticketCookie)).json().loginCode).toBe('fs001');
    const unbind = await app.inject({ method: 'POST', url: '/api/samr/Auth/WeChatUnBinding', headers: bearer(token) });
    expect(unbind.json()).toEqual({ result: true, messeage: '已解除微信绑定' });
    expect((await account(token)).json().data.bound).toBe(false);
    const again = await app.inject({ method: 'POST', url: '/api/samr/Auth/WeChatUnBinding', headers: bearer(token) });
    expect(again.statusCode).toBe(400);
    const audit = await database.db
      .selectFrom('syslog')
      .where('event', '=', 'wechatBinding')
      .select(['user_id', 'detail'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { user_id: people.stationUserId, detail: { action: 'bind', before: null, after: 'unio****0003' } },
      { user_id: people.stationUserId, detail: { action: 'unbind', before: 'unio****0003', after: null } },
    ]);
  });

  it('refuses binding and unbinding in a session a super administrator entered as the user', async () => {
    const admin = await loginToken(app, 'admin');
    const entered = await app.inject({
      method: 'POST',
      url: '/api/samr/Auth/login',
      payload: { code: 'fs001', unionId: '', isSystemManeger: true, verifyCode: '', password: '' },
      headers: bearer(admin),
    });
    const token = entered.json().accessToken as string;
    expect(entered.json().enteredBy).toBe('admin');
    const binding = await bind(token, 'union-admin-own');
    expect(binding.statusCode).toBe(403);
    expect(binding.json().messeage).toBe(messages.noWechatBindingWhenEntered);
    await database.db
      .updateTable('app_user')
      .set({ wechat_union_id: 'union-station-0003' })
      .where('id', '=', people.stationUserId)
      .execute();
    const unbinding = await app.inject({
      method: 'POST',
      url: '/api/samr/Auth/WeChatUnBinding',
      headers: bearer(token),
    });
    expect(unbinding.statusCode).toBe(403);
    const stored = await database.db
      .selectFrom('app_user')
      .where('id', '=', people.stationUserId)
      .select('wechat_union_id')
      .executeTakeFirstOrThrow();
    expect(stored.wechat_union_id).toBe('union-station-0003');
    // The account shows what is bound all the same.
    expect((await account(token)).json().data.bound).toBe(true);
  });

  it('refuses a WeChat bound to someone else, and a login QR’s state for binding', async () => {
    const token = await loginToken(app, 'fs001');
    const taken = await bind(token, 'union-huzhou-0001');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().messeage).toBe(messages.wechatBoundElsewhere);
    const loginQr = await openQr('login');
    const wrongPurpose = await app.inject({
      method: 'POST',
      url: '/api/samr/Auth/WeChatBinding',
      headers: { ...bearer(token), cookie: loginQr.cookie },
      payload: { code: wechat.issueCode('union-x'), state: loginQr.state },
    });
    expect(wrongPurpose.statusCode).toBe(400);
    expect(wrongPurpose.json().messeage).toBe(messages.wechatStateMismatch);
  });
});
