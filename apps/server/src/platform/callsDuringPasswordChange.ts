import { authApi } from '@gcs/contracts';

/**
 * What a session whose password must change may call (docs/security.md): the change itself, logout, and the menus the
 * web reads with the session; every other call answers 403 请先修改密码 until the password changes.
 */
export const callsDuringPasswordChange: ReadonlySet<string> = new Set([
  authApi.updatePassword.path,
  authApi.logout.path,
  authApi.userPermission.path,
]);
