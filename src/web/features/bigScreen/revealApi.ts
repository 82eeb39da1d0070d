/**
 * The big screen's reveal (issue 41): read only where the leaderboard says the viewer is an
 * organizer beside a published quarter (its `live_teams`, given to organizers alone), since a
 * reveal runs only from one; anyone else's big screen keeps the quarter. The live stream's
 * `event` message refreshes it at every step (lib/live.ts); the interval is the safety net of
 * the big screen's other reads. Stepping it from the keyboard is the console's step call.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaderboardResponse } from '../../../shared/api/scores';
import { organizerRevealRoute, organizerRevealStepRoute } from '../../../shared/api/reveal';
import { call } from '../../lib/api';
import { invalidateRead, useRead } from '../../lib/useRead';
import { refreshInterval } from './api';

/** The reveal on show, or null (none runs, or this viewer does not drive one). */
export function useBigScreenReveal(leaderboard: LeaderboardResponse | undefined) {
  const organizerBesideQuarter = Boolean(leaderboard?.live_teams);
  const read = useRead(organizerRevealRoute, undefined, {
    enabled: organizerBesideQuarter,
    refetchInterval: refreshInterval,
    refetchIntervalInBackground: true,
    select: (answer) => answer.reveal,
  });
  // A read switched off keeps its last answer: a quarter withdrawn ends the reveal on show.
  return organizerBesideQuarter ? (read.data ?? null) : null;
}

/** Shows a step of the reveal; the big screen reads the reveal again whatever the answer. */
export function useRevealStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: number) => call(organizerRevealStepRoute, { body: { step } }),
    // Not awaited: the step is taken once answered, and the read follows (useRevealKeys).
    onSettled: () => {
      void invalidateRead(queryClient, organizerRevealRoute);
    },
  });
}
