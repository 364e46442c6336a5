import { abnormalActions } from './Abnormal/abnormalActions';
import { archiveActions } from './Archive/archiveActions';
import { auditActions } from './Audit/auditActions';
import { blacklistActions } from './Blacklist/blacklistActions';
import { cylinderActions } from './shared/cylinderActions';
import { displayConfigActions } from './Setting/displayConfigActions';
import { fillingActions } from './Filling/fillingActions';
import { fillStationActions } from './UnitManage/fillStationActions';
import { inspectionActions } from './Inspection/inspectionActions';
import { inspectionRuleActions } from './InspectionRule/inspectionRuleActions';
import { roleActions } from './Setting/roleActions';
import { scaleDeviceActions } from './ScaleDevice/scaleDeviceActions';
import { userActions } from './Setting/userActions';
import type { ActionImplementation } from '../lists/actionTypes';

/** Every page's own list actions, by the key its definition gives them, handed to the engine (lists/listActions.ts). */
export const pageListActions: Record<string, ActionImplementation> = {
  ...cylinderActions,
  ...archiveActions,
  ...blacklistActions,
  ...abnormalActions,
  ...auditActions,
  ...fillStationActions,
  ...inspectionRuleActions,
  ...roleActions,
  ...displayConfigActions,
  ...userActions,
  ...fillingActions,
  ...scaleDeviceActions,
  ...inspectionActions,
};
