import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';

interface Received {
  to: string[];
  raw: string;
}

function startReceiver(): Promise<{ server: SMTPServer; port: number; inbox: Received[] }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, port: (server.server.address() as AddressInfo).port, inbox });
    });
  });
}

/** The confirmation link inside a raw (quoted-printable) mail. */
function confirmLink(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = /http:\/\/app\.test\/confirm-email\?token=[A-Za-z0-9_-]+/.exec(unfolded);
  if (!m) throw new Error('no confirmation link in the mail');
  return m[0];
}

describe('mail over real SMTP', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp(
      'pglite',
      { SMTP_URL: `smtp://127.0.0.1:${receiver.port}` },
      { realMailer: true },
    );
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => receiver.server.close(() => r()));
  });

  it('delivers the confirmation mail over SMTP, in the user language, with a working link', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'en-GB,en;q=0.8' },
      payload: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.test',
        password: 'Cobol!1959',
      },
    });
    expect(res.statusCode).toBe(200);
    // Mails leave off the request path, so the answer may come before the mail arrives.
    await vi.waitFor(() => expect(receiver.inbox).toHaveLength(1), { timeout: 5000 });
    const mail = receiver.inbox[0];
    expect(mail.to).toEqual(['grace@example.test']);
    expect(mail.raw).toMatch(/Subject: Confirm your e-mail address/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const link = new URL(confirmLink(mail.raw));
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/confirm-email',
      payload: { token: link.searchParams.get('token') },
    });
    expect(confirm.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'grace@example.test', password: 'Cobol!1959' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('mail without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { realMailer: true });
  });
  afterAll(() => t.close());

  it('writes each mail to DATA_DIR/outbox as an .eml file', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'nobody@example.test' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        firstName: 'Alan',
        lastName: 'Turing',
        email: 'alan@example.test',
        password: 'Enigma!1912',
      },
    });
    const outbox = path.join(t.config.dataDir, 'outbox');
    const emlFiles = () =>
      fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    await vi.waitFor(() => expect(emlFiles()).toHaveLength(1), { timeout: 5000 });
    const files = emlFiles();
    expect(files).toHaveLength(1);
    const raw = fs.readFileSync(path.join(outbox, files[0]), 'utf8');
    expect(raw).toMatch(/To: alan@example.test/);
    expect(confirmLink(raw)).toMatch(/token=/);
  });
});
