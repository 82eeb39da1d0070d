/**
 * The players area's reads: the people playing in an event's teams (/participants), and one
 * team's players with the company's employees who could join it (/players, /add-players). The
 * changes to a team's players are in manage.ts.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyMembers, teamPlayers, teams, users } from '../../db/schema';
import type { ListOptions } from '../../db/listOptions';
import { ofEvent, type ReadDeps } from '../../cache/snapshots';
import type { EventScope } from '../../auth/eventScope';
import type {
  AddPlayersResponse,
  AvailableEmployee,
  OtherPlayer,
  Participant,
  PlayersResponse,
} from '../../../shared/api/players';
import type { Player } from '../../../shared/api/team';
import { adminOf, managedTeam, type TeamRef } from '../team/access';

/** A person's name as every list shows it (as the employees area builds it). */
const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
/** By name regardless of case, then by id so equal names keep one order. */
const byName = [asc(sql`lower(${fullName})`), asc(users.id)];

/** Every player of the event's teams, once each, by name; team_name lists their team(s). */
async function loadParticipants(db: Db, eventId: number): Promise<Participant[]> {
  return db
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
}

/** GET /participants, or the /home strip's first ones: one answer for every viewer. */
export function participantsAnswer(
  { db, snapshots }: ReadDeps,
  eventId: number,
  opts: ListOptions = {},
): Promise<{ participants: Participant[] }> {
  return snapshots.answer(ofEvent(eventId), `participants:${opts.limit ?? 'all'}`, async () => {
    const all = await snapshots.get(ofEvent(eventId), 'participants', () =>
      loadParticipants(db, eventId),
    );
    return { participants: opts.limit === undefined ? all : all.slice(0, opts.limit) };
  });
}

// ---------------------------------------------------------------------------------------------
// One team's players, for its managers (its players and its company's admins). Read from the
// database on every request: few people read them, and they must show a change at once.
// ---------------------------------------------------------------------------------------------

/** The team's players: the captain first, then by name. */
async function loadPlayers(db: Db, team: TeamRef): Promise<Player[]> {
  const rows = await db
    .select({
      id: users.id,
      full_name: fullName,
      photo_url: users.picture,
      is_captain: teamPlayers.isCaptain,
    })
    .from(teamPlayers)
    .innerJoin(users, eq(users.id, teamPlayers.userId))
    .where(eq(teamPlayers.teamId, team.id))
    .orderBy(desc(teamPlayers.isCaptain), ...byName);
  return rows.map((row) => ({ ...row, max_players: team.maxPlayers, team_name: team.name }));
}

/** The team's company: its name, and whether the viewer is one of its admins. */
async function loadCompany(db: Db, team: TeamRef, viewerId: number) {
  const [company] = await db
    .select({ name: companies.name, viewerIsAdmin: adminOf(viewerId, team.companyId) })
    .from(companies)
    .where(eq(companies.id, team.companyId));
  return { name: company?.name ?? '', viewerIsAdmin: company?.viewerIsAdmin === true };
}

/**
 * The answer both screens share. The viewer leads the team (removes others, names the captain)
 * when they are its captain or an admin of its company.
 */
function playersOfTeam(
  team: TeamRef,
  company: { name: string; viewerIsAdmin: boolean },
  players: Player[],
  scope: EventScope,
  now: Date,
): PlayersResponse {
  const viewerIsCaptain = players.some((p) => p.id === scope.userId && p.is_captain);
  return {
    team_id: team.id,
    team_name: team.name,
    company_id: team.companyId,
    company_name: company.name,
    players,
    max_players: team.maxPlayers,
    editable: now.getTime() < team.closingDate.getTime(),
    role: scope.role,
    user_id: scope.userId,
    can_manage_players: viewerIsCaptain || company.viewerIsAdmin,
  };
}

/** GET /players: the team's players out of max_players, and whether they may still change. */
export async function playersAnswer(
  db: Db,
  scope: EventScope,
  headerId: number | undefined,
  now: Date,
): Promise<PlayersResponse> {
  const team = await managedTeam(db, scope, headerId);
  const [company, players] = await Promise.all([
    loadCompany(db, team, scope.userId),
    loadPlayers(db, team),
  ]);
  return playersOfTeam(team, company, players, scope, now);
}

/**
 * The company's members who are not players of the team, by name, with the teams of the event
 * they already play in (null when none: they may join).
 */
async function loadCandidates(db: Db, team: TeamRef) {
  const inThisTeam = sql`exists (select 1 from ${teamPlayers}
    where ${teamPlayers.teamId} = ${team.id} and ${teamPlayers.userId} = ${users.id})`;
  const teamsInEvent = sql<
    string | null
  >`(select string_agg(${teams.name}, ', ' order by ${teams.name})
    from ${teamPlayers} join ${teams} on ${teams.id} = ${teamPlayers.teamId}
    where ${teamPlayers.userId} = ${users.id} and ${teams.eventId} = ${team.eventId})`;
  return db
    .select({
      id: users.id,
      full_name: fullName,
      email: users.email,
      photo_url: users.picture,
      teamsInEvent,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, team.companyId), sql`not ${inThisTeam}`))
    .orderBy(...byName);
}

/**
 * GET /add-players: the team's players, the company's employees free to join and those playing
 * in another team of the event. An admin of the company may also create an employee there, so
 * their answer names the company (user_company_id); only an admin sees the employees' e-mail
 * addresses, a player of the team sees names and pictures.
 */
export async function addPlayersAnswer(
  db: Db,
  scope: EventScope,
  headerId: number | undefined,
  now: Date,
): Promise<AddPlayersResponse> {
  const team = await managedTeam(db, scope, headerId);
  const [company, players, candidates] = await Promise.all([
    loadCompany(db, team, scope.userId),
    loadPlayers(db, team),
    loadCandidates(db, team),
  ]);
  const employees: AvailableEmployee[] = [];
  const otherPlayers: OtherPlayer[] = [];
  for (const { teamsInEvent, email, ...person } of candidates) {
    if (teamsInEvent === null) {
      employees.push({ ...person, email: company.viewerIsAdmin ? email : null });
    } else otherPlayers.push({ ...person, team_name: teamsInEvent });
  }
  return {
    ...playersOfTeam(team, company, players, scope, now),
    employees,
    other_players: otherPlayers,
    user_company_id: company.viewerIsAdmin ? team.companyId : null,
  };
}
