import { abnormalActions } from '../pages/Abnormal/abnormalActions';
import { blacklistActions } from '../pages/Blacklist/blacklistActions';
import type { ActionImplementation } from './actionTypes';

/** Every defined list action's implementation, by the key its definition gives it. */
export const listActions: Record<string, ActionImplementation> = { ...blacklistActions, ...abnormalActions };
