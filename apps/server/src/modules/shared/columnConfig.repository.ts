import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

export class ColumnConfigRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** The configured columns of a page in display order; `shown` narrows to shown (true) or hidden (false) ones. */
  columnsOfPage(pageName: string, shown: boolean | undefined) {
    let query = this.db
      .selectFrom('column_config')
      .where('page_name', '=', pageName)
      .select(['column_name', 'column_code', 'is_display', 'display_order', 'sortable']);
    if (shown !== undefined) query = query.where('is_display', '=', shown);
    return query.orderBy('display_order').orderBy('column_code').execute();
  }
}
