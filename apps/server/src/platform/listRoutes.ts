import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  allColumnsOf,
  exportModeOf,
  exportNameOf,
  listTableOf,
  menusOfPage,
  shownExportColumns,
  sortOfQuery,
  summaryCells,
  unsortableReason,
  type ExportColumn,
  type ListSort,
  type ListCall,
  type ListPageKind,
  type ListTable,
  type RowOf,
  type SortOrder,
  type SummaryOf,
  type SummaryRow,
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
  /** The order asked for, by one of the codes the source `sorts`; absent: the list's own order. */
  sort?: ListSort | undefined;
}

/**
 * What a module supplies for one list: its repository's page and count (the data scope applied in their SQL, from the
 * session user), and how a stored row becomes the contract's row with its ordinal number.
 */
export interface ListSource<Query, Stored, Row, Summary = never> {
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
  exportRows?: (user: SessionUser, query: Query, sort: ListSort | undefined) => AsyncIterable<Stored>;
  /**
   * The column codes the source orders by (its repository maps each to an SQL column, with a stable tie-breaker):
   * every column the table marks sortable must be one of them.
   */
  sorts?: readonly string[];
  /**
   * The totals of a table's summary row (合计) over the whole filtered list: one SQL aggregate with the page's filter
   * and data scope. Required when the table declares a summary row.
   */
  summary?: (user: SessionUser, query: Query) => Promise<Summary>;
  /**
   * A page with its total and the summary row's totals from one statement (a report grouped over a rollup: the
   * groups are aggregated once, not once for the page, once for the count and once for the 合计); used for the
   * screen's pages when given (the export still reads `summary`).
   */
  readPageWithSummary?: (
    user: SessionUser,
    query: Query,
    page: Page,
  ) => Promise<{ rows: readonly Stored[]; totalCount: number; summary: Summary }>;
  /**
   * The page's statement keeps only rows of the filter's StationId and applies the data scope to them, so a list
   * with rows proves that station lies in the caller's scope: the separate scope check then runs only for an empty
   * list (to answer 404 rather than an empty page), saving a statement on every page of the busiest lists.
   */
  rowsProveStationScope?: true;
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
  SortField?: string | undefined;
  SortOrder?: SortOrder | undefined;
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

/** The order a query asks for, which must be by a column the table marks sortable (400 naming it otherwise). */
export function checkedSort(table: ListTable, query: ListQueryBase): ListSort | undefined {
  const sort = sortOfQuery(query);
  if (!sort) return undefined;
  const refusal = unsortableReason(allColumnsOf(table), sort.code);
  if (refusal) throw new HttpError(400, refusal);
  return sort;
}

/** Fails at start-up when the table marks a column sortable that the source cannot order by. */
function assertSortsServed(table: ListTable, call: ListCall, sorts: readonly string[] = []) {
  const unserved = allColumnsOf(table).filter((column) => column.sortable && !sorts.includes(column.code));
  if (unserved.length > 0) {
    throw new Error(`${call.path} 不能按可排序列排序：${unserved.map((column) => column.code).join('、')}`);
  }
}

/** A table's summary row with the source's reader of its totals. */
interface SummaryReader<Query> {
  row: SummaryRow;
  read: (user: SessionUser, query: Query) => Promise<Readonly<Record<string, number>>>;
}

/** The reader of a table's summary row; fails at start-up when the table declares one the source cannot total. */
function summaryReader<Query>(
  table: ListTable,
  call: ListCall,
  read: ((user: SessionUser, query: Query) => Promise<Readonly<Record<string, number>>>) | undefined,
): SummaryReader<Query> | undefined {
  if (!table.summaryRow) return undefined;
  if (!read) throw new Error(`${call.path} 的表格有合计行，但列表来源没有合计查询`);
  return { row: table.summaryRow, read };
}

/**
 * A screen's page, its total and its summary row's totals: from one statement when the source offers it, else the
 * page (with its count) and the totals side by side.
 */
async function screenPage<Query, Stored, Row, Summary>(
  source: ListSource<Query, Stored, Row, Summary>,
  summary: SummaryReader<Query> | undefined,
  user: SessionUser,
  query: Query,
  page: Page,
): Promise<{ rows: readonly Stored[]; totalCount: number; totals: Readonly<Record<string, number>> | undefined }> {
  if (summary && source.readPageWithSummary) {
    const { rows, totalCount, summary: totals } = await source.readPageWithSummary(user, query, page);
    return { rows, totalCount, totals: totals as Readonly<Record<string, number>> };
  }
  const [{ rows, totalCount }, totals] = await Promise.all([
    source.readPage
      ? source.readPage(user, query, page)
      : pageWithTotal(
          page.offset,
          page.limit,
          async () => [...(await source.read(user, query, page))],
          () => source.count(user, query),
        ),
    summary?.read(user, query),
  ]);
  return { rows, totalCount, totals };
}

export interface ListRegistration<C extends ListCall, Stored> {
  /** The kind of page whose definition has a table answered by this call. */
  page: ListPageKind;
  call: C;
  source: ListSource<z.output<NonNullable<C['query']>>, Stored, RowOf<C>, SummaryOf<C>>;
  /** Who may call it; by default the holders of the menus of the pages that show the list. */
  access?: Access;
  /**
   * The export's file name, for a call whose table the pages of several areas show under their own names (the
   * archive list: 气瓶档案), or that follows the query (a page's fixed kind); by default the definition's.
   */
  exportName?: string | ((query: z.output<NonNullable<C['query']>>) => string);
}

/**
 * Registers the list call of a table definition (docs/architecture.md §6): access, the filter's named station or
 * regulator checked against the caller's scope (404 outside it), paging with PageIndex and CountPerPage (at most
 * 500), the order by a column the table marks sortable (SortField, SortOrder), the envelope (with the totals of the
 * table's summary row), and with isExport=true the streamed .xlsx of the requested columns in the same order, ending
 * with the summary row, audited in the syslog.
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
  assertSortsServed(table, call, source.sorts);
  const summary = summaryReader(table, call, source.summary);
  registerCall(app, call as ListCall, { access }, async ({ query: input }, request, reply) => {
    const user = sessionUser(request);
    const query = input as z.output<NonNullable<C['query']>> & ListQueryBase & Record<string, unknown>;
    const stationProvenByRows = source.rowsProveStationScope === true && !query.isExport;
    await assertFilterInScope(deps.db, user, stationProvenByRows ? { RegulatorId: query.RegulatorId } : query);
    const sort = checkedSort(table, query);
    // A table the browser exports (exportMode 'client') is never streamed: isExport then answers the page.
    const name =
      exportModeOf(table) === 'client'
        ? undefined
        : typeof exportName === 'function'
          ? exportName(query)
          : (exportName ?? exportNameOf(table, query));
    if (query.isExport && name !== undefined) {
      const rows = source.exportRows
        ? numberedRows(source.exportRows(user, query, sort), source.toRow)
        : pagedRows((offset, limit) => source.read(user, query, { offset, limit, sort }), source.toRow);
      const columns = checkedExportColumns(table, query.ExportColumns);
      const lastRow = summary && summaryCells(summary.row, columns, await summary.read(user, query));
      await sendXlsx(
        reply,
        { fileName: name, what: name, columns, rows, lastRow },
        { syslog: deps.syslog, user, now: deps.now },
      );
      return undefined as never;
    }
    const page = { offset: (query.PageIndex - 1) * query.CountPerPage, limit: query.CountPerPage, sort };
    const { rows, totalCount, totals } = await screenPage(source, summary, user, query, page);
    if (stationProvenByRows && totalCount === 0)
      await assertFilterInScope(deps.db, user, { StationId: query.StationId });
    return {
      result: true,
      messeage: '',
      totalCount,
      list: rows.map((row, index) => source.toRow(row, page.offset + index + 1)),
      ...(totals && { summary: totals }),
    };
  });
}
