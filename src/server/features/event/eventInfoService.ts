/**
 * Reads about the event itself: its page (/event, with planning and tiebreak list), the
 * planning, the points table and the scoring rules. Each is one query; lists inside an answer
 * come as JSON arrays.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { battles, events, planningItems, pointsTable, tiebreakBattles } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import type {
  EventResponse,
  PlanningItem,
  PointsRow,
  ScoringRulesResponse,
  TiebreakBattle,
} from '../../../shared/api/event';
import { maxChallengePoints } from '../../../shared/eventRules';
import { isoMoment, parsedJson } from './sqlValues';

const planningJson = (eventId: number) => sql`coalesce((
  select json_agg(json_build_object(
    'id', p.id, 'name', p.name, 'start_time', p.start_time, 'end_time', p.end_time,
    'date', p.date, 'is_challenge', p.is_challenge, 'score_session_id', p.score_session_id)
    order by p.start_time, p.id)
  from ${planningItems} p where p.event_id = ${eventId}), '[]'::json)`;

const tiebreakJson = (eventId: number) => sql`coalesce((
  select json_agg(json_build_object('position', tb.position, 'id', b.id, 'name', b.name)
    order by tb.position)
  from ${tiebreakBattles} tb join ${battles} b on b.id = tb.battle_id
  where tb.event_id = ${eventId}), '[]'::json)`;

const pointsJson = (eventId: number) => sql`coalesce((
  select json_agg(json_build_object(
    'rank', pt.rank, 'score', pt.score, 'joker', pt.joker, 'ladies', pt.ladies) order by pt.rank)
  from ${pointsTable} pt where pt.event_id = ${eventId}), '[]'::json)`;

/**
 * How many challenges count for a team: the organizer's number when set, else every battle
 * of the event.
 */
const amountOfChallenges = (eventId: number) =>
  sql<number>`coalesce(nullif(${events.amountOfChallenges}, 0),
  (select count(*)::int from ${battles} b where b.event_id = ${eventId}))`.mapWith(Number);

const planningItemFromJson = (p: PlanningItem): PlanningItem => ({
  ...p,
  start_time: isoMoment(p.start_time),
  end_time: isoMoment(p.end_time),
});

export async function eventDetail(db: Db, eventId: number): Promise<EventResponse> {
  const [row] = await db
    .select({
      event: events,
      amountOfChallenges: amountOfChallenges(eventId),
      planning: planningJson(eventId),
      tiebreak: tiebreakJson(eventId),
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!row) throw new NotFoundError('eventNotFound');
  const e = row.event;
  return {
    id: e.id,
    name: e.name,
    date: e.date.toISOString(),
    end_date: e.endDate.toISOString(),
    closing_date: e.closingDate.toISOString(),
    image_link: e.imageLink,
    photo_url: e.photoUrl,
    location_name: e.locationName,
    location_embed: e.locationEmbed,
    short_desc: e.shortDesc,
    long_desc: e.longDesc,
    planning: parsedJson<PlanningItem[]>(row.planning).map(planningItemFromJson),
    amount_of_challenges: row.amountOfChallenges,
    max_challenge_others: e.maxChallengeOthers,
    battles: parsedJson<TiebreakBattle[]>(row.tiebreak),
    event_type: e.eventType,
    organizer_id: e.organizerId,
  };
}

export async function planningOf(db: Db, eventId: number): Promise<PlanningItem[]> {
  const rows = await db
    .select()
    .from(planningItems)
    .where(eq(planningItems.eventId, eventId))
    .orderBy(asc(planningItems.startTime), asc(planningItems.id));
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    start_time: p.startTime.toISOString(),
    end_time: p.endTime.toISOString(),
    date: p.date,
    is_challenge: p.isChallenge,
    score_session_id: p.scoreSessionId,
  }));
}

export async function pointsOf(db: Db, eventId: number): Promise<PointsRow[]> {
  return db
    .select({
      rank: pointsTable.rank,
      score: pointsTable.score,
      joker: pointsTable.joker,
      ladies: pointsTable.ladies,
    })
    .from(pointsTable)
    .where(eq(pointsTable.eventId, eventId))
    .orderBy(asc(pointsTable.rank));
}

export async function scoringRulesOf(db: Db, eventId: number): Promise<ScoringRulesResponse> {
  const [row] = await db
    .select({
      name: events.name,
      closingDate: events.closingDate,
      amountOfChallenges: amountOfChallenges(eventId),
      points: pointsJson(eventId),
      tiebreak: tiebreakJson(eventId),
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!row) throw new NotFoundError('eventNotFound');
  const points = parsedJson<PointsRow[]>(row.points);
  return {
    name: row.name,
    amount_of_challenges: row.amountOfChallenges,
    closing_date: row.closingDate.toISOString(),
    max_challenge_points: maxChallengePoints(points),
    points,
    has_ladies: points.some((p) => p.ladies !== null),
    tiebreak: parsedJson<TiebreakBattle[]>(row.tiebreak),
  };
}
