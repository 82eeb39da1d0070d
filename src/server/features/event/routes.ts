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
  awardsOf,
  eventDetail,
  homeData,
  planningOf,
  sponsorsOf,
  upcomingChallenges,
} from './service';

export const eventRoutes: FastifyPluginAsync = async (app) => {
  route(app, homeRoute, async (req) => homeData(app.db, eventScope(req)));

  route(app, upcomingChallengesRoute, async (req) => ({
    upcoming_challenges: await upcomingChallenges(
      app.db,
      eventScope(req),
      req.query.limit ?? UPCOMING_CHALLENGES_DEFAULT,
      app.clock.now(),
    ),
  }));

  route(app, sponsorsRoute, async (req) => ({
    sponsors: await sponsorsOf(app.db, eventScope(req).eventId),
  }));

  route(app, awardsRoute, async (req) => ({
    awards: await awardsOf(app.db, eventScope(req).eventId),
  }));

  route(app, eventRoute, async (req) => eventDetail(app.db, eventScope(req).eventId));

  route(app, planningRoute, async (req) => ({
    planning: await planningOf(app.db, eventScope(req).eventId),
  }));
};
