/**
 * The event area: /home with the viewer's own card (team for a player, company for a contact
 * person, battle for crew), the upcoming challenges and sponsors strips, the event page, its
 * planning and its awards. Each read is one query.
 */
import { asc, eq, sql } from 'drizzle-orm';
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
import { teamsOf } from '../team/service';
import { eventBattles } from '../battles/service';
import { ofEvent, type ReadDeps } from '../../cache/snapshots';
import { sharedAnswer } from '../../http/responses';

/** The event's picture: its uploaded photo, else its outside image link. */
export const eventPicture = sql<string | null>`coalesce(${events.photoUrl}, ${events.imageLink})`;

/** The event without any viewer's card: the shared part of /home. */
type EventHome = Omit<
  HomeResponse,
  | 'role'
  | 'team_id'
  | 'team_name'
  | 'team_photo_url'
  | 'company_id'
  | 'company_name'
  | 'company_picture'
  | 'activity_name'
  | 'activity_photo_url'
>;

async function loadEventHome(db: Db, eventId: number): Promise<EventHome | null> {
  const [row] = await db
    .select({
      id: events.id,
      name: events.name,
      date: iso(events.date),
      end_date: iso(events.endDate),
      closing_date: iso(events.closingDate),
      event_type: events.eventType,
      photo_url: eventPicture,
      organizer_id: events.organizerId,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row ?? null;
}

/**
 * /home: the event from its snapshot with the viewer's own card on top (the team of a player,
 * the battle of crew); a contact person's company card is read from the database.
 */
/** The company a contact person represents in the event, for their /home card. */
async function representedCompanyCard(db: Db, scope: EventScope) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, picture: companies.photoUrl })
    .from(companies)
    .where(eq(companies.id, representedCompany(scope.userId, scope.eventId)));
  return company;
}

export async function homeAnswer(deps: ReadDeps, scope: EventScope): Promise<HomeResponse> {
  // A contact person's card is their own company: read per request, not shared.
  if (scope.role === 'contactPerson') return homeFor(deps, scope);
  // The same answer for every viewer with the same role, team and battle.
  const viewer = `home:${scope.role}:${scope.teamId}:${scope.battleId}`;
  return deps.snapshots.answer(ofEvent(scope.eventId), viewer, () => homeFor(deps, scope));
}

async function homeFor(deps: ReadDeps, scope: EventScope): Promise<HomeResponse> {
  const event = await deps.snapshots.get(ofEvent(scope.eventId), 'home', () =>
    loadEventHome(deps.db, scope.eventId),
  );
  if (!event) throw new NotFoundError('eventNotFound');
  const team =
    scope.role === 'player' && scope.teamId !== null
      ? (await teamsOf(deps, scope.eventId)).find((t) => t.team_id === scope.teamId)
      : undefined;
  const battle =
    scope.role === 'crew' && scope.battleId !== null
      ? (await eventBattles(deps, scope.eventId)).find((b) => b.id === scope.battleId)
      : undefined;
  const company =
    scope.role === 'contactPerson' ? await representedCompanyCard(deps.db, scope) : undefined;
  return {
    ...event,
    role: scope.role,
    team_id: team?.team_id ?? null,
    team_name: team?.team_name ?? null,
    team_photo_url: team?.team_picture ?? null,
    company_id: company?.id ?? null,
    company_name: company?.name ?? null,
    company_picture: company?.picture ?? null,
    activity_name: battle?.name ?? null,
    activity_photo_url: battle?.photo_url ?? null,
  };
}

interface EventSessions {
  date: Date;
  endDate: Date;
  sessions: (UpcomingChallenge & { endTime: Date })[];
}

/** The event's score sessions by start time, with the event's dates. */
async function loadSessions(db: Db, eventId: number): Promise<EventSessions | null> {
  const [event] = await db
    .select({ date: events.date, endDate: events.endDate })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) return null;
  const sessions = await db
    .select({
      id: scoreSessions.id,
      name: battles.name,
      photo_url: battles.photoUrl,
      start_time: iso(scoreSessions.startTime),
      endTime: scoreSessions.endTime,
    })
    .from(scoreSessions)
    .innerJoin(battles, eq(battles.id, scoreSessions.battleId))
    .where(eq(battles.eventId, eventId))
    .orderBy(asc(scoreSessions.startTime), asc(scoreSessions.id));
  return { ...event, sessions };
}

