import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

export interface AccountRow {
  id: number;
  login_code: string;
  user_name: string;
  password_hash: string;
  password_salt: string;
  belong_to_type: number;
  regulator_id: number | null;
  station_id: number | null;
  level: number | null;
  is_system_manager: boolean;
  is_valid: boolean;
  /** The user's regulator or station is enabled (true for a user of neither). */
  unit_is_valid: boolean;
  update_password_time: string | null;
  /** The stored password fails the strength rule. */
  password_weak: boolean;
  role_name: string | null;
  station_type: number | null;
  station_code: string | null;
  region_code: string | null;
  bound_regulator_id: number | null;
}

/**
 * The accounts every way of logging in finds a user by (a password, a city's sign-on, a WeChat binding, a sibling
 * platform's hand-off): one user with the role, unit and binding a session is opened from.
 */
export class Accounts {
  constructor(protected readonly db: Kysely<DatabaseSchema>) {}

  private accounts() {
    return this.db
      .selectFrom('app_user as u')
      .leftJoin('role as r', 'r.id', 'u.role_id')
      .leftJoin('regulator as g', 'g.id', 'u.regulator_id')
      .leftJoin('station as s', 's.id', 'u.station_id')
      .select([
        'u.id',
        'u.login_code',
        'u.user_name',
        'u.password_hash',
        'u.password_salt',
        'u.belong_to_type',
        'u.regulator_id',
        'u.station_id',
        'u.level',
        'u.is_system_manager',
        'u.is_valid',
        sql<boolean>`coalesce(g.is_valid, s.is_valid, true)`.as('unit_is_valid'),
        'u.update_password_time',
        'u.password_weak',
        'r.name as role_name',
        's.station_type',
        's.code as station_code',
        sql<string | null>`coalesce(g.division_code, s.division_code)`.as('region_code'),
        sql<number | null>`coalesce(u.regulator_id, (select min(rs.regulator_id) from regulator_station rs
          where rs.station_id = u.station_id))`.as('bound_regulator_id'),
      ]);
  }

  /** The account of a login code, ignoring case. */
  async accountByLoginCode(loginCode: string): Promise<AccountRow | undefined> {
    return this.accounts()
      .where(sql`lower(u.login_code)`, '=', loginCode.trim().toLowerCase())
      .executeTakeFirst();
  }

  async accountById(id: number): Promise<AccountRow | undefined> {
    return this.accounts().where('u.id', '=', id).executeTakeFirst();
  }
}
