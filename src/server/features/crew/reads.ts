/**
 * The crew's reads: a crew member's score sessions (GET /crew-battles), the choice of one
 * (POST /crew-battles, which stores nothing) and the result form of one session (GET /crew-score).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { battles, results, scoreSessions, submittedResults, teams } from '../../db/schema';
import { iso, parsedJson } from '../../db/wire';
import type { EventScope } from '../../auth/eventScope';
import {
  crewMessages,
  type CrewScoreResponse,
  type CrewSession,
  type CrewTeamResult,
} from '../../../shared/api/crew';
import { isResultComplete, timeText, type TeamResult } from '../../../shared/scoring';
import {
  crewSessionOf,
  isCrewOfBattle,
  labelColumns,
  playedBattle,
  sessionTeams,
  submittedOf,
  withSubmitted,
  type SessionTeam,
} from './session';

/** A stored result as the points engine reads it, inside json_build_object. */
const resultJson = (r: string) =>
  sql.raw(`json_build_object('rank', ${r}.rank, 'score1', ${r}.score_1, 'score2', ${r}.score_2,
    'time1', ${r}.time_1, 'time2', ${r}.time_2, 'isLadies', ${r}.is_ladies,
    'isFairplay', ${r}.is_fairplay, 'isDisqualified', ${r}.is_disqualified,
    'isJoker', ${r}.is_joker)`);

/**
 * Every session of every battle of the event the crew member is assigned to, in one query: each
 * with its results (to be checked by the shared isResultComplete; a save awaiting review stands
 * for the session's results, as the crew's form shows it) and the number of the event's teams
 * still without a result in the battle.
 */
export async function crewBattles(db: Db, scope: EventScope): Promise<{ battles: CrewSession[] }> {
  const sessionResults = sql`case when ${scoreSessions.reviewState} is null then coalesce((
    select json_agg(${resultJson('r')})
    from ${results} r join ${teams} rt on rt.id = r.team_id
    where r.score_session_id = ${scoreSessions.id} and rt.event_id = ${scope.eventId}), '[]'::json)
    else coalesce((
    select json_agg(${resultJson('sr')})
    from ${submittedResults} sr join ${teams} st on st.id = sr.team_id
    where sr.score_session_id = ${scoreSessions.id} and st.event_id = ${scope.eventId}), '[]'::json)
    end`;
  const teamsWithoutResult = sql<number>`(
    select count(*)::int from ${teams} ut
    where ut.event_id = ${scope.eventId}
      and not ${playedBattle(sql.raw('ut.id'), battles.id)}
      and not exists (select 1 from ${submittedResults} us
        where us.team_id = ut.id and us.score_session_id = ${scoreSessions.id}))`.mapWith(Number);
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
      reviewState: scoreSessions.reviewState,
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
        review_state: row.reviewState,
      };
    }),
  };
}

/** POST /crew-battles: the session may be scored by the caller; nothing is stored. */
export async function selectCrewSession(db: Db, scope: EventScope, scoreId: number) {
  await crewSessionOf(db, scope, scoreId);
  return { message: crewMessages.selected, score_id: scoreId };
}

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
  // A save awaiting review (or sent back) is the crew's latest word: the cards show it.
  const teamRows = withSubmitted(
    await sessionTeams(db, scope.eventId, session),
    session.reviewState === null ? new Map() : await submittedOf(db, session.id),
  );
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
    review_state: session.reviewState,
    review_note: session.reviewNote,
    teams: teamRows.map(teamCard),
  };
}
