/**
 * The reads behind the scores screens, for the event chosen in the session: /scoring-rules,
 * the team's scores (/scores), one session's results (/score, the session as the
 * selectedScoreId header and in the query key), both leaderboards, a team's points breakdown,
 * and the rating of a session.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cheersLeaderboardRoute,
  leaderboardBreakdownRoute,
  leaderboardRoute,
  rateCrewChallengeRoute,
  scoreRoute,
  scoresRoute,
  scoringRulesRoute,
} from '../../../shared/api/scores';
import { call } from '../../lib/api';
import { invalidateRead, useRead } from '../../lib/useRead';

export function useScoringRules() {
  return useRead(scoringRulesRoute, undefined);
}

export function useScores() {
  return useRead(scoresRoute, undefined);
}

/** The session chosen on /scores; nothing is asked for without one. */
export function useScore(scoreId: number | null) {
  return useRead(
    scoreRoute,
    { headers: { selectedscoreid: String(scoreId ?? 0) } },
    { enabled: scoreId !== null },
  );
}

export function useLeaderboard() {
  return useRead(leaderboardRoute, undefined);
}

/** Why a team is where it is on the leaderboard; nothing is asked for until a team is chosen. */
export function useLeaderboardBreakdown(teamId: number | null) {
  return useRead(
    leaderboardBreakdownRoute,
    { query: { team_id: String(teamId ?? 0) } },
    { enabled: teamId !== null },
  );
}

export function useCheersLeaderboard() {
  return useRead(cheersLeaderboardRoute, undefined);
}

/** product.md §4 Rating: the page shows the saved rating 1.5 s after the thank-you toast. */
export const RATING_REFETCH_DELAY_MS = 1500;

export interface SessionRating {
  scoreId: number;
  crew: number;
  challenge: number;
}

/** Rates a session's crew and challenge; /score is refetched after the rating's delay. */
export function useRateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scoreId, crew, challenge }: SessionRating) =>
      call(rateCrewChallengeRoute, {
        body: { score_id: scoreId, crew_rating: crew, challenge_rating: challenge },
      }),
    onSuccess: () => {
      setTimeout(() => void invalidateRead(queryClient, scoreRoute), RATING_REFETCH_DELAY_MS);
    },
  });
}
