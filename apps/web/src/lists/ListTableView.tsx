import { useContext, useMemo, useState, type Key } from 'react';
import { App, Button, Empty, Flex, Segmented, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  allColumnsOf,
  columnsHiddenByKeys,
  drillOpens,
  drillsFrom,
  exportLogApi,
  exportModeOf,
  exportNameOf,
  offeredOn,
  rowMatches,
  summaryCells,
  viewTableOf,
  type BelongToType,
  type ListAction,
  type ListTable,
  type ReportViewOption,
} from '@gcs/contracts';
import { useApi } from '../api/ApiContext';
import { SessionContext } from '../app/session/SessionContext';
import { useHolds } from '../app/session/useHolds';
import { ColumnSettings } from '../components/table/ColumnSettings';
import { DataTable, type CellRenderers, type SortState } from '../components/table/DataTable';
import { ExportButton } from '../components/table/ExportButton';
import { useColumnConfig } from '../components/table/useColumnConfig';
import { usePagedList } from '../components/table/usePagedList';
import { RowKindLegend } from '../components/table/RowKindLegend';
import { cylinderRowMarks } from '../components/table/rowKinds';
import type { PageArea } from '../components/area';
import type { ActionContext, ListRow } from './actionTypes';
import { actionEnabled, actionLabel, rowActionTitle } from './actionButtons';
import { columnShowsRenderers } from './columnShows';
import { listActionOf } from './listActions';
import { listQueryKey, refreshListsShowing } from './listQueries';
import { ReportViewControl } from './ReportViewControl';
import { sortableAsDefined, sortQuery } from './listSort';

export interface ListTableViewProps {
  table: ListTable;
  area: PageArea;
  /** The page's filter (with its fixed values). */
  filter: Record<string, unknown>;
  /** A drill-down count was clicked (a row holding every field it narrows by): the row and the column's code. */
  onDrill?: (row: ListRow, code: string) => void;
  /**
   * A saved view was opened: its filter values to put in the filter form. Given by the page (not by a drill-down
   * dialog), so the table offers its 视图 control when it keeps views (a table with column settings).
   */
  onOpenView?: (filters: Readonly<Record<string, unknown>>) => void;
  /**
   * The column keys a link named (ListTable.columnKeys): the table shows, of its keyed columns, only those until
   * 显示全部列.
   */
  columnKeys?: readonly string[];
  /** What an empty list offers instead of 暂无数据: a wider period of the page's filter in one click. */
  widen?: WidenOffer;
}

/** A wider period offered by an empty list: what it says, and the button that widens the filter. */
export interface WidenOffer {
  description: string;
  label: string;
  widen: () => void;
}

interface OpenAction {
  action: ListAction;
  row: ListRow | undefined;
}

/**
 * One table of a list definition: its view switch, toolbar actions and hint, export of the shown columns (by the server,
 * or built in the browser and recorded in the audit trail, as the definition says), column
 * settings, the paged table with row actions, chosen rows, row colours, drill-down counts and summary row.
 */
