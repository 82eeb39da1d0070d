/**
 * The teams of an event as its organizers keep them (organizer console): the list with company,
 * house and number of players, adding a team, changing its name, company or house, and removing
 * it. Writes run inside the organizer area's `organize` transaction. A team's company must take
 * part in the event and its house belong to it; a team with results, bonus points or an award is
 * not removed (they would vanish with it without anyone noticing). Removing a team takes its players
 * off it; they stay employees of their company.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  awards,
  companies,
  eventCompanies,
  extraPoints,
  houses,
  results,
  sessions,
  teamPlayers,
  teams,
} from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { rowsOf } from '../../db/wire';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import { forgetTeams } from '../../auth/sessions';
import { organizerMessages } from '../../../shared/api/organizer';
import {
  organizerTeamsMessages,
  type OrganizerTeam,
  type TeamBody,
} from '../../../shared/api/organizerTeams';
import type { AuditNote } from '../../auditNote';

export async function organizerTeams(db: Db, eventId: number): Promise<{ teams: OrganizerTeam[] }> {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      company_id: teams.companyId,
      company_name: companies.name,
      house_id: teams.houseId,
      house_name: houses.name,
      house_color: houses.color,
      player_count: sql<number>`(select count(*) from ${teamPlayers}
        where ${teamPlayers.teamId} = ${teams.id})::int`,
      photo_url: teams.picture,
    })
    .from(teams)
    .innerJoin(companies, eq(companies.id, teams.companyId))
    .leftJoin(houses, eq(houses.id, teams.houseId))
    .where(eq(teams.eventId, eventId))
    .orderBy(asc(teams.name), asc(teams.id));
  return { teams: rows };
}

/** A refusal on one field of the team form. */
function refusedField(field: keyof TeamBody, message: string): never {
  throw new BadRequestError(message, { [field]: message });
}

/**
 * The form's company takes part in the event and its house is one of the event's; the company's
 * place in the event is locked until commit, so it cannot be taken out meanwhile.
 */
async function checkCompanyAndHouse(tx: Db, eventId: number, body: TeamBody) {
  const [company] = await tx
    .select({ companyId: eventCompanies.companyId })
    .from(eventCompanies)
    .where(and(eq(eventCompanies.eventId, eventId), eq(eventCompanies.companyId, body.company_id)))
    .for('share');
  if (!company) refusedField('company_id', organizerTeamsMessages.companyNotInEvent);
  if (body.house_id === null) return;
  const [house] = await tx
    .select({ id: houses.id })
    .from(houses)
    .where(and(eq(houses.id, body.house_id), eq(houses.eventId, eventId)));
  if (!house) refusedField('house_id', organizerTeamsMessages.houseNotInEvent);
}

async function refuseTakenName(tx: Db, eventId: number, name: string, exceptId = 0) {
  const [taken] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), eq(teams.name, name), ne(teams.id, exceptId)));
  if (taken) throw new ConflictError(organizerMessages.nameTaken);
}

/** A concurrent save of the same name still ends as 409, never as a 500. */
function asNameTaken(err: unknown): never {
  throw isUniqueViolation(err) ? new ConflictError(organizerMessages.nameTaken) : err;
}

const columnsOf = (body: TeamBody) => ({
  name: body.name,
  companyId: body.company_id,
  houseId: body.house_id,
});

export async function createTeam(
  tx: Db,
  eventId: number,
  body: TeamBody,
): Promise<{ id: number; audit: AuditNote }> {
  await checkCompanyAndHouse(tx, eventId, body);
  await refuseTakenName(tx, eventId, body.name);
  const [team] = await tx
    .insert(teams)
    .values({ eventId, ...columnsOf(body) })
    .returning({ id: teams.id })
    .catch(asNameTaken);
  return {
    id: team.id,
    audit: { action: 'create', entity: 'team', entityId: team.id, summary: body.name },
  };
}

/** A team of the event, locked for the rest of the transaction; 404 for any other. */
async function teamOfEvent(tx: Db, eventId: number, teamId: number) {
  const [team] = await tx
    .select({ name: teams.name })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.eventId, eventId)))
    .for('update');
  if (!team) throw new NotFoundError(organizerMessages.notFound);
  return team;
}

export async function saveTeam(
  tx: Db,
  eventId: number,
  body: TeamBody & { id: number },
): Promise<AuditNote> {
  await teamOfEvent(tx, eventId, body.id);
  await checkCompanyAndHouse(tx, eventId, body);
  await refuseTakenName(tx, eventId, body.name, body.id);
  await tx.update(teams).set(columnsOf(body)).where(eq(teams.id, body.id)).catch(asNameTaken);
  return { action: 'update', entity: 'team', entityId: body.id, summary: body.name };
}

/** Results, bonus points or an award: what the team has won so far. */
async function hasWinnings(tx: Db, teamId: number): Promise<boolean> {
  const result = await tx.execute(sql`select
      exists (select 1 from ${results} where ${results.teamId} = ${teamId})
      or exists (select 1 from ${extraPoints} where ${extraPoints.teamId} = ${teamId})
      or exists (select 1 from ${awards} where ${awards.teamId} = ${teamId}) as won`);
  return rowsOf<{ won: boolean }>(result)[0].won;
}

/**
 * Removes a team that has won nothing yet. Its players leave it (the rows go with the team) and the
 * sessions that chose it forget it; answers whose sessions changed, to publish after commit.
 */
export async function deleteTeam(
  tx: Db,
  eventId: number,
  teamId: number,
): Promise<{ audit: AuditNote; leftUserIds: number[] }> {
  const team = await teamOfEvent(tx, eventId, teamId);
  if (await hasWinnings(tx, teamId)) throw new ConflictError(organizerTeamsMessages.teamHasResults);
  const chosenBy = await tx
    .selectDistinct({ userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.teamId, teamId));
  const leftUserIds: number[] = [];
  for (const { userId } of chosenBy) {
    if (await forgetTeams(tx, userId, [teamId])) leftUserIds.push(userId);
  }
  await tx.delete(teams).where(eq(teams.id, teamId));
  return {
    audit: { action: 'delete', entity: 'team', entityId: teamId, summary: team.name },
    leftUserIds,
  };
}
