/**
 * The crew calls of SPEC §7 as query hooks: the crew member's score sessions (/crew-battles),
 * choosing one (POST /crew-battles), its result form (/crew-score) and saving it
 * (POST /crew-score). The session travels as the selectedScoreId header and is part of the
 * form's query key, so two sessions never share a cache entry. A save refetches every read that
 * shows results: the session list's correct marks, the scores, points and leaderboard.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  crewBattleSelectRoute,
  crewBattlesRoute,
  crewScoreFields,
  crewScoreRoute,
  crewScoreSaveRoute,
  type CrewFormResult,
} from '../../../shared/api/crew';
import {
  leaderboardRoute,
  pointsRoute,
  scoreRoute,
  scoresRoute,
  teamPointsRoute,
} from '../../../shared/api/scores';
import type { RouteInput } from '../../../shared/api/contract';
import { call } from '../../lib/api';
import { setSelection } from '../../lib/session';
import { invalidateRead, readKey, useRead } from '../../lib/useRead';

export function useCrewSessions() {
  return useRead(crewBattlesRoute, undefined, { select: (answer) => answer.battles });
}

/** Selects a session on the server, then keeps it as selectedScoreId for /crew-score. */
export function useSelectCrewSession() {
  return useMutation({
    mutationFn: (scoreId: number) => call(crewBattleSelectRoute, { body: { score_id: scoreId } }),
    onSuccess: (answer) => setSelection('selectedScoreId', answer.score_id),
  });
}

const sessionInput = (scoreId: number | null) => ({
  headers: { selectedscoreid: String(scoreId ?? 0) },
});

/**
 * The result form of the chosen session. Not refetched behind the crew's back: the form keeps
 * what they type, and a save based on an older version is refused (409) and reconciled.
 */
export function useCrewScore(scoreId: number | null) {
  return useRead(crewScoreRoute, sessionInput(scoreId), {
    enabled: scoreId !== null,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Reads the session's form again from the server (after a 409), bypassing the cache. */
export function useRefetchCrewScore(scoreId: number | null) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: readKey(crewScoreRoute, sessionInput(scoreId)),
      queryFn: () => call(crewScoreRoute, sessionInput(scoreId)),
      staleTime: 0,
    });
}

export interface CrewScoreSaveInput {
  version: number;
  results: CrewFormResult[];
}

/** Every read that shows a session's results or the points they earn. */
const RESULT_READS = [
  crewBattlesRoute,
  crewScoreRoute,
  scoresRoute,
  scoreRoute,
  pointsRoute,
  teamPointsRoute,
  leaderboardRoute,
];

type CrewScoreBody = RouteInput<typeof crewScoreSaveRoute>['body'];

export function useSaveCrewScore(scoreId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, results }: CrewScoreSaveInput) =>
      call(crewScoreSaveRoute, {
        // SPEC's indexed fields are built, not typed key by key; the contract's schema reads them.
        body: crewScoreFields(scoreId ?? 0, version, results) as CrewScoreBody,
      }),
    onSuccess: () => invalidateRead(queryClient, ...RESULT_READS),
  });
}
