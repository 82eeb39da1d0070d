/**
 * GET /home and the /home strips: teams, battles, companies, participants, upcoming challenges
 * and sponsors. Strips hold at most HOME_LIST_LIMIT entries; their headers lead to the full lists.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companiesResponse,
  homeBattlesResponse,
  homeResponse,
  participantsResponse,
  sponsorsResponse,
  teamsResponse,
  upcomingChallengesQuery,
  upcomingChallengesResponse,
} from '../../../shared/api/event';
import { withSelection } from '../../auth/access';
import { battlesOf } from './battleService';
import { homeData, sponsorsOf, upcomingChallenges } from './homeService';
import { companiesOf, participantsOf, teamsOf } from './listsService';
import { eventScope } from './scope';

export const HOME_LIST_LIMIT = 20;
const access = withSelection('event');

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home',
    { config: { access }, schema: { response: { 200: homeResponse } } },
    async (req) => homeData(app.db, eventScope(req)),
  );

  app.get(
    '/home_teams',
    { config: { access }, schema: { response: { 200: teamsResponse } } },
    async (req) => {
      const scope = eventScope(req);
      // The contact person's strip holds their company's teams: it leads to their readiness.
      const ofAdmin = scope.role === 'contactPerson' ? scope.userId : undefined;
      return { teams: await teamsOf(app.db, scope.eventId, { limit: HOME_LIST_LIMIT, ofAdmin }) };
    },
  );

  app.get(
    '/home_battles',
    { config: { access }, schema: { response: { 200: homeBattlesResponse } } },
    async (req) => ({
      battles: (await battlesOf(app.db, eventScope(req), { limit: HOME_LIST_LIMIT })).battles,
    }),
  );

  app.get(
    '/home_companies',
    { config: { access }, schema: { response: { 200: companiesResponse } } },
    async (req) => ({
      companies: await companiesOf(app.db, eventScope(req).eventId, { limit: HOME_LIST_LIMIT }),
    }),
  );

  app.get(
    '/home_participants',
    { config: { access }, schema: { response: { 200: participantsResponse } } },
    async (req) => ({
      participants: await participantsOf(app.db, eventScope(req).eventId, {
        limit: HOME_LIST_LIMIT,
      }),
    }),
  );

  app.get(
    '/upcoming_challenges',
    {
      config: { access },
      schema: {
        querystring: upcomingChallengesQuery,
        response: { 200: upcomingChallengesResponse },
      },
    },
    async (req) => ({
      upcoming_challenges: await upcomingChallenges(
        app.db,
        eventScope(req),
        req.query.limit,
        app.clock.now(),
      ),
    }),
  );

  app.get(
    '/sponsors',
    { config: { access }, schema: { response: { 200: sponsorsResponse } } },
    async (req) => ({ sponsors: await sponsorsOf(app.db, eventScope(req).eventId) }),
  );
};
