/**
 * Sends mail: over SMTP when SMTP_URL is set, otherwise into DATA_DIR/outbox as one .eml file
 * per mail, with the mail's link printed to the log so a developer can follow it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about, logged in outbox mode. */
  link?: string;
  /** The event the mail is about (an organizer's invitation), kept in the mail log; else none. */
  eventId?: number;
  /**
   * A mail of the way in (e-mail confirmation, password reset): its outcome goes to the server
   * log only. A mail-log row would exist only for addresses that have an account, and the access
   * calls take care to do the same work for an address without one (accessEqualWork.test.ts).
   */
  account?: true;
}

/** Every send goes through the app's mailer, which logs its outcome (mail/mailLog.ts). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

const FROM = 'Battle Events <no-reply@battle-events.local>';

export function createMailer(opts: {
  smtpUrl?: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: FROM, ...pick(mail) });
        opts.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: FROM, ...pick(mail) });
      fs.mkdirSync(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      const file = path.join(outbox, name);
      fs.writeFileSync(file, info.message as Buffer);
      opts.log.info(
        { to: mail.to, subject: mail.subject, file, link: mail.link },
        'mail written to outbox',
      );
    },
  };
}

function pick(mail: OutgoingMail) {
  return { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
}
