/**
 * Results for HR (GET /organizer/hr-results and its CSV): a company's teams' results in the
 * event, read from the very snapshots the leaderboard answers from, so the two cannot disagree:
 * the positions and totals are the live standings (liveStandings, what organizers see on
 * /leaderboard beside a published quarter), the points per battle and the extra points are the
 * organizer's points breakdown (breakdownAnswer, the pure engine of shared/pointsBreakdown.ts),
 * the awards the event's awards answer and the cheers the social snapshot. Only the company
 * itself is read here, one small query that also tells whether it takes part in the event.
 */
import { and, eq, sql } from 'drizzle-orm';
import { companies, eventCompanies, teams } from '../../db/schema';
import { parsedJson } from '../../db/wire';
import { NotFoundError } from '../../http/errors';
import { COMPANY_PAGES_SCOPE, ofEvent, socialOfEvent, type ReadDeps } from '../../cache/snapshots';
import { organizerMessages } from '../../../shared/api/organizer';
import type { HrResultsResponse, HrResultsTeam } from '../../../shared/api/hrResults';
import { eventBattles } from '../battles/service';
import { awardsAnswer, eventAnswer } from '../event/service';
import { cheerCountOf, eventSocial } from '../team/social';
import { breakdownAnswer } from './breakdown';
import { liveStandings, publishedQuarter } from './leaderboard';

/**
 * The company and its teams in the event, when it takes part in it; 404 otherwise (an unknown
 * company, or one of other events only).
 */
async function companyInEvent(deps: ReadDeps, eventId: number, companyId: number) {
  const teamIds = sql<unknown>`coalesce((select json_agg(t.id) from ${teams} t
    where t.event_id = ${eventId} and t.company_id = ${companies.id}), '[]'::json)`;
  const [row] = await deps.db
    .select({ id: companies.id, name: companies.name, photo_url: companies.photoUrl, teamIds })
    .from(eventCompanies)
    .innerJoin(companies, eq(companies.id, eventCompanies.companyId))
    .where(and(eq(eventCompanies.eventId, eventId), eq(eventCompanies.companyId, companyId)));
  if (!row) throw new NotFoundError(organizerMessages.notFound);
  return { ...row, teamIds: parsedJson<number[]>(row.teamIds) };
}

/**
 * The company's teams with their live places, points per battle, awards and cheers: kept per
 * company until the event, its cheers or a company changes (the generations of the other scopes
 * are in the key), so the console, the CSV and a print answer from memory.
 */
export function hrResults(
  deps: ReadDeps,
  eventId: number,
  companyId: number,
): Promise<HrResultsResponse> {
  const { snapshots } = deps;
  const key =
    `hr:${companyId}:${snapshots.generation(socialOfEvent(eventId))}:` +
    `${snapshots.generation(COMPANY_PAGES_SCOPE)}`;
  const kept = snapshots.keptAnswer<HrResultsResponse>(ofEvent(eventId), key);
  if (kept) return Promise.resolve(kept);
  return snapshots.answer(ofEvent(eventId), key, () => buildHrResults(deps, eventId, companyId));
}

async function buildHrResults(
  deps: ReadDeps,
  eventId: number,
  companyId: number,
): Promise<HrResultsResponse> {
  const company = await companyInEvent(deps, eventId, companyId);
  const [event, standings, quarter, battles, { awards }, social] = await Promise.all([
    eventAnswer(deps, eventId),
    liveStandings(deps, eventId),
    publishedQuarter(deps, eventId),
    eventBattles(deps, eventId),
    awardsAnswer(deps, eventId),
    eventSocial(deps, eventId),
  ]);
  const teamIds = new Set(company.teamIds);
  const rows: HrResultsTeam[] = [];
  // Standings are in leaderboard order, so the company's teams come best first.
  for (const standing of standings) {
    if (!teamIds.has(standing.team_id)) continue;
    // The organizer's breakdown: live, like the standings (never a quarter's).
    const breakdown = await breakdownAnswer(deps, { eventId, role: 'organizer' }, standing.team_id);
    const perBattle = new Map<number, number>();
    for (const line of breakdown.battles) {
      perBattle.set(line.battle_id, (perBattle.get(line.battle_id) ?? 0) + line.points);
    }
    rows.push({
      team_id: standing.team_id,
      name: standing.name,
      photo_url: standing.photo_url,
      house_name: standing.house_name,
      house_color: standing.house_color,
      position: standing.position,
      points: standing.points,
      battles: battles
        .filter((battle) => perBattle.has(battle.id))
        .map((battle) => ({ battle_id: battle.id, points: perBattle.get(battle.id)! })),
      extra_points: breakdown.extra_points.reduce((sum, extra) => sum + extra.points, 0),
      awards: awards
        .filter((award) => award.winner_type === 'team' && award.winner_id === standing.team_id)
        .map((award) => award.name),
      cheers: cheerCountOf(social, standing.team_id),
    });
  }
  return {
    event: {
      id: event.id,
      name: event.name,
      date: event.date,
      end_date: event.end_date,
      photo_url: event.photo_url,
      location_name: event.location_name,
    },
    company: { id: company.id, name: company.name, photo_url: company.photo_url },
    battles: battles.map((battle) => ({ id: battle.id, name: battle.name })),
    team_count: standings.length,
    published_quarter: quarter?.label ?? null,
    company_awards: awards
      .filter((award) => award.winner_type === 'company' && award.winner_id === companyId)
      .map((award) => award.name),
    teams: rows,
  };
}
