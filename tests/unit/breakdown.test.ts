/**
 * The points breakdown (shared/pointsBreakdown.ts): a result's stored points split into score,
 * joker and ladies bonus; a team's lines and extra points adding up to the total the leaderboard
 * ranks by (teamTotal); the tiebreak ranks; and the explanation of the order of two teams on
 * equal points agreeing with compareTeams. Examples first, then properties over random points
 * tables, results and extra points.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  battleLine,
  explainOrder,
  teamBreakdown,
  tiebreakRanksOf,
  type BreakdownResult,
  type ExtraPoints,
} from '../../src/shared/pointsBreakdown';
import {
  compareTeams,
  pointsBreakdown,
  pointsForResult,
  rankLeaderboard,
  teamTotal,
  type LeaderboardEntry,
  type PointsRow,
  type TeamResult,
} from '../../src/shared/scoring';

const TABLE: PointsRow[] = [
  { rank: 1, score: 100, joker: 100, ladies: 20 },
  { rank: 2, score: 80, joker: 80, ladies: 16 },
  { rank: 3, score: 65, joker: 65, ladies: null },
];

const asTeamResult = (r: Omit<BreakdownResult, 'points'>): TeamResult => ({
  rank: r.rank,
  score1: null,
  score2: null,
  time1: null,
  time2: null,
  isLadies: r.isLadies,
  isFairplay: false,
  isDisqualified: r.isDisqualified,
  isJoker: r.isJoker,
});

/** A result as a crew save stores it: points from the table. */
function stored(
  over: Partial<Omit<BreakdownResult, 'points'>>,
  table: readonly PointsRow[] = TABLE,
): BreakdownResult {
  const result = {
    battleId: 1,
    battleName: 'Tug of War',
    scoreId: 1,
    rank: 1,
    isLadies: false,
    isJoker: false,
    isDisqualified: false,
    ...over,
  };
  return { ...result, points: pointsForResult(asTeamResult(result), table) };
}

const entry = (
  teamId: number,
  battlePoints: number,
  tiebreakRanks: (number | null)[],
): LeaderboardEntry => ({
  teamId,
  name: `Team ${teamId}`,
  battlePoints,
  extraPoints: 0,
  tiebreakRanks,
});

describe('the points breakdown', () => {
  it('splits a result into score, joker bonus and ladies bonus', () => {
    const line = battleLine(stored({ rank: 2, isJoker: true, isLadies: true }), TABLE);
    expect(line).toMatchObject({ points: 176, score: 80, joker: 80, ladies: 16 });
  });

  it('gives a disqualified, an unranked and an off-table result nothing, bonuses included', () => {
    for (const over of [
      { rank: 1, isDisqualified: true, isJoker: true },
      { rank: null, isJoker: true },
      { rank: 9, isLadies: true },
    ]) {
      expect(battleLine(stored(over), TABLE)).toMatchObject({
        points: 0,
        score: 0,
        joker: 0,
        ladies: 0,
      });
    }
  });

  it('keeps the stored points when they do not match the table, all as score', () => {
    const line = battleLine({ ...stored({ rank: 1, isJoker: true }), points: 150 }, TABLE);
    expect(line).toMatchObject({ points: 150, score: 150, joker: 0, ladies: 0 });
  });

  it('adds results and extra points up to the total the leaderboard ranks by', () => {
    const results = [
      stored({ battleId: 1, scoreId: 1, rank: 1, isJoker: true }),
      stored({ battleId: 2, scoreId: 2, rank: 3, isLadies: true }),
      stored({ battleId: 2, scoreId: 3, rank: 2, isDisqualified: true }),
    ];
    const extras: ExtraPoints[] = [
      { points: 10, reason: 'Helped the crew' },
      { points: -5, reason: 'Late at the start line' },
    ];
    const breakdown = teamBreakdown({ teamId: 7, name: 'Owls' }, results, extras, TABLE, [2, 1, 3]);
    expect(breakdown.lines.map((line) => line.points)).toEqual([200, 65, 0]);
    expect(breakdown.entry).toEqual({
      teamId: 7,
      name: 'Owls',
      battlePoints: 265,
      extraPoints: 5,
      // Battle 2: the disqualified rank 2 does not count; battle 3 not played.
      tiebreakRanks: [3, 1, null],
    });
    expect(breakdown.total).toBe(270);
  });

  it('takes the best rank per tiebreak battle, ignoring unranked and disqualified results', () => {
    const results = [
      stored({ battleId: 4, rank: 5 }),
      stored({ battleId: 4, rank: 2 }),
      stored({ battleId: 4, rank: 1, isDisqualified: true }),
      stored({ battleId: 5, rank: null }),
    ];
    expect(tiebreakRanksOf(results, [4, 5, 6])).toEqual([2, null, null]);
  });

  it('explains the order: points, the first deciding tiebreak battle, or a shared position', () => {
    expect(explainOrder(entry(1, 10, [1]), entry(2, 5, [2]))).toEqual({
      kind: 'points',
      order: -1,
    });
    expect(explainOrder(entry(1, 10, [2, 1, 3]), entry(2, 10, [2, 3, 1]))).toEqual({
      kind: 'tiebreak',
      order: -1,
      index: 1,
      rank: 1,
      otherRank: 3,
    });
    // No rank loses to any rank.
    expect(explainOrder(entry(1, 10, [null]), entry(2, 10, [4]))).toEqual({
      kind: 'tiebreak',
      order: 1,
      index: 0,
      rank: null,
      otherRank: 4,
    });
    expect(explainOrder(entry(1, 10, [2, null]), entry(2, 10, [2, null]))).toEqual({
      kind: 'shared',
      order: 0,
    });
    // Fewer tiebreak ranks count as not ranked, as compareTeams counts them.
    expect(explainOrder(entry(1, 10, [2]), entry(2, 10, [2, 6])).kind).toBe('tiebreak');
  });
});

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

