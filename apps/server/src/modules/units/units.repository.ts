import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { stationInScope, type ScopeUser } from '../../platform/dataScope';

export class UnitsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** A filling station by id, only when it is in the user's data scope. */
  async fillingStationById(user: ScopeUser, id: number) {
    return this.db
      .selectFrom('station as s')
      .where('s.id', '=', id)
      .where('s.kind', '=', 1)
      .where((eb) => stationInScope(user, eb.ref('s.id')))
      .select(['s.id', 's.name', 's.license_until'])
      .executeTakeFirst();
  }

  /** A filling station's expiry-warning months by its code, only when it is in the user's data scope. */
  async warningSettingByCode(user: ScopeUser, code: string) {
    return this.db
      .selectFrom('station as s')
      .where('s.code', '=', code)
      .where('s.kind', '=', 1)
      .where((eb) => stationInScope(user, eb.ref('s.id')))
      .select('s.before_filling_check_expiry_warning_month as months')
      .executeTakeFirst();
  }
}
