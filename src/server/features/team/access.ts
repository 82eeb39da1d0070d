/**
 * Which team a request is about, and whether the user may manage it. Every area that acts on
 * one team (the team page, cheers, rivals, players) resolves it here, so the rules are the same
 * everywhere:
 * - the team is the otherTeamId header (or rivalsId), else the user's own team in the session;
 * - a user reads a team of the session's event, or of any event they hold a role in or play in
 *   (product.md "Share links": the team read works for a team of any event the user may
 *   see); any other team is "not found", so ids of other events reveal nothing;
 * - its players and the admins of its company manage it (product.md §6, product.md §10), and only
 *   before the event's closing date for a change;
 * - of those, only its captain and the admins of its company lead it: remove another player or
 *   change the captain (mayLeadTeam).
 * A read finds the team in its event's snapshots (visibleTeam, readTeam); a write reads it as it
 * is, inside its transaction (teamOfRequest, managedTeam).
 */
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/wire';
import { companyMembers, eventRoles, events, teamPlayers, teams } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import type { EventScope } from '../../auth/eventScope';
import { teamMessages } from '../../../shared/api/team';
import type { ReadDeps } from '../../cache/snapshots';
import { eventTeamBase, eventTeamBases, type TeamBase } from './eventSnapshots';

/** A team with the event rules that decide what may be done with it. */
export interface TeamRef {
  id: number;
  name: string;
  eventId: number;
  companyId: number;
  picture: string | null;
  closingDate: Date;
  eventType: string;
  maxPlayers: number;
  maxChallengeOthers: number;
  cheersStartTime: Date | null;
  cheersEndTime: Date | null;
}

const teamRefColumns = {
  id: teams.id,
  name: teams.name,
  eventId: teams.eventId,
  companyId: teams.companyId,
  picture: teams.picture,
  closingDate: events.closingDate,
  eventType: events.eventType,
  maxPlayers: events.maxPlayers,
  maxChallengeOthers: events.maxChallengeOthers,
  cheersStartTime: events.cheersStartTime,
  cheersEndTime: events.cheersEndTime,
};

/**
 * True (as SQL) when `userId` plays in the team. A column argument must be qualified where it is
 * used: drizzle writes bare column names in a one-table select.
 */
export const playsIn = (userId: number, teamId: SQLWrapper | number) =>
  sql<boolean>`exists (select 1 from ${teamPlayers}
    where ${teamPlayers.teamId} = ${teamId} and ${teamPlayers.userId} = ${userId})`;

/** True (as SQL) when `userId` is the team's captain. */
export const captainOf = (userId: number, teamId: SQLWrapper | number) =>
  sql<boolean>`exists (select 1 from ${teamPlayers}
    where ${teamPlayers.teamId} = ${teamId} and ${teamPlayers.userId} = ${userId}
      and ${teamPlayers.isCaptain})`;

/** True (as SQL) when `userId` is an admin of the company (a number, or a qualified column). */
export const adminOf = (userId: number, companyId: SQLWrapper | number) =>
  sql<boolean>`exists (select 1 from ${companyMembers}
    where ${companyMembers.companyId} = ${companyId} and ${companyMembers.userId} = ${userId}
      and ${companyMembers.role} = 'admin')`;

/** The team id a request means: the header's, else the session's own team; null when none. */
export const requestedTeamId = (scope: EventScope, headerId: number | undefined): number | null =>
  headerId ?? scope.teamId;

/**
 * The team the request is about, when the user may see it; 404 teamNotFound otherwise (no
 * team chosen, a team that does not exist, or one of an event the user has nothing to do with).
 * Pass a transaction to read it inside one.
 */
export async function teamOfRequest(
  db: Db,
  scope: EventScope,
  headerId: number | undefined,
): Promise<TeamRef> {
  const teamId = requestedTeamId(scope, headerId);
  if (teamId === null) throw new NotFoundError(teamMessages.notFound);
  const visible = sql`(${teams.eventId} = ${scope.eventId}
    or exists (select 1 from ${eventRoles}
               where ${eventRoles.userId} = ${scope.userId} and ${eventRoles.eventId} = ${teams.eventId})
    or ${playsIn(scope.userId, teams.id)})`;
  const [team] = await db
    .select(teamRefColumns)
    .from(teams)
    .innerJoin(events, eq(events.id, teams.eventId))
    .where(and(eq(teams.id, teamId), visible));
  if (!team) throw new NotFoundError(teamMessages.notFound);
  return team;
}

