/**
 * Crew saves kept on the device while the network is gone (issue "Live and dependable on the
 * field"): one waiting save per user and session, in IndexedDB so it survives a reload and a
 * closed tab, and the rules for sending them. Each save keeps the idempotency key it was first
 * sent with, so sending it again after a lost answer changes nothing on the server; a save the
 * server refuses as stale waits for the crew's choice. The storage is behind SaveStore, so the
 * rules are tested without a browser's IndexedDB.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { crewMessages, type CrewFormResult } from '../../../shared/api/crew';
import { ApiError } from '../../lib/api';

export interface QueuedSave {
  /** The idempotency key the save was first sent with; every retry sends the same. */
  key: string;
  /** Whose save: another user signed in on this device never sends it. */
  userId: number;
  scoreId: number;
  /** The challenge's name, for the toasts that tell how sending went. */
  sessionName: string;
  /** The session's version the save was based on. */
  version: number;
  results: CrewFormResult[];
  queuedAt: number;
  /** Another crew member saved the session meanwhile (409): waits for the crew to choose. */
  conflict: boolean;
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

/** The app's store: one IndexedDB object store keyed by user and session. */
export function indexedDbSaveStore(): SaveStore {
  let opened: Promise<IDBPDatabase<CrewSavesSchema>> | null = null;
  const db = () => {
    opened ??= openDB<CrewSavesSchema>(DB_NAME, 1, {
      upgrade: (database) => {
        database.createObjectStore('saves', { keyPath: ['userId', 'scoreId'] });
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

export interface SendReport {
  /** Saves the server took, with the session's version each made. */
  sent: { save: QueuedSave; version: number }[];
  conflicts: QueuedSave[];
  /** Saves the server refused for good (the crew left the battle, …): no longer kept. */
  refused: { save: QueuedSave; error: unknown }[];
  /** Saves still waiting for the network. */
  waiting: QueuedSave[];
}

/**
 * Sends the user's waiting saves, oldest first, and keeps the store in step with the answers.
 * The first that is not delivered ends the round: the network is gone, the rest would fail too.
 */
export async function sendQueuedSaves(
  store: SaveStore,
  userId: number,
  send: (save: QueuedSave) => Promise<number>,
): Promise<SendReport> {
  const report: SendReport = { sent: [], conflicts: [], refused: [], waiting: [] };
  const saves = (await store.all())
    .filter((save) => save.userId === userId && !save.conflict)
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
      await store.replaceIfCurrent(save, { ...save, conflict: true });
      report.conflicts.push(save);
    } else {
      await store.replaceIfCurrent(save, null);
      report.refused.push({ save, error: answer.error });
    }
  }
  return report;
}
