/**
 * `npm run bench:large`: the leaderboards of a big event (the scoring issue). Into a temporary
 * database (PGlite, and PostgreSQL as well when DATABASE_URL is set) it seeds, beside the demo
 * data, an event of 1,000 teams of 10 players (10,000 users), 50 battles in which every team is
 * scored, and 100,000 cheers. Then, with the app started on it:
 *
 * - /leaderboard and /cheers-leaderboard as the demo player of one of its teams, each measured in
 *   turns with a bare Fastify route that answers the very same (brotli) bytes from memory
 *   (bench/sameBytes.ts): an answer that size is bytes-bound, so that route is its ceiling
 *   (product.md "Big events": aim at ≥ 50 % of it);
 * - the time from a crew save (POST /crew-score of one team's new rank) to the first leaderboard
 *   answer that shows it.
 *
 * It prints figures and never fails on them; it exits 1 only when something breaks.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { loginRoute } from '../src/shared/api/access';
import {
  chooseBattleRoute,
  chooseEventRoute,
  chooseRoleRoute,
  chooseTeamRoute,
} from '../src/shared/api/selection';
import { cheersLeaderboardRoute, leaderboardRoute } from '../src/shared/api/scores';
import {
  blankCrewResult,
  crewScoreFields,
  crewScoreRoute,
  crewScoreSaveRoute,
} from '../src/shared/api/crew';
import type { RouteContract } from '../src/shared/api/contract';
import type { EventRole } from '../src/shared/roles';
import { openDatabase } from '../src/server/db/client';
import { rowsOf } from '../src/server/db/wire';
import { freePort } from '../scripts/freePort';
import {
  ACCEPT_ENCODING,
  appEnv,
  call,
  DEMO_PASSWORD,
  DEMO_USERS,
  freshPostgres,
  makeWorkDir,
  measurePaired,
  out,
  pct,
  progress,
  runBench,
  scoped,
  SECONDS,
  spawnServer,
  startApp,
  stopServer,
  waitUntilUp,
  workDir,
  type Session,
  type Target,
} from './harness';

const TEAMS = 1_000;
const PLAYERS_PER_TEAM = 10;
const USERS = TEAMS * PLAYERS_PER_TEAM;
const BATTLES = 50;
const CHEERS_PER_USER = 10;
const EVENT_NAME = 'Big Games';
const teamName = (n: string) => `'Big Team ' || lpad((${n})::text, 4, '0')`;

interface BigEvent {
  eventId: number;
  /** The demo player's team and the crew member's battle and session. */
  teamId: number;
  battleId: number;
  scoreId: number;
}

