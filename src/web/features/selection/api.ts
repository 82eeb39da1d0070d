/**
 * The selection calls of SPEC §7 as TanStack Query hooks, with their query keys in one place.
 * A choice answers with the next screen; it also starts a new context (role, event, team or
 * battle), so every cached read outside these lists is dropped.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  battleSelectResponse,
  eventSelectResponse,
  rolesResponse,
  selectionResponse,
  teamSelectResponse,
} from '../../../shared/api/selection';
import type { EventRole } from '../../../shared/roles';
import { api } from '../../lib/api';

type RolesResponse = z.infer<typeof rolesResponse>;
type EventSelectResponse = z.infer<typeof eventSelectResponse>;
type BattleSelectResponse = z.infer<typeof battleSelectResponse>;
type TeamSelectResponse = z.infer<typeof teamSelectResponse>;
type SelectionResponse = z.infer<typeof selectionResponse>;

export const selectionKeys = {
  all: ['selection'] as const,
  roles: ['selection', 'roles'] as const,
  events: ['selection', 'events'] as const,
  teams: ['selection', 'teams'] as const,
  battles: ['selection', 'battles'] as const,
};

export function useRoles() {
  return useQuery({
    queryKey: selectionKeys.roles,
    queryFn: () => api<RolesResponse>('/role'),
  });
}

export function useSelectableEvents() {
  return useQuery({
    queryKey: selectionKeys.events,
    queryFn: () => api<EventSelectResponse>('/event-select'),
  });
}

export function useSelectableTeams() {
  return useQuery({
    queryKey: selectionKeys.teams,
    queryFn: () => api<TeamSelectResponse>('/team-select'),
  });
}

export function useSelectableBattles() {
  return useQuery({
    queryKey: selectionKeys.battles,
    queryFn: () => api<BattleSelectResponse>('/battle-select'),
  });
}

/**
 * After a choice every cached read may belong to the old context; only the roles list stays.
 * Reads no screen shows are dropped; the ones the screen still shows while it navigates away
 * are only marked stale, so it does not fetch them again or flash its skeleton on the way out.
 */
function forgetAfterChoice(queryClient: QueryClient) {
  const predicate = (query: { queryKey: readonly unknown[] }) =>
    query.queryKey.join('/') !== selectionKeys.roles.join('/');
  queryClient.removeQueries({ type: 'inactive', predicate });
  void queryClient.invalidateQueries({ type: 'active', predicate, refetchType: 'none' });
}

export function useChooseRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: EventRole) =>
      api<SelectionResponse>('/role', { method: 'POST', body: { role } }),
    onSuccess: () => forgetAfterChoice(queryClient),
  });
}

export function useChooseEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) =>
      api<SelectionResponse>('/event-select', { method: 'POST', body: { event_id: eventId } }),
    onSuccess: () => forgetAfterChoice(queryClient),
  });
}

export function useChooseTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (team: { teamId: number; eventId: number }) =>
      api<SelectionResponse>('/team-select', {
        method: 'POST',
        body: { team_id: team.teamId, event_id: team.eventId },
      }),
    onSuccess: () => forgetAfterChoice(queryClient),
  });
}

export function useChooseBattle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (battleId: number) =>
      api<SelectionResponse>('/battle-select', { method: 'POST', body: { battle_id: battleId } }),
    onSuccess: () => forgetAfterChoice(queryClient),
  });
}
