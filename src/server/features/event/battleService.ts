/**
 * Reads of the event's battles (challenges): the grid with team counts and the team's joker
 * marked, and one battle with its ratings, the team's current joker and whether the viewer may
 * choose it as the joker now.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { battles, events, results, scoreSessions, teamJokers } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { jokerRefusal } from '../../../shared/eventRules';
import type {
  BattleListItem,
  BattleResponse,
  BattlesResponse,
  JokerSummary,
} from '../../../shared/api/event';
import type { ListOptions } from './listsService';
import type { EventScope } from './scope';

/** Distinct teams with a result in any session of the battle. */
const teamCount = sql<number>`(select count(distinct ${results.teamId})::int from ${results}
  join ${scoreSessions} on ${scoreSessions.id} = ${results.scoreSessionId}
  where ${scoreSessions.battleId} = ${battles.id})`.mapWith(Number);

/** The joker deadline of a battle: its own closing date, else the event's. */
const closingDate = (battleClosing: AnyPgColumn) =>
  sql<Date>`coalesce(${battleClosing}, ${events.closingDate})`.mapWith(battles.closingDate);

/** The session team's joker row of the event (none without a team). */
const teamJokerOf = (teamId: number | null) =>
  teamId === null
    ? sql`false`
    : and(eq(teamJokers.teamId, teamId), eq(teamJokers.eventId, events.id));

const listColumns = {
  id: battles.id,
  name: battles.name,
  photoUrl: battles.photoUrl,
  teamCount,
  isJoker: battles.isJoker,
  isWater: battles.isWater,
  description: battles.description,
  closingDate: closingDate(battles.closingDate),
  teamJokerBattleId: teamJokers.battleId,
};

type ListRow = {
  id: number;
  name: string;
  photoUrl: string | null;
  teamCount: number;
  isJoker: boolean;
  isWater: boolean;
  description: string | null;
  closingDate: Date;
  teamJokerBattleId: number | null;
};

const listItem = (r: ListRow): BattleListItem => ({
  id: r.id,
  name: r.name,
  photo_url: r.photoUrl,
  team_count: r.teamCount,
  is_joker: r.isJoker,
  is_water: r.isWater,
  is_team_joker: r.teamJokerBattleId === r.id,
  desc: r.description,
  closing_date: r.closingDate.toISOString(),
});

async function battleRows(db: Db, scope: EventScope, opts: ListOptions): Promise<ListRow[]> {
  const query = db
    .select(listColumns)
    .from(battles)
    .innerJoin(events, eq(events.id, battles.eventId))
    .leftJoin(teamJokers, teamJokerOf(scope.teamId))
    .where(eq(battles.eventId, scope.eventId))
    .orderBy(asc(battles.name), asc(battles.id));
  return opts.limit === undefined ? query : query.limit(opts.limit);
}

export async function battlesOf(
  db: Db,
  scope: EventScope,
  opts: ListOptions = {},
): Promise<BattlesResponse> {
  const rows = await battleRows(db, scope, opts);
  const jokerRow = rows.find((r) => r.teamJokerBattleId === r.id);
  const joker: JokerSummary | null = jokerRow
    ? { id: jokerRow.id, name: jokerRow.name, photo_url: jokerRow.photoUrl }
    : null;
  return { battles: rows.map(listItem), joker };
}

const jokerBattle = alias(battles, 'joker_battle');

/** One battle of the event; 404 for a battle of another event. */
export async function battleOf(
  db: Db,
  scope: EventScope,
  battleId: number,
  now: Date,
): Promise<BattleResponse> {
  const [row] = await db
    .select({
      ...listColumns,
      endurance: battles.endurance,
      teamwork: battles.teamwork,
      guts: battles.guts,
      skill: battles.skill,
      jokerName: jokerBattle.name,
      jokerPhotoUrl: jokerBattle.photoUrl,
      jokerClosingDate: closingDate(jokerBattle.closingDate),
    })
    .from(battles)
    .innerJoin(events, eq(events.id, battles.eventId))
    .leftJoin(teamJokers, teamJokerOf(scope.teamId))
    .leftJoin(jokerBattle, eq(jokerBattle.id, teamJokers.battleId))
    .where(and(eq(battles.id, battleId), eq(battles.eventId, scope.eventId)));
  if (!row) throw new NotFoundError('battleNotFound');
  const current =
    row.teamJokerBattleId === null
      ? null
      : { battleId: row.teamJokerBattleId, closingDate: row.jokerClosingDate };
  const refusal = jokerRefusal({
    role: scope.role,
    hasTeam: scope.teamId !== null,
    battle: { id: row.id, isJoker: row.isJoker, closingDate: row.closingDate },
    current,
    now,
  });
  return {
    ...listItem(row),
    endurance: row.endurance,
    teamwork: row.teamwork,
    guts: row.guts,
    skill: row.skill,
    role: scope.role,
    joker:
      row.teamJokerBattleId === null
        ? null
        : { id: row.teamJokerBattleId, name: row.jokerName!, photo_url: row.jokerPhotoUrl },
    can_choose_joker: refusal === null && row.teamJokerBattleId !== row.id,
  };
}
