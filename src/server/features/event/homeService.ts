/**
 * Reads of /home: the event with the viewer's own card (team for a player, company for a
 * contact person, battle for crew), the upcoming challenges and the sponsors strip.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  battles,
  companies,
  companyMembers,
  eventCompanies,
  events,
  scoreSessions,
  sponsors,
  teams,
} from '../../db/schema';
import { sqlTimestamp } from '../../db/sqlTime';
import { NotFoundError } from '../../http/errors';
import { showUpcomingChallenges } from '../../../shared/eventRules';
import type { HomeResponse, Sponsor, UpcomingChallenge } from '../../../shared/api/event';
import type { EventScope } from './scope';

/**
 * The company a contact person (or admin) represents in the event: an admin membership of a
 * company taking part in or hosting it, the contact-person membership first.
 */
function representedCompany(userId: number) {
  return sql`(select ${companyMembers.companyId} from ${companyMembers}
    where ${companyMembers.userId} = ${userId} and ${companyMembers.role} = 'admin'
      and (${companyMembers.companyId} = ${events.organizerId}
        or exists (select 1 from ${eventCompanies}
                   where ${eventCompanies.eventId} = ${events.id}
                     and ${eventCompanies.companyId} = ${companyMembers.companyId}))
    order by ${companyMembers.isContactPerson} desc, ${companyMembers.companyId}
    limit 1)`;
}

export async function homeData(db: Db, scope: EventScope): Promise<HomeResponse> {
  const ownTeam =
    scope.role === 'player' && scope.teamId !== null
      ? and(eq(teams.id, scope.teamId), eq(teams.eventId, events.id))
      : sql`false`;
  const ownCompany =
    scope.role === 'contactPerson'
      ? eq(companies.id, representedCompany(scope.userId))
      : sql`false`;
  const ownBattle =
    scope.role === 'crew' && scope.battleId !== null
      ? and(eq(battles.id, scope.battleId), eq(battles.eventId, events.id))
      : sql`false`;
  const [row] = await db
    .select({
      id: events.id,
      name: events.name,
      date: events.date,
      endDate: events.endDate,
      closingDate: events.closingDate,
      eventType: events.eventType,
      teamId: teams.id,
      teamName: teams.name,
      teamPhotoUrl: teams.picture,
      companyId: companies.id,
      companyName: companies.name,
      companyPicture: companies.photoUrl,
      activityName: battles.name,
      activityPhotoUrl: battles.photoUrl,
      photoUrl: sql<string | null>`coalesce(${events.photoUrl}, ${events.imageLink})`,
      organizerId: events.organizerId,
    })
    .from(events)
    .leftJoin(teams, ownTeam)
    .leftJoin(companies, ownCompany)
    .leftJoin(battles, ownBattle)
    .where(eq(events.id, scope.eventId));
  if (!row) throw new NotFoundError('eventNotFound');
  return {
    id: row.id,
    name: row.name,
    date: row.date.toISOString(),
    end_date: row.endDate.toISOString(),
    closing_date: row.closingDate.toISOString(),
    event_type: row.eventType,
    role: scope.role,
    team_id: row.teamId,
    team_name: row.teamName,
    team_photo_url: row.teamPhotoUrl,
    company_id: row.companyId,
    company_name: row.companyName,
    company_picture: row.companyPicture,
    activity_name: row.activityName,
    activity_photo_url: row.activityPhotoUrl,
    photo_url: row.photoUrl,
    organizer_id: row.organizerId,
  };
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
      photoUrl: battles.photoUrl,
      startTime: scoreSessions.startTime,
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
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    photo_url: r.photoUrl,
    start_time: r.startTime.toISOString(),
  }));
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
