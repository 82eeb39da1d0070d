/** The battles area's routes: GET /battles, /home_battles, /battle and PUT /battle (the joker). */
import type { FastifyPluginAsync } from 'fastify';
import {
  battleRoute,
  battlesRoute,
  chooseJokerRoute,
  homeBattlesRoute,
} from '../../../shared/api/battles';
import { eventScope } from '../../auth/eventScope';
import { HOME_LIST_LIMIT } from '../../db/listOptions';
import { route } from '../../http/route';
import { battleOf, battlesAnswer, homeBattlesAnswer } from './service';
import { chooseJoker } from './joker';

export const battlesRoutes: FastifyPluginAsync = async (app) => {
  route(app, battlesRoute, async (req) => battlesAnswer(app, eventScope(req)));

  route(app, homeBattlesRoute, async (req) =>
    homeBattlesAnswer(app, eventScope(req), { limit: HOME_LIST_LIMIT }),
  );

  route(app, battleRoute, async (req) =>
    battleOf(app, eventScope(req), req.headers.selectedbattleid, app.clock.now()),
  );

  route(app, chooseJokerRoute, async (req) => {
    await chooseJoker(app, eventScope(req), req.body.joker_id, app.clock.now());
    return { message: 'jokerChosen' as const };
  });
};
