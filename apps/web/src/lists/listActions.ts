import { abnormalActions } from '../pages/Abnormal/abnormalActions';
import { auditActions } from '../pages/Audit/auditActions';
import { blacklistActions } from '../pages/Blacklist/blacklistActions';
import { cylinderActions } from '../pages/shared/cylinderActions';
import type { ActionImplementation } from './actionTypes';

/** Every defined list action's implementation, by the key its definition gives it. */
export const listActions: Record<string, ActionImplementation> = {
  ...cylinderActions,
  ...blacklistActions,
  ...abnormalActions,
  ...auditActions,
};
