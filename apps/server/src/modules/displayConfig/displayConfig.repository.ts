import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { pagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

/** Which configured pages a summary lists: those of the given PageNames, or whose PageName contains the text. */
export interface DisplayConfigFilter {
  pageNames?: readonly string[];
  contains?: string;
}

export interface StoredPageSummary {
  page_name: string;
  column_count: number;
  display_count: number;
}

export interface StoredConfigColumn {
  column_code: string;
  column_name: string;
  is_display: boolean;
  display_order: number;
  sortable: string | null;
}

/** The column_config table, read and written a page at a time. */
export class DisplayConfigRepository {
  constructor(private readonly db: Db) {}

  private filtered(filter: DisplayConfigFilter) {
    let query = this.db.selectFrom('column_config');
    if (filter.pageNames !== undefined || filter.contains !== undefined) {
      const names = filter.pageNames ?? [];
      const pattern = `%${(filter.contains ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          ...(names.length > 0 ? [eb('page_name', 'in', names)] : []),
          ...(filter.contains !== undefined ? [eb('page_name', 'ilike', pattern)] : []),
        ]),
      );
    }
    return query;
  }

  /** The configured pages by PageName, with their column and shown-column counts. */
  summaryRows() {
    return pagedRows(this.db, {
      filtered: (_user, filter: DisplayConfigFilter) => this.filtered(filter).groupBy('page_name'),
      ordered: (_user, filter) =>
        this.filtered(filter)
          .select([
            'page_name',
            sql<number>`count(*)::int`.as('column_count'),
            sql<number>`count(*) filter (where is_display)::int`.as('display_count'),
          ])
          .groupBy('page_name')
          .orderBy('page_name'),
      counts: 'groups',
    });
  }

  /** A page's configured columns in display order. */
  columns(pageName: string, db: Db = this.db): Promise<StoredConfigColumn[]> {
    return db
      .selectFrom('column_config')
      .where('page_name', '=', pageName)
      .select(['column_code', 'column_name', 'is_display', 'display_order', 'sortable'])
      .orderBy('display_order')
      .orderBy('column_code')
      .execute();
  }

  /** Replaces a page's columns (in the caller's transaction). */
  async replace(db: Db, pageName: string, columns: readonly StoredConfigColumn[]): Promise<void> {
    await db.deleteFrom('column_config').where('page_name', '=', pageName).execute();
    await this.insert(db, pageName, columns);
  }

  async insert(db: Db, pageName: string, columns: readonly StoredConfigColumn[]): Promise<void> {
    if (columns.length === 0) return;
    await db
      .insertInto('column_config')
      .values(columns.map((column) => ({ page_name: pageName, ...column })))
      .execute();
  }

  /** Drops a page's configuration; answers how many columns it had. */
  async remove(db: Db, pageName: string): Promise<number> {
    const result = await db.deleteFrom('column_config').where('page_name', '=', pageName).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
