// @vitest-environment jsdom
/**
 * The crew form's rules (features/crew/crewForm.ts) and its save call: the form refuses what
 * the server would, a wire field error lands on its card, the suggested ranks follow the typed
 * times, another crew member's save is compared per field, and an answer that is not the
 * contract's success (a captive portal's HTML page with status 200) is never taken as saved, a
 * save without an answer gives up after the time-out as not delivered (so it is kept on the
 * device), and who is signed in and where is read from the server.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blankCrewResult, crewScoreFields, crewScoreSaveRoute } from '../../src/shared/api/crew';
import { ApiError, call } from '../../src/web/lib/api';
import {
  CREW_CALL_TIMEOUT_MS,
  readCrewContext,
  sendCrewScore,
} from '../../src/web/features/crew/api';
import { isNotDelivered } from '../../src/web/features/crew/offlineQueue';
import {
  checkResults,
  differencesFrom,
  mineOnTheirs,
  serverFieldErrors,
  suggestedRanks,
} from '../../src/web/features/crew/crewForm';

const result = blankCrewResult;

describe('the crew score form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('refuses a time with 60 seconds or more, and an unfinished time, on its own card', () => {
    const errors = checkResults(7, 1, [
      result(1, { time1: '01:23:456', rank: '1' }),
      result(2, { time1: '01:75:000' }),
      result(3, { time2: '01:2' }),
    ]);
    expect(errors).toEqual([
      { index: 1, field: 'time1', message: 'invalidTime' },
      { index: 2, field: 'time2', message: 'invalidTime' },
    ]);
  });

  it('refuses a rank of 0 and a negative score, and accepts empty fields', () => {
    expect(checkResults(7, 1, [result(1)])).toEqual([]);
    const errors = checkResults(7, 1, [result(1, { rank: '0', score1: '-3' })]);
    expect(errors).toHaveLength(2);
    expect(errors).toEqual(
      expect.arrayContaining([
        { index: 0, field: 'score1', message: 'invalidScore' },
        { index: 0, field: 'rank', message: 'invalidRank' },
      ]),
    );
  });

  it('puts the server’s field errors on the matching card field', () => {
    expect(
      serverFieldErrors({ message: 'invalidTime', fields: { 'time_1.2': 'invalidTime', x: 'y' } }),
    ).toEqual([{ index: 2, field: 'time1', message: 'invalidTime' }]);
  });

  it('suggests ranks from the typed times, fastest first, skipping the disqualified', () => {
    const ranks = suggestedRanks('fastest_time', [
      result(1, { time1: '01:50:000' }),
      result(2, { time1: '01:40:000' }),
      result(3, { time1: '01:30:000', isDisqualified: true }),
      result(4, { time1: '01:4' }),
    ]);
    expect(ranks).toEqual([2, 1, null, null]);
  });

  it('lists per team the fields where another crew member’s save differs', () => {
    const mine = [result(1, { rank: '1', time1: '01:00:000' }), result(2, { rank: '2' })];
    const theirs = [
      result(1, { rank: '1.0', time1: '01:00:001', challengeScoreId: 11 }),
      result(2, { rank: '2', isFairplay: true, challengeScoreId: 12 }),
    ];
    expect(differencesFrom(mine, theirs)).toEqual([
      { teamId: 1, differences: [{ field: 'time1', mine: '01:00:000', theirs: '01:00:001' }] },
      { teamId: 2, differences: [{ field: 'isFairplay', mine: false, theirs: true }] },
    ]);
    // Keeping mine saves my values onto the results their save created.
    expect(mineOnTheirs(mine, theirs).map((r) => [r.challengeScoreId, r.time1])).toEqual([
      [11, '01:00:000'],
      [12, ''],
    ]);
  });

  it('does not take an HTML page answered with 200 as a successful save', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        new Response('<!doctype html><title>Wi-Fi login</title>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
      ),
    );
    const body = crewScoreFields(7, 1, [result(1, { rank: '1' })]);
    await expect(call(crewScoreSaveRoute, { body: body as never })).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it('gives up on a save without an answer after the time-out, as not delivered', async () => {
    vi.useFakeTimers();
    // A captive or lossy Wi-Fi: the request neither fails nor answers, until it is aborted.
    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    vi.stubGlobal('fetch', hanging);
    const outcome = sendCrewScore(7, {
      version: 1,
      results: [result(1, { rank: '1' })],
      idempotencyKey: '00000000-0000-4000-8000-000000000001',
    }).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(CREW_CALL_TIMEOUT_MS - 1);
    expect(hanging.mock.calls[0][1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(isNotDelivered(error)).toBe(true);
  });

  it('reads who is signed in and the event chosen from the server, without an event outside crew', async () => {
    const profile = (role: string) => ({
      id: 7,
      full_name: 'Crew Member',
      email: 'crew@demo.test',
      picture: null,
      role,
      is_public: true,
    });
    const home = {
      id: 3,
      name: 'Rotterdam Harbour Games',
      date: '2030-06-01T08:00:00.000Z',
      end_date: '2030-06-01T18:00:00.000Z',
      closing_date: '2030-05-25T18:00:00.000Z',
      event_type: 'open',
      role: 'crew',
      team_id: null,
      team_name: null,
      team_photo_url: null,
      company_id: null,
      company_name: null,
      company_picture: null,
      activity_name: 'Tug of War',
      activity_photo_url: null,
      photo_url: null,
      organizer_id: null,
    };
    let role = 'crew';
    const fetchStub = vi.fn<typeof fetch>(async (url) =>
      Response.json(String(url).endsWith('/api/profile') ? profile(role) : home),
    );
    vi.stubGlobal('fetch', fetchStub);

    expect(await readCrewContext()).toEqual({
      userId: 7,
      eventId: 3,
      eventName: 'Rotterdam Harbour Games',
    });
    role = 'player';
    expect(await readCrewContext()).toEqual({ userId: 7, eventId: null, eventName: null });
    // Each read asks the server again: no answer is taken from a cache.
    expect(fetchStub.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/profile',
      '/api/home',
      '/api/profile',
    ]);
  });
});
