/**
 * The crew's saves kept on the device while offline (features/crew/offlineQueue.ts), through an
 * in-memory store: a save the server takes leaves the queue, one that does not reach it waits
 * with its key, one refused as stale waits for the crew's choice, one refused for another
 * reason is kept for the crew to send again or discard (never dropped), a save is sent only by
 * its own user, signed in now, and in its own event. Also the save keys (UUID v4 without
 * crypto.randomUUID), the form's values of a waiting save, and what the crew is told once a
 * waiting save went (with the count of teams still without a result, when the answer says).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  blankCrewResult,
  crewMessages,
  crewScoreBody,
  crewScoreFields,
} from '../../src/shared/api/crew';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../src/web/lib/api';
import { withWaitingResults } from '../../src/web/features/crew/crewForm';
import { queuedSentText } from '../../src/web/features/crew/crewSaveSender';
import {
  outcomeOfFailure,
  sendQueuedSaves,
  sendSavesOfSignedInUser,
  sentAgain,
  type CrewContext,
  type QueuedSave,
  type SaveStore,
} from '../../src/web/features/crew/offlineQueue';
import { newSaveKey } from '../../src/web/features/crew/saveKey';
import { initTestI18n } from './i18nForTests';

const result = (teamId: number, rank = '') => blankCrewResult(teamId, { rank });

const CREW = 7;
const EVENT = 3;
/** The crew member signed in now, in the event of their saves. */
const IN_EVENT: CrewContext = { userId: CREW, eventId: EVENT, eventName: 'Harbour Games' };

const waiting = (scoreId: number, values: Partial<QueuedSave> = {}): QueuedSave => ({
  key: `00000000-0000-4000-8000-00000000000${scoreId}`,
  userId: CREW,
  eventId: EVENT,
  eventName: 'Harbour Games',
  scoreId,
  sessionName: `Session ${scoreId}`,
  version: 3,
  results: [result(1, '1')],
  queuedAt: scoreId,
  state: 'waiting',
  refusal: null,
  ...values,
});

/** The store as IndexedDB keeps it: one save per user and session. */
function memoryStore(saves: QueuedSave[] = []): SaveStore & { saves: Map<string, QueuedSave> } {
  const id = (userId: number, scoreId: number) => `${userId}:${scoreId}`;
  const map = new Map(saves.map((save) => [id(save.userId, save.scoreId), save]));
  return {
    saves: map,
    all: async () => [...map.values()],
    put: async (save) => {
      map.set(id(save.userId, save.scoreId), save);
    },
    remove: async (userId, scoreId) => {
      map.delete(id(userId, scoreId));
    },
    replaceIfCurrent: async (save, next) => {
      if (map.get(id(save.userId, save.scoreId))?.key !== save.key) return;
      if (next) map.set(id(save.userId, save.scoreId), next);
      else map.delete(id(save.userId, save.scoreId));
    },
  };
}

const noNetwork = () =>
  new ApiError(0, DEFAULT_ERROR_MESSAGE, undefined, { cause: new TypeError() });
const stale = () => new ApiError(409, crewMessages.staleVersion);

