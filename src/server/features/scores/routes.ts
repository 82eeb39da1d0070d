/**
 * The scores area's routes: the points table and scoring rules, a team's points, the scores of
 * sessions, the leaderboards and rating a session.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  cheersLeaderboardRoute,
  leaderboardBreakdownRoute,
  leaderboardRoute,
  pointsRoute,
  rateCrewChallengeRoute,
  scoreRoute,
  scoresRoute,
  scoringRulesRoute,
  teamPointsRoute,
} from '../../../shared/api/scores';
import { eventScope } from '../../auth/eventScope';
import { route } from '../../http/route';
import { readTeam } from '../team/access';
import { pointsAnswer, scoringRulesAnswer, teamPointsOf } from './service';
import { cheersLeaderboardAnswer, leaderboardAnswer } from './leaderboard';
import { breakdownAnswer } from './breakdown';
import { scoreAnswer, scoresAnswer } from './sessionScores';
import { rateSession } from './ratings';

export const scoresRoutes: FastifyPluginAsync = async (app) => {
  route(app, pointsRoute, async (req) => pointsAnswer(app, eventScope(req).eventId));

  route(app, scoringRulesRoute, async (req) => scoringRulesAnswer(app, eventScope(req).eventId));

  route(app, teamPointsRoute, async (req) => {
    const scope = eventScope(req);
    const team = await readTeam(app, scope, req.headers.otherteamid);
    return teamPointsOf(app, team, scope);
  });

  route(app, scoresRoute, async (req) => scoresAnswer(app, eventScope(req)));

  route(app, scoreRoute, async (req) =>
    scoreAnswer(app, eventScope(req), req.headers.selectedscoreid),
  );

  route(app, leaderboardRoute, async (req) => leaderboardAnswer(app, eventScope(req)));

  route(app, leaderboardBreakdownRoute, async (req) =>
    breakdownAnswer(app, eventScope(req), req.query.team_id),
  );

  route(app, cheersLeaderboardRoute, async (req) => cheersLeaderboardAnswer(app, eventScope(req)));

  route(app, rateCrewChallengeRoute, async (req) =>
    rateSession(app, eventScope(req), req.body, app.clock.now()),
  );
};
