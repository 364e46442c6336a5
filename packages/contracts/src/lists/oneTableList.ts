import type { FilterField, ListArea, ListCall, ListPageContent, ListTable } from './listDefinition';

/**
 * The list of the commonest page (docs/lists.md): one filter form and one table, whose column configuration is keyed
 * by the area's PageName, with no filter values fixed. Columns, row key and drill-downs stay checked against the call.
 */
export function oneTableList<C extends ListCall>(
  filterLabel: string,
  filters: readonly FilterField[],
  table: Omit<ListTable<C>, 'pageName'>,
): (area: ListArea) => ListPageContent {
  return (area) => ({
    filterLabel,
    fixed: {},
    filters,
    tables: [{ ...table, pageName: area.pageName } as unknown as ListTable],
  });
}
