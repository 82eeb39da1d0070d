/**
 * The event section's calls as query hooks: saving the event, creating a new one, the houses'
 * changes and the audit log. The event itself and its houses are read through ../shared/api.ts,
 * since other sections show them too.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  organizerAuditRoute,
  organizerEventCreateRoute,
  organizerEventSaveRoute,
  organizerHouseCreateRoute,
  organizerHouseDeleteRoute,
  organizerHouseSaveRoute,
  type EventBody,
  type EventCreateInput,
  type HouseBody,
} from '../../../../shared/api/organizer';
import { chooseEventRoute } from '../../../../shared/api/selection';
import { call } from '../../../lib/api';
import { useRead } from '../../../lib/useRead';
import { refreshAfterChange, useConsoleChange } from '../shared/api';

export const useSaveEvent = () =>
  useConsoleChange(organizerEventSaveRoute, (body: EventBody) => ({ body }));

/**
 * Creates an event with its points table (the default, or a copy of another event's), then
 * chooses it in the session so the console edits it next.
 */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EventCreateInput) => {
      const created = await call(organizerEventCreateRoute, { body });
      await call(chooseEventRoute, { body: { event_id: created.id } });
      return created;
    },
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export const useCreateHouse = () =>
  useConsoleChange(organizerHouseCreateRoute, (body: HouseBody) => ({ body }));

export const useSaveHouse = () =>
  useConsoleChange(organizerHouseSaveRoute, (body: HouseBody & { id: number }) => ({ body }));

export const useDeleteHouse = () =>
  useConsoleChange(organizerHouseDeleteRoute, (id: number) => ({ query: { id: String(id) } }));

export const useAuditLog = () =>
  useRead(organizerAuditRoute, undefined, { select: (answer) => answer.entries });
