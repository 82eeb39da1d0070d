/**
 * What every console section's calls share: a change refreshes the console's own reads and
 * the event reads players see (their screens refetch when opened), so nobody works on stale
 * data after a save. Also the reads more than one section shows: the chosen event and its houses.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RouteContract, RouteInput } from '../../../../shared/api/contract';
import { organizerEventRoute, organizerHousesRoute } from '../../../../shared/api/organizer';
import { call, type CallArgs } from '../../../lib/api';
import { useRead } from '../../../lib/useRead';

/**
 * After any change: every cached read is stale (the console's lists, the audit log, and the
 * event's screens players see), and the ones on screen refetch.
 */
export function refreshAfterChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries();
}

/** A console change: calls the route, then refreshes every read. */
export function useConsoleChange<C extends RouteContract, V>(
  contract: C,
  toInput: (value: V) => RouteInput<C>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: V) => call(contract, ...([toInput(value)] as CallArgs<C>)),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

/** The event chosen in the session, as the console edits it. */
export const useOrganizerEvent = () => useRead(organizerEventRoute, undefined);

/** The event's houses: edited in the event section, chosen from in the teams' form. */
export const useHouses = () =>
  useRead(organizerHousesRoute, undefined, { select: (answer) => answer.houses });
