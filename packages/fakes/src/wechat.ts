import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for WeChat's open platform on localhost, speaking the website-login protocol: the QR page
 * (`/connect/qrconnect`) shows a QR holding a uuid and polls WeChat (`/connect/l/qrconnect?uuid`) until the phone
 * confirms; the "phone" is whoever asks `/connect/confirm?uuid&as=<unionId>` (a journey, from outside the browser).
 * The page then sends the whole window (`top`), not just its frame, back to `redirect_uri` with a code and the state,
 * as WeChat's page embedded by its website-login script does. The code exchange (`/sns/oauth2/access_token`) allows
 * one use per code and answers errors as `errcode`/`errmsg`. Server route tests and the browser journeys both start it.
 */
export interface FakeWeChat {
  baseUrl: string;
  /** A code WeChat would hand the browser after the person with this union id confirmed the scan. */
  issueCode(unionId: string): string;
  /** Answers every exchange with this HTTP status from now on (undefined: normal service). */
  failWith(status: number | undefined): void;
  exchanges: number;
  close(): Promise<void>;
}

export async function startFakeWeChat(app: { appId: string; appSecret: string }): Promise<FakeWeChat> {
  const codes = new Map<string, string>();
  /** QR pages on show, by uuid: where they send the window back, and the code once the phone confirmed. */
  const qrs = new Map<string, { redirect: string; state: string; code: string | undefined }>();
  let failure: number | undefined;
  const fake = { exchanges: 0 } as FakeWeChat;

  const json = (response: ServerResponse, body: unknown, status = 200) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/sns/oauth2/access_token') {
      fake.exchanges += 1;
      if (failure !== undefined) return json(response, { errmsg: 'unavailable' }, failure);
      if (url.searchParams.get('appid') !== app.appId)
        return json(response, { errcode: 40013, errmsg: 'invalid appid' });
      if (url.searchParams.get('secret') !== app.appSecret) {
        return json(response, { errcode: 40125, errmsg: 'invalid appsecret' });
      }
      if (url.searchParams.get('grant_type') !== 'authorization_code') {
        return json(response, { errcode: 40002, errmsg: 'invalid grant_type' });
      }
      const code = url.searchParams.get('code') ?? '';
      const unionId = codes.get(code);
      if (!unionId) return json(response, { errcode: 40029, errmsg: 'invalid code' });
      codes.delete(code);
      return json(response, {
        access_token: randomBytes(16).toString('hex'),
        expires_in: 7200,
        refresh_token: randomBytes(16).toString('hex'),
        openid: `o-${unionId}`,
        scope: 'snsapi_login',
        unionid: unionId,
      });
    }
    if (url.pathname === '/connect/qrconnect') {
      const uuid = randomBytes(12).toString('hex');
      qrs.set(uuid, {
        redirect: url.searchParams.get('redirect_uri') ?? '',
        state: url.searchParams.get('state') ?? '',
        code: undefined,
      });
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(qrPage(uuid));
    }
    if (url.pathname === '/connect/confirm') {
      const qr = qrs.get(url.searchParams.get('uuid') ?? '');
      const unionId = url.searchParams.get('as') ?? '';
      if (!qr || !unionId) return json(response, { errcode: 40001, errmsg: 'unknown qr' }, 404);
      qr.code = fake.issueCode(unionId);
      return json(response, { errcode: 0 });
    }
    if (url.pathname === '/connect/l/qrconnect') {
      const qr = qrs.get(url.searchParams.get('uuid') ?? '');
      if (!qr) return json(response, { wx_errcode: 402 });
      if (!qr.code) return json(response, { wx_errcode: 408 });
      const back = new URL(qr.redirect);
      back.searchParams.set('code', qr.code);
      back.searchParams.set('state', qr.state);
      return json(response, { wx_errcode: 405, redirect: back.toString() });
    }
    json(response, { errcode: -1, errmsg: 'not found' }, 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}`,
    issueCode(unionId: string) {
      const code = randomBytes(12).toString('hex');
      codes.set(code, unionId);
      return code;
    },
    failWith(status: number | undefined) {
      failure = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * The QR page: the QR (its uuid, which the phone reads) and the poll that, once the scan is confirmed (405), sends the
 * top window back; 408 means "not yet", as WeChat's long poll answers.
 */
function qrPage(uuid: string): string {
  return `<!doctype html><meta charset="utf-8"><title>微信登录</title>
<div class="qrcode" data-uuid="${uuid}">二维码</div><p>请使用微信扫一扫</p>
<script>
const poll = async () => {
  const answer = await (await fetch('/connect/l/qrconnect?uuid=${uuid}')).json();
  if (answer.wx_errcode === 405) window.top.location.href = answer.redirect;
  else if (answer.wx_errcode === 408) setTimeout(poll, 200);
};
poll();
</script>`;
}
