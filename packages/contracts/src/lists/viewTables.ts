import type { TableColumn } from '../api/shared';
import { menuTree, type MenuEntry } from '../menus';
import { allColumnsOf, filterQueryFields, type ListTable } from './listDefinition';
import { isListPageKind, listAreaOf, listPageFor } from './listPages';

/**
 * Where a saved view may be kept: a table with a column configuration (a `pageName`, so 列设置 shows) of a list page of
 * the registry. Its filter fields are the query fields of the widgets above it (the table's own, or the page's) that
 * the page does not fix.
 */
export interface ViewTable {
  menu: MenuEntry;
  /** 充装统计 · 液化气瓶管理 */
  pageTitle: string;
  table: ListTable;
  /** Every column the table may show (its own and its views'). */
  columns: readonly TableColumn[];
  filterFields: readonly string[];
}

const groupTitle = (menu: MenuEntry) => menuTree.find((group) => group.code === menu.code.slice(0, 3))?.title ?? '';

/** The tables of a menu entry that may hold views (none for an entry that is no list page). */
export function viewTablesOf(menuCode: string): readonly ViewTable[] {
  const menu = menuTree.find((candidate) => candidate.code === menuCode);
  if (!menu || !isListPageKind(menu.page)) return [];
  const definition = listPageFor(menu.page, listAreaOf(menu));
  const pageTitle = `${menu.title} · ${groupTitle(menu)}`;
  return definition.tables
    .filter((table) => table.pageName !== undefined && table.pageName !== '')
    .map((table) => {
      const widgets = table.filters ?? definition.filters;
      const fixed = Object.keys(definition.fixed);
      const filterFields = widgets.flatMap(filterQueryFields).filter((field) => !fixed.includes(field));
      return { menu, pageTitle, table, columns: allColumnsOf(table), filterFields };
    });
}

/** The table of a menu entry a view is kept for, or undefined. */
export const viewTableOf = (menuCode: string, tableKey: string) =>
  viewTablesOf(menuCode).find((candidate) => candidate.table.key === tableKey);
