/**
 * `npm run bench:soak`: a minute of event day on the demo event (issue 23). SOAK_CONNECTIONS
 * workers (default 100) send mixed load for SOAK_SECONDS (default 60) to the real server in its
 * own process: reads of every area as the demo player, supporters, crew member and contact
 * person see them (and the organizer its console), cheers by seeded supporters, crew saves and
 * logins (eventDayLoad.ts), each worker sending its next request when the last one answered.
 * On PGlite in a temporary DATA_DIR, then on a fresh PostgreSQL database when DATABASE_URL is set.
 *
 * It prints every 10 s the requests of the window and the app process's RSS, then per route the
 * count, req/s, p50, p99 and errors, the crew saves' conflicts (409, a stale form: expected under
 * concurrency), the first error answers, and the RSS series with its growth over the second half.
 * Targets: no errors, and RSS must not keep growing: the peak of the second half (sampled every
 * second) at most 10 % above the first half's. A missed target prints FAIL and the bench exits 0; it exits 1 when something breaks.
 */
import os from 'node:os';
import path from 'node:path';
import type { EventRole } from '../src/shared/roles';
import { freePort } from '../scripts/freePort';
import { LoadClient, percentile, runClosedLoop, Tally, type Action } from './closedLoop';
import {
  cheerAction,
  CheerPairs,
  crewSaveAction,
  demoIds,
  loginAction,
  readAction,
  readCookie,
  readsOf,
  seedSupporterPool,
  type Read,
  type SupporterPool,
} from './eventDayLoad';
import {
  appEnv,
  cpuSeconds,
  freshPostgres,
  makeWorkDir,
  out,
  pct,
  progress,
  rssMb,
  runBench,
  sanityGet,
  scoped,
  signInAll,
  startApp,
  stopServer,
  workDir,
  type Session,
  type Target,
} from './harness';

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS) || 60;
const SOAK_CONNECTIONS = Number(process.env.SOAK_CONNECTIONS) || 100;
const TICK_SECONDS = 10;
/** Supporters seeded to cheer: each cheers every team of the event once at most. */
const POOL_SIZE = 3_000;
/** Of every 100 actions: reads (of a route picked evenly, as a role it allows), then writes. */
const MIX = { read: 90, cheer: 5, crewSave: 3, login: 2 };
/** Logins stay far below the real limit of an address; the soak sends many from one. */
const RATE_LIMIT_FACTOR = '1000';
/** No errors; the second half's RSS peak at most 10 % above the first half's. */
const TARGETS = { errors: 0, secondHalfGrowth: 0.1 };

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];

interface Mix {
  reads: Read[][];
  sessions: Record<EventRole, Session>;
  pool: SupporterPool;
  pairs: CheerPairs;
  crewSessionIds: number[];
}

/** The next action by the weights of MIX; a read once the cheer pairs ran out. */
function nextAction(mix: Mix): Action {
  const read = () => {
    const asRole = pick(pick(mix.reads));
    return readAction(asRole, readCookie(asRole.role, mix.sessions, mix.pool));
  };
  const roll = Math.random() * 100;
  if (roll < MIX.read) return read();
  if (roll < MIX.read + MIX.cheer) return cheerAction(mix.pairs) ?? read();
  if (roll < MIX.read + MIX.cheer + MIX.crewSave) {
    return crewSaveAction(mix.sessions.crew, mix.crewSessionIds);
  }
  return loginAction;
}

