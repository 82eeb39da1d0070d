/**
 * The scores of the event's sessions: a team's scored sessions (GET /scores) and one session's
 * results (GET /score). Every session of the event and every result are read in two queries
 * into one snapshot of the event scope, rebuilt after an `event` change (a crew save publishes
 * one); the answers every viewer in the same position shares are kept there too. The viewer's
 * rival markers come from the social scope and their own rating from their user scope.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  battles,
  companies,
  results,
  scoreSessions,
  teamPlayers,
  teams,
  users,
} from '../../db/schema';
import { iso } from '../../db/wire';
import { NotFoundError } from '../../http/errors';
import { ofEvent, ofUser, socialOfEvent, type ReadDeps } from '../../cache/snapshots';
import type { EventScope } from '../../auth/eventScope';
import {
  scoreMessages,
  type ActivityTeamScore,
  type ScoreEntry,
  type ScoreResponse,
  type ScoresResponse,
} from '../../../shared/api/scores';
import { pointsBreakdown, timeText, type TeamResult } from '../../../shared/scoring';
import { eventPointsTable } from './service';
import { eventSocial, isRivalOf } from '../team/social';
import { userRatings } from './ratings';
import { frozenAsOf } from './leaderboard';

/** A score session of the event with its battle's fields. */
interface SessionInfo {
  score_id: number;
  activity_id: number;
  activity_name: string;
  activity_photo: string | null;
  scoring_type: string;
  start_time: string;
  end_time: string;
  score_1_label: string | null;
  score_2_label: string | null;
  time_1_label: string | null;
  time_2_label: string | null;
}

/** A team's result in a session, with what /score shows of the team. */
interface SessionResult extends TeamResult {
  id: number;
  sessionId: number;
  teamId: number;
  teamName: string;
  teamPicture: string | null;
  companyName: string | null;
  captainName: string | null;
  points: number;
  /** Who saved the result last, and when (shown to organizers). */
  enteredBy: string | null;
  enteredAt: string;
}

interface EventSessions {
  /** Newest first. */
  sessions: SessionInfo[];
  byId: Map<number, SessionInfo>;
  resultsBySession: Map<number, SessionResult[]>;
}

async function loadSessions(db: Db, eventId: number): Promise<SessionInfo[]> {
  return db
    .select({
      score_id: scoreSessions.id,
      activity_id: battles.id,
      activity_name: battles.name,
      activity_photo: battles.photoUrl,
      scoring_type: battles.scoringType,
      start_time: iso(scoreSessions.startTime),
      end_time: iso(scoreSessions.endTime),
      score_1_label: battles.score1Label,
      score_2_label: battles.score2Label,
      time_1_label: battles.time1Label,
      time_2_label: battles.time2Label,
    })
    .from(scoreSessions)
    .innerJoin(battles, eq(battles.id, scoreSessions.battleId))
    .where(eq(battles.eventId, eventId))
    .orderBy(desc(scoreSessions.startTime), desc(scoreSessions.id));
}

async function loadResults(db: Db, eventId: number): Promise<SessionResult[]> {
  const captainName = sql<string | null>`(
    select u.first_name || ' ' || u.last_name from ${teamPlayers} tp
    join ${users} u on u.id = tp.user_id
    where tp.team_id = ${results.teamId} and tp.is_captain)`;
  const enteredBy = sql<string | null>`(
    select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${results.enteredBy})`;
  return db
    .select({
      id: results.id,
      sessionId: results.scoreSessionId,
      teamId: results.teamId,
      teamName: teams.name,
      teamPicture: teams.picture,
      companyName: companies.name,
      captainName,
      points: results.points,
      rank: results.rank,
      score1: results.score1,
      score2: results.score2,
      time1: results.time1,
      time2: results.time2,
      isLadies: results.isLadies,
      isFairplay: results.isFairplay,
      isDisqualified: results.isDisqualified,
      isJoker: results.isJoker,
      enteredBy,
      enteredAt: iso(results.updatedAt),
    })
    .from(results)
    .innerJoin(scoreSessions, eq(scoreSessions.id, results.scoreSessionId))
    .innerJoin(battles, and(eq(battles.id, scoreSessions.battleId), eq(battles.eventId, eventId)))
    .innerJoin(teams, eq(teams.id, results.teamId))
    .innerJoin(companies, eq(companies.id, teams.companyId));
}

