/**
 * No account enumeration by the work a request causes: forgot-password and
 * resend-confirmation send the database the same statements whether or not the address has an
 * account (only the mail hand-over differs, and it happens off the request path).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { fromPglite, type Database } from '../../src/server/db/client';
import { createMailbox } from '../helpers/mailbox';
import { createUser } from '../helpers/factories';

describe('the same database work for a known and an unknown address', () => {
  const statements: string[] = [];
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    const client = await PGlite.create({
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]),
    });
    database = fromPglite(client, { logQuery: (query) => statements.push(query) });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'equal-work-'));
    const config = loadConfig({ DATA_DIR: dataDir, WEB_DIR: path.join(dataDir, 'none') });
    app = await buildApp({ config, database, logger: false, mailer: createMailbox() });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function statementsOf(url: string, email: string): Promise<string[]> {
    statements.length = 0;
    const res = await app.inject({ method: 'POST', url, payload: { email } });
    expect(res.statusCode).toBe(200);
    return [...statements];
  }

  it.each(['/api/forgot-password', '/api/resend-confirmation'])(
    '%s sends the same statements for an address with an account and one without',
    async (url) => {
      const owner = await createUser(database.db, { confirmed: url.includes('forgot') });
      // Warm the branding snapshot, so both calls find it in memory alike.
      await statementsOf(url, 'nobody-warm@example.test');
      const known = await statementsOf(url, owner.email);
      const unknown = await statementsOf(url, `nobody-${Date.now()}@example.test`);
      expect(known.length).toBeGreaterThan(0);
      expect(unknown).toEqual(known);
    },
  );
});
