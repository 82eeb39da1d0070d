/**
 * `npm run bench:writes`: how many crew saves and cheers per second the server stores, beside
 * the no-op ceiling (bench/noop.ts), on PGlite in a temporary DATA_DIR and on a fresh PostgreSQL
 * database when DATABASE_URL is set.
 *
 * A write's body changes from one call to the next (a cheer is once per supporter and team, a
 * save ranks the teams anew), so it is sent by the closed-loop generator (closedLoop.ts) at the
 * same 50 connections as autocannon sends the no-op. As `npm run bench` does for a read, the two
 * are measured in turns: a 1 s warm-up of each, then BENCH_SECONDS rounds of 1 s of the no-op
 * followed by 1 s of the write, and the write's share is taken against the no-op of its rounds.
 *
 * - crew save: POST /api/crew-score of one of the demo crew member's sessions, every team ranked
 *   anew, without the form's version (so no save meets a stale version and each one stores).
 * - cheer: PUT /api/put-cheer by the next unused (supporter, team) pair of seeded supporters.
 *
 * It prints req/s, p50 and p99 over all the write's requests, errors (any answer but 200 or a
 * network failure), the no-op's req/s of its rounds and the share of it, and the app's CPU.
 * It measures and never fails on a figure; it exits 1 when something breaks.
 */
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/freePort';
import { LoadClient, percentile, runClosedLoop, Tally, type Action } from './closedLoop';
import {
  blindCrewSaveAction,
  cheerAction,
  CheerPairs,
  crewSessionTeams,
  demoIds,
  seedSupporterPool,
} from './eventDayLoad';
import {
  appEnv,
  CONNECTIONS,
  cpuSeconds,
  freshPostgres,
  makeWorkDir,
  noopEndpoint,
  noSlices,
  out,
  pct,
  progress,
  runBench,
  scoped,
  SECONDS,
  signInAll,
  slice,
  spawnServer,
  startApp,
  stopServer,
  summary,
  waitUntilUp,
  WARMUP_SECONDS,
  workDir,
  type Server,
  type Target,
} from './harness';

/** A share in per cent, with a decimal when it is small (a write is far below the no-op). */
const share = (x: number) => `${(x * 100).toFixed(x < 0.1 ? 1 : 0)} %`;

/** Seeded supporters: 3,000 × the live event's teams is far more cheers than a run sends. */
const POOL_SIZE = 3_000;

interface Write {
  name: string;
  next: () => Action;
}

interface Row {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  noopReqPerSec: number;
  cpu: number | undefined;
}

/** The write and the no-op in turns, as harness.measurePaired does for a read. */
async function measureWrite(app: Server, noop: Server, write: Write): Promise<Row> {
  const noopAt = noopEndpoint(noop);
  const run = (tally: Tally, seconds: number) => {
    const client = new LoadClient(app.url, CONNECTIONS, tally);
    return runClosedLoop(client, CONNECTIONS, seconds, write.next).finally(() => client.close());
  };
  await slice(noSlices(), noopAt.url, noopAt.headers, noopAt.pid, WARMUP_SECONDS);
  await run(new Tally(), WARMUP_SECONDS);
  const noopSlices = noSlices();
  const tally = new Tally();
  let seconds = 0;
  let cpu: number | undefined = 0;
  for (let round = 0; round < SECONDS; round += 1) {
    await slice(noopSlices, noopAt.url, noopAt.headers, noopAt.pid, 1);
    const before = cpuSeconds(app.child.pid);
    seconds += await run(tally, 1);
    const after = cpuSeconds(app.child.pid);
    cpu =
      cpu === undefined || before === undefined || after === undefined
        ? undefined
        : cpu + after - before;
  }
  const latencies = [...tally.routes.values()].flatMap((t) => t.latencies);
  for (const sample of tally.errorSamples) {
    progress(`${write.name}: ${sample.route} → ${sample.status}: ${sample.body}`);
  }
  return {
    name: write.name,
    reqPerSec: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors: tally.total('errors'),
    noopReqPerSec: summary(noopSlices).reqPerSec,
    cpu: cpu === undefined ? undefined : cpu / seconds,
  };
}

function printTable(target: Target, rows: Row[]): void {
  out(`== ${target.label} ==`);
  const header = [
    'write',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'no-op req/s',
    '% no-op',
    'app CPU',
  ];
  const lines = rows.map((r) => [
    r.name,
    r.reqPerSec.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.errors),
    r.noopReqPerSec.toFixed(0),
    share(r.reqPerSec / r.noopReqPerSec),
    pct(r.cpu),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  out(format(header));
  lines.forEach((line) => out(format(line)));
  out();
}

async function benchWrites(target: Target, noop: Server): Promise<void> {
  const port = await freePort();
  const dataDir = path.join(workDir(), `data-writes-${port}`);
  const env = appEnv(dataDir, target.databaseUrl);
  progress(`${target.label}: first start (migrations, demo seed)…`);
  await stopServer(await startApp(env, port, 180_000));
  progress(`${target.label}: seeding ${POOL_SIZE} supporters with sessions…`);
  const pool = await seedSupporterPool(dataDir, target.databaseUrl, POOL_SIZE);
  const app = await startApp(env, port, 120_000);
  const sessions = await signInAll(app.url);
  const ids = await demoIds(app.url, sessions, pool);
  const teamsOf = await crewSessionTeams(app.url, sessions.crew, ids.crewSessionIds);
  const pairs = new CheerPairs(pool);
  const writes: Write[] = [
    { name: 'crew save', next: () => blindCrewSaveAction(sessions.crew, teamsOf) },
    {
      name: 'cheer',
      next: () => {
        const action = cheerAction(pairs);
        if (!action) throw new Error(`the ${pairs.used} cheer pairs of the pool ran out`);
        return action;
      },
    },
  ];
  const rows: Row[] = [];
  for (const write of writes) {
    const row = await measureWrite(app, noop, write);
    progress(`${write.name}: ${row.reqPerSec.toFixed(0)} req/s, p99 ${row.p99.toFixed(1)} ms`);
    rows.push(row);
  }
  out(
    `${teamsOf.size} crew sessions of ${[...teamsOf.values()].map((t) => t.length).join('/')} teams; ` +
      `${pool.teamIds.length} teams to cheer, ${pairs.used} cheers sent`,
  );
  printTable(target, rows);
  await stopServer(app);
}

async function main(): Promise<void> {
  const cpus = os.cpus();
  out(`Machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, node ${process.version}`);
  out(
    `Load: ${CONNECTIONS} connections; ${SECONDS} rounds of 1 s per write (closed loop), each after ` +
      `1 s of the no-op (autocannon), after a ${WARMUP_SECONDS} s warm-up of both.`,
  );
  out();
  makeWorkDir();
  const noop = spawnServer('noop', 'bench/noop.ts', {}, await freePort());
  await waitUntilUp(noop, '/', 30_000);
  await scoped(() => benchWrites({ label: 'PGlite (embedded, temporary DATA_DIR)' }, noop));
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    await scoped(async () =>
      benchWrites(
        { label: 'PostgreSQL (fresh bench_ database)', databaseUrl: await freshPostgres(adminUrl) },
        noop,
      ),
    );
  } else {
    out('PostgreSQL: skipped (DATABASE_URL is not set).');
  }
}

await runBench(main);
