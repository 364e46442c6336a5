import { useMemo, type Key, type ReactNode } from 'react';
import { Button, Empty, Result, Table } from 'antd';
import type { TableColumnType, TableColumnsType, TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { messages, pageSizeOptions, type TableColumn } from '@gcs/contracts';

/** Renders one cell of a column, by the column's code; without one the row's field is shown as text. */
export type CellRenderer<Row> = (row: Row, index: number) => ReactNode;
export type CellRenderers<Row> = Partial<Record<string, CellRenderer<Row>>>;

export type SortOrder = 'ascend' | 'descend';
export interface SortState {
  code: string;
  order: SortOrder;
}

export interface RowSelection<Row> {
  selectedKeys: readonly Key[];
  onChange: (keys: Key[], rows: Row[]) => void;
  /** Rows that cannot be selected (a batch action does not apply to them). */
  isDisabled?: (row: Row) => boolean;
}

export interface DataTableProps<Row> {
  /** The shown columns in their order (useColumnConfig's `visible`). */
  columns: readonly TableColumn[];
  renderers?: CellRenderers<Row>;
  /** Extra antd columns after the configured ones, e.g. an 操作 column fixed on the right. */
  extraColumns?: TableColumnsType<Row>;
  rows: readonly Row[] | undefined;
  rowKey: (keyof Row & string) | ((row: Row) => Key);
  total: number;
  pageIndex: number;
  pageSize: number;
  /** A new page or page size; a new page size starts again at page 1. */
  onPageChange: (pageIndex: number, pageSize: number) => void;
  loading?: boolean;
  /** The last load failed: the table shows the message and a 重试 button. */
  error?: unknown;
  onRetry?: () => void;
  selection?: RowSelection<Row>;
  rowClassName?: (row: Row, index: number) => string;
  /** Extra attributes per row (data-* markers the row colours key on). */
  onRow?: TableProps<Row>['onRow'];
  /** Columns whose sortable is set sort on the server: the page re-queries with the new order. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  /** Height of the scrolling body under the fixed header; by default the header sticks to the top of the page. */
  scrollY?: number | string;
  size?: TableProps<Row>['size'];
  /** Accessible name of the table. */
  label?: string;
  /**
   * A summary row (合计) fixed at the bottom: its cells under `columns`, in their order (null: empty). Not shown while
   * the table has no rows.
   */
  summaryCells?: readonly ReactNode[] | undefined;
  /** What an empty table says (and offers); by default 暂无数据. */
  empty?: ReactNode;
}

const noRenderers = {};
const noColumns: never[] = [];

function cellText(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string' || typeof value === 'number') return value;
  return String(value);
}

export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : messages.serverError;
}

/**
 * The shared list table (spec 02 section 2.2): server paging with 10/20/30/50 rows (20 by default) and 共 N 条,
 * loading, empty and error states, optional row selection, row colours and summary row, fixed header and horizontal
 * scroll.
 */
export function DataTable<Row extends object>({
  columns,
  renderers = noRenderers,
  extraColumns = noColumns,
  rows,
  rowKey,
  total,
  pageIndex,
  pageSize,
  onPageChange,
  loading = false,
  error,
  onRetry,
  selection,
  rowClassName,
  onRow,
  sort,
  onSortChange,
  scrollY,
  size = 'middle',
  label,
  summaryCells,
  empty,
}: DataTableProps<Row>) {
  const antColumns = useMemo<TableColumnsType<Row>>(() => {
    const configured = columns.map((column): TableColumnType<Row> => {
      const render = renderers[column.code];
      return {
        key: column.code,
        dataIndex: column.code,
        title: column.title,
        width: column.width,
        align: column.align,
        ellipsis: true,
        render: (_value: unknown, row: Row, index: number) =>
          render ? render(row, index) : cellText((row as Record<string, unknown>)[column.code]),
        ...(column.sortable && onSortChange
          ? { sorter: true, sortOrder: sort?.code === column.code ? sort.order : null, showSorterTooltip: false }
          : {}),
      };
    });
    return [...configured, ...extraColumns];
  }, [columns, renderers, extraColumns, sort, onSortChange]);

  const scrollX = useMemo(
    () => [...columns, ...extraColumns].reduce((sum, column) => sum + (Number(column.width) || 120), 0),
    [columns, extraColumns],
  );
  const failed = error !== undefined && error !== null;

  const emptyText = failed ? (
    <Result
      status="warning"
      title="数据加载失败"
      subTitle={<span role="alert">{errorText(error)}</span>}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            重试
          </Button>
        ) : undefined
      }
    />
  ) : (
    (empty ?? <Empty description={messages.noData} />)
  );

  // The summary row's cells line up with the body's: the selection column first, then the configured columns, then
  // the extra ones (empty).
  const summary =
    summaryCells && !failed && rows && rows.length > 0
      ? () => {
          const offset = selection ? 1 : 0;
          return (
            <Table.Summary fixed="bottom">
              <Table.Summary.Row>
                {selection && <Table.Summary.Cell index={0} />}
                {columns.map((column, index) => (
                  <Table.Summary.Cell key={column.code} index={index + offset} align={column.align}>
                    {summaryCells[index]}
                  </Table.Summary.Cell>
                ))}
                {extraColumns.map((column, index) => (
                  <Table.Summary.Cell key={String(column.key ?? index)} index={columns.length + offset + index} />
                ))}
              </Table.Summary.Row>
            </Table.Summary>
          );
        }
      : undefined;

  const handleChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || !onSortChange) return;
    const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
    const code = single?.columnKey === undefined ? undefined : String(single.columnKey);
    onSortChange(code && single?.order ? { code, order: single.order } : null);
  };

  return (
    <Table<Row>
      aria-label={label}
      rowKey={rowKey as TableProps<Row>['rowKey']}
      size={size}
      bordered
      columns={antColumns}
      dataSource={failed ? [] : (rows as Row[] | undefined)}
      loading={loading}
      locale={{ emptyText }}
      rowClassName={rowClassName}
      onRow={onRow}
      onChange={handleChange}
      summary={summary}
      scroll={{ x: scrollX, ...(scrollY !== undefined ? { y: scrollY } : {}) }}
      sticky={scrollY === undefined}
      rowSelection={
        selection
          ? {
              selectedRowKeys: [...selection.selectedKeys],
              onChange: (keys, selectedRows) => selection.onChange(keys, selectedRows),
              getCheckboxProps: selection.isDisabled
                ? (row) => ({ disabled: selection.isDisabled?.(row) ?? false })
                : undefined,
              preserveSelectedRowKeys: true,
            }
          : undefined
      }
      pagination={{
        current: pageIndex,
        pageSize,
        total,
        pageSizeOptions: pageSizeOptions.map(String),
        showSizeChanger: true,
        showQuickJumper: true,
        showTotal: (count) => `共 ${count} 条`,
        onChange: (nextPage, nextSize) => onPageChange(nextSize !== pageSize ? 1 : nextPage, nextSize),
      }}
    />
  );
}
