/** GET /battles, GET /battle (selectedBattleId header) and PUT /battle { joker_id }. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  battleResponse,
  battlesResponse,
  jokerBody,
  jokerChosenResponse,
  selectedBattleHeaders,
} from '../../../shared/api/event';
import { forRoles, withSelection } from '../../auth/access';
import { battleOf, battlesOf } from './battleService';
import { chooseJoker } from './jokerService';
import { eventScope } from './scope';

export const battleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/battles',
    { config: { access: withSelection('event') }, schema: { response: { 200: battlesResponse } } },
    async (req) => battlesOf(app.db, eventScope(req)),
  );

  app.get(
    '/battle',
    {
      config: { access: withSelection('event') },
      schema: { headers: selectedBattleHeaders, response: { 200: battleResponse } },
    },
    async (req) => battleOf(app.db, eventScope(req), req.headers.selectedbattleid, app.clock.now()),
  );

  app.put(
    '/battle',
    {
      config: { access: forRoles(['player'], ['event', 'team']) },
      schema: { body: jokerBody, response: { 200: jokerChosenResponse } },
    },
    async (req) => {
      await chooseJoker(app.db, eventScope(req), req.body.joker_id, app.clock.now());
      return { message: 'jokerChosen' as const };
    },
  );
};
