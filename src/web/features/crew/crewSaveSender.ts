/**
 * The sender of the crew's kept saves (offlineQueue.ts). It lives in module scope, started
 * app-wide (app/LiveUpdates.tsx) and by the crew screens and kept running for the rest of the
 * page's life, so a save waiting on the device is sent when the network returns (the `online`
 * event), on a timer while anything can be sent, and whenever a crew screen opens. Each round
 * first asks the server who is signed in and where, and sends only that user's saves of that
 * event. It tells how sending went with toasts (a save taken says how many of the session's
 * teams still have no result, when its answer says, and whether it waits for an organizer's
 * review) and refetches the reads that show results;
 * the screens read the kept saves through useWaitingSaves, and send a refused one again or
 * discard it through sendSaveAgain and discardSave.
 */
import { useEffect, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { apiErrorText } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { invalidateResultReads, readCrewContext, sendCrewScore, type SaveAnswer } from './api';
import type { SessionCounts } from './crewForm';
import {
  indexedDbSaveStore,
  isSendable,
  sendSavesOfSignedInUser,
  sentAgain,
  type CrewContext,
  type QueuedSave,
  type SendReport,
} from './offlineQueue';
import { newSaveKey } from './saveKey';

/** How long a waiting save waits before it is tried again without an `online` event. */
export const RETRY_MS = 15_000;

export interface WaitingSaves {
  /** False until the device's saves have been read once. */
  ready: boolean;
  /** The signed-in user's saves on this device, in every state. */
  saves: readonly QueuedSave[];
  /** The event the crew is in, as last read; null before it is known. */
  eventId: number | null;
}

/** A new save to keep: the sender adds whose it is, for which event, and when it was made. */
export type SaveToKeep = Pick<
  QueuedSave,
  'key' | 'scoreId' | 'sessionName' | 'version' | 'results'
>;

type SentListener = (sent: SendReport['sent'][number]) => void;

const store = indexedDbSaveStore();
/** Before the device's waiting saves are read, and in a page rendered ahead (no device). */
const NOT_READ: WaitingSaves = { ready: false, saves: [], eventId: null };
let state: WaitingSaves = NOT_READ;
/** Who is signed in, and where, as the server last said: whose saves the screens show. */
let known: CrewContext | null = null;
let queryClient: QueryClient | null = null;
let round: Promise<void> | null = null;
let roundAgain = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const sentListeners = new Set<SentListener>();
/** What the answers to kept saves just sent said, by save key, until the toast tells it. */
const sentAnswers = new Map<string, Omit<SaveAnswer, 'version'>>();

function setState(next: WaitingSaves): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Asks the server who is signed in and where; the screens follow the answer. */
async function readContext(): Promise<CrewContext> {
  known = await readCrewContext();
  return known;
}

/** Who is signed in and where, asked once while the network is there, for the saves kept later. */
async function knownContext(): Promise<CrewContext | null> {
  if (known) return known;
  try {
    return await readContext();
  } catch (error) {
    console.warn('Saves kept on the device wait until the signed-in user is known', error);
    return null;
  }
}

/** Reads the device's saves; whose they are is asked only when there are some. */
async function reload(): Promise<void> {
  const all = await store.all();
  const context = all.length > 0 ? await knownContext() : known;
  setState({
    ready: true,
    saves: context ? all.filter((save) => save.userId === context.userId) : [],
    eventId: context?.eventId ?? null,
  });
}

/** Tries again later only while a save could be sent where the crew is now. */
function scheduleRetry(): void {
  clearTimeout(retryTimer);
  const context = known;
  if (!context || !state.saves.some((save) => isSendable(save, context))) return;
  retryTimer = setTimeout(() => void sendWaitingSaves(), RETRY_MS);
}

/**
 * What the crew is told once a save is taken: saved, or how many of the session's teams still
 * have no result. Without counts (an answer that does not carry them) just that it went. A save
 * awaiting review is "sent for review", since it counts only once an organizer approves it.
 */
export function savedText(counts: SessionCounts | null, awaitingReview = false): string {
  if (!counts || counts.teamsWithoutResult === 0) {
    return i18next.t(awaitingReview ? 'crewSentForReview' : 'scoreSaved');
  }
  const values = { count: counts.teamsWithoutResult, total: counts.teamCount };
  if (awaitingReview) {
    return counts.teamsWithoutResult === 1
      ? i18next.t('crewSentForReviewOneTeamMissing', values)
      : i18next.t('crewSentForReviewTeamsMissing', values);
  }
  return counts.teamsWithoutResult === 1
    ? i18next.t('crewSavedOneTeamMissing', values)
    : i18next.t('crewSavedTeamsMissing', values);
}

/** The same for a save that waited on the device and went later, named by its session. */
export function queuedSentText(
  name: string,
  counts: SessionCounts | null,
  awaitingReview = false,
): string {
  if (!counts || counts.teamsWithoutResult === 0) {
    return i18next.t(awaitingReview ? 'crewQueuedSentForReview' : 'crewQueuedSent', { name });
  }
  const values = { name, count: counts.teamsWithoutResult, total: counts.teamCount };
  if (awaitingReview) {
    return counts.teamsWithoutResult === 1
      ? i18next.t('crewQueuedSentForReviewOneTeamMissing', values)
      : i18next.t('crewQueuedSentForReviewTeamsMissing', values);
  }
  return counts.teamsWithoutResult === 1
    ? i18next.t('crewQueuedSentOneTeamMissing', values)
    : i18next.t('crewQueuedSentTeamsMissing', values);
}

function announce({ sent, conflicts, refused }: SendReport): void {
  for (const { save } of sent) {
    const answer = sentAnswers.get(save.key);
    sentAnswers.delete(save.key);
    const awaitingReview = answer?.awaitingReview ?? false;
    showToast(
      queuedSentText(save.sessionName, answer?.counts ?? null, awaitingReview),
      awaitingReview ? 'info' : 'success',
    );
  }
  for (const save of conflicts) {
    showToast(i18next.t('crewQueuedConflict', { name: save.sessionName }), 'error');
  }
  for (const { save, error } of refused) {
    console.error('A waiting crew save was refused; it stays on the device', error);
    const reason = apiErrorText(error);
    showToast(i18next.t('crewQueuedRefused', { name: save.sessionName, reason }), 'error');
  }
  for (const one of sent) sentListeners.forEach((listener) => listener(one));
  // A refusal says the screens are stale too (the crew left the battle, the session is gone).
  if ((sent.length > 0 || refused.length > 0) && queryClient) {
    void invalidateResultReads(queryClient);
  }
}

/**
 * Sends a kept save; the queue takes the version, the counts (missing when the answer had none)
 * and whether it awaits review wait here by the save's key for the toast that tells it went.
 */
async function sendSave(save: QueuedSave): Promise<number> {
  const { version, counts, awaitingReview } = await sendCrewScore(save.scoreId, {
    version: save.version,
    results: save.results,
    idempotencyKey: save.key,
  });
  sentAnswers.set(save.key, { counts, awaitingReview });
  return version;
}

async function sendRound(): Promise<void> {
  try {
    const report = await sendSavesOfSignedInUser(store, readContext, sendSave);
    if (report) announce(report);
  } catch (error) {
    // Mostly no network to ask who is signed in: the saves wait for the next round.
    console.warn('The waiting crew saves stay on the device for now', error);
  }
  try {
    await reload();
  } catch (error) {
    console.error('Failed to read the crew saves kept on the device', error);
    setState({ ...state, ready: true });
  }
  scheduleRetry();
}

/** Sends what waits, one round at a time; a call during a round asks for one more after it. */
export function sendWaitingSaves(): Promise<void> {
  if (round) {
    roundAgain = true;
    return round;
  }
  round = (async () => {
    do {
      roundAgain = false;
      await sendRound();
    } while (roundAgain);
  })().finally(() => {
    round = null;
  });
  return round;
}

/**
 * Starts the sender once per page, which sends what waits; later calls only hand it the
 * current query client. Cheap where nothing waits (one IndexedDB read), so an app-wide mount
 * point calls it. Answers whether this call started it.
 */
export function startCrewSaveSender(client: QueryClient): boolean {
  const started = queryClient !== null;
  queryClient = client;
  if (started) return false;
  window.addEventListener('online', () => void sendWaitingSaves());
  void sendWaitingSaves();
  return true;
}

/** Keeps a save that did not reach the server; it replaces the session's earlier one. */
export async function keepSaveForLater(save: SaveToKeep): Promise<void> {
  const context = await knownContext();
  if (!context) throw new Error('The signed-in user is not known: the save cannot be kept');
  await store.put({
    ...save,
    userId: context.userId,
    eventId: context.eventId,
    eventName: context.eventName,
    queuedAt: Date.now(),
    state: 'waiting',
    refusal: null,
  });
  await reload();
  scheduleRetry();
}

/** Drops the session's kept save: the crew saved it online, or took the other version. */
export async function forgetWaitingSave(scoreId: number): Promise<void> {
  if (!known) return;
  await store.remove(known.userId, scoreId);
  await reload();
  scheduleRetry();
}

/** The crew sends a refused save again, at once. */
export async function sendSaveAgain(save: QueuedSave): Promise<void> {
  await store.replaceIfCurrent(save, sentAgain(save, newSaveKey()));
  await reload();
  await sendWaitingSaves();
}

/** The crew discards a kept save: its typed results are gone for good. */
export async function discardSave(save: QueuedSave): Promise<void> {
  await store.replaceIfCurrent(save, null);
  await reload();
  scheduleRetry();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Starts the sender from a crew screen, or sends what waits when it runs already: the crew
 * may be back in the event of a waiting save. Then learns who and where the crew is, before
 * the network may go, so a save kept offline knows both.
 */
export function useCrewSaveSender(): void {
  const client = useQueryClient();
  useEffect(() => {
    const sending = startCrewSaveSender(client) ? round : sendWaitingSaves();
    void sending?.then(knownContext);
  }, [client]);
}

export function useWaitingSaves(): WaitingSaves {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => NOT_READ,
  );
}

/**
 * When the session's waiting save is sent while its form is open, the form's version follows:
 * the crew's next save is based on the version their own waiting save made.
 */
export function useVersionAfterSent(
  scoreId: number,
  setVersion: Dispatch<SetStateAction<number>>,
): void {
  useEffect(() => {
    const listener: SentListener = ({ save, version }) => {
      if (save.scoreId !== scoreId) return;
      setVersion((current) => (current === save.version ? version : current));
    };
    sentListeners.add(listener);
    return () => {
      sentListeners.delete(listener);
    };
  }, [scoreId, setVersion]);
}
