/**
 * The battles of an event as its organizers keep them (organizer console): the battles
 * themselves, their score sessions and the crew who score them. Writes run inside the organizer
 * area's `organize` transaction. A session is also a challenge item of the planning (event
 * area), written in the same transaction, so /planning, /upcoming_challenges and /score always
 * agree. Nothing with results is removed: the leaderboard's points would vanish with it.
 */
import { and, asc, countDistinct, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  battles,
  crewAssignments,
  events,
  results,
  scoreSessions,
  sessions,
  users,
} from '../../db/schema';
import { iso } from '../../db/wire';
import { ConflictError, HttpError, NotFoundError } from '../../http/errors';
import { organizerMessages } from '../../../shared/api/organizer';
import { NAME_MAX } from '../../../shared/validation';
import {
  organizerBattleMessages,
  type BattleBody,
  type CrewBody,
  type OrganizerBattle,
  type OrganizerCrewMember,
  type OrganizerSession,
  type SessionBody,
} from '../../../shared/api/organizerBattles';
import {
  addChallengeItem,
  moveChallengeItem,
  removeChallengeItems,
  renameChallengeItems,
} from '../event/organizePlanning';
import { recordEventRole } from '../selection/service';
import type { AuditNote } from '../../auditNote';
import { crewAccount, type Invitation } from '../employees/invitation';

// ---------------------------------------------------------------------------------------------
// Battles
// ---------------------------------------------------------------------------------------------

const columnsOf = (body: BattleBody) => ({
  name: body.name,
  photoUrl: body.photo_url,
  description: body.desc,
  endurance: body.endurance,
  teamwork: body.teamwork,
  guts: body.guts,
  skill: body.skill,
  isWater: body.is_water,
  isJoker: body.is_joker,
  closingDate: body.closing_date === null ? null : new Date(body.closing_date),
  scoringType: body.scoring_type,
  score1Label: body.score_1_label,
  score2Label: body.score_2_label,
  time1Label: body.time_1_label,
  time2Label: body.time_2_label,
});

export async function organizerBattles(
  db: Db,
  eventId: number,
): Promise<{ battles: OrganizerBattle[] }> {
  const rows = await db
    .select({
      id: battles.id,
      name: battles.name,
      photo_url: battles.photoUrl,
      desc: battles.description,
      endurance: battles.endurance,
      teamwork: battles.teamwork,
      guts: battles.guts,
      skill: battles.skill,
      is_water: battles.isWater,
      is_joker: battles.isJoker,
      closing_date: iso(battles.closingDate),
      scoring_type: battles.scoringType,
      score_1_label: battles.score1Label,
      score_2_label: battles.score2Label,
      time_1_label: battles.time1Label,
      time_2_label: battles.time2Label,
      session_count: countDistinct(scoreSessions.id),
      crew_count: countDistinct(crewAssignments.id),
    })
    .from(battles)
    .leftJoin(scoreSessions, eq(scoreSessions.battleId, battles.id))
    .leftJoin(crewAssignments, eq(crewAssignments.battleId, battles.id))
    .where(eq(battles.eventId, eventId))
    .groupBy(battles.id)
    .orderBy(asc(battles.name), asc(battles.id));
  return { battles: rows };
}

/** Two battles of one name would be told apart nowhere (lists, planning, scores). */
async function refuseTakenName(tx: Db, eventId: number, name: string, exceptId = 0) {
  const [taken] = await tx
    .select({ id: battles.id })
    .from(battles)
    .where(and(eq(battles.eventId, eventId), eq(battles.name, name), ne(battles.id, exceptId)));
  if (taken) throw new ConflictError(organizerMessages.nameTaken);
}

/** A battle of the event, locked for the change; 404 for one of another event. */
async function battleOfEvent(tx: Db, eventId: number, battleId: number) {
  const [battle] = await tx
    .select({ id: battles.id, name: battles.name, photoUrl: battles.photoUrl })
    .from(battles)
    .where(and(eq(battles.id, battleId), eq(battles.eventId, eventId)))
    .for('update');
  if (!battle) throw new NotFoundError(organizerMessages.notFound);
  return battle;
}

/** The ids of a battle's sessions, locked so no crew save lands while they change. */
async function lockedSessionsOf(tx: Db, battleId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: scoreSessions.id })
    .from(scoreSessions)
    .where(eq(scoreSessions.battleId, battleId))
    .for('update');
  return rows.map((row) => row.id);
}

