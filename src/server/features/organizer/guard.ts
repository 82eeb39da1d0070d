/**
 * The console acts only for the event's real organizers. The session's role says what the user
 * chose; this checks, on every console call, that they still hold the organizer role in the
 * chosen event (one indexed row), so an organizer removed from an event loses the console at
 * once, even with a session made before.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { eventRoles } from '../../db/schema';
import { ForbiddenError } from '../../http/errors';
import { organizerMessages } from '../../../shared/api/organizer';
import { organizesAnyEvent } from '../selection/service';

export async function refuseNonOrganizer(db: Db, req: FastifyRequest): Promise<void> {
  const session = req.session;
  if (!session || session.role !== 'organizer') return; // the access check refused it already
  const allowed =
    session.eventId === null
      ? await organizesAnyEvent(db, session.userId)
      : (
          await db
            .select({ id: eventRoles.id })
            .from(eventRoles)
            .where(
              and(
                eq(eventRoles.userId, session.userId),
                eq(eventRoles.eventId, session.eventId),
                eq(eventRoles.role, 'organizer'),
              ),
            )
            .limit(1)
        ).length > 0;
  if (!allowed) throw new ForbiddenError(organizerMessages.notOrganizer);
}