export function ListTableView({
  table,
  area,
  filter,
  onDrill,
  onOpenView,
  columnKeys = [],
  widen,
}: ListTableViewProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { modal, message } = App.useApp();
  const holds = useHolds();
  const session = useContext(SessionContext);
  const [viewKey, setViewKey] = useState(table.views?.[0]?.key);
  const [chosen, setChosen] = useState<Key[]>([]);
  const [open, setOpen] = useState<OpenAction | null>(null);
  const [sort, setSort] = useState<SortState | null>(null);
  const view = table.views?.find((candidate) => candidate.key === viewKey);
  const columnConfig = useColumnConfig(table.pageName ?? '', table.columns, table.pageName !== undefined);
  const [allColumns, setAllColumns] = useState(false);
  const hidden = useMemo(
    () => (allColumns ? new Set<string>() : columnsHiddenByKeys(table, columnKeys)),
    [allColumns, table, columnKeys],
  );

  const query = useMemo(() => ({ ...filter, ...view?.patch }), [filter, view]);
  const viewTable = useMemo(
    () => (onOpenView && area.menuCode ? viewTableOf(area.menuCode, table.key) : undefined),
    [onOpenView, area.menuCode, table.key],
  );
  // A saved view shows its columns in its order (those the page no longer offers left out), the others hidden.
  const openView = (saved: ReportViewOption) => {
    const byCode = new Map(columnConfig.columns.map((column) => [column.code, column]));
    const shown = saved.columns.flatMap((code) => {
      const column = byCode.get(code);
      return column ? [{ ...column, isDisplay: true }] : [];
    });
    if (shown.length > 0) {
      const hidden = columnConfig.columns
        .filter((column) => !saved.columns.includes(column.code))
        .map((column) => ({ ...column, isDisplay: false }));
      columnConfig.choose([...shown, ...hidden]);
    }
    onOpenView?.(saved.filters);
  };
  // The list and its export in the table's order; a new order starts again at page 1.
  const sortedQuery = useMemo(() => ({ ...query, ...sortQuery(sort) }), [query, sort]);
  // A call that cannot do without a field no default fills (a history's barcode) waits for it.
  const missing = (table.needs ?? []).filter((need) => query[need.field] === undefined || query[need.field] === '');
  const list = usePagedList<Record<string, unknown>, ListRow>({
    queryKey: listQueryKey(table),
    filter: sortedQuery,
    fetchPage: (page, signal) => api.send(table.call, { query: page, signal }),
    enabled: missing.length === 0,
  });
  const columns = useMemo(
    () =>
      sortableAsDefined(
        [...columnConfig.visible, ...(view?.extraColumns ?? [])].filter((column) => !hidden.has(column.code)),
        allColumnsOf(table),
      ),
    [columnConfig.visible, view, table, hidden],
  );
  // The 合计 row under the shown columns; its totals are empty while the list loads.
  const { summary, ...paged } = list;
  const totals = table.summaryRow && summaryCells(table.summaryRow, columns, summary);

  const actions = (table.actions ?? []).filter(
    (action) =>
      (!action.views || (viewKey !== undefined && action.views.includes(viewKey))) &&
      (!action.capability || holds(action.capability)) &&
      (!action.forUnits || (session !== null && action.forUnits.includes(session.user.belongToType as BelongToType))),
  );
  const toolbar = actions.filter((action) => action.placement === 'toolbar');
  const rowActions = actions.filter((action) => action.placement === 'row');
  // Rows are chosen for an action on the chosen rows: without one the user may use, there is nothing to choose.
  const choosable =
    (view?.choosable ?? table.choosable ?? false) &&
    toolbar.some((action) => action.acts === 'chosen' || action.acts === 'chosenOrAll');

  const context = ({ action, row }: OpenAction): ActionContext => ({
    area,
    table,
    action,
    query,
    total: list.total,
    chosen: chosen.map(Number),
    chosenKeys: chosen.map((key) => (typeof key === 'string' ? key : Number(key))),
    row,
    onClose: () => setOpen(null),
    onDone: () => {
      setOpen(null);
      setChosen([]);
      void refreshListsShowing(queryClient, action.changes);
    },
  });

  const start = (action: ListAction, row?: ListRow) => {
    const implementation = listActionOf(action.key);
    if (implementation && 'run' in implementation)
      implementation.run(context({ action, row }), api, { modal, message });
    else setOpen({ action, row });
  };

  const renderers = useMemo<CellRenderers<ListRow>>(() => {
    const shown = columnShowsRenderers(allColumnsOf(table));
    const drill = table.drill;
    if (!drill || !onDrill) return shown;
    const drills = Object.fromEntries(
      Object.keys(drill.byColumn).map((code) => [
        code,
        (row: ListRow) => {
          const count = Number(row[code] ?? 0);
          const opens = drillOpens(table, code);
          return count > 0 && drillsFrom(drill, row) ? (
            <Button
              type="link"
              size="small"
              aria-label={`查看${String(row[drill.rowLabel] ?? '')}的${opens}`}
              onClick={() => onDrill(row, code)}
            >
              {count}
            </Button>
          ) : (
            count
          );
        },
      ]),
    );
    return { ...shown, ...drills };
  }, [table, onDrill]);

  const actionColumn: TableColumnsType<ListRow> = rowActions.length
    ? [
        {
          key: 'actions',
          title: '操作',
          width: rowActions.reduce((width, action) => width + 16 + 14 * action.title.length, 24),
          fixed: 'right',
          render: (_value: unknown, row: ListRow) =>
            rowActions
              .filter((action) => offeredOn(action, row))
              .map((action) => (
                <Button
                  key={action.key}
                  type="link"
                  size="small"
                  danger={action.style === 'danger'}
                  onClick={() => start(action, row)}
                >
                  {rowActionTitle(action, row)}
                </Button>
              )),
        },
      ]
    : [];

  const opened = open && listActionOf(open.action.key);
  const exportName = exportNameOf(table, query);
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Space wrap>
          {table.colourByCylinderStatus && <RowKindLegend />}
          {toolbar.map((action) => (
            <Button
              key={action.key}
              data-testid={action.key}
              type={action.style === 'primary' ? 'primary' : 'default'}
              danger={action.style === 'danger'}
              disabled={!actionEnabled(action, chosen.length, list.total)}
              onClick={() => start(action)}
            >
              {actionLabel(action, chosen.length, list.total)}
            </Button>
          ))}
          {hidden.size > 0 && (
            <Space size={4} role="status">
              <Typography.Text type="secondary">仅显示链接所选的列</Typography.Text>
              <Button type="link" size="small" onClick={() => setAllColumns(true)}>
                显示全部列
              </Button>
            </Space>
          )}
          {missing.length > 0 ? (
            <Typography.Text type="warning" role="status">
              请输入{missing.map((need) => need.label).join('、')}后查询
            </Typography.Text>
          ) : (
            table.hint && <Typography.Text type="secondary">{table.hint}</Typography.Text>
          )}
        </Space>
        <Space wrap>
          {table.views && (
            <Segmented<string>
              aria-label="记录状态"
              value={viewKey}
              onChange={(key) => {
                setViewKey(key);
                setChosen([]);
              }}
              options={table.views.map(({ key, label }) => ({ value: key, label }))}
            />
          )}
          {exportName !== undefined &&
            (exportModeOf(table) === 'client' ? (
              <ExportButton<ListRow>
                mode="client"
                title={exportName}
                total={list.total}
                columns={columns}
                fetchPage={(pageIndex, pageSize, signal) =>
                  api.send(table.call, {
                    query: { ...sortedQuery, PageIndex: pageIndex, CountPerPage: pageSize },
                    signal,
                  }) as Promise<{ list: ListRow[]; totalCount: number }>
                }
                onExported={async (rows, exported) => {
                  // Every export is audited: the browser's is recorded by the page's menu code and the table's key.
                  await api.send(exportLogApi.recordClientExport, {
                    body: { MenuCode: area.menuCode ?? '', TableKey: table.key, Rows: rows, Columns: [...exported] },
                  });
                }}
              />
            ) : (
              <ExportButton
                mode="server"
                title={exportName}
                url={table.call.path}
                filters={sortedQuery}
                total={list.total}
                columns={columns}
              />
            ))}
          {viewTable && (
            <ReportViewControl
              viewTable={viewTable}
              query={query}
              shownColumns={columnConfig.visible.map((column) => column.code)}
              onOpen={openView}
            />
          )}
          {table.pageName !== undefined && (
            <ColumnSettings
              columns={columnConfig.columns}
              onChange={columnConfig.choose}
              onReset={columnConfig.reset}
            />
          )}
        </Space>
      </Flex>
      <DataTable<ListRow>
        label={table.label}
        columns={columns}
        renderers={renderers}
        extraColumns={actionColumn}
        rowKey={table.rowKey}
        {...paged}
        summaryCells={totals}
        empty={
          widen ? (
            <Empty description={widen.description}>
              <Button type="primary" onClick={widen.widen}>
                {widen.label}
              </Button>
            </Empty>
          ) : undefined
        }
        sort={sort}
        onSortChange={setSort}
        selection={
          choosable
            ? {
                selectedKeys: chosen,
                onChange: (keys) => setChosen(keys),
                ...(table.unchoosable ? { isDisabled: (row: ListRow) => rowMatches(table.unchoosable, row) } : {}),
              }
            : undefined
        }
        {...(table.colourByCylinderStatus ? cylinderRowMarks : {})}
      />
      {opened && 'dialog' in opened && <opened.dialog {...context(open)} />}
    </>
  );
}
