/**
 * The crew save (POST /crew-score), the organizer console's import of results, which stores
 * them as a crew save does, and the console's review of crew saves (approve, send back).
 *
 * A save writes every result it carries in one transaction with the session's row locked, so
 * saves of one session take turns, and the session's version tells a save based on an older
 * form (409). The results' points are computed here with the shared points engine, so the
 * leaderboard and team points (event snapshots) only sum them; they are rebuilt after commit.
 *
 * When the event's results need approval, a crew save is kept whole in submitted_results and
 * the session marked `submitted`; approving moves it into results (it counts from then on).
 * While a published quarter freezes the standings, a result that changes keeps its players'
 * "score available" note back (results.note_held) until the result shows.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  battles,
  crewSaveKeys,
  results,
  scoreSessions,
  submittedResults,
  teamPlayers,
} from '../../db/schema';
import type { WriteDeps } from '../../cache/changes';
import type { EventScope } from '../../auth/eventScope';
import type { AuditNote } from '../../auditNote';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import { organizerMessages } from '../../../shared/api/organizer';
import { organizerReviewMessages } from '../../../shared/api/organizerReview';
import {
  crewMessages,
  type CrewResultInput,
  type CrewScoreSave,
  type CrewScoreSaved,
} from '../../../shared/api/crew';
import {
  pointsForResult,
  suggestRanks,
  type PointsRow,
  type TeamResult,
} from '../../../shared/scoring';
import { notify, type NotificationCause } from '../notifications/service';
import { pointsTableOf, quarterMomentOf } from '../scores/service';
import {
  checkedSession,
  crewSessionQuery,
  sessionTeams,
  storedResult,
  submittedOf,
  withSubmitted,
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
function scoredResult(input: TeamResult, team: SessionTeam, table: PointsRow[]) {
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

/** A result to write, with who entered it, when it starts to count, and whether its note waits. */
interface ResultRow {
  result: ScoredResult;
  enteredBy: number | null;
  noteHeld: boolean;
}

const resultValues = (scoreSessionId: number, row: ResultRow, now: Date) => ({
  scoreSessionId,
  teamId: row.result.teamId,
  rank: row.result.rank,
  points: row.result.points,
  score1: row.result.score1,
  score2: row.result.score2,
  time1: row.result.time1,
  time2: row.result.time2,
  isLadies: row.result.isLadies,
  isFairplay: row.result.isFairplay,
  isDisqualified: row.result.isDisqualified,
  isJoker: row.result.isJoker,
  enteredBy: row.enteredBy,
  updatedAt: now,
});

/** Writes the results in one statement: new ones inserted, existing ones overwritten. */
async function storeResults(tx: Db, scoreSessionId: number, rows: ResultRow[], now: Date) {
  if (rows.length === 0) return;
  await tx
    .insert(results)
    .values(
      rows.map((row) => ({ ...resultValues(scoreSessionId, row, now), noteHeld: row.noteHeld })),
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
        noteHeld: excluded(results.noteHeld),
      },
    });
}

/** Replaces the session's save awaiting review with these results. */
async function storeSubmitted(tx: Db, scoreSessionId: number, rows: ResultRow[], now: Date) {
  await tx.delete(submittedResults).where(eq(submittedResults.scoreSessionId, scoreSessionId));
  if (rows.length === 0) return;
  await tx
    .insert(submittedResults)
    .values(rows.map((row) => resultValues(scoreSessionId, row, now)));
}

/**
 * Tells the players of the teams whose result changed that the score is there; whoever saved or
 * approved it (`cause.actedBy`) is not told, even when they play in one of the teams.
 */
