import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { containing } from '../../platform/filterValues';
import { pagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

export interface ChildMenuFilter {
  /** The entries directly under this code; top-level groups when absent. */
  parentCode?: string | undefined;
  title?: string | undefined;
  isValid?: boolean | undefined;
}

export interface StoredMenu {
  code: string;
  path: string;
  title: string;
  sort: number;
  is_valid: boolean;
}

/** The menu table (SQL only). */
export class MenusRepository {
  constructor(private readonly db: Db) {}

  private children(db: Db, filter: ChildMenuFilter) {
    const parent = filter.parentCode ?? '';
    let query = db
      .selectFrom('menu as m')
      .where(sql`length(m.code)`, '=', parent.length + 3)
      .where(sql`left(m.code, ${parent.length})`, '=', parent);
    if (filter.title) query = query.where('m.title', 'ilike', containing(filter.title));
    if (filter.isValid !== undefined) query = query.where('m.is_valid', '=', filter.isValid);
    return query;
  }

  /** The child menus the filter keeps, with their own child counts, by sort and code. */
  childRows() {
    return pagedRows(this.db, {
      filtered: (_user, filter: ChildMenuFilter) => this.children(this.db, filter),
      ordered: (_user, filter) => this.childPage(filter),
    });
  }

  private childPage(filter: ChildMenuFilter) {
    return this.children(this.db, filter)
      .select([
        'm.code',
        'm.path',
        'm.title',
        'm.sort',
        'm.is_valid',
        sql<number>`(select count(*) from menu c
          where length(c.code) = length(m.code) + 3 and left(c.code, length(m.code)) = m.code)::int`.as('child_count'),
      ])
      .orderBy('m.sort')
      .orderBy('m.code');
  }

  async all(db: Db = this.db): Promise<StoredMenu[]> {
    return db.selectFrom('menu').select(['code', 'path', 'title', 'sort', 'is_valid']).execute();
  }

  async lock(trx: Db, codes: readonly string[]): Promise<StoredMenu[]> {
    if (codes.length === 0) return [];
    return trx
      .selectFrom('menu')
      .select(['code', 'path', 'title', 'sort', 'is_valid'])
      .where('code', 'in', codes)
      .orderBy('code')
      .forUpdate()
      .execute();
  }

  async insert(trx: Db, menu: StoredMenu): Promise<void> {
    await trx.insertInto('menu').values(menu).execute();
  }

  async update(trx: Db, code: string, change: { path: string; title: string; sort: number }): Promise<void> {
    await trx.updateTable('menu').set(change).where('code', '=', code).execute();
  }

  async setValid(trx: Db, codes: readonly string[], isValid: boolean): Promise<void> {
    await trx.updateTable('menu').set({ is_valid: isValid }).where('code', 'in', codes).execute();
  }

  async delete(trx: Db, code: string): Promise<void> {
    await trx.deleteFrom('menu').where('code', '=', code).execute();
  }

  /** The roles holding a menu (their grants go with a deleted entry). */
  async rolesHolding(trx: Db, code: string): Promise<string[]> {
    const rows = await trx
      .selectFrom('role_menu as rm')
      .innerJoin('role as r', 'r.id', 'rm.role_id')
      .where('rm.menu_code', '=', code)
      .select('r.name')
      .orderBy('r.id')
      .execute();
    return rows.map((row) => row.name);
  }
}
