/**
 * The event area: /home with the viewer's own card (team for a player, company for a contact
 * person, battle for crew), the upcoming challenges and sponsors strips, the event page, its
 * planning and its awards. Each read is one query.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  awards,
  battles,
  companies,
  events,
  planningItems,
  scoreSessions,
  sponsors,
  teams,
} from '../../db/schema';
import { sqlTimestamp } from '../../db/sqlTime';
import { iso, isoRaw, parsedJson } from '../../db/wire';
import { NotFoundError } from '../../http/errors';
import type { EventScope } from '../../auth/eventScope';
import { showUpcomingChallenges } from '../../../shared/eventRules';
import type {
  Award,
  EventResponse,
  HomeResponse,
  PlanningItem,
  Sponsor,
  UpcomingChallenge,
} from '../../../shared/api/event';
import type { TiebreakBattle } from '../../../shared/api/scores';
import { representedCompany } from '../company/service';
import { amountOfChallenges, tiebreakJson } from '../scores/service';

/** The event's picture: its uploaded photo, else its outside image link. */
export const eventPicture = sql<string | null>`coalesce(${events.photoUrl}, ${events.imageLink})`;

export async function homeData(db: Db, scope: EventScope): Promise<HomeResponse> {
  const ownTeam =
    scope.role === 'player' && scope.teamId !== null
      ? and(eq(teams.id, scope.teamId), eq(teams.eventId, events.id))
      : sql`false`;
  const ownCompany =
    scope.role === 'contactPerson'
      ? eq(companies.id, representedCompany(scope.userId, events.id))
      : sql`false`;
  const ownBattle =
    scope.role === 'crew' && scope.battleId !== null
      ? and(eq(battles.id, scope.battleId), eq(battles.eventId, events.id))
      : sql`false`;
  const [row] = await db
    .select({
      id: events.id,
      name: events.name,
      date: iso(events.date),
      end_date: iso(events.endDate),
      closing_date: iso(events.closingDate),
      event_type: events.eventType,
      team_id: teams.id,
      team_name: teams.name,
      team_photo_url: teams.picture,
      company_id: companies.id,
      company_name: companies.name,
      company_picture: companies.photoUrl,
      activity_name: battles.name,
      activity_photo_url: battles.photoUrl,
      photo_url: eventPicture,
      organizer_id: events.organizerId,
    })
    .from(events)
    .leftJoin(teams, ownTeam)
    .leftJoin(companies, ownCompany)
    .leftJoin(battles, ownBattle)
    .where(eq(events.id, scope.eventId));
  if (!row) throw new NotFoundError('eventNotFound');
  return { ...row, role: scope.role };
}

/**
 * The event's score sessions that have not ended yet, soonest first — for a player while the
 * event runs, and none otherwise (SPEC §4). One query: the event's dates come with the rows.
 */
export async function upcomingChallenges(
  db: Db,
  scope: EventScope,
  limit: number,
  now: Date,
): Promise<UpcomingChallenge[]> {
  if (scope.role !== 'player') return [];
  const rows = await db
    .select({
      id: scoreSessions.id,
      name: battles.name,
      photo_url: battles.photoUrl,
      start_time: iso(scoreSessions.startTime),
      eventDate: events.date,
      eventEnd: events.endDate,
    })
    .from(scoreSessions)
    .innerJoin(battles, eq(battles.id, scoreSessions.battleId))
    .innerJoin(events, eq(events.id, battles.eventId))
    .where(and(eq(battles.eventId, scope.eventId), gt(scoreSessions.endTime, sqlTimestamp(now))))
    .orderBy(asc(scoreSessions.startTime), asc(scoreSessions.id))
    .limit(limit);
  const event = rows[0];
  if (!event) return [];
  const open = showUpcomingChallenges({
    role: scope.role,
    date: event.eventDate,
    endDate: event.eventEnd,
    now,
  });
  if (!open) return [];
  return rows.map(({ eventDate: _date, eventEnd: _end, ...challenge }) => challenge);
}

