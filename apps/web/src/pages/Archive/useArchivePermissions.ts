import { useMemo } from 'react';
import { flattenMenuRoutes } from '../../app/guard/menuRoutes';
import { useSession } from '../../app/session/SessionContext';
import { regulatorStoreFor } from '../../app/session/sessionStore';

/**
 * Menus that open the archive actions (the server's archiveMenus): a user sees an action's buttons only when they
 * hold one of its menus (system managers hold them all). The server checks again on every call.
 */
export const archiveActionMenus = {
  manage: ['001005', '002003', '003009'],
  blacklist: ['001002', '002002', '003010'],
} as const;

export interface ArchivePermissions {
  /** 新建档案, 批量导入, 编辑, 删除. */
  canManage: boolean;
  /** 加入黑名单. */
  canBlacklist: boolean;
  /** A station (or inspection institution) user registers for its own station: no station choice. */
  isStationUser: boolean;
}

export function useArchivePermissions(): ArchivePermissions {
  const { user, routes } = useSession();
  return useMemo(() => {
    const codes = new Set(flattenMenuRoutes(routes).map((route) => route.code));
    const holds = (menus: readonly string[]) => user.isSystemManager || menus.some((code) => codes.has(code));
    return {
      canManage: holds(archiveActionMenus.manage),
      canBlacklist: holds(archiveActionMenus.blacklist),
      isStationUser: !user.isSystemManager && !regulatorStoreFor(user).isRegulator,
    };
  }, [user, routes]);
}
