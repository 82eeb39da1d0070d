/**
 * GET /leaderboard/breakdown: why a team is where it is. On the demo's live event, every team's
 * breakdown adds up to its /leaderboard points and position, for every demo role (anonymous:
 * 401); on events of its own, a tie decided by a tiebreak battle and a shared position are
 * explained, a new extra point shows at once, `asOf` counts what the leaderboard's quarter would,
 * and an unknown team is 404, a malformed id 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { sessionCookie } from '../helpers/http';
import {
  addPointsRows,
  addResult,
  addTiebreak,
  createBattleWith,
  createCompany,
  createEvent,
  createScoreSession,
  createTeamWith,
  createUser,
  sessionCookieFor,
} from '../helpers/factories';
import { extraPoints } from '../../src/server/db/schema';
import { DEMO_PASSWORD, seedDemo } from '../../src/server/db/seed';
import { DEMO_EVENTS } from '../../src/server/db/seed/content';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/people';
import { currentStandings } from '../../src/server/features/scores/leaderboard';
import { loadEventBreakdowns } from '../../src/server/features/scores/breakdown';
import {
  leaderboardBreakdownResponse,
  leaderboardResponse,
  type LeaderboardBreakdownResponse,
  type LeaderboardResponse,
} from '../../src/shared/api/scores';
import { pointsForResult, type TeamResult } from '../../src/shared/scoring';

const T0 = new Date('2026-11-22T15:30:00.000Z');
const hour = 3600_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

const ROLES = ['player', 'supporter', 'crew', 'contactPerson', 'organizer'] as const;
type Role = (typeof ROLES)[number];
const demoEmail = (role: Role) => DEMO_ACCOUNTS.find((account) => account.role === role)!.email;
const eventName = (key: 'live' | 'upcoming') => DEMO_EVENTS.find((e) => e.key === key)!.name;

const BREAKDOWN = '/api/leaderboard/breakdown';

/** Signs a demo account in through the API and makes its selections in the named event. */
async function signIn(app: FastifyInstance, role: Role, event: string): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: demoEmail(role), password: DEMO_PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = sessionCookie(login);
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, headers: { cookie }, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  };
  const get = async <T>(url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };
  await post('/api/role', { role });
  if (role === 'player') {
    const { teams } = await get<{
      teams: { team_id: number; event_id: number; event_name: string }[];
    }>('/api/team-select');
    const team = teams.find((t) => t.event_name === event)!;
    await post('/api/team-select', { team_id: team.team_id, event_id: team.event_id });
  } else {
    const { events } = await get<{ events: { id: number; name: string }[] }>('/api/event-select');
    await post('/api/event-select', { event_id: events.find((e) => e.name === event)!.id });
    if (role === 'crew') {
      const { battles } = await get<{ battles: { id: number }[] }>('/api/battle-select');
      await post('/api/battle-select', { battle_id: battles[0].id });
    }
  }
  return cookie;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe.each(dbKinds)('the points breakdown on %s', (kind) => {
  let t: TestApp;
  const cookies = {} as Record<Role, string>;
  let board: LeaderboardResponse;

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(T0);
    await seedDemo(t.database.db, { clock: t.clock, dataDir: t.config.dataDir });
    for (const role of ROLES) cookies[role] = await signIn(t.app, role, eventName('live'));
    const res = await get('/api/leaderboard', cookies.player);
    expect(res.statusCode).toBe(200);
    board = leaderboardResponse.parse(res.json());
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;

  function get(url: string, cookie?: string) {
    return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  }

  async function breakdown(teamId: number, cookie: string): Promise<LeaderboardBreakdownResponse> {
    const res = await get(`${BREAKDOWN}?team_id=${teamId}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return leaderboardBreakdownResponse.parse(res.json());
  }

  describe('the demo live event', () => {
    it('every team’s breakdown adds up to its leaderboard points, at its position', async () => {
      expect(board.leaderboard_quarter).toBeNull();
      expect(board.teams.length).toBeGreaterThan(3);
      let withBonus = 0;
      let withExtras = 0;
      for (const [index, team] of board.teams.entries()) {
        const answer = await breakdown(team.team_id, cookies.player);
        expect(answer).toMatchObject({
          team_id: team.team_id,
          name: team.name,
          position: team.position,
          points: team.points,
        });
        for (const line of answer.battles) {
          expect(line.score + line.joker + line.ladies).toBe(line.points);
          if (line.is_disqualified || line.rank === null) expect(line.points).toBe(0);
        }
        const total =
          sum(answer.battles.map((line) => line.points)) +
          sum(answer.extra_points.map((extra) => extra.points));
        expect(total).toBe(team.points);
        withBonus += answer.battles.filter((line) => line.joker > 0 || line.ladies > 0).length;
        withExtras += answer.extra_points.length;

        // Exactly the neighbours on equal points, as the leaderboard lists them.
        const expected = [
          { relation: 'above', other: board.teams[index - 1] },
          { relation: 'below', other: board.teams[index + 1] },
        ].filter(({ other }) => other && other.points === team.points);
        expect(answer.neighbours.map((n) => [n.relation, n.team_id])).toEqual(
          expected.map(({ relation, other }) => [relation, other.team_id]),
        );
        for (const neighbour of answer.neighbours) {
          const other = board.teams.find((x) => x.team_id === neighbour.team_id)!;
          expect(neighbour.decided_by === null).toBe(other.position === team.position);
        }
      }
      // The demo exercises the bonuses and the extra points.
      expect(withBonus).toBeGreaterThan(0);
      expect(withExtras).toBe(3);
    });

    it('every demo role reads the same breakdown; without a session it is 401', async () => {
      const team = board.teams[Math.floor(board.teams.length / 2)];
      const first = await breakdown(team.team_id, cookies.player);
      for (const role of ROLES) {
        expect(await breakdown(team.team_id, cookies[role]), role).toEqual(first);
      }
      const anonymous = await get(`${BREAKDOWN}?team_id=${team.team_id}`);
      expect(anonymous.statusCode).toBe(401);
    });

    it('a team of another event or no team at all is 404; a malformed id 400', async () => {
      const other = await signIn(t.app, 'supporter', eventName('upcoming'));
      const upcoming = leaderboardResponse.parse((await get('/api/leaderboard', other)).json());
      const foreign = upcoming.teams[0].team_id;
      for (const id of [foreign, 2_147_483_647]) {
        const res = await get(`${BREAKDOWN}?team_id=${id}`, cookies.supporter);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'teamNotFound' });
      }
      for (const query of [
        '',
        '?team_id=',
        '?team_id=abc',
        '?team_id=0',
        '?team_id=-3',
        '?team_id=1.5',
      ]) {
        const res = await get(`${BREAKDOWN}${query}`, cookies.supporter);
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toHaveProperty('message');
      }
    });
  });

  describe('events of its own', () => {
    const POINTS = [
      { rank: 1, score: 10, joker: 10, ladies: 2 },
      { rank: 2, score: 8, joker: 8, ladies: 1 },
      { rank: 3, score: 6, joker: 6, ladies: 0 },
    ];
    const NO_RESULT: TeamResult = {
      rank: null,
      score1: null,
      score2: null,
      time1: null,
      time2: null,
      isLadies: false,
      isFairplay: false,
      isDisqualified: false,
      isJoker: false,
    };

    async function newEvent(names: string[]) {
      const event = await createEvent(db(), {
        date: at(-hour),
        endDate: at(24 * hour),
        closingDate: at(-2 * hour),
      });
      await addPointsRows(db(), event.id, POINTS);
      const company = await createCompany(db(), event.id);
      const teams = [];
      for (const name of names)
        teams.push(await createTeamWith(db(), event.id, company.id, { name }));
      const user = await createUser(db());
      const cookie = await sessionCookieFor(db(), user.id, T0, {
        role: 'supporter',
        eventId: event.id,
      });
      return { event, teams, cookie };
    }

    const scored = (
      sessionId: number,
      teamId: number,
      result: Partial<TeamResult>,
      updatedAt = at(-hour),
    ) =>
      addResult(db(), sessionId, teamId, {
        ...result,
        points: pointsForResult({ ...NO_RESULT, ...result }, POINTS),
        updatedAt,
      });

    it('explains a tie decided by a tiebreak battle, and a shared position', async () => {
      const { event, teams, cookie } = await newEvent(['Alpha', 'Bravo', 'Charlie', 'Delta']);
      const [alpha, bravo, charlie, delta] = teams;
      const heat = await createBattleWith(db(), event.id, { name: 'Heat' });
      const sprint = await createBattleWith(db(), event.id, { name: 'Sprint' });
      const final = await createBattleWith(db(), event.id, { name: 'Final' });
      await addTiebreak(db(), event.id, [sprint.id, final.id]);
      const heatSession = await createScoreSession(db(), heat.id, at(-3 * hour), at(-2 * hour));
      const sprintSession = await createScoreSession(db(), sprint.id, at(-2 * hour), at(-hour));
      const finalSession = await createScoreSession(db(), final.id, at(-hour), at(0));
      // Alpha: 10 + 6 - 8 + 8 = 16 (sprint 3rd, final void); Bravo: 12 (a joker) + 8 - 4 = 16
      // (sprint 2nd, final void): Bravo is ahead by the sprint. Charlie and Delta: 6 each, with
      // no tiebreak rank, share the third place.
      await scored(heatSession.id, alpha.id, { rank: 1 });
      await scored(sprintSession.id, alpha.id, { rank: 3 });
      await scored(finalSession.id, alpha.id, { rank: 1, isDisqualified: true });
      await scored(heatSession.id, bravo.id, { rank: 3, isJoker: true });
      await scored(sprintSession.id, bravo.id, { rank: 2 });
      await scored(finalSession.id, bravo.id, { rank: 1, isDisqualified: true });
      await scored(heatSession.id, charlie.id, { rank: 3, isLadies: true });
      await scored(heatSession.id, delta.id, { rank: 3 });
      await db().insert(extraPoints).values({ teamId: alpha.id, points: -8, reason: 'Late' });
      await db().insert(extraPoints).values({ teamId: alpha.id, points: 8, reason: 'Spirit' });
      await db().insert(extraPoints).values({ teamId: bravo.id, points: -4, reason: 'Penalty' });

      const places = leaderboardResponse
        .parse((await get('/api/leaderboard', cookie)).json())
        .teams.map((team) => [team.position, team.name, team.points]);
      expect(places).toEqual([
        [1, 'Bravo', 16],
        [2, 'Alpha', 16],
        [3, 'Charlie', 6],
        [3, 'Delta', 6],
      ]);

      const a = await breakdown(alpha.id, cookie);
      expect(a).toMatchObject({ position: 2, points: 16 });
      expect(a.battles.map((line) => [line.battle_name, line.rank, line.points])).toEqual([
        ['Heat', 1, 10],
        ['Sprint', 3, 6],
        ['Final', 1, 0],
      ]);
      expect(a.battles[2]).toMatchObject({ is_disqualified: true, score: 0 });
      expect(a.extra_points).toEqual([
        { points: -8, reason: 'Late' },
        { points: 8, reason: 'Spirit' },
      ]);
      expect(a.neighbours).toEqual([
        {
          relation: 'above',
          team_id: bravo.id,
          name: 'Bravo',
          points: 16,
          decided_by: { battle_id: sprint.id, battle_name: 'Sprint', rank: 3, other_rank: 2 },
        },
      ]);

      const b = await breakdown(bravo.id, cookie);
      expect(b.battles[0]).toMatchObject({
        score: 6,
        joker: 6,
        ladies: 0,
        points: 12,
        is_joker: true,
      });
      expect(b.neighbours).toEqual([
        {
          relation: 'below',
          team_id: alpha.id,
          name: 'Alpha',
          points: 16,
          decided_by: { battle_id: sprint.id, battle_name: 'Sprint', rank: 2, other_rank: 3 },
        },
      ]);

      const c = await breakdown(charlie.id, cookie);
      expect(c.battles[0]).toMatchObject({ score: 6, joker: 0, ladies: 0, is_ladies: true });
      expect(c.neighbours).toEqual([
        { relation: 'below', team_id: delta.id, name: 'Delta', points: 6, decided_by: null },
      ]);
      const d = await breakdown(delta.id, cookie);
      expect(d).toMatchObject({ position: 3, points: 6 });
      expect(d.neighbours).toEqual([
        { relation: 'above', team_id: charlie.id, name: 'Charlie', points: 6, decided_by: null },
      ]);
    });

    it('follows a change of the event at once', async () => {
      const { event, teams, cookie } = await newEvent(['Echo', 'Foxtrot']);
      const [echo, foxtrot] = teams;
      expect((await breakdown(echo.id, cookie)).neighbours).toEqual([
        { relation: 'below', team_id: foxtrot.id, name: 'Foxtrot', points: 0, decided_by: null },
      ]);
      await db().insert(extraPoints).values({ teamId: foxtrot.id, points: 5, reason: 'Costume' });
      await t.app.changes.publish({ kind: 'event', eventId: event.id });
      const answer = await breakdown(foxtrot.id, cookie);
      expect(answer).toMatchObject({ position: 1, points: 5, neighbours: [] });
      expect(answer.extra_points).toEqual([{ points: 5, reason: 'Costume' }]);
    });

    it('with asOf counts only what was saved by then, as the standings of a quarter do', async () => {
      const { event, teams } = await newEvent(['Golf', 'Hotel']);
      const [golf, hotel] = teams;
      const battle = await createBattleWith(db(), event.id, { name: 'Relay' });
      const session = await createScoreSession(db(), battle.id, at(-3 * hour), at(-2 * hour));
      await scored(session.id, golf.id, { rank: 1 }, at(-2 * hour));
      await scored(session.id, hotel.id, { rank: 2 }, at(-30 * 60_000));
      await db()
        .insert(extraPoints)
        .values([
          { teamId: hotel.id, points: 3, reason: 'Early', createdAt: at(-3 * hour) },
          { teamId: golf.id, points: 4, reason: 'Later', createdAt: at(-10 * 60_000) },
        ]);
      const asOf = at(-hour);
      const data = await loadEventBreakdowns(db(), event.id, asOf);
      const standings = await currentStandings({ db: db() }, event.id, asOf);
      expect(data.teams.get(golf.id)!.results.map((r) => r.points)).toEqual([10]);
      expect(data.teams.get(golf.id)!.extras).toEqual([]);
      expect(data.teams.get(hotel.id)!.results).toEqual([]);
      expect(data.teams.get(hotel.id)!.extras).toEqual([{ points: 3, reason: 'Early' }]);
      for (const standing of standings) {
        const team = data.teams.get(standing.team_id)!;
        const total =
          sum(team.results.map((r) => r.points)) + sum(team.extras.map((x) => x.points));
        expect(total).toBe(standing.points);
      }
    });
  });
});
