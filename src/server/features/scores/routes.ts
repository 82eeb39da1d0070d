/** The scores area's routes: GET /points and /scoring-rules. */
import type { FastifyPluginAsync } from 'fastify';
import { pointsRoute, scoringRulesRoute } from '../../../shared/api/scores';
import { eventScope } from '../../auth/eventScope';
import { route } from '../../http/route';
import { pointsOf, scoringRulesOf } from './service';

export const scoresRoutes: FastifyPluginAsync = async (app) => {
  route(app, pointsRoute, async (req) => ({
    points: await pointsOf(app.db, eventScope(req).eventId),
  }));

  route(app, scoringRulesRoute, async (req) => scoringRulesOf(app.db, eventScope(req).eventId));
};
