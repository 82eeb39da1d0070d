/**
 * The server `npm start` runs: the esbuild bundle of src/server (scripts/build-server.mjs), run
 * with plain node. It must find what it reads at run time from its own folder two levels below
 * the project's root, as dist/server/run.js is: the migrations, the demo pictures and the mail
 * texts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { execFileSync } from 'node:child_process';
import { killAllServers, PROCESS_TEST_TIMEOUT_MS, startServer } from '../helpers/serverProcess';

// Two levels below the root, like dist/server: the bundle finds the project from there.
const outDir = path.join('dist', `test-server-${randomBytes(4).toString('hex')}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compiled-server-'));

describe('the compiled server', () => {
  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-server.mjs', outDir], { stdio: 'inherit' });
  }, PROCESS_TEST_TIMEOUT_MS);
  afterAll(async () => {
    await killAllServers();
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'runs with plain node: migrates, seeds the demo with its pictures and sends translated mail',
    async () => {
      const server = await startServer({
        dataDir,
        compiled: path.resolve(outDir, 'run.js'),
      });

      const picture = await fetch(`${server.url}/uploads/demo/event-01.webp`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');

      const asked = await fetch(`${server.url}/api/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'de' },
        body: JSON.stringify({ email: 'player@demo.test' }),
      });
      expect(asked.status).toBe(200);
      // The mail leaves after the answer: wait for it in the outbox.
      const outbox = path.join(dataDir, 'outbox');
      const mails = await vi.waitFor(
        () => {
          const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
          if (!files.length) throw new Error('no mail yet');
          return files.map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('To: player@demo.test');
      // The demo player's own language or the caller's: either way a text from the mail locales.
      expect(mails[0]).toMatch(/Subject: (Setze dein Passwort zurück|Reset your password)/);
      await server.stop();
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
