import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareTeams,
  formatTime,
  isResultComplete,
  MAX_TIME_MS,
  parseTime,
  pointsBreakdown,
  pointsForResult,
  rankLeaderboard,
  SCORING_TYPES,
  suggestRanks,
  teamTotal,
  type BattleLabels,
  type LeaderboardEntry,
  type PointsRow,
  type TeamResult,
} from '../../src/shared/scoring';

const TABLE: PointsRow[] = [
  { rank: 1, score: 100, joker: 50, ladies: 20 },
  { rank: 2, score: 80, joker: 40, ladies: null },
  { rank: 3, score: 60, joker: 30, ladies: 10 },
];

const result = (over: Partial<TeamResult> = {}): TeamResult => ({
  rank: 1,
  score1: null,
  score2: null,
  time1: null,
  time2: null,
  isLadies: false,
  isFairplay: false,
  isDisqualified: false,
  isJoker: false,
  ...over,
});

const NO_LABELS: BattleLabels = {
  score1Label: null,
  score2Label: null,
  time1Label: null,
  time2Label: null,
};

const team = (
  over: Partial<LeaderboardEntry> & Pick<LeaderboardEntry, 'teamId'>,
): LeaderboardEntry => ({
  name: `Team ${over.teamId}`,
  battlePoints: 0,
  extraPoints: 0,
  tiebreakRanks: [],
  ...over,
});

const positions = (entries: readonly LeaderboardEntry[]) =>
  rankLeaderboard(entries).map(({ entry, position }) => [entry.name, position]);

const sign = (n: number) => (n > 0 ? 1 : n < 0 ? -1 : 0);

// Small arbitraries, so ties are frequent and the file stays quick.
const points = fc.integer({ min: 0, max: 100 });
const flag = fc.boolean();
const pointsRowArb = fc.record({
  rank: fc.integer({ min: 1, max: 12 }),
  score: points,
  joker: points,
  ladies: fc.option(points, { nil: null }),
});
const tableArb = fc.uniqueArray(pointsRowArb, { selector: (row) => row.rank, maxLength: 12 });
const resultArb = fc.record({
  rank: fc.option(fc.integer({ min: 1, max: 14 }), { nil: null }),
  score1: fc.option(points, { nil: null }),
  score2: fc.option(points, { nil: null }),
  time1: fc.option(fc.integer({ min: 0, max: MAX_TIME_MS }), { nil: null }),
  time2: fc.option(fc.integer({ min: 0, max: MAX_TIME_MS }), { nil: null }),
  isLadies: flag,
  isFairplay: flag,
  isDisqualified: flag,
  isJoker: flag,
});
const entryArb = fc.record({
  teamId: fc.integer({ min: 1, max: 50 }),
  name: fc.constantFrom('Alpha', 'alpha', 'Bravo', 'Charlie', 'Éclair'),
  battlePoints: fc.integer({ min: 0, max: 4 }),
  extraPoints: fc.integer({ min: 0, max: 2 }),
  tiebreakRanks: fc.array(fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }), {
    maxLength: 2,
  }),
});
const leaderboardArb = fc.uniqueArray(entryArb, {
  selector: (entry) => entry.teamId,
  maxLength: 8,
});

