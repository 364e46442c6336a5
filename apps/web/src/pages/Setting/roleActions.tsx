import type { ActionImplementation } from '../../lists/actionTypes';
import { RolePermissionDialog } from './RolePermissionDialog';

/** The Role page's own action (adding, editing, enabling and deleting are the record editor's). */
export const roleActions: Record<string, ActionImplementation> = {
  'role.permission': { dialog: RolePermissionDialog },
};
