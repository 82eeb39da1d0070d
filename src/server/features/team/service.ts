/** The team area: an event's teams and the houses they live in. Each read is one query. */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, houses, teams } from '../../db/schema';
import { HOME_LIST_LIMIT, type ListOptions } from '../../db/listOptions';
import { NotFoundError } from '../../http/errors';
import { parsedJson } from '../../db/wire';
import type { HouseResponse, HouseSummary, TeamListItem } from '../../../shared/api/team';
import { adminCompaniesInEvent } from '../company/service';
import { ofEvent, type ReadDeps } from '../../cache/snapshots';
import { sharedAnswer } from '../../http/responses';

const teamListColumns = {
  team_id: teams.id,
  team_name: teams.name,
  name: teams.name,
  company_name: companies.name,
  team_picture: teams.picture,
  company_picture: companies.photoUrl,
};

/**
 * The event's teams by name; `ofAdmin` keeps only the teams of the companies that user
 * administers in the event (the contact person's strip leads to their readiness).
 */
export async function loadTeams(
  db: Db,
  eventId: number,
  opts: ListOptions & { ofAdmin?: number } = {},
): Promise<TeamListItem[]> {
  const adminCompanies =
    opts.ofAdmin === undefined
      ? undefined
      : inArray(teams.companyId, sql`(${adminCompaniesInEvent(opts.ofAdmin, eventId)})`);
  const query = db
    .select(teamListColumns)
    .from(teams)
    .innerJoin(companies, eq(companies.id, teams.companyId))
    .where(and(eq(teams.eventId, eventId), adminCompanies))
    .orderBy(asc(teams.name), asc(teams.id));
  return opts.limit === undefined ? query : query.limit(opts.limit);
}

async function loadHouses(db: Db, eventId: number): Promise<HouseSummary[]> {
  return db
    .select({ id: houses.id, name: houses.name, color: houses.color, team_count: count(teams.id) })
    .from(houses)
    .leftJoin(teams, and(eq(teams.houseId, houses.id), eq(teams.eventId, houses.eventId)))
    .where(eq(houses.eventId, eventId))
    .groupBy(houses.id)
    .orderBy(asc(houses.name), asc(houses.id));
}

/** One house of the event with its teams of that event; null for a house of another event. */
async function loadHouse(db: Db, eventId: number, houseId: number): Promise<HouseResponse | null> {
  const houseTeams = sql`coalesce((
    select json_agg(json_build_object(
      'team_id', t.id, 'team_name', t.name, 'name', t.name, 'company_name', c.name,
      'team_picture', t.picture, 'company_picture', c.photo_url) order by t.name, t.id)
    from ${teams} t join ${companies} c on c.id = t.company_id
    where t.house_id = ${houseId} and t.event_id = ${eventId}), '[]'::json)`;
  const [row] = await db
    .select({ id: houses.id, name: houses.name, color: houses.color, teams: houseTeams })
    .from(houses)
    .where(and(eq(houses.id, houseId), eq(houses.eventId, eventId)));
  if (!row) return null;
  const members = parsedJson<TeamListItem[]>(row.teams);
  return { ...row, team_count: members.length, teams: members };
}

/** The event's teams, from the event's snapshot. */
export function teamsOf({ db, snapshots }: ReadDeps, eventId: number): Promise<TeamListItem[]> {
  return snapshots.get(ofEvent(eventId), 'teams', () => loadTeams(db, eventId));
}

/** GET /teams: the event's teams, one answer for every viewer. */
export function teamsAnswer(deps: ReadDeps, eventId: number) {
  return deps.snapshots.answer(ofEvent(eventId), 'teams', async () => ({
    teams: await teamsOf(deps, eventId),
  }));
}

/**
 * The /home teams strip: the first teams of the event; for a contact person, the teams of the
 * companies they administer (their own, so read from the database).
 */
export async function homeTeamsAnswer(
  deps: ReadDeps,
  eventId: number,
  contactPersonId: number | undefined,
): Promise<{ teams: TeamListItem[] }> {
  if (contactPersonId !== undefined) {
    return {
      teams: await loadTeams(deps.db, eventId, {
        limit: HOME_LIST_LIMIT,
        ofAdmin: contactPersonId,
      }),
    };
  }
  return deps.snapshots.answer(ofEvent(eventId), 'homeTeams', async () => ({
    teams: (await teamsOf(deps, eventId)).slice(0, HOME_LIST_LIMIT),
  }));
}

export function housesAnswer({ db, snapshots }: ReadDeps, eventId: number) {
  return snapshots.answer(ofEvent(eventId), 'houses', async () => ({
    houses: await loadHouses(db, eventId),
  }));
}

/** One house of the event with its teams; 404 for a house of another event (or none). */
export function houseOf(
  { db, snapshots }: ReadDeps,
  eventId: number,
  houseId: number,
): Promise<HouseResponse> {
  return snapshots.get(ofEvent(eventId), `house:${houseId}`, async () => {
    const found = await loadHouse(db, eventId, houseId);
    // A failed build is not kept: an id that names no house never becomes an entry.
    if (!found) throw new NotFoundError('houseNotFound');
    return sharedAnswer(found);
  });
}
