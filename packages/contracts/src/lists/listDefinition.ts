import type { z } from 'zod';
import type { CallContract } from '../api/call';
import type { TableColumn } from '../api/shared';
import type { BelongToType, CylinderCategory } from '../enums';
import type { Capability } from '../menus';
import type { BindingEditor, RecordEditor } from './recordEditor';

/**
 * One list page as data (docs/architecture.md §6): its filter fields, and one or more tables (tabs), each with its
 * list call, columns, export and actions. The web's ListPage renders any definition; the server's registerList answers
 * its calls (paging, scope, envelope, export). A report is the same definition with a summary table.
 */

/** A GET call answering `{ result, messeage, totalCount, list }`. */
export type ListCall = CallContract<z.ZodType, z.ZodType, z.ZodType<{ totalCount: number; list: readonly object[] }>>;
/** A list call as a definition holds it once its row type is checked: rows of named fields, maybe their totals. */
export type AnyListCall = CallContract<
  z.ZodType,
  z.ZodType,
  z.ZodType<{
    totalCount: number;
    list: readonly Record<string, unknown>[];
    summary?: Readonly<Record<string, number>>;
  }>
>;
/** A row of a list call's answer. */
export type RowOf<C extends ListCall> = z.output<C['response']>['list'][number];
/** A field of such a row: what a column code, a row key or a drill-down may name. */
export type RowField<C extends ListCall> = keyof RowOf<C> & string;
/** The totals a list call answers beside its page (`listResponseWithSummary`); never for a call without. */
export type SummaryOf<C extends ListCall> =
  z.output<C['response']> extends { summary?: infer S } ? (unknown extends S ? never : NonNullable<S>) : never;
/** A field the call totals: what a summary row may sum. */
export type SummaryField<C extends ListCall> = keyof SummaryOf<C> & string;

/**
 * The row at the bottom of a table (合计) showing totals over the whole filtered list, which its call answers in
 * `summary`: the label in one column, each summed column's total under it, the other columns empty.
 */
export interface SummaryRow<Code extends string = string, Sum extends string = string> {
  /** 合计. */
  label: string;
  /** The column the label shows in. */
  column: Code;
  /** The numeric columns totalled (fields of the call's summary). */
  sums: readonly Sum[];
}

/** What a list shows, so that an action that changes it refreshes every list showing it. */
export type ListData =
  | 'cylinder'
  | 'reference'
  | 'blacklist'
  | 'abnormal'
  | 'district'
  | 'regulator'
  | 'fillStation'
  | 'inspectStation'
  | 'stationUpkeep'
  | 'inspectionUpkeep'
  | 'inspectionRule'
  | 'role'
  | 'menu'
  | 'syslog'
  | 'parameter'
  | 'displayConfig'
  | 'user'
  | 'loginLock'
  | 'fillingRefusal'
  | 'scaleDevice'
  | 'abnormalFilling'
  | 'clonedLabel'
  | 'fillingCheck'
  | 'fillingSummary'
  | 'fillingRecord'
  | 'inspectionRecord'
  | 'deletedFilling'
  | 'fillingExplanation'
  | 'uploadConflict'
  | 'fillingRule'
  | 'reportView';

/** A filter widget and the query fields it fills. */
export type FilterField =
  | { kind: 'text'; field: string; label: string; maxLength: number; width?: number }
  | { kind: 'select'; field: string; label: string; options: Readonly<Record<number, string>>; width?: number }
  | { kind: 'station' | 'regulator' | 'region' | 'inspectStation'; field: string; label: string; width?: number }
  /** One of the roles the holder may grant (GetUserRoleOptions), by id. */
  | { kind: 'role'; field: string; label: string; width?: number }
  /** A menu entry picked in the menu tree (GetMenuTree), by code; only entries of up to `maxLevel` levels offered. */
  | { kind: 'menuTree'; field: string; label: string; width?: number; maxLevel?: 1 | 2 | 3 }
  /** A pair of query fields: days (yyyy-MM-dd), months (yyyy-MM) or numbers (with an optional unit). */
  | {
      kind: 'dayRange' | 'monthRange' | 'numberRange';
      from: string;
      to: string;
      label: string;
      width?: number;
      unit?: string;
      /**
       * Days: the widget starts with the last this many days up to today (a list that needs a bounded period, read
       * from the monthly partitions of the filling records); absent: empty.
       */
      initialDays?: number;
      /**
       * One URL query parameter that opens the page with both ends set (`dateRange=2026-01-01,2026-11-26`, or the
       * parameter repeated); the widget also reads its own two fields from the URL.
       */
      urlParam?: string;
    }
  /** The advanced cylinder filter of spec 02 section 3.10 (its own form, with 高级查询): a page's only filter. */
  | { kind: 'cylinder' };

