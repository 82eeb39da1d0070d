/**
 * Several processes (issue "Proof under faults and attack"; product.md "Scale-out"): two real app
 * processes on one PostgreSQL, behind nothing but their two ports. Each keeps sessions and
 * snapshots in memory, so before every write the second process is made to remember the old
 * answer; a write through the first — a cheer, a result, a logout, a selection — must then be
 * seen through the second at once: as soon as NOTIFY has carried it over, never after a
 * time-out. tests/api/scaleOut.test.ts proves the same with two apps in one process.
 *
 * PGlite is embedded in one process, so on PGlite the processes take turns on one data folder
 * (a redeploy): the next one sees every write of the one before.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/db/seed';
import { DEMO_EVENTS, type DemoEventKey } from '../../src/server/db/seed/content';
import { DEMO_ACCOUNTS, DEMO_SUPPORTERS, emailLocalPart } from '../../src/server/db/seed/people';
import { createTestDatabase, dbKinds } from '../helpers/testDb';
import {
  HttpClient,
  killAllServers,
  PROCESS_TEST_TIMEOUT_MS,
  startServer,
  type ServerProcess,
} from '../helpers/serverProcess';

/** How long the second process may take to hear of a change. */
const ARRIVAL_MS = 2000;

const eventName = (key: DemoEventKey) => DEMO_EVENTS.find((event) => event.key === key)!.name;
const demoEmail = (role: string) => DEMO_ACCOUNTS.find((account) => account.role === role)!.email;
const supporterEmail = (n: number) => `${emailLocalPart(DEMO_SUPPORTERS[n])}@example.com`;
const supporterName = (n: number) =>
  `${DEMO_SUPPORTERS[n].firstName} ${DEMO_SUPPORTERS[n].lastName}`;

/** The second process's answer, until it equals what the first answers after the write. */
const arrives = <T>(read: () => Promise<T>) =>
  expect.poll(read, { timeout: ARRIVAL_MS, interval: 20 });

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'two-processes-'));
}

async function signIn(url: string, email: string): Promise<HttpClient> {
  const client = new HttpClient(url);
  await client.ok('POST', '/api/login', { email, password: DEMO_PASSWORD });
  return client;
}

async function chooseEvent(client: HttpClient, role: string, key: DemoEventKey): Promise<void> {
  await client.ok('POST', '/api/role', { role });
  const { events } = await client.ok<{ events: { id: number; name: string }[] }>(
    'GET',
    '/api/event-select',
  );
  const event = events.find((e) => e.name === eventName(key))!;
  await client.ok('POST', '/api/event-select', { event_id: event.id });
}

// ---------------------------------------------------------------------------------------------
// The writes and the reads that show them
// ---------------------------------------------------------------------------------------------

interface Cheers {
  cheers: { name: string; message: string | null }[];
  cheer_count: number;
}

const cheersOf = (client: HttpClient, teamId: number) =>
  client.ok<Cheers>('GET', '/api/cheers', undefined, { otherTeamId: String(teamId) });

/** Demo supporter n in the upcoming event, and a team they have not cheered yet. */
async function supporterWithTeamToCheer(url: string, n: number) {
  const supporter = await signIn(url, supporterEmail(n));
  await chooseEvent(supporter, 'supporter', 'upcoming');
  const { teams } = await supporter.ok<{ teams: { team_id: number }[] }>('GET', '/api/teams');
  for (const team of teams) {
    const { cheers } = await cheersOf(supporter, team.team_id);
    if (!cheers.some((cheer) => cheer.name === supporterName(n))) {
      return { supporter, teamId: team.team_id };
    }
  }
  throw new Error(`supporter ${n} cheered every team already`);
}

const CHEER_COMMENT = 'Seen from the other process';

async function cheer(supporter: HttpClient, teamId: number) {
  await supporter.ok('PUT', '/api/put-cheer', { team_id: teamId, comment: CHEER_COMMENT });
}

