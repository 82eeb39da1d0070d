/**
 * What the benchmarks share: starting the app and a no-op in their own processes and stopping
 * them on the way out, throwaway databases, signing in the demo users through the real API, and
 * measuring a read in turns with a ceiling route under autocannon (bench/README.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import type { EventRole } from '../src/shared/roles';
import type { RouteContract, RouteResponse } from '../src/shared/api/contract';
import { checkAuthRoute, loginRoute } from '../src/shared/api/access';
import { eventRoute } from '../src/shared/api/event';
import { healthRoute } from '../src/shared/api/health';
import {
  chooseBattleRoute,
  chooseEventRoute,
  chooseRoleRoute,
  chooseTeamRoute,
  selectableBattlesRoute,
  selectableEventsRoute,
  selectableTeamsRoute,
  type SelectableEvent,
} from '../src/shared/api/selection';

export const SECONDS = Number(process.env.BENCH_SECONDS) || 5;
export const WARMUP_SECONDS = 1;
export const CONNECTIONS = 50;
export const ACCEPT_ENCODING = 'br, gzip';
export const DEMO_PASSWORD = 'Demo!2026';
export const DEMO_USERS: Record<EventRole, string> = {
  supporter: 'supporter@demo.test',
  player: 'player@demo.test',
  crew: 'crew@demo.test',
  contactPerson: 'contact@demo.test',
  organizer: 'organizer@demo.test',
};

// ---------------------------------------------------------------------------------------------
// Clean-up: everything started registers how to undo it; undone in reverse order on the way out.

const cleanups: (() => Promise<void> | void)[] = [];
const children = new Set<ChildProcess>();
/** Children started in their own process group (`npm start`), killed as a group. */
const groups = new Set<ChildProcess>();
let interrupted = false;

export async function undoTo(mark: number): Promise<void> {
  while (cleanups.length > mark) {
    try {
      await cleanups.pop()!();
    } catch (err) {
      process.stderr.write(`clean-up step failed: ${String(err)}\n`);
    }
  }
}

/** Runs `body`, then undoes whatever it registered, even when it throws. */
export async function scoped<T>(body: () => Promise<T>): Promise<T> {
  const mark = cleanups.length;
  try {
    return await body();
  } finally {
    await undoTo(mark);
  }
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    // tsx passes the terminal's Ctrl-C on as well: clean up once.
    if (interrupted) return;
    interrupted = true;
    process.stderr.write(`\n${signal}: stopping the servers and cleaning up…\n`);
    void undoTo(0).finally(() => process.exit(code));
  });
}
// Last resort: no server outlives the bench.
process.on('exit', () =>
  children.forEach((child) => {
    try {
      if (groups.has(child) && child.pid) process.kill(-child.pid, 'SIGKILL');
      else child.kill('SIGKILL');
    } catch {
      // already gone
    }
  }),
);

// ---------------------------------------------------------------------------------------------
// Processes

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Server {
  name: string;
  url: string;
  child: ChildProcess;
  logFile: string;
  /** Started in its own process group (npm and the server under it): signals go to the group. */
  group?: boolean;
}

/**
 * Starts `node --import tsx <script>` (a .ts script) or `node <script>` (compiled JavaScript) with
 * its output in logFile; stopped on clean-up.
 */
export function spawnServer(
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  port: number,
  nodeArgs: string[] = [],
): Server {
  const tsx = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  return spawnLogged(name, process.execPath, [...nodeArgs, ...tsx, script], env, port);
}

/**
 * Runs `npm start` as a user does (building what is stale, then the compiled server) in its own
 * process group, so stopping it reaches the server under npm.
 */
export function spawnNpmStart(name: string, env: NodeJS.ProcessEnv, port: number): Server {
  return spawnLogged(name, 'npm', ['start'], env, port, true);
}

