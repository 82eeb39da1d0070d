/** The rivals area's routes: a team's rivals (/rivals, /team_rivals) and challenging a team. */
import type { FastifyPluginAsync } from 'fastify';
import { putChallengeRoute, rivalsRoute, teamRivalsRoute } from '../../../shared/api/rivals';
import { eventScope } from '../../auth/eventScope';
import { route } from '../../http/route';
import { putChallenge, rivalsAnswer, teamRivalsPreview } from './service';

export const rivalsRoutes: FastifyPluginAsync = async (app) => {
  route(app, rivalsRoute, async (req) => rivalsAnswer(app, eventScope(req), req.headers.rivalsid));

  route(app, teamRivalsRoute, async (req) =>
    teamRivalsPreview(app, eventScope(req), req.headers.otherteamid),
  );

  route(app, putChallengeRoute, async (req) =>
    putChallenge(app, eventScope(req), req.body, app.clock.now()),
  );
};
