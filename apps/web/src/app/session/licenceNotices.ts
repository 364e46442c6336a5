import { BelongToType, licenceNotice, todayInChina } from '@gcs/contracts';
import type { Api } from '../../api/api';
import { userStationCode, type SessionUser } from './sessionStore';

/** Months ahead to warn when the station has no setting of its own. */
const defaultWarningMonths = 1;

/**
 * The licence notice text for a filling-station account (belongToType 1), or null for other accounts and for
 * licences beyond the warning window. A failed setting call falls back to the default window; a failed station call
 * or an unknown station gives no notice.
 */
export async function loadLicenceNotice(api: Api, user: SessionUser, now: Date = new Date()): Promise<string | null> {
  if (user.belongToType !== BelongToType.FillingStation || !user.belongTo) return null;
  const [station, setting] = await Promise.allSettled([
    api.station.fillStationInfo({ Id: user.belongTo }),
    api.station.expiryWarningSetting({ StationCode: userStationCode(user) }),
  ]);
  if (station.status === 'rejected' || station.value.list.length === 0) return null;
  const months =
    setting.status === 'fulfilled' ? setting.value.data.beforeFillingCheckExpiryWarningMonth : defaultWarningMonths;
  return licenceNotice(station.value.list[0]!.licenseUntil, months, todayInChina(now));
}
