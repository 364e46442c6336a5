import { notFound } from '../../platform/errors';
import type { ScopeUser } from '../../platform/dataScope';
import type { UnitsRepository } from './units.repository';

/** Station calls of unit management; an object outside the user's scope is answered as not found. */
export class UnitsService {
  constructor(private readonly repository: UnitsRepository) {}

  async fillStationInfo(user: ScopeUser, id: number) {
    const station = await this.repository.fillingStationById(user, id);
    if (!station) throw notFound();
    return {
      result: true,
      messeage: '',
      list: [{ id: station.id, stationName: station.name, licenseUntil: station.license_until }],
    };
  }

  async expiryWarningSetting(user: ScopeUser, stationCode: string) {
    const setting = await this.repository.warningSettingByCode(user, stationCode);
    if (!setting) throw notFound();
    return { result: true, messeage: '', data: { beforeFillingCheckExpiryWarningMonth: setting.months } };
  }
}
