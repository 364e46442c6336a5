import {
  exportModeOf,
  isListPageKind,
  listAreaOf,
  listPageFor,
  menuTree,
  messages,
  type ClientExportBody,
  type ListTable,
} from '@gcs/contracts';
import { HttpError } from '../../platform/errors';
import { checkedExportColumns } from '../../platform/listRoutes';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';

/** A page of the registry with a table the browser exports, and those tables by key. */
interface ClientExportPage {
  menuCode: string;
  tables: ReadonlyMap<string, ListTable>;
}

/** Every page of the registry whose definition has a table exported in the browser (exportMode 'client'). */
export function clientExportPages(): ReadonlyMap<string, ClientExportPage> {
  const pages = new Map<string, ClientExportPage>();
  for (const menu of menuTree) {
    if (!isListPageKind(menu.page)) continue;
    const tables = listPageFor(menu.page, listAreaOf(menu)).tables.filter(
      (table) => table.exportName !== undefined && exportModeOf(table) === 'client',
    );
    if (tables.length > 0) {
      pages.set(menu.code, { menuCode: menu.code, tables: new Map(tables.map((table) => [table.key, table])) });
    }
  }
  return pages;
}

export interface ClientExportDeps {
  syslog: Syslog;
  now: () => Date;
}

/**
 * The audit of exports built in the browser (docs/security.md: every export is audited): the page must be
 * one the caller holds (the route lets in the holders of any such page; here the named one is checked), the table one
 * of its browser-exported tables, the columns the table's own; the syslog row then names what, how many rows and
 * which columns, as a server export's row does, and that the browser built the file.
 */
export class ClientExportService {
  private readonly pages = clientExportPages();

  constructor(private readonly deps: ClientExportDeps) {}

  /** The menu codes of the pages with a browser export: the route's access. */
  menuCodes(): string[] {
    return [...this.pages.keys()];
  }

  async record(user: SessionUser, body: ClientExportBody, ip: string): Promise<{ result: true; messeage: string }> {
    const page = this.pages.get(body.MenuCode);
    // A page the caller does not hold is refused like any call it may not make, whether or not it exists.
    if (!user.isSystemManager && !user.askedMenusHeld.includes(body.MenuCode)) {
      throw new HttpError(403, messages.forbidden);
    }
    if (!page) throw new HttpError(400, `页面没有在浏览器导出的列表：${body.MenuCode}`);
    const table = page.tables.get(body.TableKey);
    if (!table) throw new HttpError(400, `页面没有在浏览器导出的表格：${body.TableKey}`);
    const columns = checkedExportColumns(table, body.Columns);
    await this.deps.syslog.write({
      at: this.deps.now(),
      event: 'export',
      result: 'success',
      ...actorOf(user),
      ip,
      detail: {
        what: table.exportName,
        rows: body.Rows,
        columns: columns.map((column) => column.code),
        mode: 'client',
        menu: page.menuCode,
      },
    });
    return { result: true, messeage: '' };
  }
}