describe('the time mask MM:SS:SSS', () => {
  it('reads minutes, seconds and milliseconds as milliseconds', () => {
    expect(parseTime('00:00:000')).toBe(0);
    expect(parseTime('01:59:999')).toBe(119_999);
    expect(parseTime('99:59:999')).toBe(MAX_TIME_MS);
  });

  it('refuses sixty seconds or more', () => {
    expect(parseTime('00:60:000')).toBeNull();
    expect(parseTime('00:99:000')).toBeNull();
  });

  it('refuses any other shape: wrong digit counts, missing parts, empty text', () => {
    for (const text of ['001:00:000', '01:0:000', '01:00:00', '01:00:0000', '']) {
      expect(parseTime(text), text).toBeNull();
    }
    for (const text of ['01', '01-00-000', 'ab:cd:efg']) {
      expect(parseTime(text), text).toBeNull();
    }
  });

  it('also reads the shorter forms people type (tests/unit/timeEntry.test.ts has them all)', () => {
    expect(parseTime('1:00:000')).toBe(60_000);
    expect(parseTime('01:00')).toBe(60_000);
    expect(parseTime(' 01:00:000')).toBe(60_000);
    expect(parseTime('01:00:000 ')).toBe(60_000);
  });

  it('writes a time zero-padded into the mask', () => {
    expect(formatTime(0)).toBe('00:00:000');
    expect(formatTime(119_999)).toBe('01:59:999');
    expect(formatTime(61_005)).toBe('01:01:005');
    expect(formatTime(MAX_TIME_MS)).toBe('99:59:999');
  });

  it('refuses to write a time the mask cannot hold', () => {
    for (const ms of [-1, MAX_TIME_MS + 1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => formatTime(ms), String(ms)).toThrow(RangeError);
    }
  });

  it('reads back every time it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_TIME_MS }), (ms) => {
        expect(parseTime(formatTime(ms))).toBe(ms);
      }),
    );
  });
});

describe('the points a result earns', () => {
  it('gives rank 1 with joker and ladies the score plus both bonuses', () => {
    const earned = result({ rank: 1, isJoker: true, isLadies: true });
    expect(pointsBreakdown(earned, TABLE)).toEqual({
      score: 100,
      joker: 50,
      ladies: 20,
      total: 170,
    });
    expect(pointsForResult(earned, TABLE)).toBe(170);
  });

  it('gives only the score without joker or ladies', () => {
    expect(pointsForResult(result({ rank: 3 }), TABLE)).toBe(60);
  });

  it('gives a disqualified team nothing, even with its joker', () => {
    const disqualified = result({ rank: 1, isJoker: true, isLadies: true, isDisqualified: true });
    expect(pointsBreakdown(disqualified, TABLE)).toEqual({
      score: 0,
      joker: 0,
      ladies: 0,
      total: 0,
    });
  });

  it('gives a rank beyond the table nothing, bonuses included', () => {
    expect(pointsForResult(result({ rank: 4, isJoker: true, isLadies: true }), TABLE)).toBe(0);
  });

  it('gives a result without a rank nothing', () => {
    expect(pointsForResult(result({ rank: null, isJoker: true }), TABLE)).toBe(0);
  });

  it('counts an empty ladies column as no bonus', () => {
    expect(pointsBreakdown(result({ rank: 2, isLadies: true }), TABLE)).toEqual({
      score: 80,
      joker: 0,
      ladies: 0,
      total: 80,
    });
  });

  it('does not change points for fairplay', () => {
    const plain = result({ rank: 1, isJoker: true });
    expect(pointsForResult({ ...plain, isFairplay: true }, TABLE)).toBe(
      pointsForResult(plain, TABLE),
    );
  });

  it('adds up its parts to the total', () => {
    fc.assert(
      fc.property(resultArb, tableArb, (entered, table) => {
        const parts = pointsBreakdown(entered, table);
        expect(parts.total).toBe(parts.score + parts.joker + parts.ladies);
        expect(pointsForResult(entered, table)).toBe(parts.total);
      }),
    );
  });

  it('never gives a disqualified result points, whatever the table and flags', () => {
    fc.assert(
      fc.property(resultArb, tableArb, (entered, table) => {
        expect(pointsForResult({ ...entered, isDisqualified: true }, table)).toBe(0);
      }),
    );
  });
});

