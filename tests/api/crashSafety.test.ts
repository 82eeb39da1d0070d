/**
 * Crash safety (issue "Proof under faults and attack"): the real server, seeded with the demo,
 * takes concurrent writes — crew saves, cheers, challenges, profile edits — and is killed with
 * SIGKILL while they are in flight, then started again on the same data. Every write that got a
 * 2xx must be there, and nothing may be half-written: a crew save is all the session's teams and
 * its version, or none of them.
 *
 * Each writer is a chain of writes sent one after another, with a model of what the data must
 * be: after its last acknowledged write, or after the write that was in flight when the server
 * died (it may have committed without its answer getting out). What is read after the restart
 * must be exactly one of those two.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/db/seed';
import { DEMO_EVENTS } from '../../src/server/db/seed/content';
import { DEMO_ACCOUNTS, DEMO_SUPPORTERS, emailLocalPart } from '../../src/server/db/seed/people';
import { createTestDatabase, dbKinds } from '../helpers/testDb';
import {
  HttpClient,
  killAllServers,
  PROCESS_TEST_TIMEOUT_MS,
  startServer,
  type Answer,
  type ServerProcess,
} from '../helpers/serverProcess';

/** The server is killed once this many writes were acknowledged, at least two of each kind. */
const KILL_AFTER_ACKS = 40;
/** …or after this long, if the writes are slower than expected. */
const KILL_AFTER_MS = 30_000;

const upcomingEventName = DEMO_EVENTS.find((event) => event.key === 'upcoming')!.name;
const demoEmail = (role: string) => DEMO_ACCOUNTS.find((account) => account.role === role)!.email;

type WriteKind = 'profile' | 'cheer' | 'challenge' | 'crew save';
const WRITE_KINDS: WriteKind[] = ['profile', 'cheer', 'challenge', 'crew save'];

/** What a chain of writes has made of the data: after its acknowledged writes, and maybe one more. */
interface Chain<S> {
  name: string;
  kind: WriteKind;
  acked: S;
  /** The state the write in flight at the kill would leave, had it committed. */
  inFlight: S | null;
}

/** The load: counts acknowledged writes and kills the server at the chosen moment. */
class Load {
  acks = 0;
  acksByKind = new Map<WriteKind, number>(WRITE_KINDS.map((kind) => [kind, 0]));
  unexpected: string[] = [];
  private killing: Promise<void> | null = null;
  private timer: NodeJS.Timeout;

  constructor(private server: ServerProcess) {
    this.timer = setTimeout(() => void this.kill(), KILL_AFTER_MS);
  }

  kill(): Promise<void> {
    clearTimeout(this.timer);
    this.killing ??= this.server.kill();
    return this.killing;
  }