/** The sponsors strip in the organizer's order: the sponsor's own picture, else its company logo. */
export async function sponsorsOf(db: Db, eventId: number): Promise<Sponsor[]> {
  return db
    .select({
      id: sponsors.companyId,
      photo_url: sql<string | null>`coalesce(${sponsors.photoUrl}, ${companies.photoUrl})`,
      name: companies.name,
    })
    .from(sponsors)
    .leftJoin(companies, eq(companies.id, sponsors.companyId))
    .where(eq(sponsors.eventId, eventId))
    .orderBy(asc(sponsors.position), asc(sponsors.id));
}

const teamCompany = alias(companies, 'team_company');

/** The event's awards; a team winner carries its company's name, a company winner its own. */
export async function awardsOf(db: Db, eventId: number): Promise<Award[]> {
  const isTeam = sql`${awards.winnerType} = 'team'`;
  return db
    .select({
      id: awards.id,
      name: awards.name,
      winner_type: awards.winnerType,
      winner_id: sql<number>`case when ${isTeam} then ${teams.id} else ${companies.id} end`,
      winner_name: sql<string>`case when ${isTeam} then ${teams.name} else ${companies.name} end`,
      winner_photo_url: sql<
        string | null
      >`case when ${isTeam} then ${teams.picture} else ${companies.photoUrl} end`,
      company_name: sql<string>`case when ${isTeam} then ${teamCompany.name} else ${companies.name} end`,
    })
    .from(awards)
    .leftJoin(teams, eq(teams.id, awards.teamId))
    .leftJoin(teamCompany, eq(teamCompany.id, teams.companyId))
    .leftJoin(companies, eq(companies.id, awards.companyId))
    .where(eq(awards.eventId, eventId))
    .orderBy(asc(awards.id));
}

const planningColumns = {
  id: planningItems.id,
  name: planningItems.name,
  start_time: iso(planningItems.startTime),
  end_time: iso(planningItems.endTime),
  date: planningItems.date,
  is_challenge: planningItems.isChallenge,
  score_session_id: planningItems.scoreSessionId,
};

const planningJson = (eventId: number) => sql`coalesce((
  select json_agg(json_build_object(
    'id', p.id, 'name', p.name, 'start_time', ${isoRaw('p.start_time')},
    'end_time', ${isoRaw('p.end_time')}, 'date', p.date, 'is_challenge', p.is_challenge,
    'score_session_id', p.score_session_id)
    order by p.start_time, p.id)
  from ${planningItems} p where p.event_id = ${eventId}), '[]'::json)`;

export async function eventDetail(db: Db, eventId: number): Promise<EventResponse> {
  const [row] = await db
    .select({
      id: events.id,
      name: events.name,
      date: iso(events.date),
      end_date: iso(events.endDate),
      closing_date: iso(events.closingDate),
      image_link: events.imageLink,
      photo_url: eventPicture,
      location_name: events.locationName,
      location_embed: events.locationEmbed,
      short_desc: events.shortDesc,
      long_desc: events.longDesc,
      planning: planningJson(eventId),
      amount_of_challenges: amountOfChallenges(eventId),
      max_challenge_others: events.maxChallengeOthers,
      battles: tiebreakJson(eventId),
      event_type: events.eventType,
      organizer_id: events.organizerId,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!row) throw new NotFoundError('eventNotFound');
  return {
    ...row,
    planning: parsedJson<PlanningItem[]>(row.planning),
    battles: parsedJson<TiebreakBattle[]>(row.battles),
  };
}

export async function planningOf(db: Db, eventId: number): Promise<PlanningItem[]> {
  return db
    .select(planningColumns)
    .from(planningItems)
    .where(eq(planningItems.eventId, eventId))
    .orderBy(asc(planningItems.startTime), asc(planningItems.id));
}
