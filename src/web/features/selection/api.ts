/**
 * The selection calls of product.md §7 as TanStack Query hooks, with their query keys in one place.
 * A choice answers with the next screen; it also starts a new context (role, event, team or
 * battle), so every cached read outside these lists is dropped.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  chooseBattleRoute,
  chooseEventRoute,
  chooseRoleRoute,
  chooseTeamRoute,
  rolesRoute,
  selectableBattlesRoute,
  selectableEventsRoute,
  selectableTeamsRoute,
} from '../../../shared/api/selection';
import type { EventRole } from '../../../shared/roles';
import { call } from '../../lib/api';
import { useRead } from '../../lib/useRead';

export function useRoles() {
  return useRead(rolesRoute, undefined);
}

export function useSelectableEvents() {
  return useRead(selectableEventsRoute, undefined);
}

export function useSelectableTeams() {
  return useRead(selectableTeamsRoute, undefined);
}

export function useSelectableBattles() {
  return useRead(selectableBattlesRoute, undefined);
}

/**
 * After a choice every cached read may belong to the old context; only the roles list stays.
 * Reads no screen shows are dropped; the ones the screen still shows while it navigates away
 * are only marked stale, so it does not fetch them again or flash its skeleton on the way out.
 */
function forgetAfterChoice(queryClient: QueryClient) {
  const predicate = (query: { queryKey: readonly unknown[] }) =>
    query.queryKey[0] !== rolesRoute.path;
  queryClient.removeQueries({ type: 'inactive', predicate });
  void queryClient.invalidateQueries({ type: 'active', predicate, refetchType: 'none' });
}

export function useChooseRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: EventRole) => call(chooseRoleRoute, { body: { role } }),
    onSuccess: () => forgetAfterChoice(queryClient),
  });
}

export function useChooseEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) => call(chooseEventRoute, { body: { event_id: eventId } }),
    onSuccess: () => forgetAfterChoice(queryClient),
  });
}

export function useChooseTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (team: { teamId: number; eventId: number }) =>
      call(chooseTeamRoute, { body: { team_id: team.teamId, event_id: team.eventId } }),
    onSuccess: () => forgetAfterChoice(queryClient),
  });
}

export function useChooseBattle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (battleId: number) => call(chooseBattleRoute, { body: { battle_id: battleId } }),
    onSuccess: () => forgetAfterChoice(queryClient),
  });
}
