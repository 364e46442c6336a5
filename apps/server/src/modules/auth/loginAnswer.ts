import { BelongToType, type LoginResponse, type PasswordChangeReason } from '@gcs/contracts';
import type { AccountRow } from '../../platform/accounts';

/** The login answer of a session just created for an account (spec 01 section 3). */
export function loginAnswer(
  account: AccountRow,
  token: string,
  enteredBy: string | null,
  passwordChangeReason: PasswordChangeReason | null,
): LoginResponse {
  return {
    succeded: true,
    accessToken: token,
    userName: account.user_name,
    id: account.id,
    level: account.level,
    belongToType: account.belong_to_type,
    belongTo: account.belong_to_type === BelongToType.Regulator ? account.regulator_id : account.station_id,
    loginCode: account.login_code,
    roleName: account.role_name ?? '',
    isSystemManeger: account.is_system_manager,
    updatePasswordTime: account.update_password_time,
    stationType: account.station_type,
    errorMessage: '',
    regulatorCode: account.region_code,
    regulatorId: account.bound_regulator_id,
    stationCode: account.station_code,
    enteredBy,
    passwordChangeReason,
  };
}

/** A refused login: 200 with succeded false and the reason in errorMessage. */
export const loginRefused = (errorMessage: string): LoginResponse => ({
  succeded: false,
  accessToken: '',
  userName: '',
  id: 0,
  level: null,
  belongToType: 0,
  belongTo: null,
  loginCode: '',
  roleName: '',
  isSystemManeger: false,
  updatePasswordTime: null,
  stationType: null,
  errorMessage,
  regulatorCode: null,
  regulatorId: null,
  stationCode: null,
  enteredBy: null,
  passwordChangeReason: null,
});
