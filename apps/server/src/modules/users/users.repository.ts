import { sql, type Kysely, type SqlBool } from 'kysely';
import { BelongToType } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorSubtree, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { userInScope } from '../../platform/userScope';
import { pagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

/** A login-lock filter: the kind (account or ip) and a part of the key. */
export interface LockFilter {
  kind?: string | undefined;
  key?: string | undefined;
}

export interface UserFilter {
  id?: number | undefined;
  loginCode?: string | undefined;
  userName?: string | undefined;
  roleId?: number | undefined;
  belongToType?: number | undefined;
  isValid?: boolean | undefined;
}

const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface UserValues {
  login_code: string;
  user_name: string;
  phone_encrypted: string | null;
  role_id: number;
  belong_to_type: number;
  regulator_id: number | null;
  station_id: number | null;
  level: number | null;
  is_system_manager: boolean;
}

/** Users, their units, roles and locks, and the login locks, in SQL; the data scope applied here. */
export class UsersRepository {
  constructor(private readonly db: Db) {}

  private filtered(user: ScopeUser, filter: UserFilter, db: Db = this.db) {
    let query = db.selectFrom('app_user as u').where(() => userInScope(user));
    if (filter.id !== undefined) query = query.where('u.id', '=', filter.id);
    if (filter.loginCode !== undefined) query = query.where('u.login_code', 'ilike', likeContains(filter.loginCode));
    if (filter.userName !== undefined) query = query.where('u.user_name', 'ilike', likeContains(filter.userName));
    if (filter.roleId !== undefined) query = query.where('u.role_id', '=', filter.roleId);
    if (filter.belongToType !== undefined) query = query.where('u.belong_to_type', '=', filter.belongToType);
    if (filter.isValid !== undefined) query = query.where('u.is_valid', '=', filter.isValid);
    return query;
  }

  private withDetails(query: ReturnType<UsersRepository['filtered']>, now: string) {
    return query
      .leftJoin('role as r', 'r.id', 'u.role_id')
      .leftJoin('regulator as g', 'g.id', 'u.regulator_id')
      .leftJoin('station as s', 's.id', 'u.station_id')
      .select((eb) => [
        'u.id',
        'u.login_code',
        'u.user_name',
        'u.phone_encrypted',
        'u.role_id',
        'r.name as role_name',
        'u.belong_to_type',
        'u.regulator_id',
        'u.station_id',
        's.kind as station_kind',
        eb.fn.coalesce('s.name', 'g.name').as('unit_name'),
        'u.is_system_manager',
        'u.is_valid',
        'u.update_password_time',
        'u.created_at',
        sql<boolean>`exists (select 1 from login_lock l where l.kind = 'account'
          and l.key = lower(u.login_code) and l.locked_until > ${now})`.as('is_locked'),
      ]);
  }

  /** The users in the caller's scope the filter keeps, by id, locked or not at `now`. */
  userRows(now: () => string) {
    return pagedRows(this.db, {
      filtered: (user, filter: UserFilter) => this.filtered(user, filter),
      ordered: (user, filter) => this.withDetails(this.filtered(user, filter), now()).orderBy('u.id'),
    });
  }

  /** One user as the list shows it, when in the caller's scope. */
  async detail(db: Db, user: ScopeUser, id: number, now: string) {
    return this.withDetails(this.filtered(user, { id }, db), now).executeTakeFirst();
  }

  /** The users of the ids in the caller's scope, locked for the change. */
  async lock(db: Db, user: ScopeUser, ids: readonly number[]) {
    return db
      .selectFrom('app_user as u')
      .where('u.id', 'in', [...ids])
      .where(() => userInScope(user))
      .select(['u.id', 'u.login_code', 'u.user_name', 'u.is_valid', 'u.is_system_manager', 'u.phone_encrypted'])
      .orderBy('u.id')
      .forUpdate()
      .execute();
  }

  async loginCodeTaken(db: Db, loginCode: string, exceptId?: number): Promise<boolean> {
    let query = db
      .selectFrom('app_user')
      .where(sql`lower(login_code)`, '=', loginCode.toLowerCase())
      .select('id');
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /**
   * A valid role the caller may grant: any for a system manager; otherwise one holding no menu the caller's own role
   * lacks.
   */
  async grantableRole(db: Db, user: ScopeUser & { id: number }, roleId: number) {
    let query = db
      .selectFrom('role as r')
      .where('r.id', '=', roleId)
      .where('r.is_valid', '=', true)
      .select(['r.id', 'r.name']);
    if (!user.isSystemManager) query = query.where(sql<SqlBool>`not ${grantsBeyond(user.id)}`);
    return query.executeTakeFirst();
  }

  async roleExists(db: Db, roleId: number): Promise<boolean> {
    const row = await db
      .selectFrom('role')
      .where('id', '=', roleId)
      .where('is_valid', '=', true)
      .select('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The roles the caller may grant, by name. */
  async grantableRoles(user: ScopeUser & { id: number }) {
    let query = this.db.selectFrom('role as r').where('r.is_valid', '=', true).select(['r.id', 'r.name']);
    if (!user.isSystemManager) query = query.where(sql<SqlBool>`not ${grantsBeyond(user.id)}`);
    return query.orderBy('r.name').execute();
  }

  /** A regulator the caller may place users in (its own or below), with its level. */
  async regulatorInScope(db: Db, user: ScopeUser, id: number) {
    let query = db.selectFrom('regulator as g').where('g.id', '=', id).select(['g.id', 'g.level']);
    if (!user.isSystemManager) {
      if (user.belongToType !== BelongToType.Regulator || user.regulatorId === null) return undefined;
      const own = user.regulatorId;
      query = query.where((eb) => sql<SqlBool>`${eb.ref('g.id')} in ${regulatorSubtree(own)}`);
    }
    return query.executeTakeFirst();
  }

  /** A station of the kind in the caller's scope. */
  async stationInScope(db: Db, user: ScopeUser, id: number, kind: number) {
    return db
      .selectFrom('station as s')
      .where('s.id', '=', id)
      .where('s.kind', '=', kind)
      .where((eb) => stationInScope(user, eb.ref('s.id')))
      .select('s.id')
      .executeTakeFirst();
  }

  async insert(db: Db, values: UserValues & { password_hash: string; password_salt: string }) {
    const row = await db.insertInto('app_user').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async update(db: Db, id: number, values: UserValues) {
    await db.updateTable('app_user').set(values).where('id', '=', id).execute();
  }

  async setValid(db: Db, ids: readonly number[], isValid: boolean) {
    await db
      .updateTable('app_user')
      .set({ is_valid: isValid })
      .where('id', 'in', [...ids])
      .execute();
  }

  /** A password set by an administrator: the user must change it at the next login (no change time). */
  async setPassword(db: Db, id: number, hash: string, salt: string) {
    await db
      .updateTable('app_user')
      .set({ password_hash: hash, password_salt: salt, update_password_time: null, password_weak: false })
      .where('id', '=', id)
      .execute();
  }

  /** Users of the ids that have ever logged in or left a syslog row. */
  async withHistory(db: Db, ids: readonly number[]) {
    return db
      .selectFrom('app_user as u')
      .where('u.id', 'in', [...ids])
      .where((eb) =>
        eb.or([
          eb.exists(eb.selectFrom('session as se').whereRef('se.user_id', '=', 'u.id').select('se.user_id')),
          eb.exists(eb.selectFrom('syslog as l').whereRef('l.user_id', '=', 'u.id').select('l.id')),
        ]),
      )
      .select(['u.id', 'u.user_name'])
      .execute();
  }

  async delete(db: Db, ids: readonly number[]) {
    await db
      .deleteFrom('app_user')
      .where('id', 'in', [...ids])
      .execute();
  }

  /** The regulators of a user's unit: its own for a regulator user; those its station is bound to otherwise. */
  async regulatorsOf(userId: number) {
    return this.db
      .selectFrom('regulator as g')
      .innerJoin('division as d', 'd.code', 'g.division_code')
      .where((eb) =>
        eb.or([
          eb('g.id', '=', eb.selectFrom('app_user').where('id', '=', userId).select('regulator_id')),
          eb(
            'g.id',
            'in',
            eb
              .selectFrom('regulator_station as rs')
              .innerJoin('app_user as u', 'u.station_id', 'rs.station_id')
              .where('u.id', '=', userId)
              .select('rs.regulator_id'),
          ),
        ]),
      )
      .select(['g.id', 'g.name', 'd.name as division_name', 'g.level'])
      .orderBy('g.level')
      .orderBy('g.id')
      .execute();
  }

  private locksFiltered(user: ScopeUser, filter: LockFilter, now: string) {
    let query = this.db.selectFrom('login_lock as l').where('l.locked_until', '>', now);
    if (!user.isSystemManager) {
      // Addresses are shared by every account: only a system manager sees or lifts their locks.
      query = query.where('l.kind', '=', 'account').where(({ exists, selectFrom }) =>
        exists(
          selectFrom('app_user as u')
            .whereRef(sql`lower(u.login_code)`, '=', 'l.key')
            .where(() => userInScope(user))
            .select('u.id'),
        ),
      );
    }
    if (filter.kind === 'account' || filter.kind === 'ip') query = query.where('l.kind', '=', filter.kind);
    if (filter.key !== undefined) query = query.where('l.key', 'ilike', likeContains(filter.key));
    return query;
  }

  /** The login locks in force at `now` the caller sees and the filter keeps, latest to lift first. */
  lockRows(now: () => string) {
    return pagedRows(this.db, {
      filtered: (user, filter: LockFilter) => this.locksFiltered(user, filter, now()),
      ordered: (user, filter) =>
        this.locksFiltered(user, filter, now())
          .select((eb) => [
            'l.kind',
            'l.key',
            'l.locked_until',
            eb
              .selectFrom('app_user as a')
              .whereRef(sql`lower(a.login_code)`, '=', 'l.key')
              .where('l.kind', '=', 'account')
              .select('a.user_name')
              .limit(1)
              .as('user_name'),
          ])
          .orderBy('l.locked_until', 'desc')
          .orderBy('l.kind')
          .orderBy('l.key'),
    });
  }

  /** Whether an account key names a user in the caller's scope. */
  async accountInScope(user: ScopeUser, key: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('app_user as u')
      .where(sql`lower(u.login_code)`, '=', key)
      .where(() => userInScope(user))
      .select('u.id')
      .executeTakeFirst();
    return row !== undefined;
  }
}

/** Whether the role `r` holds a menu that the caller's own valid role does not. */
function grantsBeyond(callerId: number) {
  return sql<SqlBool>`exists (select 1 from role_menu rm where rm.role_id = r.id and rm.menu_code not in (
    select own.menu_code from role_menu own
      join app_user me on me.role_id = own.role_id
      join role mine on mine.id = own.role_id and mine.is_valid
    where me.id = ${callerId}))`;
}