/** The demo player, with their team in the live event chosen. */
async function livePlayer(url: string): Promise<HttpClient> {
  const player = await signIn(url, demoEmail('player'));
  await player.ok('POST', '/api/role', { role: 'player' });
  const { teams } = await player.ok<{
    teams: { team_id: number; event_id: number; event_name: string }[];
  }>('GET', '/api/team-select');
  const team = teams.find((t) => t.event_name === eventName('live'))!;
  await player.ok('POST', '/api/team-select', { team_id: team.team_id, event_id: team.event_id });
  return player;
}

const leaderboard = (client: HttpClient) => client.ok('GET', '/api/leaderboard');

/** The demo crew member in the live event, and a session of theirs still missing results. */
async function crewWithOpenSession(url: string) {
  const crew = await signIn(url, demoEmail('crew'));
  await chooseEvent(crew, 'crew', 'live');
  const { battles } = await crew.ok<{ battles: { score_id: number; is_correct: boolean }[] }>(
    'GET',
    '/api/crew-battles',
  );
  const scoreId = battles.find((battle) => !battle.is_correct)!.score_id;
  return { crew, selected: { selectedScoreId: String(scoreId) }, scoreId };
}

/** Saves a result for every team of the session, the form's last team winning. */
async function saveResults(crew: HttpClient, scoreId: number) {
  const form = await crew.ok<{ version: number; teams: { team_id: number }[] }>(
    'GET',
    '/api/crew-score',
    undefined,
    { selectedScoreId: String(scoreId) },
  );
  const body: Record<string, unknown> = { version: form.version };
  form.teams.forEach((team, n) => {
    body[`score_id.${n}`] = scoreId;
    body[`team_id.${n}`] = team.team_id;
    body[`score_1.${n}`] = 10 + n;
    body[`rank.${n}`] = form.teams.length - n;
  });
  await crew.ok('POST', '/api/crew-score', body);
}

/** Status and body: without an event chosen, /home answers 403 and leads to the event choice. */
const home = (client: HttpClient) => client.get('/api/home');

// ---------------------------------------------------------------------------------------------

