import { citySignOnApi } from '@gcs/contracts';

/** The landing page `sc=screen` opens, by its `menu` parameter. */
export const screenLandings: Readonly<Record<string, string>> = {
  dashboard: '/Dashboard',
  sunshinefilling: '/SunshineDashboard',
};

/** What /FreeLogin does with its query (spec 01 section 2: `sc` picks the login type). */
export type FreeLoginAction =
  /** Changzhou's single sign-on: its account and token. */
  | { kind: 'changzhou'; login: string; token: string }
  /** A city whose provider the browser must visit: a full-page navigation to the call that redirects there. */
  | { kind: 'navigate'; url: string }
  /** A sibling platform's signed hand-off (the query without sc), then `landing` when given. */
  | { kind: 'signed'; params: Record<string, string>; landing?: string }
  /** The link cannot work (a parameter missing): the message to show. */
  | { kind: 'invalid'; message: string };

const withoutKeys = (query: URLSearchParams, drop: readonly string[]) =>
  Object.fromEntries([...query.entries()].filter(([key]) => !drop.includes(key)));

export function freeLoginAction(query: URLSearchParams): FreeLoginAction {
  const sc = query.get('sc')?.trim().toLowerCase() ?? '';
  switch (sc) {
    case 'changzhou': {
      const login = query.get('login')?.trim() ?? '';
      const token = query.get('token')?.trim() ?? '';
      return login && token
        ? { kind: 'changzhou', login, token }
        : { kind: 'invalid', message: '链接缺少账号或认证令牌，请从常州统一身份认证平台重新进入' };
    }
    case 'suzhou':
      return { kind: 'navigate', url: citySignOnApi.loginSuZhou.path };
    case 'luzhou':
      return { kind: 'navigate', url: citySignOnApi.luzhouSso.path };
    case 'screen': {
      const landing = screenLandings[query.get('menu')?.trim().toLowerCase() ?? ''];
      return { kind: 'signed', params: withoutKeys(query, ['sc', 'menu']), ...(landing ? { landing } : {}) };
    }
    default:
      return { kind: 'signed', params: Object.fromEntries(query.entries()) };
  }
}
