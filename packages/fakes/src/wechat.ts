import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for WeChat's open platform on localhost, speaking the website-login protocol: the QR page
 * (`/connect/qrconnect`, where a test "scans" by opening it with `as=<unionId>` and following the confirm link back to
 * `redirect_uri` with a code and the state), and the code exchange (`/sns/oauth2/access_token`, one use per code,
 * errors as `errcode`/`errmsg`). Like WeChat's page embedded by its website-login script, the way back replaces the
 * whole window (`_top`), not just the frame. Server route tests and the browser journeys both start it.
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
      const redirect = url.searchParams.get('redirect_uri') ?? '';
      const state = url.searchParams.get('state') ?? '';
      const unionId = url.searchParams.get('as') ?? '';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      if (!unionId) return response.end('<p>请使用微信扫一扫</p>');
      const back = new URL(redirect);
      back.searchParams.set('code', fake.issueCode(unionId));
      back.searchParams.set('state', state);
      return response.end(`<a id="confirm" href="${back.toString()}" target="_top">确认登录</a>`);
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
