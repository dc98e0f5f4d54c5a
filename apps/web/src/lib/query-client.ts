import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

/**
 * The app's defaults: data stale after 5 minutes, kept 10, no retry, no refetch on focus.
 * Any 401 means the session ended (logout elsewhere, expiry, deactivation): the app shows signed out.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (err, query) => {
        if (isApiError(err, 401) && query.queryKey[0] !== ME_QUERY_KEY[0]) client.setQueryData(ME_QUERY_KEY, null);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, gcTime: 10 * 60_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
