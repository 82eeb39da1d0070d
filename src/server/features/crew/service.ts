/**
 * The crew area: a crew member's score sessions (GET /crew-battles, POST /crew-battles), the
 * result form of one session (GET /crew-score) and saving it (POST /crew-score).
 *
 * A crew member reaches only the sessions of battles they are assigned to in the chosen event.
 * The teams of a session are not stored: each team plays every battle once, in one of its
 * sessions, so a session's teams are those with a result in it plus the event's teams with no
 * result in any session of the battle yet.
 *
 * A save writes every result it carries in one transaction with the session's row locked, so
 * saves of one session take turns, and the session's version tells a save based on an older
 * form (409). The results' points are computed here with the shared points engine, so the
 * leaderboard and team points (event snapshots) only sum them; they are rebuilt after commit.
 */
import { and, asc, eq, inArray, isNotNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  battles,
  companies,
  crewAssignments,
  crewSaveKeys,
  pointsTable,
  results,
  scoreSessions,
  teamJokers,
  teamPlayers,
  teams,
  users,
} from '../../db/schema';
import { iso, parsedJson } from '../../db/wire';
import type { WriteDeps } from '../../cache/changes';
import type { EventScope } from '../../auth/eventScope';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import {
  crewMessages,
  type CrewResultInput,
  type CrewScoreResponse,
  type CrewScoreSave,
  type CrewSession,
  type CrewTeamResult,
} from '../../../shared/api/crew';
import type { PointsRow } from '../../../shared/api/scores';
import {
  isResultComplete,
  pointsForResult,
  timeText,
  type TeamResult,
} from '../../../shared/scoring';
import { notify } from '../notifications/service';
import { pointsTableOf } from '../scores/service';

// ---------------------------------------------------------------------------------------------
// The session a crew call is about
// ---------------------------------------------------------------------------------------------

const labelColumns = {
  score1Label: battles.score1Label,
  score2Label: battles.score2Label,
  time1Label: battles.time1Label,
  time2Label: battles.time2Label,
};

/** The crew member is assigned to the session's battle. */
const isCrewOfBattle = (userId: number) =>
  sql<boolean>`exists (select 1 from ${crewAssignments}
    where ${crewAssignments.battleId} = ${battles.id} and ${crewAssignments.userId} = ${userId})`;

/** The event's points table has a ladies bonus (the form shows the checkbox only then). */
const hasLadiesBonus = (eventId: number) =>
  sql<boolean>`exists (select 1 from ${pointsTable}
    where ${pointsTable.eventId} = ${eventId} and ${pointsTable.ladies} is not null)`;

function crewSessionQuery(db: Db, scope: EventScope, scoreId: number) {
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
    })
    .from(scoreSessions)
    .innerJoin(battles, eq(battles.id, scoreSessions.battleId))
    .where(and(eq(scoreSessions.id, scoreId), eq(battles.eventId, scope.eventId)));
}

type CrewSessionRow = Awaited<ReturnType<typeof crewSessionQuery>>[number];

/** 404 for a session outside the event, 403 for one of a battle the caller does not crew. */
function checkedSession(row: CrewSessionRow | undefined): CrewSessionRow {
  if (!row) throw new NotFoundError(crewMessages.sessionNotFound);
  if (!row.assigned) throw new ForbiddenError(crewMessages.notCrewOfBattle);
  return row;
}

async function crewSessionOf(db: Db, scope: EventScope, scoreId: number) {
  const [row] = await crewSessionQuery(db, scope, scoreId);
  return checkedSession(row);
}

// ---------------------------------------------------------------------------------------------
// GET /crew-battles and POST /crew-battles
// ---------------------------------------------------------------------------------------------

/** The team has a result in some session of the battle. */
const playedBattle = (teamId: SQLWrapper, battleId: SQLWrapper | number) => sql`exists (
  select 1 from ${results} pr join ${scoreSessions} ps on ps.id = pr.score_session_id
  where pr.team_id = ${teamId} and ps.battle_id = ${battleId})`;

