/**
 * The event's planning as its organizers keep it (organizer console): the list, the items that
 * are not challenges (added, changed and removed here), and the challenge items, which follow
 * their score session: the battles area adds, moves, renames and removes them with a session
 * through the functions at the end. Writes run inside the organizer area's `organize`
 * transaction. An item's day is the start's day in UTC, as the web app sends every moment.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, planningItems } from '../../db/schema';
import { iso } from '../../db/wire';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import { organizerMessages } from '../../../shared/api/organizer';
import {
  organizerBattleMessages,
  type OrganizerPlanningItem,
  type PlanningBody,
} from '../../../shared/api/organizerBattles';
import type { AuditNote } from '../../auditNote';

/** The planning day of an item: its start's calendar day in UTC (YYYY-MM-DD). */
const dayOf = (start: Date) => start.toISOString().slice(0, 10);

/**
 * How far before the event's start and after its end a session or planning item may lie: the
 * morning's set-up and the evening's prize-giving belong to the event's day in any time zone,
 * another day or month does not.
 */
export const EVENT_DAY_MARGIN_MS = 12 * 3_600_000;

/**
 * Refuses a session or planning item outside the event's dates (with the margin above), naming
 * the field that is out: `start_time`, else `end_time`.
 */
async function refuseOutsideEvent(tx: Db, eventId: number, startTime: string, endTime: string) {
  const [event] = await tx
    .select({ start: iso(events.date), end: iso(events.endDate) })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw new NotFoundError(organizerMessages.notFound);
  const earliest = Date.parse(event.start) - EVENT_DAY_MARGIN_MS;
  const latest = Date.parse(event.end) + EVENT_DAY_MARGIN_MS;
  const message = organizerBattleMessages.outsideEventDates;
  const start = Date.parse(startTime);
  if (start < earliest || start > latest) {
    throw new BadRequestError(message, { start_time: message });
  }
  const end = Date.parse(endTime);
  if (end < earliest || end > latest) throw new BadRequestError(message, { end_time: message });
}

const timesOf = (startTime: string, endTime: string) => {
  const start = new Date(startTime);
  return { startTime: start, endTime: new Date(endTime), date: dayOf(start) };
};

export async function organizerPlanning(
  db: Db,
  eventId: number,
): Promise<{ items: OrganizerPlanningItem[] }> {
  const items = await db
    .select({
      id: planningItems.id,
      name: planningItems.name,
      start_time: iso(planningItems.startTime),
      end_time: iso(planningItems.endTime),
      is_challenge: planningItems.isChallenge,
      score_session_id: planningItems.scoreSessionId,
    })
    .from(planningItems)
    .where(eq(planningItems.eventId, eventId))
    .orderBy(asc(planningItems.startTime), asc(planningItems.id));
  return { items };
}

export async function createPlanningItem(
  tx: Db,
  eventId: number,
  body: PlanningBody,
): Promise<{ id: number; audit: AuditNote }> {
  await refuseOutsideEvent(tx, eventId, body.start_time, body.end_time);
  const [item] = await tx
    .insert(planningItems)
    .values({ eventId, name: body.name, ...timesOf(body.start_time, body.end_time) })
    .returning({ id: planningItems.id });
  return {
    id: item.id,
    audit: { action: 'create', entity: 'planningItem', entityId: item.id, summary: body.name },
  };
}

/** An item of the event that is not a session's: 404 outside the event, 409 for a challenge. */
async function ownItem(tx: Db, eventId: number, itemId: number) {
  const [item] = await tx
    .select({ name: planningItems.name, scoreSessionId: planningItems.scoreSessionId })
    .from(planningItems)
    .where(and(eq(planningItems.id, itemId), eq(planningItems.eventId, eventId)))
    .for('update');
  if (!item) throw new NotFoundError(organizerMessages.notFound);
  if (item.scoreSessionId !== null) {
    throw new ConflictError(organizerBattleMessages.planningItemIsChallenge);
  }
  return item;
}

export async function savePlanningItem(
  tx: Db,
  eventId: number,
  body: PlanningBody & { id: number },
): Promise<AuditNote> {
  await ownItem(tx, eventId, body.id);
  await refuseOutsideEvent(tx, eventId, body.start_time, body.end_time);
  await tx
    .update(planningItems)
    .set({ name: body.name, ...timesOf(body.start_time, body.end_time) })
    .where(eq(planningItems.id, body.id));
  return { action: 'update', entity: 'planningItem', entityId: body.id, summary: body.name };
}

export async function deletePlanningItem(
  tx: Db,
  eventId: number,
  itemId: number,
): Promise<AuditNote> {
  const item = await ownItem(tx, eventId, itemId);
  await tx.delete(planningItems).where(eq(planningItems.id, itemId));
  return { action: 'delete', entity: 'planningItem', entityId: itemId, summary: item.name };
}

// ---------------------------------------------------------------------------------------------
// Challenge items: one per score session, written with the session by the battles area
// ---------------------------------------------------------------------------------------------

export interface ChallengeItem {
  eventId: number;
  sessionId: number;
  /** The battle's name. */
  name: string;
  startTime: string;
  endTime: string;
}

/** Adds a session's item; a session outside the event's dates is refused (400). */
export async function addChallengeItem(tx: Db, item: ChallengeItem): Promise<void> {
  await refuseOutsideEvent(tx, item.eventId, item.startTime, item.endTime);
  await insertChallengeItem(tx, item);
}

async function insertChallengeItem(tx: Db, item: ChallengeItem): Promise<void> {
  await tx.insert(planningItems).values({
    eventId: item.eventId,
    name: item.name,
    ...timesOf(item.startTime, item.endTime),
    isChallenge: true,
    scoreSessionId: item.sessionId,
  });
}

/**
 * Moves (and renames) a session's item; a session that had none gets one. A session moved
 * outside the event's dates is refused (400).
 */
export async function moveChallengeItem(tx: Db, item: ChallengeItem): Promise<void> {
  await refuseOutsideEvent(tx, item.eventId, item.startTime, item.endTime);
  const moved = await tx
    .update(planningItems)
    .set({ name: item.name, ...timesOf(item.startTime, item.endTime), isChallenge: true })
    .where(
      and(
        eq(planningItems.scoreSessionId, item.sessionId),
        eq(planningItems.eventId, item.eventId),
      ),
    )
    .returning({ id: planningItems.id });
  if (moved.length === 0) await insertChallengeItem(tx, item);
}

/** A renamed battle: its sessions' items take the new name. */
export async function renameChallengeItems(
  tx: Db,
  sessionIds: readonly number[],
  name: string,
): Promise<void> {
  if (sessionIds.length === 0) return;
  await tx
    .update(planningItems)
    .set({ name })
    .where(inArray(planningItems.scoreSessionId, [...sessionIds]));
}

/** Removed sessions take their items along (the key alone would leave them unlinked). */
export async function removeChallengeItems(tx: Db, sessionIds: readonly number[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await tx.delete(planningItems).where(inArray(planningItems.scoreSessionId, [...sessionIds]));
}
