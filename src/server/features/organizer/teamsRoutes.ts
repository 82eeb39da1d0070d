/**
 * The organizer console's companies and teams. Each change runs the owning area's write inside
 * `organize` (one transaction with its audit entry, then the event's change); a new company's
 * contact person is mailed only once it has committed.
 */
import type { FastifyInstance } from 'fastify';
import { organizerMessages } from '../../../shared/api/organizer';
import {
  organizerCompaniesRoute,
  organizerCompanyAddExistingRoute,
  organizerCompanyCreateRoute,
  organizerCompanySearchRoute,
  organizerCompanyDeleteRoute,
  organizerCompanySaveRoute,
  organizerTeamCreateRoute,
  organizerTeamDeleteRoute,
  organizerTeamSaveRoute,
  organizerTeamsMessages,
  organizerTeamsRoute,
} from '../../../shared/api/organizerTeams';
import { eventScope } from '../../auth/eventScope';
import { requestHost, requestLanguage } from '../../http/language';
import { route } from '../../http/route';
import type { Mailer } from '../../mail/mailer';
import { publishCompanyChange } from '../company/service';
import {
  addExistingCompany,
  createCompanyWithContact,
  organizerCompanies,
  removeCompanyFromEvent,
  renameCompany,
  searchCompanies,
} from '../company/organizeCompanies';
import { eventIdsOfCompany } from '../company/service';
import { invitationDepsOf, mailInvitation, unusablePasswordFor } from '../employees/invitation';
import { createTeam, deleteTeam, organizerTeams, saveTeam } from '../team/organizeTeams';
import { organize, type OrganizeDeps } from './organize';
import { consoleRead } from './consoleRead';

export function teamsRoutes(app: FastifyInstance, deps: OrganizeDeps, mailer: Mailer): void {
  const invitations = invitationDepsOf(app, mailer);

  route(app, organizerCompaniesRoute, async (req) =>
    organizerCompanies(app.db, eventScope(req).eventId),
  );

  route(app, organizerCompanyCreateRoute, async (req) => {
    const scope = eventScope(req);
    const inviter = {
      userId: scope.userId,
      language: requestLanguage(req),
      newPasswordHash: await unusablePasswordFor(app.db, req.body.contact_email.toLowerCase()),
      now: app.clock.now(),
    };
    const created = await organize(deps, scope, async (tx) => {
      const { id, invitation, audit } = await createCompanyWithContact(
        tx,
        scope.eventId,
        req.body,
        inviter,
      );
      return { answer: { id, invitation }, audit };
    });
    await mailInvitation(invitations, created.invitation, requestHost(req));
    return { message: organizerMessages.created, id: created.id };
  });

  route(app, organizerCompanySearchRoute, async (req) =>
    searchCompanies(app.db, eventScope(req).eventId, req.query.q),
  );

  route(app, organizerCompanyAddExistingRoute, async (req) => {
    const scope = eventScope(req);
    const email = req.body.contact?.email.toLowerCase();
    const inviter = {
      userId: scope.userId,
      language: requestLanguage(req),
      newPasswordHash: email ? await unusablePasswordFor(app.db, email) : undefined,
      now: app.clock.now(),
    };
    const added = await organize(deps, scope, async (tx) => {
      const { audit, ...answer } = await addExistingCompany(tx, scope.eventId, req.body, inviter);
      const eventIds = answer.staffChanged ? await eventIdsOfCompany(tx, answer.id) : [];
      return { answer: { ...answer, eventIds }, audit };
    });
    if (added.staffChanged) {
      const otherEvents = added.eventIds.filter((eventId) => eventId !== scope.eventId);
      await publishCompanyChange(deps, added.id, otherEvents);
    }
    if (added.invitation) await mailInvitation(invitations, added.invitation, requestHost(req));
    return { message: organizerTeamsMessages.companyJoinedEvent, id: added.id };
  });

  route(app, organizerCompanySaveRoute, async (req) => {
    const scope = eventScope(req);
    const { eventIds } = await organize(deps, scope, async (tx) => {
      const { audit, eventIds } = await renameCompany(tx, scope.eventId, req.body);
      return { answer: { eventIds }, audit };
    });
    const otherEvents = eventIds.filter((eventId) => eventId !== scope.eventId);
    await publishCompanyChange(deps, req.body.id, otherEvents);
    return { message: organizerMessages.saved };
  });

  route(app, organizerCompanyDeleteRoute, async (req) => {
    const scope = eventScope(req);
    await organize(deps, scope, async (tx) => ({
      answer: undefined,
      audit: await removeCompanyFromEvent(tx, scope.eventId, req.query.id),
    }));
    await deps.changes.publish({ kind: 'company', companyId: req.query.id });
    return { message: organizerMessages.deleted };
  });

  route(app, organizerTeamsRoute, async (req) =>
    consoleRead(app, organizerTeamsRoute, eventScope(req).eventId, organizerTeams),
  );

  route(app, organizerTeamCreateRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => {
      const { id, audit } = await createTeam(tx, scope.eventId, req.body);
      return { answer: { message: organizerMessages.created, id }, audit };
    });
  });

  route(app, organizerTeamSaveRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => ({
      answer: { message: organizerMessages.saved },
      audit: await saveTeam(tx, scope.eventId, req.body),
    }));
  });

  route(app, organizerTeamDeleteRoute, async (req) => {
    const scope = eventScope(req);
    const leftUserIds = await organize(deps, scope, async (tx) => {
      const { audit, leftUserIds } = await deleteTeam(tx, scope.eventId, req.query.id);
      return { answer: leftUserIds, audit };
    });
    for (const userId of leftUserIds) {
      await deps.changes.publish({ kind: 'userSessions', userId });
    }
    return { message: organizerMessages.deleted };
  });
}