/** A stored result as the points engine reads it, inside json_build_object. */
const resultJson = (r: string) =>
  sql.raw(`json_build_object('rank', ${r}.rank, 'score1', ${r}.score_1, 'score2', ${r}.score_2,
    'time1', ${r}.time_1, 'time2', ${r}.time_2, 'isLadies', ${r}.is_ladies,
    'isFairplay', ${r}.is_fairplay, 'isDisqualified', ${r}.is_disqualified,
    'isJoker', ${r}.is_joker)`);

/**
 * Every session of every battle of the event the crew member is assigned to, in one query: each
 * with its results (to be checked by the shared isResultComplete) and the number of the event's
 * teams still without a result in the battle.
 */
export async function crewBattles(db: Db, scope: EventScope): Promise<{ battles: CrewSession[] }> {
  const sessionResults = sql`coalesce((
    select json_agg(${resultJson('r')})
    from ${results} r join ${teams} rt on rt.id = r.team_id
    where r.score_session_id = ${scoreSessions.id} and rt.event_id = ${scope.eventId}), '[]'::json)`;
  const teamsWithoutResult = sql<number>`(
    select count(*)::int from ${teams} ut
    where ut.event_id = ${scope.eventId}
      and not ${playedBattle(sql.raw('ut.id'), battles.id)})`.mapWith(Number);
  const rows = await db
    .select({
      score_id: scoreSessions.id,
      battle_id: battles.id,
      name: battles.name,
      photo_url: battles.photoUrl,
      start_time: iso(scoreSessions.startTime),
      end_time: iso(scoreSessions.endTime),
      ...labelColumns,
      results: sessionResults,
      teamsWithoutResult,
    })
    .from(scoreSessions)
    .innerJoin(battles, eq(battles.id, scoreSessions.battleId))
    .where(and(eq(battles.eventId, scope.eventId), isCrewOfBattle(scope.userId)))
    .orderBy(asc(scoreSessions.startTime), asc(scoreSessions.id));
  return {
    battles: rows.map(({ results: json, teamsWithoutResult: waiting, ...row }) => {
      const entered = parsedJson<TeamResult[]>(json);
      const teamCount = entered.length + waiting;
      return {
        score_id: row.score_id,
        battle_id: row.battle_id,
        name: row.name,
        photo_url: row.photo_url,
        start_time: row.start_time,
        end_time: row.end_time,
        team_count: teamCount,
        is_correct:
          teamCount > 0 && waiting === 0 && entered.every((r) => isResultComplete(r, row)),
      };
    }),
  };
}

/** POST /crew-battles: the session may be scored by the caller; nothing is stored. */
export async function selectCrewSession(db: Db, scope: EventScope, scoreId: number) {
  await crewSessionOf(db, scope, scoreId);
  return { message: crewMessages.selected, score_id: scoreId };
}

// ---------------------------------------------------------------------------------------------
// The teams of a session, with their results
// ---------------------------------------------------------------------------------------------

const captains = alias(teamPlayers, 'captains');
const captainUsers = alias(users, 'captain_users');
const enteredBy = alias(users, 'entered_by_users');

