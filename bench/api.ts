/**
 * `npm run bench`: how fast the hot reads of event day answer, beside the ceiling of the machine.
 *
 * What it measures, as a new user would run the app: the real server (`src/server/run.ts`,
 * NODE_ENV=production, LOG_LEVEL=info, the built web app in dist/ when there is one) in its own
 * process on demo data, on PGlite in a temporary DATA_DIR, and again on a fresh PostgreSQL
 * database when DATABASE_URL is set. It prints:
 * - the cold start: spawn to `GET /api/health` answering 200 on the already seeded database;
 * - for every read of HOT_READS, signed in as a demo user who passed the selection screens:
 *   autocannon at 50 connections, sending `accept-encoding: br, gzip` like a browser, in
 *   BENCH_SECONDS rounds (default 5) of 1 s, after a 1 s warm-up that is not counted;
 * - the no-op ceiling: a bare Fastify route answering `{ ok: true }` (bench/noop.ts) in its own
 *   process, measured in turns with each read: before each round of the read, 1 s of the no-op.
 *
 * How to read it: "% no-op" is the read's req/s over the ceiling's: what is left after the
 * read's own work (session, database, serialising, compressing). autocannon, the app and the
 * no-op share this machine's cores, so compare runs on one machine, not across machines.
 * "app CPU" is the app process's CPU time over the run (100 % = one core; more when its GC and
 * thread-pool threads work beside the main thread; Linux only).
 * Targets (TARGETS): each read ≥ 40 % of the no-op (aim 50 %), p99 ≤ 50 ms, no errors or
 * non-2xx answers; cold start ≤ 3 s. A missed target is printed as FAIL and the bench still
 * exits 0; it exits 1 when something breaks (a server does not start, a sign-in fails, a read
 * answers non-200 before its run).
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
import { battleRoute, battlesRoute, homeBattlesRoute } from '../src/shared/api/battles';
import { brandingRoute } from '../src/shared/api/branding';
import { companiesRoute, homeCompaniesRoute } from '../src/shared/api/company';
import {
  eventRoute,
  homeRoute,
  planningRoute,
  sponsorsRoute,
  upcomingChallengesRoute,
} from '../src/shared/api/event';
import { healthRoute } from '../src/shared/api/health';
import { homeParticipantsRoute, participantsRoute } from '../src/shared/api/players';
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
import {
  homeTeamsRoute,
  houseRoute,
  housesRoute,
  readinessRoute,
  teamJokerRoute,
  teamPlayersRoute,
  teamReadinessRoute,
  teamRoute,
  teamsRoute,
} from '../src/shared/api/team';
import { notificationsRoute } from '../src/shared/api/notifications';
import { profileRoute } from '../src/shared/api/profile';
import { companyRoute } from '../src/shared/api/company';
import { cheersRoute, teamCheersRoute } from '../src/shared/api/cheers';
import { rivalsRoute, teamRivalsRoute } from '../src/shared/api/rivals';
import { teamPointsRoute } from '../src/shared/api/scores';
import { freePort } from '../scripts/freePort';

const SECONDS = Number(process.env.BENCH_SECONDS) || 5;
const WARMUP_SECONDS = 1;
const CONNECTIONS = 50;
const TARGETS = { ratio: 0.4, aimRatio: 0.5, p99Ms: 50, coldStartMs: 3000 };
const ACCEPT_ENCODING = 'br, gzip';
const DEMO_PASSWORD = 'Demo!2026';
const DEMO_USERS: Record<EventRole, string> = {
  supporter: 'supporter@demo.test',
  player: 'player@demo.test',
  crew: 'crew@demo.test',
  contactPerson: 'contact@demo.test',
  organizer: 'organizer@demo.test',
};

/** Ids of the live demo event that some reads send as headers, found once signed in. */
interface DemoIds {
  battleId: number;
  houseId: number;
  /** A team of the event that is not the player's own: the team page as others open it. */
  teamId: number;
}

