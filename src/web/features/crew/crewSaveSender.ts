/**
 * The sender of the crew's waiting saves (offlineQueue.ts). It lives in module scope, started
 * by the crew screens and kept running for the rest of the page's life, so a save waiting on
 * the device is sent when the network returns (the `online` event), on a timer while anything
 * waits, and on start, whatever screen the crew is on then. It tells how sending went with
 * toasts and refetches the reads that show results; the screens read the waiting saves
 * through useWaitingSaves.
 */
import { useEffect, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { profileRoute } from '../../../shared/api/profile';
import { apiErrorText, call } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { readKey } from '../../lib/useRead';
import { invalidateResultReads, sendCrewScore } from './api';
import {
  indexedDbSaveStore,
  sendQueuedSaves,
  type QueuedSave,
  type SendReport,
} from './offlineQueue';

/** How long a waiting save waits before it is tried again without an `online` event. */
export const RETRY_MS = 15_000;

export interface WaitingSaves {
  /** False until the device's saves have been read once. */
  ready: boolean;
  /** The signed-in user's saves on this device. */
  saves: readonly QueuedSave[];
}

/** A new save to keep: the sender adds whose it is and when it was made. */
export type SaveToKeep = Pick<
  QueuedSave,
  'key' | 'scoreId' | 'sessionName' | 'version' | 'results'
>;

type SentListener = (sent: SendReport['sent'][number]) => void;

const store = indexedDbSaveStore();
let state: WaitingSaves = { ready: false, saves: [] };
let userId: number | null = null;
let queryClient: QueryClient | null = null;
let round: Promise<void> | null = null;
let roundAgain = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const sentListeners = new Set<SentListener>();

const isWaiting = (save: QueuedSave) => !save.conflict;

function setState(next: WaitingSaves): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Whose saves these are: read once (the profile's id) while the network is there. */
async function signedInUser(): Promise<number | null> {
  if (userId !== null || !queryClient) return userId;
  try {
    const profile = await queryClient.fetchQuery({
      queryKey: readKey(profileRoute),
      queryFn: () => call(profileRoute),
      staleTime: Infinity,
    });
    userId = profile.id;
  } catch (error) {
    console.warn('Waiting crew saves are kept until the signed-in user is known', error);
  }
  return userId;
}

/** Reads the device's saves; whose they are is asked only when there are some. */
async function reload(): Promise<void> {
  const all = await store.all();
  const id = all.length > 0 ? await signedInUser() : userId;
  setState({ ready: true, saves: id === null ? [] : all.filter((save) => save.userId === id) });
}

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  if (!state.saves.some(isWaiting)) return;
  retryTimer = setTimeout(() => void sendWaitingSaves(), RETRY_MS);
}

function announce({ sent, conflicts, refused }: SendReport): void {
  for (const { save } of sent) {
    showToast(i18next.t('crewQueuedSent', { name: save.sessionName }), 'success');
  }
  for (const save of conflicts) {
    showToast(i18next.t('crewQueuedConflict', { name: save.sessionName }), 'error');
  }
  for (const { save, error } of refused) {
    console.error('A waiting crew save was refused', error);
    const reason = apiErrorText(error);
    showToast(i18next.t('crewQueuedRefused', { name: save.sessionName, reason }), 'error');
  }
  for (const one of sent) sentListeners.forEach((listener) => listener(one));
  if (sent.length > 0 && queryClient) void invalidateResultReads(queryClient);
}

async function sendRound(): Promise<void> {
  try {
    await reload();
    if (userId !== null && state.saves.some(isWaiting)) {
      const report = await sendQueuedSaves(store, userId, (save) =>
        sendCrewScore(save.scoreId, {
          version: save.version,
          results: save.results,
          idempotencyKey: save.key,
        }),
      );
      announce(report);
      await reload();
    }
  } catch (error) {
    console.error('Failed to send the waiting crew saves', error);
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
 * Starts the sender once per page; later calls only hand it the current query client. Cheap
 * where nothing waits (one IndexedDB read), so an app-wide mount point may call it too.
 */
export function startCrewSaveSender(client: QueryClient): void {
  const started = queryClient !== null;
  queryClient = client;
  if (started) return;
  window.addEventListener('online', () => void sendWaitingSaves());
  void sendWaitingSaves();
}

/** Keeps a save that did not reach the server; it replaces the session's earlier one. */
export async function keepSaveForLater(save: SaveToKeep): Promise<void> {
  const id = await signedInUser();
  if (id === null) throw new Error('The signed-in user is not known: the save cannot be kept');
  await store.put({ ...save, userId: id, queuedAt: Date.now(), conflict: false });
  await reload();
  scheduleRetry();
}

/** Drops the session's waiting save: the crew saved it online, or took the other version. */
export async function forgetWaitingSave(scoreId: number): Promise<void> {
  if (userId === null) return;
  await store.remove(userId, scoreId);
  await reload();
  scheduleRetry();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts the sender from a crew screen; it keeps running after the screen is left. */
export function useCrewSaveSender(): void {
  const client = useQueryClient();
  useEffect(() => {
    startCrewSaveSender(client);
    // The network may go before the first save: whose saves they are is known from now on.
    void signedInUser();
  }, [client]);
}

export function useWaitingSaves(): WaitingSaves {
  return useSyncExternalStore(subscribe, () => state);
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
