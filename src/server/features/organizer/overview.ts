/**
 * The console's overview of the chosen event (GET /api/organizer/overview): what still needs the
 * organizer's attention. It reads across areas, read-only: the battles' sessions and results
 * (checked with the shared points engine's `isResultComplete`, the way /crew-battles marks a
 * session correct), the team area's snapshots of players, jokers, cheers and challenges (turned
 * into readiness by src/shared/readiness.ts, as /readiness does), the ratings and the mail log.
 * Organizers read it now and then, so it is built per call, not kept in memory.
 */
import { asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { battles, events, ratings, results, scoreSessions, teams } from '../../db/schema';
import { parsedJson } from '../../db/wire';
import type { ReadDeps } from '../../cache/snapshots';
import { eventMailCounts } from '../../mail/mailLog';
import type {
  OrganizerOverviewResponse,
  OverviewBattle,
  OverviewRatings,
  OverviewTeam,
} from '../../../shared/api/organizerOverview';
import {
  READINESS_ITEMS,
  readinessChecklist,
  readinessPercent,
  type ReadinessFacts,
} from '../../../shared/readiness';
import { isResultComplete, type TeamResult } from '../../../shared/scoring';
import { teamJokersOf } from '../battles/service';
import { eventTeamPlayers } from '../team/eventSnapshots';
import { eventSocial, type TeamSocial } from '../team/social';

export interface OverviewDeps extends ReadDeps {
  now: () => Date;
}

export async function organizerOverview(
  deps: OverviewDeps,
  eventId: number,
): Promise<OrganizerOverviewResponse> {
  const [battleRows, readiness, social, ratingRows, mails] = await Promise.all([
    battleProgress(deps.db, eventId, deps.now()),
    teamsReadiness(deps, eventId),
    eventSocial(deps, eventId),
    battleRatings(deps.db, eventId),
    eventMailCounts(deps.db, eventId),
  ]);
  return {
    battles: battleRows,
    teams_not_ready: readiness
      .filter((team) => team.readiness < 100)
      .sort((a, b) => a.readiness - b.readiness || a.name.localeCompare(b.name) || a.id - b.id),
    team_count: readiness.length,
    cheers: cheerCounts(social),
    ratings: ratingRows,
    mails,
  };
}

// ---------------------------------------------------------------------------------------------
// Results per battle
// ---------------------------------------------------------------------------------------------

/** A stored result as the points engine reads it, inside json_build_object. */
const resultJson = sql.raw(`json_build_object('rank', r.rank, 'score1', r.score_1,
  'score2', r.score_2, 'time1', r.time_1, 'time2', r.time_2, 'isLadies', r.is_ladies,
  'isFairplay', r.is_fairplay, 'isDisqualified', r.is_disqualified, 'isJoker', r.is_joker)`);

/**
 * Every battle of the event with its sessions (none for a battle without one), each with the
 * results of the event's teams in it and its end; and per battle the event's teams
 * with no result in any of its sessions yet (a team plays each battle once, in one session).
 */
function sessionRows(db: Db, eventId: number) {
  const sessionResults = sql<unknown>`coalesce((
    select json_agg(${resultJson}) from ${results} r join ${teams} rt on rt.id = r.team_id
    where r.score_session_id = ${scoreSessions.id} and rt.event_id = ${eventId}), '[]'::json)`;
  const teamsWithoutResult = sql<number>`(
    select count(*)::int from ${teams} ut
    where ut.event_id = ${eventId} and not exists (
      select 1 from ${results} pr join ${scoreSessions} ps on ps.id = pr.score_session_id
      where pr.team_id = ut.id and ps.battle_id = ${battles.id}))`.mapWith(Number);
  return db
    .select({
      battleId: battles.id,
      name: battles.name,
      score1Label: battles.score1Label,
      score2Label: battles.score2Label,
      time1Label: battles.time1Label,
      time2Label: battles.time2Label,
      sessionId: scoreSessions.id,
      endTime: scoreSessions.endTime,
      results: sessionResults,
      teamsWithoutResult,
    })
    .from(battles)
    .leftJoin(scoreSessions, eq(scoreSessions.battleId, battles.id))
    .where(eq(battles.eventId, eventId))
    .orderBy(asc(battles.name), asc(battles.id), asc(scoreSessions.startTime));
}

type SessionRow = Awaited<ReturnType<typeof sessionRows>>[number];

/**
 * Per battle: its sessions, those complete (every team of the session has a complete result, as
 * /crew-battles says), and the results missing from its ended sessions: results entered but
 * incomplete there, and, once every session of the battle has ended, the teams that have no
 * result in it at all (no session is left for them).
 */
async function battleProgress(db: Db, eventId: number, now: Date): Promise<OverviewBattle[]> {
  const byBattle = new Map<number, SessionRow[]>();
  for (const row of await sessionRows(db, eventId)) {
    byBattle.set(row.battleId, [...(byBattle.get(row.battleId) ?? []), row]);
  }
  const ended = (row: SessionRow) => row.endTime !== null && row.endTime.getTime() <= now.getTime();
  return [...byBattle.values()].map((rows) => {
    const sessions = rows.filter((row) => row.sessionId !== null);
    const waiting = rows[0].teamsWithoutResult;
    let complete = 0;
    let missing = 0;
    for (const session of sessions) {
      const entered = parsedJson<TeamResult[]>(session.results);
      const incomplete = entered.filter((result) => !isResultComplete(result, session)).length;
      if (entered.length + waiting > 0 && waiting === 0 && incomplete === 0) complete += 1;
      if (ended(session)) missing += incomplete;
    }
    if (sessions.length > 0 && sessions.every(ended)) missing += waiting;
    return {
      id: rows[0].battleId,
      name: rows[0].name,
      sessions: sessions.length,
      sessions_complete: complete,
      results_missing: missing,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Readiness, cheers, ratings
// ---------------------------------------------------------------------------------------------

/** Every team of the event with its readiness, from the same facts the team area reads. */
async function teamsReadiness(deps: ReadDeps, eventId: number): Promise<OverviewTeam[]> {
  const [teamRows, players, jokers, social] = await Promise.all([
    deps.db
      .select({
        id: teams.id,
        name: teams.name,
        picture: teams.picture,
        slogan: teams.slogan,
        bio: teams.bio,
        songUrl: teams.songUrl,
        maxPlayers: events.maxPlayers,
      })
      .from(teams)
      .innerJoin(events, eq(events.id, teams.eventId))
      .where(eq(teams.eventId, eventId)),
    eventTeamPlayers(deps, eventId),
    teamJokersOf(deps, eventId),
    eventSocial(deps, eventId),
  ]);
  return teamRows.map((team) => {
    const members = players.get(team.id) ?? [];
    const facts: ReadinessFacts = {
      hasCaptain: members.some((player) => player.is_captain),
      playerCount: members.length,
      maxPlayers: team.maxPlayers,
      picture: team.picture,
      slogan: team.slogan,
      bio: team.bio,
      songUrl: team.songUrl,
      hasJoker: jokers.has(team.id),
      challengedCount: social.challenged.get(team.id)?.size ?? 0,
    };
    const checklist = readinessChecklist(facts);
    return {
      id: team.id,
      name: team.name,
      readiness: readinessPercent(facts),
      missing: READINESS_ITEMS.filter((item) => !checklist[item]),
    };
  });
}

function cheerCounts(social: TeamSocial): OrganizerOverviewResponse['cheers'] {
  const cheered = [...social.cheerers.values()].filter((cheerers) => cheerers.size > 0);
  return {
    total: cheered.reduce((sum, cheerers) => sum + cheerers.size, 0),
    teams_cheered: cheered.length,
  };
}

/** Each battle's ratings over all its sessions; averages to one decimal, null while unrated. */
function battleRatings(db: Db, eventId: number): Promise<OverviewRatings[]> {
  const average = (column: SQLWrapper) =>
    sql<number | null>`round(avg(${column})::numeric, 1)::float8`.mapWith(Number);
  return db
    .select({
      battle_id: battles.id,
      name: battles.name,
      count: sql<number>`count(${ratings.id})::int`.mapWith(Number),
      crew_average: average(ratings.crewRating),
      challenge_average: average(ratings.challengeRating),
    })
    .from(battles)
    .leftJoin(scoreSessions, eq(scoreSessions.battleId, battles.id))
    .leftJoin(ratings, eq(ratings.scoreSessionId, scoreSessions.id))
    .where(eq(battles.eventId, eventId))
    .groupBy(battles.id)
    .orderBy(asc(battles.name), asc(battles.id));
}
