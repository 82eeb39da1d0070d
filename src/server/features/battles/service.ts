/**
 * The battles area: the event's battles (challenges) with team counts and the team's joker
 * marked, one battle with its ratings and whether the viewer may choose it as the joker now,
 * and the one SQL rule for a battle's joker deadline.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { battles, events, results, scoreSessions, teamJokers } from '../../db/schema';
import type { ListOptions } from '../../db/listOptions';
import { NotFoundError } from '../../http/errors';
import { iso } from '../../db/wire';
import type { EventScope } from '../../auth/eventScope';
import { jokerRefusal } from '../../../shared/eventRules';
import type {
  BattleListItem,
  BattleResponse,
  BattlesResponse,
  JokerSummary,
} from '../../../shared/api/battles';

/**
 * The joker deadline of a battle: its own closing date, else its event's. The query must join
 * `events` on the battle's event.
 */
export const jokerClosingDate = (battleClosing: AnyPgColumn = battles.closingDate) =>
  sql<Date>`coalesce(${battleClosing}, ${events.closingDate})`.mapWith(battles.closingDate);

/** Distinct teams with a result in any session of the battle. */
const teamCount = sql<number>`(select count(distinct ${results.teamId})::int from ${results}
  join ${scoreSessions} on ${scoreSessions.id} = ${results.scoreSessionId}
  where ${scoreSessions.battleId} = ${battles.id})`.mapWith(Number);

/** The session team's joker row of the event (none without a team). */
const teamJokerOf = (teamId: number | null) =>
  teamId === null
    ? sql`false`
    : and(eq(teamJokers.teamId, teamId), eq(teamJokers.eventId, events.id));

const listColumns = {
  id: battles.id,
  name: battles.name,
  photo_url: battles.photoUrl,
  team_count: teamCount,
  is_joker: battles.isJoker,
  is_water: battles.isWater,
  is_team_joker: sql<boolean>`coalesce(${teamJokers.battleId} = ${battles.id}, false)`,
  desc: battles.description,
  closing_date: iso(jokerClosingDate()),
};

export async function battlesOf(
  db: Db,
  scope: EventScope,
  opts: ListOptions = {},
): Promise<BattlesResponse> {
  const query = db
    .select(listColumns)
    .from(battles)
    .innerJoin(events, eq(events.id, battles.eventId))
    .leftJoin(teamJokers, teamJokerOf(scope.teamId))
    .where(eq(battles.eventId, scope.eventId))
    .orderBy(asc(battles.name), asc(battles.id));
  const rows: BattleListItem[] = await (opts.limit === undefined ? query : query.limit(opts.limit));
  const jokerRow = rows.find((r) => r.is_team_joker);
  const joker: JokerSummary | null = jokerRow
    ? { id: jokerRow.id, name: jokerRow.name, photo_url: jokerRow.photo_url }
    : null;
  return { battles: rows, joker };
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
      closingDate: jokerClosingDate(),
      jokerId: jokerBattle.id,
      jokerName: jokerBattle.name,
      jokerPhotoUrl: jokerBattle.photoUrl,
      jokerClosingDate: jokerClosingDate(jokerBattle.closingDate),
    })
    .from(battles)
    .innerJoin(events, eq(events.id, battles.eventId))
    .leftJoin(teamJokers, teamJokerOf(scope.teamId))
    .leftJoin(jokerBattle, eq(jokerBattle.id, teamJokers.battleId))
    .where(and(eq(battles.id, battleId), eq(battles.eventId, scope.eventId)));
  if (!row) throw new NotFoundError('battleNotFound');
  const {
    closingDate,
    jokerId,
    jokerName,
    jokerPhotoUrl,
    jokerClosingDate: jokerDeadline,
    ...battle
  } = row;
  const refusal = jokerRefusal({
    role: scope.role,
    hasTeam: scope.teamId !== null,
    battle: { id: battle.id, isJoker: battle.is_joker, closingDate },
    current: jokerId === null ? null : { battleId: jokerId, closingDate: jokerDeadline },
    now,
  });
  return {
    ...battle,
    role: scope.role,
    joker: jokerId === null ? null : { id: jokerId, name: jokerName!, photo_url: jokerPhotoUrl },
    can_choose_joker: refusal === null && !battle.is_team_joker,
  };
}