async function hasResults(tx: Db, sessionIds: readonly number[]): Promise<boolean> {
  if (sessionIds.length === 0) return false;
  const [found] = await tx
    .select({ id: results.id })
    .from(results)
    .where(inArray(results.scoreSessionId, [...sessionIds]))
    .limit(1);
  return Boolean(found);
}

export async function createBattle(
  tx: Db,
  eventId: number,
  body: BattleBody,
): Promise<{ id: number; audit: AuditNote }> {
  await refuseTakenName(tx, eventId, body.name);
  const [battle] = await tx
    .insert(battles)
    .values({ eventId, ...columnsOf(body) })
    .returning({ id: battles.id });
  return {
    id: battle.id,
    audit: { action: 'create', entity: 'battle', entityId: battle.id, summary: body.name },
  };
}

/**
 * Saves the battle form. Answers the photo it no longer shows (`replacedPhoto`: an upload's file
 * is deleted after commit when nothing else shows it), null when the photo stayed.
 */
export async function saveBattle(
  tx: Db,
  eventId: number,
  body: BattleBody & { id: number },
): Promise<{ audit: AuditNote; replacedPhoto: string | null }> {
  const battle = await battleOfEvent(tx, eventId, body.id);
  await refuseTakenName(tx, eventId, body.name, body.id);
  await tx.update(battles).set(columnsOf(body)).where(eq(battles.id, body.id));
  if (battle.name !== body.name) {
    await renameChallengeItems(tx, await lockedSessionsOf(tx, body.id), body.name);
  }
  return {
    audit: { action: 'update', entity: 'battle', entityId: body.id, summary: body.name },
    replacedPhoto: battle.photoUrl === body.photo_url ? null : battle.photoUrl,
  };
}

/**
 * Removes a battle without results, with its sessions, their planning items and its crew. The
 * sign-in sessions that chose it forget it; answers their users, to publish after commit, and
 * its photo (an upload's file is deleted after commit when nothing else shows it).
 */
export async function deleteBattle(
  tx: Db,
  eventId: number,
  battleId: number,
): Promise<{ audit: AuditNote; leftUserIds: number[]; photo: string | null }> {
  const battle = await battleOfEvent(tx, eventId, battleId);
  const sessionIds = await lockedSessionsOf(tx, battleId);
  if (await hasResults(tx, sessionIds)) {
    throw new ConflictError(organizerBattleMessages.battleHasResults);
  }
  await removeChallengeItems(tx, sessionIds);
  const chosenBy = await tx
    .selectDistinct({ userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.battleId, battleId));
  // Score sessions, crew assignments, team jokers, the tiebreak place and the sign-in sessions'
  // choice of it go with it (foreign keys).
  await tx.delete(battles).where(eq(battles.id, battleId));
  return {
    audit: { action: 'delete', entity: 'battle', entityId: battleId, summary: battle.name },
    leftUserIds: chosenBy.map(({ userId }) => userId),
    photo: battle.photoUrl,
  };
}

// ---------------------------------------------------------------------------------------------
// Score sessions
// ---------------------------------------------------------------------------------------------

const resultCount = sql<number>`(select count(*)::int from ${results}
  where ${results.scoreSessionId} = ${scoreSessions.id})`.mapWith(Number);

export async function organizerSessions(
  db: Db,
  eventId: number,
): Promise<{ sessions: OrganizerSession[] }> {
  const sessions = await db
    .select({
      id: scoreSessions.id,
      battle_id: battles.id,
      battle_name: battles.name,
      start_time: iso(scoreSessions.startTime),
      end_time: iso(scoreSessions.endTime),
      result_count: resultCount,
    })
    .from(scoreSessions)
    .innerJoin(battles, eq(battles.id, scoreSessions.battleId))
    .where(eq(battles.eventId, eventId))
    .orderBy(asc(scoreSessions.startTime), asc(scoreSessions.id));
  return { sessions };
}

/** What an audit line says of a session: its battle and start. */
const sessionSummary = (battleName: string, startTime: string) =>
  `${battleName} · ${startTime.slice(0, 16).replace('T', ' ')} UTC`;