describe('the ranks suggested to the crew', () => {
  const scores = (...values: (number | null)[]) =>
    values.map((score1) => ({ score1, time1: null, isDisqualified: false }));
  const times = (...values: (number | null)[]) =>
    values.map((time1) => ({ score1: null, time1, isDisqualified: false }));

  it('places the highest score first and lets equal scores share a rank', () => {
    expect(suggestRanks('highest_score', scores(10, 10, 8))).toEqual([1, 1, 3]);
    expect(suggestRanks('highest_score', scores(8, 12, 10, 12))).toEqual([4, 1, 3, 1]);
  });

  it('places the lowest score first', () => {
    expect(suggestRanks('lowest_score', scores(10, 10, 8))).toEqual([2, 2, 1]);
  });

  it('places the fastest time first', () => {
    expect(suggestRanks('fastest_time', times(61_000, 59_500, 61_000, 70_000))).toEqual([
      2, 1, 2, 4,
    ]);
  });

  it('places the slowest time first', () => {
    expect(suggestRanks('slowest_time', times(61_000, 59_500, 61_000))).toEqual([1, 3, 1]);
  });

  it('compares score 1 for score battles and time 1 for time battles', () => {
    const entries = [
      { score1: 5, time1: 1_000, isDisqualified: false },
      { score1: 9, time1: 2_000, isDisqualified: false },
    ];
    expect(suggestRanks('highest_score', entries)).toEqual([2, 1]);
    expect(suggestRanks('slowest_time', entries)).toEqual([2, 1]);
  });

  it('suggests nothing for a rank battle, where the crew enters ranks', () => {
    expect(suggestRanks('rank', scores(10, 8))).toEqual([null, null]);
  });

  it('leaves out a team without a value, and it takes no place', () => {
    expect(suggestRanks('highest_score', scores(null, 10, 8))).toEqual([null, 1, 2]);
    expect(suggestRanks('fastest_time', scores(10, 8))).toEqual([null, null]);
  });

  it('leaves out a disqualified team, and it takes no place', () => {
    const entries = [
      { score1: 20, time1: null, isDisqualified: true },
      { score1: 10, time1: null, isDisqualified: false },
    ];
    expect(suggestRanks('highest_score', entries)).toEqual([null, 1]);
  });

  it('suggests nothing for no teams', () => {
    for (const scoringType of SCORING_TYPES) {
      expect(suggestRanks(scoringType, [])).toEqual([]);
    }
  });
});

describe('whether a result is complete', () => {
  const allLabels: BattleLabels = {
    score1Label: 'Goals',
    score2Label: 'Assists',
    time1Label: 'Lap',
    time2Label: 'Total',
  };

  it('needs only a rank when the battle labels no field', () => {
    expect(isResultComplete(result({ rank: 2 }), NO_LABELS)).toBe(true);
  });

  it('needs a whole rank of at least 1', () => {
    for (const rank of [null, 0, -1, 1.5]) {
      expect(isResultComplete(result({ rank }), NO_LABELS), String(rank)).toBe(false);
    }
  });

  it('counts a disqualified result as complete without anything else', () => {
    const disqualified = result({ rank: null, isDisqualified: true });
    expect(isResultComplete(disqualified, allLabels)).toBe(true);
  });

  it('needs every labelled field', () => {
    const full = result({ rank: 1, score1: 3, score2: 0, time1: 0, time2: MAX_TIME_MS });
    expect(isResultComplete(full, allLabels)).toBe(true);
    for (const field of ['score1', 'score2', 'time1', 'time2'] as const) {
      expect(isResultComplete({ ...full, [field]: null }, allLabels), field).toBe(false);
    }
  });

  it('ignores a field the battle does not label', () => {
    const labels = { ...NO_LABELS, time1Label: 'Lap' };
    expect(isResultComplete(result({ rank: 1, time1: 45_000 }), labels)).toBe(true);
  });

  it('refuses a negative score and a time the mask cannot hold', () => {
    const scoreOnly = { ...NO_LABELS, score1Label: 'Goals' };
    const timeOnly = { ...NO_LABELS, time1Label: 'Lap' };
    expect(isResultComplete(result({ score1: -1 }), scoreOnly)).toBe(false);
    expect(isResultComplete(result({ score1: Number.NaN }), scoreOnly)).toBe(false);
    expect(isResultComplete(result({ score1: 2.5 }), scoreOnly)).toBe(true);
    expect(isResultComplete(result({ time1: MAX_TIME_MS + 1 }), timeOnly)).toBe(false);
    expect(isResultComplete(result({ time1: 1.5 }), timeOnly)).toBe(false);
    expect(isResultComplete(result({ time1: -1 }), timeOnly)).toBe(false);
  });
});

