/**
 * The log of every mail the app sends (table mail_log): the app's mailer is wrapped once in
 * app.ts, so each send, over SMTP, into the outbox or through a test's mailer, leaves a row with
 * its outcome, and a failed one is also logged at error level. A failure is recorded, never
 * thrown: mails go out after the change they tell about has committed, so a failed send must not
 * turn that change into an error answer; the organizer sees it in the console instead. The mails
 * of the way in (`account`) are logged in the server log only (see OutgoingMail).
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { mailLog } from '../db/schema';
import { iso } from '../db/wire';
import { MAIL_LOG_LIMIT, type MailLogEntry } from '../../shared/api/organizerOverview';
import type { Mailer, OutgoingMail } from './mailer';

export interface MailLogDeps {
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** How much of a failure's message is kept: enough to act on, never a whole SMTP dialogue. */
const ERROR_MAX = 500;

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return (text.trim() || 'Unknown error').slice(0, ERROR_MAX);
}

/** The mailer whose every send is logged with its outcome; its sends never reject. */
export function withMailLog(mailer: Mailer, deps: MailLogDeps): Mailer {
  return {
    async send(mail) {
      let error: string | null = null;
      try {
        await mailer.send(mail);
      } catch (err) {
        error = errorText(err);
        deps.log.error(
          { err, to: mail.to, subject: mail.subject, eventId: mail.eventId ?? null },
          'mail failed',
        );
      }
      if (mail.account) {
        if (error === null) deps.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
        return;
      }
      await recordSend(deps, mail, error);
    },
  };
}

async function recordSend(deps: MailLogDeps, mail: OutgoingMail, error: string | null) {
  try {
    await deps.db.insert(mailLog).values({
      eventId: mail.eventId ?? null,
      recipient: mail.to,
      subject: mail.subject,
      sent: error === null,
      error,
      createdAt: deps.now(),
    });
  } catch (err) {
    // The mail's own outcome is in the line above (a failure) or was delivered; the log row is
    // what is lost, so say so where an operator looks.
    deps.log.error(
      { err, to: mail.to, subject: mail.subject, sent: error === null },
      'mail log write failed',
    );
  }
}

/** The event's mails, newest first, as the console lists them. */
export async function eventMailLog(db: Db, eventId: number): Promise<{ mails: MailLogEntry[] }> {
  const mails = await db
    .select({
      id: mailLog.id,
      recipient: mailLog.recipient,
      subject: mailLog.subject,
      sent: mailLog.sent,
      error: mailLog.error,
      created_at: iso(mailLog.createdAt),
    })
    .from(mailLog)
    .where(eq(mailLog.eventId, eventId))
    .orderBy(desc(mailLog.createdAt), desc(mailLog.id))
    .limit(MAIL_LOG_LIMIT);
  return { mails };
}

/** How many of the event's mails went out and how many failed. */
export async function eventMailCounts(
  db: Db,
  eventId: number,
): Promise<{ sent: number; failed: number }> {
  const [counts] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${mailLog.sent})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where not ${mailLog.sent})`.mapWith(Number),
    })
    .from(mailLog)
    .where(eq(mailLog.eventId, eventId));
  return counts ?? { sent: 0, failed: 0 };
}
