/**
 * `npm run bench:big-screen`: does the big screen run for hours without its memory growing?
 * Starts the real server on the production build (run `npm run build` first; BENCH_WEB_DIR names
 * another build than dist/) on a temporary PGlite DATA_DIR with the demo data, seeds supporters
 * to cheer (eventDayLoad.ts),
 * opens /big-screen as the demo organizer in Debian's Chromium at 1920×1080 (through
 * @playwright/test's Chromium, playwright-core underneath), and for BENCH_MINUTES (default 2)
 * changes the live event every second through the API, in turns extra points for a team (a new
 * result: the standings move and flash) and a cheer (the cheers panel flashes). The page's pages
 * turn by themselves meanwhile.
 *
 * Every SAMPLE_SECONDS it forces a garbage collection in the page and samples, through the
 * Chrome DevTools Protocol, the JS heap in use, the DOM nodes, the event listeners and the
 * running animations; it prints them, how many leaderboard reads the page made (it follows the
 * live stream), and the growth of the heap over the second half. Target: the second half's
 * largest heap at most 10 % above the first half's, DOM nodes and listeners flat. A missed target
 * prints FAIL and the bench exits 0; it exits 1 when something breaks. Writes nothing to docs.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { putCheerRoute } from '../src/shared/api/cheers';
import { organizerExtraPointsCreateRoute } from '../src/shared/api/organizerAwards';
import { leaderboardRoute } from '../src/shared/api/scores';
import { freePort } from '../scripts/freePort';
import { CheerPairs, seedSupporterPool } from './eventDayLoad';
import {
  appEnv,
  call,
  makeWorkDir,
  out,
  pct,
  progress,
  runBench,
  signIn,
  sleep,
  startApp,
  stopServer,
  workDir,
  type Session,
} from './harness';

const MINUTES = Number(process.env.BENCH_MINUTES) || 2;
const SAMPLE_SECONDS = 10;
const WRITE_EVERY_MS = 1_000;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The second half's largest heap at most this much above the first half's. */
const TARGET_GROWTH = 0.1;
/** Logins and writes stay far below the real limits of an address; the bench sends many. */
const RATE_LIMIT_FACTOR = '1000';

interface Sample {
  seconds: number;
  heapMb: number;
  nodes: number;
  listeners: number;
  animations: number;
  leaderboardReads: number;
}

interface Writes {
  extraPoints: number;
  cheers: number;
  failed: string[];
}

/** Enough supporters for a cheer every other second, each cheering each team once at most. */
const poolSize = () => Math.max(50, Math.ceil((MINUTES * 60) / 2 / 5));

async function openBigScreen(browser: Browser, base: string, organizer: Session) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const [name, value] = organizer.cookie.split('=');
  await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/big-screen`);
  await page.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem').first().waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { page, cdp };
}

async function sample(
  page: Page,
  cdp: CDPSession,
  seconds: number,
  leaderboardReads: number,
): Promise<Sample> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
  const animations = await page.evaluate(() => document.getAnimations().length);
  return {
    seconds,
    heapMb: usedSize / 2 ** 20,
    nodes: metric('Nodes'),
    listeners: metric('JSEventListeners'),
    animations,
    leaderboardReads,
  };
}

/** One change a second, in turns: extra points for a random team, then a cheer. */
async function writeOnce(
  base: string,
  organizer: Session,
  teamIds: number[],
  pairs: CheerPairs,
  turn: number,
  writes: Writes,
): Promise<void> {
  try {
    const pair = turn % 2 === 1 ? pairs.take() : undefined;
    if (pair) {
      await call(
        base,
        putCheerRoute,
        { role: 'supporter', cookie: pair.cookie },
        {
          team_id: pair.teamId,
          comment: 'Go go go!',
        },
      );
      writes.cheers += 1;
      return;
    }
    await call(base, organizerExtraPointsCreateRoute, organizer, {
      team_id: teamIds[Math.floor(Math.random() * teamIds.length)],
      points: 1 + Math.floor(Math.random() * 30),
      reason: 'Big screen bench',
    });
    writes.extraPoints += 1;
  } catch (err) {
    if (writes.failed.length < 5)
      writes.failed.push(err instanceof Error ? err.message : String(err));
  }
}

function printSamples(samples: Sample[]): void {
  const header = ['time', 'JS heap', 'DOM nodes', 'listeners', 'animations', 'leaderboard reads'];
  const rows = samples.map((s) => [
    `${s.seconds.toFixed(0)} s`,
    `${s.heapMb.toFixed(2)} MB`,
    String(s.nodes),
    String(s.listeners),
    String(s.animations),
    String(s.leaderboardReads),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i])).join('  ');
  out(line(header));
  rows.forEach((row) => out(line(row)));
}

function printVerdict(samples: Sample[]): void {
  const end = samples[samples.length - 1].seconds;
  const firstHalf = samples.filter((s) => s.seconds > 0 && s.seconds <= end / 2);
  const secondHalf = samples.filter((s) => s.seconds > end / 2);
  if (firstHalf.length === 0 || secondHalf.length === 0) {
    out('Too few samples to judge the growth: run longer (BENCH_MINUTES).');
    return;
  }
  const peak = (list: Sample[], of: (s: Sample) => number) => Math.max(...list.map(of));
  const heapGrowth = peak(secondHalf, (s) => s.heapMb) / peak(firstHalf, (s) => s.heapMb) - 1;
  const nodesGrowth = peak(secondHalf, (s) => s.nodes) - peak(firstHalf, (s) => s.nodes);
  const listenersGrowth =
    peak(secondHalf, (s) => s.listeners) - peak(firstHalf, (s) => s.listeners);
  out(
    `JS heap after GC, largest of each half: ${peak(firstHalf, (s) => s.heapMb).toFixed(2)} MB → ` +
      `${peak(secondHalf, (s) => s.heapMb).toFixed(2)} MB (${heapGrowth >= 0 ? '+' : ''}${pct(heapGrowth)})  ` +
      `${heapGrowth <= TARGET_GROWTH ? 'pass' : 'FAIL'} (target: ≤ +${pct(TARGET_GROWTH)})`,
  );
  out(
    `DOM nodes ${nodesGrowth >= 0 ? '+' : ''}${nodesGrowth}, event listeners ` +
      `${listenersGrowth >= 0 ? '+' : ''}${listenersGrowth} between the halves' peaks  ` +
      `${nodesGrowth <= 0 && listenersGrowth <= 0 ? 'pass' : 'FAIL'} (target: no growth)`,
  );
}

