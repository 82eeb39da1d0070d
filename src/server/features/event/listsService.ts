/**
 * The event's lists: teams, companies, participants, houses and awards. Each is one query;
 * counts are aggregates, a house's teams come as one JSON array.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  awards,
  companies,
  companyMembers,
  eventCompanies,
  houses,
  teamPlayers,
  teams,
  users,
} from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import type {
  Award,
  CompanyListItem,
  HouseResponse,
  HouseSummary,
  Participant,
  TeamListItem,
} from '../../../shared/api/event';
import { parsedJson } from './sqlValues';

export interface ListOptions {
  /** At most this many (the /home strips); every one when absent. */
  limit?: number;
}

const teamListColumns = {
  team_id: teams.id,
  team_name: teams.name,
  name: teams.name,
  company_name: companies.name,
  team_picture: teams.picture,
  company_picture: companies.photoUrl,
};

/** The event's teams by name; `ofAdmin` keeps only the teams of companies that user administers. */
export async function teamsOf(
  db: Db,
  eventId: number,
  opts: ListOptions & { ofAdmin?: number } = {},
): Promise<TeamListItem[]> {
  const adminCompanies =
    opts.ofAdmin === undefined
      ? undefined
      : inArray(
          teams.companyId,
          db
            .select({ id: companyMembers.companyId })
            .from(companyMembers)
            .where(and(eq(companyMembers.userId, opts.ofAdmin), eq(companyMembers.role, 'admin'))),
        );
  const query = db
    .select(teamListColumns)
    .from(teams)
    .innerJoin(companies, eq(companies.id, teams.companyId))
    .where(and(eq(teams.eventId, eventId), adminCompanies))
    .orderBy(asc(teams.name), asc(teams.id));
  return opts.limit === undefined ? query : query.limit(opts.limit);
}

/** The companies taking part, by name, each with its number of teams in this event. */
export async function companiesOf(
  db: Db,
  eventId: number,
  opts: ListOptions = {},
): Promise<CompanyListItem[]> {
  const query = db
    .select({
      id: companies.id,
      name: companies.name,
      photo_url: companies.photoUrl,
      team_count: count(teams.id),
    })
    .from(eventCompanies)
    .innerJoin(companies, eq(companies.id, eventCompanies.companyId))
    .leftJoin(teams, and(eq(teams.companyId, companies.id), eq(teams.eventId, eventId)))
    .where(eq(eventCompanies.eventId, eventId))
    .groupBy(companies.id)
    .orderBy(asc(companies.name), asc(companies.id));
  return opts.limit === undefined ? query : query.limit(opts.limit);
}

/** Every player of the event's teams, once each, by name; team_name lists their team(s). */
export async function participantsOf(
  db: Db,
  eventId: number,
  opts: ListOptions = {},
): Promise<Participant[]> {
  const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
  const query = db
    .select({
      id: users.id,
      full_name: fullName,
      team_name: sql<string>`string_agg(distinct ${teams.name}, ', ' order by ${teams.name})`,
      photo_url: users.picture,
    })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .innerJoin(users, eq(users.id, teamPlayers.userId))
    .where(eq(teams.eventId, eventId))
    .groupBy(users.id)
    .orderBy(asc(fullName), asc(users.id));
  return opts.limit === undefined ? query : query.limit(opts.limit);
}

export async function housesOf(db: Db, eventId: number): Promise<HouseSummary[]> {
  return db
    .select({ id: houses.id, name: houses.name, color: houses.color, team_count: count(teams.id) })
    .from(houses)
    .leftJoin(teams, eq(teams.houseId, houses.id))
    .where(eq(houses.eventId, eventId))
    .groupBy(houses.id)
    .orderBy(asc(houses.name), asc(houses.id));
}

/** One house of the event with its teams; 404 for a house of another event. */
export async function houseOf(db: Db, eventId: number, houseId: number): Promise<HouseResponse> {
  const houseTeams = sql`coalesce((
    select json_agg(json_build_object(
      'team_id', t.id, 'team_name', t.name, 'name', t.name, 'company_name', c.name,
      'team_picture', t.picture, 'company_picture', c.photo_url) order by t.name, t.id)
    from ${teams} t join ${companies} c on c.id = t.company_id
    where t.house_id = ${houseId}), '[]'::json)`;
  const [row] = await db
    .select({ id: houses.id, name: houses.name, color: houses.color, teams: houseTeams })
    .from(houses)
    .where(and(eq(houses.id, houseId), eq(houses.eventId, eventId)));
  if (!row) throw new NotFoundError('houseNotFound');
  const members = parsedJson<TeamListItem[]>(row.teams);
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    team_count: members.length,
    teams: members,
  };
}

const teamCompany = alias(companies, 'team_company');

/** The event's awards; a team winner carries its company's name, a company winner its own. */
export async function awardsOf(db: Db, eventId: number): Promise<Award[]> {
  const rows = await db
    .select({
      id: awards.id,
      name: awards.name,
      winnerType: awards.winnerType,
      teamId: teams.id,
      teamName: teams.name,
      teamPicture: teams.picture,
      teamCompanyName: teamCompany.name,
      companyId: companies.id,
      companyName: companies.name,
      companyPicture: companies.photoUrl,
    })
    .from(awards)
    .leftJoin(teams, eq(teams.id, awards.teamId))
    .leftJoin(teamCompany, eq(teamCompany.id, teams.companyId))
    .leftJoin(companies, eq(companies.id, awards.companyId))
    .where(eq(awards.eventId, eventId))
    .orderBy(asc(awards.id));
  return rows.map((r) =>
    r.winnerType === 'team'
      ? {
          id: r.id,
          name: r.name,
          winner_type: 'team' as const,
          winner_id: r.teamId!,
          winner_name: r.teamName!,
          winner_photo_url: r.teamPicture,
          company_name: r.teamCompanyName!,
        }
      : {
          id: r.id,
          name: r.name,
          winner_type: 'company' as const,
          winner_id: r.companyId!,
          winner_name: r.companyName!,
          winner_photo_url: r.companyPicture,
          company_name: r.companyName!,
        },
  );
}