/** The teams of a session (see the module comment), by name, with their results if any. */
function sessionTeams(db: Db, eventId: number, session: { id: number; battleId: number }) {
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
      updatedAt: sql<string | null>`${iso(results.updatedAt)}`,
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

type SessionTeam = Awaited<ReturnType<typeof sessionTeams>>[number];

function teamCard(team: SessionTeam): CrewTeamResult {
  return {
    challenge_score_id: team.resultId,
    team_id: team.teamId,
    name: team.name,
    photo_url: team.picture,
    company_name: team.companyName,
    captain_name: team.captainName,
    rank: team.rank,
    points: team.points ?? 0,
    score_1: team.score1,
    score_2: team.score2,
    time_1: timeText(team.time1),
    time_2: timeText(team.time2),
    is_ladies: team.isLadies ?? false,
    is_fairplay: team.isFairplay ?? false,
    is_disqualified: team.isDisqualified ?? false,
    is_joker: team.isJoker,
    entered_by: team.enteredBy,
    updated_at: team.updatedAt,
  };
}

/** GET /crew-score: the session's form, one card per team. */
export async function crewScore(
  db: Db,
  scope: EventScope,
  scoreId: number,
): Promise<CrewScoreResponse> {
  // The version is read before the cards: a save committed in between shows newer cards with
  // the older version, so the next save is refused (409) rather than the form being trusted.
  const session = await crewSessionOf(db, scope, scoreId);
  const teamRows = await sessionTeams(db, scope.eventId, session);
  return {
    score_id: session.id,
    activity_id: session.battleId,
    activity_name: session.battleName,
    activity_photo: session.battlePhoto,
    scoring_type: session.scoringType,
    start_time: session.startTime,
    end_time: session.endTime,
    score_1_label: session.score1Label,
    score_2_label: session.score2Label,
    time_1_label: session.time1Label,
    time_2_label: session.time2Label,
    has_ladies: session.hasLadies,
    version: session.version,
    teams: teamRows.map(teamCard),
  };
}

// ---------------------------------------------------------------------------------------------
// POST /crew-score
// ---------------------------------------------------------------------------------------------

/** A result ready to be stored. */
interface ScoredResult extends TeamResult {
  teamId: number;
  points: number;
}

const nothingEntered = (r: CrewResultInput) =>
  r.rank === null &&
  r.score1 === null &&
  r.score2 === null &&
  r.time1 === null &&
  r.time2 === null &&
  !r.isLadies &&
  !r.isFairplay &&
  !r.isDisqualified;

const STORED_FIELDS = [
  'rank',
  'score1',
  'score2',
  'time1',
  'time2',
  'isLadies',
  'isFairplay',
  'isDisqualified',
  'isJoker',
  'points',
] as const;

/** Whether a scored result differs from what the team had stored (a new result always does). */
function changesResult(scored: ScoredResult, stored: SessionTeam): boolean {
  if (stored.resultId === null) return true;
  return STORED_FIELDS.some((field) => scored[field] !== stored[field]);
}

/**
 * Matches every sent result to a team of the session: a result id must be one of the session's
 * results, a team sent by its id must be a team of the session (its result, if it has one by now,
 * is overwritten: a client that sends no version saves over it as SPEC's contract does), and no
 * team may come twice. Any mismatch refuses the whole save with each offending field named.
 */
function matchTeams(
  sent: readonly CrewResultInput[],
  sessionTeamRows: SessionTeam[],
): { input: CrewResultInput; team: SessionTeam }[] {
  const byResult = new Map(sessionTeamRows.flatMap((t) => (t.resultId ? [[t.resultId, t]] : [])));
  const byTeam = new Map(sessionTeamRows.map((t) => [t.teamId, t]));
  const fields: Record<string, string> = {};
  const seen = new Set<number>();
  const matched: { input: CrewResultInput; team: SessionTeam }[] = [];
  for (const input of sent) {
    let team: SessionTeam | undefined;
    let field: string;
    if (input.challengeScoreId !== null) {
      field = `challenge_score_id.${input.index}`;
      team = byResult.get(input.challengeScoreId);
      if (!team || (input.teamId !== null && input.teamId !== team.teamId)) {
        fields[field] = crewMessages.resultNotInSession;
        continue;
      }
    } else {
      field = `team_id.${input.index}`;
      team = byTeam.get(input.teamId!);
      if (!team) {
        fields[field] = crewMessages.teamNotInSession;
        continue;
      }
    }
    if (seen.has(team.teamId)) {
      fields[field] = crewMessages.duplicateTeam;
      continue;
    }
    seen.add(team.teamId);
    matched.push({ input, team });
  }
  const first = Object.values(fields)[0];
  if (first) throw new BadRequestError(first, fields);
  return matched;
}

/** The result a sent row stores: the joker is the team's choice, the points the table's. */
function scoredResult(input: CrewResultInput, team: SessionTeam, table: PointsRow[]) {
  const result: TeamResult = {
    rank: input.rank,
    score1: input.score1,
    score2: input.score2,
    time1: input.time1,
    time2: input.time2,
    isLadies: input.isLadies,
    isFairplay: input.isFairplay,
    isDisqualified: input.isDisqualified,
    isJoker: team.isJoker,
  };
  return { ...result, teamId: team.teamId, points: pointsForResult(result, table) };
}

const excluded = (column: { name: string }) => sql.raw(`excluded.${column.name}`);

/** Writes the results in one statement: new ones inserted, existing ones overwritten. */
async function storeResults(
  tx: Db,
  scoreSessionId: number,
  scored: ScoredResult[],
  by: { userId: number; now: Date },
) {
  if (scored.length === 0) return;
  await tx
    .insert(results)
    .values(
      scored.map((r) => ({
        scoreSessionId,
        teamId: r.teamId,
        rank: r.rank,
        points: r.points,
        score1: r.score1,
        score2: r.score2,
        time1: r.time1,
        time2: r.time2,
        isLadies: r.isLadies,
        isFairplay: r.isFairplay,
        isDisqualified: r.isDisqualified,
        isJoker: r.isJoker,
        enteredBy: by.userId,
        updatedAt: by.now,
      })),
    )
    .onConflictDoUpdate({
      target: [results.scoreSessionId, results.teamId],
      set: {
        rank: excluded(results.rank),
        points: excluded(results.points),
        score1: excluded(results.score1),
        score2: excluded(results.score2),
        time1: excluded(results.time1),
        time2: excluded(results.time2),
        isLadies: excluded(results.isLadies),
        isFairplay: excluded(results.isFairplay),
        isDisqualified: excluded(results.isDisqualified),
        isJoker: excluded(results.isJoker),
        enteredBy: excluded(results.enteredBy),
        updatedAt: excluded(results.updatedAt),
      },
    });
}

/** Tells the players of the teams whose result changed that the score is there. */
async function notifyScored(
  tx: Db,
  teamIds: number[],
  session: { id: number; battleName: string },
  now: Date,
): Promise<number[]> {
  if (teamIds.length === 0) return [];
  const players = await tx
    .selectDistinct({ userId: teamPlayers.userId })
    .from(teamPlayers)
    .where(inArray(teamPlayers.teamId, teamIds));
  return notify(
    tx,
    { userIds: players.map((p) => p.userId) },
    { type: 'score_available', dynamicKey1: session.battleName, redirectKey1: String(session.id) },
    now,
  );
}

/** What storing a session's results did. */
interface StoredResults {
  version: number;
  /** The players told that their score is there. */
  told: number[];
  /** Teams whose result is new, and teams whose stored result changed. */
  created: number;
  updated: number;
}

/** The session with its battle, locked: saves of one battle take turns. */
async function lockedSession(tx: Db, scope: EventScope, scoreId: number) {
  // A team's one result per battle is decided against every session of it. "No key update"
  // leaves rows that only reference them (results, ratings, jokers) free.
  const [row] = await crewSessionQuery(tx, scope, scoreId).for('no key update', {
    of: [scoreSessions, battles],
  });
  return row;
}

/**
 * Stores the sent results of a locked session inside the caller's transaction: each matched to
 * a team of the session (any mismatch refuses them all), points from the event's table, the
 * joker from the team's choice, the session's version raised, the players of every changed
 * result told.
 */
async function storeSessionResults(
  tx: Db,
  scope: EventScope,
  session: CrewSessionRow,
  sentResults: readonly CrewResultInput[],
  now: Date,
): Promise<StoredResults> {
  const sessionTeamRows = await sessionTeams(tx, scope.eventId, session);
  const matched = matchTeams(sentResults, sessionTeamRows);
  const table = await pointsTableOf(tx, scope.eventId);

  // A team's card left empty is not a result yet.
  const sent = matched.filter(
    ({ input, team }) => team.resultId !== null || !nothingEntered(input),
  );
  const scored = sent.map(({ input, team }) => ({
    team,
    result: scoredResult(input, team, table),
  }));
  await storeResults(
    tx,
    session.id,
    scored.map((s) => s.result),
    { userId: scope.userId, now },
  );
  const [{ version }] = await tx
    .update(scoreSessions)
    .set({ version: sql`${scoreSessions.version} + 1` })
    .where(eq(scoreSessions.id, session.id))
    .returning({ version: scoreSessions.version });

  const changed = scored.filter((s) => changesResult(s.result, s.team)).map((s) => s.team);
  const created = changed.filter((team) => team.resultId === null).length;
  const told = await notifyScored(
    tx,
    changed.map((team) => team.teamId),
    session,
    now,
  );
  return { version, told, created, updated: changed.length - created };
}

/**
 * The version a save stored earlier with this save's idempotency key made, or null when there is
 * none; a key that another session or crew member used is refused.
 */
async function repeatedSave(tx: Db, save: CrewScoreSave, userId: number): Promise<number | null> {
  if (!save.idempotencyKey) return null;
  const [earlier] = await tx
    .select({
      scoreSessionId: crewSaveKeys.scoreSessionId,
      userId: crewSaveKeys.userId,
      version: crewSaveKeys.version,
    })
    .from(crewSaveKeys)
    .where(eq(crewSaveKeys.key, save.idempotencyKey));
  if (!earlier) return null;
  if (earlier.scoreSessionId !== save.scoreId || earlier.userId !== userId) {
    throw new ConflictError(crewMessages.keyReused);
  }
  return earlier.version;
}

/**
 * POST /crew-score: stores every sent result of the session at once, or none (any refusal is
 * thrown inside the transaction); answers the session's new version. A save whose idempotency
 * key was stored before changes nothing and answers the version that first save made (checked
 * before the version, which that first save raised); the key is stored with the results.
 */
export async function saveCrewScore(
  { db, changes }: WriteDeps,
  scope: EventScope,
  save: CrewScoreSave,
  now: Date,
): Promise<{ message: typeof crewMessages.saved; version: number }> {
  // Who the score's notifications reached: their lists are dropped from memory after commit.
  let told: number[] = [];
  let repeated = false;
  const version = await db.transaction(async (tx) => {
    // A save stored before (its answer lost) is answered as then, even when the crew member has
    // left the battle or chosen another event since: it changes nothing.
    const before = await repeatedSave(tx, save, scope.userId);
    if (before !== null) {
      repeated = true;
      return before;
    }
    const session = checkedSession(await lockedSession(tx, scope, save.scoreId));
    // Under the session's lock: the same save sent twice at once finds its twin's key here.
    const twin = await repeatedSave(tx, save, scope.userId);
    if (twin !== null) {
      repeated = true;
      return twin;
    }
    if (save.version !== null && save.version !== session.version) {
      throw new ConflictError(crewMessages.staleVersion);
    }
    const stored = await storeSessionResults(tx, scope, session, save.results, now);
    told = stored.told;
    if (save.idempotencyKey) {
      const kept = await tx
        .insert(crewSaveKeys)
        .values({
          key: save.idempotencyKey,
          scoreSessionId: session.id,
          userId: scope.userId,
          version: stored.version,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ key: crewSaveKeys.key });
      // The same key sent at once for another session (not locked by this one) got there first.
      if (kept.length === 0) throw new ConflictError(crewMessages.keyReused);
    }
    return stored.version;
  });
  if (repeated) return { message: crewMessages.saved, version };
  await changes.publish({ kind: 'event', eventId: scope.eventId });
  if (told.length > 0) await changes.publish({ kind: 'users', userIds: told });
  return { message: crewMessages.saved, version };
}

/**
 * The organizer console's CSV import of results: any session of the event (no crew assignment
 * needed) stored as a crew save stores it, inside the import's transaction; the caller publishes
 * the changes after commit. A mismatch names `team_id.N` with the result's index N.
 */
export async function importSessionResults(
  tx: Db,
  scope: EventScope,
  scoreId: number,
  sent: readonly CrewResultInput[],
  now: Date,
): Promise<Omit<StoredResults, 'version'>> {
  const session = await lockedSession(tx, scope, scoreId);
  if (!session) throw new NotFoundError(crewMessages.sessionNotFound);
  const { told, created, updated } = await storeSessionResults(tx, scope, session, sent, now);
  return { told, created, updated };
}
