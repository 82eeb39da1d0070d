/**
 * The session a crew call is about, and its teams, for the crew's reads and saves alike.
 *
 * A crew member reaches only the sessions of battles they are assigned to in the chosen event.
 * The teams of a session are not stored: each team plays every battle once, in one of its
 * sessions, so a session's teams are those with a result in it plus the event's teams with no
 * result in any session of the battle yet.
 */
import { and, asc, eq, isNotNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  battles,
  companies,
  crewAssignments,
  events,
  pointsTable,
  results,
  scoreSessions,
  submittedResults,
  teamJokers,
  teamPlayers,
  teams,
  users,
} from '../../db/schema';
import { iso } from '../../db/wire';
import type { EventScope } from '../../auth/eventScope';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { crewMessages } from '../../../shared/api/crew';
import type { TeamResult } from '../../../shared/scoring';

export const labelColumns = {
  score1Label: battles.score1Label,
  score2Label: battles.score2Label,
  time1Label: battles.time1Label,
  time2Label: battles.time2Label,
};

/** The crew member is assigned to the session's battle. */
export const isCrewOfBattle = (userId: number) =>
  sql<boolean>`exists (select 1 from ${crewAssignments}
    where ${crewAssignments.battleId} = ${battles.id} and ${crewAssignments.userId} = ${userId})`;

/** The event's points table has a ladies bonus (the form shows the checkbox only then). */
const hasLadiesBonus = (eventId: number) =>
  sql<boolean>`exists (select 1 from ${pointsTable}
    where ${pointsTable.eventId} = ${eventId} and ${pointsTable.ladies} is not null)`;

export function crewSessionQuery(db: Db, scope: EventScope, scoreId: number) {
  return db
    .select({
      id: scoreSessions.id,
      version: scoreSessions.version,
      startTime: iso(scoreSessions.startTime),
      endTime: iso(scoreSessions.endTime),
      battleId: battles.id,
      battleName: battles.name,
      battlePhoto: battles.photoUrl,
      scoringType: battles.scoringType,
      ...labelColumns,
      assigned: isCrewOfBattle(scope.userId),
      hasLadies: hasLadiesBonus(scope.eventId),
      needsApproval: events.resultsNeedApproval,
      reviewState: scoreSessions.reviewState,
      reviewNote: scoreSessions.reviewNote,
    })
    .from(scoreSessions)
    .innerJoin(battles, eq(battles.id, scoreSessions.battleId))
    .innerJoin(events, eq(events.id, battles.eventId))
    .where(and(eq(scoreSessions.id, scoreId), eq(battles.eventId, scope.eventId)));
}

export type CrewSessionRow = Awaited<ReturnType<typeof crewSessionQuery>>[number];

/** 404 for a session outside the event, 403 for one of a battle the caller does not crew. */
export function checkedSession(row: CrewSessionRow | undefined): CrewSessionRow {
  if (!row) throw new NotFoundError(crewMessages.sessionNotFound);
  if (!row.assigned) throw new ForbiddenError(crewMessages.notCrewOfBattle);
  return row;
}

export async function crewSessionOf(db: Db, scope: EventScope, scoreId: number) {
  const [row] = await crewSessionQuery(db, scope, scoreId);
  return checkedSession(row);
}

/** The team has a result in some session of the battle. */
export const playedBattle = (teamId: SQLWrapper, battleId: SQLWrapper | number) => sql`exists (
  select 1 from ${results} pr join ${scoreSessions} ps on ps.id = pr.score_session_id
  where pr.team_id = ${teamId} and ps.battle_id = ${battleId})`;

const captains = alias(teamPlayers, 'captains');
const captainUsers = alias(users, 'captain_users');
const enteredBy = alias(users, 'entered_by_users');

