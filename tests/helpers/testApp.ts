/** Builds a whole app on a fresh test database with a settable clock and an empty DATA_DIR. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../src/server/app';
import { createClock, type Clock } from '../../src/server/clock';
import { loadConfig, type AppConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { createTestDatabase, type DbKind } from './testDb';
import { createMailbox, type Mailbox } from './mailbox';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: Clock;
  config: AppConfig;
  mailbox: Mailbox;
  close(): Promise<void>;
}

export async function createTestApp(
  kind: DbKind,
  env: NodeJS.ProcessEnv = {},
  opts: {
    realMailer?: boolean;
    /** Runs on the built app before it is ready, e.g. to add a hook that observes every route. */
    beforeReady?: (app: FastifyInstance) => void;
    /** Logs at info into this stream instead of staying silent. */
    logDestination?: DestinationStream;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIR: path.join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'http://app.test',
    ...env,
  });
  const database = await createTestDatabase(kind);
  const clock = createClock();
  const mailbox = createMailbox();
  const app = await buildApp({
    config,
    database,
    clock,
    ...(opts.logDestination
      ? { logger: { level: 'info' }, logDestination: opts.logDestination }
      : { logger: false }),
    checkResponses: true,
    mailer: opts.realMailer ? undefined : mailbox,
  });
  opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    mailbox,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
