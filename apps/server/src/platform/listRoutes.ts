import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  allColumnsOf,
  exportNameOf,
  listTableOf,
  menusOfPage,
  shownExportColumns,
  type ExportColumn,
  type ListCall,
  type ListPageKind,
  type ListTable,
  type RowOf,
} from '@gcs/contracts';
import type { DatabaseSchema } from '../db/schema';
import { HttpError } from './errors';
import { assertFilterInScope } from './listScope';
import { pageWithTotal } from './paging';
import { registerCall, type Access } from './routes';
import { sessionUser, type SessionUser } from './session';
import type { Syslog } from './syslog';
import { numberedRows, pagedRows, sendXlsx } from './xlsxExport';

export interface Page {
  offset: number;
  limit: number;
}

/**
 * What a module supplies for one list: its repository's page and count (the data scope applied in their SQL, from the
 * session user), and how a stored row becomes the contract's row with its ordinal number.
 */
export interface ListSource<Query, Stored, Row> {
  read: (user: SessionUser, query: Query, page: Page) => Promise<readonly Stored[]>;
  count: (user: SessionUser, query: Query) => Promise<number>;
  toRow: (row: Stored, ordinalNum: number) => Row;
  /**
   * A page with its total, for a source whose page statement carries its own count (`pageCarryingTotal`); by
   * default the page is read and counted only when it may not hold the last row (`pageWithTotal`).
   */
  readPage?: (user: SessionUser, query: Query, page: Page) => Promise<{ rows: readonly Stored[]; totalCount: number }>;
  /**
   * Every row of the list in its pages' order, for the export of a list of millions of rows (read in keyset batches,
   * `keysetRows`, rather than by ever deeper offsets); by default the export reads the list page by page.
   */
  exportRows?: (user: SessionUser, query: Query) => AsyncIterable<Stored>;
}

export interface ListDeps {
  db: Kysely<DatabaseSchema>;
  syslog: Syslog;
  now: () => Date;
}

/** What every list query carries besides its filter (pageQuery and exportParams of the contract). */
interface ListQueryBase {
  PageIndex: number;
  CountPerPage: number;
  isExport?: boolean | undefined;
  ExportColumns?: ExportColumn[] | undefined;
  StationId?: number | undefined;
  RegulatorId?: number | undefined;
}

/**
 * The columns an export writes: those the screen shows, in its order, each of which must be a column of the table
 * (its own or a view's), else the table's default visible columns.
 */
export function checkedExportColumns(table: ListTable, requested: readonly ExportColumn[] | undefined) {
  if (!requested) return shownExportColumns(table.columns);
  const known = new Set(allColumnsOf(table).map((column) => column.code));
  const unknown = requested.find((column) => !known.has(column.code));
  if (unknown) throw new HttpError(400, `导出列不存在：${unknown.code}`);
  return requested;
}

export interface ListRegistration<C extends ListCall, Stored> {
  /** The kind of page whose definition has a table answered by this call. */
  page: ListPageKind;
  call: C;
  source: ListSource<z.output<NonNullable<C['query']>>, Stored, RowOf<C>>;
  /** Who may call it; by default the holders of the menus of the pages that show the list. */
  access?: Access;
  /**
   * The export's file name, for a call whose table the pages of several areas show under their own names (the
   * archive list: 气瓶档案); by default the definition's.
   */
  exportName?: string;
}

/**
 * Registers the list call of a table definition (ARCHITECTURE.md section 6): access, the filter's named station or
 * regulator checked against the caller's scope (404 outside it), paging with PageIndex and CountPerPage (at most
 * 500), the envelope, and with isExport=true the streamed .xlsx of the requested columns, audited in the syslog.
 */
export function registerList<C extends ListCall, Stored>(
  app: FastifyInstance,
  deps: ListDeps,
  {
    page: kind,
    call,
    source,
    access = { kind: 'menu', menu: menusOfPage(kind) },
    exportName,
  }: ListRegistration<C, Stored>,
): void {
  const table = listTableOf(kind, call);
  registerCall(app, call as ListCall, { access }, async ({ query: input }, request, reply) => {
    const user = sessionUser(request);
    const query = input as z.output<NonNullable<C['query']>> & ListQueryBase & Record<string, unknown>;
    await assertFilterInScope(deps.db, user, query);
    const name = exportName ?? exportNameOf(table, query);
    if (query.isExport && name !== undefined) {
      const rows = source.exportRows
        ? numberedRows(source.exportRows(user, query), source.toRow)
        : pagedRows((offset, limit) => source.read(user, query, { offset, limit }), source.toRow);
      const columns = checkedExportColumns(table, query.ExportColumns);
      await sendXlsx(
        reply,
        { fileName: name, what: name, columns, rows },
        { syslog: deps.syslog, user, now: deps.now },
      );
      return undefined as never;
    }
    const page = { offset: (query.PageIndex - 1) * query.CountPerPage, limit: query.CountPerPage };
    const { rows, totalCount } = source.readPage
      ? await source.readPage(user, query, page)
      : await pageWithTotal(
          page.offset,
          page.limit,
          async () => [...(await source.read(user, query, page))],
          () => source.count(user, query),
        );
    return {
      result: true,
      messeage: '',
      totalCount,
      list: rows.map((row, index) => source.toRow(row, page.offset + index + 1)),
    };
  });
}