/** Seeds the big event straight into the database (the app is stopped); returns its ids. */
async function seedBigEvent(dataDir: string, databaseUrl: string | undefined): Promise<BigEvent> {
  const database = await openDatabase({ dataDir, databaseUrl });
  const q = async <T>(text: string) => rowsOf<T>(await database.db.execute(sql.raw(text)));
  try {
    const [{ id: e }] = await q<{ id: number }>(`
      insert into events (name, date, end_date, closing_date, cheers_start_time, cheers_end_time,
                          max_players, event_type)
      values ('${EVENT_NAME}', now() - interval '3 hours', now() + interval '1 day',
              now() - interval '1 day', now() - interval '1 day', now() + interval '1 day',
              ${PLAYERS_PER_TEAM + 1}, 'Event')
      returning id`);
    await q(`insert into companies (name)
      select 'Big Company ' || g from generate_series(1, 100) g`);
    await q(`insert into event_companies (event_id, company_id)
      select ${e}, id from companies where name like 'Big Company %'`);
    await q(`insert into teams (event_id, company_id, name, picture)
      select ${e}, c.id, ${teamName('g')}, '/demo/teams/big.webp'
      from generate_series(1, ${TEAMS}) g
      join companies c on c.name = 'Big Company ' || (1 + (g - 1) % 100)`);
    await q(`insert into users (first_name, last_name, email, password_hash, confirmed_at)
      select 'Fan', 'Number ' || g, 'fan' || g || '@big.test',
             (select password_hash from users where email = '${DEMO_USERS.player}'), now()
      from generate_series(1, ${USERS}) g`);
    await q(`insert into team_players (team_id, user_id, is_captain)
      select t.id, u.id, (g - 1) % ${PLAYERS_PER_TEAM} = 0
      from generate_series(1, ${USERS}) g
      join users u on u.email = 'fan' || g || '@big.test'
      join teams t on t.event_id = ${e} and t.name = ${teamName(`(g - 1) / ${PLAYERS_PER_TEAM} + 1`)}`);
    await q(`insert into battles (event_id, name, scoring_type)
      select ${e}, 'Big Battle ' || g, 'rank' from generate_series(1, ${BATTLES}) g`);
    await q(`insert into score_sessions (battle_id, start_time, end_time)
      select id, now() - interval '2 hours', now() - interval '1 hour'
      from battles where event_id = ${e}`);
    await q(`insert into points_table (event_id, rank, score, joker, ladies)
      select ${e}, r, 100 - 5 * (r - 1), 100 - 5 * (r - 1), 5 from generate_series(1, 20) r`);
    await q(`insert into tiebreak_battles (event_id, battle_id, position)
      select ${e}, id, row_number() over (order by id)
      from battles where event_id = ${e} order by id limit 3`);
    await q(`insert into results (score_session_id, team_id, rank, points)
      select ss.id, t.id, x.rank, coalesce(pt.score, 0)
      from score_sessions ss
      join battles b on b.id = ss.battle_id and b.event_id = ${e}
      cross join teams t
      cross join lateral (select ((t.id * 7 + ss.id * 13) % ${TEAMS}) + 1 as rank) x
      left join points_table pt on pt.event_id = ${e} and pt.rank = x.rank
      where t.event_id = ${e}`);
    await q(`insert into cheers (user_id, team_id)
      select u.id, t.id
      from generate_series(1, ${USERS}) g
      join users u on u.email = 'fan' || g || '@big.test'
      cross join generate_series(0, ${CHEERS_PER_USER - 1}) k
      join teams t on t.event_id = ${e} and t.name = ${teamName(`(g + k * 97) % ${TEAMS} + 1`)}`);

    // The demo player plays in the first team, the demo crew member scores the first battle.
    const [ids] = await q<{ team_id: number; battle_id: number; score_id: number }>(`
      select (select id from teams where event_id = ${e} and name = 'Big Team 0001') as team_id,
             b.id as battle_id, ss.id as score_id
      from battles b join score_sessions ss on ss.battle_id = b.id
      where b.event_id = ${e} order by b.id limit 1`);
    const user = (role: EventRole) => `(select id from users where email = '${DEMO_USERS[role]}')`;
    await q(
      `insert into team_players (team_id, user_id) values (${ids.team_id}, ${user('player')})`,
    );
    await q(`insert into event_roles (user_id, event_id, role)
      values (${user('player')}, ${e}, 'player'), (${user('crew')}, ${e}, 'crew')`);
    await q(`insert into crew_assignments (user_id, battle_id)
      values (${user('crew')}, ${ids.battle_id})`);
    return { eventId: e, teamId: ids.team_id, battleId: ids.battle_id, scoreId: ids.score_id };
  } finally {
    await database.close();
  }
}

/** Signs a demo user into the big event: role, event, then team (player) or battle (crew). */
async function signInto(base: string, role: EventRole, big: BigEvent): Promise<Session> {
  const login = await call(base, loginRoute, undefined, {
    email: DEMO_USERS[role],
    password: DEMO_PASSWORD,
  });
  const sid = login.cookies.map((c) => c.split(';')[0]).find((c) => c.startsWith('sid='));
  if (!sid) throw new Error(`login of ${DEMO_USERS[role]} set no sid cookie`);
  const session: Session = { role, cookie: sid };
  await call(base, chooseRoleRoute, session, { role });
  await call(base, chooseEventRoute, session, { event_id: big.eventId });
  if (role === 'player') {
    await call(base, chooseTeamRoute, session, { team_id: big.teamId, event_id: big.eventId });
  }
  if (role === 'crew') await call(base, chooseBattleRoute, session, { battle_id: big.battleId });
  return session;
}

/** The answer's bytes as sent on the wire (still compressed) and its content-encoding. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ bytes: Buffer; encoding: string | undefined }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`GET ${url} answered ${res.statusCode}`));
          else resolve({ bytes: Buffer.concat(chunks), encoding: res.headers['content-encoding'] });
        });
      })
      .on('error', reject);
  });
}

/** Reads a route as a session with the selection headers the web app would send. */
async function readAs<C extends RouteContract>(
  base: string,
  contract: C,
  session: Session,
  headers: Record<string, string> = {},
) {
  const answer = await fetch(base + contract.path, {
    headers: { cookie: session.cookie, ...headers },
  });
  if (answer.status !== 200) throw new Error(`${contract.path} answered ${answer.status}`);
  return contract.response.parse(await answer.json()) as ReturnType<C['response']['parse']>;
}

