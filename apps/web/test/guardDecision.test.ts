import { describe, expect, it } from 'vitest';
import { guardDecision, publicPaths } from '../src/app/guard/guardDecision';
import { staticRoutes } from '../src/app/routes';

describe('route guard decisions', () => {
  it('lists exactly the routes the static table marks public', () => {
    expect([...publicPaths].sort()).toEqual(
      staticRoutes
        .filter((route) => route.public)
        .map((r) => r.path)
        .sort(),
    );
  });

  it.each(['/Login', '/SLogin', '/Province', '/PublicSearch', '/VcApprovalQrcode', '/FreeLogin', '/cbCz', '/Auth'])(
    'allows %s without a token',
    (path) => {
      expect(guardDecision(path, '', false)).toEqual({ kind: 'allow' });
    },
  );

  it('sends the root to /Login without a redirect', () => {
    expect(guardDecision('/', '', false)).toEqual({ kind: 'redirect', to: '/Login', clearPermissions: true });
  });

  it('sends any other path to /Login with the encoded original path and query, clearing permissions', () => {
    expect(guardDecision('/Main', '', false)).toEqual({
      kind: 'redirect',
      to: '/Login?redirect=%2FMain',
      clearPermissions: true,
    });
    expect(guardDecision('/DataAnalysis/UsageSummary', '?Category=1&x=a b', false)).toEqual({
      kind: 'redirect',
      to: `/Login?redirect=${encodeURIComponent('/DataAnalysis/UsageSummary?Category=1&x=a b')}`,
      clearPermissions: true,
    });
    expect(guardDecision('/SuperuserLogin', '', false).kind).toBe('redirect');
    expect(guardDecision('/Dashboard', '', false).kind).toBe('redirect');
  });

  it('allows every path with a token', () => {
    for (const path of ['/', '/Main', '/Dashboard', '/GasCylinder/DocQuery', '/Login']) {
      expect(guardDecision(path, '', true)).toEqual({ kind: 'allow' });
    }
  });
});
