import { useMemo } from 'react';
import { useHolds } from '../../app/session/useHolds';
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
  const { user } = useSession();
  const holds = useHolds();
  return useMemo(
    () => ({
      canManage: holds('manageArchives'),
      canBlacklist: holds('blacklist'),
      isStationUser: !user.isSystemManager && !regulatorStoreFor(user).isRegulator,
    }),
    [holds, user],
  );
}
