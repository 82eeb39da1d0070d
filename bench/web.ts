/**
 * `npm run bench:web`: how fast the first screen shows on a phone, beside its weight. Reads the
 * production build (run `npm run build` first; this builds nothing), starts the real server on
 * it on a free port with a temporary DATA_DIR (the first start seeds the demo data), runs
 * Lighthouse's performance audit (its defaults: a mobile phone, simulated slow 4G and a 4×
 * slower CPU) on each page of PAGES in Debian's Chromium, prints the median run's score, FCP,
 * LCP, TBT, CLS and Speed Index with the bundle sizes of `npm run bench:bundle`, then stops the
 * server. Each run starts with empty storage and cache, as a first visit.
 *
 * LIGHTHOUSE_RUNS (default 3) runs per page; the median by score is shown. CHROME_PATH
 * (default /usr/bin/chromium) names the browser.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { formatBundle, measureBundle } from './pageWeight';
import { freePort } from '../scripts/freePort';

/** The way in: the prerendered sign-in screen, and a screen the app shell renders. */
const PAGES = ['/login', '/register'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface PageResult {
  path: string;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
}

const out = (line = '') => process.stdout.write(`${line}\n`);

/** The production server on the build, on a fresh DATA_DIR; resolves once /api/health is 200. */
async function startServer(distDir: string, dataDir: string) {
  const port = await freePort();
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/run.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: path.join(dataDir, 'data'),
      WEB_DIR: distDir,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  process.on('exit', () => child.kill('SIGKILL'));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };
  // localhost, not 127.0.0.1: the demo seed brands 127.0.0.1 with other colours.
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (up) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The server did not start:\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`);
}

async function audit(url: string, port: number): Promise<Omit<PageResult, 'path'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndex: metric('speed-index'),
  };
}

/** RUNS audits of a page; the one with the median score. */
async function measurePage(base: string, pagePath: string, port: number): Promise<PageResult> {
  const runs: Omit<PageResult, 'path'>[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    process.stderr.write(`Lighthouse ${pagePath}, run ${run} of ${RUNS}…\n`);
    runs.push(await audit(base + pagePath, port));
  }
  runs.sort((a, b) => a.score - b.score);
  return { path: pagePath, ...runs[Math.floor((runs.length - 1) / 2)] };
}

function printResults(results: PageResult[]): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const columns = ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index'];
  const rows = results.map((r) => [
    r.path,
    String(r.score),
    seconds(r.fcp),
    seconds(r.lcp),
    `${Math.round(r.tbt)} ms`,
    r.cls.toFixed(3),
    seconds(r.speedIndex),
  ]);
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ');
  out(
    `Lighthouse ${RUNS === 1 ? '(one run' : `(median of ${RUNS} runs`}; mobile, simulated slow 4G, 4× CPU slowdown; performance):`,
  );
  out();
  out(line(columns));
  rows.forEach((row) => out(line(row)));
}

async function main(): Promise<void> {
  const distDir = path.resolve('dist/web');
  const bundle = measureBundle(distDir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  let stopServer: (() => Promise<void>) | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const server = await startServer(distDir, dataDir);
    stopServer = server.stop;
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    const results: PageResult[] = [];
    for (const pagePath of PAGES)
      results.push(await measurePage(server.url, pagePath, chrome.port));
    out();
    printResults(results);
    out();
    formatBundle(bundle).forEach((line) => out(line));
  } finally {
    chrome?.kill();
    await stopServer?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// Ctrl-C: exit through the 'exit' handlers, which stop the server.
process.once('SIGINT', () => process.exit(130));
try {
  await main();
} catch (error) {
  process.stderr.write(
    `bench:web failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
