/**
 * The team area's event snapshots, each built by one query for every team of the event at once:
 * the teams with their page's shared fields, their players and the staff of the event's
 * companies. The team page reads them, and so do other areas (the organizer overview reads the
 * players); the event's cheers and challenges are in team/social.ts.
 */
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  companyMembers,
  eventCompanies,
  events,
  houses,
  teamPlayers,
  teams,
  users,
} from '../../db/schema';
import { iso } from '../../db/wire';
import { ofEvent, type ReadDeps } from '../../cache/snapshots';
import type { Player } from '../../../shared/api/team';

/** A team as its event's snapshot keeps it: the page's shared fields and its event's rules. */
export interface TeamBase {
  id: number;
  name: string;
  slogan: string | null;
  bio: string | null;
  picture: string | null;
  song_url: string | null;
  company_id: number;
  company_name: string;
  company_picture: string | null;
  house_id: number | null;
  house_name: string | null;
  house_color: string | null;
  event_id: number;
  event_name: string;
  event_type: string;
  closing_date: string;
  cheers_start_time: string | null;
  cheers_end_time: string | null;
  max_challenge_others: number;
  max_players: number;
}

/** The event's teams; with `teamId`, only that one (read past the snapshot). */
async function loadTeamBases(
  db: Db,
  eventId: number,
  teamId?: number,
): Promise<Map<number, TeamBase>> {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      slogan: teams.slogan,
      bio: teams.bio,
      picture: teams.picture,
      song_url: teams.songUrl,
      company_id: companies.id,
      company_name: companies.name,
      company_picture: companies.photoUrl,
      house_id: houses.id,
      house_name: houses.name,
      house_color: houses.color,
      event_id: events.id,
      event_name: events.name,
      event_type: events.eventType,
      closing_date: iso(events.closingDate),
      cheers_start_time: iso(events.cheersStartTime),
      cheers_end_time: iso(events.cheersEndTime),
      max_challenge_others: events.maxChallengeOthers,
      max_players: events.maxPlayers,
    })
    .from(teams)
    .innerJoin(events, eq(events.id, teams.eventId))
    .innerJoin(companies, eq(companies.id, teams.companyId))
    .leftJoin(houses, and(eq(houses.id, teams.houseId), eq(houses.eventId, teams.eventId)))
    .where(
      and(eq(teams.eventId, eventId), teamId === undefined ? undefined : eq(teams.id, teamId)),
    );
  return new Map(rows.map((row) => [row.id, row as TeamBase]));
}

/** Every team's players, the captain first, then by name. */
async function loadTeamPlayers(db: Db, eventId: number): Promise<Map<number, Player[]>> {
  const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
  const rows = await db
    .select({
      teamId: teamPlayers.teamId,
      id: users.id,
      full_name: fullName,
      photo_url: users.picture,
      is_captain: teamPlayers.isCaptain,
      max_players: events.maxPlayers,
      team_name: teams.name,
    })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .innerJoin(events, eq(events.id, teams.eventId))
    .innerJoin(users, eq(users.id, teamPlayers.userId))
    .where(eq(teams.eventId, eventId))
    .orderBy(desc(teamPlayers.isCaptain), asc(fullName), asc(users.id));
  const byTeam = new Map<number, Player[]>();
  for (const { teamId, ...player } of rows) {
    const list = byTeam.get(teamId) ?? [];
    list.push(player);
    byTeam.set(teamId, list);
  }
  return byTeam;
}

/** A user's place in a company of the event. */
export interface Membership {
  companyId: number;
  admin: boolean;
  contact: boolean;
}

/** The staff of the event's companies (taking part, or hosting it), by user. */
async function loadMembers(db: Db, eventId: number): Promise<Map<number, Membership[]>> {
  const rows = await db
    .select({
      userId: companyMembers.userId,
      companyId: companyMembers.companyId,
      admin: sql<boolean>`${companyMembers.role} = 'admin'`,
      contact: companyMembers.isContactPerson,
    })
    .from(companyMembers)
    .innerJoin(events, eq(events.id, eventId))
    .leftJoin(
      eventCompanies,
      and(
        eq(eventCompanies.eventId, eventId),
        eq(eventCompanies.companyId, companyMembers.companyId),
      ),
    )
    .where(
      or(
        eq(events.organizerId, companyMembers.companyId),
        eq(eventCompanies.companyId, companyMembers.companyId),
      ),
    )
    .orderBy(desc(companyMembers.isContactPerson), asc(companyMembers.companyId));
  const byUser = new Map<number, Membership[]>();
  for (const { userId, ...membership } of rows) {
    const list = byUser.get(userId) ?? [];
    list.push(membership);
    byUser.set(userId, list);
  }
  return byUser;
}

/** Every team of the event, by id. */
export const eventTeamBases = ({ db, snapshots }: ReadDeps, eventId: number) =>
  snapshots.get(ofEvent(eventId), 'teamPage:teams', () => loadTeamBases(db, eventId));

/**
 * One team of the event from the snapshot, else as it is now (a team the snapshot does not know
 * yet, created a moment ago); undefined when the event has no such team.
 */
export async function eventTeamBase(
  deps: ReadDeps,
  eventId: number,
  teamId: number,
): Promise<TeamBase | undefined> {
  return (
    (await eventTeamBases(deps, eventId)).get(teamId) ??
    (await loadTeamBases(deps.db, eventId, teamId)).get(teamId)
  );
}

/** Every team's players of the event, the captain first (also the /team_players answer). */
export const eventTeamPlayers = ({ db, snapshots }: ReadDeps, eventId: number) =>
  snapshots.get(ofEvent(eventId), 'teamPage:players', () => loadTeamPlayers(db, eventId));

/** The staff of the event's companies, by user. */
export const eventMembers = ({ db, snapshots }: ReadDeps, eventId: number) =>
  snapshots.get(ofEvent(eventId), 'teamPage:members', () => loadMembers(db, eventId));
