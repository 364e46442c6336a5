import { wechatReturnPaths, type WechatPurpose } from '@gcs/contracts';

/** What WeChat puts in the query of the page it sends the browser back to after a scan. */
export interface WechatCallback {
  code: string;
  state: string;
}

/** The code and state of a WeChat return in this query; null unless both are there. */
export function readWechatCallback(search: URLSearchParams): WechatCallback | null {
  const code = search.get('code')?.trim() ?? '';
  const state = search.get('state')?.trim() ?? '';
  return code && state ? { code, state } : null;
}

/** Which flow a return to this page finishes: a login on the login page, a binding on the landing page. */
export function wechatCallbackPurpose(pathname: string): WechatPurpose | null {
  const found = (Object.keys(wechatReturnPaths) as WechatPurpose[]).find(
    (purpose) => wechatReturnPaths[purpose].toLowerCase() === pathname.toLowerCase(),
  );
  return found ?? null;
}

/** The same query without WeChat's code and state (the page's own parameters stay). */
export function withoutWechatCallback(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  rest.delete('code');
  rest.delete('state');
  const text = rest.toString();
  return text ? `?${text}` : '';
}

/**
 * The QR page's address as a frame inside our page, the way WeChat's website-login script (wxLogin.js) embeds it:
 * `login_type=jssdk` asks for the bare QR, `self_redirect=false` for the way back to replace the whole window; the
 * `#wechat_redirect` fragment belongs to the full-page form only.
 */
export function embeddedQrUrl(url: string): string {
  const embedded = new URL(url);
  embedded.hash = '';
  embedded.searchParams.set('login_type', 'jssdk');
  embedded.searchParams.set('self_redirect', 'false');
  return embedded.toString();
}

/**
 * The frame's sandbox, as wxLogin.js sets it: WeChat's page may run its scripts, keep its own origin (it polls its
 * server for the scan) and send the top window back to us; nothing else (no pop-ups, no forms, no downloads).
 */
export const wechatQrSandbox = 'allow-scripts allow-top-navigation allow-same-origin';
