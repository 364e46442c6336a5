import { useContext, useMemo } from 'react';
import { menusFor, type Capability } from '@gcs/contracts';
import { flattenMenuRoutes } from '../guard/menuRoutes';
import { SessionContext } from './SessionContext';

/**
 * Whether the user holds a capability: one of the menus the page registry opens it to (system managers hold them
 * all). The web shows an action's button only then; the server checks the same menus on every call. Outside a
 * session nothing is held.
 */
export function useHolds(): (capability: Capability) => boolean {
  const session = useContext(SessionContext);
  return useMemo(() => {
    if (!session) return () => false;
    const codes = new Set(flattenMenuRoutes(session.routes).map((route) => route.code));
    return (capability: Capability) =>
      session.user.isSystemManager || menusFor(capability).some((code) => codes.has(code));
  }, [session]);
}
