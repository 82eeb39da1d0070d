/**
 * Scores (issue 19): the leaderboard (totals with extra points, tiebreak battles, shared
 * positions, a published quarter), the cheers leaderboard, a team's scored sessions, one
 * session's results and rating a session. Each test builds its own event, so the standings it
 * reads are its own.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addPlayer,
  addPointsRows,
  addResult,
  addTiebreak,
  createBattleWith,
  createCompany,
  createEvent,
  createHouse,
  createScoreSession,
  createTeamWith,
  createUser,
  sessionCookieFor,
} from '../helpers/factories';
import {
  extraPoints,
  leaderboardQuarters,
  ratings,
  results,
  rivals,
  teams as teamsTable,
} from '../../src/server/db/schema';
import { currentStandings } from '../../src/server/features/scores/leaderboard';
import { pointsForResult, type TeamResult } from '../../src/shared/scoring';
import type { EventRole } from '../../src/shared/roles';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const hour = 3600_000;
const day = 24 * hour;
const at = (ms: number) => new Date(T0.getTime() + ms);

/** The points table of every test event: rank 1 to 4, with joker and ladies bonuses. */
const POINTS = [
  { rank: 1, score: 10, joker: 10, ladies: 2 },
  { rank: 2, score: 8, joker: 8, ladies: 1 },
  { rank: 3, score: 6, joker: 6, ladies: 0 },
  { rank: 4, score: 4, joker: 4, ladies: 0 },
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

describe.each(dbKinds)('scores on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(at(hour));
  });
  afterAll(() => t.close());

  const db = () => t.database.db;

  /** An event with its points table and cheers open now, one company and the named teams. */
  async function newEvent(teamNames: string[]) {
    const event = await createEvent(db(), {
      date: at(10 * day),
      endDate: at(11 * day),
      closingDate: at(7 * day),
      cheersStartTime: T0,
      cheersEndTime: at(day),
    });
    await addPointsRows(db(), event.id, POINTS);
    const company = await createCompany(db(), event.id);
    const teams = [];
    for (const name of teamNames) {
      const picture = `/uploads/teams/${name.toLowerCase()}.webp`;
      teams.push(await createTeamWith(db(), event.id, company.id, { name, picture }));
    }
    const battle = await createBattleWith(db(), event.id, { name: 'Tug of War' });
    return { event, company, teams, battle };
  }

  /** A result as the crew would save it: its points from the event's points table. */
  const scored = (sessionId: number, teamId: number, result: Partial<TeamResult>) => {
    const full = { ...NO_RESULT, ...result };
    return addResult(db(), sessionId, teamId, { ...result, points: pointsForResult(full, POINTS) });
  };

  const newSession = (battleId: number, startsIn: number) =>
    createScoreSession(db(), battleId, at(startsIn), at(startsIn + hour));

  const publishEvent = (eventId: number) => t.app.changes.publish({ kind: 'event', eventId });

  async function viewer(role: EventRole, eventId: number, teamId: number | null = null) {
    const user = await createUser(db(), { firstName: 'Vera', lastName: 'Viewer' });
    if (teamId !== null) await addPlayer(db(), teamId, user.id);
    const cookie = await sessionCookieFor(db(), user.id, T0, { role, eventId, teamId });
    return { user, cookie };
  }

  const get = (url: string, cookie: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

  const leaderboard = async (cookie: string) => {
    const res = await get('/api/leaderboard', cookie);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  const places = (answer: { teams: { name: string; position: number; points: number }[] }) =>
    answer.teams.map((team) => [team.position, team.name, team.points]);

  const challenge = (challengerTeamId: number, challengedTeamId: number) =>
    db().insert(rivals).values({ challengerTeamId, challengedTeamId });

  describe('GET /leaderboard', () => {
    it('orders teams by their battle points plus their extra points', async () => {
      const { event, company, teams, battle } = await newEvent(['Sharks', 'Owls', 'Eagles']);
      const [sharks, owls, eagles] = teams;
      const red = await createHouse(db(), event.id, 'Red', '#FF0000');
      await db().update(teamsTable).set({ houseId: red.id }).where(eq(teamsTable.id, owls.id));
      const heat = await newSession(battle.id, 2 * hour);
      await scored(heat.id, sharks.id, { rank: 1 });
      await scored(heat.id, owls.id, { rank: 2 });
      await db().insert(extraPoints).values({ teamId: owls.id, points: 5, reason: 'Fair play' });
      const { cookie } = await viewer('supporter', event.id);

      const answer = await leaderboard(cookie);
      expect(places(answer)).toEqual([
        [1, 'Owls', 13],
        [2, 'Sharks', 10],
        [3, 'Eagles', 0],
      ]);
      expect(answer.teams[0]).toEqual({
        position: 1,
        team_id: owls.id,
        name: 'Owls',
        photo_url: '/uploads/teams/owls.webp',
        company_name: company.name,
        house_id: red.id,
        house_color: '#FF0000',
        house_name: 'Red',
        points: 13,
        is_rival: false,
      });
      expect(answer.teams[2]).toMatchObject({ team_id: eagles.id, house_id: null });
      expect(answer.leaderboard_quarter).toBeNull();
      expect(answer.user_team_id).toBeNull();
    });

    it('three teams equal on total and tiebreaks share position 1 and the next team is 4th', async () => {
      const { event, teams, battle } = await newEvent(['Dd', 'Cc', 'Bb', 'Aa']);
      const [d, c, b, a] = teams;
      const heats = [await newSession(battle.id, hour), await newSession(battle.id, 2 * hour)];
      await scored(heats[0].id, d.id, { rank: 1 });
      await scored(heats[1].id, c.id, { rank: 1 });
      await db().insert(extraPoints).values({ teamId: b.id, points: 10, reason: 'Spirit' });
      await scored(heats[0].id, a.id, { rank: 4 });
      const { cookie } = await viewer('supporter', event.id);

      expect(places(await leaderboard(cookie))).toEqual([
        [1, 'Bb', 10],
        [1, 'Cc', 10],
        [1, 'Dd', 10],
        [4, 'Aa', 4],
      ]);
    });

    it('a tiebreak battle decides between teams equal on total, disqualified ranks not counting', async () => {
      const { event, teams, battle } = await newEvent(['Alpha', 'Bravo', 'Charlie']);
      const [alpha, bravo, charlie] = teams;
      const final = await createBattleWith(db(), event.id, { name: 'Final' });
      await addTiebreak(db(), event.id, [final.id]);
      const heat = await newSession(battle.id, hour);
      const finalHeats = [
        await newSession(final.id, 2 * hour),
        await newSession(final.id, 3 * hour),
      ];
      // All three end on 10 points; in the final Bravo ranked 1, Alpha 2, Charlie's 1 was void.
      await scored(heat.id, alpha.id, { rank: 1 });
      await scored(heat.id, bravo.id, { rank: 1 });
      await scored(heat.id, charlie.id, { rank: 1 });
      await scored(finalHeats[0].id, bravo.id, { rank: 1 });
      await scored(finalHeats[0].id, alpha.id, { rank: 2 });
      await scored(finalHeats[1].id, charlie.id, { rank: 1, isDisqualified: true });
      await db()
        .insert(extraPoints)
        .values([
          { teamId: bravo.id, points: -10, reason: 'Penalty' },
          { teamId: alpha.id, points: -8, reason: 'Penalty' },
        ]);
      const { cookie } = await viewer('supporter', event.id);

      expect(places(await leaderboard(cookie))).toEqual([
        [1, 'Bravo', 10],
        [2, 'Alpha', 10],
        [3, 'Charlie', 10],
      ]);
    });

    it("gives each viewer their own team's id and marks the teams their team challenged or was challenged by", async () => {
      const { event, teams } = await newEvent(['Sharks', 'Owls', 'Eagles']);
      const [sharks, owls, eagles] = teams;
      await challenge(sharks.id, owls.id);
      await challenge(eagles.id, sharks.id);
      const shark = await viewer('player', event.id, sharks.id);
      const owl = await viewer('player', event.id, owls.id);
      const fan = await viewer('supporter', event.id);

      const rivalsOf = (answer: { teams: { name: string; is_rival: boolean }[] }) =>
        answer.teams.filter((team) => team.is_rival).map((team) => team.name);
      const sharkView = await leaderboard(shark.cookie);
      expect(sharkView.user_team_id).toBe(sharks.id);
      expect(rivalsOf(sharkView)).toEqual(['Eagles', 'Owls']);
      const owlView = await leaderboard(owl.cookie);
      expect(owlView.user_team_id).toBe(owls.id);
      expect(rivalsOf(owlView)).toEqual(['Sharks']);
      const fanView = await leaderboard(fan.cookie);
      expect(fanView.user_team_id).toBeNull();
      expect(rivalsOf(fanView)).toEqual([]);

      // A new challenge shows once it is published, as PUT /put-challenge does.
      await challenge(owls.id, eagles.id);
      await t.app.changes.publish({ kind: 'teamSocial', eventId: event.id });
      expect(rivalsOf(await leaderboard(owl.cookie))).toEqual(['Eagles', 'Sharks']);
    });

    it('is served from memory, and a new result shows on the very next read after the event change', async () => {
      const { event, teams, battle } = await newEvent(['Sharks', 'Owls']);
      const [sharks, owls] = teams;
      const heat = await newSession(battle.id, hour);
      await scored(heat.id, sharks.id, { rank: 1 });
      const { cookie } = await viewer('supporter', event.id);
      expect(places(await leaderboard(cookie))).toEqual([
        [1, 'Sharks', 10],
        [2, 'Owls', 0],
      ]);

      const later = await newSession(battle.id, 2 * hour);
      await scored(later.id, owls.id, { rank: 1, isJoker: true });
      // Not yet published: the snapshot still answers.
      expect(places(await leaderboard(cookie))).toEqual([
        [1, 'Sharks', 10],
        [2, 'Owls', 0],
      ]);
      await publishEvent(event.id);
      expect(places(await leaderboard(cookie))).toEqual([
        [1, 'Owls', 20],
        [2, 'Sharks', 10],
      ]);
    });

    it('serves a quarter stored before house names were kept, its houses unnamed', async () => {
      const { event, teams, battle } = await newEvent(['Sharks', 'Owls']);
      const [sharks, owls] = teams;
      const red = await createHouse(db(), event.id, 'Red', '#FF0000');
      await db().update(teamsTable).set({ houseId: red.id }).where(eq(teamsTable.id, owls.id));
      const heat = await newSession(battle.id, hour);
      await scored(heat.id, sharks.id, { rank: 1 });
      const standings = (await currentStandings(t.app, event.id)).map(
        ({ house_name: _, ...team }) => team,
      );
      await db()
        .insert(leaderboardQuarters)
        .values({ eventId: event.id, label: 'Old quarter', standings });
      await publishEvent(event.id);
      const { cookie } = await viewer('supporter', event.id);
      const answer = await leaderboard(cookie);
      expect(answer.leaderboard_quarter).toBe('Old quarter');
      expect(answer.teams[1]).toMatchObject({
        team_id: owls.id,
        house_id: red.id,
        house_name: null,
      });
    });

    it('serves a published quarter with its label, and later results do not change it', async () => {
      const { event, teams, battle } = await newEvent(['Sharks', 'Owls']);
      const [sharks, owls] = teams;
      const heat = await newSession(battle.id, hour);
      await scored(heat.id, sharks.id, { rank: 1 });
      await challenge(owls.id, sharks.id);
      const owl = await viewer('player', event.id, owls.id);
      await db()
        .insert(leaderboardQuarters)
        .values({
          eventId: event.id,
          label: 'Half time',
          standings: await currentStandings(t.app, event.id),
        });
      await publishEvent(event.id);

      const later = await newSession(battle.id, 2 * hour);
      await scored(later.id, owls.id, { rank: 1, isJoker: true });
      await publishEvent(event.id);
      const answer = await leaderboard(owl.cookie);
      expect(answer.leaderboard_quarter).toBe('Half time');
      expect(places(answer)).toEqual([
        [1, 'Sharks', 10],
        [2, 'Owls', 0],
      ]);
      expect(answer.teams.map((team: { is_rival: boolean }) => team.is_rival)).toEqual([
        true,
        false,
      ]);
      expect(answer.user_team_id).toBe(owls.id);

      await db().delete(leaderboardQuarters).where(eq(leaderboardQuarters.eventId, event.id));
      await publishEvent(event.id);
      const live = await leaderboard(owl.cookie);
      expect(live.leaderboard_quarter).toBeNull();
      expect(places(live)).toEqual([
        [1, 'Owls', 20],
        [2, 'Sharks', 10],
      ]);
    });
  });

  describe('GET /cheers-leaderboard', () => {
    const cheer = (cookie: string, teamId: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/put-cheer',
        headers: { cookie },
        payload: { team_id: teamId },
      });

    it('ranks teams by cheers, equal counts sharing a position, and follows a new cheer', async () => {
      const { event, company, teams } = await newEvent(['Sharks', 'Owls', 'Eagles']);
      const [sharks, owls, eagles] = teams;
      await challenge(eagles.id, owls.id);
      const fans = [await viewer('supporter', event.id), await viewer('supporter', event.id)];
      expect((await cheer(fans[0].cookie, sharks.id)).statusCode).toBe(200);
      expect((await cheer(fans[1].cookie, owls.id)).statusCode).toBe(200);
      const owl = await viewer('player', event.id, owls.id);

      const read = async () => {
        const res = await get('/api/cheers-leaderboard', owl.cookie);
        expect(res.statusCode).toBe(200);
        return res.json();
      };
      const before = await read();
      expect(
        before.teams.map((team: { position: number; name: string; cheer_count: number }) => [
          team.position,
          team.name,
          team.cheer_count,
        ]),
      ).toEqual([
        [1, 'Owls', 1],
        [1, 'Sharks', 1],
        [3, 'Eagles', 0],
      ]);
      expect(before.user_team_id).toBe(owls.id);
      expect(before.teams[2]).toEqual({
        position: 3,
        team_id: eagles.id,
        name: 'Eagles',
        photo_url: '/uploads/teams/eagles.webp',
        company_name: company.name,
        house_id: null,
        house_color: null,
        house_name: null,
        cheer_count: 0,
        is_rival: true,
      });

      expect((await cheer(fans[0].cookie, eagles.id)).statusCode).toBe(200);
      expect((await cheer(fans[1].cookie, eagles.id)).statusCode).toBe(200);
      const after = await read();
      expect(
        after.teams.map((team: { position: number; name: string; cheer_count: number }) => [
          team.position,
          team.name,
          team.cheer_count,
        ]),
      ).toEqual([
        [1, 'Eagles', 2],
        [2, 'Owls', 1],
        [2, 'Sharks', 1],
      ]);
    });
  });

  /** An event with two sessions played by Sharks and Owls, and one by Eagles alone, unscored. */
  async function playedEvent() {
    const world = await newEvent(['Sharks', 'Owls', 'Eagles', 'Hawks']);
    const [sharks, owls, eagles, hawks] = world.teams;
    const captain = await createUser(db(), { firstName: 'Cora', lastName: 'Captain' });
    await addPlayer(db(), sharks.id, captain.id, true);
    const raft = await createBattleWith(db(), world.event.id, {
      name: 'Raft Race',
      photoUrl: '/uploads/battles/raft.webp',
      time1Label: 'Time',
      scoringType: 'fastest_time',
    });
    const morning = await newSession(world.battle.id, hour);
    const noon = await newSession(raft.id, 4 * hour);
    const evening = await newSession(world.battle.id, 8 * hour);
    await scored(morning.id, sharks.id, { rank: 2, isLadies: true });
    await scored(morning.id, owls.id, { rank: 1 });
    await scored(noon.id, owls.id, { rank: null, isDisqualified: true, time1: 61_250 });
    await scored(noon.id, sharks.id, { rank: 1, isJoker: true, isLadies: true, time1: 59_001 });
    await scored(noon.id, hawks.id, { rank: null, time1: 75_000 });
    await scored(noon.id, eagles.id, { rank: 2, time1: 60_000, isFairplay: true });
    await scored(evening.id, eagles.id, {});
    return { ...world, raft, captain, sessions: { morning, noon, evening } };
  }

  describe('GET /scores', () => {
    it("lists a player only their own team's scored sessions, newest first, with parts adding up to the stored points", async () => {
      const w = await playedEvent();
      const [sharks] = w.teams;
      const shark = await viewer('player', w.event.id, sharks.id);
      const res = await get('/api/scores', shark.cookie);
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer.team_id).toBe(sharks.id);
      expect(answer.scores).toEqual([
        {
          id: w.sessions.noon.id,
          name: 'Raft Race',
          photo_url: '/uploads/battles/raft.webp',
          start_time: at(4 * hour).toISOString(),
          score: 10,
          ladies: 2,
          joker: 10,
          rank: 1,
          is_disqualified: false,
        },
        {
          id: w.sessions.morning.id,
          name: 'Tug of War',
          photo_url: null,
          start_time: at(hour).toISOString(),
          score: 8,
          ladies: 1,
          joker: 0,
          rank: 2,
          is_disqualified: false,
        },
      ]);
      const teamPoints = (await get('/api/team_points', shark.cookie)).json();
      const sumOfParts = answer.scores.reduce(
        (sum: number, s: { score: number; ladies: number; joker: number }) =>
          sum + s.score + s.ladies + s.joker,
        0,
      );
      expect(sumOfParts).toBe(teamPoints.battle_points);
    });

    it('shows a disqualified session with no points, and an unscored one not at all', async () => {
      const w = await playedEvent();
      const [, owls, eagles] = w.teams;
      const owl = await viewer('player', w.event.id, owls.id);
      const owlScores = (await get('/api/scores', owl.cookie)).json().scores;
      expect(owlScores.map((s: { id: number }) => s.id)).toEqual([
        w.sessions.noon.id,
        w.sessions.morning.id,
      ]);
      expect(owlScores[0]).toMatchObject({ score: 0, ladies: 0, joker: 0, is_disqualified: true });
      const eagle = await viewer('player', w.event.id, eagles.id);
      const eagleScores = (await get('/api/scores', eagle.cookie)).json().scores;
      expect(eagleScores.map((s: { id: number }) => s.id)).toEqual([w.sessions.noon.id]);
    });

    it('lists a supporter every scored session of the event with empty parts', async () => {
      const w = await playedEvent();
      const fan = await viewer('supporter', w.event.id);
      const answer = (await get('/api/scores', fan.cookie)).json();
      expect(answer.team_id).toBeNull();
      expect(answer.scores).toEqual(
        [w.sessions.noon, w.sessions.morning].map((session) => ({
          id: session.id,
          name: session.id === w.sessions.noon.id ? 'Raft Race' : 'Tug of War',
          photo_url: session.id === w.sessions.noon.id ? '/uploads/battles/raft.webp' : null,
          start_time: session.startTime.toISOString(),
          score: null,
          ladies: null,
          joker: null,
          rank: null,
          is_disqualified: false,
        })),
      );
    });
  });

  describe('GET /score', () => {
    const score = (cookie: string, sessionId: number) =>
      get('/api/score', cookie, { selectedscoreid: String(sessionId) });

    it('lists the ranked teams in order, then the unranked, then the disqualified, with their marks', async () => {
      const w = await playedEvent();
      const [sharks, owls, eagles, hawks] = w.teams;
      await challenge(eagles.id, owls.id);
      const owl = await viewer('player', w.event.id, owls.id);
      const res = await score(owl.cookie, w.sessions.noon.id);
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer).toMatchObject({
        score_id: w.sessions.noon.id,
        activity_id: w.raft.id,
        activity_name: 'Raft Race',
        activity_photo: '/uploads/battles/raft.webp',
        scoring_type: 'fastest_time',
        start_time: at(4 * hour).toISOString(),
        end_time: at(5 * hour).toISOString(),
        score_1_label: null,
        time_1_label: 'Time',
        user_team_id: owls.id,
        can_rate: true,
        my_rating: null,
      });
      expect(
        answer.teams.map((team: { name: string; rank: number | null }) => [team.name, team.rank]),
      ).toEqual([
        ['Sharks', 1],
        ['Eagles', 2],
        ['Hawks', null],
        ['Owls', null],
      ]);
      expect(answer.teams[0]).toMatchObject({
        team_id: sharks.id,
        captain_name: 'Cora Captain',
        company_name: expect.any(String),
        points: 22,
        time_1: '00:59:001',
        time_2: null,
        is_joker: true,
        is_ladies: true,
        is_rival: false,
      });
      expect(answer.teams[1]).toMatchObject({
        is_rival: true,
        is_fairplay: true,
        time_1: '01:00:000',
      });
      expect(answer.teams[2]).toMatchObject({ team_id: hawks.id, captain_name: null });
      expect(answer.teams[3]).toMatchObject({ is_disqualified: true, time_1: '01:01:250' });
    });

    it('shows organizers who entered each result and when, and nobody else', async () => {
      const w = await playedEvent();
      const crew = await createUser(db(), { firstName: 'Carl', lastName: 'Crew' });
      const enteredAt = at(5 * hour);
      await db()
        .update(results)
        .set({ enteredBy: crew.id, updatedAt: enteredAt })
        .where(eq(results.scoreSessionId, w.sessions.noon.id));
      await publishEvent(w.event.id);
      const organizer = await viewer('organizer', w.event.id);
      const seen = (await score(organizer.cookie, w.sessions.noon.id)).json();
      expect(seen.teams[0]).toMatchObject({
        entered_by: 'Carl Crew',
        entered_at: enteredAt.toISOString(),
      });
      const player = await viewer('player', w.event.id, w.teams[1].id);
      const hidden = (await score(player.cookie, w.sessions.noon.id)).json();
      expect(hidden.teams[0]).toMatchObject({ entered_by: null, entered_at: null });
    });

    it('tells a supporter they cannot rate, and answers 404 for a session of another event', async () => {
      const w = await playedEvent();
      const fan = await viewer('supporter', w.event.id);
      const answer = (await score(fan.cookie, w.sessions.noon.id)).json();
      expect(answer).toMatchObject({ user_team_id: null, can_rate: false, my_rating: null });

      const other = await newEvent(['Strangers']);
      const elsewhere = await newSession(other.battle.id, hour);
      const res = await score(fan.cookie, elsewhere.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'scoreSessionNotFound' });
    });
  });

  describe('POST /rate-crew-challenge', () => {
    const rate = (cookie: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/rate-crew-challenge',
        headers: { cookie },
        payload: body,
      });

    it('lets a player of a team that played rate the session from 1 to 5, change it, and see it on /score', async () => {
      const w = await playedEvent();
      const shark = await viewer('player', w.event.id, w.teams[0].id);
      const sessionId = w.sessions.noon.id;
      const first = await rate(shark.cookie, {
        score_id: sessionId,
        crew_rating: 1,
        challenge_rating: 5,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ message: 'ratingSaved' });
      const shown = () =>
        get('/api/score', shark.cookie, { selectedscoreid: String(sessionId) }).then(
          (res) => res.json().my_rating,
        );
      expect(await shown()).toEqual({ crew_rating: 1, challenge_rating: 5 });

      const again = await rate(shark.cookie, {
        score_id: sessionId,
        crew_rating: 4,
        challenge_rating: 3,
      });
      expect(again.statusCode).toBe(200);
      expect(await shown()).toEqual({ crew_rating: 4, challenge_rating: 3 });
      const stored = await db()
        .select()
        .from(ratings)
        .where(and(eq(ratings.userId, shark.user.id), eq(ratings.scoreSessionId, sessionId)));
      expect(stored).toHaveLength(1);
    });

    it('refuses 0 and 6 stars with a message and stores nothing', async () => {
      const w = await playedEvent();
      const shark = await viewer('player', w.event.id, w.teams[0].id);
      for (const body of [
        { score_id: w.sessions.noon.id, crew_rating: 0, challenge_rating: 3 },
        { score_id: w.sessions.noon.id, crew_rating: 3, challenge_rating: 6 },
      ]) {
        const res = await rate(shark.cookie, body);
        expect(res.statusCode).toBe(400);
        const field = body.crew_rating === 0 ? 'crew_rating' : 'challenge_rating';
        expect(res.json().fields[field]).toBe('ratingOutOfRange');
      }
      expect(await db().select().from(ratings).where(eq(ratings.userId, shark.user.id))).toEqual(
        [],
      );
    });

    it('refuses a player whose team did not play the session with 403, and a session of another event with 404', async () => {
      const w = await playedEvent();
      const eagle = await viewer('player', w.event.id, w.teams[2].id);
      const res = await rate(eagle.cookie, {
        score_id: w.sessions.morning.id,
        crew_rating: 3,
        challenge_rating: 3,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'ratingOnlyForTeamMembers' });

      const other = await newEvent(['Strangers']);
      const elsewhere = await newSession(other.battle.id, hour);
      await scored(elsewhere.id, other.teams[0].id, { rank: 1 });
      const away = await rate(eagle.cookie, {
        score_id: elsewhere.id,
        crew_rating: 3,
        challenge_rating: 3,
      });
      expect(away.statusCode).toBe(404);
      expect(away.json()).toEqual({ message: 'scoreSessionNotFound' });
      expect(await db().select().from(ratings).where(eq(ratings.userId, eagle.user.id))).toEqual(
        [],
      );
    });
  });
});
