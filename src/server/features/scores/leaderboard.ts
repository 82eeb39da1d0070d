/**
 * The leaderboards (GET /leaderboard, /cheers-leaderboard), event day's hottest reads.
 *
 * The ranked standings are built once per event in one query (totals and tiebreak ranks of every
 * team) and ordered by the pure engine (rankLeaderboard), kept in the event scope and rebuilt
 * after any `event` change (a crew save, extra points). A published quarter replaces them with
 * its stored standings, also kept in the event scope (publishing or withdrawing one is an event
 * change). The viewer's part (rival markers) comes from the social scope, so the answers are
 * kept there, one per viewer team: a cheer, a challenge or an event change drops them, and a
 * warm read asks the database nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  companies,
  extraPoints,
  houses,
  leaderboardQuarters,
  results,
  scoreSessions,
  teams,
  tiebreakBattles,
} from '../../db/schema';
import { iso, parsedJson } from '../../db/wire';
import { optionalText } from '../../../shared/api/wire';
import { ofEvent, socialOfEvent, type ReadDeps } from '../../cache/snapshots';
import type { EventScope } from '../../auth/eventScope';
import {
  leaderboardTeam,
  type CheersLeaderboardResponse,
  type LeaderboardResponse,
  type LeaderboardTeam,
} from '../../../shared/api/scores';
import {
  byNameThenId,
  competitionRanking,
  rankLeaderboard,
  type LeaderboardEntry,
} from '../../../shared/scoring';
import { cheerCountOf, eventSocial, isRivalOf } from '../team/social';

/** A team's place as every viewer sees it: the leaderboard team without the rival marker. */
export type Standing = Omit<LeaderboardTeam, 'is_rival'>;

/** The standings a quarter stores; those stored before the house's name was kept have none. */
const storedStandings = z.array(
  leaderboardTeam.omit({ is_rival: true }).extend({ house_name: optionalText.default(null) }),
);

interface TeamFigures extends LeaderboardEntry {
  photo_url: string | null;
  company_name: string | null;
  house_id: number | null;
  house_color: string | null;
  house_name: string | null;
}

/** The outer team inside subqueries. */
const outerTeamId = sql.raw('"teams"."id"');

/**
 * The standings of the event from the database: every team with its total (the points of its
 * results plus its extra points), in leaderboard order, equal teams sharing a position. With
 * `asOf`, only results saved and extra points given until that moment count: the organizer
 * console stores those standings as a quarter.
 */
export async function currentStandings(
  { db }: { db: Db },
  eventId: number,
  asOf: Date | null = null,
): Promise<Standing[]> {
  const moment = asOf?.toISOString();
  const resultUntil = moment ? sql` and r.updated_at <= ${moment}::timestamptz` : sql``;
  const extraUntil = moment ? sql` and x.created_at <= ${moment}::timestamptz` : sql``;
  const battlePoints = sql<number>`coalesce((select sum(r.points)::int from ${results} r
    where r.team_id = ${outerTeamId}${resultUntil}), 0)`.mapWith(Number);
  const extra = sql<number>`coalesce((select sum(x.points)::int from ${extraPoints} x
    where x.team_id = ${outerTeamId}${extraUntil}), 0)`.mapWith(Number);
  // The team's best rank in each tiebreak battle (disqualified results do not count), in order.
  const tiebreakRanks = sql<unknown>`coalesce((
    select json_agg((
      select min(r.rank) from ${results} r
      join ${scoreSessions} s on s.id = r.score_session_id
      where s.battle_id = tb.battle_id and r.team_id = ${outerTeamId} and not r.is_disqualified
      ${resultUntil}
    ) order by tb.position)
    from ${tiebreakBattles} tb where tb.event_id = ${eventId}), '[]'::json)`;
  const rows = await db
    .select({
      teamId: teams.id,
      name: teams.name,
      photo_url: teams.picture,
      company_name: companies.name,
      house_id: houses.id,
      house_color: houses.color,
      house_name: houses.name,
      battlePoints,
      extraPoints: extra,
      tiebreakRanks,
    })
    .from(teams)
    .innerJoin(companies, eq(companies.id, teams.companyId))
    .leftJoin(houses, and(eq(houses.id, teams.houseId), eq(houses.eventId, teams.eventId)))
    .where(eq(teams.eventId, eventId));
  const entries: TeamFigures[] = rows.map((row) => ({
    ...row,
    tiebreakRanks: parsedJson<(number | null)[]>(row.tiebreakRanks),
  }));
  return rankLeaderboard(entries).map(({ entry, total, position }) => ({
    position,
    team_id: entry.teamId,
    name: entry.name,
    photo_url: entry.photo_url,
    company_name: entry.company_name,
    house_id: entry.house_id,
    house_color: entry.house_color,
    house_name: entry.house_name,
    points: total,
  }));
}

