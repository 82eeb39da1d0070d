/**
 * The organizer console's CSV export, templates and import. An export or a template answers a
 * file (`text/csv`, not JSON); an import reads the file, writes all of it in one `organize`
 * transaction (one audit entry with its counts) or nothing, and only after commit publishes the
 * staff and notification changes and mails the invitations of the accounts it made.
 */
import type { FastifyInstance } from 'fastify';
import {
  csvMessages,
  organizerCsvExportRoute,
  organizerCsvImportRoute,
  organizerCsvTemplateRoute,
  CSV_MAX_BYTES,
} from '../../../shared/api/organizerCsv';
import { eventScope } from '../../auth/eventScope';
import { requestHost, requestLanguage } from '../../http/language';
import { route } from '../../http/route';
import { setNonPageHeaders } from '../../http/securityHeaders';
import type { Mailer } from '../../mail/mailer';
import { eventIdsOfCompany } from '../company/service';
import { publishStaffChange } from '../employees/service';
import { invitationDepsOf, mailInvitation, unusablePassword } from '../employees/invitation';
import { readCsv } from './csv';
import { exportCsv } from './csvExport';
import { csvTemplate } from './csvTemplate';
import { emailsOf, emailsWithoutAccount, importCsvRows } from './csvImport';
import { organize, type OrganizeDeps } from './organize';

/**
 * The import's body: a file of CSV_MAX_BYTES travels as JSON text, whose escapes (quotes, line
 * breaks) can double it; the file's own limit is checked by the contract.
 */
const IMPORT_BODY_LIMIT = 4 * CSV_MAX_BYTES;

export async function csvRoutes(
  app: FastifyInstance,
  deps: OrganizeDeps,
  mailer: Mailer,
): Promise<void> {
  const invitations = invitationDepsOf(app, mailer);

  // A context of its own, so the larger body limit applies to the import alone.
  await app.register(async (csv) => {
    csv.addHook('onRoute', (options) => {
      if (options.url === organizerCsvImportRoute.path) options.bodyLimit = IMPORT_BODY_LIMIT;
    });

    route(csv, organizerCsvExportRoute, async (req, reply) => {
      const { kind } = req.query;
      const file = await exportCsv(app.db, eventScope(req).eventId, kind);
      setNonPageHeaders(req, reply);
      reply
        .type(`${organizerCsvExportRoute.answerType}; charset=utf-8`)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${kind}.csv"`);
      return file;
    });

    // The same file for every event: a header row and one example row.
    route(csv, organizerCsvTemplateRoute, async (req, reply) => {
      const { kind, delimiter } = req.query;
      setNonPageHeaders(req, reply);
      reply
        .type(`${organizerCsvTemplateRoute.answerType}; charset=utf-8`)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${kind}-template.csv"`);
      return csvTemplate(kind, delimiter);
    });

    route(csv, organizerCsvImportRoute, async (req) => {
      const scope = eventScope(req);
      const { kind } = req.body;
      const rows = readCsv(kind, req.body.csv);
      const newEmails = await emailsWithoutAccount(app.db, emailsOf(kind, rows));
      const ctx = {
        scope,
        language: requestLanguage(req),
        now: app.clock.now(),
        newEmails,
        newPasswordHash: newEmails.size > 0 ? await unusablePassword() : undefined,
      };
      const done = await organize(deps, scope, async (tx) => {
        const outcome = await importCsvRows(tx, ctx, kind, rows);
        return {
          answer: outcome,
          audit: {
            action: 'import',
            entity: 'csv',
            entityId: null,
            summary: `${kind}: ${outcome.created} created, ${outcome.updated} updated${outcome.reused ? `, ${outcome.reused} reused` : ''}`,
          },
        };
      });
      for (const companyId of done.staffChanged) {
        await publishStaffChange(deps, {
          companyId,
          eventIds: await eventIdsOfCompany(app.db, companyId),
        });
      }
      if (done.told.size > 0)
        await deps.changes.publish({ kind: 'users', userIds: [...done.told] });
      for (const invitation of done.invitations) {
        await mailInvitation(invitations, invitation, requestHost(req));
      }
      return {
        message: csvMessages.imported,
        created: done.created,
        updated: done.updated,
        reused: done.reused,
      };
    });
  });
}
