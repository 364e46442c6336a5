import { BelongToType, type LoginResponse, type PasswordChangeReason } from '@gcs/contracts';
import { clearAccessToken, readAccessToken, writeAccessToken, writeLastActivity } from '../../api/storage';

/** The logged-in user (spec 01 section 3), as the pages read it. */
export interface SessionUser {
  id: number;
  userName: string;
  loginCode: string;
  level: number | null;
  belongToType: number;
  belongTo: number | null;
  regulatorCode: string | null;
  regulatorId: number | null;
  roleName: string;
  isSystemManager: boolean;
  updatePasswordTime: string | null;
  stationType: number | null;
  stationCode: string | null;
  /** In a session a super administrator entered as this user: the super administrator's login code. */
  enteredBy?: string | null;
  /** Why the server makes the password change first (it refuses other calls until then); null when nothing. */
  passwordChangeReason?: PasswordChangeReason | null;
}

/** The regulator store: the user's regulator record and whether regulator-scoped widgets apply. */
export interface RegulatorStore {
  id: number | null;
  isRegulator: boolean;
}

export const userInfoKey = 'userInfo';
export const regulatorKey = 'regulator';
/** Set while the mandatory password change is pending: every guarded page sends the user back to /Login. */
export const mustChangePasswordKey = 'mustChangePassword';

/** Maps the wire names (isSystemManeger ...) to the names the code uses. */
export function sessionUserFrom(login: LoginResponse): SessionUser {
  return {
    id: login.id,
    userName: login.userName,
    loginCode: login.loginCode,
    level: login.level,
    belongToType: login.belongToType,
    belongTo: login.belongTo,
    regulatorCode: login.regulatorCode,
    regulatorId: login.regulatorId,
    roleName: login.roleName,
    isSystemManager: login.isSystemManeger,
    updatePasswordTime: login.updatePasswordTime,
    stationType: login.stationType,
    stationCode: login.stationCode,
    enteredBy: login.enteredBy,
    passwordChangeReason: login.passwordChangeReason,
  };
}

/** The flag is false for stations and inspection institutions (20) and filling stations (1), true otherwise. */
export function regulatorStoreFor(user: Pick<SessionUser, 'belongToType' | 'regulatorId'>): RegulatorStore {
  const isStation = user.belongToType === BelongToType.Station || user.belongToType === BelongToType.FillingStation;
  return { id: user.regulatorId, isRegulator: !isStation };
}

/** The code of the user's station (empty for regulators and for sessions stored before the field existed). */
export function userStationCode(user: Pick<SessionUser, 'stationCode'>): string {
  return user.stationCode ?? '';
}

function parseUser(text: string | null): SessionUser | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SessionUser> | null;
    if (!value || typeof value.id !== 'number' || typeof value.belongToType !== 'number') return null;
    return value as SessionUser;
  } catch {
    return null;
  }
}

function tryStorage(action: () => void): void {
  try {
    action();
  } catch {
    // Storage can be disabled; the session then lives only as long as the page.
  }
}

/** Stores a successful login: user (session and persistent copies), token, regulator store, fresh activity. */
export function saveSession(login: LoginResponse): SessionUser {
  const user = sessionUserFrom(login);
  const text = JSON.stringify(user);
  tryStorage(() => {
    window.sessionStorage.setItem(userInfoKey, text);
    window.localStorage.setItem(userInfoKey, text);
    window.sessionStorage.setItem(regulatorKey, JSON.stringify(regulatorStoreFor(user)));
  });
  writeAccessToken(login.accessToken);
  writeLastActivity();
  return user;
}

/** The session copy of the user; restored from the persistent copy when this tab has none. */
export function readSessionUser(): SessionUser | null {
  let sessionCopy: string | null = null;
  let persistent: string | null = null;
  tryStorage(() => {
    sessionCopy = window.sessionStorage.getItem(userInfoKey);
    persistent = window.localStorage.getItem(userInfoKey);
  });
  const fromSession = parseUser(sessionCopy);
  if (fromSession) return fromSession;
  const restored = parseUser(persistent);
  if (restored) {
    tryStorage(() => {
      window.sessionStorage.setItem(userInfoKey, JSON.stringify(restored));
      window.sessionStorage.setItem(regulatorKey, JSON.stringify(regulatorStoreFor(restored)));
      const token = readAccessToken();
      if (token) window.sessionStorage.setItem('accessToken', token);
    });
  }
  return restored;
}

export function readRegulatorStore(): RegulatorStore | null {
  const user = readSessionUser();
  return user ? regulatorStoreFor(user) : null;
}

export function hasToken(): boolean {
  return Boolean(readAccessToken());
}

export function setMustChangePassword(value: boolean): void {
  tryStorage(() => {
    if (value) window.sessionStorage.setItem(mustChangePasswordKey, '1');
    else window.sessionStorage.removeItem(mustChangePasswordKey);
  });
}

export function mustChangePassword(): boolean {
  let value: string | null = null;
  tryStorage(() => {
    value = window.sessionStorage.getItem(mustChangePasswordKey);
  });
  return value === '1';
}

/** Expires every cookie script can see (HttpOnly ones, like the server's, are the server's to clear). */
function clearReadableCookies(): void {
  if (typeof document === 'undefined') return;
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * Ends the session on this browser: token, both user copies, the whole session storage and readable cookies. The
 * remembered user name and the sidebar state stay: they belong to the browser, not to the session.
 */
export function clearSession(): void {
  clearAccessToken();
  tryStorage(() => {
    window.localStorage.removeItem(userInfoKey);
    window.sessionStorage.clear();
  });
  clearReadableCookies();
}
