/**
 * The team calls of product.md §7 as query hooks: the event's teams and houses (/teams, the /home
 * strip's /home_teams, /houses, /house), one team's page and its parts (/team, /team_players,
 * /team_joker, /team_readiness, /team_points, /team_cheers, /team_rivals), its editing and
 * picture (/edit-team, the image routes), and the two things a viewer does on it: challenge
 * (PUT /put-challenge) and cheer (PUT /put-cheer).
 *
 * The team travels as the otherTeamId header (none lets the server pick the viewer's own team)
 * and is part of every query key, so two teams never share a cache entry. After a write, the
 * reads that show what changed are refetched (product.md §10: "reloads the page" = refetch).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cheersRoute, putCheerRoute, teamCheersRoute } from '../../../shared/api/cheers';
import { companyRoute } from '../../../shared/api/company';
import { homeRoute } from '../../../shared/api/event';
import { playersRoute } from '../../../shared/api/players';
import { publicProfileRoute } from '../../../shared/api/profile';
import { putChallengeRoute, rivalsRoute, teamRivalsRoute } from '../../../shared/api/rivals';
import { teamPointsRoute } from '../../../shared/api/scores';
import { selectableTeamsRoute } from '../../../shared/api/selection';
import {
  deleteTeamImageRoute,
  editTeamReadRoute,
  editTeamRoute,
  homeTeamsRoute,
  houseRoute,
  housesRoute,
  readinessRoute,
  teamImageResponse,
  teamJokerRoute,
  teamPlayersRoute,
  teamReadinessRoute,
  teamRoute,
  teamsRoute,
  uploadTeamImageRoute,
  type EditTeamBody,
} from '../../../shared/api/team';
import { api, ApiError, call, DEFAULT_ERROR_MESSAGE } from '../../lib/api';
import { invalidateRead, useRead } from '../../lib/useRead';

export function useTeams() {
  return useRead(teamsRoute, undefined, { select: (answer) => answer.teams });
}

export function useHomeTeams() {
  return useRead(homeTeamsRoute, undefined, { select: (answer) => answer.teams });
}

export function useHouses() {
  return useRead(housesRoute, undefined, { select: (answer) => answer.houses });
}

/** The house chosen on another screen; the id travels as the selectedHouseId header. */
export function useHouse(houseId: number | null) {
  return useRead(
    houseRoute,
    { headers: { selectedhouseid: String(houseId ?? 0) } },
    { enabled: houseId !== null },
  );
}

// ---------------------------------------------------------------------------------------------
// One team
// ---------------------------------------------------------------------------------------------

/** The header that names the team; none lets the server pick the viewer's own team. */
export const teamHeaders = (teamId: number | null): Record<string, string> =>
  teamId === null ? {} : { otherteamid: String(teamId) };

export function useTeam(teamId: number | null) {
  return useRead(teamRoute, { headers: teamHeaders(teamId) });
}

export function useTeamPlayers(teamId: number | null) {
  return useRead(
    teamPlayersRoute,
    { headers: teamHeaders(teamId) },
    { select: (answer) => answer.players },
  );
}

export function useTeamJoker(teamId: number | null) {
  return useRead(
    teamJokerRoute,
    { headers: teamHeaders(teamId) },
    { select: (answer) => answer.joker },
  );
}

export function useTeamReadiness(teamId: number | null) {
  return useRead(teamReadinessRoute, { headers: teamHeaders(teamId) });
}

export function useTeamPoints(teamId: number | null) {
  return useRead(teamPointsRoute, { headers: teamHeaders(teamId) });
}

export function useTeamCheers(teamId: number | null) {
  return useRead(teamCheersRoute, { headers: teamHeaders(teamId) });
}

export function useTeamRivals(teamId: number | null) {
  return useRead(teamRivalsRoute, { headers: teamHeaders(teamId) });
}

export function useEditTeamForm(teamId: number | null) {
  return useRead(editTeamReadRoute, { headers: teamHeaders(teamId) });
}

/** Every read that shows a team's name, slogan, picture or readiness. */
const TEAM_READS = [
  teamRoute,
  editTeamReadRoute,
  teamReadinessRoute,
  readinessRoute,
  teamsRoute,
  homeTeamsRoute,
  houseRoute,
  homeRoute,
  selectableTeamsRoute,
  companyRoute,
  publicProfileRoute,
  teamPlayersRoute,
  playersRoute,
  teamRivalsRoute,
  rivalsRoute,
  teamCheersRoute,
  cheersRoute,
];

export function useSaveTeam(teamId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditTeamBody) => call(editTeamRoute, { headers: teamHeaders(teamId), body }),
    onSuccess: () => invalidateRead(queryClient, ...TEAM_READS),
  });
}

/**
 * POST /upload-team-image with the file as multipart (field `file`). Contracts carry JSON
 * bodies only, so this one call goes through api() and checks the answer itself.
 */
async function uploadPicture(teamId: number | null, file: File) {
  const form = new FormData();
  form.append('file', file);
  const answer = teamImageResponse.safeParse(
    await api<unknown>(uploadTeamImageRoute.path, {
      method: uploadTeamImageRoute.method,
      headers: teamHeaders(teamId),
      body: form,
    }),
  );
  if (!answer.success) throw new ApiError(0, DEFAULT_ERROR_MESSAGE, undefined);
  return answer.data;
}

export function useUploadTeamPicture(teamId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPicture(teamId, file),
    onSuccess: () => invalidateRead(queryClient, ...TEAM_READS),
  });
}

export function useDeleteTeamPicture(teamId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(deleteTeamImageRoute, { headers: teamHeaders(teamId) }),
    onSuccess: () => invalidateRead(queryClient, ...TEAM_READS),
  });
}

/**
 * Challenges (true) or withdraws the challenge of (false) a team, for the viewer's own team.
 * Both teams' rivals and the viewer's team's readiness ("challenged a team") change.
 */
export function useChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, challenged }: { teamId: number; challenged: boolean }) =>
      call(putChallengeRoute, { body: { challenged_id: teamId, challenged } }),
    onSuccess: () =>
      invalidateRead(
        queryClient,
        teamRoute,
        teamRivalsRoute,
        rivalsRoute,
        teamReadinessRoute,
        readinessRoute,
      ),
  });
}

/** Cheers a team with an optional message (≤ 50); the team's cheers and count change. */
export function useCheer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, comment }: { teamId: number; comment: string }) =>
      call(putCheerRoute, { body: { team_id: teamId, comment } }),
    onSuccess: () => invalidateRead(queryClient, teamRoute, teamCheersRoute, cheersRoute),
  });
}
