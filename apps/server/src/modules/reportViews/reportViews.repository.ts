import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { pagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

export interface StoredView {
  id: number;
  owner_user_id: number;
  owner_name: string;
  menu_code: string;
  table_key: string;
  name: string;
  filters: Record<string, unknown>;
  columns: string[];
  shared_role_id: number | null;
  shared_role_name: string | null;
  updated_at: string;
}

export interface NewView {
  owner_user_id: number;
  menu_code: string;
  table_key: string;
  name: string;
  filters: Record<string, unknown>;
  columns: readonly string[];
  shared_role_id: number | null;
}

/** Whose views a list holds: one owner's, or everyone's (a system manager), narrowed by a name (contains). */
export interface ViewListFilter {
  ownerUserId?: number;
  name?: string;
}

/** The report_view table, and the role and menu facts its rules need. */
export class ReportViewRepository {
  constructor(private readonly db: Db) {}

  private views(db: Db = this.db) {
    return db
      .selectFrom('report_view as v')
      .innerJoin('app_user as u', 'u.id', 'v.owner_user_id')
      .leftJoin('role as r', 'r.id', 'v.shared_role_id')
      .select([
        'v.id',
        'v.owner_user_id',
        'u.user_name as owner_name',
        'v.menu_code',
        'v.table_key',
        'v.name',
        'v.filters',
        'v.columns',
        'v.shared_role_id',
        'r.name as shared_role_name',
        'v.updated_at',
      ]);
  }

  /** The views of a page the user sees: their own and those shared with their role (while the role is valid). */
  pageViews(userId: number, roleId: number | null, menuCode: string, tableKey?: string): Promise<StoredView[]> {
    let query = this.views()
      .where('v.menu_code', '=', menuCode)
      .where((eb) =>
        eb.or([
          eb('v.owner_user_id', '=', userId),
          ...(roleId === null ? [] : [eb.and([eb('v.shared_role_id', '=', roleId), eb('r.is_valid', '=', true)])]),
        ]),
      );
    if (tableKey !== undefined) query = query.where('v.table_key', '=', tableKey);
    return query.orderBy('v.name').orderBy('v.id').execute();
  }

  byId(id: number, db: Db = this.db): Promise<StoredView | undefined> {
    return this.views(db).where('v.id', '=', id).executeTakeFirst();
  }

  byIds(ids: readonly number[], db: Db = this.db): Promise<StoredView[]> {
    return this.views(db).where('v.id', 'in', ids).orderBy('v.id').execute();
  }

  private filtered(filter: ViewListFilter) {
    let query = this.views();
    if (filter.ownerUserId !== undefined) query = query.where('v.owner_user_id', '=', filter.ownerUserId);
    if (filter.name !== undefined) {
      const pattern = `%${filter.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where('v.name', 'ilike', pattern);
    }
    return query;
  }

  /** The views the filter keeps, the latest changed first. */
  viewRows() {
    return pagedRows(this.db, {
      filtered: (_user, filter: ViewListFilter) => this.filtered(filter),
      ordered: (_user, filter) => this.filtered(filter).orderBy('v.updated_at', 'desc').orderBy('v.id', 'desc'),
    });
  }

  async insert(db: Db, view: NewView): Promise<number> {
    const row = await db
      .insertInto('report_view')
      .values({ ...view, filters: JSON.stringify(view.filters), columns: JSON.stringify(view.columns) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(
    db: Db,
    id: number,
    change: { name: string; shared_role_id: number | null; filters?: Record<string, unknown>; columns?: string[] },
    at: string,
  ): Promise<void> {
    await db
      .updateTable('report_view')
      .set({
        name: change.name,
        shared_role_id: change.shared_role_id,
        ...(change.filters ? { filters: JSON.stringify(change.filters) } : {}),
        ...(change.columns ? { columns: JSON.stringify(change.columns) } : {}),
        updated_at: at,
      })
      .where('id', '=', id)
      .execute();
  }

  async remove(db: Db, ids: readonly number[]): Promise<number> {
    const result = await db.deleteFrom('report_view').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The user's role (null without one, or when it is disabled) and whether they are a system manager. */
  async userRole(userId: number): Promise<{ roleId: number | null; roleName: string | null }> {
    const row = await this.db
      .selectFrom('app_user as u')
      .leftJoin('role as r', (join) => join.onRef('r.id', '=', 'u.role_id').on('r.is_valid', '=', true))
      .where('u.id', '=', userId)
      .select(['r.id as role_id', 'r.name as role_name'])
      .executeTakeFirst();
    return { roleId: row?.role_id ?? null, roleName: row?.role_name ?? null };
  }

  /** Whether a role holds a menu entry (both valid): the user of that role may open its page. */
  async roleHoldsMenu(roleId: number, menuCode: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('role_menu as rm')
      .innerJoin('menu as m', 'm.code', 'rm.menu_code')
      .where('rm.role_id', '=', roleId)
      .where('rm.menu_code', '=', menuCode)
      .where('m.is_valid', '=', true)
      .select('rm.menu_code')
      .executeTakeFirst();
    return row !== undefined;
  }

  validRoles(): Promise<{ id: number; name: string }[]> {
    return this.db.selectFrom('role').where('is_valid', '=', true).select(['id', 'name']).orderBy('id').execute();
  }

  async validRole(id: number): Promise<{ id: number; name: string } | undefined> {
    return this.db
      .selectFrom('role')
      .where('id', '=', id)
      .where('is_valid', '=', true)
      .select(['id', 'name'])
      .executeTakeFirst();
  }

  /** A page's column configuration: the codes it shows (none configured: undefined, the definition decides). */
  async configuredShown(pageName: string): Promise<Set<string> | undefined> {
    const rows = await this.db
      .selectFrom('column_config')
      .where('page_name', '=', pageName)
      .select(['column_code', 'is_display'])
      .execute();
    if (rows.length === 0) return undefined;
    return new Set(rows.filter((row) => row.is_display).map((row) => row.column_code));
  }
}
