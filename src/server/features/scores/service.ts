/**
 * The scores area: the points table, the tiebreak battles and the scoring rules page. The
 * event page shows the tiebreak list and the number of counted challenges through the SQL
 * values exported here.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { battles, events, pointsTable, tiebreakBattles } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { iso, parsedJson } from '../../db/wire';
import { ofEvent, type ReadDeps } from '../../cache/snapshots';
import type { PointsRow, ScoringRulesResponse, TiebreakBattle } from '../../../shared/api/scores';
import { maxChallengePoints } from '../../../shared/eventRules';

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

async function loadPoints(db: Db, eventId: number): Promise<PointsRow[]> {
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

export function pointsAnswer({ db, snapshots }: ReadDeps, eventId: number) {
  return snapshots.answer(ofEvent(eventId), 'points', async () => ({
    points: await loadPoints(db, eventId),
  }));
}

export function scoringRulesAnswer(
  { db, snapshots }: ReadDeps,
  eventId: number,
): Promise<ScoringRulesResponse> {
  return snapshots.answer(ofEvent(eventId), 'scoringRules', () => loadScoringRules(db, eventId));
}
