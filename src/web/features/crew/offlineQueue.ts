/**
 * Crew saves kept on the device while the network is gone (issue "Live and dependable on the
 * field"): one kept save per user and session, in IndexedDB so it survives a reload and a
 * closed tab, and the rules for sending them. Each save keeps the idempotency key it was first
 * sent with, so sending it again after a lost answer changes nothing on the server. A save is
 * sent only while its own user is signed in and in its own event; one the server refuses is
 * never dropped: refused as stale it waits for the crew's choice, refused otherwise (the crew
 * left the battle, …) it waits until the crew sends it again or discards it. Typed results are
 * lost only by the crew's own hand. The storage is behind SaveStore, so the rules are tested
 * without a browser's IndexedDB.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { crewMessages, type CrewFormResult } from '../../../shared/api/crew';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../lib/api';

/**
 * waiting: sent as soon as it can be; conflict: another crew member saved the session meanwhile
 * (409), it waits for the crew's choice; refused: the server refused it for another reason, it
 * waits until the crew sends it again or discards it.
 */
export type SaveState = 'waiting' | 'conflict' | 'refused';

/** Why the server refused a save: its status and message key. */
export interface Refusal {
  status: number;
  message: string;
}

export interface QueuedSave {
  /** The idempotency key the save was first sent with; every retry sends the same. */
  key: string;
  /** Whose save: another user signed in on this device never sends it. */
  userId: number;
  /** The event the session belongs to: sent only while it is the chosen one (null: not known). */
  eventId: number | null;
  /** Its name, to tell the crew where the save waits. */
  eventName: string | null;
  scoreId: number;
  /** The challenge's name, for the toasts and notices that tell how sending went. */
  sessionName: string;
  /** The session's version the save was based on. */
  version: number;
  results: CrewFormResult[];
  queuedAt: number;
  state: SaveState;
  /** Why it was refused, for a refused save; null otherwise. */
  refusal: Refusal | null;
}

/** Who is signed in on the device now and, for crew, the event chosen (null: none). */
export interface CrewContext {
  userId: number;
  eventId: number | null;
  eventName: string | null;
}

/** Where waiting saves are kept: IndexedDB in the app, memory in tests. */
export interface SaveStore {
  all(): Promise<QueuedSave[]>;
  /** Keeps the session's save, replacing an earlier one of the same user and session. */
  put(save: QueuedSave): Promise<void>;
  remove(userId: number, scoreId: number): Promise<void>;
  /**
   * Replaces `save` by `next` (or removes it when null), unless the crew saved the session
   * again meanwhile: a newer save is never overwritten by the outcome of an older one.
   */
  replaceIfCurrent(save: QueuedSave, next: QueuedSave | null): Promise<void>;
}

interface CrewSavesSchema extends DBSchema {
  saves: { key: [number, number]; value: QueuedSave };
}

const DB_NAME = 'crew-saves';

/** A browser without IndexedDB keeps nothing: its saves fail as before, with a toast. */
const hasIndexedDb = () => typeof indexedDB !== 'undefined';

/**
 * The app's store: one IndexedDB object store keyed by user and session. The connection is
 * opened once and kept, but let go when a newer version of the app in another tab asks to
 * change the store's schema (`blocking`), or when the browser closed it: the next use opens it
 * again. Otherwise an old tab left open would keep the new version from opening it at all.
 */
export function indexedDbSaveStore(): SaveStore {
  let opened: Promise<IDBPDatabase<CrewSavesSchema>> | null = null;
  const letGo = () => {
    const closing = opened;
    opened = null;
    void closing?.then((database) => database.close());
  };
  const db = () => {
    opened ??= openDB<CrewSavesSchema>(DB_NAME, 1, {
      upgrade: (database) => {
        database.createObjectStore('saves', { keyPath: ['userId', 'scoreId'] });
      },
      blocked: () =>
        console.warn('The crew saves wait: another tab keeps an older version of them open'),
      blocking: letGo,
      terminated: () => {
        opened = null;
      },
    }).catch((error: unknown) => {
      opened = null;
      throw error;
    });
    return opened;
  };
  return {
    all: async () => (hasIndexedDb() ? (await db()).getAll('saves') : []),
    put: async (save) => {
      await (await db()).put('saves', save);
    },
    remove: async (userId, scoreId) => {
      await (await db()).delete('saves', [userId, scoreId]);
    },
    replaceIfCurrent: async (save, next) => {
      const tx = (await db()).transaction('saves', 'readwrite');
      const current = await tx.store.get([save.userId, save.scoreId]);
      if (current?.key === save.key) {
        await (next ? tx.store.put(next) : tx.store.delete([save.userId, save.scoreId]));
      }
      await tx.done;
    },
  };
}

