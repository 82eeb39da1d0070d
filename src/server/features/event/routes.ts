/**
 * The event area's routes (product.md §2 "Event screens", §7 "Event reads"): /home, the upcoming
 * challenges and sponsors strips, /event, /planning and /awards, all for the session's event;
 * and the planning's private calendar address (made, read and stopped by its user) with the
 * feed calendar apps fetch by its token.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  awardsRoute,
  calendarFeedRoute,
  calendarMessages,
  calendarRoute,
  createCalendarFeedRoute,
  eventRoute,
  homeRoute,
  planningRoute,
  sponsorsRoute,
  stopCalendarFeedRoute,
  UPCOMING_CHALLENGES_DEFAULT,
  upcomingChallengesRoute,
} from '../../../shared/api/event';
import { eventScope } from '../../auth/eventScope';
import { route } from '../../http/route';
import {
  calendarFeed,
  calendarFeedStatus,
  issueCalendarFeed,
  stopCalendarFeed,
} from './calendarFeeds';
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

  route(app, upcomingChallengesRoute, async (req) =>
    upcomingChallenges(
      app,
      eventScope(req),
      req.query.limit ?? UPCOMING_CHALLENGES_DEFAULT,
      app.clock.now(),
    ),
  );

  route(app, sponsorsRoute, async (req) => sponsorsAnswer(app, eventScope(req).eventId));

  route(app, awardsRoute, async (req) => awardsAnswer(app, eventScope(req).eventId));

  route(app, eventRoute, async (req) => eventAnswer(app, eventScope(req).eventId));

  route(app, planningRoute, async (req) => planningAnswer(app, eventScope(req).eventId));

  route(app, calendarFeedRoute, async (req) => calendarFeedStatus(app.db, eventScope(req)));

  route(app, createCalendarFeedRoute, async (req, reply) => {
    const created = await issueCalendarFeed(
      app.db,
      eventScope(req),
      app.config.publicUrl,
      app.clock.now(),
    );
    // The answer holds the address's secret: no cache keeps it.
    reply.header('cache-control', 'no-store');
    return created;
  });

  route(app, stopCalendarFeedRoute, async (req) => {
    await stopCalendarFeed(app.db, eventScope(req));
    return { message: calendarMessages.stopped };
  });

  // The feed's address carries its token. Once routing has read the query, the token leaves the
  // request's URL, so the answer's log line (app.ts prints req.url) never writes a credential.
  await app.register(async (feed) => {
    feed.addHook('onRequest', async (req) => {
      req.raw.url = withoutToken(req.raw.url ?? '');
    });
    route(feed, calendarRoute, async (req, reply) => {
      const ics = await calendarFeed(
        app.db,
        req.query.token,
        app.config.publicUrl,
        app.clock.now(),
      );
      reply
        .type(`${calendarRoute.answerType}; charset=utf-8`)
        .header('cache-control', 'private, no-store');
      return ics;
    });
  });
};

/** A request's URL with the value of its `token` parameter left out. */
function withoutToken(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/g, '$1…');
}