/** The live standings, kept until the event changes. */
export const liveStandings = (deps: ReadDeps, eventId: number) =>
  deps.snapshots.get(ofEvent(eventId), 'scores:standings', () => currentStandings(deps, eventId));

interface Quarter {
  label: string;
  standings: Standing[];
  /** The moment its standings show: results saved and extra points given until then. */
  asOf: Date;
}

async function loadQuarter(db: Db, eventId: number): Promise<Quarter | null> {
  const [row] = await db
    .select({
      label: leaderboardQuarters.label,
      standings: leaderboardQuarters.standings,
      asOf: iso(leaderboardQuarters.asOf),
    })
    .from(leaderboardQuarters)
    .where(eq(leaderboardQuarters.eventId, eventId));
  if (!row) return null;
  return {
    label: row.label,
    standings: storedStandings.parse(parsedJson(row.standings)),
    asOf: new Date(row.asOf),
  };
}

/** The published quarter of the event, or null while the live leaderboard shows. */
export const publishedQuarter = ({ db, snapshots }: ReadDeps, eventId: number) =>
  snapshots.get(ofEvent(eventId), 'scores:quarter', () => loadQuarter(db, eventId));

/**
 * The moment a viewer's points and standings stop at: while a quarter is published, a
 * non-organizer sees nothing saved after its moment (results, extra points, the standings built
 * from them) on any screen; organizers see the live figures. Null: live.
 */
export async function frozenAsOf(
  deps: ReadDeps,
  scope: { eventId: number; role: string | null },
): Promise<Date | null> {
  if (scope.role === 'organizer') return null;
  return (await publishedQuarter(deps, scope.eventId))?.asOf ?? null;
}

/**
 * GET /leaderboard: the quarter's standings while one is published, else the live ones;
 * organizers get the live order beside a published quarter's.
 */
export function leaderboardAnswer(deps: ReadDeps, scope: EventScope): Promise<LeaderboardResponse> {
  const { eventId, teamId } = scope;
  const isOrganizer = scope.role === 'organizer';
  const key = `leaderboard:${teamId}:${isOrganizer}`;
  return deps.snapshots.answer(socialOfEvent(eventId), key, async () => {
    const [quarter, social, live] = await Promise.all([
      publishedQuarter(deps, eventId),
      eventSocial(deps, eventId),
      liveStandings(deps, eventId),
    ]);
    const marked = (standings: Standing[]) =>
      standings.map((team) => ({ ...team, is_rival: isRivalOf(social, teamId, team.team_id) }));
    return {
      leaderboard_quarter: quarter?.label ?? null,
      leaderboard_as_of: quarter?.asOf.toISOString() ?? null,
      teams: marked(quarter?.standings ?? live),
      live_teams: quarter && isOrganizer ? marked(live) : null,
      user_team_id: teamId,
    };
  });
}

/** GET /cheers-leaderboard: by cheer count, equal counts sharing a position (1, 1, 3). */
export function cheersLeaderboardAnswer(
  deps: ReadDeps,
  scope: EventScope,
): Promise<CheersLeaderboardResponse> {
  const { eventId, teamId } = scope;
  return deps.snapshots.answer(socialOfEvent(eventId), `cheersLeaderboard:${teamId}`, async () => {
    const [standings, social] = await Promise.all([
      liveStandings(deps, eventId),
      eventSocial(deps, eventId),
    ]);
    const ranked = competitionRanking(
      standings.map((team) => ({
        team,
        teamId: team.team_id,
        name: team.name,
        cheerCount: cheerCountOf(social, team.team_id),
      })),
      (a, b) => b.cheerCount - a.cheerCount,
      byNameThenId,
    );
    const places = ranked.map(({ item: { team, cheerCount }, position }) => ({
      position,
      team_id: team.team_id,
      name: team.name,
      photo_url: team.photo_url,
      company_name: team.company_name,
      house_id: team.house_id,
      house_color: team.house_color,
      house_name: team.house_name,
      cheer_count: cheerCount,
      is_rival: isRivalOf(social, teamId, team.team_id),
    }));
    return {
      teams: places,
      user_team_id: teamId,
    };
  });
}