function spawnLogged(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  group = false,
): Server {
  const logFile = path.join(workDir(), `${name}.log`);
  const log = fs.openSync(logFile, 'a');
  const child = spawn(command, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
    detached: group,
  });
  fs.closeSync(log);
  children.add(child);
  if (group) groups.add(child);
  child.once('exit', () => {
    children.delete(child);
    groups.delete(child);
  });
  const server = { name, url: `http://127.0.0.1:${port}`, child, logFile, group };
  cleanups.push(() => stopServer(server));
  return server;
}

/** The last lines of a server's log: only its last 64 kB are read (a bench's log is large). */
export function logTail(server: Server, lines = 30): string {
  if (!fs.existsSync(server.logFile)) return '';
  const size = fs.statSync(server.logFile).size;
  const length = Math.min(size, 65_536);
  const tail = Buffer.alloc(length);
  const file = fs.openSync(server.logFile, 'r');
  try {
    fs.readSync(file, tail, 0, length, size - length);
  } finally {
    fs.closeSync(file);
  }
  return tail.toString('utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/** Polls `probe` until it answers 200; fails when the process exits or the time is up. */
export async function waitUntilUp(server: Server, probe: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`${server.name} exited before answering:\n${logTail(server)}`);
    }
    try {
      const answer = await fetch(server.url + probe, { signal: AbortSignal.timeout(1000) });
      if (answer.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(
    `${server.name} did not answer ${probe} within ${timeoutMs} ms:\n${logTail(server)}`,
  );
}

/** SIGTERM, then SIGKILL when it has not exited within 10 s. */
export async function stopServer(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (server.group && child.pid) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const killer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

/** The run's temporary folder for the DATA_DIRs and the server logs; removed on clean-up. */
let benchDir = '';
export function workDir(): string {
  if (!benchDir) throw new Error('workDir() before makeWorkDir()');
  return benchDir;
}

export function makeWorkDir(): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  benchDir = dir;
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
}

/** The app process's resident memory in MB (Linux /proc; undefined elsewhere). */
export function rssMb(pid: number | undefined): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** The CPU seconds a process has used so far (Linux /proc; undefined elsewhere). */
export function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of proc(5), in clock ticks (USER_HZ, 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// The databases

export interface Target {
  label: string;
  /** Present on PostgreSQL: the fresh database the app runs on. */
  databaseUrl?: string;
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A throwaway PostgreSQL database `bench_<random>`, dropped on clean-up. */
export async function freshPostgres(adminUrl: string): Promise<string> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  return withDatabase(adminUrl, name);
}

/** The token the benchmarked app serves /metrics with: metrics on, as operators run it. */
export const METRICS_TOKEN = randomBytes(16).toString('hex');

export function appEnv(dataDir: string, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  const dist = path.resolve('dist/web');
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    METRICS_TOKEN,
    ...(fs.existsSync(path.join(dist, 'index.html')) ? { WEB_DIR: dist } : {}),
  };
}

/** The number of request-duration series the app's /metrics holds: proof metrics were on. */
export async function metricsSeries(base: string): Promise<number> {
  const answer = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (answer.status !== 200) throw new Error(`/metrics answered ${answer.status}`);
  const text = await answer.text();
  return text.split('\n').filter((line) => line.startsWith('http_request_duration_seconds_count'))
    .length;
}

/** The server as `npm start` runs it, once built (scripts/build-server.mjs). */
export const COMPILED_SERVER = 'dist/server/run.js';

/** Starts the server (its source through tsx, or COMPILED_SERVER) and waits for its health. */
export const startApp = async (
  env: NodeJS.ProcessEnv,
  port: number,
  timeoutMs: number,
  script = 'src/server/run.ts',
) => {
  // BENCH_APP_NODE_ARGS (for example `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the app.
  const nodeArgs = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const app = spawnServer('app', script, env, port, nodeArgs);
  await waitUntilUp(app, healthRoute.path, timeoutMs);
  return app;
};

// ---------------------------------------------------------------------------------------------
// Signing in through the real API

export interface Session {
  role: EventRole;
  cookie: string;
}

/** Calls a route as a session and checks the answer against the route's contract. */
export async function call<C extends RouteContract>(
  base: string,
  contract: C,
  session: Session | undefined,
  body?: unknown,
): Promise<{ data: RouteResponse<C>; cookies: string[] }> {
  const answer = await fetch(base + contract.path, {
    method: contract.method,
    headers: {
      'accept-encoding': ACCEPT_ENCODING,
      ...(session ? { cookie: session.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  const who = session ? ` as ${session.role}` : '';
  if (answer.status !== 200) {
    throw new Error(`${contract.method} ${contract.path}${who} answered ${answer.status}: ${text}`);
  }
  return {
    data: contract.response.parse(JSON.parse(text)) as RouteResponse<C>,
    cookies: answer.headers.getSetCookie(),
  };
}

/** The live demo event: started and not yet ended (its end date read on /api/event), else the first. */
export async function enterLiveEvent(base: string, session: Session, events: SelectableEvent[]) {
  if (events.length === 0) throw new Error(`no event to choose as ${session.role}`);
  const now = Date.now();
  const started = events
    .filter((e) => Date.parse(e.date) <= now)
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  for (const candidate of started) {
    await call(base, chooseEventRoute, session, { event_id: candidate.id });
    const { data: event } = await call(base, eventRoute, session);
    if (Date.parse(event.end_date) > now) return candidate.id;
  }
  await call(base, chooseEventRoute, session, { event_id: events[0].id });
  return events[0].id;
}

/** Logs in and passes the selection screens: role, event (the live one), team or battle. */
export async function signIn(base: string, role: EventRole): Promise<Session> {
  const login = await call(base, loginRoute, undefined, {
    email: DEMO_USERS[role],
    password: DEMO_PASSWORD,
  });
  const sid = login.cookies.map((c) => c.split(';')[0]).find((c) => c.startsWith('sid='));
  if (!sid) throw new Error(`login of ${DEMO_USERS[role]} set no sid cookie`);
  const session: Session = { role, cookie: sid };

  // Choosing the role even when the login resumed one: the selection starts over from it.
  await call(base, chooseRoleRoute, session, { role });
  const { data: selectable } = await call(base, selectableEventsRoute, session);
  const eventId = await enterLiveEvent(base, session, selectable.events);
  if (role === 'player') {
    const { data } = await call(base, selectableTeamsRoute, session);
    const team = data.teams.find((t) => t.event_id === eventId) ?? data.teams[0];
    if (!team) throw new Error('the demo player has no team');
    await call(base, chooseTeamRoute, session, { team_id: team.team_id, event_id: team.event_id });
  }
  if (role === 'crew') {
    const { data } = await call(base, selectableBattlesRoute, session);
    if (!data.battles[0]) throw new Error('the demo crew member has no battle in the event');
    await call(base, chooseBattleRoute, session, { battle_id: data.battles[0].id });
  }
  const { data: status } = await call(base, checkAuthRoute, session);
  if (status.redirect) throw new Error(`${role} still has to pass ${status.redirect}`);
  return session;
}

export async function signInAll(base: string): Promise<Record<EventRole, Session>> {
  const sessions = {} as Record<EventRole, Session>;
  for (const role of Object.keys(DEMO_USERS) as EventRole[]) {
    sessions[role] = await signIn(base, role);
  }
  return sessions;
}

/** The battle and the house with the most teams, as the player sees them. */
// ---------------------------------------------------------------------------------------------
// Measuring

export interface Measure {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The measured process's CPU over the run, 1 = one core. */
  cpu: number | undefined;
}

/** Fails the bench when the read does not answer 200 before it is measured. */
export async function sanityGet(url: string, headers: Record<string, string>): Promise<void> {
  const answer = await fetch(url, { headers });
  if (answer.status !== 200) {
    throw new Error(`GET ${url} answered ${answer.status}: ${await answer.text()}`);
  }
}

export interface Slices {
  requests: number;
  seconds: number;
  p50s: number[];
  p99s: number[];
  errors: number;
  non2xx: number;
  cpuSeconds: number | undefined;
}

export const noSlices = (): Slices => ({
  requests: 0,
  seconds: 0,
  p50s: [],
  p99s: [],
  errors: 0,
  non2xx: 0,
  cpuSeconds: 0,
});

/** One autocannon run of `seconds`, added to what `into` holds. */
export async function slice(
  into: Slices,
  url: string,
  headers: Record<string, string>,
  pid: number | undefined,
  seconds: number,
): Promise<void> {
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  const cpuAfter = cpuSeconds(pid);
  const wall = (performance.now() - started) / 1000;
  into.requests += result.requests.total;
  into.seconds += wall;
  into.p50s.push(result.latency.p50);
  into.p99s.push(result.latency.p99);
  into.errors += result.errors;
  into.non2xx += result.non2xx;
  into.cpuSeconds =
    into.cpuSeconds === undefined || cpuBefore === undefined || cpuAfter === undefined
      ? undefined
      : into.cpuSeconds + (cpuAfter - cpuBefore);
}

export function summary(s: Slices): Measure {
  const sorted = [...s.p50s].sort((a, b) => a - b);
  return {
    reqPerSec: s.requests / s.seconds,
    p50: sorted[Math.floor(sorted.length / 2)] ?? 0,
    p99: Math.max(...s.p99s),
    errors: s.errors,
    non2xx: s.non2xx,
    cpu: s.cpuSeconds === undefined ? undefined : s.cpuSeconds / s.seconds,
  };
}

export interface Endpoint {
  url: string;
  headers: Record<string, string>;
  pid: number | undefined;
}

/**
 * A read and the no-op, measured in turns: a 1 s warm-up of each (not counted), then
 * BENCH_SECONDS rounds of 1 s on the no-op followed by 1 s on the read. The read's share is
 * taken against the no-op of its own rounds, so both see the machine in the same state (on a
 * shared virtual machine the no-op alone moved by a third within a minute).
 * p50 is the median of the rounds' p50, p99 the worst round's p99.
 */
export async function measurePaired(
  read: Endpoint,
  noop: Endpoint,
): Promise<{ read: Measure; noop: Measure }> {
  await sanityGet(read.url, read.headers);
  await slice(noSlices(), noop.url, noop.headers, noop.pid, WARMUP_SECONDS);
  await slice(noSlices(), read.url, read.headers, read.pid, WARMUP_SECONDS);
  const readSlices = noSlices();
  const noopSlices = noSlices();
  for (let round = 0; round < SECONDS; round += 1) {
    await slice(noopSlices, noop.url, noop.headers, noop.pid, 1);
    await slice(readSlices, read.url, read.headers, read.pid, 1);
  }
  return { read: summary(readSlices), noop: summary(noopSlices) };
}

export const noopEndpoint = (noop: Server): Endpoint => ({
  url: `${noop.url}/`,
  headers: { 'accept-encoding': ACCEPT_ENCODING },
  pid: noop.child.pid,
});

// ---------------------------------------------------------------------------------------------
// Printing

export const out = (line = '') => process.stdout.write(`${line}\n`);
export const progress = (line: string) => process.stderr.write(`  ${line}\n`);
export const pct = (x: number | undefined) => (x === undefined ? '—' : `${Math.round(x * 100)} %`);

/** Runs a benchmark's main, cleans up, and exits 0, or 1 when something broke. */
export async function runBench(main: () => Promise<void>): Promise<void> {
  try {
    await main();
    await undoTo(0);
    process.exit(0);
  } catch (err) {
    if (!interrupted) {
      process.stderr.write(`\nbench failed: ${err instanceof Error ? err.message : String(err)}\n`);
      await undoTo(0);
      process.exit(1);
    }
  }
}
