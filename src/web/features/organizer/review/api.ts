/**
 * The console's results review as query hooks: the sessions whose crew save waits for an
 * organizer, approving one and sending one back with a note. A decision refreshes every read
 * (the standings, scores and team points players see follow an approval at once), and so does a
 * refusal: a session approved meanwhile in another tab leaves the list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RouteContract, RouteInput } from '../../../../shared/api/contract';
import {
  organizerApproveRoute,
  organizerReviewRoute,
  organizerSendBackRoute,
  type sendBackBody,
} from '../../../../shared/api/organizerReview';
import { call, type CallArgs } from '../../../lib/api';
import { useRead } from '../../../lib/useRead';
import { refreshAfterChange } from '../shared/api';

export type SendBackBody = z.output<typeof sendBackBody>;

export const useReview = () => useRead(organizerReviewRoute, undefined);

/** A review decision: calls the route, then refreshes every read, whatever the answer. */
function useReviewDecision<C extends RouteContract, V>(
  contract: C,
  toInput: (value: V) => RouteInput<C>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: V) => call(contract, ...([toInput(value)] as CallArgs<C>)),
    onSettled: () => refreshAfterChange(queryClient),
  });
}

export const useApproveSession = () =>
  useReviewDecision(organizerApproveRoute, (scoreId: number) => ({ body: { score_id: scoreId } }));

export const useSendBackSession = () =>
  useReviewDecision(organizerSendBackRoute, (body: SendBackBody) => ({ body }));