async function notifyScored(
  tx: Db,
  teamIds: number[],
  session: { id: number; battleName: string },
  cause: NotificationCause,
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
    cause,
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
  /** The session's teams, and how many of them have neither a rank nor a disqualification. */
  teamCount: number;
  withoutResult: number;
  /** The results were kept for review: they count nowhere yet. */
  awaitingReview: boolean;
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

/** The team has a result that places it or rules it out. */
const isDecided = (result: TeamResult) => result.rank !== null || result.isDisqualified;

interface AfterSave {
  /** The team as stored before (the counted result, or the save awaiting review over it). */
  team: SessionTeam;
  result: ScoredResult;
  sent: boolean;
}

/**
 * The session's results after a save: the sent values over the stored ones, team by team, with
 * the ranks of a battle scored by score or time computed from the values of every team of the
 * session (a typed rank counts only in a `rank` battle), and each result's points.
 */
function sessionAfterSave(
  session: CrewSessionRow,
  before: SessionTeam[],
  hasResult: (team: SessionTeam) => boolean,
  sent: ReadonlyMap<number, TeamResult>,
  table: PointsRow[],
): AfterSave[] {
  const entered = before.flatMap((team) => {
    const input = sent.get(team.teamId);
    if (input) return [{ team, result: input, sent: true }];
    return hasResult(team) ? [{ team, result: storedResult(team), sent: false }] : [];
  });
  const ranks =
    session.scoringType === 'rank'
      ? entered.map(({ result }) => result.rank)
      : suggestRanks(
          session.scoringType,
          entered.map(({ result }) => result),
        );
  return entered.map(({ team, result, sent: wasSent }, i) => ({
    team,
    sent: wasSent,
    result: scoredResult({ ...result, rank: ranks[i] }, team, table),
  }));
}

/** Raises the session's version and says where its review stands; answers the new version. */
async function markSession(
  tx: Db,
  sessionId: number,
  review: {
    reviewState: 'submitted' | null;
    reviewNote: null;
    submittedBy: number | null;
    submittedAt: Date | null;
  },
): Promise<number> {
  const [{ version }] = await tx
    .update(scoreSessions)
    .set({ version: sql`${scoreSessions.version} + 1`, ...review })
    .where(eq(scoreSessions.id, sessionId))
    .returning({ version: scoreSessions.version });
  return version;
}

const NO_REVIEW = { reviewState: null, reviewNote: null, submittedBy: null, submittedAt: null };

/**
 * Writes results that count, inside the caller's transaction: the changed ones' players told, or
 * (while a published quarter freezes the standings) their note kept back until the result shows.
 */
async function countResults(
  tx: Db,
  { eventId, userId }: Pick<EventScope, 'eventId' | 'userId'>,
  session: { id: number; battleName: string },
  rows: { team: SessionTeam; result: ScoredResult; enteredBy: number | null }[],
  now: Date,
) {
  const frozen = (await quarterMomentOf(tx, eventId)) !== null;
  const changed = rows.filter((row) => changesResult(row.result, row.team));
  const isChanged = new Set(changed.map((row) => row.team.teamId));
  await storeResults(
    tx,
    session.id,
    rows.map((row) => ({
      result: row.result,
      enteredBy: row.enteredBy,
      noteHeld: isChanged.has(row.team.teamId) ? frozen : (row.team.noteHeld ?? false),
    })),
    now,
  );
  const told = frozen
    ? []
    : await notifyScored(
        tx,
        changed.map((row) => row.team.teamId),
        session,
        { eventId, actedBy: userId },
        now,
      );
  const created = changed.filter((row) => row.team.resultId === null).length;
  return { told, created, updated: changed.length - created };
}

/**
 * Stores the sent results of a locked session inside the caller's transaction: each matched to
 * a team of the session (any mismatch refuses them all), the ranks of a score or time battle
 * computed from every team's values (so a team not sent is re-ranked too when another team's
 * value moves it), points from the event's table, the joker from the team's choice, the
 * session's version raised. A save that carries no result at all (every card empty, for teams
 * without one) is refused. With `review`, the whole session after the save is kept for an
 * organizer's approval and counts nowhere; otherwise the results count at once and any save
 * that was waiting for review is superseded.
 */
async function storeSessionResults(
  tx: Db,
  scope: EventScope,
  session: CrewSessionRow,
  sentResults: readonly CrewResultInput[],
  now: Date,
  review: boolean,
): Promise<StoredResults> {
  const counted = await sessionTeams(tx, scope.eventId, session);
  const matched = matchTeams(sentResults, counted);
  const submitted = review ? await submittedOf(tx, session.id) : new Map();
  const before = withSubmitted(counted, submitted);
  const hasResult = (team: SessionTeam) => team.resultId !== null || submitted.has(team.teamId);
  const table = await pointsTableOf(tx, scope.eventId);

  // A team's card left empty is not a result yet.
  const sent = matched.filter(({ input, team }) => hasResult(team) || !nothingEntered(input));
  if (sent.length === 0) throw new BadRequestError(crewMessages.nothingToSave);
  const after = sessionAfterSave(
    session,
    before,
    hasResult,
    new Map(sent.map(({ input, team }) => [team.teamId, input])),
    table,
  );
  const decided = after.filter((s) => isDecided(s.result)).length;
  const counts = { teamCount: counted.length, withoutResult: counted.length - decided };
  const enteredBy = (s: AfterSave) => (s.sent ? scope.userId : (s.team.enteredById ?? null));

  if (review) {
    await storeSubmitted(
      tx,
      session.id,
      after.map((s) => ({ result: s.result, enteredBy: enteredBy(s), noteHeld: false })),
      now,
    );
    const version = await markSession(tx, session.id, {
      reviewState: 'submitted',
      reviewNote: null,
      submittedBy: scope.userId,
      submittedAt: now,
    });
    return { version, told: [], created: 0, updated: 0, ...counts, awaitingReview: true };
  }

  const stored = after.filter((s) => s.sent || changesResult(s.result, s.team));
  const done = await countResults(
    tx,
    scope,
    session,
    stored.map((s) => ({ team: s.team, result: s.result, enteredBy: enteredBy(s) })),
    now,
  );
  await tx.delete(submittedResults).where(eq(submittedResults.scoreSessionId, session.id));
  const version = await markSession(tx, session.id, NO_REVIEW);
  return { version, ...done, ...counts, awaitingReview: false };
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
 * How many teams the session has and how many of them have no result yet, as stored now (the save
 * awaiting review over the counted results).
 */
async function sessionCounts(db: Db, scope: EventScope, scoreId: number) {
  const [session] = await crewSessionQuery(db, scope, scoreId);
  if (!session) return { teamCount: 0, withoutResult: 0, awaitingReview: false };
  const teams = withSubmitted(
    await sessionTeams(db, scope.eventId, session),
    await submittedOf(db, session.id),
  );
  const decided = teams.filter((team) => team.rank !== null || team.isDisqualified === true);
  return {
    teamCount: teams.length,
    withoutResult: teams.length - decided.length,
    awaitingReview: session.reviewState === 'submitted',
  };
}

/** Results count only for a session that has started; organizers enter earlier ones from the console. */
function checkStarted(session: CrewSessionRow, now: Date) {
  if (Date.parse(session.startTime) > now.getTime()) {
    throw new ForbiddenError(crewMessages.sessionNotStarted);
  }
}

/**
 * POST /crew-score: stores every sent result of the session at once, or none (any refusal is
 * thrown inside the transaction); answers the session's new version. A save whose idempotency
 * key was stored before changes nothing and answers the version that first save made (checked
 * before the version, which that first save raised); the key is stored with the results. When
 * the event's results need approval, the save waits for an organizer (storeSessionResults).
 */
export async function saveCrewScore(
  { db, changes }: WriteDeps,
  scope: EventScope,
  save: CrewScoreSave,
  now: Date,
): Promise<CrewScoreSaved> {
  // Who the score's notifications reached: their lists are dropped from memory after commit.
  let told: number[] = [];
  let repeated = false;
  let counts = { teamCount: 0, withoutResult: 0, awaitingReview: false };
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
    checkStarted(session, now);
    if (save.version !== null && save.version !== session.version) {
      throw new ConflictError(crewMessages.staleVersion);
    }
    const stored = await storeSessionResults(
      tx,
      scope,
      session,
      save.results,
      now,
      session.needsApproval,
    );
    told = stored.told;
    counts = stored;
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
  if (repeated) counts = await sessionCounts(db, scope, save.scoreId);
  else {
    await changes.publish({ kind: 'event', eventId: scope.eventId });
    if (told.length > 0) await changes.publish({ kind: 'users', userIds: told });
  }
  return {
    message: crewMessages.saved,
    version,
    team_count: counts.teamCount,
    teams_without_result: counts.withoutResult,
    awaiting_review: counts.awaitingReview,
  };
}

/**
 * The organizer console's CSV import of results: any session of the event (no crew assignment
 * needed, started or not: the import is audited) stored as a crew save stores it and counted at
 * once (an organizer's entry needs no approval), inside the import's transaction; the caller
 * publishes the changes after commit. A mismatch names `team_id.N` with the result's index N.
 */
export async function importSessionResults(
  tx: Db,
  scope: EventScope,
  scoreId: number,
  sent: readonly CrewResultInput[],
  now: Date,
): Promise<Omit<StoredResults, 'version' | 'awaitingReview'> & { notStarted: boolean }> {
  const session = await lockedSession(tx, scope, scoreId);
  if (!session) throw new NotFoundError(crewMessages.sessionNotFound);
  const { told, created, updated, teamCount, withoutResult } = await storeSessionResults(
    tx,
    scope,
    session,
    sent,
    now,
    false,
  );
  const notStarted = Date.parse(session.startTime) > now.getTime();
  return { told, created, updated, teamCount, withoutResult, notStarted };
}

// ---------------------------------------------------------------------------------------------
// The console's review of crew saves
// ---------------------------------------------------------------------------------------------

/** The session of the event, locked as a save locks it, with a save waiting for review. */
async function sessionUnderReview(tx: Db, scope: EventScope, scoreId: number) {
  const session = await lockedSession(tx, scope, scoreId);
  if (!session) throw new NotFoundError(organizerMessages.notFound);
  if (session.reviewState === null) {
    throw new ConflictError(organizerReviewMessages.nothingToReview);
  }
  return session;
}

const sessionLabel = (session: CrewSessionRow) => `${session.battleName} (${session.startTime})`;

/**
 * POST /organizer/sessions/approve: the crew's submitted save of the session counts from now
 * on (its results written with this moment, so a quarter published earlier does not show them),
 * in the console's transaction; answers its audit note and the players told.
 */
export async function approveSession(
  tx: Db,
  scope: EventScope,
  scoreId: number,
  now: Date,
): Promise<{ audit: AuditNote; told: number[] }> {
  const session = await sessionUnderReview(tx, scope, scoreId);
  const counted = await sessionTeams(tx, scope.eventId, session);
  const submitted = await submittedOf(tx, session.id);
  const table = await pointsTableOf(tx, scope.eventId);
  const rows = counted.flatMap((team) => {
    const mine = submitted.get(team.teamId);
    if (!mine) return [];
    const result = scoredResult({ ...mine, isJoker: team.isJoker }, team, table);
    return [{ team, result, enteredBy: mine.enteredById }];
  });
  const { told } = await countResults(tx, scope, session, rows, now);
  await tx.delete(submittedResults).where(eq(submittedResults.scoreSessionId, session.id));
  await markSession(tx, session.id, NO_REVIEW);
  return {
    audit: {
      action: 'approve',
      entity: 'session',
      entityId: session.id,
      summary: sessionLabel(session),
    },
    told,
  };
}

/**
 * POST /organizer/sessions/send-back: the crew's save stays submitted-but-not-counted, marked
 * sent back with the organizer's note, until the crew save again. The version is kept, so a form
 * the crew have open can still be saved.
 */
export async function sendSessionBack(
  tx: Db,
  scope: EventScope,
  scoreId: number,
  note: string,
): Promise<AuditNote> {
  const session = await sessionUnderReview(tx, scope, scoreId);
  await tx
    .update(scoreSessions)
    .set({ reviewState: 'sent_back', reviewNote: note })
    .where(eq(scoreSessions.id, session.id));
  return {
    action: 'send back',
    entity: 'session',
    entityId: session.id,
    summary: `${sessionLabel(session)}: ${note}`,
  };
}
