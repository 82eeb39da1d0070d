/**
 * Runs the server: config → database → migrations → demo seed on an empty database → listen.
 * SIGTERM/SIGINT stop it cleanly and promptly (`stopOnSignals`): every live stream is told to
 * reconnect soon and ended (features/live/hub.ts), requests in flight finish, the database is
 * closed, and the process exits 0.
 */
import fs from 'node:fs';
import { loadConfig, type AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { buildApp } from './app';
import { clockFromEnv } from './clock';
import { seedDemo, DEMO_PASSWORD } from './db/seed';
import type { FastifyInstance } from 'fastify';

/**
 * Requests still open this long after the signal (an upload from a slow phone, a connection kept
 * alive) are cut, so a stop never outlasts an orchestrator's grace period (10 s and more).
 */
export const CUT_REQUESTS_AFTER_MS = 3000;
/** A stop that has not finished by then (a database that does not answer) exits 1. */
export const GIVE_UP_AFTER_MS = 8000;
/** How often a stopping server closes the connections that finished their last answer. */
const IDLE_SWEEP_MS = 50;

export async function main(config: AppConfig = loadConfig()): Promise<void> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const clock = clockFromEnv();
  const seeded = await seedDemo(database.db, { clock, dataDir: config.dataDir });

  // The e2e server (NODE_ENV=test) checks every answer against its contract.
  const checkResponses = process.env.NODE_ENV === 'test';
  const app = await buildApp({ config, database, clock, checkResponses });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;

  const lines = [
    '',
    `  App running at ${url}`,
    `  Database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
    seeded.created ? '  Demo data seeded.' : '  Demo data already present.',
    '  Demo accounts (password for all: ' + DEMO_PASSWORD + '):',
    ...seeded.accounts.map((a) => `    ${a.role.padEnd(14)} ${a.email}`),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');

  stopOnSignals(app, database);
}

/**
 * SIGTERM (an orchestrator, a deploy) and SIGINT (Ctrl-C; `npm run dev` sends both) stop the
 * process once: the app closes (live streams first, then the listening socket, waiting for the
 * requests in flight, cut after CUT_REQUESTS_AFTER_MS), then the database, and the process
 * exits 0. A repeated signal changes nothing; a stop stuck past GIVE_UP_AFTER_MS exits 1.
 */
function stopOnSignals(app: FastifyInstance, database: Database): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const startedAt = Date.now();
    app.log.info({ signal, liveStreams: app.live.size }, 'stopping');
    // A connection kept alive after answering a request that was in flight would otherwise
    // hold the stop until its keep-alive time-out.
    setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
    setTimeout(() => {
      app.log.warn('requests still open were cut');
      app.server.closeAllConnections();
    }, CUT_REQUESTS_AFTER_MS).unref();
    setTimeout(() => {
      app.log.error('the stop did not finish in time');
      process.exit(1);
    }, GIVE_UP_AFTER_MS).unref();
    try {
      await app.close();
      await database.close();
      app.log.info({ stopMs: Date.now() - startedAt }, 'stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'the stop failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