describe('the crew’s saves kept on the device', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends each waiting save with the key it was first sent with and forgets it once taken', async () => {
    const store = memoryStore([waiting(1), waiting(2, { version: 5 })]);
    const send = vi.fn(async (save: QueuedSave) => save.version + 1);

    const report = await sendQueuedSaves(store, IN_EVENT, send);

    expect(send.mock.calls.map(([save]) => save.key)).toEqual([waiting(1).key, waiting(2).key]);
    expect(report.sent.map(({ save, version }) => [save.scoreId, version])).toEqual([
      [1, 4],
      [2, 6],
    ]);
    expect(store.saves.size).toBe(0);
  });

  it('keeps every save, untouched, when the network is still gone', async () => {
    const store = memoryStore([waiting(1), waiting(2)]);
    const send = vi.fn(async () => Promise.reject(noNetwork()));

    const report = await sendQueuedSaves(store, IN_EVENT, send);

    expect(send).toHaveBeenCalledTimes(1);
    expect(report.waiting.map((save) => save.scoreId)).toEqual([1, 2]);
    expect([...store.saves.values()]).toEqual([waiting(1), waiting(2)]);
  });

  it('keeps a save the server refused as stale for the crew to choose, and does not send it again', async () => {
    const store = memoryStore([waiting(1)]);
    const send = vi.fn(async () => Promise.reject(stale()));

    const first = await sendQueuedSaves(store, IN_EVENT, send);
    expect(first.conflicts.map((save) => save.scoreId)).toEqual([1]);
    expect(store.saves.get(`${CREW}:1`)).toEqual({ ...waiting(1), state: 'conflict' });

    await sendQueuedSaves(store, IN_EVENT, send);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps a save the server refused, with the reason, for the crew to decide, and goes on with the next', async () => {
    const removed = new ApiError(403, crewMessages.notCrewOfBattle);
    const store = memoryStore([waiting(1), waiting(2)]);
    const send = vi.fn(async (save: QueuedSave) =>
      save.scoreId === 1 ? Promise.reject(removed) : 9,
    );

    const report = await sendQueuedSaves(store, IN_EVENT, send);

    expect(report.refused).toEqual([{ save: waiting(1), error: removed }]);
    expect(report.sent.map(({ save }) => save.scoreId)).toEqual([2]);
    expect([...store.saves.values()]).toEqual([
      { ...waiting(1), state: 'refused', refusal: { status: 403, message: 'notCrewOfBattle' } },
    ]);

    // It is not sent again by itself: only when the crew says so, with a new key.
    await sendQueuedSaves(store, IN_EVENT, send);
    expect(send).toHaveBeenCalledTimes(2);
    const again = sentAgain(store.saves.get(`${CREW}:1`)!, newSaveKey());
    await store.replaceIfCurrent(waiting(1), again);
    send.mockResolvedValue(10);
    const retried = await sendQueuedSaves(store, IN_EVENT, send);
    expect(retried.sent.map(({ save }) => save.key)).toEqual([again.key]);
    expect(again.key).not.toBe(waiting(1).key);
    expect(store.saves.size).toBe(0);
  });

  it('never sends the save another user left on the device', async () => {
    const store = memoryStore([waiting(1, { userId: 99 })]);
    const send = vi.fn(async () => 1);

    await sendQueuedSaves(store, IN_EVENT, send);

    expect(send).not.toHaveBeenCalled();
    expect(store.saves.size).toBe(1);
  });

  it('asks who is signed in at the start of every round, and sends only their saves', async () => {
    const store = memoryStore([waiting(1), waiting(2, { userId: 99 })]);
    const send = vi.fn<(save: QueuedSave) => Promise<number>>(async () =>
      Promise.reject(noNetwork()),
    );
    // Another user signs in on the device (another tab) between two rounds.
    const whoIsSignedIn = vi
      .fn<() => Promise<CrewContext>>()
      .mockResolvedValueOnce(IN_EVENT)
      .mockResolvedValueOnce({ ...IN_EVENT, userId: 99 });

    await sendSavesOfSignedInUser(store, whoIsSignedIn, send);
    await sendSavesOfSignedInUser(store, whoIsSignedIn, send);

    expect(whoIsSignedIn).toHaveBeenCalledTimes(2);
    expect(send.mock.calls.map(([save]) => save.userId)).toEqual([CREW, 99]);
  });

  it('does not ask who is signed in while nothing waits to be sent', async () => {
    const store = memoryStore([waiting(1, { state: 'conflict' })]);
    const whoIsSignedIn = vi.fn(async () => IN_EVENT);

    expect(await sendSavesOfSignedInUser(store, whoIsSignedIn, vi.fn())).toBeNull();
    expect(whoIsSignedIn).not.toHaveBeenCalled();
  });

  it('sends a save only while the crew is in its event', async () => {
    const store = memoryStore([waiting(1)]);
    const send = vi.fn(async () => 4);

    await sendQueuedSaves(store, { ...IN_EVENT, eventId: 8, eventName: 'Lisbon' }, send);
    await sendQueuedSaves(store, { ...IN_EVENT, eventId: null, eventName: null }, send);
    expect(send).not.toHaveBeenCalled();
    expect(store.saves.size).toBe(1);

    await sendQueuedSaves(store, IN_EVENT, send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(store.saves.size).toBe(0);
  });

  it('does not drop a newer save the crew made while the older one was being sent', async () => {
    const store = memoryStore([waiting(1)]);
    const newer = waiting(1, { key: '00000000-0000-4000-8000-0000000000aa', version: 4 });
    const send = vi.fn(async () => {
      await store.put(newer);
      return 4;
    });

    await sendQueuedSaves(store, IN_EVENT, send);

    expect([...store.saves.values()]).toEqual([newer]);
  });

  it('tells a save sent later with how many teams still have no result, and just sent when its answer did not say', async () => {
    await initTestI18n();
    const sent = 'The results of Tug of War have been sent';
    expect(queuedSentText('Tug of War', { teamCount: 7, teamsWithoutResult: 3 })).toBe(
      `${sent} — 3 of 7 teams still have no result.`,
    );
    expect(queuedSentText('Tug of War', { teamCount: 7, teamsWithoutResult: 1 })).toBe(
      `${sent} — 1 of 7 teams still has no result.`,
    );
    expect(queuedSentText('Tug of War', { teamCount: 7, teamsWithoutResult: 0 })).toBe(`${sent}.`);
    // An answer without the counts (a server from before them): the save went all the same.
    expect(queuedSentText('Tug of War', null)).toBe(`${sent}.`);
  });

  it('tries again later after a gateway error, a busy server or an ended session, and never after a 400', () => {
    expect(outcomeOfFailure(new ApiError(503, DEFAULT_ERROR_MESSAGE))).toBe('later');
    expect(outcomeOfFailure(new ApiError(500, DEFAULT_ERROR_MESSAGE))).toBe('later');
    expect(outcomeOfFailure(new ApiError(429, 'tooManyRequests'))).toBe('later');
    expect(outcomeOfFailure(new ApiError(401, 'sessionExpired'))).toBe('later');
    expect(outcomeOfFailure(new ApiError(400, crewMessages.invalidRank))).toBe('refused');
    expect(outcomeOfFailure(new ApiError(409, crewMessages.keyReused))).toBe('refused');
  });

  it('treats any failure while the browser is offline as not delivered', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(outcomeOfFailure(new ApiError(404, crewMessages.sessionNotFound))).toBe('later');
  });

  it('makes save keys the server reads as UUIDs, also where crypto.randomUUID is missing (plain http)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const keys = Array.from({ length: 200 }, () => newSaveKey());

    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(keys).size).toBe(keys.length);
    const body = crewScoreFields(1, 1, [result(1, '1')], keys[0]);
    expect(crewScoreBody.safeParse(body).success).toBe(true);
  });

  it('opens the form with the waiting values, team by team, on the session’s cards', () => {
    const session = [result(1), result(2), result(3)];
    const values = withWaitingResults(session, [result(3, '1'), result(1, '2')]);
    expect(values.map((team) => [team.teamId, team.rank])).toEqual([
      [1, '2'],
      [2, ''],
      [3, '1'],
    ]);
  });
});