/** Every read answers 200 as each role before the run, or the bench stops. */
async function checkReads(base: string, mix: Mix): Promise<void> {
  const failures: string[] = [];
  for (const asRoles of mix.reads) {
    for (const read of asRoles) {
      const cookie = readCookie(read.role, mix.sessions, mix.pool);
      try {
        await sanityGet(base + read.route.path, { cookie, ...read.headers });
      } catch (err) {
        failures.push(`as ${read.role}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }
  if (failures.length > 0) throw new Error(`reads failing before the run:\n${failures.join('\n')}`);
}

interface RssSample {
  seconds: number;
  mb: number | undefined;
}

const mb = (x: number | undefined) => (x === undefined ? '—' : `${x.toFixed(0)} MB`);

function printRoutes(tally: Tally, seconds: number): void {
  const header = ['route', 'count', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'conflicts'];
  const lines = [...tally.routes.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, t]) => [
      route,
      String(t.latencies.length),
      (t.latencies.length / seconds).toFixed(1),
      percentile(t.latencies, 0.5).toFixed(1),
      percentile(t.latencies, 0.99).toFixed(1),
      percentile(t.latencies, 1).toFixed(0),
      String(t.errors),
      t.conflicts ? String(t.conflicts) : '',
    ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  out(format(header));
  lines.forEach((line) => out(format(line)));
}

const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)}`;

/**
 * The RSS every 10 s and its growth over the second half; judged on the peaks of each half
 * (sampled every second), as a single sample lands anywhere on the garbage collector's sawtooth.
 */
function printRss(printed: RssSample[], everySecond: RssSample[]): void {
  out(`RSS: ${printed.map((s) => `${s.seconds.toFixed(0)} s ${mb(s.mb)}`).join(', ')}`);
  const last = printed[printed.length - 1];
  const half = printed.reduce((best, s) =>
    Math.abs(s.seconds - last.seconds / 2) < Math.abs(best.seconds - last.seconds / 2) ? s : best,
  );
  const peak = (samples: RssSample[]) => Math.max(...samples.map((s) => s.mb ?? NaN));
  const firstPeak = peak(everySecond.filter((s) => s.seconds <= last.seconds / 2));
  const secondPeak = peak(everySecond.filter((s) => s.seconds > last.seconds / 2));
  if (half.mb === undefined || last.mb === undefined || Number.isNaN(firstPeak)) return;
  const peakGrowth = (secondPeak - firstPeak) / firstPeak;
  out(
    `RSS growth over the second half (${half.seconds.toFixed(0)} s → ${last.seconds.toFixed(0)} s): ` +
      `${signed(last.mb - half.mb)} MB (${pct((last.mb - half.mb) / half.mb)}); peak of each half ` +
      `${mb(firstPeak)} → ${mb(secondPeak)} (${signed(peakGrowth * 100)} %)  ` +
      `${peakGrowth <= TARGETS.secondHalfGrowth ? 'pass' : 'FAIL'} ` +
      `(target: second half's peak ≤ ${pct(TARGETS.secondHalfGrowth)} above the first's)`,
  );
}

async function soak(target: Target): Promise<void> {
  const port = await freePort();
  const dataDir = path.join(workDir(), `data-soak-${port}`);
  const env = { ...appEnv(dataDir, target.databaseUrl), RATE_LIMIT_FACTOR };
  progress(`${target.label}: first start (migrations, demo seed)…`);
  await stopServer(await startApp(env, port, 180_000));
  progress(`${target.label}: seeding ${POOL_SIZE} supporters with sessions…`);
  const pool = await seedSupporterPool(dataDir, target.databaseUrl, POOL_SIZE);
  const app = await startApp(env, port, 120_000);
  const sessions = await signInAll(app.url);
  const ids = await demoIds(app.url, sessions, pool);
  const { reads, left } = readsOf(ids);
  const mix: Mix = {
    reads,
    sessions,
    pool,
    pairs: new CheerPairs(pool),
    crewSessionIds: ids.crewSessionIds,
  };
  progress(`${target.label}: checking ${reads.length} reads as each role…`);
  await checkReads(app.url, mix);

  out(`== ${target.label} ==`);
  out(
    `${reads.length} GET routes (${reads.flat().length} route × role reads)` +
      (left.length ? `; left out: ${left.join('; ')}` : ''),
  );
  const pid = app.child.pid;
  const tally = new Tally();
  const client = new LoadClient(app.url, SOAK_CONNECTIONS, tally);
  const everySecond: RssSample[] = [{ seconds: 0, mb: rssMb(pid) }];
  const printed: RssSample[] = [everySecond[0]];
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  let lastTick = started;
  const printWindow = (now: number, sample: RssSample) => {
    const count = tally.takeWindow();
    printed.push(sample);
    out(
      `${sample.seconds.toFixed(0).padStart(4)} s  ${String(count).padStart(7)} requests  ` +
        `${(count / ((now - lastTick) / 1000)).toFixed(0).padStart(6)} req/s  ` +
        `errors so far ${tally.total('errors')}  RSS ${mb(sample.mb)}`,
    );
    lastTick = now;
  };
  const sampleRss = () => {
    const now = performance.now();
    const sample = { seconds: (now - started) / 1000, mb: rssMb(pid) };
    everySecond.push(sample);
    return { now, sample };
  };
  const sampler = setInterval(() => {
    const { now, sample } = sampleRss();
    if ((everySecond.length - 1) % TICK_SECONDS === 0) printWindow(now, sample);
  }, 1000);
  const seconds = await runClosedLoop(client, SOAK_CONNECTIONS, SOAK_SECONDS, () =>
    nextAction(mix),
  );
  clearInterval(sampler);
  const end = sampleRss();
  if (end.now - lastTick > 1000) printWindow(end.now, end.sample);
  const cpuAfter = cpuSeconds(pid);
  client.close();

  out();
  out(
    `${tally.requests()} requests in ${seconds.toFixed(1)} s: ` +
      `${(tally.requests() / seconds).toFixed(0)} req/s; ${mix.pairs.used} cheers sent; app CPU ` +
      pct(
        cpuBefore === undefined || cpuAfter === undefined
          ? undefined
          : (cpuAfter - cpuBefore) / seconds,
      ),
  );
  out();
  printRoutes(tally, seconds);
  out();
  const errors = tally.total('errors');
  out(
    `errors: ${errors}  ${errors <= TARGETS.errors ? 'pass' : 'FAIL'} (target 0); ` +
      `conflicts (crew saves on a stale version, 409): ${tally.total('conflicts')}`,
  );
  for (const sample of tally.errorSamples) {
    out(`  ${sample.route} → ${sample.status}: ${sample.body}`);
  }
  printRss(printed, everySecond);
  out();
  await stopServer(app);
}

async function main(): Promise<void> {
  const cpus = os.cpus();
  out(
    `Machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ` +
      `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}`,
  );
  out(
    `Load: ${SOAK_CONNECTIONS} connections, closed loop, ${SOAK_SECONDS} s; of 100 actions ` +
      `${MIX.read} reads, ${MIX.cheer} cheers, ${MIX.crewSave} crew saves (form + save), ` +
      `${MIX.login} logins; ${POOL_SIZE} seeded supporters; the generator and the app share the cores.`,
  );
  out(
    `Targets: ${TARGETS.errors} errors; the RSS peak of the second half ≤ ` +
      `${pct(TARGETS.secondHalfGrowth)} above the first half's.`,
  );
  out();
  makeWorkDir();
  await scoped(() => soak({ label: 'PGlite (embedded, temporary DATA_DIR)' }));
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    await scoped(async () =>
      soak({
        label: 'PostgreSQL (fresh bench_ database)',
        databaseUrl: await freshPostgres(adminUrl),
      }),
    );
  } else {
    out('PostgreSQL: skipped (DATABASE_URL is not set).');
  }
}

await runBench(main);
