import type { Kysely } from 'kysely';
import {
  columnCanSort,
  configurablePage,
  configurablePages,
  displayConfigMessages as messages,
  unsortableReason,
  type ConfigurablePage,
  type DisplayConfigColumn,
  type DisplayConfigDetail,
  type DisplayConfigPageBody,
  type DisplayConfigSummaryQuery,
  type DisplayConfigSummaryRow,
  type DisplayConfigUpdateBody,
} from '@gcs/contracts';
import { isUniqueViolation } from '../../db/pgErrors';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError } from '../../platform/errors';
import type { ListSource } from '../../platform/listRoutes';
import { pagedByFilter } from '../../platform/pagedRows';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import type {
  DisplayConfigFilter,
  DisplayConfigRepository,
  StoredConfigColumn,
  StoredPageSummary,
} from './displayConfig.repository';

type Db = Kysely<DatabaseSchema>;

export interface DisplayConfigDeps {
  db: Db;
  repository: DisplayConfigRepository;
  syslog: Syslog;
  now: () => Date;
}

/** Sorting, as the column configuration stores it (spec 02 section 3.9). */
const customSort = 'custom';

/** A changed configuration was changed by someone else meanwhile (two saves of one page at once). */
const changedMeanwhile = '该页面的显示配置刚被他人修改，请重新打开后再保存';

function knownPage(pageName: string): ConfigurablePage {
  const page = configurablePage(pageName);
  if (!page) throw new HttpError(400, messages.unknownPage(pageName));
  return page;
}

/** The definition's built-in columns as a configuration: their titles, default visibility, order and sorting. */
function defaultColumns(page: ConfigurablePage): StoredConfigColumn[] {
  return page.columns.map((column, index) => ({
    column_code: column.code,
    column_name: column.title,
    is_display: column.isDisplay,
    display_order: index + 1,
    sortable: column.sortable ? customSort : null,
  }));
}

/** What the log keeps of a configuration: the columns in order, each shown or not, sorting or not. */
const logged = (columns: readonly StoredConfigColumn[]) =>
  columns.map((column) => ({
    code: column.column_code,
    isDisplay: column.is_display,
    order: column.display_order,
    sortable: column.sortable !== null,
  }));

/**
 * The display configuration of list pages (Setting/Column): which pages have one, a page's columns, configuring a page
 * from its built-in columns, changing them, and dropping the configuration. Every change runs in one transaction with
 * its syslog row (before and after); every PageName and column code is checked against the list definitions.
 */
export class DisplayConfigService {
  constructor(private readonly deps: DisplayConfigDeps) {}

  listSource(): ListSource<DisplayConfigSummaryQuery, StoredPageSummary, DisplayConfigSummaryRow> {
    const { repository } = this.deps;
    return {
      ...pagedByFilter(repository.summaryRows(), filterOf),
      toRow: (row, ordinalNum) => {
        const page = configurablePage(row.page_name);
        return {
          ordinalNum,
          pageName: row.page_name,
          pageTitle: page?.title ?? '',
          areas: page?.areas ?? '',
          columnCount: Number(row.column_count),
          displayCount: Number(row.display_count),
        };
      },
    };
  }

  /** A page's columns: its configuration (columns the definition no longer has left out), else its defaults. */
  async detail(pageName: string): Promise<{ result: true; messeage: string; data: DisplayConfigDetail }> {
    const page = knownPage(pageName);
    const stored = await this.deps.repository.columns(pageName);
    return { result: true, messeage: '', data: detailOf(page, stored) };
  }

  async add(user: SessionUser, body: DisplayConfigPageBody, ip: string | undefined) {
    const page = knownPage(body.PageName);
    const columns = defaultColumns(page);
    const data = await this.change(async (trx) => {
      const before = await this.deps.repository.columns(page.pageName, trx);
      if (before.length > 0) throw new HttpError(400, messages.alreadyConfigured(page.title));
      await this.deps.repository.insert(trx, page.pageName, columns);
      await this.log(trx, user, ip, { action: 'add', pageName: page.pageName, before: null, after: logged(columns) });
      return detailOf(page, columns);
    }, messages.alreadyConfigured(page.title));
    return { result: true as const, messeage: `已按默认列配置：${page.title}`, data };
  }

  async update(user: SessionUser, body: DisplayConfigUpdateBody, ip: string | undefined) {
    const page = knownPage(body.PageName);
    const columns = checkedColumns(page, body.columns);
    const data = await this.change(async (trx) => {
      const before = await this.deps.repository.columns(page.pageName, trx);
      if (before.length === 0) throw new HttpError(404, messages.notConfigured(page.title));
      await this.deps.repository.replace(trx, page.pageName, columns);
      await this.log(trx, user, ip, {
        action: 'update',
        pageName: page.pageName,
        before: logged(before),
        after: logged(columns),
      });
      return detailOf(page, columns);
    }, changedMeanwhile);
    return { result: true as const, messeage: `显示配置已保存：${page.title}`, data };
  }

