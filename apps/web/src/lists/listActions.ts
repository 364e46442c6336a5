import { abnormalActions } from '../pages/Abnormal/abnormalActions';
import { archiveActions } from '../pages/Archive/archiveActions';
import { auditActions } from '../pages/Audit/auditActions';
import { blacklistActions } from '../pages/Blacklist/blacklistActions';
import { cylinderActions } from '../pages/shared/cylinderActions';
import { displayConfigActions } from '../pages/Setting/displayConfigActions';
import { fillingActions } from '../pages/Filling/fillingActions';
import { fillStationActions } from '../pages/UnitManage/fillStationActions';
import { inspectionActions } from '../pages/Inspection/inspectionActions';
import { inspectionRuleActions } from '../pages/InspectionRule/inspectionRuleActions';
import { roleActions } from '../pages/Setting/roleActions';
import { scaleDeviceActions } from '../pages/ScaleDevice/scaleDeviceActions';
import { userActions } from '../pages/Setting/userActions';
import type { ActionImplementation } from './actionTypes';
import { bindingAction } from './binding/bindingAction';
import { recordActions } from './record/recordActions';

/** Every defined list action's implementation, by the key its definition gives it. */
export const listActions: Record<string, ActionImplementation> = {
  ...cylinderActions,
  ...archiveActions,
  ...blacklistActions,
  ...abnormalActions,
  ...auditActions,
  ...recordActions,
  ...fillStationActions,
  ...inspectionRuleActions,
  ...roleActions,
  ...displayConfigActions,
  ...userActions,
  ...fillingActions,
  ...scaleDeviceActions,
  ...inspectionActions,
};

/** The implementation of an action key: a page's own, the record editor's, or a binding screen (`binding.*`). */
export function listActionOf(key: string): ActionImplementation | undefined {
  return listActions[key] ?? (key.startsWith('binding.') ? bindingAction : undefined);
}
