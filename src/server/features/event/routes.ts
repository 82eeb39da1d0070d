/**
 * The event area's routes (SPEC §2 "Event screens", §7 "Event reads"): /home, the upcoming
 * challenges and sponsors strips, /event, /planning and /awards, all for the session's event.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  awardsRoute,
  eventRoute,
  homeRoute,
  planningRoute,
  sponsorsRoute,
  UPCOMING_CHALLENGES_DEFAULT,
  upcomingChallengesRoute,
} from '../../../shared/api/event';
import { eventScope } from '../../auth/eventScope';
import { route } from '../../http/route';
import {
  awardsAnswer,
  eventAnswer,
  homeAnswer,
  planningAnswer,
  sponsorsAnswer,
  upcomingChallenges,
} from './service';

export const eventRoutes: FastifyPluginAsync = async (app) => {
  route(app, homeRoute, async (req) => homeAnswer(app, eventScope(req)));

  route(app, upcomingChallengesRoute, async (req) => ({
    upcoming_challenges: await upcomingChallenges(
      app,
      eventScope(req),
      req.query.limit ?? UPCOMING_CHALLENGES_DEFAULT,
      app.clock.now(),
    ),
  }));

  route(app, sponsorsRoute, async (req) => sponsorsAnswer(app, eventScope(req).eventId));

  route(app, awardsRoute, async (req) => awardsAnswer(app, eventScope(req).eventId));

  route(app, eventRoute, async (req) => eventAnswer(app, eventScope(req).eventId));

  route(app, planningRoute, async (req) => planningAnswer(app, eventScope(req).eventId));
};
