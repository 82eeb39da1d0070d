/** GET /event, /planning, /points and /scoring-rules. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eventResponse,
  planningResponse,
  pointsResponse,
  scoringRulesResponse,
} from '../../../shared/api/event';
import { withSelection } from '../../auth/access';
import { eventDetail, planningOf, pointsOf, scoringRulesOf } from './eventInfoService';
import { eventScope } from './scope';

const access = withSelection('event');

export const eventInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/event',
    { config: { access }, schema: { response: { 200: eventResponse } } },
    async (req) => eventDetail(app.db, eventScope(req).eventId),
  );

  app.get(
    '/planning',
    { config: { access }, schema: { response: { 200: planningResponse } } },
    async (req) => ({ planning: await planningOf(app.db, eventScope(req).eventId) }),
  );

  app.get(
    '/points',
    { config: { access }, schema: { response: { 200: pointsResponse } } },
    async (req) => ({ points: await pointsOf(app.db, eventScope(req).eventId) }),
  );

  app.get(
    '/scoring-rules',
    { config: { access }, schema: { response: { 200: scoringRulesResponse } } },
    async (req) => scoringRulesOf(app.db, eventScope(req).eventId),
  );
};