/**
 * The save never reached the server, or its answer never came back: no network, the browser
 * knows it is offline, or an answer that is not the server's (a captive portal's page, a
 * gateway that cannot reach the server). Sending it again with its key is harmless.
 */
export function isNotDelivered(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof ApiError && [0, 502, 503, 504].includes(error.status);
}

/** What sending a waiting save came to. */
export type SendOutcome = 'sent' | 'later' | 'conflict' | 'refused';

/** Answers worth trying again later: signed out for now, too many requests, the server's fault. */
const TRIED_AGAIN = new Set([401, 408, 429]);

export function outcomeOfFailure(error: unknown): Exclude<SendOutcome, 'sent'> {
  if (isNotDelivered(error) || !(error instanceof ApiError)) return 'later';
  if (error.status === 409 && error.message === crewMessages.staleVersion) return 'conflict';
  if (TRIED_AGAIN.has(error.status) || error.status >= 500) return 'later';
  return 'refused';
}

/** The refusal kept with a refused save, to tell the crew why. */
function refusalOf(error: unknown): Refusal {
  return error instanceof ApiError
    ? { status: error.status, message: error.message }
    : { status: 0, message: DEFAULT_ERROR_MESSAGE };
}

export interface SendReport {
  /** Saves the server took, with the session's version each made. */
  sent: { save: QueuedSave; version: number }[];
  conflicts: QueuedSave[];
  /** Saves the server refused (the crew left the battle, …): kept for the crew to decide. */
  refused: { save: QueuedSave; error: unknown }[];
  /** Saves still waiting for the network. */
  waiting: QueuedSave[];
}

/**
 * Whether the save is sent now: it waits, it is the signed-in user's, and it belongs to the
 * event the crew is in (a save whose event was not known when kept goes in any).
 */
export function isSendable(save: QueuedSave, context: CrewContext): boolean {
  if (save.state !== 'waiting' || save.userId !== context.userId) return false;
  if (context.eventId === null) return false;
  return save.eventId === null || save.eventId === context.eventId;
}

/**
 * Sends the waiting saves of the user and event of `context`, oldest first, and keeps the store
 * in step with the answers. The first that is not delivered ends the round: the network is
 * gone, the rest would fail too.
 */
export async function sendQueuedSaves(
  store: SaveStore,
  context: CrewContext,
  send: (save: QueuedSave) => Promise<number>,
): Promise<SendReport> {
  const report: SendReport = { sent: [], conflicts: [], refused: [], waiting: [] };
  const saves = (await store.all())
    .filter((save) => isSendable(save, context))
    .sort((a, b) => a.queuedAt - b.queuedAt);
  for (const [n, save] of saves.entries()) {
    const answer = await send(save).then(
      (version) => ({ version }),
      (error: unknown) => ({ error }),
    );
    if ('version' in answer) {
      await store.replaceIfCurrent(save, null);
      report.sent.push({ save, version: answer.version });
      continue;
    }
    const outcome = outcomeOfFailure(answer.error);
    if (outcome === 'later') {
      report.waiting.push(...saves.slice(n));
      break;
    }
    if (outcome === 'conflict') {
      await store.replaceIfCurrent(save, { ...save, state: 'conflict' });
      report.conflicts.push(save);
    } else {
      await store.replaceIfCurrent(save, {
        ...save,
        state: 'refused',
        refusal: refusalOf(answer.error),
      });
      report.refused.push({ save, error: answer.error });
    }
  }
  return report;
}

/**
 * One round of sending: when any save on the device waits, asks who is signed in and where
 * (never from a cache: another user may have signed in since, in this tab or another) and
 * sends that user's saves of that event. Null when nothing waited, and nothing was asked.
 */
export async function sendSavesOfSignedInUser(
  store: SaveStore,
  whoIsSignedIn: () => Promise<CrewContext>,
  send: (save: QueuedSave) => Promise<number>,
): Promise<SendReport | null> {
  const saves = await store.all();
  if (!saves.some((save) => save.state === 'waiting')) return null;
  return sendQueuedSaves(store, await whoIsSignedIn(), send);
}

/**
 * A refused save the crew sends again: waiting once more, with a new key, since the refused
 * one stored nothing (a stored key is answered as saved, whatever changed since) or belongs
 * to another save (saveKeyReused).
 */
export function sentAgain(save: QueuedSave, key: string): QueuedSave {
  return { ...save, key, state: 'waiting', refusal: null };
}
