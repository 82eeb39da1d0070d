/**
 * E2E in Debian's Chromium at the 390×844 design size, against the production build served by
 * the real server (e2e/serve.ts) on a free port with an empty DATA_DIR, with the server's and
 * the browser's clocks starting at the same fixed instant (e2e/clock.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_CLOCK_START } from './e2e/clock';
import { freePort } from './scripts/freePort';

// Chosen once in the runner process; the workers it forks inherit it and agree on baseURL.
process.env.E2E_PORT ??= String(await freePort());
// A fresh, empty DATA_DIR per run; e2e/outbox.ts reads mails from it.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
// localhost, so a test can open 127.0.0.1 to see the second demo host's branding.
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    // The demo schedule is seeded in UTC; the browser reads "today" in the same zone everywhere.
    timezoneId: 'UTC',
    screenshot: 'only-on-failure',
    // The app's service worker (issue 24) would answer from its cache and hide requests from
    // page.route: only e2e/pwa.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx e2e/serve.ts',
    // The server's clock starts at the run's fixed instant; only NODE_ENV=test honours it.
    env: { NODE_ENV: 'test', APP_CLOCK_START: E2E_CLOCK_START },
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
