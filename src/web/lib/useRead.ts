/**
 * The one hook for reads: a TanStack query per route contract and input. Its key starts with
 * the contract's path, so `invalidateRead(queryClient, contract)` refreshes every read of that
 * route, and `readKey` names one for tests or cache updates.
 */
import { useQuery, type QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { RouteContract, RouteInput, RouteResponse } from '../../shared/api/contract';
import { call, type ApiError, type CallArgs } from './api';

export function readKey<C extends RouteContract>(contract: C, input?: RouteInput<C>) {
  return input === undefined ? ([contract.path] as const) : ([contract.path, input] as const);
}

type ReadOptions<C extends RouteContract, TData> = Omit<
  UseQueryOptions<RouteResponse<C>, ApiError, TData>,
  'queryKey' | 'queryFn'
>;

export function useRead<C extends RouteContract, TData = RouteResponse<C>>(
  contract: C,
  input: RouteInput<C> | undefined,
  options: ReadOptions<C, TData> = {},
) {
  return useQuery<RouteResponse<C>, ApiError, TData>({
    queryKey: readKey(contract, input),
    queryFn: () => call(contract, ...([input] as CallArgs<C>)),
    ...options,
  });
}

/** Marks every cached read of these routes stale and refetches the ones on screen. */
export function invalidateRead(queryClient: QueryClient, ...contracts: RouteContract[]) {
  return Promise.all(
    contracts.map((contract) => queryClient.invalidateQueries({ queryKey: [contract.path] })),
  );
}
