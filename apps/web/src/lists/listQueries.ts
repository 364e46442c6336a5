import type { QueryClient } from '@tanstack/react-query';
import type { ListData, ListTable } from '@gcs/contracts';

/** The cache key of a table's pages: its call, then what it shows (an action that changes that data refreshes it). */
export const listQueryKey = (table: ListTable): readonly unknown[] => ['list', table.call.path, ...table.shows];

/**
 * Refreshes every list that shows the changed data: the pages keyed by the data's own name (the archive pages'
 * ['cylinder', ...]) and the defined lists by what they declare they show.
 */
export async function refreshListsShowing(queryClient: QueryClient, changes: readonly ListData[]): Promise<void> {
  await Promise.all([
    ...changes.map((data) => queryClient.invalidateQueries({ queryKey: [data] })),
    queryClient.invalidateQueries({
      predicate: ({ queryKey: [root, ...rest] }) => root === 'list' && changes.some((data) => rest.includes(data)),
    }),
    // A page's display configuration decides the columns its list reads when it next loads.
    ...(changes.includes('displayConfig') ? [queryClient.invalidateQueries({ queryKey: ['columnConfig'] })] : []),
  ]);
}
