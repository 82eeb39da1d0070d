/** The team area's routes: GET /teams, the /home teams strip, /houses and /house. */
import type { FastifyPluginAsync } from 'fastify';
import { homeTeamsRoute, houseRoute, housesRoute, teamsRoute } from '../../../shared/api/team';
import { eventScope } from '../../auth/eventScope';
import { HOME_LIST_LIMIT } from '../../db/listOptions';
import { route } from '../../http/route';
import { houseOf, housesOf, teamsOf } from './service';

export const teamRoutes: FastifyPluginAsync = async (app) => {
  route(app, teamsRoute, async (req) => ({
    teams: await teamsOf(app.db, eventScope(req).eventId),
  }));

  route(app, homeTeamsRoute, async (req) => {
    const scope = eventScope(req);
    const ofAdmin = scope.role === 'contactPerson' ? scope.userId : undefined;
    return { teams: await teamsOf(app.db, scope.eventId, { limit: HOME_LIST_LIMIT, ofAdmin }) };
  });

  route(app, housesRoute, async (req) => ({
    houses: await housesOf(app.db, eventScope(req).eventId),
  }));

  route(app, houseRoute, async (req) =>
    houseOf(app.db, eventScope(req).eventId, req.headers.selectedhouseid),
  );
};
