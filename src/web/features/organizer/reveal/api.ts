/**
 * The console's reveal (issue 41) as query hooks: the reveal with its steps, starting it from the
 * published quarter, stepping it and ending it. Every change refreshes every read
 * (useConsoleChange); the big screens follow over the live stream.
 */
import {
  organizerRevealEndRoute,
  organizerRevealRoute,
  organizerRevealStartRoute,
  organizerRevealStepRoute,
} from '../../../../shared/api/reveal';
import { organizerQuarterRoute } from '../../../../shared/api/organizerPoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useRead } from '../../../lib/useRead';
import { refreshAfterChange, useConsoleChange } from '../shared/api';

export const useReveal = () =>
  useRead(organizerRevealRoute, undefined, { select: (answer) => answer.reveal });

/** The published quarter a reveal starts from (null: none, so no reveal can start). */
export const usePublishedQuarter = () =>
  useRead(organizerQuarterRoute, undefined, { select: (answer) => answer.quarter });

export const useStartReveal = () =>
  useConsoleChange(organizerRevealStartRoute, (stepSize: number) => ({
    body: { step_size: stepSize },
  }));

/** A step, refused or not, refreshes the reads: a refused one was behind the reveal's state. */
export function useStepReveal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: number) => call(organizerRevealStepRoute, { body: { step } }),
    onSettled: () => refreshAfterChange(queryClient),
  });
}

export const useEndReveal = () => useConsoleChange(organizerRevealEndRoute, (_: void) => ({}));