describe('the leaderboard', () => {
  it('adds battle points and extra points into the total', () => {
    const ranked = rankLeaderboard([team({ teamId: 1, battlePoints: 120, extraPoints: 15 })]);
    expect(ranked[0]).toMatchObject({ total: 135, position: 1 });
  });

  it('orders teams by total, highest first', () => {
    const teams = [
      team({ teamId: 1, name: 'Low', battlePoints: 10 }),
      team({ teamId: 2, name: 'High', battlePoints: 30 }),
      team({ teamId: 3, name: 'Middle', battlePoints: 10, extraPoints: 10 }),
    ];
    expect(positions(teams)).toEqual([
      ['High', 1],
      ['Middle', 2],
      ['Low', 3],
    ]);
  });

  it('gives a three-way tie one shared position and skips to 4 after it', () => {
    const teams = [
      team({ teamId: 1, name: 'Delta', battlePoints: 50 }),
      team({ teamId: 2, name: 'Charlie', battlePoints: 100 }),
      team({ teamId: 3, name: 'Bravo', battlePoints: 100 }),
      team({ teamId: 4, name: 'Alpha', battlePoints: 100 }),
    ];
    expect(positions(teams)).toEqual([
      ['Alpha', 1],
      ['Bravo', 1],
      ['Charlie', 1],
      ['Delta', 4],
    ]);
  });

  it('lets the first tiebreak battle decide between equal totals', () => {
    const teams = [
      team({ teamId: 1, name: 'Alpha', battlePoints: 100, tiebreakRanks: [3, 1] }),
      team({ teamId: 2, name: 'Bravo', battlePoints: 100, tiebreakRanks: [2, 5] }),
    ];
    expect(positions(teams)).toEqual([
      ['Bravo', 1],
      ['Alpha', 2],
    ]);
  });

  it('goes on to the next tiebreak battle when the first is equal', () => {
    const teams = [
      team({ teamId: 1, name: 'Alpha', battlePoints: 100, tiebreakRanks: [2, 4] }),
      team({ teamId: 2, name: 'Bravo', battlePoints: 100, tiebreakRanks: [2, 3] }),
    ];
    expect(positions(teams)).toEqual([
      ['Bravo', 1],
      ['Alpha', 2],
    ]);
  });

  it('puts a team not ranked in a tiebreak battle behind any ranked team', () => {
    const teams = [
      team({ teamId: 1, name: 'Alpha', battlePoints: 100, tiebreakRanks: [null] }),
      team({ teamId: 2, name: 'Bravo', battlePoints: 100, tiebreakRanks: [12] }),
    ];
    expect(positions(teams)).toEqual([
      ['Bravo', 1],
      ['Alpha', 2],
    ]);
  });

  it('never lets a tiebreak battle beat a higher total', () => {
    const teams = [
      team({ teamId: 1, name: 'Alpha', battlePoints: 99, tiebreakRanks: [1] }),
      team({ teamId: 2, name: 'Bravo', battlePoints: 100, tiebreakRanks: [null] }),
    ];
    expect(positions(teams)).toEqual([
      ['Bravo', 1],
      ['Alpha', 2],
    ]);
  });

  it('shares a position when still equal after every tiebreak, listed by name then team id', () => {
    const teams = [
      team({ teamId: 7, name: 'bravo', battlePoints: 80, tiebreakRanks: [2, null] }),
      team({ teamId: 5, name: 'Charlie', battlePoints: 80, tiebreakRanks: [2, null] }),
      team({ teamId: 9, name: 'Alpha', battlePoints: 80, tiebreakRanks: [2, null] }),
      team({ teamId: 3, name: 'Bravo', battlePoints: 80, tiebreakRanks: [2, null] }),
    ];
    const ranked = rankLeaderboard(teams);
    expect(ranked.map(({ entry }) => entry.teamId)).toEqual([9, 3, 7, 5]);
    expect(ranked.map(({ position }) => position)).toEqual([1, 1, 1, 1]);
  });

  it('leaves the list it was given as it was', () => {
    const teams = [
      team({ teamId: 1, name: 'Low', battlePoints: 10, tiebreakRanks: [2] }),
      team({ teamId: 2, name: 'High', battlePoints: 30, tiebreakRanks: [1] }),
    ];
    const before = structuredClone(teams);
    rankLeaderboard(Object.freeze(teams));
    expect(teams).toEqual(before);
  });

  it('shows no teams for no entries', () => {
    expect(rankLeaderboard([])).toEqual([]);
  });

  it('makes every total the sum of battle and extra points', () => {
    fc.assert(
      fc.property(leaderboardArb, (entries) => {
        for (const entry of entries) {
          expect(teamTotal(entry)).toBe(entry.battlePoints + entry.extraPoints);
        }
        for (const { entry, total } of rankLeaderboard(entries)) {
          expect(total).toBe(teamTotal(entry));
        }
      }),
    );
  });

  it('compares teams as a total preorder', () => {
    fc.assert(
      fc.property(entryArb, entryArb, entryArb, (a, b, c) => {
        expect(compareTeams(a, a)).toBe(0);
        expect(sign(compareTeams(a, b)) + sign(compareTeams(b, a))).toBe(0);
        if (compareTeams(a, b) <= 0 && compareTeams(b, c) <= 0) {
          expect(compareTeams(a, c)).toBeLessThanOrEqual(0);
        }
        if (compareTeams(a, b) === 0 && compareTeams(b, c) === 0) {
          expect(compareTeams(a, c)).toBe(0);
        }
      }),
    );
  });

  it('gives each team the position 1 + the number of teams strictly before it', () => {
    fc.assert(
      fc.property(leaderboardArb, (entries) => {
        const ranked = rankLeaderboard(entries);
        expect(ranked).toHaveLength(entries.length);
        ranked.forEach(({ entry, position }, index) => {
          const strictlyBefore = entries.filter((other) => compareTeams(other, entry) < 0).length;
          expect(position).toBe(1 + strictlyBefore);
          if (index > 0) {
            const previous = ranked[index - 1];
            expect(position).toBeGreaterThanOrEqual(previous.position);
            expect(compareTeams(previous.entry, entry)).toBeLessThanOrEqual(0);
          }
        });
      }),
    );
  });

  it('never lowers the position of a team that gains points', () => {
    fc.assert(
      fc.property(
        leaderboardArb.filter((entries) => entries.length > 0),
        fc.nat(),
        fc.integer({ min: 1, max: 5 }),
        flag,
        (entries, pick, gain, asExtra) => {
          const gainer = entries[pick % entries.length];
          const positionOf = (list: readonly LeaderboardEntry[]) =>
            rankLeaderboard(list).find(({ entry }) => entry.teamId === gainer.teamId)!.position;
          const after = entries.map((entry) =>
            entry.teamId !== gainer.teamId
              ? entry
              : asExtra
                ? { ...entry, extraPoints: entry.extraPoints + gain }
                : { ...entry, battlePoints: entry.battlePoints + gain },
          );
          expect(positionOf(after)).toBeLessThanOrEqual(positionOf(entries));
        },
      ),
    );
  });
});
