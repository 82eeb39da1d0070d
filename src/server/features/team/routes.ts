/** The team area's routes: GET /teams, the /home teams strip, /houses and /house. */
import type { FastifyPluginAsync } from 'fastify';
import { homeTeamsRoute, houseRoute, housesRoute, teamsRoute } from '../../../shared/api/team';
import { eventScope } from '../../auth/eventScope';
import { route } from '../../http/route';
import { homeTeamsAnswer, houseOf, housesAnswer, teamsAnswer } from './service';

export const teamRoutes: FastifyPluginAsync = async (app) => {
  route(app, teamsRoute, async (req) => teamsAnswer(app, eventScope(req).eventId));

  // The contact person's strip holds their company's teams: it leads to their readiness.
  route(app, homeTeamsRoute, async (req) => {
    const scope = eventScope(req);
    const contactPerson = scope.role === 'contactPerson' ? scope.userId : undefined;
    return homeTeamsAnswer(app, scope.eventId, contactPerson);
  });

  route(app, housesRoute, async (req) => housesAnswer(app, eventScope(req).eventId));

  route(app, houseRoute, async (req) =>
    houseOf(app, eventScope(req).eventId, req.headers.selectedhouseid),
  );
};
