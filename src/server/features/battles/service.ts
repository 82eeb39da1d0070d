/**
 * The battles area: the event's battles (challenges) with team counts and the team's joker
 * marked, one battle with its ratings and whether the viewer may choose it as the joker now,
 * and the one SQL rule for a battle's joker deadline. The battles come from the event's
 * snapshot and the teams' jokers from the jokers snapshot; the viewer's parts are added on top.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { battles, events, teamJokers, teams } from '../../db/schema';
import type { ListOptions } from '../../db/listOptions';
import { NotFoundError } from '../../http/errors';
import { iso } from '../../db/wire';
import type { EventScope } from '../../auth/eventScope';
import { jokersOfEvent, ofEvent, type ReadDeps } from '../../cache/snapshots';
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

/**
 * The teams that play the battle: every team of its event. Each team plays every challenge of
 * its event, in one of the battle's score sessions; the data model links a team to a session
 * only by its result, which exists only once played, so counting results said "0 teams" for
 * every battle not played yet (docs/decisions.md, issue 18).
 */
const teamCount = sql<number>`(select count(*)::int from ${teams}
  where ${teams.eventId} = ${battles.eventId})`.mapWith(Number);

/** A battle as the event's snapshot keeps it: its list fields, ratings and deadline. */
interface StoredBattle extends Omit<BattleListItem, 'is_team_joker'> {
  endurance: number;
  teamwork: number;
  guts: number;
  skill: number;
  closingDate: Date;
}

async function loadBattles(db: Db, eventId: number): Promise<StoredBattle[]> {
  return db
    .select({
      id: battles.id,
      name: battles.name,
      photo_url: battles.photoUrl,
      team_count: teamCount,
      is_joker: battles.isJoker,
      is_water: battles.isWater,
      desc: battles.description,
      closing_date: iso(jokerClosingDate()),
      closingDate: jokerClosingDate(),
      endurance: battles.endurance,
      teamwork: battles.teamwork,
      guts: battles.guts,
      skill: battles.skill,
    })
    .from(battles)
    .innerJoin(events, eq(events.id, battles.eventId))
    .where(eq(battles.eventId, eventId))
    .orderBy(asc(battles.name), asc(battles.id));
}

/** Each team's joker battle in the event. */
async function loadJokers(db: Db, eventId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ teamId: teamJokers.teamId, battleId: teamJokers.battleId })
    .from(teamJokers)
    .where(eq(teamJokers.eventId, eventId));
  return new Map(rows.map((r) => [r.teamId, r.battleId]));
}

const BATTLES_KEY = 'battles';
const JOKERS_KEY = 'teams';

export function eventBattles({ db, snapshots }: ReadDeps, eventId: number) {
  return snapshots.get(ofEvent(eventId), BATTLES_KEY, () => loadBattles(db, eventId));
}

/** Each team's joker battle of the event (team id → battle id), from the jokers snapshot. */
export function teamJokersOf(deps: ReadDeps, eventId: number): Promise<Map<number, number>> {
  return deps.snapshots.get(jokersOfEvent(eventId), JOKERS_KEY, () => loadJokers(deps.db, eventId));
}

/** The battle the viewer's team chose as its joker; null without a team or a joker. */
async function teamJokerOf(deps: ReadDeps, scope: EventScope): Promise<number | null> {
  if (scope.teamId === null) return null;
  const jokers = await teamJokersOf(deps, scope.eventId);
  return jokers.get(scope.teamId) ?? null;
}

const listItem = (battle: StoredBattle, jokerId: number | null): BattleListItem => ({
  id: battle.id,
  name: battle.name,
  photo_url: battle.photo_url,
  team_count: battle.team_count,
  is_joker: battle.is_joker,
  is_water: battle.is_water,
  is_team_joker: battle.id === jokerId,
  desc: battle.desc,
  closing_date: battle.closing_date,
});

const jokerSummary = (battle: StoredBattle): JokerSummary => ({
  id: battle.id,
  name: battle.name,
  photo_url: battle.photo_url,
});

