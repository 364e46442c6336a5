import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { containing } from '../../platform/filterValues';

/** How many users the super-user entry's search answers at most. */
export const enterableUsersLimit = 50;

/** The users a system manager may enter as: valid accounts of valid units, never another system manager. */
export class EnterAsUserRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Users whose login code and user name contain the given parts (either may be absent), by login code. */
  search(parts: { loginCode?: string | undefined; userName?: string | undefined }) {
    let query = this.db
      .selectFrom('app_user as u')
      .leftJoin('role as r', 'r.id', 'u.role_id')
      .leftJoin('regulator as g', 'g.id', 'u.regulator_id')
      .leftJoin('station as s', 's.id', 'u.station_id')
      .where('u.is_valid', '=', true)
      .where('u.is_system_manager', '=', false)
      .where(sql<boolean>`coalesce(g.is_valid, s.is_valid, true)`)
      .select([
        'u.id',
        'u.user_name',
        'u.login_code',
        'u.belong_to_type',
        'r.name as role_name',
        sql<string | null>`coalesce(s.name, g.name)`.as('unit_name'),
      ]);
    if (parts.loginCode) query = query.where('u.login_code', 'ilike', containing(parts.loginCode));
    if (parts.userName) query = query.where('u.user_name', 'ilike', containing(parts.userName));
    return query.orderBy('u.login_code').limit(enterableUsersLimit).execute();
  }
}
