/** The players area's routes: GET /participants and the /home participants strip. */
import type { FastifyPluginAsync } from 'fastify';
import { homeParticipantsRoute, participantsRoute } from '../../../shared/api/players';
import { eventScope } from '../../auth/eventScope';
import { HOME_LIST_LIMIT } from '../../db/listOptions';
import { route } from '../../http/route';
import { participantsAnswer } from './service';

export const playersRoutes: FastifyPluginAsync = async (app) => {
  route(app, participantsRoute, async (req) => participantsAnswer(app, eventScope(req).eventId));

  route(app, homeParticipantsRoute, async (req) =>
    participantsAnswer(app, eventScope(req).eventId, { limit: HOME_LIST_LIMIT }),
  );
};