/** One measured read: `as` defaults to the player; `headers` may use the demo ids. */
interface HotRead {
  name: string;
  path: string;
  headers?: (ids: DemoIds) => Record<string, string>;
  as?: EventRole;
  /** Measured for comparison, not held to the targets (it asks the database by design). */
  reference?: true;
}

const otherTeam = (ids: DemoIds) => ({ otherTeamId: String(ids.teamId) });

/** What a thousand phones open on event day. Later issues append their reads here. */
const HOT_READS: HotRead[] = [
  { name: 'home', path: homeRoute.path },
  { name: 'home_teams', path: homeTeamsRoute.path },
  { name: 'home_battles', path: homeBattlesRoute.path },
  { name: 'home_companies', path: homeCompaniesRoute.path },
  { name: 'home_participants', path: homeParticipantsRoute.path },
  { name: 'upcoming_challenges', path: upcomingChallengesRoute.path },
  { name: 'sponsors', path: sponsorsRoute.path },
  { name: 'teams', path: teamsRoute.path },
  { name: 'companies', path: companiesRoute.path },
  { name: 'battles', path: battlesRoute.path },
  {
    name: 'battle',
    path: battleRoute.path,
    headers: (ids) => ({ selectedBattleId: String(ids.battleId) }),
  },
  { name: 'participants', path: participantsRoute.path },
  { name: 'planning', path: planningRoute.path },
  { name: 'event', path: eventRoute.path },
  { name: 'houses', path: housesRoute.path },
  {
    name: 'house',
    path: houseRoute.path,
    headers: (ids) => ({ selectedHouseId: String(ids.houseId) }),
  },
  { name: 'branding', path: brandingRoute.path },
  { name: 'check-auth', path: checkAuthRoute.path },
  { name: 'notifications', path: notificationsRoute.path },
  { name: 'profile', path: profileRoute.path },
  { name: 'company', path: companyRoute.path, as: 'contactPerson' },
  // The team area: another team's page and its parts, as a player opens them.
  { name: 'team', path: teamRoute.path, headers: otherTeam },
  { name: 'team_players', path: teamPlayersRoute.path, headers: otherTeam },
  { name: 'team_readiness', path: teamReadinessRoute.path, headers: otherTeam },
  { name: 'team_joker', path: teamJokerRoute.path, headers: otherTeam },
  { name: 'team_points', path: teamPointsRoute.path, headers: otherTeam },
  { name: 'team_cheers', path: teamCheersRoute.path, headers: otherTeam },
  { name: 'team_rivals', path: teamRivalsRoute.path, headers: otherTeam },
  { name: 'cheers', path: cheersRoute.path, headers: otherTeam },
  { name: 'rivals', path: rivalsRoute.path, headers: (ids) => ({ rivalsId: String(ids.teamId) }) },
  { name: 'readiness', path: readinessRoute.path, as: 'contactPerson' },
  // The health check asks the database on every call: a reference, not a hot read.
  { name: 'health (signed in)', path: healthRoute.path, reference: true },
];

// ---------------------------------------------------------------------------------------------
// Clean-up: everything started registers how to undo it; undone in reverse order on the way out.

const cleanups: (() => Promise<void> | void)[] = [];
const children = new Set<ChildProcess>();
let interrupted = false;

async function undoTo(mark: number): Promise<void> {
  while (cleanups.length > mark) {
    try {
      await cleanups.pop()!();
    } catch (err) {
      process.stderr.write(`clean-up step failed: ${String(err)}\n`);
    }
  }
}

