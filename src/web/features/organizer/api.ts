/**
 * The organizer console's calls as query hooks. A change refreshes the console's own reads and
 * the event reads players see (their screens refetch when opened), so nobody works on stale
 * data after a save.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RouteContract, RouteInput } from '../../../shared/api/contract';
import {
  organizerAuditRoute,
  organizerEventCreateRoute,
  organizerEventRoute,
  organizerEventSaveRoute,
  organizerHouseCreateRoute,
  organizerHouseDeleteRoute,
  organizerHouseSaveRoute,
  organizerHousesRoute,
  type EventBody,
  type HouseBody,
} from '../../../shared/api/organizer';
import { chooseEventRoute } from '../../../shared/api/selection';
import { call, type CallArgs } from '../../lib/api';
import { useRead } from '../../lib/useRead';

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

export const useOrganizerEvent = () => useRead(organizerEventRoute, undefined);

export const useSaveEvent = () =>
  useConsoleChange(organizerEventSaveRoute, (body: EventBody) => ({ body }));

/** Creates an event, then chooses it in the session so the console edits it next. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EventBody) => {
      const created = await call(organizerEventCreateRoute, { body });
      await call(chooseEventRoute, { body: { event_id: created.id } });
      return created;
    },
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export const useHouses = () =>
  useRead(organizerHousesRoute, undefined, { select: (answer) => answer.houses });

export const useCreateHouse = () =>
  useConsoleChange(organizerHouseCreateRoute, (body: HouseBody) => ({ body }));

export const useSaveHouse = () =>
  useConsoleChange(organizerHouseSaveRoute, (body: HouseBody & { id: number }) => ({ body }));

export const useDeleteHouse = () =>
  useConsoleChange(organizerHouseDeleteRoute, (id: number) => ({ query: { id: String(id) } }));

export const useAuditLog = () =>
  useRead(organizerAuditRoute, undefined, { select: (answer) => answer.entries });
