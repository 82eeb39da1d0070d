/**
 * The organizer console's battles routes: battles, their score sessions (each with its challenge
 * item in the planning), the planning's other items and the crew of each battle. Every change
 * runs in `organize` (one transaction, audited, published).
 */
import type { FastifyInstance } from 'fastify';
import { organizerMessages } from '../../../shared/api/organizer';
import {
  organizerBattleMessages,
  organizerBattleCreateRoute,
  organizerBattleDeleteRoute,
  organizerBattleSaveRoute,
  organizerBattlesRoute,
  organizerCrewAssignRoute,
  organizerCrewRemoveRoute,
  organizerCrewRoute,
  organizerPlanningCreateRoute,
  organizerPlanningDeleteRoute,
  organizerPlanningRoute,
  organizerPlanningSaveRoute,
  organizerSessionCreateRoute,
  organizerSessionDeleteRoute,
  organizerSessionSaveRoute,
  organizerSessionsRoute,
} from '../../../shared/api/organizerBattles';
import { eventScope } from '../../auth/eventScope';
import { requestHost, requestLanguage } from '../../http/language';
import { route } from '../../http/route';
import type { Mailer } from '../../mail/mailer';
import { invitationDepsOf, mailInvitation, unusablePasswordFor } from '../employees/invitation';
import {
  assignCrew,
  createBattle,
  createSession,
  deleteBattle,
  deleteSession,
  organizerBattles,
  organizerCrew,
  organizerSessions,
  saveBattle,
  saveSession,
  unassignCrew,
} from '../battles/organizeBattles';
import {
  createPlanningItem,
  deletePlanningItem,
  organizerPlanning,
  savePlanningItem,
} from '../event/organizePlanning';
import { organize, type OrganizeDeps } from './organize';
import { consoleRead } from './consoleRead';
import { removeUnusedUpload } from './unusedUploads';

const saved = { message: organizerMessages.saved };
const deleted = { message: organizerMessages.deleted };

export function battlesRoutes(app: FastifyInstance, deps: OrganizeDeps, mailer: Mailer): void {
  battleRoutes(app, deps);
  sessionRoutes(app, deps);
  planningRoutes(app, deps);
  crewAssignmentRoutes(app, deps, mailer);
}

/** The battles themselves; a photo upload they stop showing is deleted after commit. */
function battleRoutes(app: FastifyInstance, deps: OrganizeDeps): void {
  const cleanup = { db: app.db, dataDir: app.config.dataDir, log: app.log };
  route(app, organizerBattlesRoute, async (req) =>
    consoleRead(app, organizerBattlesRoute, eventScope(req).eventId, organizerBattles),
  );

  route(app, organizerBattleCreateRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => {
      const { id, audit } = await createBattle(tx, scope.eventId, req.body);
      return { answer: { message: organizerMessages.created, id }, audit };
    });
  });

  route(app, organizerBattleSaveRoute, async (req) => {
    const scope = eventScope(req);
    const replacedPhoto = await organize(deps, scope, async (tx) => {
      const { audit, replacedPhoto } = await saveBattle(tx, scope.eventId, req.body);
      return { answer: replacedPhoto, audit };
    });
    await removeUnusedUpload(cleanup, 'battles', replacedPhoto);
    return saved;
  });

  route(app, organizerBattleDeleteRoute, async (req) => {
    const scope = eventScope(req);
    const { leftUserIds, photo } = await organize(deps, scope, async (tx) => {
      const { audit, ...answer } = await deleteBattle(tx, scope.eventId, req.query.id);
      return { answer, audit };
    });
    for (const userId of leftUserIds) {
      await deps.changes.publish({ kind: 'userSessions', userId });
    }
    await removeUnusedUpload(cleanup, 'battles', photo);
    return deleted;
  });
}

/** The score sessions of the battles. */
function sessionRoutes(app: FastifyInstance, deps: OrganizeDeps): void {
  route(app, organizerSessionsRoute, async (req) =>
    consoleRead(app, organizerSessionsRoute, eventScope(req).eventId, organizerSessions),
  );

  route(app, organizerSessionCreateRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => {
      const { id, audit } = await createSession(tx, scope.eventId, req.body);
      return { answer: { message: organizerMessages.created, id }, audit };
    });
  });

  route(app, organizerSessionSaveRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => ({
      answer: saved,
      audit: await saveSession(tx, scope.eventId, req.body),
    }));
  });

  route(app, organizerSessionDeleteRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => ({
      answer: deleted,
      audit: await deleteSession(tx, scope.eventId, req.query.id),
    }));
  });
}

/** The planning's other items. */
function planningRoutes(app: FastifyInstance, deps: OrganizeDeps): void {
  route(app, organizerPlanningRoute, async (req) =>
    consoleRead(app, organizerPlanningRoute, eventScope(req).eventId, organizerPlanning),
  );

  route(app, organizerPlanningCreateRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => {
      const { id, audit } = await createPlanningItem(tx, scope.eventId, req.body);
      return { answer: { message: organizerMessages.created, id }, audit };
    });
  });

  route(app, organizerPlanningSaveRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => ({
      answer: saved,
      audit: await savePlanningItem(tx, scope.eventId, req.body),
    }));
  });

  route(app, organizerPlanningDeleteRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => ({
      answer: deleted,
      audit: await deletePlanningItem(tx, scope.eventId, req.query.id),
    }));
  });
}

/** The crew of each battle; a new address is invited (mailed after commit). */
function crewAssignmentRoutes(app: FastifyInstance, deps: OrganizeDeps, mailer: Mailer): void {
  const invitations = invitationDepsOf(app, mailer);
  route(app, organizerCrewRoute, async (req) => organizerCrew(app.db, eventScope(req).eventId));

  route(app, organizerCrewAssignRoute, async (req) => {
    const scope = eventScope(req);
    const inviter = {
      userId: scope.userId,
      language: requestLanguage(req),
      newPasswordHash: await unusablePasswordFor(app.db, req.body.email.toLowerCase()),
      now: app.clock.now(),
    };
    const done = await organize(deps, scope, async (tx) => {
      const { id, audit, invitation } = await assignCrew(tx, scope.eventId, req.body, inviter);
      return { answer: { id, invitation }, audit };
    });
    if (!done.invitation) return { message: organizerMessages.created, id: done.id };
    await mailInvitation(invitations, done.invitation, requestHost(req));
    return { message: organizerBattleMessages.crewInvited, id: done.id };
  });

  route(app, organizerCrewRemoveRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => ({
      answer: deleted,
      audit: await unassignCrew(tx, scope.eventId, req.query.id),
    }));
  });
}
