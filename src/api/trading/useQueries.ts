/**
 * Several queries at once (a list whose rows each read their own query, e.g. each lead trader's
 * record), on the app's one query client. Its own module, not ./../hooks: that one is in the first
 * page's entry, and an export there keeps TanStack's QueriesObserver in the entry too.
 */
import { useQueries as useTanstackQueries, type DefaultError, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useQueryClient } from '../hooks';

export function useQueries<TData, TQueryKey extends QueryKey = QueryKey>(queries: readonly UseQueryOptions<TData, DefaultError, TData, TQueryKey>[]): UseQueryResult<TData>[] {
  return useTanstackQueries({ queries: [...queries] }, useQueryClient());
}
