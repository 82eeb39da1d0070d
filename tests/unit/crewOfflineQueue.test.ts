/**
 * The crew's saves kept on the device while offline (features/crew/offlineQueue.ts), through an
 * in-memory store: a save the server takes leaves the queue, one that does not reach it waits
 * with its key, one refused as stale waits for the crew's choice, one refused for good is
 * dropped, and another user's save is never sent. Also the form's values of a waiting save.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blankCrewResult, crewMessages } from '../../src/shared/api/crew';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../src/web/lib/api';
import { withWaitingResults } from '../../src/web/features/crew/crewForm';
import {
  outcomeOfFailure,
  sendQueuedSaves,
  type QueuedSave,
  type SaveStore,
} from '../../src/web/features/crew/offlineQueue';

const result = (teamId: number, rank = '') => blankCrewResult(teamId, { rank });

const CREW = 7;

const waiting = (scoreId: number, values: Partial<QueuedSave> = {}): QueuedSave => ({
  key: `00000000-0000-4000-8000-00000000000${scoreId}`,
  userId: CREW,
  scoreId,
  sessionName: `Session ${scoreId}`,
  version: 3,
  results: [result(1, '1')],
  queuedAt: scoreId,
  conflict: false,
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

    const report = await sendQueuedSaves(store, CREW, send);

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

    const report = await sendQueuedSaves(store, CREW, send);

    expect(send).toHaveBeenCalledTimes(1);
    expect(report.waiting.map((save) => save.scoreId)).toEqual([1, 2]);
    expect([...store.saves.values()]).toEqual([waiting(1), waiting(2)]);
  });

  it('keeps a save the server refused as stale for the crew to choose, and does not send it again', async () => {
    const store = memoryStore([waiting(1)]);
    const send = vi.fn(async () => Promise.reject(stale()));

    const first = await sendQueuedSaves(store, CREW, send);
    expect(first.conflicts.map((save) => save.scoreId)).toEqual([1]);
    expect(store.saves.get(`${CREW}:1`)).toEqual({ ...waiting(1), conflict: true });

    await sendQueuedSaves(store, CREW, send);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('drops a save the server refuses for good, and goes on with the next', async () => {
    const removed = new ApiError(403, crewMessages.notCrewOfBattle);
    const store = memoryStore([waiting(1), waiting(2)]);
    const send = vi.fn(async (save: QueuedSave) =>
      save.scoreId === 1 ? Promise.reject(removed) : 9,
    );

    const report = await sendQueuedSaves(store, CREW, send);

    expect(report.refused).toEqual([{ save: waiting(1), error: removed }]);
    expect(report.sent.map(({ save }) => save.scoreId)).toEqual([2]);
    expect(store.saves.size).toBe(0);
  });

  it('never sends the save another user left on the device', async () => {
    const store = memoryStore([waiting(1, { userId: 99 })]);
    const send = vi.fn(async () => 1);

    await sendQueuedSaves(store, CREW, send);

    expect(send).not.toHaveBeenCalled();
    expect(store.saves.size).toBe(1);
  });

  it('does not drop a newer save the crew made while the older one was being sent', async () => {
    const store = memoryStore([waiting(1)]);
    const newer = waiting(1, { key: '00000000-0000-4000-8000-0000000000aa', version: 4 });
    const send = vi.fn(async () => {
      await store.put(newer);
      return 4;
    });

    await sendQueuedSaves(store, CREW, send);

    expect([...store.saves.values()]).toEqual([newer]);
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
