/**
 * Reads the mails the e2e server wrote to DATA_DIR/outbox (no SMTP_URL in e2e), so a test can
 * follow a link as a person following the mail would.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

function findLink(to: string, linkPath: string): string | null {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return null;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const mail = decode(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail)) continue;
    // The link with all its parameters (an invitation's carries `&welcome=1` after its token).
    const m = new RegExp(
      `https?://[^\\s"<>]+${linkPath}\\?[A-Za-z_]+=[A-Za-z0-9_-]+(?:&[A-Za-z_]+=[A-Za-z0-9_-]+)*`,
    ).exec(mail);
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