/** Runs `body`, then undoes whatever it registered, even when it throws. */
async function scoped<T>(body: () => Promise<T>): Promise<T> {
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
process.on('exit', () => children.forEach((child) => child.kill('SIGKILL')));

// ---------------------------------------------------------------------------------------------
// Processes

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Server {
  name: string;
  url: string;
  child: ChildProcess;
  logFile: string;
}

/** Starts `node --import tsx <script>` with its output in logFile; stopped on clean-up. */
function spawnServer(
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  port: number,
  nodeArgs: string[] = [],
): Server {
  const logFile = path.join(workDir(), `${name}.log`);
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  children.add(child);
  child.once('exit', () => children.delete(child));
  const server = { name, url: `http://127.0.0.1:${port}`, child, logFile };
  cleanups.push(() => stopServer(server));
  return server;
}

function logTail(server: Server, lines = 30): string {
  const text = fs.existsSync(server.logFile) ? fs.readFileSync(server.logFile, 'utf8') : '';
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** Polls `probe` until it answers 200; fails when the process exits or the time is up. */
async function waitUntilUp(server: Server, probe: string, timeoutMs: number): Promise<void> {
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
async function stopServer(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

/** The run's temporary folder for the DATA_DIRs and the server logs; removed on clean-up. */
let benchDir = '';
function workDir(): string {
  if (!benchDir) throw new Error('workDir() before makeWorkDir()');
  return benchDir;
}

function makeWorkDir(): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  benchDir = dir;
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
}

/** The CPU seconds a process has used so far (Linux /proc; undefined elsewhere). */
function cpuSeconds(pid: number | undefined): number | undefined {
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

interface Target {
  label: string;
  /** Present on PostgreSQL: the fresh database the app runs on. */
  databaseUrl?: string;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A throwaway PostgreSQL database `bench_<random>`, dropped on clean-up. */
async function freshPostgres(adminUrl: string): Promise<string> {
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

function appEnv(dataDir: string, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  const dist = path.resolve('dist');
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    ...(fs.existsSync(path.join(dist, 'index.html')) ? { WEB_DIR: dist } : {}),
  };
}

const startApp = async (env: NodeJS.ProcessEnv, port: number, timeoutMs: number) => {
  // BENCH_APP_NODE_ARGS (for example `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the app.
  const nodeArgs = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const app = spawnServer('app', 'src/server/run.ts', env, port, nodeArgs);
  await waitUntilUp(app, healthRoute.path, timeoutMs);
  return app;
};

// ---------------------------------------------------------------------------------------------
// Signing in through the real API

interface Session {
  role: EventRole;
  cookie: string;
}

/** Calls a route as a session and checks the answer against the route's contract. */
async function call<C extends RouteContract>(
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
async function enterLiveEvent(base: string, session: Session, events: SelectableEvent[]) {
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
async function signIn(base: string, role: EventRole): Promise<Session> {
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

async function signInAll(base: string): Promise<Record<EventRole, Session>> {
  const sessions = {} as Record<EventRole, Session>;
  for (const role of Object.keys(DEMO_USERS) as EventRole[]) {
    sessions[role] = await signIn(base, role);
  }
  return sessions;
}

/** The battle and the house with the most teams, as the player sees them. */
async function demoIds(base: string, player: Session): Promise<DemoIds> {
  const { data: b } = await call(base, battlesRoute, player);
  const { data: h } = await call(base, housesRoute, player);
  const most = <T extends { team_count: number }>(list: T[]) =>
    list.reduce<T | undefined>(
      (best, x) => (!best || x.team_count > best.team_count ? x : best),
      undefined,
    );
  const battle = most(b.battles);
  const house = most(h.houses);
  const { data: own } = await call(base, teamRoute, player);
  const { data: t } = await call(base, teamsRoute, player);
  const other = t.teams.find((team) => team.team_id !== own.id);
  if (!battle || !house || !other) {
    throw new Error('the live demo event has no battle, no house or a single team');
  }
  return { battleId: battle.id, houseId: house.id, teamId: other.team_id };
}

// ---------------------------------------------------------------------------------------------
// Measuring

interface Measure {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The measured process's CPU over the run, 1 = one core. */
  cpu: number | undefined;
}

/** Fails the bench when the read does not answer 200 before it is measured. */
async function sanityGet(url: string, headers: Record<string, string>): Promise<void> {
  const answer = await fetch(url, { headers });
  if (answer.status !== 200) {
    throw new Error(`GET ${url} answered ${answer.status}: ${await answer.text()}`);
  }
}

interface Slices {
  requests: number;
  seconds: number;
  p50s: number[];
  p99s: number[];
  errors: number;
  non2xx: number;
  cpuSeconds: number | undefined;
}

const noSlices = (): Slices => ({
  requests: 0,
  seconds: 0,
  p50s: [],
  p99s: [],
  errors: 0,
  non2xx: 0,
  cpuSeconds: 0,
});

/** One autocannon run of `seconds`, added to what `into` holds. */
async function slice(
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

function summary(s: Slices): Measure {
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

interface Endpoint {
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
async function measurePaired(
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

const noopEndpoint = (noop: Server): Endpoint => ({
  url: `${noop.url}/`,
  headers: { 'accept-encoding': ACCEPT_ENCODING },
  pid: noop.child.pid,
});

interface Row {
  read: HotRead;
  measure: Measure;
  /** The no-op, measured in turns with this read. */
  noop: Measure;
}

/** Which targets a read misses, against the no-op's req/s of its own rounds. */
function misses(m: Measure, ceiling: number): string[] {
  const missed: string[] = [];
  if (m.reqPerSec < TARGETS.ratio * ceiling) missed.push('ratio');
  if (m.p99 > TARGETS.p99Ms) missed.push('p99');
  if (m.errors > 0 || m.non2xx > 0) missed.push('errors');
  return missed;
}

// ---------------------------------------------------------------------------------------------
// Printing

const out = (line = '') => process.stdout.write(`${line}\n`);
const progress = (line: string) => process.stderr.write(`  ${line}\n`);
const pct = (x: number | undefined) => (x === undefined ? '—' : `${Math.round(x * 100)} %`);

function printMachine(): void {
  const cpus = os.cpus();
  const gib = (os.totalmem() / 2 ** 30).toFixed(1);
  out(
    `Machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${gib} GiB, node ${process.version}`,
  );
  out(
    `Load: ${CONNECTIONS} connections, ${SECONDS} rounds of 1 s per read, each after 1 s of the no-op, ` +
      `after a ${WARMUP_SECONDS} s warm-up of both; accept-encoding: ${ACCEPT_ENCODING}; ` +
      `autocannon, the app and the no-op share the cores.`,
  );
  out(
    `Targets: every hot read ≥ ${TARGETS.ratio * 100} % of the no-op (aim ${TARGETS.aimRatio * 100} %), ` +
      `p99 ≤ ${TARGETS.p99Ms} ms, no errors or non-2xx; cold start ≤ ${TARGETS.coldStartMs / 1000} s.`,
  );
  out();
}

function printTable(target: Target, coldStartMs: number, rows: Row[]) {
  const noops = rows.map((r) => r.noop.reqPerSec);
  const coldOk = coldStartMs <= TARGETS.coldStartMs;
  out(`== ${target.label} ==`);
  out(
    `cold start to listening (existing database): ${(coldStartMs / 1000).toFixed(2)} s  ` +
      `${coldOk ? 'pass' : 'FAIL'} (target ≤ ${TARGETS.coldStartMs / 1000} s)`,
  );
  out(
    `no-op ceiling, measured in turns with each read: ${Math.round(Math.min(...noops))}–` +
      `${Math.round(Math.max(...noops))} req/s (p99 ≤ ${Math.max(...rows.map((r) => r.noop.p99))} ms)`,
  );
  out();
  const header = [
    'read',
    'req/s',
    'p50 ms',
    'p99 ms',
    'err/non-2xx',
    'no-op req/s',
    '% no-op',
    'app CPU',
    'result',
  ];
  const lines = rows.map(({ read, measure: m, noop }) => {
    const ceiling = noop.reqPerSec;
    const missed = misses(m, ceiling);
    return [
      read.as ? `${read.name} (${read.as})` : read.name,
      String(Math.round(m.reqPerSec)),
      m.p50.toFixed(1),
      m.p99.toFixed(1),
      `${m.errors}/${m.non2xx}`,
      String(Math.round(ceiling)),
      pct(m.reqPerSec / ceiling),
      pct(m.cpu),
      read.reference ? 'reference' : missed.length ? `FAIL ${missed.join(', ')}` : 'pass',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]),
      )
      .join('  ')
      .trimEnd();
  out(format(header));
  lines.forEach((line) => out(format(line)));
  const passed = lines.filter((l) => l[l.length - 1] === 'pass').length;
  const held = rows.filter((r) => !r.read.reference).length;
  out();
  out(`${passed} of ${held} hot reads meet every target.`);
  out();
}

// ---------------------------------------------------------------------------------------------
// The run

/** First start (migrate + seed), stop, then the timed cold start on the same data. */
async function startTimed(
  target: Target,
  port: number,
): Promise<{ app: Server; coldStartMs: number }> {
  const dataDir = path.join(workDir(), `data-${port}`);
  const env = appEnv(dataDir, target.databaseUrl);
  progress(`${target.label}: first start (migrations, demo seed)…`);
  const first = await startApp(env, port, 180_000);
  await stopServer(first);
  const spawned = performance.now();
  const app = await startApp(env, port, 60_000);
  return { app, coldStartMs: performance.now() - spawned };
}

/** BENCH_READS=home,teams measures only those reads (by name); all of HOT_READS otherwise. */
function selectedReads(): HotRead[] {
  const names = process.env.BENCH_READS?.split(',').map((name) => name.trim());
  if (!names?.length) return HOT_READS;
  const unknown = names.filter((name) => !HOT_READS.some((read) => read.name === name));
  if (unknown.length) throw new Error(`BENCH_READS names no hot read: ${unknown.join(', ')}`);
  return HOT_READS.filter((read) => names.includes(read.name));
}

async function benchDatabase(target: Target, noop: Server): Promise<void> {
  const port = await freePort();
  const { app, coldStartMs } = await startTimed(target, port);
  progress(`${target.label}: cold start ${(coldStartMs / 1000).toFixed(2)} s; signing in…`);
  const sessions = await signInAll(app.url);
  const ids = await demoIds(app.url, sessions.player);

  const rows: Row[] = [];
  for (const read of selectedReads()) {
    const headers = {
      'accept-encoding': ACCEPT_ENCODING,
      cookie: sessions[read.as ?? 'player'].cookie,
      ...read.headers?.(ids),
    };
    const paired = await measurePaired(
      { url: app.url + read.path, headers, pid: app.child.pid },
      noopEndpoint(noop),
    );
    const m = paired.read;
    progress(
      `${read.name.padEnd(22)} ${String(Math.round(m.reqPerSec)).padStart(6)} req/s  p99 ${m.p99} ms` +
        `  (no-op ${Math.round(paired.noop.reqPerSec)} req/s)`,
    );
    rows.push({ read, measure: m, noop: paired.noop });
  }
  out();
  printTable(target, coldStartMs, rows);
}

async function main(): Promise<void> {
  printMachine();
  makeWorkDir();
  const noop = spawnServer('noop', 'bench/noop.ts', {}, await freePort());
  await waitUntilUp(noop, '/', 30_000);

  await scoped(() => benchDatabase({ label: 'PGlite (embedded, temporary DATA_DIR)' }, noop));
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    await scoped(async () =>
      benchDatabase(
        { label: 'PostgreSQL (fresh bench_ database)', databaseUrl: await freshPostgres(adminUrl) },
        noop,
      ),
    );
  } else {
    out('PostgreSQL: skipped (DATABASE_URL is not set).');
  }
}

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