/** A widget of a filter form (every kind but the advanced cylinder filter, which is a form of its own). */
export type FormFilterField = Exclude<FilterField, { kind: 'cylinder' }>;

/**
 * An action of a table. Its `key` names the web's implementation (a dialog, a confirmation); `capability` is the
 * permission the button needs beyond the page's own; `changes` says which lists it refreshes.
 */
export interface ListAction {
  key: string;
  title: string;
  placement: 'toolbar' | 'row';
  /**
   * A toolbar action acting on the chosen rows, on every row of the filter (disabled on an empty list), or on the
   * chosen rows when there are some and else on every row.
   */
  acts?: 'chosen' | 'all' | 'chosenOrAll';
  style?: 'primary' | 'danger';
  /** The views (ListView keys) that show the action; every view when absent. */
  views?: readonly string[];
  capability?: Capability;
  /** The kinds of account (belongToType) the action is offered to; every kind when absent. */
  forUnits?: readonly BelongToType[];
  changes: readonly ListData[];
  /** A row action whose title follows a flag of its row: 停用 on an enabled row, 启用 on a disabled one. */
  titleByRow?: { field: string; whenTrue: string; whenFalse: string };
  /** A row action not offered on rows holding any of these values (编辑 on a deleted archive). */
  hiddenFor?: RowMatch;
  /** A row action offered only on rows holding one of these values (监管停用 on a cylinder in use). */
  onlyFor?: RowMatch;
}

/** Rows that hold any of the given field values: `{ status: 8, blackList: true }`. */
export type RowMatch = Readonly<Record<string, unknown>>;

/** Whether a row holds any of the match's values. */
export function rowMatches(match: RowMatch | undefined, row: Readonly<Record<string, unknown>>): boolean {
  return match !== undefined && Object.entries(match).some(([field, value]) => row[field] === value);
}

/** Whether a row action is offered on a row (neither hidden for it nor meant only for other rows). */
export function offeredOn(action: Pick<ListAction, 'hiddenFor' | 'onlyFor'>, row: Readonly<Record<string, unknown>>) {
  return !rowMatches(action.hiddenFor, row) && (action.onlyFor === undefined || rowMatches(action.onlyFor, row));
}

/** A switch above a table that shows the same list with some filter values fixed, and more columns. */
export interface ListView {
  key: string;
  label: string;
  patch: Readonly<Record<string, unknown>>;
  extraColumns?: readonly TableColumn[];
  /** Rows can be chosen in this view (for the 'chosen' actions). */
  choosable: boolean;
  /** The export's file name in this view, when it differs from the table's. */
  exportName?: string;
}

