/** Routes reachable without a session (spec 01 section 2, route guard). */
export const publicPaths: readonly string[] = [
  '/Login',
  '/SLogin',
  '/Province',
  '/PublicSearch',
  '/VcApprovalQrcode',
  '/FreeLogin',
  '/cbCz',
  '/Auth',
];

export type GuardDecision =
  | { kind: 'allow' }
  /** Go elsewhere; `clearPermissions` when the permission state must be reset on the way. */
  | { kind: 'redirect'; to: string; clearPermissions: boolean };

function stripTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function isPublicPath(pathname: string): boolean {
  const path = stripTrailingSlash(pathname).toLowerCase();
  return publicPaths.some((publicPath) => publicPath.toLowerCase() === path);
}

/**
 * The guard's decision for a path: public paths are always allowed; without a token the root goes to /Login and
 * anything else to /Login?redirect=<the original path and query, encoded>, clearing the permission state. With a
 * token every path is allowed here; the guarded layout then loads menus and resolves the root.
 */
export function guardDecision(pathname: string, search: string, hasToken: boolean): GuardDecision {
  if (isPublicPath(pathname)) return { kind: 'allow' };
  if (hasToken) return { kind: 'allow' };
  if (stripTrailingSlash(pathname) === '/') return { kind: 'redirect', to: '/Login', clearPermissions: true };
  const original = `${pathname}${search}`;
  return { kind: 'redirect', to: `/Login?redirect=${encodeURIComponent(original)}`, clearPermissions: true };
}
