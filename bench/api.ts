/**
 * `npm run bench`: how fast the hot reads of event day answer, beside the ceiling of the machine.
 *
 * What it measures, as a new user would run the app: the real server (compiled by `npm start`
 * into dist/server/run.js, NODE_ENV=production, LOG_LEVEL=info, the built web app) in its own
 * process on demo data, on PGlite in a temporary DATA_DIR, and again on a fresh PostgreSQL
 * database when DATABASE_URL is set. It prints:
 * - the restart through `npm start` (as a user runs it; plain node on the compiled server): spawn
 *   to `GET /api/health` answering 200 on the already seeded database;
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
 * non-2xx answers; restart through npm start ≤ 3 s. A missed target is printed as FAIL and the bench still
 * exits 0; it exits 1 when something breaks (a server does not start, a sign-in fails, a read
 * answers non-200 before its run).
 */
import os from 'node:os';
import path from 'node:path';
import { checkAuthRoute } from '../src/shared/api/access';
import { organizerHrResultsRoute } from '../src/shared/api/hrResults';
import { pushKeyRoute, pushSubscriptionsRoute } from '../src/shared/api/push';
import { organizerRevealRoute } from '../src/shared/api/reveal';
import type { EventRole } from '../src/shared/roles';
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
import { organizerReviewRoute } from '../src/shared/api/organizerReview';
import { organizerSetupChecklistRoute } from '../src/shared/api/organizerOverview';
import { inviteLinksRoute } from '../src/shared/api/join';
import { homeParticipantsRoute, participantsRoute } from '../src/shared/api/players';
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
import {
  organizerAuditRoute,
  organizerEventRoute,
  organizerHousesRoute,
} from '../src/shared/api/organizer';
import {
  organizerBattlesRoute,
  organizerCrewRoute,
  organizerPlanningRoute,
  organizerSessionsRoute,
} from '../src/shared/api/organizerBattles';
import {
  organizerPointsTableRoute,
  organizerQuarterPreviewRoute,
  organizerQuarterRoute,
  organizerTiebreakRoute,
} from '../src/shared/api/organizerPoints';
import {
  organizerAwardsRoute,
  organizerExtraPointsRoute,
  organizerSponsorsRoute,
} from '../src/shared/api/organizerAwards';
import { organizerCompaniesRoute, organizerTeamsRoute } from '../src/shared/api/organizerTeams';
import { notificationsRoute } from '../src/shared/api/notifications';
import { profileRoute } from '../src/shared/api/profile';
import { companyRoute } from '../src/shared/api/company';
import { cheersRoute, teamCheersRoute } from '../src/shared/api/cheers';
import { rivalsRoute, teamRivalsRoute } from '../src/shared/api/rivals';
import {
  cheersLeaderboardRoute,
  leaderboardBreakdownRoute,
  leaderboardRoute,
  scoreRoute,
  scoresRoute,
  teamPointsRoute,
} from '../src/shared/api/scores';
import { freePort } from '../scripts/freePort';
import {
  ACCEPT_ENCODING,
  COMPILED_SERVER,
  appEnv,
  call,
  CONNECTIONS,
  freshPostgres,
  makeWorkDir,
  measurePaired,
  metricsSeries,
  noopEndpoint,
  out,
  pct,
  progress,
  runBench,
  scoped,
  SECONDS,
  signInAll,
  spawnNpmStart,
  spawnServer,
  startApp,
  stopServer,
  waitUntilUp,
  WARMUP_SECONDS,
  workDir,
  type Measure,
  type Server,
  type Session,
  type Target,
} from './harness';

const TARGETS = { ratio: 0.4, aimRatio: 0.5, p99Ms: 50, restartMs: 3000 };

/** Ids of the live demo event that some reads send as headers, found once signed in. */
interface DemoIds {
  battleId: number;
  houseId: number;
  /** A team of the event that is not the player's own: the team page as others open it. */
  teamId: number;
  /** A scored session of the player's team. */
  scoreId: number;
  /** The player's own team and its company: the invite links they made. */
  ownTeamId: number;
  ownCompanyId: number;
}

/** One measured read: `as` defaults to the player; `headers` may use the demo ids. */
interface HotRead {
  name: string;
  path: string;
  headers?: (ids: DemoIds) => Record<string, string>;
  query?: (ids: DemoIds) => Record<string, string>;
  as?: EventRole;
  /** Measured for comparison, not held to the targets (it asks the database by design). */
  reference?: true;
}

const otherTeam = (ids: DemoIds) => ({ otherTeamId: String(ids.teamId) });

