/**
 * Inserts the three demo events with what defines them before any team plays: companies taking
 * part, houses, battles and their score sessions, the planning, the points table and the
 * tiebreak order.
 */
import type { Db } from '../client';
import {
  battles,
  eventCompanies,
  events,
  houses,
  planningItems,
  pointsTable,
  scoreSessions,
  tiebreakBattles,
  type NewPlanningItem,
} from '../schema';
import {
  DEMO_BATTLES,
  DEMO_EVENTS,
  DEMO_HOUSES,
  INHOUSE_BATTLES,
  INHOUSE_HOST,
  INHOUSE_POINTS,
  OPEN_POINTS,
  PLANNING_EXTRAS,
  TIEBREAK_ORDER,
  type DemoEvent,
  type DemoEventKey,
} from './content';
import { battleImage, demoImageUrl, eventImage } from './demoImages';
import {
  at,
  eventTimes,
  hours,
  sessionTimes,
  type EventTimes,
  type SessionTimes,
} from './schedule';

export const EVENT_KEYS: DemoEventKey[] = ['upcoming', 'live', 'inhouse'];

export interface EventIds {
  events: Record<DemoEventKey, number>;
  houses: Record<DemoEventKey, number[]>;
  /** Per event, in the order of the battles it plays (see battleKinds). */
  battles: Record<DemoEventKey, number[]>;
  /** One session per battle, same order. */
  sessions: Record<DemoEventKey, number[]>;
  times: Record<DemoEventKey, EventTimes>;
  sessionTimes: Record<DemoEventKey, SessionTimes[]>;
}

/** Which of DEMO_BATTLES an event plays, in order. */
export function battleKinds(event: DemoEventKey): number[] {
  return event === 'inhouse' ? INHOUSE_BATTLES : DEMO_BATTLES.map((_, i) => i);
}

const byEvent = <T>(make: (key: DemoEventKey) => T): Record<DemoEventKey, T> =>
  Object.fromEntries(EVENT_KEYS.map((key) => [key, make(key)])) as Record<DemoEventKey, T>;

