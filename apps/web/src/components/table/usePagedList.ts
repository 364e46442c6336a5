import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defaultPageSize } from '@gcs/contracts';

export interface PageParams {
  PageIndex: number;
  CountPerPage: number;
}

export interface PagedAnswer<Row> {
  list: readonly Row[];
  totalCount: number;
  /** The totals of the whole filtered list, for a table with a summary row. */
  summary?: Readonly<Record<string, number>>;
}

export interface PagedListOptions<Filter, Row> {
  /** Identifies the list in the query cache, e.g. ['cylinder', 'list']. */
  queryKey: readonly unknown[];
  /** The current filters; a different filter starts again at page 1. */
  filter: Filter;
  fetchPage: (query: Filter & PageParams, signal: AbortSignal) => Promise<PagedAnswer<Row>>;
  /** False until the page may query (e.g. before the first 查询). */
  enabled?: boolean;
}

export interface PagedList<Row> {
  rows: readonly Row[] | undefined;
  total: number;
  /** The answer's totals of the whole filtered list; undefined while the list loads. */
  summary: Readonly<Record<string, number>> | undefined;
  pageIndex: number;
  pageSize: number;
  loading: boolean;
  error: unknown;
  onPageChange: (pageIndex: number, pageSize: number) => void;
  onRetry: () => void;
}

/**
 * Server paging for a DataTable: PageIndex from 1 and CountPerPage (20 by default), the previous page kept on screen
 * while the next loads. Spread it into DataTable: `<DataTable {...list} ... />`.
 */
export function usePagedList<Filter extends object, Row>({
  queryKey,
  filter,
  fetchPage,
  enabled = true,
}: PagedListOptions<Filter, Row>): PagedList<Row> {
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState({ filterKey, pageIndex: 1, pageSize: defaultPageSize });
  // New filters show their first page (adjusting state while rendering, as React recommends over an effect).
  if (paging.filterKey !== filterKey) setPaging({ ...paging, filterKey, pageIndex: 1 });
  const pageIndex = paging.filterKey === filterKey ? paging.pageIndex : 1;

  const query = useQuery({
    queryKey: [...queryKey, filter, pageIndex, paging.pageSize],
    queryFn: ({ signal }) => fetchPage({ ...filter, PageIndex: pageIndex, CountPerPage: paging.pageSize }, signal),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });

  return {
    rows: query.data?.list,
    total: query.data?.totalCount ?? 0,
    summary: query.isFetching ? undefined : query.data?.summary,
    pageIndex,
    pageSize: paging.pageSize,
    loading: query.isFetching,
    error: query.error ?? undefined,
    onPageChange: (nextIndex, nextSize) => setPaging({ filterKey, pageIndex: nextIndex, pageSize: nextSize }),
    onRetry: () => void query.refetch(),
  };
}
