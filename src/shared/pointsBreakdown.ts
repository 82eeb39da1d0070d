/**
 * Why a team is where it is (the points breakdown on /leaderboard), from the same pure engine as
 * the ranking (scoring.ts), so the two cannot disagree:
 *
 * - a result's line: the points stored with it, which are what the leaderboard adds up, split
 *   into score, joker bonus and ladies bonus by pointsBreakdown and the event's points table;
 * - a team's lines, extra points and total (teamTotal of the team's LeaderboardEntry);
 * - the tiebreak ranks the leaderboard compares (best rank per tiebreak battle, disqualified
 *   results left out);
 * - what decided the order between two teams on equal points, by compareTeams' own rule: the
 *   first tiebreak battle where their ranks differ, or nothing (they share the position).
 */
import {
  compareTeams,
  pointsBreakdown,
  teamTotal,
  type LeaderboardEntry,
  type PointsRow,
  type TeamResult,
} from './scoring';

/** A team's stored result in a score session, as the breakdown reads it. */
export interface BreakdownResult {
  battleId: number;
  battleName: string;
  /** The score session. */
  scoreId: number;
  rank: number | null;
  /** The points stored with the result (computed on save): what the leaderboard adds up. */
  points: number;
  isLadies: boolean;
  isJoker: boolean;
  isDisqualified: boolean;
}

export interface ExtraPoints {
  points: number;
  reason: string;
}

/** A result with its points split; score + joker + ladies is always `points`. */
export interface BattleLine extends BreakdownResult {
  score: number;
  joker: number;
  ladies: number;
}

export interface TeamBreakdown {
  lines: BattleLine[];
  extras: ExtraPoints[];
  /** What the leaderboard ranks by: battle points plus extra points. */
  entry: LeaderboardEntry;
  total: number;
}

/** What pointsBreakdown reads of a stored result; fields it never reads are left empty. */
const asTeamResult = (result: BreakdownResult): TeamResult => ({
  rank: result.rank,
  score1: null,
  score2: null,
  time1: null,
  time2: null,
  isLadies: result.isLadies,
  isFairplay: false,
  isDisqualified: result.isDisqualified,
  isJoker: result.isJoker,
});

/**
 * A result's line: the stored points, split by the points table into score and bonuses. Every
 * write keeps the stored points equal to pointsForResult with the current table (a new table
 * recomputes them); should they ever differ, the line still shows the stored points (those the
 * leaderboard counts), all as score, rather than a split that does not add up to them.
 */
export function battleLine(result: BreakdownResult, table: readonly PointsRow[]): BattleLine {
  const parts = pointsBreakdown(asTeamResult(result), table);
  if (parts.total === result.points) {
    return { ...result, score: parts.score, joker: parts.joker, ladies: parts.ladies };
  }
  return { ...result, score: result.points, joker: 0, ladies: 0 };
}

/**
 * The team's best rank in each tiebreak battle, in tiebreak order; null where it has no ranked
 * result that is not disqualified (as the leaderboard's standings compute them).
 */
export function tiebreakRanksOf(
  results: readonly BreakdownResult[],
  tiebreakBattleIds: readonly number[],
): (number | null)[] {
  return tiebreakBattleIds.map((battleId) => {
    const ranks = results
      .filter((r) => r.battleId === battleId && !r.isDisqualified && r.rank !== null)
      .map((r) => r.rank as number);
    return ranks.length === 0 ? null : Math.min(...ranks);
  });
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A team's lines, extra points and total, and the entry the leaderboard ranks it by. */
export function teamBreakdown(
  team: { teamId: number; name: string },
  results: readonly BreakdownResult[],
  extras: readonly ExtraPoints[],
  table: readonly PointsRow[],
  tiebreakBattleIds: readonly number[],
): TeamBreakdown {
  const lines = results.map((result) => battleLine(result, table));
  const entry: LeaderboardEntry = {
    teamId: team.teamId,
    name: team.name,
    battlePoints: sum(lines.map((line) => line.points)),
    extraPoints: sum(extras.map((extra) => extra.points)),
    tiebreakRanks: tiebreakRanksOf(results, tiebreakBattleIds),
  };
  return { lines, extras: [...extras], entry, total: teamTotal(entry) };
}

/** What decided the order of two teams, `order` being compareTeams(a, b). */
export type OrderExplanation =
  | { kind: 'points'; order: number }
  | {
      kind: 'tiebreak';
      order: number;
      /** Index into the tiebreak battles. */
      index: number;
      rank: number | null;
      otherRank: number | null;
    }
  | { kind: 'shared'; order: 0 };

/**
 * Why a and b stand in the order they do: their totals differ, or the first tiebreak battle
 * that compareTeams finds deciding (the shortest prefix of tiebreak ranks it tells apart), or
 * nothing at all: they share the position.
 */
export function explainOrder(a: LeaderboardEntry, b: LeaderboardEntry): OrderExplanation {
  const order = compareTeams(a, b);
  if (teamTotal(a) !== teamTotal(b)) return { kind: 'points', order };
  if (order === 0) return { kind: 'shared', order: 0 };
  const battles = Math.max(a.tiebreakRanks.length, b.tiebreakRanks.length);
  for (let index = 0; index < battles; index += 1) {
    const upTo = (entry: LeaderboardEntry) => ({
      ...entry,
      tiebreakRanks: entry.tiebreakRanks.slice(0, index + 1),
    });
    if (compareTeams(upTo(a), upTo(b)) !== 0) {
      return {
        kind: 'tiebreak',
        order,
        index,
        rank: a.tiebreakRanks[index] ?? null,
        otherRank: b.tiebreakRanks[index] ?? null,
      };
    }
  }
  // compareTeams told them apart on equal totals, so one of the prefixes did.
  throw new Error('compareTeams ordered two teams without a deciding tiebreak battle');
}