  /** Drops a page's configuration, also of a page the registry no longer has (its rows are then only clutter). */
  async remove(user: SessionUser, body: DisplayConfigPageBody, ip: string | undefined) {
    const page = configurablePage(body.PageName);
    const title = page?.title ?? body.PageName;
    const count = await this.change(async (trx) => {
      const before = await this.deps.repository.columns(body.PageName, trx);
      if (before.length === 0) {
        if (!page) throw new HttpError(400, messages.unknownPage(body.PageName));
        throw new HttpError(404, messages.notConfigured(title));
      }
      const removed = await this.deps.repository.remove(trx, body.PageName);
      await this.log(trx, user, ip, { action: 'delete', pageName: body.PageName, before: logged(before), after: null });
      return removed;
    });
    return { result: true as const, messeage: `已删除显示配置，页面恢复默认列：${title}`, data: { count } };
  }

  private async change<T>(work: (trx: Db) => Promise<T>, onUniqueViolation?: string): Promise<T> {
    try {
      return await this.deps.db.transaction().execute(work);
    } catch (error) {
      if (onUniqueViolation !== undefined && isUniqueViolation(error)) throw new HttpError(409, onUniqueViolation);
      throw error;
    }
  }

  private log(trx: Db, user: SessionUser, ip: string | undefined, detail: Record<string, unknown>) {
    return this.deps.syslog.write(
      {
        at: this.deps.now(),
        event: 'displayConfigChange',
        result: 'success',
        ...actorOf(user),
        ip: ip ?? null,
        detail,
      },
      trx,
    );
  }
}

/** The summary's filter: pages whose registry title contains the keyword, or whose PageName does. */
function filterOf(query: DisplayConfigSummaryQuery): DisplayConfigFilter {
  const keyword = query.Keyword;
  if (keyword === undefined) return {};
  const wanted = keyword.toLowerCase();
  const pageNames = [...configurablePages().values()]
    .filter((page) => page.title.toLowerCase().includes(wanted))
    .map((page) => page.pageName);
  return { pageNames, contains: keyword };
}

/**
 * The stored rows of an update: every named column must be one of the page's (400 naming the first that is not), none
 * twice, at least one shown, and only the definition's sortable columns may sort. Titles are the definition's.
 */
function checkedColumns(page: ConfigurablePage, requested: DisplayConfigUpdateBody['columns']): StoredConfigColumn[] {
  const seen = new Set<string>();
  const columns = requested.map((column, index): StoredConfigColumn => {
    const defined = page.columns.find((candidate) => candidate.code === column.columnCode);
    if (!defined) throw new HttpError(400, messages.unknownColumn(page.title, column.columnCode));
    if (seen.has(column.columnCode)) throw new HttpError(400, messages.duplicateColumn(column.columnCode));
    seen.add(column.columnCode);
    if (column.sortable) {
      const refusal = unsortableReason(page.columns, column.columnCode);
      if (refusal) throw new HttpError(400, refusal);
    }
    return {
      column_code: defined.code,
      column_name: defined.title,
      is_display: column.isDisplay,
      display_order: index + 1,
      sortable: column.sortable ? customSort : null,
    };
  });
  if (!columns.some((column) => column.is_display)) throw new HttpError(400, messages.noneShown);
  return columns;
}

/**
 * A page's columns for the editor: the configured ones the definition still has, in their order, then the
 * definition's columns the configuration lacks (hidden, so saving adds them); the defaults when there is none.
 */
function detailOf(page: ConfigurablePage, stored: readonly StoredConfigColumn[]): DisplayConfigDetail {
  const configured = stored.length > 0;
  const rows = configured ? stored : defaultColumns(page);
  const known = rows.filter((row) => page.columns.some((column) => column.code === row.column_code));
  const missing = page.columns.filter((column) => !rows.some((row) => row.column_code === column.code));
  const columns: DisplayConfigColumn[] = [
    ...known.map((row) => ({
      columnCode: row.column_code,
      columnName: page.columns.find((column) => column.code === row.column_code)?.title ?? row.column_name,
      isDisplay: row.is_display,
      sortable: row.sortable,
      canSort: columnCanSort(page, row.column_code),
    })),
    ...missing.map((column) => ({
      columnCode: column.code,
      columnName: column.title,
      isDisplay: false,
      sortable: null,
      canSort: columnCanSort(page, column.code),
    })),
  ].map((column, index) => ({ ...column, displayOrder: index + 1 }));
  return { pageName: page.pageName, pageTitle: page.title, areas: page.areas, configured, columns };
}
