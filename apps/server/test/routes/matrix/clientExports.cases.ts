import {
  exportModeOf,
  isListPageKind,
  listAreaOf,
  listPageFor,
  menuTree,
  shownExportColumns,
  type ListTable,
} from '@gcs/contracts';
import { demoAccounts } from '../../../src/db/seed/demoAccounts';
import { demoRoleMenus } from '../../../src/db/seed/accounts';
import { menuCells, post, type LoggedInRole, type RouteCase } from './matrixKit';

const path = '/api/samr/Export/RecordClientExport';

/** The pages with a table exported in the browser, each with its first such table. */
const clientPages: { code: string; table: ListTable }[] = menuTree.flatMap((menu) => {
  if (!isListPageKind(menu.page)) return [];
  const table = listPageFor(menu.page, listAreaOf(menu)).tables.find(
    (candidate) => candidate.exportName !== undefined && exportModeOf(candidate) === 'client',
  );
  return table ? [{ code: menu.code, table }] : [];
});

/** A valid record of a browser export of a page's table: one row, its default columns. */
function recordOf(page: { code: string; table: ListTable }) {
  return post(path, {
    MenuCode: page.code,
    TableKey: page.table.key,
    Rows: 1,
    Columns: shownExportColumns(page.table.columns),
  });
}

/** The client-exported pages a role holds, and those it does not. */
function pagesOf(role: LoggedInRole) {
  const menus = demoRoleMenus[demoAccounts[role].roleName] ?? [];
  return {
    held: clientPages.filter((page) => menus.includes(page.code)),
    foreign: clientPages.filter((page) => !menus.includes(page.code)),
  };
}

/**
 * Recording a browser export: open to the holders of any page with one (system managers every page); a page the
 * caller does not hold is refused with 403, naming nothing of it.
 */
export const clientExportCases: Record<string, RouteCase> = {
  [`POST ${path}`]: {
    cells: menuCells(
      clientPages.map((page) => page.code),
      'scoped',
    ),
    request: (_world, role) => {
      const held = role === 'anonymous' ? [] : pagesOf(role).held;
      return recordOf(held[0] ?? clientPages[0]!);
    },
    scope: (_world, role) => {
      const { held, foreign } = pagesOf(role);
      const other = foreign[0];
      if (!other) throw new Error(`${role} holds every page with a browser export`);
      return {
        ...(held[0] ? { own: recordOf(held[0]) } : {}),
        foreign: recordOf(other),
        secret: other.table.exportName!,
      };
    },
  },
};
