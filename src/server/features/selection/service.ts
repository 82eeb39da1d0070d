/**
 * What each selection list holds, and the check that a choice is in it:
 * - roles: the four of the product spec to everyone, plus organizer for users who organize an event;
 * - events: supporter → every event; player → events of their teams; crew → events with a
 *   battle they are assigned to; contactPerson → events their company (as admin) is in;
 *   organizer → events they organize;
 * - teams: the teams the user plays in; battles: the chosen event's battles assigned to them.
 */
import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { battles, crewAssignments, eventRoles, events, teamPlayers, teams } from '../../db/schema';
import { iso } from '../../db/wire';
import { ForbiddenError } from '../../http/errors';
import { updateSelection, type SessionState } from '../../auth/sessions';
import { PICKABLE_ROLES, type EventRole } from '../../../shared/roles';
import {
  afterEventChoice,
  afterRoleChoice,
  type SelectionState,
} from '../../../shared/selectionSteps';
import {
  selectionMessages,
  type SelectableBattle,
  type SelectableEvent,
  type SelectableTeam,
} from '../../../shared/api/selection';
import type { WriteDeps } from '../../cache/changes';
import { adminCompaniesInEvent } from '../company/service';
import { eventPicture } from '../event/service';

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
      return exists(sql`(${adminCompaniesInEvent(userId, events.id)})`);
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
  return db
    .select({
      id: events.id,
      name: events.name,
      date: iso(events.date),
      image_link: events.imageLink,
      photo_url: eventPicture,
    })
    .from(events)
    .where(and(eventFilter(userId, role), onlyEventId ? eq(events.id, onlyEventId) : undefined))
    .orderBy(asc(events.date), asc(events.id));
}

export async function teamsFor(db: Db, userId: number): Promise<SelectableTeam[]> {
  return db
    .select({
      id: teams.id,
      team_id: teams.id,
      event_id: teams.eventId,
      team_name: teams.name,
      team_photo: teams.picture,
      event_name: events.name,
      event_date: iso(events.date),
    })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .innerJoin(events, eq(events.id, teams.eventId))
    .where(eq(teamPlayers.userId, userId))
    .orderBy(asc(events.date), asc(teams.name));
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

/** The answer of every selection write: what was chosen and the screen that comes next. */
export interface SelectionStep {
  message: string;
  redirect: string;
}

/** Chooses a role the user may pick; the event, team and battle start again. */
export async function chooseRole(
  { db, changes }: WriteDeps,
  session: SessionState,
  role: EventRole,
): Promise<SelectionStep> {
  if (!(await rolesFor(db, session.userId)).includes(role)) {
    throw new ForbiddenError(selectionMessages.roleNotAllowed);
  }
  await updateSelection(db, session, { role, eventId: null, teamId: null, battleId: null });
  await changes.publish({ kind: 'session', idHash: session.idHash });
  return { message: 'roleSelected', redirect: afterRoleChoice(role) };
}

/** Chooses an event of the role's list; a player's team in that event comes with it. */
export async function chooseEvent(
  { db, changes }: WriteDeps,
  session: SessionState & { role: EventRole },
  eventId: number,
): Promise<SelectionStep> {
  const { role, userId } = session;
  const [event] = await eventsFor(db, userId, role, eventId);
  if (!event) throw new ForbiddenError(selectionMessages.eventNotAllowed);
  const team =
    role === 'player'
      ? (await teamsFor(db, userId)).find((t) => t.event_id === event.id)
      : undefined;
  await db.transaction(async (tx) => {
    await updateSelection(tx, session, {
      eventId: event.id,
      teamId: team?.team_id ?? null,
      battleId: null,
    });
    await recordEventRole(tx, userId, event.id, role);
  });
  await changes.publish({ kind: 'session', idHash: session.idHash });
  return { message: 'eventSelected', redirect: afterEventChoice(role) };
}

/** Chooses one of the player's teams, and its event with it. */
export async function chooseTeam(
  { db, changes }: WriteDeps,
  session: SessionState,
  choice: { teamId: number; eventId: number },
): Promise<SelectionStep> {
  const team = (await teamsFor(db, session.userId)).find(
    (t) => t.team_id === choice.teamId && t.event_id === choice.eventId,
  );
  if (!team) throw new ForbiddenError(selectionMessages.teamNotAllowed);
  await db.transaction(async (tx) => {
    await updateSelection(tx, session, {
      eventId: team.event_id,
      teamId: team.team_id,
      battleId: null,
    });
    await recordEventRole(tx, session.userId, team.event_id, 'player');
  });
  await changes.publish({ kind: 'session', idHash: session.idHash });
  return { message: 'teamSelected', redirect: '/home' };
}

/** Chooses a battle of the event that the crew member is assigned to. */
export async function chooseBattle(
  { db, changes }: WriteDeps,
  session: SessionState & { eventId: number },
  battleId: number,
): Promise<SelectionStep> {
  const [battle] = await battlesFor(db, session.userId, session.eventId, battleId);
  if (!battle) throw new ForbiddenError(selectionMessages.battleNotAllowed);
  await updateSelection(db, session, { battleId: battle.id });
  await changes.publish({ kind: 'session', idHash: session.idHash });
  return { message: 'battleSelected', redirect: '/home' };
}
