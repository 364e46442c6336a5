import type { ListSort, TableColumn } from '@gcs/contracts';
import type { SortState } from '../components/table/DataTable';

/**
 * The columns as the table definition sorts them: a sorter only on the columns it marks sortable (the server orders
 * by those alone and refuses others), whatever a page's column configuration says.
 */
export function sortableAsDefined(columns: readonly TableColumn[], defined: readonly TableColumn[]): TableColumn[] {
  const sortable = new Map(defined.filter((column) => column.sortable).map((column) => [column.code, column.sortable]));
  return columns.map(({ sortable: _configured, ...column }) => {
    const definedSort = sortable.get(column.code);
    return definedSort ? { ...column, sortable: definedSort } : column;
  });
}

/** The query parameters of the table's order (none for the list's own order). */
export function sortQuery(sort: SortState | null): { SortField?: string; SortOrder?: ListSort['order'] } {
  return sort ? { SortField: sort.code, SortOrder: sort.order === 'ascend' ? 'asc' : 'desc' } : {};
}
