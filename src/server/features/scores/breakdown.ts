/**
 * GET /leaderboard/breakdown: why a team is where it is on the leaderboard. Its results (the
 * points stored with each, split into score and bonuses by the points table), its extra points,
 * its position, and against the teams directly above and below it on equal points, the tiebreak
 * battle that decided their order or that they share the position.
 *
 * Built from the pure engine the leaderboard uses (shared/pointsBreakdown.ts over scoring.ts):
 * the total is the sum of the stored points and the extra points, as currentStandings adds them
 * up, and the position and neighbours come from the same live standings /leaderboard answers.
 * Every team's results and extra points are read in one query into an event snapshot, beside
 * the points table and standings of the view (live for organizers, else as of a published
 * quarter); each team's answer is built once from it (it shows nothing of the viewer).
 */
import { eq, sql } from 'drizzle-orm';
import {
  battles,
  extraPoints,
  results,
  scoreSessions,
  teams,
  tiebreakBattles,
} from '../../db/schema';
import type { Db } from '../../db/client';
import { parsedJson } from '../../db/wire';
import { NotFoundError } from '../../http/errors';
import { ofEvent, type ReadDeps } from '../../cache/snapshots';
import { sharedAnswer } from '../../http/responses';
import { teamMessages } from '../../../shared/api/team';
import type { BreakdownNeighbour, LeaderboardBreakdownResponse } from '../../../shared/api/scores';
import {
  explainOrder,
  teamBreakdown,
  type BreakdownResult,
  type ExtraPoints,
  type TeamBreakdown,
} from '../../../shared/pointsBreakdown';
import type { PointsRow } from '../../../shared/scoring';
import { eventPointsTable } from './service';
import { liveStandings, publishedQuarter, type Standing } from './leaderboard';

interface TiebreakBattleRef {
  battleId: number;
  battleName: string;
}

/** Every team's results and extra points, and the event's tiebreak battles in order. */
export interface EventBreakdowns {
  teams: Map<number, { name: string; results: BreakdownResult[]; extras: ExtraPoints[] }>;
  tiebreak: TiebreakBattleRef[];
}

/** The outer team inside subqueries. */
const outerTeamId = sql.raw('"teams"."id"');

/**
 * One query: every team of the event with its results (in session order) and extra points
 * (oldest first), and the tiebreak battles. With `asOf`, only results saved and extra points
 * given until then count, as currentStandings(…, asOf) counts them for a quarter.
 */
export async function loadEventBreakdowns(
  db: Db,
  eventId: number,
  asOf: Date | null = null,
): Promise<EventBreakdowns> {
  const moment = asOf?.toISOString();
  const resultUntil = moment ? sql` and r.updated_at <= ${moment}::timestamptz` : sql``;
  const extraUntil = moment ? sql` and x.created_at <= ${moment}::timestamptz` : sql``;
  const teamResults = sql<unknown>`coalesce((
    select json_agg(json_build_object(
      'battleId', b.id, 'battleName', b.name, 'scoreId', s.id, 'rank', r.rank,
      'points', r.points, 'isLadies', r.is_ladies, 'isJoker', r.is_joker,
      'isDisqualified', r.is_disqualified) order by s.start_time, s.id)
    from ${results} r
    join ${scoreSessions} s on s.id = r.score_session_id
    join ${battles} b on b.id = s.battle_id
    where r.team_id = ${outerTeamId}${resultUntil}), '[]'::json)`;
  const teamExtras = sql<unknown>`coalesce((
    select json_agg(json_build_object('points', x.points, 'reason', x.reason)
      order by x.created_at, x.id)
    from ${extraPoints} x where x.team_id = ${outerTeamId}${extraUntil}), '[]'::json)`;
  const tiebreak = sql<unknown>`coalesce((
    select json_agg(json_build_object('battleId', b.id, 'battleName', b.name)
      order by tb.position)
    from ${tiebreakBattles} tb join ${battles} b on b.id = tb.battle_id
    where tb.event_id = ${eventId}), '[]'::json)`;
  const rows = await db
    .select({
      teamId: teams.id,
      name: teams.name,
      results: teamResults,
      extras: teamExtras,
      tiebreak,
    })
    .from(teams)
    .where(eq(teams.eventId, eventId));
  return {
    teams: new Map(
      rows.map((row) => [
        row.teamId,
        {
          name: row.name,
          results: parsedJson<BreakdownResult[]>(row.results),
          extras: parsedJson<ExtraPoints[]>(row.extras),
        },
      ]),
    ),
    // The same for every row; an event without teams has no breakdown to explain.
    tiebreak: rows.length > 0 ? parsedJson<TiebreakBattleRef[]>(rows[0].tiebreak) : [],
  };
}

