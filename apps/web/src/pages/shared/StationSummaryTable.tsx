import { useMemo } from 'react';
import { Button, Flex } from 'antd';
import type { TableColumn } from '@gcs/contracts';
import { DataTable, type CellRenderers } from '../../components/table/DataTable';
import { ExportButton } from '../../components/table/ExportButton';
import { usePagedList, type PagedAnswer } from '../../components/table/usePagedList';

interface StationSummaryRow {
  ordinalNum: number;
  stationId: number;
  stationName: string;
}

export interface StationSummaryTableProps<Row extends StationSummaryRow, Filter extends Record<string, unknown>> {
  /** Table name (accessible name, export file name). */
  title: string;
  queryKey: readonly unknown[];
  filter: Filter;
  columns: readonly TableColumn[];
  fetchPage: (
    query: Filter & { PageIndex: number; CountPerPage: number },
    signal: AbortSignal,
  ) => Promise<PagedAnswer<Row>>;
  /** The list address the server exports from (isExport=true). */
  exportUrl: string;
  /** Count columns whose figure opens the list of that station. */
  countCodes: readonly string[];
  /** A count was clicked: the station's row and the count's column code. */
  onShowStation: (row: Row, code: string) => void;
}

/**
 * A summary by station (blacklist and abnormal statistics): server paging, export by the server, and each count a
 * link to the list of that station.
 */
export function StationSummaryTable<Row extends StationSummaryRow, Filter extends Record<string, unknown>>({
  title,
  queryKey,
  filter,
  columns,
  fetchPage,
  exportUrl,
  countCodes,
  onShowStation,
}: StationSummaryTableProps<Row, Filter>) {
  const list = usePagedList({ queryKey, filter, fetchPage });
  const renderers = useMemo<CellRenderers<Row>>(
    () =>
      Object.fromEntries(
        countCodes.map((code) => [
          code,
          (row: Row) => {
            const count = Number((row as unknown as Record<string, unknown>)[code] ?? 0);
            return count > 0 ? (
              <Button
                type="link"
                size="small"
                aria-label={`查看${row.stationName}的${columns.find((column) => column.code === code)?.title ?? '气瓶'}`}
                onClick={() => onShowStation(row, code)}
              >
                {count}
              </Button>
            ) : (
              count
            );
          },
        ]),
      ),
    [columns, countCodes, onShowStation],
  );
  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <ExportButton
          mode="server"
          title={title}
          url={exportUrl}
          filters={filter}
          total={list.total}
          columns={columns}
        />
      </Flex>
      <DataTable<Row> label={title} columns={columns} renderers={renderers} rowKey="stationId" {...list} />
    </>
  );
}
