/**
 * The console's lists are served like the event's other reads (docs/architecture.md
 * "Memory"): one answer per event, kept in the event's snapshots and shared by its organizers,
 * dropped by the `event` change that every console write, crew save and team change publishes.
 * Only reads built from the event's own tables go through here; lists that show what changes
 * elsewhere (a contact person's pending invitation, crew names, the mail log, the overview's
 * cheers) are read fresh.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteContract } from '../../../shared/api/contract';
import { ofEvent } from '../../cache/snapshots';
import type { Db } from '../../db/client';

export function consoleRead<T extends object>(
  app: FastifyInstance,
  contract: RouteContract,
  eventId: number,
  build: (db: Db, eventId: number) => Promise<T>,
): Promise<T> {
  return app.snapshots.answer(ofEvent(eventId), `console:${contract.path}`, () =>
    build(app.db, eventId),
  );
}
