/** The cheers area's routes: who cheered a team (/cheers, /team_cheers) and cheering one. */
import type { FastifyPluginAsync } from 'fastify';
import { cheersRoute, putCheerRoute, teamCheersRoute } from '../../../shared/api/cheers';
import { eventScope } from '../../auth/eventScope';
import { route } from '../../http/route';
import { cheersAnswer, putCheer, teamCheersPreview } from './service';

export const cheersRoutes: FastifyPluginAsync = async (app) => {
  route(app, cheersRoute, async (req) =>
    cheersAnswer(app, eventScope(req), req.headers.otherteamid),
  );

  route(app, teamCheersRoute, async (req) =>
    teamCheersPreview(app, eventScope(req), req.headers.otherteamid),
  );

  route(app, putCheerRoute, async (req) =>
    putCheer(app, eventScope(req), req.body, app.clock.now()),
  );
};
