/** The company area's routes: GET /companies and the /home companies strip. */
import type { FastifyPluginAsync } from 'fastify';
import { companiesRoute, homeCompaniesRoute } from '../../../shared/api/company';
import { eventScope } from '../../auth/eventScope';
import { HOME_LIST_LIMIT } from '../../db/listOptions';
import { route } from '../../http/route';
import { companiesAnswer } from './service';

export const companyRoutes: FastifyPluginAsync = async (app) => {
  route(app, companiesRoute, async (req) => companiesAnswer(app, eventScope(req).eventId));

  route(app, homeCompaniesRoute, async (req) =>
    companiesAnswer(app, eventScope(req).eventId, { limit: HOME_LIST_LIMIT }),
  );
};
