/**
 * The server the e2e tests drive: the real production server (main.ts) on the built dist/,
 * on a fresh, empty DATA_DIR that is removed again when the server stops. It never builds:
 * `npm run build` comes first. Embedded PGlite unless E2E_DATABASE_URL names a PostgreSQL —
 * a DATABASE_URL exported for the API tests is deliberately ignored. Its clock starts at the
 * run's fixed instant: playwright.config.ts sets NODE_ENV=test and APP_CLOCK_START.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { main } from '../src/server/main';

const port = process.env.E2E_PORT;
if (!port) {
  throw new Error('E2E_PORT is not set: start the e2e server through playwright.config.ts');
}

// playwright.config.ts chooses the folder so tests can read the mail outbox in it.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

const config = loadConfig({
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
  PUBLIC_URL: `http://localhost:${port}`,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist/web',
  // Many specs sign the same demo users in; the limits themselves are tested in tests/api.
  RATE_LIMIT_FACTOR: '50',
});
if (!fs.existsSync(path.join(config.webDir, 'index.html'))) {
  throw new Error(`${config.webDir}/index.html is missing: run \`npm run build\` first`);
}
await main(config);
