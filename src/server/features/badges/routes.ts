/** The badges area's route: GET /badges, the signed-in user's badges in every event. */
import type { FastifyPluginAsync } from 'fastify';
import { badgesRoute } from '../../../shared/api/badges';
import { route } from '../../http/route';
import { badgesOf } from './service';

export const badgesRoutes: FastifyPluginAsync = async (app) => {
  route(app, badgesRoute, async (req) => ({ badges: await badgesOf(app.db, req.session.userId) }));
};