async function run(browser: Browser, base: string, organizer: Session, pool: CheerPairs) {
  const { page, cdp } = await openBigScreen(browser, base, organizer);
  let leaderboardReads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === leaderboardRoute.path) leaderboardReads += 1;
  });
  const { data: board } = await call(base, leaderboardRoute, organizer);
  const teamIds = board.teams.map((team) => team.team_id);
  const writes: Writes = { extraPoints: 0, cheers: 0, failed: [] };
  const samples: Sample[] = [await sample(page, cdp, 0, leaderboardReads)];
  progress(`0 s: ${samples[0].heapMb.toFixed(2)} MB`);
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  let turn = 0;
  let nextSample = SAMPLE_SECONDS;
  while (seconds() < MINUTES * 60) {
    const tick = performance.now();
    await writeOnce(base, organizer, teamIds, pool, turn, writes);
    turn += 1;
    if (seconds() >= nextSample) {
      const s = await sample(page, cdp, seconds(), leaderboardReads);
      samples.push(s);
      progress(`${s.seconds.toFixed(0)} s: ${s.heapMb.toFixed(2)} MB, ${s.nodes} nodes`);
      nextSample += SAMPLE_SECONDS;
    }
    await sleep(Math.max(0, WRITE_EVERY_MS - (performance.now() - tick)));
  }
  samples.push(await sample(page, cdp, seconds(), leaderboardReads));
  return { samples, writes, teams: teamIds.length };
}

async function main(): Promise<void> {
  const dist = path.resolve(process.env.BENCH_WEB_DIR ?? 'dist/web');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist}/index.html is missing: run \`npm run build\` first`);
  }
  const cpus = os.cpus();
  out(
    `Machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ` +
      `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}`,
  );
  out(
    `The big screen at 1920×1080 for ${MINUTES} min: a change every ${WRITE_EVERY_MS / 1000} s ` +
      `(extra points and cheers in turns), a sample every ${SAMPLE_SECONDS} s after a forced GC.`,
  );
  makeWorkDir();
  const port = await freePort();
  const dataDir = path.join(workDir(), 'data');
  const env = {
    ...appEnv(dataDir, undefined),
    WEB_DIR: dist,
    RATE_LIMIT_FACTOR,
    LOG_LEVEL: 'warn',
  };
  progress('first start (migrations, demo seed)…');
  await stopServer(await startApp(env, port, 180_000));
  progress(`seeding ${poolSize()} supporters to cheer…`);
  const pool = await seedSupporterPool(dataDir, undefined, poolSize());
  const app = await startApp(env, port, 120_000);
  const organizer = await signIn(app.url, 'organizer');
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const { samples, writes, teams } = await run(browser, app.url, organizer, new CheerPairs(pool));
    out();
    out(
      `${teams} teams; ${writes.extraPoints} extra points and ${writes.cheers} cheers sent; ` +
        `${writes.failed.length} failed${writes.failed.length ? `: ${writes.failed.join(' | ')}` : ''}`,
    );
    out();
    printSamples(samples);
    out();
    printVerdict(samples);
  } finally {
    await browser.close();
    await stopServer(app);
  }
}

await runBench(main);
