import type { ColumnConfigEntry } from '@gcs/contracts';
import type { ColumnConfigRepository } from './columnConfig.repository';

/**
 * Table column configuration by page (spec 02 sections 3.9 and 7.2). A page without rows answers an empty list, and
 * the web then uses its built-in default columns.
 */
export class ColumnConfigService {
  constructor(private readonly repository: ColumnConfigRepository) {}

  async columns(query: { PageName: string; IsDisplay?: boolean }) {
    const rows = await this.repository.columnsOfPage(query.PageName, query.IsDisplay);
    const list: ColumnConfigEntry[] = rows.map((row) => ({
      columnName: row.column_name,
      columnCode: row.column_code,
      isDisplay: row.is_display,
      displayOrder: row.display_order,
      sortable: row.sortable,
    }));
    return { result: true, messeage: '', totalCount: list.length, list };
  }
}