export async function createSession(
  tx: Db,
  eventId: number,
  body: SessionBody,
): Promise<{ id: number; audit: AuditNote }> {
  const battle = await battleOfEvent(tx, eventId, body.battle_id);
  const [session] = await tx
    .insert(scoreSessions)
    .values({
      battleId: battle.id,
      startTime: new Date(body.start_time),
      endTime: new Date(body.end_time),
    })
    .returning({ id: scoreSessions.id });
  await addChallengeItem(tx, {
    eventId,
    sessionId: session.id,
    name: battle.name,
    startTime: body.start_time,
    endTime: body.end_time,
  });
  return {
    id: session.id,
    audit: {
      action: 'create',
      entity: 'session',
      entityId: session.id,
      summary: sessionSummary(battle.name, body.start_time),
    },
  };
}

/** A session of the event, locked (crew saves of it wait); 404 for one of another event. */
async function sessionOfEvent(tx: Db, eventId: number, sessionId: number) {
  const [session] = await tx
    .select({ id: scoreSessions.id, battleId: scoreSessions.battleId, battleName: battles.name })
    .from(scoreSessions)
    .innerJoin(battles, eq(battles.id, scoreSessions.battleId))
    .where(and(eq(scoreSessions.id, sessionId), eq(battles.eventId, eventId)))
    .for('update', { of: scoreSessions });
  if (!session) throw new NotFoundError(organizerMessages.notFound);
  return session;
}

/** Moves a session (and its planning item); one with results stays with its battle. */
export async function saveSession(
  tx: Db,
  eventId: number,
  body: SessionBody & { id: number },
): Promise<AuditNote> {
  const session = await sessionOfEvent(tx, eventId, body.id);
  const battle =
    body.battle_id === session.battleId
      ? { id: session.battleId, name: session.battleName }
      : await battleOfEvent(tx, eventId, body.battle_id);
  if (battle.id !== session.battleId && (await hasResults(tx, [session.id]))) {
    throw new ConflictError(organizerBattleMessages.sessionHasResults);
  }
  await tx
    .update(scoreSessions)
    .set({
      battleId: battle.id,
      startTime: new Date(body.start_time),
      endTime: new Date(body.end_time),
    })
    .where(eq(scoreSessions.id, session.id));
  await moveChallengeItem(tx, {
    eventId,
    sessionId: session.id,
    name: battle.name,
    startTime: body.start_time,
    endTime: body.end_time,
  });
  return {
    action: 'update',
    entity: 'session',
    entityId: session.id,
    summary: sessionSummary(battle.name, body.start_time),
  };
}

export async function deleteSession(
  tx: Db,
  eventId: number,
  sessionId: number,
): Promise<AuditNote> {
  const session = await sessionOfEvent(tx, eventId, sessionId);
  if (await hasResults(tx, [sessionId])) {
    throw new ConflictError(organizerBattleMessages.sessionHasResults);
  }
  await removeChallengeItems(tx, [sessionId]);
  await tx.delete(scoreSessions).where(eq(scoreSessions.id, sessionId));
  return {
    action: 'delete',
    entity: 'session',
    entityId: sessionId,
    summary: session.battleName,
  };
}

// ---------------------------------------------------------------------------------------------
// Crew
// ---------------------------------------------------------------------------------------------

const fullName = sql<string>`trim(concat_ws(' ', ${users.firstName}, ${users.lastName}))`;

export async function organizerCrew(
  db: Db,
  eventId: number,
): Promise<{ crew: OrganizerCrewMember[] }> {
  const crew = await db
    .select({
      id: crewAssignments.id,
      battle_id: crewAssignments.battleId,
      user_id: users.id,
      full_name: fullName,
      email: users.email,
      pending: sql<boolean>`${users.confirmedAt} is null`.mapWith(Boolean),
    })
    .from(crewAssignments)
    .innerJoin(battles, eq(battles.id, crewAssignments.battleId))
    .innerJoin(users, eq(users.id, crewAssignments.userId))
    .where(eq(battles.eventId, eventId))
    .orderBy(asc(fullName), asc(crewAssignments.id));
  return { crew };
}

/** A refusal about the e-mail the organizer typed, shown on that field. */
const onEmail = (status: 409, message: string) =>
  new HttpError(status, message, { email: message });

/** Who assigns crew: the organizer, their language (a new account's) and the hash it gets. */
export interface CrewInviter {
  userId: number;
  language: string;
  /** From `unusablePasswordFor`, made before the transaction. */
  newPasswordHash: string | undefined;
  now: Date;
}

