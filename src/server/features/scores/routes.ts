/** The scores area's routes: GET /points, /scoring-rules and /team_points. */
import type { FastifyPluginAsync } from 'fastify';
import { pointsRoute, scoringRulesRoute, teamPointsRoute } from '../../../shared/api/scores';
import { eventScope } from '../../auth/eventScope';
import { route } from '../../http/route';
import { visibleTeam } from '../team/page';
import { pointsAnswer, scoringRulesAnswer, teamPointsOf } from './service';

export const scoresRoutes: FastifyPluginAsync = async (app) => {
  route(app, pointsRoute, async (req) => pointsAnswer(app, eventScope(req).eventId));

  route(app, scoringRulesRoute, async (req) => scoringRulesAnswer(app, eventScope(req).eventId));

  route(app, teamPointsRoute, async (req) => {
    const team = await visibleTeam(app, eventScope(req), req.headers.otherteamid);
    return teamPointsOf(app, { id: team.id, eventId: team.event_id });
  });
};
