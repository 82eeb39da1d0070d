/** The branding area's route: GET /branding for the host the request came to. */
import type { FastifyPluginAsync } from 'fastify';
import { brandingRoute } from '../../../shared/api/branding';
import { requestHost } from '../../http/language';
import { route } from '../../http/route';
import { hostBranding } from './service';

export const brandingRoutes: FastifyPluginAsync = async (app) => {
  route(app, brandingRoute, async (req) => hostBranding(app, requestHost(req)));
};
