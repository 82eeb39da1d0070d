/**
 * What each selection list holds, and the check that a choice is in it:
 * - roles: the four of SPEC to everyone, plus organizer for users who organize an event;
 * - events: supporter → every event; player → events of their teams; crew → events with a
 *   battle they are assigned to; contactPerson → events their company (as admin) is in;
 *   organizer → events they organize;
 * - teams: the teams the user plays in; battles: the chosen event's battles assigned to them.
 */
import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  battles,
  companyMembers,
  crewAssignments,
  eventCompanies,
  eventRoles,
  events,
  teamPlayers,
  teams,
} from '../../db/schema';
import { PICKABLE_ROLES, type EventRole } from '../../../shared/roles';
import type { SelectionState } from '../../../shared/selectionSteps';
import type {
  SelectableBattle,
  SelectableEvent,
  SelectableTeam,
} from '../../../shared/api/selection';

export async function organizesAnyEvent(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: eventRoles.id })
    .from(eventRoles)
    .where(and(eq(eventRoles.userId, userId), eq(eventRoles.role, 'organizer')))
    .limit(1);
  return Boolean(row);
}

export async function rolesFor(db: Db, userId: number): Promise<EventRole[]> {
  const roles: EventRole[] = [...PICKABLE_ROLES];
  if (await organizesAnyEvent(db, userId)) roles.push('organizer');
  return roles;
}

function eventFilter(userId: number, role: EventRole) {
  switch (role) {
    case 'supporter':
      return sql`true`;
    case 'player':
      return exists(
        sql`(select 1 from ${teamPlayers} join ${teams} on ${teams.id} = ${teamPlayers.teamId}
             where ${teamPlayers.userId} = ${userId} and ${teams.eventId} = ${events.id})`,
      );
    case 'crew':
      return exists(
        sql`(select 1 from ${crewAssignments} join ${battles} on ${battles.id} = ${crewAssignments.battleId}
             where ${crewAssignments.userId} = ${userId} and ${battles.eventId} = ${events.id})`,
      );
    case 'contactPerson':
      return exists(
        sql`(select 1 from ${companyMembers}
             where ${companyMembers.userId} = ${userId} and ${companyMembers.role} = 'admin'
               and (${companyMembers.companyId} = ${events.organizerId}
                 or exists (select 1 from ${eventCompanies}
                            where ${eventCompanies.eventId} = ${events.id}
                              and ${eventCompanies.companyId} = ${companyMembers.companyId})))`,
      );
    case 'organizer':
      return exists(
        sql`(select 1 from ${eventRoles} where ${eventRoles.userId} = ${userId}
             and ${eventRoles.eventId} = ${events.id} and ${eventRoles.role} = 'organizer')`,
      );
  }
}

export async function eventsFor(
  db: Db,
  userId: number,
  role: EventRole,
  onlyEventId?: number,
): Promise<SelectableEvent[]> {
  const rows = await db
    .select({
      id: events.id,
      name: events.name,
      date: events.date,
      image_link: events.imageLink,
      photo_url: events.photoUrl,
    })
    .from(events)
    .where(and(eventFilter(userId, role), onlyEventId ? eq(events.id, onlyEventId) : undefined))
    .orderBy(asc(events.date), asc(events.id));
  return rows.map((r) => ({ ...r, date: r.date.toISOString() }));
}

export async function teamsFor(db: Db, userId: number): Promise<SelectableTeam[]> {
  const rows = await db
    .select({
      team_id: teams.id,
      event_id: teams.eventId,
      team_name: teams.name,
      team_photo: teams.picture,
      event_name: events.name,
      event_date: events.date,
    })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .innerJoin(events, eq(events.id, teams.eventId))
    .where(eq(teamPlayers.userId, userId))
    .orderBy(asc(events.date), asc(teams.name));
  return rows.map((r) => ({ ...r, id: r.team_id, event_date: r.event_date.toISOString() }));
}

export async function battlesFor(
  db: Db,
  userId: number,
  eventId: number,
  onlyBattleId?: number,
): Promise<SelectableBattle[]> {
  return db
    .select({ id: battles.id, name: battles.name, photo_url: battles.photoUrl })
    .from(battles)
    .where(
      and(
        eq(battles.eventId, eventId),
        onlyBattleId ? eq(battles.id, onlyBattleId) : undefined,
        inArray(
          battles.id,
          db
            .select({ id: crewAssignments.battleId })
            .from(crewAssignments)
            .where(eq(crewAssignments.userId, userId)),
        ),
      ),
    )
    .orderBy(asc(battles.name));
}

/** Records the user's role in the event they entered (supporters join an event this way). */
export async function recordEventRole(db: Db, userId: number, eventId: number, role: EventRole) {
  await db.insert(eventRoles).values({ userId, eventId, role }).onConflictDoNothing();
}

/**
 * The remembered choices that still hold for this user: a role they may still pick, a team
 * they still play in, an event still in their list and a battle still assigned to them. What no
 * longer holds is dropped, so the way in asks for it again.
 */
export async function stillValidSelection(
  db: Db,
  userId: number,
  last: SelectionState,
): Promise<SelectionState> {
  const none: SelectionState = { role: null, eventId: null, teamId: null, battleId: null };
  if (!last.role || !(await rolesFor(db, userId)).includes(last.role)) return none;
  const role = last.role;
  if (role === 'player') {
    const team = (await teamsFor(db, userId)).find(
      (t) => t.team_id === last.teamId && t.event_id === last.eventId,
    );
    return team
      ? { role, eventId: team.event_id, teamId: team.team_id, battleId: null }
      : { ...none, role };
  }
  if (last.eventId === null || (await eventsFor(db, userId, role, last.eventId)).length === 0) {
    return { ...none, role };
  }
  const battleId =
    role === 'crew' &&
    last.battleId !== null &&
    (await battlesFor(db, userId, last.eventId, last.battleId)).length > 0
      ? last.battleId
      : null;
  return { role, eventId: last.eventId, teamId: null, battleId };
}