async function loadEventSessions(db: Db, eventId: number): Promise<EventSessions> {
  const [sessions, rows] = await Promise.all([loadSessions(db, eventId), loadResults(db, eventId)]);
  const resultsBySession = new Map<number, SessionResult[]>();
  for (const row of rows) {
    const sessionResults = resultsBySession.get(row.sessionId) ?? [];
    sessionResults.push(row);
    resultsBySession.set(row.sessionId, sessionResults);
  }
  return {
    sessions,
    byId: new Map(sessions.map((session) => [session.score_id, session])),
    resultsBySession,
  };
}

const eventSessions = ({ db, snapshots }: ReadDeps, eventId: number) =>
  snapshots.get(ofEvent(eventId), 'scores:sessions', () => loadEventSessions(db, eventId));

/**
 * The sessions with the results a viewer may see: all of them, or while a quarter is published
 * (asOf, for non-organizers) only those saved until its moment.
 */
function visibleSessions(deps: ReadDeps, eventId: number, asOf: Date | null) {
  if (!asOf) return eventSessions(deps, eventId);
  const until = asOf.getTime();
  return deps.snapshots.get(ofEvent(eventId), `scores:sessions:${until}`, async () => {
    const all = await eventSessions(deps, eventId);
    const resultsBySession = new Map(
      [...all.resultsBySession].map(([sessionId, sessionResults]) => [
        sessionId,
        sessionResults.filter((result) => Date.parse(result.enteredAt) <= until),
      ]),
    );
    return { ...all, resultsBySession };
  });
}

/** A result the crew has scored: ranked, or disqualified. */
const isScored = (result: TeamResult) => result.rank !== null || result.isDisqualified;

// ---------------------------------------------------------------------------------------------
// GET /scores
// ---------------------------------------------------------------------------------------------

const entryOf = (session: SessionInfo) => ({
  id: session.score_id,
  name: session.activity_name,
  photo_url: session.activity_photo,
  start_time: session.start_time,
});

/** The team's scored sessions, newest first, with the parts of its points. */
async function teamScores(
  deps: ReadDeps,
  eventId: number,
  teamId: number,
  asOf: Date | null,
): Promise<ScoreEntry[]> {
  const [{ sessions, resultsBySession }, table] = await Promise.all([
    visibleSessions(deps, eventId, asOf),
    eventPointsTable(deps, eventId),
  ]);
  return sessions.flatMap((session) => {
    const result = resultsBySession.get(session.score_id)?.find((r) => r.teamId === teamId);
    if (!result || !isScored(result)) return [];
    const parts = pointsBreakdown(result, table);
    return [
      {
        ...entryOf(session),
        score: parts.score,
        ladies: parts.ladies,
        joker: parts.joker,
        rank: result.rank,
        is_disqualified: result.isDisqualified,
      },
    ];
  });
}

/** Every session of the event with at least one scored result, newest first. */
async function scoredSessions(
  deps: ReadDeps,
  eventId: number,
  asOf: Date | null,
): Promise<ScoreEntry[]> {
  const { sessions, resultsBySession } = await visibleSessions(deps, eventId, asOf);
  return sessions
    .filter((session) => resultsBySession.get(session.score_id)?.some(isScored))
    .map((session) => ({
      ...entryOf(session),
      score: null,
      ladies: null,
      joker: null,
      rank: null,
      is_disqualified: false,
    }));
}

/**
 * GET /scores: the own team's scored sessions, or every scored session for a user without one;
 * while a quarter is published, a non-organizer's stop at its moment.
 */
export async function scoresAnswer(deps: ReadDeps, scope: EventScope): Promise<ScoresResponse> {
  const { eventId, teamId } = scope;
  const asOf = await frozenAsOf(deps, scope);
  const key = `scores:${teamId}:${asOf?.getTime() ?? 'live'}`;
  return deps.snapshots.answer(ofEvent(eventId), key, async () => ({
    team_id: teamId,
    scores:
      teamId === null
        ? await scoredSessions(deps, eventId, asOf)
        : await teamScores(deps, eventId, teamId, asOf),
  }));
}

// ---------------------------------------------------------------------------------------------
// GET /score
// ---------------------------------------------------------------------------------------------

