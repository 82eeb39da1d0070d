/** GET /teams, /companies, /participants, /awards, /houses and /house (selectedHouseId header). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  awardsResponse,
  companiesResponse,
  houseResponse,
  housesResponse,
  participantsResponse,
  selectedHouseHeaders,
  teamsResponse,
} from '../../../shared/api/event';
import { withSelection } from '../../auth/access';
import { awardsOf, companiesOf, houseOf, housesOf, participantsOf, teamsOf } from './listsService';
import { eventScope } from './scope';

const access = withSelection('event');

export const listsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/teams',
    { config: { access }, schema: { response: { 200: teamsResponse } } },
    async (req) => ({ teams: await teamsOf(app.db, eventScope(req).eventId) }),
  );

  app.get(
    '/companies',
    { config: { access }, schema: { response: { 200: companiesResponse } } },
    async (req) => ({ companies: await companiesOf(app.db, eventScope(req).eventId) }),
  );

  app.get(
    '/participants',
    { config: { access }, schema: { response: { 200: participantsResponse } } },
    async (req) => ({ participants: await participantsOf(app.db, eventScope(req).eventId) }),
  );

  app.get(
    '/awards',
    { config: { access }, schema: { response: { 200: awardsResponse } } },
    async (req) => ({ awards: await awardsOf(app.db, eventScope(req).eventId) }),
  );

  app.get(
    '/houses',
    { config: { access }, schema: { response: { 200: housesResponse } } },
    async (req) => ({ houses: await housesOf(app.db, eventScope(req).eventId) }),
  );

  app.get(
    '/house',
    {
      config: { access },
      schema: { headers: selectedHouseHeaders, response: { 200: houseResponse } },
    },
    async (req) => houseOf(app.db, eventScope(req).eventId, req.headers.selectedhouseid),
  );
};