export interface ListTable<C extends ListCall = AnyListCall> {
  /** The tab's key (drill-downs name it). */
  key: string;
  /** The tab's label. */
  tab: string;
  /** The table's accessible name. */
  label: string;
  call: C;
  /**
   * The table's own filter widgets (shown in its tab), for tabs whose lists filter differently; the page's filters
   * apply to tables without.
   */
  filters?: readonly FilterField[];
  /** Filter values the table's own filter starts with. */
  initialFilter?: Readonly<Record<string, unknown>>;
  /**
   * Query fields the call cannot do without and no default fills (the barcode of a history): until the filter holds
   * each, the table asks for them instead of loading.
   */
  needs?: readonly { field: string; label: string }[];
  /** The column-configuration key (spec 02 section 3.9); absent: the columns are fixed. */
  pageName?: string;
  columns: readonly TableColumn<RowField<C>>[];
  rowKey: RowField<C>;
  /** A sentence beside the toolbar's buttons saying what the list is for and what its changes do. */
  hint?: string;
  /** Exported as `<exportName>.xlsx` (导出 on the toolbar), as `exportMode` says; absent: no export. */
  exportName?: string;
  /**
   * Who builds the file: 'server' (the default) streams it from the list call with isExport=true, up to 50,000 rows;
   * 'client' builds it in the browser from the list's pages, up to 10,000 rows, and records the export in the
   * syslog (Export/RecordClientExport). Client export is for short reference and configuration lists, whose every
   * rows are a page or two of the list; the server then does not answer isExport for the call.
   */
  exportMode?: ExportMode;
  shows: readonly ListData[];
  /** Rows can be chosen (for the 'chosen' actions) when the table has no views. */
  choosable?: boolean;
  /** Rows that cannot be chosen (deleted archives). */
  unchoosable?: RowMatch;
  /** Rows coloured by the cylinder status (overdue, past scrap date, scrapped), with their legend above the table. */
  colourByCylinderStatus?: boolean;
  views?: readonly ListView[];
  actions?: readonly ListAction[];
  /** How rows are added, edited, enabled, disabled and deleted (the `record.*` actions). */
  editor?: RecordEditor;
  /** Station bindings a row owns, by the key of the row action (`binding.*`) that opens their screen. */
  bindings?: Readonly<Record<string, BindingEditor>>;
  drill?: DrillDown<C>;
  /** A 合计 row under the table, of totals its call answers beside the page (`listResponseWithSummary`). */
  summaryRow?: SummaryRow<RowField<C>, RowField<C> & SummaryField<C>>;
  /**
   * The keys a link names columns by (the dashboard's `summaryColKey`), each with the columns it stands for: a page
   * opened with some keys shows, of the keyed columns, only those (columns under no key always show), in the first
   * table holding one of the keys.
   */
  columnKeys?: Readonly<Record<string, readonly RowField<C>[]>>;
}

/**
 * Count columns whose figure opens a list narrowed to that row: the page's filter with the row's fields copied into
 * it, the column's own filter values, and the fields the row replaces dropped. A row lacking a field it would narrow
 * by (no station, no using department) shows its figure alone.
 */
export type DrillDown<C extends ListCall = AnyListCall> = {
  /** The row field that names the row in the count's accessible name and the dialog's title. */
  rowLabel: RowField<C>;
  byRow: Readonly<Record<string, RowField<C>>>;
  byColumn: Readonly<Partial<Record<RowField<C>, Readonly<Record<string, unknown>>>>>;
  /** Filter fields the row's own fields replace (the stations chosen in the filter, for a station's row). */
  replaces?: readonly string[];
} & (
  | {
      /** Another tab of the page (its key); the count's accessible name is 查看<row>的<column>. */
      to: string;
    }
  | {
      /**
       * A table of another page, shown in a dialog titled `<row> - <its label>` and exported under that title; the
       * count's accessible name is 查看<row>的<its label>.
       */
      dialog: ListTable;
    }
);

/**
 * What a table's drill-down count opens, in words (its accessible name 查看<row>的…, and a dialog's title <row> - …):
 * the count's column for another tab, the other page's table for a dialog, or the column when several columns open
 * that table narrowed differently (超期充装 and 报废充装 of one station).
 */
export function drillOpens(table: Pick<ListTable, 'drill' | 'columns'>, code: string): string {
  const drill = table.drill;
  const column = table.columns.find((candidate) => candidate.code === code)?.title ?? '';
  if (!drill || !('dialog' in drill) || Object.keys(drill.byColumn).length > 1) return column;
  return drill.dialog.label;
}

