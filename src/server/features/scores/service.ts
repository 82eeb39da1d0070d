/**
 * The scores area: the points table, the tiebreak battles and the scoring rules page. The
 * event page shows the tiebreak list and the number of counted challenges through the SQL
 * values exported here. The leaderboards are in leaderboard.ts, the sessions' scores in
 * sessionScores.ts, rating a session in ratings.ts.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  battles,
  events,
  extraPoints,
  leaderboardQuarters,
  pointsTable,
  results,
  teams,
  tiebreakBattles,
} from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { iso, parsedJson } from '../../db/wire';
import { ofEvent, type ReadDeps } from '../../cache/snapshots';
import type {
  ScoringRulesResponse,
  TeamPointsResponse,
  TiebreakBattle,
} from '../../../shared/api/scores';
import type { PointsRow } from '../../../shared/scoring';
import { maxChallengePoints } from '../../../shared/eventRules';
import { frozenAsOf } from './leaderboard';

/** The event's tiebreak battles in order, as one JSON array. */
export const tiebreakJson = (eventId: number) => sql`coalesce((
  select json_agg(json_build_object('position', tb.position, 'id', b.id, 'name', b.name)
    order by tb.position)
  from ${tiebreakBattles} tb join ${battles} b on b.id = tb.battle_id
  where tb.event_id = ${eventId}), '[]'::json)`;

/**
 * How many challenges count for a team: the organizer's number when set, else every battle
 * of the event.
 */
export const amountOfChallenges = (eventId: number) =>
  sql<number>`coalesce(nullif(${events.amountOfChallenges}, 0),
  (select count(*)::int from ${battles} b where b.event_id = ${eventId}))`.mapWith(Number);

const pointsColumns = {
  rank: pointsTable.rank,
  score: pointsTable.score,
  joker: pointsTable.joker,
  ladies: pointsTable.ladies,
};

/**
 * The moment of the event's published quarter, read now (a crew save reads it inside its
 * transaction), or null while the live standings show.
 */
export async function quarterMomentOf(db: Db, eventId: number): Promise<Date | null> {
  const [row] = await db
    .select({ asOf: iso(leaderboardQuarters.asOf) })
    .from(leaderboardQuarters)
    .where(eq(leaderboardQuarters.eventId, eventId));
  return row ? new Date(row.asOf) : null;
}

/** The event's points table by rank, read now (a crew save reads it inside its transaction). */
export async function pointsTableOf(db: Db, eventId: number): Promise<PointsRow[]> {
  return db
    .select(pointsColumns)
    .from(pointsTable)
    .where(eq(pointsTable.eventId, eventId))
    .orderBy(asc(pointsTable.rank));
}

async function loadScoringRules(db: Db, eventId: number): Promise<ScoringRulesResponse> {
  const pointsJson = sql`coalesce((
    select json_agg(json_build_object(
      'rank', pt.rank, 'score', pt.score, 'joker', pt.joker, 'ladies', pt.ladies) order by pt.rank)
    from ${pointsTable} pt where pt.event_id = ${eventId}), '[]'::json)`;
  const [row] = await db
    .select({
      name: events.name,
      closing_date: iso(events.closingDate),
      amount_of_challenges: amountOfChallenges(eventId),
      points: pointsJson,
      tiebreak: tiebreakJson(eventId),
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!row) throw new NotFoundError('eventNotFound');
  const points = parsedJson<PointsRow[]>(row.points);
  return {
    ...row,
    max_challenge_points: maxChallengePoints(points),
    points,
    has_ladies: points.some((p) => p.ladies !== null),
    tiebreak: parsedJson<TiebreakBattle[]>(row.tiebreak),
  };
}

/** The event's points table by rank, kept until the event changes. */
export function eventPointsTable({ db, snapshots }: ReadDeps, eventId: number) {
  return snapshots.get(ofEvent(eventId), 'pointsTable', () => pointsTableOf(db, eventId));
}

export function pointsAnswer(deps: ReadDeps, eventId: number) {
  return deps.snapshots.answer(ofEvent(eventId), 'points', async () => ({
    points: await eventPointsTable(deps, eventId),
  }));
}

export function scoringRulesAnswer(
  { db, snapshots }: ReadDeps,
  eventId: number,
): Promise<ScoringRulesResponse> {
  return snapshots.answer(ofEvent(eventId), 'scoringRules', () => loadScoringRules(db, eventId));
}

/** A team's points: those of its results (written when a result is scored) and extra points. */
export interface TeamPoints {
  battle: number;
  extra: number;
}

/** The outer team inside subqueries (drizzle writes a bare "id" in a one-table select). */
const outerTeamId = sql.raw('"teams"."id"');

async function loadTeamPoints(
  db: Db,
  eventId: number,
  asOf: Date | null,
): Promise<Map<number, TeamPoints>> {
  const moment = asOf?.toISOString();
  const resultUntil = moment ? sql` and ${results.updatedAt} <= ${moment}::timestamptz` : sql``;
  const extraUntil = moment ? sql` and ${extraPoints.createdAt} <= ${moment}::timestamptz` : sql``;
  const battle = sql<number>`coalesce((select sum(${results.points})::int from ${results}
    where ${results.teamId} = ${outerTeamId}${resultUntil}), 0)`.mapWith(Number);
  const extra = sql<number>`coalesce((select sum(${extraPoints.points})::int from ${extraPoints}
    where ${extraPoints.teamId} = ${outerTeamId}${extraUntil}), 0)`.mapWith(Number);
  const rows = await db
    .select({ id: teams.id, battle, extra })
    .from(teams)
    .where(eq(teams.eventId, eventId));
  return new Map(rows.map((row) => [row.id, { battle: row.battle, extra: row.extra }]));
}

/** Who reads points: while a quarter is published, a non-organizer sees them as of its moment. */
export interface PointsViewer {
  eventId: number;
  role: string | null;
}

/** The viewer's moment for another event's points is that of anyone who does not organize it. */
const viewedAsOf = (deps: ReadDeps, eventId: number, viewer: PointsViewer) =>
  frozenAsOf(deps, viewer.eventId === eventId ? viewer : { eventId, role: null });

/**
 * Every team's points in the event as the viewer may see them (frozen at a published quarter's
 * moment for non-organizers, see frozenAsOf), from the event's snapshot.
 */
export async function eventTeamPoints(deps: ReadDeps, eventId: number, viewer: PointsViewer) {
  const asOf = await viewedAsOf(deps, eventId, viewer);
  const key = asOf ? `teamPoints:${asOf.getTime()}` : 'teamPoints';
  return deps.snapshots.get(ofEvent(eventId), key, () => loadTeamPoints(deps.db, eventId, asOf));
}

/** GET /team_points. */
export async function teamPointsOf(
  deps: ReadDeps,
  team: { id: number; eventId: number },
  viewer: PointsViewer,
): Promise<TeamPointsResponse> {
  const asOf = await viewedAsOf(deps, team.eventId, viewer);
  // The same answer for every viewer who sees the same moment: encoded once until the event changes.
  const key = `teamPoints:${team.id}:${asOf?.getTime() ?? 'live'}`;
  return deps.snapshots.answer(ofEvent(team.eventId), key, async () => {
    const points = (await eventTeamPoints(deps, team.eventId, viewer)).get(team.id);
    const battlePoints = points?.battle ?? 0;
    const extra = points?.extra ?? 0;
    return { points: battlePoints + extra, battle_points: battlePoints, extra_points: extra };
  });
}