/** The teams of a session (see the module comment), by name, with their results if any. */
export function sessionTeams(db: Db, eventId: number, session: { id: number; battleId: number }) {
  return db
    .select({
      teamId: teams.id,
      name: teams.name,
      picture: teams.picture,
      companyName: companies.name,
      captainName: sql<string | null>`${captainUsers.firstName} || ' ' || ${captainUsers.lastName}`,
      resultId: results.id,
      rank: results.rank,
      points: results.points,
      score1: results.score1,
      score2: results.score2,
      time1: results.time1,
      time2: results.time2,
      isLadies: results.isLadies,
      isFairplay: results.isFairplay,
      isDisqualified: results.isDisqualified,
      enteredBy: sql<string | null>`${enteredBy.firstName} || ' ' || ${enteredBy.lastName}`,
      enteredById: results.enteredBy,
      updatedAt: sql<string | null>`${iso(results.updatedAt)}`,
      noteHeld: results.noteHeld,
      isJoker: sql<boolean>`exists (select 1 from ${teamJokers}
        where ${teamJokers.teamId} = ${teams.id} and ${teamJokers.battleId} = ${session.battleId})`,
    })
    .from(teams)
    .innerJoin(companies, eq(companies.id, teams.companyId))
    .leftJoin(results, and(eq(results.teamId, teams.id), eq(results.scoreSessionId, session.id)))
    .leftJoin(captains, and(eq(captains.teamId, teams.id), eq(captains.isCaptain, true)))
    .leftJoin(captainUsers, eq(captainUsers.id, captains.userId))
    .leftJoin(enteredBy, eq(enteredBy.id, results.enteredBy))
    .where(
      and(
        eq(teams.eventId, eventId),
        or(isNotNull(results.id), sql`not ${playedBattle(teams.id, session.battleId)}`),
      ),
    )
    .orderBy(asc(teams.name), asc(teams.id));
}

export type SessionTeam = Awaited<ReturnType<typeof sessionTeams>>[number];

/** A team's stored result as the points engine reads it (only for a team that has one). */
export const storedResult = (team: SessionTeam): TeamResult => ({
  rank: team.rank,
  score1: team.score1,
  score2: team.score2,
  time1: team.time1,
  time2: team.time2,
  isLadies: team.isLadies ?? false,
  isFairplay: team.isFairplay ?? false,
  isDisqualified: team.isDisqualified ?? false,
  isJoker: team.isJoker,
});

/** The crew's submitted save of a session (results awaiting review), by team. */
export async function submittedOf(db: Db, sessionId: number) {
  const rows = await db
    .select({
      teamId: submittedResults.teamId,
      rank: submittedResults.rank,
      points: submittedResults.points,
      score1: submittedResults.score1,
      score2: submittedResults.score2,
      time1: submittedResults.time1,
      time2: submittedResults.time2,
      isLadies: submittedResults.isLadies,
      isFairplay: submittedResults.isFairplay,
      isDisqualified: submittedResults.isDisqualified,
      isJoker: submittedResults.isJoker,
      enteredBy: sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u
        where u.id = ${submittedResults.enteredBy})`,
      enteredById: submittedResults.enteredBy,
      updatedAt: iso(submittedResults.updatedAt),
    })
    .from(submittedResults)
    .where(eq(submittedResults.scoreSessionId, sessionId));
  return new Map(rows.map((row) => [row.teamId, row]));
}
export type SubmittedResult =
  Awaited<ReturnType<typeof submittedOf>> extends Map<number, infer R> ? R : never;

/**
 * The session's teams as the crew's form shows them: with a save awaiting review (or sent back),
 * its values over the counted ones. `resultId` stays the counted result's, which the form sends
 * back to name it.
 */
export function withSubmitted(
  teamRows: SessionTeam[],
  submitted: Map<number, SubmittedResult>,
): SessionTeam[] {
  if (submitted.size === 0) return teamRows;
  return teamRows.map((team) => {
    const mine = submitted.get(team.teamId);
    return mine ? { ...team, ...mine, isJoker: team.isJoker } : team;
  });
}