/** The filter values a drill-down count stands for: undefined for each replaced field, the column's, the row's. */
export function drillNarrowing(
  drill: DrillDown,
  row: Readonly<Record<string, unknown>>,
  code: string,
): Record<string, unknown> {
  const narrowing: Record<string, unknown> = Object.fromEntries(
    (drill.replaces ?? []).map((field) => [field, undefined]),
  );
  Object.assign(narrowing, drill.byColumn[code]);
  for (const [field, rowField] of Object.entries(drill.byRow)) narrowing[field] = row[rowField];
  return narrowing;
}

/** Whether a row's count opens its list: the row holds every field the list is narrowed by. */
export function drillsFrom(drill: DrillDown, row: Readonly<Record<string, unknown>>): boolean {
  return Object.values(drill.byRow).every((rowField) => row[rowField] !== null && row[rowField] !== undefined);
}

export interface ListPageDefinition {
  /** Names the page's forms (their field ids). */
  id: string;
  /** The filter form's accessible name (…查询条件). */
  filterLabel: string;
  /** Filter values every call of the page carries (the area's category). */
  fixed: Readonly<Record<string, unknown>>;
  filters: readonly FilterField[];
  /** One table, or several shown as tabs in this order. */
  tables: readonly ListTable[];
  /**
   * How a link opens the page (the dashboard's drill-down URLs). Every filter widget starts from the URL query's
   * parameters of its fields (parsed by the call's query schema); besides, `tabParam` names the tab by its key and
   * `columnParam` the tables' `columnKeys` (a comma list, or the parameter repeated).
   */
  opening?: { tabParam?: string; columnParam?: string };
}

/** What a page's list function returns: the definition without its `id`, which is the page's kind (`listPageFor`). */
export type ListPageContent = Omit<ListPageDefinition, 'id'>;

/** The area a definition is made for: the registry entry's category and PageName. */
export interface ListArea {
  category: CylinderCategory;
  isVehicle: boolean;
  pageName: string;
  /** Filter values the registry entry fixes (MenuEntry.fixed); `listPageFor` applies them to the definition. */
  fixed?: Readonly<Record<string, unknown>>;
}

/** Keeps a table's column codes, row key and drill-down fields checked against its call's row. */
export function listTable<C extends ListCall>(table: ListTable<C>): ListTable {
  return table as unknown as ListTable;
}

/**
 * The list call of an area: the vehicle call on a vehicle page, else the other; typed by the vehicle call, whose row
 * holds every field of the other's (checked here), so one table definition serves both.
 */
export function areaCall<V extends ListCall, L extends ListCall>(
  vehicle: boolean,
  vehicleCall: V,
  call: L & (RowField<L> extends RowField<V> ? unknown : never),
): V {
  return (vehicle ? vehicleCall : call) as unknown as V;
}

/** The query fields a page's filter widgets fill, for the form and for checking definitions against calls. */
export function filterQueryFields(field: FilterField): readonly string[] {
  if (field.kind === 'cylinder') return [];
  return 'from' in field ? [field.from, field.to] : [field.field];
}

/** The view a query shows: the first whose fixed values the query carries, else the first (the table's default). */
export function viewOfQuery(table: ListTable, query: Readonly<Record<string, unknown>>): ListView | undefined {
  const views = table.views ?? [];
  const patched = views.find((view) => {
    const entries = Object.entries(view.patch);
    return entries.length > 0 && entries.every(([field, value]) => query[field] === value);
  });
  return patched ?? views[0];
}

/** The export's file name (without .xlsx) for a query: the view's own, else the table's. */
export function exportNameOf(table: ListTable, query: Readonly<Record<string, unknown>>): string | undefined {
  return viewOfQuery(table, query)?.exportName ?? table.exportName;
}

/** Who builds a table's export file: the browser or (by default) the server. */
export type ExportMode = 'client' | 'server';
export const exportModeOf = (table: Pick<ListTable, 'exportMode'>): ExportMode => table.exportMode ?? 'server';

/** Every column a table may show or export: its own, then the extra columns of its views. */
export function allColumnsOf(table: ListTable): readonly TableColumn[] {
  const extra = (table.views ?? []).flatMap((view) => view.extraColumns ?? []);
  return [...table.columns, ...extra.filter((column, i) => extra.findIndex((c) => c.code === column.code) === i)];
}
