import type { TableColumn } from '../api/shared';
import { unsortableReason } from '../api/sort';
import { menuTree, type MenuEntry } from '../menus';
import { isListPageKind, listAreaOf, listPageFor } from './listPages';

/**
 * A page whose columns the display configuration (Setting/Column) may set: a PageName of the registry whose list
 * definition has a table keyed by it. One PageName may stand for the entries of several areas (档案查询 of the
 * liquefied, industrial and vehicle groups); its columns are then those of every such table, in the first's order.
 */
export interface ConfigurablePage {
  pageName: string;
  /** The entries' titles (distinct ones joined by 、). */
  title: string;
  /** The top-level groups showing the page, joined by 、. */
  areas: string;
  /** The built-in default columns (the definition's), in their order. */
  columns: readonly TableColumn[];
}

const groupTitle = (menu: MenuEntry) => menuTree.find((group) => group.code === menu.code.slice(0, 3))?.title ?? '';
const distinct = (values: readonly string[]) => [...new Set(values.filter(Boolean))].join('、');

function build(): ReadonlyMap<string, ConfigurablePage> {
  const found = new Map<string, { titles: string[]; areas: string[]; columns: TableColumn[] }>();
  for (const menu of menuTree) {
    if (!isListPageKind(menu.page)) continue;
    const definition = listPageFor(menu.page, listAreaOf(menu));
    for (const table of definition.tables) {
      if (table.pageName === undefined || table.pageName === '') continue;
      const page = found.get(table.pageName) ?? { titles: [], areas: [], columns: [] };
      page.titles.push(menu.title);
      page.areas.push(groupTitle(menu));
      for (const column of table.columns) {
        const known = page.columns.findIndex((candidate) => candidate.code === column.code);
        if (known < 0) page.columns.push(column);
        else if (column.sortable && !page.columns[known]?.sortable) page.columns[known] = column;
      }
      found.set(table.pageName, page);
    }
  }
  return new Map(
    [...found].map(([pageName, page]) => [
      pageName,
      { pageName, title: distinct(page.titles), areas: distinct(page.areas), columns: page.columns },
    ]),
  );
}

let pages: ReadonlyMap<string, ConfigurablePage> | undefined;

/** Every configurable page by PageName, in the registry's order. */
export function configurablePages(): ReadonlyMap<string, ConfigurablePage> {
  pages ??= build();
  return pages;
}

/** The configurable page of a PageName, or undefined when no list definition has a table keyed by it. */
export const configurablePage = (pageName: string) => configurablePages().get(pageName);

/** Whether a page's column may sort: the definition marks it sortable (sort.ts `unsortableReason`). */
export const columnCanSort = (page: ConfigurablePage, code: string) =>
  unsortableReason(page.columns, code) === undefined;
