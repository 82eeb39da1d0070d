/**
 * The players calls of SPEC §7 as hooks: the people playing in the event (/participants,
 * /home_participants) and managing one team's players: its list (/players), who can join it
 * (/add-players), making a player captain, removing one, adding an employee, and creating an
 * employee for the team's company (the employees area's one /create-employee). The team is the
 * otherTeamId chosen on another screen, sent as its header and kept in the query key.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyRoute } from '../../../shared/api/company';
import {
  createEmployeeRoute,
  manageEmployeesRoute,
  type CreateEmployeeBody,
} from '../../../shared/api/employees';
import {
  addPlayerRoute,
  addPlayersRoute,
  homeParticipantsRoute,
  participantsRoute,
  playersRoute,
  removePlayerRoute,
  updateCaptainRoute,
} from '../../../shared/api/players';
import {
  readinessRoute,
  teamPlayersRoute,
  teamReadinessRoute,
  teamRoute,
} from '../../../shared/api/team';
import { call } from '../../lib/api';
import { invalidateRead, useRead } from '../../lib/useRead';

export function useParticipants() {
  return useRead(participantsRoute, undefined, { select: (answer) => answer.participants });
}

export function useHomeParticipants() {
  return useRead(homeParticipantsRoute, undefined, { select: (answer) => answer.participants });
}

/** The header that names the team; none lets the server pick the user's own team. */
const teamHeaders = (teamId: number | null): Record<string, string> =>
  teamId === null ? {} : { otherteamid: String(teamId) };

export function usePlayers(teamId: number | null) {
  return useRead(playersRoute, { headers: teamHeaders(teamId) });
}

export function useAddPlayers(teamId: number | null) {
  return useRead(addPlayersRoute, { headers: teamHeaders(teamId) });
}

/** Every read that shows who plays in a team, or what follows from it (readiness). */
const ROSTER_READS = [
  playersRoute,
  addPlayersRoute,
  teamPlayersRoute,
  teamRoute,
  teamReadinessRoute,
  readinessRoute,
  participantsRoute,
  homeParticipantsRoute,
];

/** What can be done to one player or employee: each call takes their user id. */
export type PlayerAction = 'captain' | 'remove' | 'add';

const PLAYER_ROUTES = {
  captain: updateCaptainRoute,
  remove: removePlayerRoute,
  add: addPlayerRoute,
} as const;

/**
 * Makes a player captain, removes one, or adds an employee. Success or not, the team's reads
 * are fetched again (SPEC §4 "reloads the page"), so the screen shows what the server holds.
 */
export function usePlayerAction(teamId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, playerId }: { action: PlayerAction; playerId: number }) =>
      call(PLAYER_ROUTES[action], { headers: teamHeaders(teamId), body: { playerId } }),
    onSettled: () => invalidateRead(queryClient, ...ROSTER_READS),
  });
}

/**
 * Creates an employee of the team's company (the employees area's /create-employee); the new
 * employee then shows among those who can join.
 */
export function useCreateTeamEmployee(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEmployeeBody) =>
      call(createEmployeeRoute, { headers: { othercompanyid: String(companyId) }, body }),
    onSuccess: () =>
      invalidateRead(queryClient, addPlayersRoute, manageEmployeesRoute, companyRoute),
  });
}
