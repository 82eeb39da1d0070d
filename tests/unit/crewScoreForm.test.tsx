// @vitest-environment jsdom
/**
 * The crew form's rules (features/crew/crewForm.ts) and its save call: the form refuses what
 * the server would, a wire field error lands on its card, the suggested ranks follow the typed
 * times, another crew member's save is compared per field, and an answer that is not the
 * contract's success (a captive portal's HTML page with status 200) is never taken as saved.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blankCrewResult, crewScoreFields, crewScoreSaveRoute } from '../../src/shared/api/crew';
import { ApiError, call } from '../../src/web/lib/api';
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
});
