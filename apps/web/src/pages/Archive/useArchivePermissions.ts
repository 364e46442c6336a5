import { useMemo } from 'react';
import { menusFor, type Capability } from '@gcs/contracts';
import { flattenMenuRoutes } from '../../app/guard/menuRoutes';
import { useSession } from '../../app/session/SessionContext';
import { regulatorStoreFor } from '../../app/session/sessionStore';

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
    // The menus that open each action are those the server checks (the page registry's capabilities); a user sees an
    // action's buttons only when they hold one of them (system managers hold them all).
    const holds = (capability: Capability) =>
      user.isSystemManager || menusFor(capability).some((code) => codes.has(code));
    return {
      canManage: holds('manageArchives'),
      canBlacklist: holds('blacklist'),
      isStationUser: !user.isSystemManager && !regulatorStoreFor(user).isRegulator,
    };
  }, [user, routes]);
}
