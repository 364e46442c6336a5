import { QueryClient } from '@tanstack/react-query';

/** Failed calls are not retried automatically: the user sees the message and decides. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
