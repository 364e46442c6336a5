import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { containing } from '../../platform/filterValues';
import type { ScopeUser } from '../../platform/dataScope';
import { pagedRows } from '../../platform/pagedRows';
import { userInScope } from '../../platform/userScope';

type Db = Kysely<DatabaseSchema>;

export interface RoleFilter {
  name?: string | undefined;
  isValid?: boolean | undefined;
}

/** Roles, their users and their menus (SQL only). */
export class RolesRepository {
  constructor(private readonly db: Db) {}

  private filtered(db: Db, filter: RoleFilter) {
    let query = db.selectFrom('role as r');
    if (filter.name) query = query.where('r.name', 'ilike', containing(filter.name));
    if (filter.isValid !== undefined) query = query.where('r.is_valid', '=', filter.isValid);
    return query;
  }

  private withCounts(db: Db, filter: RoleFilter) {
    return this.filtered(db, filter).select([
      'r.id',
      'r.name',
      'r.is_valid',
      'r.created_at',
      sql<number>`(select count(*) from app_user u where u.role_id = r.id)::int`.as('user_count'),
      sql<number>`(select count(*) from role_menu rm where rm.role_id = r.id)::int`.as('menu_count'),
    ]);
  }

  /** The roles the filter keeps, with their counts, by id. */
  roleRows() {
    return pagedRows(this.db, {
      filtered: (_user, filter: RoleFilter) => this.filtered(this.db, filter),
      ordered: (_user, filter) => this.withCounts(this.db, filter).orderBy('r.id'),
    });
  }

  async detail(db: Db, id: number) {
    return this.withCounts(db, {}).where('r.id', '=', id).executeTakeFirst();
  }

  async lock(trx: Db, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return trx
      .selectFrom('role')
      .select(['id', 'name', 'is_valid'])
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  async nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
    let query = db
      .selectFrom('role')
      .select('id')
      .where(sql`lower(name)`, '=', name.toLowerCase());
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insert(trx: Db, name: string): Promise<number> {
    const row = await trx.insertInto('role').values({ name }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async rename(trx: Db, id: number, name: string): Promise<void> {
    await trx.updateTable('role').set({ name }).where('id', '=', id).execute();
  }

  async setValid(trx: Db, ids: readonly number[], isValid: boolean): Promise<void> {
    await trx.updateTable('role').set({ is_valid: isValid }).where('id', 'in', ids).execute();
  }

  async delete(trx: Db, ids: readonly number[]): Promise<void> {
    await trx.deleteFrom('role').where('id', 'in', ids).execute();
  }

  /** How many users hold each of the roles. */
  async users(trx: Db, ids: readonly number[]): Promise<Map<number, number>> {
    const rows = await trx
      .selectFrom('app_user')
      .select(['role_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('role_id', 'in', ids)
      .groupBy('role_id')
      .execute();
    return new Map(rows.map((row) => [Number(row.role_id), Number(row.n)]));
  }

  /**
   * The first of the roles held by a user outside the caller's user scope (users.repository's `userInScope`), or
   * undefined when the caller manages every user of every role. `is not true`: the scope is null, not false, for a
   * user without a station.
   */
  async heldOutside(trx: Db, user: ScopeUser, ids: readonly number[]): Promise<{ name: string } | undefined> {
    return trx
      .selectFrom('role as r')
      .select('r.name')
      .where('r.id', 'in', ids)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('app_user as u')
            .select('u.id')
            .whereRef('u.role_id', '=', 'r.id')
            .where(sql<SqlBool>`(${userInScope(user)}) is not true`),
        ),
      )
      .orderBy('r.id')
      .limit(1)
      .executeTakeFirst();
  }

  async menuCodes(db: Db, roleId: number): Promise<string[]> {
    const rows = await db
      .selectFrom('role_menu')
      .select('menu_code')
      .where('role_id', '=', roleId)
      .orderBy('menu_code')
      .execute();
    return rows.map((row) => row.menu_code);
  }

  /** The menus a user's role holds (a valid role only), as the gate reads them. */
  async heldBy(db: Db, userId: number): Promise<Set<string>> {
    const rows = await db
      .selectFrom('role_menu as rm')
      .innerJoin('app_user as u', 'u.role_id', 'rm.role_id')
      .innerJoin('role as r', (join) => join.onRef('r.id', '=', 'rm.role_id').on('r.is_valid', '=', true))
      .where('u.id', '=', userId)
      .select('rm.menu_code')
      .execute();
    return new Set(rows.map((row) => row.menu_code));
  }

  /** Every menu entry's code and title. */
  async menus(db: Db): Promise<Map<string, string>> {
    const rows = await db.selectFrom('menu').select(['code', 'title']).execute();
    return new Map(rows.map((row) => [row.code, row.title]));
  }

  async replaceMenus(trx: Db, roleId: number, remove: readonly string[], add: readonly string[]): Promise<void> {
    if (remove.length > 0) {
      await trx.deleteFrom('role_menu').where('role_id', '=', roleId).where('menu_code', 'in', remove).execute();
    }
    if (add.length > 0) {
      await trx
        .insertInto('role_menu')
        .values(add.map((code) => ({ role_id: roleId, menu_code: code })))
        .execute();
    }
  }
}