/** Ranked teams first (by rank), then unranked ones, then the disqualified; ties by name. */
function resultGroup(result: SessionResult): number {
  if (result.isDisqualified) return 2;
  return result.rank === null ? 1 : 0;
}

function compareResults(a: SessionResult, b: SessionResult): number {
  return (
    resultGroup(a) - resultGroup(b) ||
    (a.rank ?? 0) - (b.rank ?? 0) ||
    a.teamName.localeCompare(b.teamName, 'en', { sensitivity: 'base' }) ||
    a.teamId - b.teamId
  );
}

/** One session's results as every viewer sees them (the rival marker is the viewer's). */
interface SharedScore extends Omit<
  ScoreResponse,
  'user_team_id' | 'can_rate' | 'my_rating' | 'teams'
> {
  teams: Omit<ActivityTeamScore, 'is_rival'>[];
}

/** The session's shared part; 404 for a session that is not one of the event's. */
async function sharedScore(
  deps: ReadDeps,
  eventId: number,
  sessionId: number,
  asOf: Date | null,
): Promise<SharedScore> {
  const sessionOf = async () => {
    const { byId, resultsBySession } = await visibleSessions(deps, eventId, asOf);
    const session = byId.get(sessionId);
    if (!session) throw new NotFoundError(scoreMessages.sessionNotFound);
    return { session, resultsBySession };
  };
  // Checked before the snapshot, so unknown ids never become entries of the event scope.
  await sessionOf();
  const key = `score:${sessionId}:${asOf?.getTime() ?? 'live'}`;
  return deps.snapshots.get(ofEvent(eventId), key, async () => {
    // Read again inside the build: the snapshot's generation is the one it was built from.
    const { session, resultsBySession } = await sessionOf();
    const sessionResults = [...(resultsBySession.get(sessionId) ?? [])].sort(compareResults);
    return {
      ...session,
      teams: sessionResults.map((result) => ({
        challenge_score_id: result.id,
        team_id: result.teamId,
        name: result.teamName,
        photo_url: result.teamPicture,
        company_name: result.companyName,
        captain_name: result.captainName,
        rank: result.rank,
        points: result.points,
        score_1: result.score1,
        score_2: result.score2,
        time_1: timeText(result.time1),
        time_2: timeText(result.time2),
        is_ladies: result.isLadies,
        is_fairplay: result.isFairplay,
        is_disqualified: result.isDisqualified,
        is_joker: result.isJoker,
        entered_by: result.enteredBy,
        entered_at: result.enteredAt,
      })),
    };
  });
}

/**
 * GET /score: one session of the event's results, the viewer's rivals marked, their rating.
 * The encoded answer is kept in the social scope (dropped by event and social changes) per
 * session, viewer team and user, with the generation of the user's ratings in its key, so a
 * warm read encodes nothing and a new rating is never served stale.
 */
export async function scoreAnswer(
  deps: ReadDeps,
  scope: EventScope,
  sessionId: number,
): Promise<ScoreResponse> {
  const { teamId, userId, eventId } = scope;
  const ratingsGeneration = deps.snapshots.generation(ofUser(userId));
  const isOrganizer = scope.role === 'organizer';
  const key = `score:${sessionId}:${teamId ?? 0}:${userId}:${ratingsGeneration}:${isOrganizer}`;
  const kept = deps.snapshots.keptAnswer<ScoreResponse>(socialOfEvent(eventId), key);
  if (kept) return kept;
  const asOf = await frozenAsOf(deps, scope);
  // Refuses an unknown session before any entry is made for it.
  await sharedScore(deps, eventId, sessionId, asOf);
  return deps.snapshots.answer(socialOfEvent(eventId), key, async () => {
    const [shared, social, ratings] = await Promise.all([
      sharedScore(deps, eventId, sessionId, asOf),
      eventSocial(deps, eventId),
      userRatings(deps, userId),
    ]);
    return {
      ...shared,
      user_team_id: teamId,
      can_rate: shared.teams.some((team) => team.team_id === teamId),
      my_rating: ratings.get(sessionId) ?? null,
      teams: shared.teams.map((team) => ({
        ...team,
        // Who entered a result is the organizers' to see (the scoring issue).
        entered_by: isOrganizer ? team.entered_by : null,
        entered_at: isOrganizer ? team.entered_at : null,
        is_rival: isRivalOf(social, teamId, team.team_id),
      })),
    };
  });
}
