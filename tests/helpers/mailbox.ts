/** A mailer that keeps mails in memory, for tests that follow the mailed links. */
import type { Mailer, OutgoingMail } from '../../src/server/mail/mailer';

export interface Mailbox extends Mailer {
  mails: OutgoingMail[];
  /** The first link of the newest mail to `to` with `path`, e.g. '/confirm-email'. */
  linkTo(to: string, path: string): URL;
}

export function createMailbox(): Mailbox {
  const mails: OutgoingMail[] = [];
  return {
    mails,
    async send(mail) {
      mails.push(mail);
    },
    linkTo(to, path) {
      const mail = [...mails].reverse().find((m) => m.to === to && m.link?.includes(path));
      if (!mail?.link) throw new Error(`No mail to ${to} with a ${path} link`);
      return new URL(mail.link);
    },
  };
}
