/** The scores area's routes: GET /points and /scoring-rules. */
import type { FastifyPluginAsync } from 'fastify';
import { pointsRoute, scoringRulesRoute } from '../../../shared/api/scores';
import { eventScope } from '../../auth/eventScope';
import { route } from '../../http/route';
import { pointsAnswer, scoringRulesAnswer } from './service';

export const scoresRoutes: FastifyPluginAsync = async (app) => {
  route(app, pointsRoute, async (req) => pointsAnswer(app, eventScope(req).eventId));

  route(app, scoringRulesRoute, async (req) => scoringRulesAnswer(app, eventScope(req).eventId));
};