/**
 * The answer for one team from the event's breakdowns, the points table and the standings the
 * leaderboard shows; null for a team that is not in them.
 */
export function breakdownOf(
  data: EventBreakdowns,
  table: readonly PointsRow[],
  standings: readonly Standing[],
  teamId: number,
): LeaderboardBreakdownResponse | null {
  const index = standings.findIndex((standing) => standing.team_id === teamId);
  const team = data.teams.get(teamId);
  if (index < 0 || !team) return null;
  const tiebreakIds = data.tiebreak.map((battle) => battle.battleId);
  const breakdownOfTeam = (id: number): TeamBreakdown | null => {
    const other = data.teams.get(id);
    return other
      ? teamBreakdown(
          { teamId: id, name: other.name },
          other.results,
          other.extras,
          table,
          tiebreakIds,
        )
      : null;
  };
  const own = breakdownOfTeam(teamId)!;

  const neighbours: BreakdownNeighbour[] = [];
  const sides = [
    { relation: 'above', standing: standings[index - 1] },
    { relation: 'below', standing: standings[index + 1] },
  ] as const;
  for (const { relation, standing } of sides) {
    if (!standing || standing.points !== standings[index].points) continue;
    const other = breakdownOfTeam(standing.team_id);
    if (!other) continue;
    const why = explainOrder(own.entry, other.entry);
    const battle = why.kind === 'tiebreak' ? data.tiebreak[why.index] : undefined;
    neighbours.push({
      relation,
      team_id: standing.team_id,
      name: standing.name,
      points: standing.points,
      decided_by:
        why.kind === 'tiebreak' && battle
          ? {
              battle_id: battle.battleId,
              battle_name: battle.battleName,
              rank: why.rank,
              other_rank: why.otherRank,
            }
          : null,
    });
  }

  return {
    team_id: teamId,
    name: team.name,
    position: standings[index].position,
    points: own.total,
    battles: own.lines.map((line) => ({
      battle_id: line.battleId,
      battle_name: line.battleName,
      score_id: line.scoreId,
      rank: line.rank,
      points: line.points,
      score: line.score,
      joker: line.joker,
      ladies: line.ladies,
      is_disqualified: line.isDisqualified,
      is_joker: line.isJoker,
      is_ladies: line.isLadies,
    })),
    extra_points: own.extras.map(({ points, reason }) => ({ points, reason })),
    neighbours,
  };
}

/**
 * Every team's breakdown answer of one view of the event (live, or as of the published quarter),
 * each built on its first read from data loaded once per event change.
 */
interface BreakdownBook {
  answerOf(teamId: number): LeaderboardBreakdownResponse | null;
}

async function loadBook(deps: ReadDeps, eventId: number, frozen: boolean): Promise<BreakdownBook> {
  const quarter = frozen ? await publishedQuarter(deps, eventId) : null;
  const asOf = quarter?.asOf ?? null;
  const [data, table, standings] = await Promise.all([
    loadEventBreakdowns(deps.db, eventId, asOf),
    eventPointsTable(deps, eventId),
    quarter ? quarter.standings : liveStandings(deps, eventId),
  ]);
  // Only teams of the event are answered, so the map holds at most one answer per team.
  const answers = new Map<number, LeaderboardBreakdownResponse | null>();
  return {
    answerOf(teamId) {
      if (!data.teams.has(teamId)) return null;
      let answer = answers.get(teamId);
      if (answer === undefined) {
        const built = breakdownOf(data, table, standings, teamId);
        answer = built && sharedAnswer(built);
        answers.set(teamId, answer);
      }
      return answer;
    },
  };
}

/**
 * GET /leaderboard/breakdown: 404 for a team that is not one of the event's. While a quarter is
 * published, a non-organizer's breakdown is the quarter's: the results and extra points until its
 * moment, the position and neighbours of its standings (the leaderboard they see). Organizers
 * and the others read one kept book each per event change: a read is one snapshot lookup.
 */
export async function breakdownAnswer(
  deps: ReadDeps,
  scope: { eventId: number; role: string | null },
  teamId: number,
): Promise<LeaderboardBreakdownResponse> {
  const { eventId } = scope;
  const frozen = scope.role !== 'organizer';
  const book = await deps.snapshots.get(
    ofEvent(eventId),
    frozen ? 'scores:breakdowns:viewer' : 'scores:breakdowns:organizer',
    () => loadBook(deps, eventId, frozen),
  );
  const answer = book.answerOf(teamId);
  if (!answer) throw new NotFoundError(teamMessages.notFound);
  return answer;
}
