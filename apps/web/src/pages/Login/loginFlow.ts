import { landingRoute, passwordChangeDue, StationType, type HostConfig } from '@gcs/contracts';
import { AreaCode, inCity, userAreaCode } from '../../app/area/areaCode';
import type { SessionUser } from '../../app/session/sessionStore';

export type AfterLogin = { kind: 'changePassword' } | { kind: 'external'; url: string } | { kind: 'route'; to: string };

/**
 * What follows a successful login (spec 01 sections 4 and 6): the mandatory password change when it is due (not in a
 * session a super administrator entered as the user); else the
 * external filling-supervision site for fuel-gas filling stations of region 341000 (when configured); else the
 * landing route for the account, honouring the `redirect` query.
 */
export function afterLogin(user: SessionUser, config: HostConfig, redirect: string | null, now: Date): AfterLogin {
  // A super administrator entered as the user does not change the user's password for them.
  const due = user.passwordChangeReason ?? passwordChangeDue(user, config.passwordMaxAgeDays, now);
  if (!user.enteredBy && due) return { kind: 'changePassword' };
  const area = userAreaCode(user.regulatorCode, config.code);
  if (inCity(area, AreaCode.Xuancheng) && user.stationType === StationType.FuelGas && config.externalFillingSiteUrl) {
    return { kind: 'external', url: config.externalFillingSiteUrl };
  }
  return { kind: 'route', to: landingRoute(user, { loginToMain: config.loginToMain, redirect }) };
}
