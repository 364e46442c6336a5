/** Browser storage keys the HTTP client reads and writes (the session store of a later issue uses the same keys). */
export const accessTokenKey = 'accessToken';
export const lastActivityKey = 'lastActivityAt';

function safeGet(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The bearer token of the current session: the tab's copy first, then the persistent copy. */
export function readAccessToken(): string | null {
  if (typeof window === 'undefined') return null;
  return safeGet(window.sessionStorage, accessTokenKey) ?? safeGet(window.localStorage, accessTokenKey);
}

/** Keeps the token in both copies: the tab's session copy and the persistent copy other tabs restore from. */
export function writeAccessToken(token: string): void {
  if (typeof window === 'undefined') return;
  try {
    window.sessionStorage.setItem(accessTokenKey, token);
    window.localStorage.setItem(accessTokenKey, token);
  } catch {
    // Storage disabled: the session then lasts as long as the page.
  }
}

export function clearAccessToken(): void {
  if (typeof window === 'undefined') return;
  try {
    window.sessionStorage.removeItem(accessTokenKey);
    window.localStorage.removeItem(accessTokenKey);
  } catch {
    // Nothing to clear when storage is disabled.
  }
}

/** Refreshed on every request; the idle timer compares it with the 2-hour limit (spec 01 section 9). */
export function writeLastActivity(now: number = Date.now()): void {
  if (typeof window === 'undefined') return;
  try {
    window.localStorage.setItem(lastActivityKey, String(now));
  } catch {
    // Storage can be full or disabled (private mode); the request must still go out.
  }
}

export function readLastActivity(): number | null {
  if (typeof window === 'undefined') return null;
  const value = Number(safeGet(window.localStorage, lastActivityKey));
  return Number.isFinite(value) && value > 0 ? value : null;
}
