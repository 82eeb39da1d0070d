/**
 * Runs the server: config → database → migrations → demo seed on an empty database → listen.
 * SIGTERM/SIGINT stop accepting, let in-flight requests finish, then close the database.
 */
import fs from 'node:fs';
import { loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { clockFromEnv } from './clock';
import { seedDemo, DEMO_PASSWORD } from './db/seed';

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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