/** The first name a new crew account gets: the typed address's local part (they can change it). */
const nameOfAddress = (email: string) => email.slice(0, email.indexOf('@')).slice(0, NAME_MAX);

/**
 * Assigns the person with this e-mail to a battle and records their crew role in the event, so
 * /role offers crew and /battle-select lists the battle. An address without an account gets one
 * (employees' invitation module) and the set-password invitation, to mail after commit; the
 * crew list shows them pending until they choose their password.
 */
export async function assignCrew(
  tx: Db,
  eventId: number,
  body: CrewBody,
  inviter: CrewInviter,
): Promise<{ id: number; audit: AuditNote; invitation: Invitation | undefined }> {
  const battle = await battleOfEvent(tx, eventId, body.battle_id);
  const [event] = await tx.select({ name: events.name }).from(events).where(eq(events.id, eventId));
  const email = body.email.toLowerCase();
  const { userId, invitation } = await crewAccount(tx, {
    email,
    firstName: nameOfAddress(body.email),
    lastName: '',
    language: inviter.language,
    newPasswordHash: inviter.newPasswordHash,
    now: inviter.now,
    inviterId: inviter.userId,
    eventId,
    eventName: event.name,
    battleName: battle.name,
  });
  const [assignment] = await tx
    .insert(crewAssignments)
    .values({ userId, battleId: battle.id })
    .onConflictDoNothing()
    .returning({ id: crewAssignments.id });
  if (!assignment) throw onEmail(409, organizerBattleMessages.crewAlreadyAssigned);
  await recordEventRole(tx, userId, eventId, 'crew');
  const [user] = await tx.select({ fullName }).from(users).where(eq(users.id, userId));
  return {
    id: assignment.id,
    audit: {
      action: 'create',
      entity: 'crew',
      entityId: assignment.id,
      summary: `${user.fullName} · ${battle.name}${invitation ? ' · invited' : ''}`,
    },
    invitation,
  };
}

export async function unassignCrew(
  tx: Db,
  eventId: number,
  assignmentId: number,
): Promise<AuditNote> {
  const [assignment] = await tx
    .select({ battleName: battles.name, fullName })
    .from(crewAssignments)
    .innerJoin(battles, eq(battles.id, crewAssignments.battleId))
    .innerJoin(users, eq(users.id, crewAssignments.userId))
    .where(and(eq(crewAssignments.id, assignmentId), eq(battles.eventId, eventId)));
  if (!assignment) throw new NotFoundError(organizerMessages.notFound);
  await tx.delete(crewAssignments).where(eq(crewAssignments.id, assignmentId));
  return {
    action: 'delete',
    entity: 'crew',
    entityId: assignmentId,
    summary: `${assignment.fullName} · ${assignment.battleName}`,
  };
}

// ---------------------------------------------------------------------------------------------
// A battle's photo, uploaded through the console (organizer/picturesRoutes.ts)
// ---------------------------------------------------------------------------------------------

/** Refuses a battle that is not the event's (404) before its upload is read. */
export async function refuseOtherBattle(db: Db, eventId: number, battleId: number) {
  const [battle] = await db
    .select({ id: battles.id })
    .from(battles)
    .where(and(eq(battles.id, battleId), eq(battles.eventId, eventId)));
  if (!battle) throw new NotFoundError(organizerMessages.notFound);
}

/**
 * Sets a battle's photo (null removes it), the battle locked; answers the photo it replaced
 * (an uploaded one's file is deleted once the change is committed).
 */
export async function setBattlePhoto(
  tx: Db,
  eventId: number,
  battleId: number,
  photoUrl: string | null,
) {
  const [current] = await tx
    .select({ name: battles.name, photoUrl: battles.photoUrl })
    .from(battles)
    .where(and(eq(battles.id, battleId), eq(battles.eventId, eventId)))
    .for('update');
  if (!current) throw new NotFoundError(organizerMessages.notFound);
  await tx.update(battles).set({ photoUrl }).where(eq(battles.id, battleId));
  const audit: AuditNote = {
    action: photoUrl === null ? 'delete' : 'update',
    entity: 'battle',
    entityId: battleId,
    summary: `${current.name} · photo`,
  };
  return { previous: current.photoUrl, audit };
}
