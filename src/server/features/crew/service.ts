/**
 * The crew save (POST /crew-score), and the organizer console's import of results, which
 * stores them as a crew save does.
 *
 * A save writes every result it carries in one transaction with the session's row locked, so
 * saves of one session take turns, and the session's version tells a save based on an older
 * form (409). The results' points are computed here with the shared points engine, so the
 * leaderboard and team points (event snapshots) only sum them; they are rebuilt after commit.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { battles, crewSaveKeys, results, scoreSessions, teamPlayers } from '../../db/schema';
import type { WriteDeps } from '../../cache/changes';
import type { EventScope } from '../../auth/eventScope';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import { crewMessages, type CrewResultInput, type CrewScoreSave } from '../../../shared/api/crew';
import { pointsForResult, type PointsRow, type TeamResult } from '../../../shared/scoring';
import { notify } from '../notifications/service';
import { pointsTableOf } from '../scores/service';
import {
  checkedSession,
  crewSessionQuery,
  sessionTeams,
  type CrewSessionRow,
  type SessionTeam,
} from './session';

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
 * is overwritten: a client that sends no version saves over it as the product spec's contract does), and no
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
