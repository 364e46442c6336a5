import { useCallback, useEffect, useState } from 'react';
import { App } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defaultPageSize, messages } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { emptyConditions, hasAnyCondition, toListQuery, type SearchConditions } from './searchConditions';

interface Submitted {
  conditions: SearchConditions;
  /** Bumped by each click on 查询 so the same conditions are fetched again. */
  seq: number;
}

/** State and data of the public search: draft conditions, the submitted query, paging and the list call. */
export function usePublicSearch() {
  const api = useApi();
  const { message } = App.useApp();
  const [conditions, setConditions] = useState<SearchConditions>(emptyConditions);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState<number>(defaultPageSize);

  const query = submitted ? toListQuery(submitted.conditions, pageIndex, pageSize) : null;
  const list = useQuery({
    queryKey: ['public', 'list', query, submitted?.seq],
    queryFn: ({ signal }) => api.public.list(query ?? {}, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  // A failed call shows its message and the table leaves its loading state (spec 02 section 8).
  const { error, errorUpdatedAt } = list;
  useEffect(() => {
    if (error) message.error(error.message);
  }, [error, errorUpdatedAt, message]);

  const setCondition = useCallback((key: keyof SearchConditions, value: string) => {
    setConditions((previous) => ({ ...previous, [key]: value }));
  }, []);

  /** Returns whether a query was started; without any condition it warns and makes no call. */
  const search = useCallback((): boolean => {
    if (!hasAnyCondition(conditions)) {
      message.warning(messages.publicQueryNeedsCondition);
      return false;
    }
    setPageIndex(1);
    setSubmitted((previous) => ({ conditions: { ...conditions }, seq: (previous?.seq ?? 0) + 1 }));
    return true;
  }, [conditions, message]);

  const reset = useCallback(() => setConditions(emptyConditions), []);

  const changePage = useCallback(
    (page: number, size: number) => {
      // A new page size starts again from the first page.
      setPageIndex(size !== pageSize ? 1 : page);
      setPageSize(size);
    },
    [pageSize],
  );

  return {
    conditions,
    setCondition,
    search,
    reset,
    pageIndex,
    pageSize,
    changePage,
    rows: list.isError ? [] : (list.data?.list ?? []),
    total: list.isError ? 0 : (list.data?.totalCount ?? 0),
    loading: list.isFetching,
    searched: submitted !== null,
  };
}