const queryOf = (read: HotRead, ids: DemoIds) =>
  read.query ? `?${new URLSearchParams(read.query(ids))}` : '';

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
  // Scoring: the leaderboards everyone watches, the team's scores and one session's results.
  { name: 'leaderboard', path: leaderboardRoute.path },
  { name: 'leaderboard', path: leaderboardRoute.path, as: 'supporter' },
  {
    name: 'leaderboard-breakdown',
    path: leaderboardBreakdownRoute.path,
    query: (ids) => ({ team_id: String(ids.teamId) }),
  },
  { name: 'cheers-leaderboard', path: cheersLeaderboardRoute.path },
  { name: 'scores', path: scoresRoute.path },
  { name: 'scores', path: scoresRoute.path, as: 'supporter' },
  {
    name: 'score',
    path: scoreRoute.path,
    headers: (ids) => ({ selectedScoreId: String(ids.scoreId) }),
  },
  // The organizer console: its lists are event snapshots like the reads above.
  ...[
    organizerEventRoute,
    organizerHousesRoute,
    organizerTeamsRoute,
    organizerBattlesRoute,
    organizerSessionsRoute,
    organizerPlanningRoute,
    organizerPointsTableRoute,
    organizerTiebreakRoute,
    organizerQuarterRoute,
    organizerAwardsRoute,
    organizerSponsorsRoute,
    organizerExtraPointsRoute,
    organizerAuditRoute,
  ].map((route): HotRead => ({ name: route.path.slice(5), path: route.path, as: 'organizer' })),
  // Console reads that show what changes outside the event's tables are read fresh by design; so
  // are the quarter's preview (it follows the clock) and the crew saves awaiting review.
  ...[
    organizerCompaniesRoute,
    organizerCrewRoute,
    organizerQuarterPreviewRoute,
    organizerReviewRoute,
    organizerSetupChecklistRoute,
  ].map((route): HotRead => ({
    name: route.path.slice(5),
    path: route.path,
    as: 'organizer',
    reference: true,
  })),
  // The viewer's own open invite links: asked of the database on purpose (a revoked link must
  // vanish at once, and only its maker reads the list), so a reference.
  {
    name: 'invite-links',
    path: inviteLinksRoute.path,
    query: (ids) => ({ company_id: String(ids.ownCompanyId), team_id: String(ids.ownTeamId) }),
    reference: true,
  },
  // Issue 39: the pages of the screens people open most, as a signed-in browser asks for them:
  // one kept body per screen, language, branding and cookie state, with its preloads.
  ...['/home', '/leaderboard', '/team', '/crew-score'].map((page): HotRead => ({
    name: `page ${page}`,
    path: page,
  })),
  // Issue 41: the console's results for HR, from the leaderboard's snapshots; the reveal's state,
  // asked of the database (the organizer's phone and big screen only, a step a few seconds);
  // Web Push's public key; a person's own devices (their settings page), asked of the database.
  {
    name: 'organizer/hr-results',
    path: organizerHrResultsRoute.path,
    query: (ids) => ({ company_id: String(ids.ownCompanyId) }),
    as: 'organizer',
  },
  { name: 'organizer/reveal', path: organizerRevealRoute.path, as: 'organizer', reference: true },
  { name: 'push/key', path: pushKeyRoute.path },
  { name: 'push/subscriptions', path: pushSubscriptionsRoute.path, reference: true },
  // The health check asks the database on every call: a reference, not a hot read.
  { name: 'health (signed in)', path: healthRoute.path, reference: true },
];

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
  const { data: scored } = await call(base, scoresRoute, player);
  const session = scored.scores[0];
  if (!battle || !house || !other || !session) {
    throw new Error('the live demo event has no battle, no house, a single team or no scores');
  }
  return {
    battleId: battle.id,
    houseId: house.id,
    teamId: other.team_id,
    scoreId: session.id,
    ownTeamId: own.id,
    ownCompanyId: own.company_id,
  };
}

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
      `p99 ≤ ${TARGETS.p99Ms} ms, no errors or non-2xx; restart through npm start ≤ ${TARGETS.restartMs / 1000} s.`,
  );
  out();
}

function printTable(target: Target, coldStartMs: number, rows: Row[]) {
  const noops = rows.map((r) => r.noop.reqPerSec);
  const coldOk = coldStartMs <= TARGETS.restartMs;
  out(`== ${target.label} ==`);
  out(
    `restart through npm start to a healthy /api/health (existing database): ${(coldStartMs / 1000).toFixed(2)} s  ` +
      `${coldOk ? 'pass' : 'FAIL'} (target ≤ ${TARGETS.restartMs / 1000} s)`,
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

/**
 * As a user runs it: a first `npm start` (building what is stale, migrations, demo seed), stopped;
 * then the timed restart through `npm start` on the same data, spawn to a healthy
 * `GET /api/health`. The reads are then measured on the compiled server alone, so the CPU and
 * memory figures are the server's rather than npm's.
 */
async function startTimed(
  target: Target,
  port: number,
): Promise<{ app: Server; coldStartMs: number }> {
  const dataDir = path.join(workDir(), `data-${port}`);
  const env = appEnv(dataDir, target.databaseUrl);
  progress(`${target.label}: first npm start (build when stale, migrations, demo seed)…`);
  const first = spawnNpmStart('first-start', env, port);
  await waitUntilUp(first, healthRoute.path, 900_000);
  await stopServer(first);
  const spawned = performance.now();
  const restarted = spawnNpmStart('restart', env, port);
  await waitUntilUp(restarted, healthRoute.path, 60_000);
  const coldStartMs = performance.now() - spawned;
  await stopServer(restarted);
  const app = await startApp(env, port, 60_000, COMPILED_SERVER);
  return { app, coldStartMs };
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
  progress(`${target.label}: restart ${(coldStartMs / 1000).toFixed(2)} s; signing in…`);
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
      { url: app.url + read.path + queryOf(read, ids), headers, pid: app.child.pid },
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
  const series = await metricsSeries(app.url);
  out(`Metrics on (METRICS_TOKEN set): /metrics held ${series} request-duration series.`);
  out();
}

async function main(): Promise<void> {
  printMachine();
  makeWorkDir();
  const noop = spawnServer('noop', 'bench/noop.ts', {}, await freePort());
  await waitUntilUp(noop, '/', 30_000);

  // BENCH_ENGINES=postgres measures PostgreSQL only (pglite: PGlite only); both by default.
  const engines = process.env.BENCH_ENGINES?.split(',').map((name) => name.trim());
  if (!engines || engines.includes('pglite')) {
    await scoped(() => benchDatabase({ label: 'PGlite (embedded, temporary DATA_DIR)' }, noop));
  }
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl && (!engines || engines.includes('postgres'))) {
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
await runBench(main);