const BATTLES = [1, 2, 3, 4, 5];
const pointsArb = fc.integer({ min: 0, max: 100 });
const tableArb = fc.uniqueArray(
  fc.record({
    rank: fc.integer({ min: 1, max: 8 }),
    score: pointsArb,
    joker: pointsArb,
    ladies: fc.option(pointsArb, { nil: null }),
  }),
  { selector: (row) => row.rank, maxLength: 8 },
);
const enteredArb = fc.record({
  battleId: fc.constantFrom(...BATTLES),
  rank: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
  isLadies: fc.boolean(),
  isJoker: fc.boolean(),
  isDisqualified: fc.boolean(),
});
const extrasArb = fc.array(
  fc.record({
    points: fc.integer({ min: -50, max: 50 }).filter((p) => p !== 0),
    reason: fc.string({ maxLength: 10 }),
  }),
  { maxLength: 3 },
);
const tiebreakArb = fc.shuffledSubarray(BATTLES);
/** Teams of an event: each with its entered results and extra points. */
const teamsArb = fc.array(
  fc.record({ entered: fc.array(enteredArb, { maxLength: 6 }), extras: extrasArb }),
  {
    minLength: 1,
    maxLength: 8,
  },
);

type Entered = Omit<BreakdownResult, 'points' | 'battleName' | 'scoreId'>;

/** Stored as a crew save stores it: the points of the table at the time. */
const storedFrom = (entered: Entered[], table: readonly PointsRow[]): BreakdownResult[] =>
  entered.map((result, i) => {
    const full = { ...result, battleName: `Battle ${result.battleId}`, scoreId: i + 1 };
    return { ...full, points: pointsForResult(asTeamResult(full), table) };
  });

/**
 * The leaderboard's own reading of a team, written independently of pointsBreakdown.ts as
 * currentStandings' query computes it: the sum of the stored points, the sum of the extra
 * points, and per tiebreak battle the lowest rank of a result that is not disqualified.
 */
function leaderboardEntry(
  teamId: number,
  results: readonly BreakdownResult[],
  extras: readonly ExtraPoints[],
  tiebreak: readonly number[],
): LeaderboardEntry {
  let battlePoints = 0;
  for (const result of results) battlePoints += result.points;
  let extraPoints = 0;
  for (const extra of extras) extraPoints += extra.points;
  const tiebreakRanks = tiebreak.map((battleId) => {
    let best: number | null = null;
    for (const r of results) {
      if (r.battleId !== battleId || r.isDisqualified || r.rank === null) continue;
      if (best === null || r.rank < best) best = r.rank;
    }
    return best;
  });
  return { teamId, name: `Team ${teamId}`, battlePoints, extraPoints, tiebreakRanks };
}

