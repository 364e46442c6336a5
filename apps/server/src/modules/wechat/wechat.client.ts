import { HttpError } from '../../platform/errors';

export interface WechatApp {
  appId: string;
  appSecret: string;
  /** https://api.weixin.qq.com, or a stand-in speaking its protocol. */
  apiBase: string;
  /** https://open.weixin.qq.com, where the QR page lives. */
  openBase: string;
}

/** How long the platform waits for WeChat before answering 502. */
const wechatTimeoutMs = 8_000;

/** The website-login QR page for a state and the address WeChat sends the browser back to. */
export function qrConnectUrl(app: WechatApp, redirectUri: string, state: string): string {
  const url = new URL('/connect/qrconnect', app.openBase);
  url.searchParams.set('appid', app.appId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'snsapi_login');
  url.searchParams.set('state', state);
  return `${url.toString()}#wechat_redirect`;
}

/**
 * Exchanges a WeChat authorisation code for the user's union id (`sns/oauth2/access_token`, grant_type
 * authorization_code). WeChat answers errors as 200 with `errcode` and `errmsg`; a used, expired or foreign code is
 * 400 for our caller, WeChat unreachable or answering nonsense is 502.
 */
export async function exchangeCode(app: WechatApp, code: string): Promise<string> {
  const url = new URL('/sns/oauth2/access_token', app.apiBase);
  url.searchParams.set('appid', app.appId);
  url.searchParams.set('secret', app.appSecret);
  url.searchParams.set('code', code);
  url.searchParams.set('grant_type', 'authorization_code');
  let answer: { unionid?: unknown; errcode?: unknown; errmsg?: unknown };
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(wechatTimeoutMs) });
    if (!response.ok) throw new Error(`WeChat answered ${response.status}`);
    answer = (await response.json()) as typeof answer;
  } catch {
    throw new HttpError(502, '微信服务暂时无法访问，请稍后再试');
  }
  if (typeof answer.errcode === 'number' && answer.errcode !== 0) {
    throw new HttpError(400, `微信授权失败（${answer.errcode}），请重新扫码`);
  }
  if (typeof answer.unionid !== 'string' || answer.unionid.length === 0 || answer.unionid.length > 64) {
    throw new HttpError(502, '微信未返回 unionid，请确认网站应用已绑定开放平台账号');
  }
  return answer.unionid;
}
