import { useCallback, useContext, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TableColumn } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { SessionContext } from '../../app/session/SessionContext';
import {
  applyChoice,
  choiceOf,
  columnChoiceKey,
  columnsFromConfig,
  readChoice,
  visibleColumns,
  writeChoice,
  type ColumnChoice,
} from './columnChoice';

export interface ColumnConfigState {
  /** Every column of the page in the shown order, each with its current visibility. */
  columns: TableColumn[];
  /** The shown columns in their order: what the table and the export use. */
  visible: TableColumn[];
  /** True while the page's configuration is being fetched (the defaults are shown meanwhile). */
  loading: boolean;
  /** Keeps the user's new order and visibility for this page. */
  choose: (columns: readonly TableColumn[]) => void;
  /** Forgets the user's choice: back to the page's configuration (or the built-in defaults). */
  reset: () => void;
}

export const columnConfigQueryKey = (pageName: string) => ['columnConfig', pageName] as const;

/**
 * The columns of a table page: GetColumnConfig's non-empty list, or the built-in defaults when the page has none or
 * the call fails (spec 02 sections 7.2 and 8), then the user's local choice for this page.
 */
export function useColumnConfig(
  pageName: string,
  defaults: readonly TableColumn[],
  /** False for a table whose columns are fixed: its defaults are used as they are. */
  configurable = true,
): ColumnConfigState {
  const api = useApi();
  const session = useContext(SessionContext);
  const storageKey = columnChoiceKey(pageName, session?.user.id ?? 'guest');
  const config = useQuery({
    queryKey: columnConfigQueryKey(pageName),
    queryFn: ({ signal }) => api.shared.columnConfig({ query: { PageName: pageName }, signal }),
    staleTime: Infinity,
    retry: false,
    enabled: configurable,
  });
  const [choices, setChoices] = useState<Record<string, ColumnChoice | null>>({});
  const stored = useMemo(() => readChoice(storageKey), [storageKey]);
  const choice = !configurable ? null : storageKey in choices ? (choices[storageKey] ?? null) : stored;

  const base = useMemo(() => columnsFromConfig(config.data?.list, defaults), [config.data, defaults]);
  const columns = useMemo(() => applyChoice(base, choice), [base, choice]);
  const visible = useMemo(() => visibleColumns(columns), [columns]);

  const remember = useCallback(
    (next: ColumnChoice | null) => {
      writeChoice(storageKey, next);
      setChoices((previous) => ({ ...previous, [storageKey]: next }));
    },
    [storageKey],
  );
  const choose = useCallback((next: readonly TableColumn[]) => remember(choiceOf(next)), [remember]);
  const reset = useCallback(() => remember(null), [remember]);

  return { columns, visible, loading: configurable && config.isPending, choose, reset };
}
