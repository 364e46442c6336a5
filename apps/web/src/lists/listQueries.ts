import type { QueryClient } from '@tanstack/react-query';
import type { ListData, ListTable } from '@gcs/contracts';

/** The cache key of a table's pages: its call, then what it shows (an action that changes that data refreshes it). */
export const listQueryKey = (table: ListTable): readonly unknown[] => ['list', table.call.path, ...table.shows];

/**
 * Refreshes every list that shows the changed data: the defined lists by what they declare, and the pages keyed by
 * the data's own name (the archive pages' ['cylinder', ...], the blacklist's ['blacklist', ...]).
 */
export function refreshListsShowing(queryClient: QueryClient, changes: readonly ListData[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [root, ...rest] }) =>
      changes.some((data) => root === data || (root === 'list' && rest.includes(data))),
  });
}
