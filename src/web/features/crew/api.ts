/**
 * The crew calls of SPEC §7 as query hooks: the crew member's score sessions (/crew-battles),
 * choosing one (POST /crew-battles), its result form (/crew-score) and saving it
 * (POST /crew-score). The session travels as the selectedScoreId header and is part of the
 * form's query key, so two sessions never share a cache entry. A save refetches every read that
 * shows results: the session list's correct marks, the scores, points and leaderboard. A save
 * carries an idempotency key, so one sent again after a lost answer is not applied twice.
 */
import { useCallback } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
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
    // Fails at once offline rather than pausing: the screen then opens the session by itself.
    networkMode: 'always',
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
  return useCallback(
    () =>
      queryClient.fetchQuery({
        queryKey: readKey(crewScoreRoute, sessionInput(scoreId)),
        queryFn: () => call(crewScoreRoute, sessionInput(scoreId)),
        staleTime: 0,
      }),
    [queryClient, scoreId],
  );
}

export interface CrewScoreSaveInput {
  version: number;
  results: CrewFormResult[];
  /** A fresh key per tap on save; a save queued offline keeps it for every retry. */
  idempotencyKey: string;
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

export function invalidateResultReads(queryClient: QueryClient) {
  return invalidateRead(queryClient, ...RESULT_READS);
}

type CrewScoreBody = RouteInput<typeof crewScoreSaveRoute>['body'];

/** POST /crew-score for one session's form; answers the session's new version. */
export async function sendCrewScore(
  scoreId: number,
  { version, results, idempotencyKey }: CrewScoreSaveInput,
): Promise<number> {
  const answer = await call(crewScoreSaveRoute, {
    // SPEC's indexed fields are built, not typed key by key; the contract's schema reads them.
    body: crewScoreFields(scoreId, version, results, idempotencyKey) as CrewScoreBody,
  });
  return answer.version;
}

export function useSaveCrewScore(scoreId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CrewScoreSaveInput) => sendCrewScore(scoreId ?? 0, input),
    // Sent even when the browser says it is offline: a failure is kept on the device at once
    // (offlineQueue.ts) instead of a save paused in memory that a closed tab would lose.
    networkMode: 'always',
    onSuccess: () => invalidateResultReads(queryClient),
  });
}
