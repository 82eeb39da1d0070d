/**
 * The crew calls of product.md §7 as query hooks: the crew member's score sessions (/crew-battles),
 * choosing one (POST /crew-battles), its result form (/crew-score) and saving it
 * (POST /crew-score). The session travels as the selectedScoreId header and is part of the
 * form's query key, so two sessions never share a cache entry. A save answers the session's new
 * version and how many of its teams still have no result, and refetches every read that shows
 * results: the session list's correct marks, the scores, points and leaderboard. A save
 * carries an idempotency key, so one sent again after a lost answer is not applied twice, and
 * gives up after CREW_CALL_TIMEOUT_MS, so a save lost on a captive or lossy Wi-Fi is kept on the
 * device instead of leaving the form busy for minutes. Also who is signed in and where, which
 * the sender of waiting saves reads before each round (offlineQueue.ts).
 */
import { useCallback } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  crewBattleSelectRoute,
  crewBattlesRoute,
  crewScoreFields,
  crewScoreRoute,
  crewMessages,
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
import { homeRoute } from '../../../shared/api/event';
import { profileRoute } from '../../../shared/api/profile';
import { ApiError, call } from '../../lib/api';
import { setSelection } from '../../lib/session';
import { invalidateRead, readKey, useRead } from '../../lib/useRead';
import { countsOf, type SessionCounts } from './crewForm';
import type { CrewContext } from './offlineQueue';

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

/** How long a crew save, or a read of the sender, may take before it counts as not delivered. */
export const CREW_CALL_TIMEOUT_MS = 15_000;

/**
 * Runs a call that gives up after CREW_CALL_TIMEOUT_MS: its signal aborts it, and it fails as a
 * call without an answer (ApiError status 0). A timer rather than AbortSignal.timeout, which
 * older phones lack and a test's clock does not move.
 */
export async function withTimeout<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CREW_CALL_TIMEOUT_MS);
  try {
    return await run(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

type CrewScoreBody = RouteInput<typeof crewScoreSaveRoute>['body'];

/**
 * What a taken save answers: the session's new version, when said its teams' counts, and
 * whether it waits for an organizer's approval before it counts.
 */
export interface SaveAnswer {
  version: number;
  /** null: the answer does not say (a server from before the counts). */
  counts: SessionCounts | null;
  /** The event's results need approval: the save is kept but counts nowhere yet. */
  awaitingReview: boolean;
}

/**
 * A save the server took whose answer lacks a field of today's contract (a server from before
 * the counts): the contract's schema refuses it, yet its message and version say the save was
 * stored, so it is no failure (sent again, it would be answered the same way forever). Its
 * counts are taken when it has them.
 */
function savedByAnOlderServer(error: unknown): SaveAnswer | null {
  if (!(error instanceof ApiError) || error.status !== 0) return null;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null) return null;
  const { message, version } = body as { message?: unknown; version?: unknown };
  if (message !== crewMessages.saved || typeof version !== 'number') return null;
  if (!Number.isInteger(version) || version < 0) return null;
  const awaitingReview = (body as { awaiting_review?: unknown }).awaiting_review === true;
  return { version, counts: countsOf(body), awaitingReview };
}

/** POST /crew-score for one session's form; answers the session's new version and counts. */
export async function sendCrewScore(
  scoreId: number,
  { version, results, idempotencyKey }: CrewScoreSaveInput,
): Promise<SaveAnswer> {
  // the product spec's indexed fields are built, not typed key by key; the contract's schema reads them.
  const body = crewScoreFields(scoreId, version, results, idempotencyKey) as CrewScoreBody;
  try {
    const answer = await withTimeout((signal) => call(crewScoreSaveRoute, { body }, { signal }));
    return {
      version: answer.version,
      counts: countsOf(answer),
      awaitingReview: answer.awaiting_review,
    };
  } catch (error) {
    const taken = savedByAnOlderServer(error);
    if (taken) return taken;
    throw error;
  }
}

/**
 * Who is signed in now and, for crew, the event they chose, from the server and never from a
 * cache: another user may have signed in on this device since (the session cookie is shared by
 * every tab), or the crew chosen another event. The event comes from GET /api/home, its `id`;
 * without an event chosen (403) there is none.
 */
export async function readCrewContext(): Promise<CrewContext> {
  // In the background: the crew may be on any screen, never to be sent elsewhere by these reads.
  const profile = await withTimeout((signal) =>
    call(profileRoute, undefined, { signal, background: true }),
  );
  const none = { userId: profile.id, eventId: null, eventName: null };
  if (profile.role !== 'crew') return none;
  try {
    const event = await withTimeout((signal) =>
      call(homeRoute, undefined, { signal, background: true }),
    );
    return { userId: profile.id, eventId: event.id, eventName: event.name };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return none;
    throw error;
  }
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
