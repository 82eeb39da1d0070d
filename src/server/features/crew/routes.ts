/** The crew area's routes: the crew member's sessions and the result form of one session. */
import type { FastifyPluginAsync } from 'fastify';
import {
  crewBattleSelectRoute,
  crewBattlesRoute,
  crewScoreRoute,
  crewScoreSaveRoute,
} from '../../../shared/api/crew';
import { eventScope } from '../../auth/eventScope';
import { route } from '../../http/route';
import { crewBattles, crewScore, selectCrewSession } from './reads';
import { saveCrewScore } from './service';

export const crewRoutes: FastifyPluginAsync = async (app) => {
  route(app, crewBattlesRoute, async (req) => crewBattles(app.db, eventScope(req)));

  route(app, crewBattleSelectRoute, async (req) =>
    selectCrewSession(app.db, eventScope(req), req.body.score_id),
  );

  route(app, crewScoreRoute, async (req) =>
    crewScore(app.db, eventScope(req), req.headers.selectedscoreid),
  );

  route(app, crewScoreSaveRoute, async (req) =>
    saveCrewScore(app, eventScope(req), req.body, app.clock.now()),
  );
};