/** A crew save of one team's new rank, then leaderboard reads until one shows its new points. */
async function saveToFreshLeaderboard(base: string, big: BigEvent, player: Session, crew: Session) {
  const selected = { selectedscoreid: String(big.scoreId) };
  const form = await readAs(base, crewScoreRoute, crew, selected);
  const before = await readAs(base, leaderboardRoute, player);
  // The last team of the leaderboard wins this battle: its total grows by rank 1's score.
  const last = before.teams[before.teams.length - 1];
  const card = form.teams.find((team) => team.team_id === last.team_id);
  if (!card) throw new Error('the last team of the leaderboard is not in the crew session');
  const body = crewScoreFields(form.score_id, form.version, [
    blankCrewResult(card.team_id, { challengeScoreId: card.challenge_score_id, rank: '1' }),
  ]);
  const started = performance.now();
  await call(base, crewScoreSaveRoute, crew, body);
  const saved = performance.now() - started;
  for (;;) {
    const now = await readAs(base, leaderboardRoute, player);
    const team = now.teams.find((t) => t.team_id === last.team_id);
    if (team && team.points !== last.points) {
      return { savedMs: saved, freshMs: performance.now() - started, from: last, to: team };
    }
    if (performance.now() - started > 30_000) throw new Error('the leaderboard never showed it');
  }
}

async function benchLarge(target: Target): Promise<void> {
  const port = await freePort();
  const dataDir = path.join(workDir(), `data-large-${port}`);
  const env = appEnv(dataDir, target.databaseUrl);
  progress(`${target.label}: first start (migrations, demo seed)…`);
  await stopServer(await startApp(env, port, 180_000));
  progress(`${target.label}: seeding ${TEAMS} teams, ${BATTLES} battles, ${USERS} users…`);
  const seedStarted = performance.now();
  const big = await seedBigEvent(dataDir, target.databaseUrl);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const app = await startApp(env, port, 120_000);
  const player = await signInto(app.url, 'player', big);
  const crew = await signInto(app.url, 'crew', big);

  out(`== ${target.label} ==`);
  out(
    `seeded ${TEAMS} teams, ${USERS} users, ${BATTLES} battles (${TEAMS * BATTLES} results), ` +
      `${USERS * CHEERS_PER_USER} cheers in ${seedSeconds.toFixed(1)} s`,
  );
  out();
  out('read                 answer B  req/s  p50 ms  p99 ms  err  same-bytes req/s  % of it');
  for (const contract of [leaderboardRoute, cheersLeaderboardRoute]) {
    const headers = { 'accept-encoding': ACCEPT_ENCODING, cookie: player.cookie };
    const url = app.url + contract.path;
    const answer = await rawGet(url, headers);
    const file = path.join(workDir(), `answer-${port}.bin`);
    fs.writeFileSync(file, answer.bytes);
    const ceiling = spawnServer(
      'same-bytes',
      'bench/sameBytes.ts',
      { BYTES_FILE: file, BYTES_ENCODING: answer.encoding ?? '' },
      await freePort(),
    );
    await waitUntilUp(ceiling, '/', 30_000);
    const paired = await measurePaired(
      { url, headers, pid: app.child.pid },
      {
        url: `${ceiling.url}/`,
        headers: { 'accept-encoding': ACCEPT_ENCODING },
        pid: ceiling.child.pid,
      },
    );
    await stopServer(ceiling);
    const m = paired.read;
    out(
      [
        contract.path.replace('/api/', '').padEnd(19),
        String(answer.bytes.length).padStart(9),
        String(Math.round(m.reqPerSec)).padStart(6),
        m.p50.toFixed(1).padStart(7),
        m.p99.toFixed(1).padStart(7),
        String(m.errors + m.non2xx).padStart(4),
        String(Math.round(paired.noop.reqPerSec)).padStart(17),
        pct(m.reqPerSec / paired.noop.reqPerSec).padStart(8),
      ].join(' '),
    );
  }
  const fresh = await saveToFreshLeaderboard(app.url, big, player, crew);
  out();
  out(
    `a crew save (${fresh.from.name}: ${fresh.from.points} → ${fresh.to.points} points, ` +
      `position ${fresh.from.position} → ${fresh.to.position}) answered in ${fresh.savedMs.toFixed(0)} ms; ` +
      `the first leaderboard answer showing it came ${fresh.freshMs.toFixed(0)} ms after the save was sent`,
  );
  out();
}

async function main(): Promise<void> {
  const cpus = os.cpus();
  out(`Machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, node ${process.version}`);
  out(
    `Load: 50 connections, ${SECONDS} rounds of 1 s per read in turns with its same-bytes route.`,
  );
  out();
  makeWorkDir();
  await scoped(() => benchLarge({ label: 'PGlite (embedded, temporary DATA_DIR)' }));
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    await scoped(async () =>
      benchLarge({
        label: 'PostgreSQL (fresh bench_ database)',
        databaseUrl: await freshPostgres(adminUrl),
      }),
    );
  }
}

await runBench(main);