/**
 * The team an invite link names, when it belongs to the link's company; null otherwise (the
 * person asking need not see its event yet: the link is what lets them in). Pass a transaction
 * to read it inside one.
 */
export async function invitedTeam(
  db: Db,
  teamId: number,
  companyId: number,
): Promise<(TeamRef & { eventName: string }) | null> {
  const [team] = await db
    .select({ ...teamRefColumns, eventName: events.name })
    .from(teams)
    .innerJoin(events, eq(events.id, teams.eventId))
    .where(and(eq(teams.id, teamId), eq(teams.companyId, companyId)));
  return team ?? null;
}

/**
 * The team a read is about: the header's, else the viewer's own, from the snapshot of the
 * session's event; a team of another event only when the viewer may see it (teamOfRequest).
 */
export async function visibleTeam(
  deps: ReadDeps,
  scope: EventScope,
  headerId: number | undefined,
): Promise<TeamBase> {
  const teamId = requestedTeamId(scope, headerId);
  if (teamId === null) throw new NotFoundError(teamMessages.notFound);
  const inEvent = (await eventTeamBases(deps, scope.eventId)).get(teamId);
  if (inEvent) return inEvent;
  const elsewhere = await teamOfRequest(deps.db, scope, teamId);
  const base = await eventTeamBase(deps, elsewhere.eventId, teamId);
  if (!base) throw new NotFoundError(teamMessages.notFound);
  return base;
}

/** The team a read is about and the event whose snapshots hold it. */
export interface ReadTeam {
  id: number;
  eventId: number;
}

/**
 * The team a read is about, as teamOfRequest decides. A team of the session's event is found in
 * the event's team list (a snapshot), so a warm read asks the database nothing; only a team of
 * another event (or none) goes through teamOfRequest's query.
 */
export async function readTeam(
  deps: ReadDeps,
  scope: EventScope,
  headerId: number | undefined,
): Promise<ReadTeam> {
  const team = await visibleTeam(deps, scope, headerId);
  return { id: team.id, eventId: team.event_id };
}

/** Whether the user may manage the team: one of its players, or an admin of its company. */
export async function mayManageTeam(db: Db, userId: number, team: TeamRef): Promise<boolean> {
  const result = await db.execute(
    sql`select (${playsIn(userId, team.id)} or ${adminOf(userId, team.companyId)}) as allowed`,
  );
  return rowsOf<{ allowed: boolean }>(result)[0]?.allowed === true;
}

/**
 * Whether the user may remove other players of the team and change its captain: its captain, or
 * an admin of its company (the contact person is one). Read inside the caller's transaction,
 * after the team row is locked, so a captaincy changing at the same time is seen settled.
 */
export async function mayLeadTeam(db: Db, userId: number, team: TeamRef): Promise<boolean> {
  const result = await db.execute(
    sql`select (${captainOf(userId, team.id)} or ${adminOf(userId, team.companyId)}) as allowed`,
  );
  return rowsOf<{ allowed: boolean }>(result)[0]?.allowed === true;
}

/**
 * The team the request is about, when the user manages it (403 notTeamManager otherwise). With
 * `changeAt`, a change: refused once the event's closing date has passed (403 teamEditClosed).
 */
export async function managedTeam(
  db: Db,
  scope: EventScope,
  headerId: number | undefined,
  changeAt?: Date,
): Promise<TeamRef> {
  const team = await teamOfRequest(db, scope, headerId);
  if (!(await mayManageTeam(db, scope.userId, team))) {
    throw new ForbiddenError(teamMessages.notManager);
  }
  if (changeAt && changeAt.getTime() >= team.closingDate.getTime()) {
    throw new ForbiddenError(teamMessages.editClosed);
  }
  return team;
}
