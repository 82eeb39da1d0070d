/**
 * `npm run bench:live`: how fast one saved result reaches every open live stream (GET /api/live).
 *
 * The real server on demo data (PGlite in a temporary DATA_DIR; then a fresh PostgreSQL database
 * when DATABASE_URL is set, where the streams are split over TWO app processes and the save goes
 * through the first, so half the deliveries cross LISTEN/NOTIFY). BENCH_STREAMS (default 2,000)
 * seeded supporters of the live demo event each open one stream; then, BENCH_SAVES times (default
 * 5), the demo crew member saves one of their sessions (every team ranked anew) and the bench
 * times, from the moment the save was sent, its answer and the arrival of the `event` message on
 * every stream: the first, the median, the 99th percentile and the last.
 *
 * It prints the figures and the app processes' memory (RSS) with the streams open; it never fails
 * on a figure and exits 1 when something breaks (a stream refused, a delivery missing after 30 s).
 */
import http from 'node:http';
import path from 'node:path';
import { crewScoreFields, crewScoreSaveRoute } from '../src/shared/api/crew';
import { liveRoute } from '../src/shared/api/live';
import { freePort } from '../scripts/freePort';
import { percentile } from './closedLoop';
import { crewSessionTeams, demoIds, rankedAnew, seedSupporterPool } from './eventDayLoad';
import {
  appEnv,
  freshPostgres,
  makeWorkDir,
  out,
  progress,
  rssMb,
  runBench,
  scoped,
  signInAll,
  startApp,
  stopServer,
  workDir,
  type Server,
  type Target,
} from './harness';

const STREAMS = Number(process.env.BENCH_STREAMS) || 2_000;
const SAVES = Number(process.env.BENCH_SAVES) || 5;
const DELIVERY_TIMEOUT_MS = 30_000;

/** One open stream: counts the `event` messages it got and calls back on each. */
interface Stream {
  events: number;
  onEvent?: () => void;
  close(): void;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

function openStream(base: string, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      base + liveRoute.path,
      { agent, headers: { cookie, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`GET /api/live answered ${res.statusCode}`));
          res.resume();
          return;
        }
        const stream: Stream = { events: 0, close: () => req.destroy() };
        res.setEncoding('utf8');
        let opened = false;
        res.on('data', (chunk: string) => {
          // The first chunk is the retry delay and the resume id: the stream is listening.
          if (!opened) {
            opened = true;
            resolve(stream);
          }
          const found = chunk.split('"type":"event"').length - 1;
          for (let i = 0; i < found; i += 1) {
            stream.events += 1;
            stream.onEvent?.();
          }
        });
        res.on('error', () => {});
      },
    );
    req.on('error', reject);
  });
}

/** Opens the streams a few hundred at a time, each to the next app in turn. */
async function openAll(apps: Server[], cookies: string[]): Promise<Stream[]> {
  const streams: Stream[] = [];
  for (let from = 0; from < cookies.length; from += 200) {
    const batch = cookies.slice(from, from + 200);
    streams.push(
      ...(await Promise.all(
        batch.map((cookie, i) => openStream(apps[(from + i) % apps.length].url, cookie)),
      )),
    );
  }
  return streams;
}

interface Round {
  answerMs: number;
  first: number;
  p50: number;
  p99: number;
  last: number;
}

/** One save and its arrival on every stream, in ms from the moment it was sent. */
async function oneRound(
  app: Server,
  crewCookie: string,
  streams: Stream[],
  scoreId: number,
  teamIds: number[],
): Promise<Round> {
  const arrivals: number[] = [];
  let t0 = 0;
  const all = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${streams.length - arrivals.length} streams got no message`)),
      DELIVERY_TIMEOUT_MS,
    );
    for (const stream of streams) {
      const before = stream.events;
      stream.onEvent = () => {
        if (stream.events !== before + 1) return;
        arrivals.push(performance.now() - t0);
        if (arrivals.length === streams.length) {
          clearTimeout(timer);
          resolve();
        }
      };
    }
  });
  const body = crewScoreFields(scoreId, 0, rankedAnew(teamIds));
  delete body.version;
  t0 = performance.now();
  const answer = await fetch(app.url + crewScoreSaveRoute.path, {
    method: 'POST',
    headers: { cookie: crewCookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answerMs = performance.now() - t0;
  if (answer.status !== 200) throw new Error(`the save answered ${answer.status}`);
  await all;
  for (const stream of streams) stream.onEvent = undefined;
  arrivals.sort((a, b) => a - b);
  return {
    answerMs,
    first: arrivals[0],
    p50: percentile(arrivals, 0.5),
    p99: percentile(arrivals, 0.99),
    last: arrivals[arrivals.length - 1],
  };
}

function rssText(pid: number | undefined): string {
  const mb = rssMb(pid);
  return mb === undefined ? 'n/a' : `${mb.toFixed(0)} MB`;
}

async function benchLive(target: Target, processes: number): Promise<void> {
  const port = await freePort();
  const dataDir = path.join(workDir(), `data-live-${port}`);
  const env = appEnv(dataDir, target.databaseUrl);
  progress(`${target.label}: first start (migrations, demo seed)…`);
  await stopServer(await startApp(env, port, 180_000));
  progress(`${target.label}: seeding ${STREAMS} supporters with sessions…`);
  const pool = await seedSupporterPool(dataDir, target.databaseUrl, STREAMS);
  const apps = [await startApp(env, port, 120_000)];
  for (let i = 1; i < processes; i += 1) apps.push(await startApp(env, await freePort(), 120_000));
  const sessions = await signInAll(apps[0].url);
  const ids = await demoIds(apps[0].url, sessions, pool);
  const teamsOf = await crewSessionTeams(apps[0].url, sessions.crew, ids.crewSessionIds);
  const [scoreId, teamIds] = [...teamsOf.entries()][0];

  const openedAt = performance.now();
  const streams = await openAll(apps, pool.cookies);
  const openMs = performance.now() - openedAt;
  out(`== ${target.label} ==`);
  out(
    `${streams.length} streams open over ${apps.length} app process(es) in ${openMs.toFixed(0)} ms; ` +
      `app RSS ${apps.map((app) => rssText(app.child.pid)).join(' + ')}`,
  );
  out('save  answer ms  first ms  median ms  p99 ms  last ms (from the save sent)');
  for (let round = 1; round <= SAVES; round += 1) {
    const r = await oneRound(apps[0], sessions.crew.cookie, streams, scoreId, teamIds);
    out(
      `${String(round).padStart(4)}  ${r.answerMs.toFixed(1).padStart(9)}  ${r.first
        .toFixed(1)
        .padStart(8)}  ${r.p50.toFixed(1).padStart(9)}  ${r.p99.toFixed(1).padStart(6)}  ${r.last
        .toFixed(1)
        .padStart(7)}`,
    );
  }
  out();
  for (const stream of streams) stream.close();
  for (const app of apps) await stopServer(app);
}

async function main(): Promise<void> {
  makeWorkDir();
  await scoped(() => benchLive({ label: 'PGlite (embedded, one process)' }, 1));
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    await scoped(async () =>
      benchLive(
        {
          label: 'PostgreSQL (fresh bench_ database, two app processes)',
          databaseUrl: await freshPostgres(adminUrl),
        },
        2,
      ),
    );
  } else {
    out('PostgreSQL: skipped (DATABASE_URL is not set).');
  }
}

await runBench(main);