describe.each(dbKinds.filter((kind) => kind === 'postgres'))(
  'two app processes on one %s database',
  () => {
    let dataDirs: string[] = [];
    let dropDatabase = async () => {};
    let one: ServerProcess;
    let two: ServerProcess;

    beforeAll(async () => {
      const database = await createTestDatabase('postgres');
      dropDatabase = () => database.close();
      dataDirs = [tempDir(), tempDir()];
      // Started together on the empty database: the demo is seeded once, under its lock.
      [one, two] = await Promise.all(
        dataDirs.map((dataDir) =>
          startServer({ dataDir, databaseUrl: database.url, env: { RATE_LIMIT_FACTOR: '20' } }),
        ),
      );
    }, PROCESS_TEST_TIMEOUT_MS);
    afterAll(async () => {
      await killAllServers();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
      await dropDatabase();
    });

    /** What the same person is answered through the second process. */
    const throughTwo = (client: HttpClient) => client.at(two.url);

    it('shows a cheer given through one process in the team’s cheers on the other', async () => {
      const { supporter, teamId } = await supporterWithTeamToCheer(one.url, 0);
      const before = await cheersOf(throughTwo(supporter), teamId);

      await cheer(supporter, teamId);
      const after = await cheersOf(supporter, teamId);
      expect(after.cheer_count).toBe(before.cheer_count + 1);
      expect(after.cheers[0].message).toBe(CHEER_COMMENT);
      await arrives(() => cheersOf(throughTwo(supporter), teamId)).toEqual(after);
    });

    it('shows a result saved through one process on the other’s leaderboard', async () => {
      const player = await livePlayer(one.url);
      const before = await leaderboard(throughTwo(player));
      const { crew, selected, scoreId } = await crewWithOpenSession(one.url);
      const formBefore = await throughTwo(crew).ok('GET', '/api/crew-score', undefined, selected);

      await saveResults(crew, scoreId);
      const expected = await leaderboard(player);
      expect(expected).not.toEqual(before);
      await arrives(() => leaderboard(throughTwo(player))).toEqual(expected);
      const formAfter = await crew.ok('GET', '/api/crew-score', undefined, selected);
      expect(formAfter).not.toEqual(formBefore);
      expect(await throughTwo(crew).ok('GET', '/api/crew-score', undefined, selected)).toEqual(
        formAfter,
      );
    });

    it('refuses a session on the other process once it was ended through one', async () => {
      const organizer = await signIn(one.url, demoEmail('organizer'));
      const cookie = organizer.cookieHeader();
      const checkAuth = async (client: HttpClient) =>
        (await client.get('/api/check-auth', { cookie })).status;
      expect(await checkAuth(throughTwo(organizer))).toBe(200);

      expect((await organizer.post('/api/logout')).status).toBe(200);
      expect(await checkAuth(organizer)).toBe(401);
      await arrives(() => checkAuth(throughTwo(organizer))).toBe(401);
    });

    it('follows a role and an event chosen through the other process', async () => {
      const supporter = await signIn(one.url, supporterEmail(1));
      await chooseEvent(supporter, 'supporter', 'upcoming');
      const upcomingHome = await home(throughTwo(supporter));
      expect(upcomingHome.status).toBe(200);

      await chooseEvent(supporter, 'supporter', 'live');
      const liveHome = await home(supporter);
      expect(liveHome.status).toBe(200);
      expect(liveHome).not.toEqual(upcomingHome);
      await arrives(() => home(throughTwo(supporter))).toEqual(liveHome);

      // Choosing a role again leaves no event chosen.
      await supporter.ok('POST', '/api/role', { role: 'supporter' });
      const roleHome = await home(supporter);
      expect(roleHome.body).toMatchObject({ redirect: '/event-select' });
      await arrives(() => home(throughTwo(supporter))).toEqual(roleHome);
    });
  },
);

describe.each(dbKinds.filter((kind) => kind === 'pglite'))(
  'one app process after another on a %s data folder',
  () => {
    let dataDir: string;

    beforeAll(() => {
      dataDir = tempDir();
    });
    afterAll(async () => {
      await killAllServers();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it(
      'shows the next process every cheer, result, logout and selection of the one before',
      async () => {
        const start = () => startServer({ dataDir, env: { RATE_LIMIT_FACTOR: '20' } });
        const one = await start();

        const { supporter, teamId } = await supporterWithTeamToCheer(one.url, 0);
        await cheer(supporter, teamId);
        const cheers = await cheersOf(supporter, teamId);
        expect(cheers.cheers[0].message).toBe(CHEER_COMMENT);

        const player = await livePlayer(one.url);
        const before = await leaderboard(player);
        const { crew, scoreId } = await crewWithOpenSession(one.url);
        await saveResults(crew, scoreId);
        const standings = await leaderboard(player);
        expect(standings).not.toEqual(before);

        const organizer = await signIn(one.url, demoEmail('organizer'));
        const cookie = organizer.cookieHeader();
        expect((await organizer.post('/api/logout')).status).toBe(200);

        const chooser = await signIn(one.url, supporterEmail(1));
        await chooseEvent(chooser, 'supporter', 'live');
        const chosenHome = await home(chooser);
        expect(chosenHome.status).toBe(200);

        await one.stop();
        const two = await start();
        const on = (client: HttpClient) => client.at(two.url);
        expect(await cheersOf(on(supporter), teamId)).toEqual(cheers);
        expect(await leaderboard(on(player))).toEqual(standings);
        expect((await on(organizer).get('/api/check-auth', { cookie })).status).toBe(401);
        expect(await home(on(chooser))).toEqual(chosenHome);
        await two.stop();
      },
      PROCESS_TEST_TIMEOUT_MS,
    );
  },
);
