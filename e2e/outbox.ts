/**
 * Reads the mails the e2e server wrote to DATA_DIR/outbox (no SMTP_URL in e2e), so a test can
 * follow a link as a person following the mail would. Each MIME part is decoded first: nodemailer
 * writes a mostly non-English part (an Arabic mail's text) in base64 and the rest in
 * quoted-printable, where a link's characters are not what they seem until decoded. No mail
 * parser is installed, so Node's Buffer decodes both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

/** Quoted-printable to text: soft line breaks joined, `=XX` bytes read as UTF-8. */
function fromQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** An HTML part's `&amp;` between a link's parameters, as a browser would read it. */
const htmlEntities = (html: string) => html.replace(/&amp;/g, '&');

/** A MIME entity's text: its parts' decoded bodies in order, or its own decoded body. */
function decodedText(entity: string): string {
  const split = /\r?\n\r?\n/.exec(entity);
  const headers = split ? entity.slice(0, split.index) : entity;
  const body = split ? entity.slice(split.index + split[0].length) : '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1) // what comes before the first boundary is no part
      .filter((part) => !part.startsWith('--')) // the closing boundary
      .map((part) => decodedText(part.replace(/^\r?\n/, '')))
      .join('\n');
  }
  const encoding = /^Content-Transfer-Encoding:\s*([\w-]+)/im.exec(headers)?.[1].toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? fromQuotedPrintable(body)
        : body;
  return /^Content-Type:\s*text\/html/im.test(headers) ? htmlEntities(text) : text;
}

/** The mails to `to` as a person reads them (every part decoded), newest first. */
function mailsTo(to: string): string[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  const recipient = new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}`, 'mi');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse()
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .filter((raw) => recipient.test(raw))
    .map(decodedText);
}

/** The link with all its parameters (an invitation's carries `&welcome=1` after its token). */
function findLink(to: string, linkPath: string): string | null {
  const link = new RegExp(
    `https?://[^\\s"<>]+${linkPath}\\?[A-Za-z_]+=[A-Za-z0-9_-]+(?:&[A-Za-z_]+=[A-Za-z0-9_-]+)*`,
  );
  for (const mail of mailsTo(to)) {
    const m = link.exec(mail);
    if (m) return m[0];
  }
  return null;
}

/** The newest link to `linkPath` (e.g. '/confirm-email') mailed to `to`, waiting for it to arrive. */
export async function mailedLink(to: string, linkPath: string): Promise<URL> {
  let link: string | null = null;
  await expect
    .poll(() => (link = findLink(to, linkPath)), {
      message: `a mail to ${to} with ${linkPath}`,
      timeout: 10_000,
    })
    .not.toBeNull();
  return new URL(link!);
}

/** The newest mail to `to`, decoded: its text and HTML parts as a person reads them. */
export function mailedText(to: string): string {
  const [mail] = mailsTo(to);
  if (mail === undefined) throw new Error(`No mail to ${to}`);
  return mail;
}
