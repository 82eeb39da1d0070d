/**
 * The organizer console's routes (an addition to product.md §7). Each change calls the owning area's
 * write inside `organize`, which audits it in the same transaction and publishes the change;
 * the parts of the console beyond the event, its houses and the audit log register from their
 * own files.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  organizerAuditRoute,
  organizerEventCreateRoute,
  organizerEventRoute,
  organizerEventSaveRoute,
  organizerHouseCreateRoute,
  organizerHouseDeleteRoute,
  organizerHouseSaveRoute,
  organizerHousesRoute,
  organizerMessages,
} from '../../../shared/api/organizer';
import { eventScope } from '../../auth/eventScope';
import { route } from '../../http/route';
import type { Mailer } from '../../mail/mailer';
import { createEvent, organizerEvent, saveEvent } from '../event/organize';
import { recordEventRole } from '../selection/service';
import { startPointsTable } from '../scores/organizeScoring';
import { createHouse, deleteHouse, organizerHouses, saveHouse } from '../team/houses';
import { auditEntries } from './audit';
import { refuseNonOrganizer } from './guard';
import { organize, type OrganizeDeps } from './organize';
import { teamsRoutes } from './teamsRoutes';
import { battlesRoutes } from './battlesRoutes';
import { pointsRoutes } from './pointsRoutes';
import { revealRoutes } from './revealRoutes';
import { reviewRoutes } from './reviewRoutes';
import { awardsRoutes } from './awardsRoutes';
import { overviewRoutes } from './overviewRoutes';
import { csvRoutes } from './csvRoutes';
import { hrResultsRoutes } from './hrResultsRoutes';
import { picturesRoutes } from './picturesRoutes';
import { consoleRead } from './consoleRead';

export const organizerRoutes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, opts) => {
  const deps: OrganizeDeps = { db: app.db, changes: app.changes };
  // Every console route, once the access check passed: a real organizer of the chosen event.
  app.addHook('preHandler', async (req) => refuseNonOrganizer(app, req));

  route(app, organizerEventRoute, async (req) =>
    consoleRead(app, organizerEventRoute, eventScope(req).eventId, organizerEvent),
  );

  route(app, organizerEventSaveRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => ({
      answer: { message: organizerMessages.saved },
      audit: await saveEvent(tx, scope.eventId, req.body),
    }));
  });

  route(app, organizerEventCreateRoute, async (req) => {
    const { userId, eventId } = req.session;
    return organize(deps, { userId, eventId }, async (tx) => {
      const id = await createEvent(tx, req.body);
      await recordEventRole(tx, userId, id, 'organizer');
      const copied = await startPointsTable(tx, id, { userId, fromEventId: req.body.points_from });
      const created = { action: 'create', entity: 'event', entityId: id, summary: req.body.name };
      return {
        answer: { message: organizerMessages.created, id },
        audit: copied ? [created, copied] : created,
        eventId: id,
      };
    });
  });

  route(app, organizerHousesRoute, async (req) =>
    consoleRead(app, organizerHousesRoute, eventScope(req).eventId, organizerHouses),
  );

  route(app, organizerHouseCreateRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => {
      const { id, audit } = await createHouse(tx, scope.eventId, req.body);
      return { answer: { message: organizerMessages.created, id }, audit };
    });
  });

  route(app, organizerHouseSaveRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => ({
      answer: { message: organizerMessages.saved },
      audit: await saveHouse(tx, scope.eventId, req.body),
    }));
  });

  route(app, organizerHouseDeleteRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => ({
      answer: { message: organizerMessages.deleted },
      audit: await deleteHouse(tx, scope.eventId, req.query.id),
    }));
  });

  route(app, organizerAuditRoute, async (req) =>
    consoleRead(app, organizerAuditRoute, eventScope(req).eventId, auditEntries),
  );

  teamsRoutes(app, deps, opts.mailer);
  battlesRoutes(app, deps, opts.mailer);
  pointsRoutes(app, deps);
  revealRoutes(app, deps);
  reviewRoutes(app, deps);
  awardsRoutes(app, deps);
  overviewRoutes(app, deps);
  hrResultsRoutes(app);
  await csvRoutes(app, deps, opts.mailer);
  await picturesRoutes(app, deps);
};