/**
 * GET /battles (or the /home strip's first ones): one answer per joker choice, shared by every
 * viewer whose team chose the same joker (or none).
 */
export async function battlesAnswer(
  deps: ReadDeps,
  scope: EventScope,
  opts: ListOptions = {},
): Promise<BattlesResponse> {
  const jokerId = await teamJokerOf(deps, scope);
  const key = `battles:${opts.limit ?? 'all'}:${jokerId}`;
  return deps.snapshots.answer(ofEvent(scope.eventId), key, () =>
    battlesWith(deps, scope.eventId, jokerId, opts),
  );
}

async function battlesWith(
  deps: ReadDeps,
  eventId: number,
  jokerId: number | null,
  opts: ListOptions,
): Promise<BattlesResponse> {
  const all = await eventBattles(deps, eventId);
  const shown = opts.limit === undefined ? all : all.slice(0, opts.limit);
  const joker = all.find((b) => b.id === jokerId);
  return {
    battles: shown.map((b) => listItem(b, jokerId)),
    joker: joker ? jokerSummary(joker) : null,
  };
}

/**
 * One battle of the event; 404 for a battle of another event. The answer depends on the
 * viewer's role, team and joker, and on which of the two joker deadlines have passed, so it is
 * shared by every viewer in the same position until the next deadline.
 */
export async function battleOf(
  deps: ReadDeps,
  scope: EventScope,
  battleId: number,
  now: Date,
): Promise<BattleResponse> {
  // What is already built is taken as it is: no promise per lookup on the hot path.
  const all =
    deps.snapshots.kept<StoredBattle[]>(ofEvent(scope.eventId), BATTLES_KEY) ??
    (await eventBattles(deps, scope.eventId));
  const jokerId =
    scope.teamId === null
      ? null
      : ((
          deps.snapshots.kept<Map<number, number>>(jokersOfEvent(scope.eventId), JOKERS_KEY) ??
          (await teamJokersOf(deps, scope.eventId))
        ).get(scope.teamId) ?? null);
  const battle = all.find((b) => b.id === battleId);
  if (!battle) throw new NotFoundError('battleNotFound');
  const joker = all.find((b) => b.id === jokerId);
  const battleClosed = battle.closingDate.getTime() <= now.getTime();
  const jokerClosed = joker ? joker.closingDate.getTime() <= now.getTime() : '-';
  const position = `${scope.role}:${scope.teamId !== null}:${jokerId}:${battleClosed}:${jokerClosed}`;
  const key = `battle:${battleId}:${position}`;
  return (
    deps.snapshots.keptAnswer<BattleResponse>(ofEvent(scope.eventId), key) ??
    deps.snapshots.answer(ofEvent(scope.eventId), key, async () =>
      battleAnswer(battle, joker, scope, now),
    )
  );
}

function battleAnswer(
  battle: StoredBattle,
  joker: StoredBattle | undefined,
  scope: EventScope,
  now: Date,
): BattleResponse {
  const refusal = jokerRefusal({
    role: scope.role,
    hasTeam: scope.teamId !== null,
    battle: { id: battle.id, isJoker: battle.is_joker, closingDate: battle.closingDate },
    current: joker ? { battleId: joker.id, closingDate: joker.closingDate } : null,
    now,
  });
  return {
    ...listItem(battle, joker?.id ?? null),
    endurance: battle.endurance,
    teamwork: battle.teamwork,
    guts: battle.guts,
    skill: battle.skill,
    role: scope.role,
    joker: joker ? jokerSummary(joker) : null,
    can_choose_joker: refusal === null && battle.id !== joker?.id,
  };
}

/** GET /home_battles: the strip's first battles, without the joker summary. */
export async function homeBattlesAnswer(deps: ReadDeps, scope: EventScope, opts: ListOptions) {
  const jokerId = await teamJokerOf(deps, scope);
  return deps.snapshots.answer(ofEvent(scope.eventId), `homeBattles:${jokerId}`, async () => ({
    battles: (await battlesWith(deps, scope.eventId, jokerId, opts)).battles,
  }));
}