describe('the points breakdown, for any points table, results and extra points', () => {
  it('splits every stored result exactly as pointsBreakdown does, adding up to its points', () => {
    fc.assert(
      fc.property(tableArb, fc.array(enteredArb, { maxLength: 6 }), (table, entered) => {
        for (const result of storedFrom(entered, table)) {
          const line = battleLine(result, table);
          const parts = pointsBreakdown(asTeamResult(result), table);
          expect([line.score, line.joker, line.ladies]).toEqual([
            parts.score,
            parts.joker,
            parts.ladies,
          ]);
          expect(line.score + line.joker + line.ladies).toBe(line.points);
          expect(line.points).toBe(result.points);
        }
      }),
    );
  });

  it('adds up to the stored points even when they disagree with the table', () => {
    fc.assert(
      fc.property(tableArb, enteredArb, fc.integer({ min: -20, max: 400 }), (table, e, points) => {
        const line = battleLine({ ...e, battleName: 'B', scoreId: 1, points }, table);
        expect(line.points).toBe(points);
        expect(line.score + line.joker + line.ladies).toBe(points);
      }),
    );
  });

  it('sums the lines and extra points to teamTotal, the total rankLeaderboard ranks by', () => {
    fc.assert(
      fc.property(tableArb, teamsArb, tiebreakArb, (table, teams, tiebreak) => {
        const breakdowns = teams.map(({ entered, extras }, i) =>
          teamBreakdown(
            { teamId: i + 1, name: `Team ${i + 1}` },
            storedFrom(entered, table),
            extras,
            table,
            tiebreak,
          ),
        );
        const board = rankLeaderboard(
          teams.map(({ entered, extras }, i) =>
            leaderboardEntry(i + 1, storedFrom(entered, table), extras, tiebreak),
          ),
        );
        for (const ranked of board) {
          const breakdown = breakdowns[ranked.entry.teamId - 1];
          const lines = breakdown.lines.reduce(
            (sum, line) => sum + line.score + line.joker + line.ladies,
            0,
          );
          const extras = breakdown.extras.reduce((sum, extra) => sum + extra.points, 0);
          expect(lines + extras).toBe(ranked.total);
          expect(breakdown.total).toBe(ranked.total);
          expect(teamTotal(breakdown.entry)).toBe(ranked.total);
          expect(breakdown.entry.tiebreakRanks).toEqual(ranked.entry.tiebreakRanks);
        }
      }),
    );
  });

  it('explains each pair of neighbours on the leaderboard as compareTeams orders them', () => {
    fc.assert(
      fc.property(tableArb, teamsArb, tiebreakArb, (table, teams, tiebreak) => {
        const board = rankLeaderboard(
          teams.map(
            ({ entered, extras }, i) =>
              teamBreakdown(
                { teamId: i + 1, name: `Team ${i + 1}` },
                storedFrom(entered, table),
                extras,
                table,
                tiebreak,
              ).entry,
          ),
        );
        board.slice(1).forEach((lower, i) => {
          const upper = board[i];
          const why = explainOrder(upper.entry, lower.entry);
          const back = explainOrder(lower.entry, upper.entry);
          expect(why.order).toBe(compareTeams(upper.entry, lower.entry));
          expect(why.order).toBeLessThanOrEqual(0);
          if (upper.total !== lower.total) {
            expect(why.kind).toBe('points');
          } else if (upper.position === lower.position) {
            expect(why.kind).toBe('shared');
            expect(back.kind).toBe('shared');
          } else {
            expect(why.kind).toBe('tiebreak');
            if (why.kind !== 'tiebreak' || back.kind !== 'tiebreak') return;
            // The upper team's rank in the deciding battle is better (a rank beats none), and
            // seen from the lower team the same battle decides the other way.
            expect(why.rank).not.toBeNull();
            expect(why.otherRank === null || why.rank! < why.otherRank).toBe(true);
            expect(back).toEqual({ ...why, order: 1, rank: why.otherRank, otherRank: why.rank });
            // Every battle before it left them equal.
            for (let k = 0; k < why.index; k += 1) {
              expect(upper.entry.tiebreakRanks[k]).toBe(lower.entry.tiebreakRanks[k]);
            }
          }
        });
      }),
    );
  });

  it('agrees with the sign of compareTeams for any two teams on equal points', () => {
    const ranks = fc.array(fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }), {
      maxLength: 4,
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), ranks, ranks, (points, a, b) => {
        const why = explainOrder(entry(1, points, a), entry(2, points, b));
        const order = compareTeams(entry(1, points, a), entry(2, points, b));
        expect(why.order).toBe(order);
        expect(why.kind).toBe(order === 0 ? 'shared' : 'tiebreak');
        if (why.kind === 'tiebreak') {
          expect([why.rank, why.otherRank]).toEqual([a[why.index] ?? null, b[why.index] ?? null]);
          const decided =
            why.rank === null ? 1 : why.otherRank === null ? -1 : why.rank - why.otherRank;
          expect(Math.sign(decided)).toBe(order);
        }
      }),
    );
  });
});
