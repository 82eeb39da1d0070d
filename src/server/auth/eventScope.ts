/**
 * The event a request reads: the one chosen in the session. Routes declare `needs: ['event']`,
 * so the auth hook has already refused a session without one.
 */
import type { FastifyRequest } from 'fastify';
import type { EventRole } from '../../shared/roles';

export interface EventScope {
  userId: number;
  role: EventRole | null;
  eventId: number;
  teamId: number | null;
  battleId: number | null;
}

export function eventScope(req: Pick<FastifyRequest, 'session'>): EventScope {
  const session = req.session!;
  return {
    userId: session.userId,
    role: session.role,
    eventId: session.eventId!,
    teamId: session.teamId,
    battleId: session.battleId,
  };
}
