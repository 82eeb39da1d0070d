/**
 * The organizer console's awards routes: awards, sponsors, extra points and announcements of
 * the chosen event. Each change runs in `organize` (one transaction with its audit entry, then
 * the event's change); whoever a change notified has their notification list dropped after.
 */
import type { FastifyInstance } from 'fastify';
import { organizerMessages } from '../../../shared/api/organizer';
import {
  organizerAwardCreateRoute,
  organizerAwardDeleteRoute,
  organizerAwardsRoute,
  organizerExtraPointsCreateRoute,
  organizerExtraPointsDeleteRoute,
  organizerExtraPointsRoute,
  organizerSponsorCreateRoute,
  organizerSponsorDeleteRoute,
  organizerSponsorOrderRoute,
  organizerSponsorsRoute,
} from '../../../shared/api/organizerAwards';
import {
  announcementsMessages,
  organizerAnnouncementRoute,
} from '../../../shared/api/organizerAnnouncements';
import { eventScope } from '../../auth/eventScope';
import { route } from '../../http/route';
import {
  addSponsor,
  announceChallenge,
  giveAward,
  orderSponsors,
  organizerAwards,
  organizerSponsors,
  removeSponsor,
  takeAwardBack,
} from '../event/organizeAwards';
import {
  giveExtraPoints,
  organizerExtraPoints,
  takeExtraPointsBack,
} from '../scores/organizeExtraPoints';
import { organize, publishTold, type OrganizeDeps } from './organize';
import { consoleRead } from './consoleRead';

export function awardsRoutes(app: FastifyInstance, deps: OrganizeDeps): void {
  route(app, organizerAwardsRoute, async (req) =>
    consoleRead(app, organizerAwardsRoute, eventScope(req).eventId, organizerAwards),
  );

  route(app, organizerAwardCreateRoute, async (req) => {
    const scope = eventScope(req);
    const { answer, told } = await organize(deps, scope, async (tx) => {
      const given = await giveAward(tx, scope.eventId, req.body, app.clock.now(), scope.userId);
      return {
        answer: { answer: { message: organizerMessages.created, id: given.id }, told: given.told },
        audit: given.audit,
      };
    });
    await publishTold(deps, told);
    return answer;
  });

  route(app, organizerAwardDeleteRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => ({
      answer: { message: organizerMessages.deleted },
      audit: await takeAwardBack(tx, scope.eventId, req.query.id),
    }));
  });

  route(app, organizerSponsorsRoute, async (req) =>
    consoleRead(app, organizerSponsorsRoute, eventScope(req).eventId, organizerSponsors),
  );

  route(app, organizerSponsorCreateRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => {
      const { id, audit } = await addSponsor(tx, scope.eventId, req.body);
      return { answer: { message: organizerMessages.created, id }, audit };
    });
  });

  route(app, organizerSponsorOrderRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => ({
      answer: { message: organizerMessages.saved },
      audit: await orderSponsors(tx, scope.eventId, req.body.ids),
    }));
  });

  route(app, organizerSponsorDeleteRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => ({
      answer: { message: organizerMessages.deleted },
      audit: await removeSponsor(tx, scope.eventId, req.query.id),
    }));
  });

  route(app, organizerExtraPointsRoute, async (req) =>
    consoleRead(app, organizerExtraPointsRoute, eventScope(req).eventId, organizerExtraPoints),
  );

  route(app, organizerExtraPointsCreateRoute, async (req) => {
    const scope = eventScope(req);
    const { answer, told } = await organize(deps, scope, async (tx) => {
      const given = await giveExtraPoints(
        tx,
        scope.eventId,
        req.body,
        app.clock.now(),
        scope.userId,
      );
      return {
        answer: { answer: { message: organizerMessages.created, id: given.id }, told: given.told },
        audit: given.audit,
      };
    });
    await publishTold(deps, told);
    return answer;
  });

  route(app, organizerExtraPointsDeleteRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => ({
      answer: { message: organizerMessages.deleted },
      audit: await takeExtraPointsBack(tx, scope.eventId, req.query.id),
    }));
  });

  route(app, organizerAnnouncementRoute, async (req) => {
    const scope = eventScope(req);
    const told = await organize(deps, scope, async (tx) => {
      const announced = await announceChallenge(
        tx,
        scope.eventId,
        req.body.battle_id,
        app.clock.now(),
        scope.userId,
      );
      return { answer: announced.told, audit: announced.audit };
    });
    await publishTold(deps, told);
    return { message: announcementsMessages.announced, recipients: told.length };
  });
}
