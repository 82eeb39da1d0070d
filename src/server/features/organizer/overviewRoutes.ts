/**
 * The organizer console's overview, mail log and branding. The overview and the mail log only
 * read; a branding save runs the branding area's write inside `organize` (audited in every
 * event's log), then tells every process that the host's branding changed.
 */
import type { FastifyInstance } from 'fastify';
import { organizerMessages } from '../../../shared/api/organizer';
import {
  organizerBrandingRoute,
  organizerBrandingSaveRoute,
  organizerMailLogRoute,
  organizerOverviewRoute,
  organizerSetupChecklistRoute,
} from '../../../shared/api/organizerOverview';
import { eventScope } from '../../auth/eventScope';
import { requestHost } from '../../http/language';
import { route } from '../../http/route';
import { eventMailLog } from '../../mail/mailLog';
import { organizerBranding, saveHostBranding } from '../branding/organizeBranding';
import { organizerOverview } from './overview';
import { setupChecklist } from './setupChecklist';
import { organize, type OrganizeDeps } from './organize';

export function overviewRoutes(app: FastifyInstance, deps: OrganizeDeps): void {
  route(app, organizerOverviewRoute, async (req) =>
    organizerOverview(
      { db: app.db, snapshots: app.snapshots, now: () => app.clock.now() },
      eventScope(req).eventId,
    ),
  );

  route(app, organizerSetupChecklistRoute, async (req) =>
    setupChecklist(app.db, eventScope(req).eventId),
  );

  route(app, organizerMailLogRoute, async (req) => eventMailLog(app.db, eventScope(req).eventId));

  route(app, organizerBrandingRoute, async (req) => organizerBranding(app.db, requestHost(req)));

  const publicHost = new URL(app.config.publicUrl).hostname.toLowerCase();
  route(app, organizerBrandingSaveRoute, async (req) => {
    const scope = eventScope(req);
    const save = { host: requestHost(req), publicHost, userId: scope.userId };
    await organize(deps, scope, (tx) => saveHostBranding(tx, save, req.body));
    await deps.changes.publish({ kind: 'branding' });
    return { message: organizerMessages.saved };
  });
}