  /**
   * Sends one write of a chain. Answers whether the chain goes on: false once the server is gone
   * (the write stays in flight: it may or may not have committed). A refusal leaves the state;
   * one that `refusalExpected` does not allow is recorded as unexpected.
   */
  async write<S>(
    chain: Chain<S>,
    next: S,
    send: () => Promise<Answer>,
    refusalExpected: (answer: Answer) => boolean = () => false,
  ): Promise<boolean> {
    chain.inFlight = next;
    let answer: Answer;
    try {
      answer = await send();
    } catch {
      return false;
    }
    chain.inFlight = null;
    if (answer.status >= 200 && answer.status < 300) {
      chain.acked = next;
      this.acks += 1;
      this.acksByKind.set(chain.kind, this.acksByKind.get(chain.kind)! + 1);
      const everyKind = [...this.acksByKind.values()].every((acks) => acks >= 2);
      if (this.acks >= KILL_AFTER_ACKS && everyKind) void this.kill();
    } else if (!refusalExpected(answer)) {
      this.unexpected.push(`${chain.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return true;
  }
}

/** Asserts that the data read after the restart is one of the chain's possible states. */
function expectOneOf<S>(chain: Chain<S>, actual: S) {
  const possible = chain.inFlight === null ? [chain.acked] : [chain.acked, chain.inFlight];
  expect(possible, `${chain.name} after the restart`).toContainEqual(actual);
}

async function signIn(url: string, email: string): Promise<HttpClient> {
  const client = new HttpClient(url);
  await client.ok('POST', '/api/login', { email, password: DEMO_PASSWORD });
  return client;
}

async function eventIdByName(client: HttpClient, name: string): Promise<number> {
  const { events } = await client.ok<{ events: { id: number; name: string }[] }>(
    'GET',
    '/api/event-select',
  );
  return events.find((event) => event.name === name)!.id;
}

// ---------------------------------------------------------------------------------------------
// Profile edits: each edit writes its number into the last name and the bio together
// ---------------------------------------------------------------------------------------------

type ProfileState = { name: string; bio: string | null };

async function readProfile(client: HttpClient): Promise<ProfileState> {
  const profile = await client.ok<ProfileState>('GET', '/api/edit-profile');
  return { name: profile.name, bio: profile.bio };
}

async function profileChain(client: HttpClient, who: string): Promise<Chain<ProfileState>> {
  return {
    name: `profile of ${who}`,
    kind: 'profile',
    acked: await readProfile(client),
    inFlight: null,
  };
}

async function editProfiles(load: Load, client: HttpClient, chain: Chain<ProfileState>) {
  for (let n = 1; ; n += 1) {
    const next = { name: `Edit ${n}`, bio: `Crash safety edit ${n}` };
    const sent = await load.write(chain, next, () =>
      client.post('/api/edit-profile', { first_name: 'Crash', ...next, is_public: true }),
    );
    if (!sent) return;
  }
}

// ---------------------------------------------------------------------------------------------
// Cheers: a supporter cheers every team once, each cheer with a message naming it
// ---------------------------------------------------------------------------------------------

const cheerMessage = (supporter: number, teamId: number) => `crash ${supporter}:${teamId}`;

async function cheerTeams(
  load: Load,
  client: HttpClient,
  chain: Chain<string[]>,
  supporter: number,
  teamIds: number[],
) {
  for (const teamId of teamIds) {
    const comment = cheerMessage(supporter, teamId);
    const sent = await load.write(
      chain,
      [...chain.acked, comment].sort(),
      () => client.put('/api/put-cheer', { team_id: teamId, comment }),
      // The demo already has some of these cheers.
      (answer) => answer.status === 409,
    );
    if (!sent) return;
  }
}

/** Every cheer message of the load, as the teams' cheer lists show them. */
async function cheerMessagesOf(client: HttpClient, teamIds: number[]): Promise<string[]> {
  const lists = await Promise.all(
    teamIds.map((teamId) =>
      client.ok<{ cheers: { message: string | null }[] }>('GET', '/api/cheers', undefined, {
        otherTeamId: String(teamId),
      }),
    ),
  );
  return lists.flatMap((list) => list.cheers.flatMap((cheer) => cheer.message ?? []));
}

// ---------------------------------------------------------------------------------------------
// Challenges: the demo player's team challenges one team and withdraws the one before, in turn
// ---------------------------------------------------------------------------------------------

async function challengedIds(client: HttpClient): Promise<number[]> {
  const rivals = await client.ok<{ challenged: { id: number }[] }>('GET', '/api/rivals');
  return rivals.challenged.map((team) => team.id).sort((a, b) => a - b);
}

async function challengeInTurn(
  load: Load,
  client: HttpClient,
  chain: Chain<number[]>,
  targets: number[],
) {
  const send = (teamId: number, challenged: boolean) => {
    const without = chain.acked.filter((id) => id !== teamId);
    const next = (challenged ? [...without, teamId] : without).sort((a, b) => a - b);
    return load.write(chain, next, () =>
      client.put('/api/put-challenge', { challenged_id: teamId, challenged }),
    );
  };
  for (let n = 0; ; n += 1) {
    if (!(await send(targets[n % targets.length], true))) return;
    if (n > 0 && !(await send(targets[(n - 1) % targets.length], false))) return;
  }
}

// ---------------------------------------------------------------------------------------------
// Crew saves: each save of a session writes score_1 = 1000 + the version it is based on to
// every team, so a session's results and version always tell which save they come from
// ---------------------------------------------------------------------------------------------

interface SessionState {
  version: number;
  /** [team id, score_1] of every team of the session, by team id. */
  scores: [number, number | null][];
}

interface CrewForm {
  version: number;
  teams: { team_id: number; score_1: number | null }[];
}

const sessionStateOf = (form: CrewForm): SessionState => ({
  version: form.version,
  scores: form.teams
    .map((team): [number, number | null] => [team.team_id, team.score_1])
    .sort((a, b) => a[0] - b[0]),
});

const readSession = async (client: HttpClient, scoreId: number) =>
  sessionStateOf(
    await client.ok<CrewForm>('GET', '/api/crew-score', undefined, {
      selectedScoreId: String(scoreId),
    }),
  );

function crewSave(scoreId: number, state: SessionState) {
  const body: Record<string, unknown> = { version: state.version };
  state.scores.forEach(([teamId], n) => {
    body[`score_id.${n}`] = scoreId;
    body[`team_id.${n}`] = teamId;
    body[`score_1.${n}`] = 1000 + state.version;
  });
  const next: SessionState = {
    version: state.version + 1,
    scores: state.scores.map(([teamId]) => [teamId, 1000 + state.version]),
  };
  return { body, next };
}

async function saveSessions(
  load: Load,
  client: HttpClient,
  chain: Chain<SessionState>,
  scoreId: number,
) {
  for (;;) {
    const { body, next } = crewSave(scoreId, chain.acked);
    if (!(await load.write(chain, next, () => client.post('/api/crew-score', body)))) return;
  }
}

// ---------------------------------------------------------------------------------------------

describe.each(dbKinds)('the server killed mid-write on %s', (kind) => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-safety-'));
    if (kind === 'postgres') {
      const database = await createTestDatabase('postgres');
      databaseUrl = database.url;
      dropDatabase = () => database.close();
    }
  }, PROCESS_TEST_TIMEOUT_MS);
  afterAll(async () => {
    await killAllServers();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  });

  const start = () => startServer({ dataDir, databaseUrl, env: { RATE_LIMIT_FACTOR: '20' } });

  it(
    'keeps every acknowledged write and no half-written one after SIGKILL and a restart',
    async () => {
      const first = await start();
      const url = first.url;

      // Who writes: the demo supporters cheer the upcoming event's teams, its player challenges,
      // the crew saves every session they score, and everyone edits their profile.
      const supporterEmails = [
        demoEmail('supporter'),
        ...DEMO_SUPPORTERS.map((person) => `${emailLocalPart(person)}@example.com`),
      ];
      const supporters = await Promise.all(supporterEmails.map((email) => signIn(url, email)));
      for (const supporter of supporters) {
        await supporter.ok('POST', '/api/role', { role: 'supporter' });
      }
      const upcoming = await eventIdByName(supporters[0], upcomingEventName);
      for (const supporter of supporters) {
        await supporter.ok('POST', '/api/event-select', { event_id: upcoming });
      }
      const { teams } = await supporters[0].ok<{ teams: { team_id: number }[] }>(
        'GET',
        '/api/teams',
      );
      const teamIds = teams.map((team) => team.team_id);

      const player = await signIn(url, demoEmail('player'));
      await player.ok('POST', '/api/role', { role: 'player' });
      const { teams: ownTeams } = await player.ok<{
        teams: { team_id: number; event_id: number }[];
      }>('GET', '/api/team-select');
      const ownTeam = ownTeams.find((team) => team.event_id === upcoming)!;
      await player.ok('POST', '/api/team-select', ownTeam);
      const challenged = await challengedIds(player);
      const targets = teamIds.filter((id) => id !== ownTeam.team_id && !challenged.includes(id));

      // One crew sign-in per event the demo crew member scores in, each with its sessions.
      const crewProbe = await signIn(url, demoEmail('crew'));
      await crewProbe.ok('POST', '/api/role', { role: 'crew' });
      const crewEvents = (
        await crewProbe.ok<{ events: { id: number }[] }>('GET', '/api/event-select')
      ).events;
      const crewSessions: { client: HttpClient; scoreId: number }[] = [];
      for (const event of crewEvents) {
        const crew = await signIn(url, demoEmail('crew'));
        await crew.ok('POST', '/api/role', { role: 'crew' });
        await crew.ok('POST', '/api/event-select', { event_id: event.id });
        const { battles } = await crew.ok<{ battles: { score_id: number; start_time: string }[] }>(
          'GET',
          '/api/crew-battles',
        );
        // Results are taken only for sessions that have started (the live event's).
        for (const battle of battles.filter((b) => Date.parse(b.start_time) <= Date.now())) {
          crewSessions.push({ client: crew, scoreId: battle.score_id });
        }
      }
      expect(crewSessions.length).toBeGreaterThanOrEqual(2);

      const editors = [
        ...supporters.map((client, n) => ({ client, who: supporterEmails[n] })),
        { client: player, who: 'the player' },
        { client: crewProbe, who: 'the crew member' },
        { client: await signIn(url, demoEmail('contactPerson')), who: 'the contact person' },
        { client: await signIn(url, demoEmail('organizer')), who: 'the organizer' },
      ];

      // Each kind of write once before the load: a write's first run is slow (cold caches, code
      // not yet optimised), and the load should run at its pace when the kill comes.
      await Promise.all([
        ...editors.map(({ client }) =>
          client.ok('POST', '/api/edit-profile', {
            first_name: 'Warm',
            name: 'Up',
            is_public: true,
          }),
        ),
        supporters[0].ok('PUT', '/api/put-cheer', { team_id: teamIds[0], comment: 'warm-up' }),
        (async () => {
          const body = { challenged_id: targets[0], challenged: true };
          await player.ok('PUT', '/api/put-challenge', body);
          await player.ok('PUT', '/api/put-challenge', { ...body, challenged: false });
        })(),
        ...crewSessions.map(async ({ client, scoreId }) => {
          const { body } = crewSave(scoreId, await readSession(client, scoreId));
          await client.ok('POST', '/api/crew-score', body);
        }),
      ]);

      // The chains and their starting states, read before the load.
      const profiles = await Promise.all(editors.map((e) => profileChain(e.client, e.who)));
      const cheers: Chain<string[]>[] = supporters.map((_, n) => ({
        name: `cheers of supporter ${n}`,
        kind: 'cheer',
        acked: [],
        inFlight: null,
      }));
      const challenges: Chain<number[]> = {
        name: 'challenges of the player',
        kind: 'challenge',
        acked: challenged,
        inFlight: null,
      };
      const sessions = await Promise.all(
        crewSessions.map(async ({ client, scoreId }) => ({
          name: `crew session ${scoreId}`,
          kind: 'crew save' as const,
          acked: await readSession(client, scoreId),
          inFlight: null,
        })),
      );

      // The load, until the server is killed under it.
      const load = new Load(first);
      await Promise.all([
        ...editors.map((e, n) => editProfiles(load, e.client, profiles[n])),
        ...supporters.map((client, n) => cheerTeams(load, client, cheers[n], n, teamIds)),
        challengeInTurn(load, player, challenges, targets),
        ...crewSessions.map(({ client, scoreId }, n) =>
          saveSessions(load, client, sessions[n], scoreId),
        ),
      ]);
      await load.kill();
      expect(load.unexpected).toEqual([]);
      expect(load.acks).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      for (const kind of WRITE_KINDS) expect(load.acksByKind.get(kind), kind).toBeGreaterThan(1);
      // The kill came mid-way: writes were still in flight.
      const inFlight = [...profiles, ...cheers, challenges, ...sessions].filter(
        (chain) => chain.inFlight !== null,
      );
      expect(inFlight.length).toBeGreaterThan(0);

      // The same data, a new process; the sessions (cookies) live in the database and still hold.
      const second = await start();
      const on = (client: HttpClient) => client.at(second.url);

      for (const [n, e] of editors.entries()) {
        expectOneOf(profiles[n], await readProfile(on(e.client)));
      }
      const messages = await cheerMessagesOf(on(supporters[0]), teamIds);
      for (const [n, chain] of cheers.entries()) {
        const own = messages.filter((message) => message.startsWith(`crash ${n}:`)).sort();
        expectOneOf(chain, own);
      }
      expectOneOf(challenges, await challengedIds(on(player)));
      for (const [n, { client, scoreId }] of crewSessions.entries()) {
        const state = await readSession(on(client), scoreId);
        expectOneOf(sessions[n], state);
        // The session takes the next save on top of what survived.
        const { body } = crewSave(scoreId, state);
        expect((await on(client).post('/api/crew-score', body)).status).toBe(200);
      }
      await second.stop();
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
