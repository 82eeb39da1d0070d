/**
 * Every change made through the organizer console goes through `organize`: the owning area's
 * write runs inside one transaction together with the audit log entries that say who changed
 * what, and after commit the event's snapshots are dropped in every process (an `event` change),
 * so players see the change at once.
 */
import type { WriteDeps } from '../../cache/changes';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { EventScope } from '../../auth/eventScope';
import type { AuditNote, Organized } from '../../auditNote';

/** What every console write needs: the database, the change channel, the app's services. */
export type OrganizeDeps = WriteDeps;

/** Runs `work` and writes its audit notes in one transaction, then publishes the change. */
export async function organize<T>(
  deps: WriteDeps,
  scope: Pick<EventScope, 'userId'> & { eventId: number | null },
  work: (tx: Db) => Promise<Organized<T>>,
): Promise<T> {
  const { answer, eventIds } = await deps.db.transaction(async (tx) => {
    const done = await work(tx);
    const eventId = done.eventId ?? scope.eventId;
    const eventIds = done.eventIds ?? (eventId === null ? [] : [eventId]);
    if (eventIds.length === 0) throw new Error('organize: no event to record the change in');
    const notes = ([] as AuditNote[]).concat(done.audit);
    if (notes.length) {
      await tx.insert(auditLog).values(
        eventIds.flatMap((eventId) =>
          notes.map((note) => ({
            eventId,
            userId: scope.userId,
            action: note.action,
            entity: note.entity,
            entityId: note.entityId,
            summary: note.summary.slice(0, 300),
          })),
        ),
      );
    }
    return { answer: done.answer, eventIds };
  });
  for (const eventId of eventIds) await deps.changes.publish({ kind: 'event', eventId });
  return answer;
}

/** Ids per `users` change: PostgreSQL's NOTIFY carries less than 8000 bytes. */
const USERS_PER_CHANGE = 500;

/** Drops the notification lists of the people a committed console change told. */
export async function publishTold(deps: OrganizeDeps, told: readonly number[]): Promise<void> {
  for (let start = 0; start < told.length; start += USERS_PER_CHANGE) {
    await deps.changes.publish({
      kind: 'users',
      userIds: told.slice(start, start + USERS_PER_CHANGE),
    });
  }
}
