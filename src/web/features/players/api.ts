/**
 * The players calls as hooks: the people playing in the event (/participants,
 * /home_participants) and managing one team's players: its list (/players), who can join it
 * (/add-players), making a player captain, removing one, adding an employee, and creating an
 * employee for the team's company (the employees area's one /create-employee). The team is the
 * otherTeamId chosen on another screen, sent as its header and kept in the query key.
 * Then the invite links: their secrets (made, listed, revoked) and /join, which uses one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { checkAuthRoute } from '../../../shared/api/access';
import { companyRoute } from '../../../shared/api/company';
import {
  createEmployeeRoute,
  manageEmployeesRoute,
  type CreateEmployeeBody,
} from '../../../shared/api/employees';
import {
  createInviteLinkRoute,
  inviteLinksRoute,
  inviteRoute,
  joinRoute,
  revokeInviteLinkRoute,
} from '../../../shared/api/join';
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
import { clearInviteToken, clearSelection, getInviteToken, getSelection } from '../../lib/session';
import { invalidateRead, useRead } from '../../lib/useRead';
import { loginTarget } from '../access/loginTarget';

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
 * are fetched again (product.md §4 "reloads the page"), so the screen shows what the server holds.
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

// Invite links' secrets: the viewer's open links for a company (and team), making one (each
// share makes a new one) and revoking one. The server stores only a hash: the secret is in the
// answer that made it, once, and goes straight into the shared link.

/** A company and, for a team's link, one team of it. */
export interface InviteTarget {
  companyId: number;
  teamId: number | null;
}

const targetQuery = ({ companyId, teamId }: InviteTarget) =>
  teamId === null
    ? { company_id: String(companyId) }
    : { company_id: String(companyId), team_id: String(teamId) };

export function useInviteLinks(target: InviteTarget) {
  return useRead(
    inviteLinksRoute,
    { query: targetQuery(target) },
    { select: (answer) => answer.links },
  );
}

/** Makes a new link's secret; the list of open links is fetched again. */
export function useCreateInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, teamId }: InviteTarget) =>
      call(createInviteLinkRoute, {
        body:
          teamId === null ? { company_id: companyId } : { company_id: companyId, team_id: teamId },
      }),
    onSettled: () => invalidateRead(queryClient, inviteLinksRoute),
  });
}

export function useRevokeInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => call(revokeInviteLinkRoute, { query: { id: String(linkId) } }),
    onSettled: () => invalidateRead(queryClient, inviteLinksRoute),
  });
}

// /join: what the stored link offers (GET /invite), joining it (POST /join), and leaving the
// screen, which forgets the link's ids and goes on where login would have gone (the step still
// missing, else the stored redirect, else /home).

/** What an invite link left in session storage: a company always, a team maybe, its secret. */
export interface InviteIds {
  companyId: string;
  teamId: string | null;
  /** The link's `invite` token; a link without one is refused by the server. */
  token: string | undefined;
}

export function storedInviteIds(): InviteIds | null {
  const companyId = getSelection('assignedCompanyId');
  if (!companyId) return null;
  return {
    companyId,
    teamId: getSelection('assignedTeamId') || null,
    token: getInviteToken() ?? undefined,
  };
}

/** The same ids the API client sends anyway, named here so they are part of the query key. */
function inviteHeaders({ companyId, teamId }: InviteIds) {
  return teamId === null
    ? { assignedcompanyid: companyId }
    : { assignedcompanyid: companyId, assignedteamid: teamId };
}

export function useInvite(ids: InviteIds | null) {
  const input = ids ? { headers: inviteHeaders(ids), query: { invite: ids.token } } : undefined;
  return useRead(inviteRoute, input, {
    enabled: ids !== null,
    staleTime: 0,
  });
}

/** Joins the company and, unless `withTeam` is false, the link's team. */
export function useJoin(ids: InviteIds | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (withTeam: boolean) => {
      if (!ids) throw new Error('No invite link to join');
      return call(joinRoute, {
        headers: inviteHeaders(ids),
        body: { with_team: withTeam, invite: ids.token },
      });
    },
    // Companies, teams and events the person may see have changed: every read is stale. None
    // is fetched again here; the screens that come next fetch theirs.
    onSuccess: () => queryClient.invalidateQueries({ refetchType: 'none' }),
  });
}

export function forgetInvite(): void {
  clearSelection('assignedTeamId');
  clearSelection('assignedCompanyId');
  clearInviteToken();
}

/**
 * Leaves /join: forgets the link, asks the server which step is still missing and goes there,
 * as a login would. Without an answer the stored redirect or /home is next; a screen opened too
 * early sends the person on to the missing step anyway.
 */
export function useLeaveInvite() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      forgetInvite();
      const auth = await call(checkAuthRoute);
      return loginTarget(auth.redirect);
    },
    onSuccess: (target) => void navigate(target, { replace: true }),
    onError: (error) => {
      console.error('Failed to check the next step after the invite', error);
      void navigate(loginTarget(), { replace: true });
    },
  });
}