/** The answer of everyone who is shown no upcoming challenges. */
const NO_UPCOMING_CHALLENGES = sharedAnswer({ upcoming_challenges: [] as UpcomingChallenge[] });

/**
 * GET /upcoming_challenges: the event's score sessions that have not ended yet, soonest first,
 * for a player while the event runs, and none otherwise (product.md §4). Which sessions have not ended
 * stays the same until the next session's end time, so the answer is kept (encoded once) under
 * that moment: the first read after it gets a new one.
 */
export async function upcomingChallenges(
  deps: ReadDeps,
  scope: EventScope,
  limit: number,
  now: Date,
): Promise<{ upcoming_challenges: UpcomingChallenge[] }> {
  if (scope.role !== 'player') return NO_UPCOMING_CHALLENGES;
  const event = await deps.snapshots.get(ofEvent(scope.eventId), 'sessions', () =>
    loadSessions(deps.db, scope.eventId),
  );
  if (!event) return NO_UPCOMING_CHALLENGES;
  const open = showUpcomingChallenges({
    role: scope.role,
    date: event.date,
    endDate: event.endDate,
    now,
  });
  if (!open) return NO_UPCOMING_CHALLENGES;
  const at = now.getTime();
  let nextEnd = Infinity;
  for (const session of event.sessions) {
    const end = session.endTime.getTime();
    if (end > at && end < nextEnd) nextEnd = end;
  }
  return deps.snapshots.answer(
    ofEvent(scope.eventId),
    `upcoming:${limit}:${nextEnd}`,
    async () => ({
      upcoming_challenges: event.sessions
        .filter((s) => s.endTime.getTime() > at)
        .slice(0, limit)
        .map(({ id, name, photo_url, start_time }) => ({ id, name, photo_url, start_time })),
    }),
  );
}

/** The sponsors strip in the organizer's order: the sponsor's own picture, else its company logo. */
async function loadSponsors(db: Db, eventId: number): Promise<Sponsor[]> {
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
async function loadAwards(db: Db, eventId: number): Promise<Award[]> {
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

async function loadEventDetail(db: Db, eventId: number): Promise<EventResponse | null> {
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
  if (!row) return null;
  return {
    ...row,
    planning: parsedJson<PlanningItem[]>(row.planning),
    battles: parsedJson<TiebreakBattle[]>(row.battles),
  };
}

async function loadPlanning(db: Db, eventId: number): Promise<PlanningItem[]> {
  return db
    .select(planningColumns)
    .from(planningItems)
    .where(eq(planningItems.eventId, eventId))
    .orderBy(asc(planningItems.startTime), asc(planningItems.id));
}

export function sponsorsAnswer({ db, snapshots }: ReadDeps, eventId: number) {
  return snapshots.answer(ofEvent(eventId), 'sponsors', async () => ({
    sponsors: await loadSponsors(db, eventId),
  }));
}

export function awardsAnswer({ db, snapshots }: ReadDeps, eventId: number) {
  return snapshots.answer(ofEvent(eventId), 'awards', async () => ({
    awards: await loadAwards(db, eventId),
  }));
}

export async function eventAnswer(
  { db, snapshots }: ReadDeps,
  eventId: number,
): Promise<EventResponse> {
  const event = await snapshots.get(ofEvent(eventId), 'event', async () => {
    const found = await loadEventDetail(db, eventId);
    return found && sharedAnswer(found);
  });
  if (!event) throw new NotFoundError('eventNotFound');
  return event;
}

export function planningAnswer({ db, snapshots }: ReadDeps, eventId: number) {
  return snapshots.answer(ofEvent(eventId), 'planning', async () => ({
    planning: await loadPlanning(db, eventId),
  }));
}