function mapEmbed([lat, lon]: [number, number]): string {
  const box = [lon - 0.01, lat - 0.006, lon + 0.01, lat + 0.006].map((n) => n.toFixed(4)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${box}&layer=mapnik&marker=${lat},${lon}`;
}

function eventRow(event: DemoEvent, index: number, times: EventTimes, companyIds: number[]) {
  return {
    name: event.name,
    ...times,
    photoUrl: demoImageUrl(eventImage(index)),
    locationName: event.locationName,
    locationEmbed: mapEmbed(event.location),
    shortDesc: event.shortDesc,
    longDesc: event.longDesc,
    amountOfChallenges: battleKinds(event.key).length,
    maxChallengeOthers: event.maxChallengeOthers,
    maxPlayers: event.maxPlayers,
    eventType: 'Event',
    organizerId: event.key === 'inhouse' ? companyIds[INHOUSE_HOST] : null,
  };
}

async function insertEvents(
  db: Db,
  times: Record<DemoEventKey, EventTimes>,
  companyIds: number[],
): Promise<Record<DemoEventKey, number>> {
  const rows = await db
    .insert(events)
    .values(DEMO_EVENTS.map((e, i) => eventRow(e, i, times[e.key], companyIds)))
    .returning({ id: events.id, name: events.name });
  const idByName = new Map(rows.map((r) => [r.name, r.id]));
  return byEvent((key) => idByName.get(DEMO_EVENTS.find((e) => e.key === key)!.name)!);
}

async function insertEventCompanies(
  db: Db,
  eventIds: Record<DemoEventKey, number>,
  companyIds: number[],
) {
  const open = (key: DemoEventKey) =>
    companyIds.map((companyId) => ({ eventId: eventIds[key], companyId }));
  await db
    .insert(eventCompanies)
    .values([
      ...open('upcoming'),
      ...open('live'),
      { eventId: eventIds.inhouse, companyId: companyIds[INHOUSE_HOST] },
    ]);
}

async function insertHouses(db: Db, eventIds: Record<DemoEventKey, number>) {
  const rows = EVENT_KEYS.flatMap((key) =>
    DEMO_HOUSES[key].map((h) => ({ eventId: eventIds[key], name: h.name, color: h.color })),
  );
  const inserted = await db
    .insert(houses)
    .values(rows)
    .returning({ id: houses.id, eventId: houses.eventId, name: houses.name });
  return byEvent((key) =>
    DEMO_HOUSES[key].map(
      (h) => inserted.find((r) => r.eventId === eventIds[key] && r.name === h.name)!.id,
    ),
  );
}

function battleRow(kind: number, eventId: number) {
  const b = DEMO_BATTLES[kind];
  return {
    eventId,
    name: b.name,
    photoUrl: demoImageUrl(battleImage(kind)),
    description: b.desc,
    endurance: b.endurance,
    teamwork: b.teamwork,
    guts: b.guts,
    skill: b.skill,
    isWater: b.isWater,
    isJoker: b.isJoker,
    score1Label: b.score1Label ?? null,
    score2Label: b.score2Label ?? null,
    time1Label: b.time1Label ?? null,
    time2Label: b.time2Label ?? null,
    scoringType: b.scoringType,
  };
}

async function insertBattles(db: Db, eventIds: Record<DemoEventKey, number>) {
  const rows = EVENT_KEYS.flatMap((key) =>
    battleKinds(key).map((kind) => battleRow(kind, eventIds[key])),
  );
  const inserted = await db
    .insert(battles)
    .values(rows)
    .returning({ id: battles.id, eventId: battles.eventId, name: battles.name });
  return byEvent((key) =>
    battleKinds(key).map(
      (kind) =>
        inserted.find((r) => r.eventId === eventIds[key] && r.name === DEMO_BATTLES[kind].name)!.id,
    ),
  );
}

async function insertSessions(
  db: Db,
  battleIds: Record<DemoEventKey, number[]>,
  times: Record<DemoEventKey, SessionTimes[]>,
) {
  const rows = EVENT_KEYS.flatMap((key) =>
    battleIds[key].map((battleId, i) => ({ battleId, ...times[key][i] })),
  );
  const inserted = await db
    .insert(scoreSessions)
    .values(rows)
    .returning({ id: scoreSessions.id, battleId: scoreSessions.battleId });
  return byEvent((key) =>
    battleIds[key].map((battleId) => inserted.find((r) => r.battleId === battleId)!.id),
  );
}

/** The calendar day of a moment, as the planning shows it (UTC, like the rest of the seed). */
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

function planningRows(key: DemoEventKey, ids: EventIds): NewPlanningItem[] {
  const eventId = ids.events[key];
  const challenges = ids.sessions[key].map((scoreSessionId, i) => ({
    eventId,
    name: DEMO_BATTLES[battleKinds(key)[i]].name,
    ...ids.sessionTimes[key][i],
    date: dayOf(ids.sessionTimes[key][i].startTime),
    isChallenge: true,
    scoreSessionId,
  }));
  const extras = PLANNING_EXTRAS.map((extra) => {
    const base = extra.from === 'start' ? ids.times[key].date : ids.times[key].endDate;
    const startTime = at(base, hours(extra.hours));
    return {
      eventId,
      name: extra.name,
      startTime,
      endTime: at(startTime, hours(extra.length)),
      date: dayOf(startTime),
      isChallenge: false,
    };
  });
  return [...extras, ...challenges];
}

async function insertScoringRules(db: Db, ids: EventIds) {
  const open = (key: DemoEventKey) =>
    OPEN_POINTS.score.map((score, i) => ({
      eventId: ids.events[key],
      rank: i + 1,
      score,
      joker: score,
      ladies: OPEN_POINTS.ladies[i],
    }));
  const inhouse = INHOUSE_POINTS.score.map((score, i) => ({
    eventId: ids.events.inhouse,
    rank: i + 1,
    score,
    joker: score,
    ladies: null,
  }));
  await db.insert(pointsTable).values([...open('upcoming'), ...open('live'), ...inhouse]);
  const tiebreaks = (key: DemoEventKey) =>
    TIEBREAK_ORDER.map((kind, i) => ({
      eventId: ids.events[key],
      battleId: ids.battles[key][kind],
      position: i + 1,
    }));
  await db.insert(tiebreakBattles).values([...tiebreaks('upcoming'), ...tiebreaks('live')]);
}

export async function insertEventsAndBattles(
  db: Db,
  now: Date,
  companyIds: number[],
): Promise<EventIds> {
  const times = eventTimes(now);
  const eventIds = await insertEvents(db, times, companyIds);
  await insertEventCompanies(db, eventIds, companyIds);
  const houseIds = await insertHouses(db, eventIds);
  const battleIds = await insertBattles(db, eventIds);
  const sessions = sessionTimes(times, now);
  const sessionIds = await insertSessions(db, battleIds, sessions);
  const ids: EventIds = {
    events: eventIds,
    houses: houseIds,
    battles: battleIds,
    sessions: sessionIds,
    times,
    sessionTimes: sessions,
  };
  await db.insert(planningItems).values(EVENT_KEYS.flatMap((key) => planningRows(key, ids)));
  await insertScoringRules(db, ids);
  return ids;
}
