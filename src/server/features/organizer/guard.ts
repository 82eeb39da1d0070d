/**
 * The console acts only for the event's real organizers. The session's role says what the user
 * chose; this checks, on every console call, that they hold the organizer role in the chosen
 * event. The event's organizers are an event snapshot (one query per change of the event, like
 * its other reads): the only writes of an organizer role, a new event and the seed, publish the
 * event's change, so the set is never stale.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ofEvent } from '../../cache/snapshots';
import type { Db } from '../../db/client';
import { eventRoles } from '../../db/schema';
import { ForbiddenError } from '../../http/errors';
import { organizerMessages } from '../../../shared/api/organizer';
import { organizesAnyEvent } from '../selection/service';

async function organizersOf(db: Db, eventId: number): Promise<ReadonlySet<number>> {
  const rows = await db
    .select({ userId: eventRoles.userId })
    .from(eventRoles)
    .where(and(eq(eventRoles.eventId, eventId), eq(eventRoles.role, 'organizer')));
  return new Set(rows.map((row) => row.userId));
}

export async function refuseNonOrganizer(app: FastifyInstance, req: FastifyRequest): Promise<void> {
  const session = req.session;
  if (!session || session.role !== 'organizer') return; // the access check refused it already
  const { eventId, userId } = session;
  const allowed =
    eventId === null
      ? await organizesAnyEvent(app.db, userId)
      : (
          await app.snapshots.get(ofEvent(eventId), 'organizers', () =>
            organizersOf(app.db, eventId),
          )
        ).has(userId);
  if (!allowed) throw new ForbiddenError(organizerMessages.notOrganizer);
}
