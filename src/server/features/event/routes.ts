/** The event area (SPEC §2 "Event screens", §7 "Event reads" and PUT /battle), all scoped to the session's event. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { battleRoutes } from './battleRoutes';
import { eventInfoRoutes } from './eventInfoRoutes';
import { homeRoutes } from './homeRoutes';
import { listsRoutes } from './listsRoutes';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(homeRoutes);
  await app.register(listsRoutes);
  await app.register(battleRoutes);
  await app.register(eventInfoRoutes);
};
