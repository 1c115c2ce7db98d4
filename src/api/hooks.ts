/**
 * The app's one TanStack Query client, and the hooks bound to it.
 *
 * There is no QueryClientProvider at the root: the client lives in this module, which only lazy
 * chunks import (page bodies, header panels, overlays, FactsFromApi). So @tanstack/query-core
 * stays out of the home route's first JavaScript (docs/performance.md) and arrives with the first
 * component that asks the server something. Features import `useQuery`, `useMutation` and
 * `useQueryClient` from here, never from @tanstack/react-query (eslint.config.js enforces it).
 */
import {
  QueryClient,
  useMutation as useTanstackMutation,
  useQuery as useTanstackQuery,
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});
// What QueryClientProvider would do on mount: follow the window's focus and online state.
queryClient.mount();

export function useQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useTanstackQuery(options, queryClient);
}

export function useMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  return useTanstackMutation(options, queryClient);
}

export function useQueryClient(): QueryClient {
  return queryClient;
}

