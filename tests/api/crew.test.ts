/**
 * The crew's scoring (GET/POST /crew-battles, GET/POST /crew-score): a crew member reaches only
 * the sessions of battles they are assigned to, sees one card per team of a session, and saves
 * a whole session at once (or nothing), with points from the event's points table, the joker
 * from the team's choice, and the session's version refusing a save based on a stale form.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addPlayer,
  addPointsRows,
  addResult,
  assignCrew,
  createBattleWith,
  createCompany,
  createEvent,
  createScoreSession,
  createTeamWith,
  createUser,
  sessionCookieFor,
  setTeamJoker,
} from '../helpers/factories';
import { crewAssignments, notifications, results, scoreSessions } from '../../src/server/db/schema';
import { blankCrewResult, crewScoreFields, type CrewFormResult } from '../../src/shared/api/crew';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const hour = 3600_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(dbKinds)('crew scoring on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(at(hour));
  });
  afterAll(() => t.close());

  const crewCookie = (userId: number, eventId: number) =>
    sessionCookieFor(t.database.db, userId, T0, { role: 'crew', eventId });

  /**
   * An event of its own, so each test counts from zero: a points table with a ladies bonus,
   * three teams (Alpha chose Tug of War as its joker) with a captain each, Tug of War (scored by
   * rank, with a pull count and a time) with two heats crewed by Carla and Chris, and a Raft Race
   * crewed by Rafa.
   */
  async function newWorld() {
    const db = t.database.db;
    const event = await createEvent(db);
    await addPointsRows(db, event.id, [
      { rank: 1, score: 10, joker: 10, ladies: 2 },
      { rank: 2, score: 8, joker: 8, ladies: 1 },
      { rank: 3, score: 6, joker: 6, ladies: null },
    ]);
    const company = await createCompany(db, event.id);
    const team = async (name: string, captainName: string) => {
      const created = await createTeamWith(db, event.id, company.id, { name });
      const captain = await createUser(db, { firstName: captainName, lastName: name });
      const mate = await createUser(db);
      await addPlayer(db, created.id, captain.id, true);
      await addPlayer(db, created.id, mate.id);
      return { ...created, players: [captain.id, mate.id] };
    };
    // Created out of name order: cards come by name.
    const charlie = await team('Charlie', 'Cleo');
    const alpha = await team('Alpha', 'Ada');
    const bravo = await team('Bravo', 'Ben');
    const tug = await createBattleWith(db, event.id, {
      name: 'Tug of War',
      photoUrl: '/uploads/battles/tug.webp',
      isJoker: true,
      scoringType: 'rank',
      score1Label: 'Pulls',
      time1Label: 'Time',
    });
    const raft = await createBattleWith(db, event.id, { name: 'Raft Race' });
    const heat2 = await createScoreSession(db, tug.id, at(3 * hour), at(4 * hour));
    const heat1 = await createScoreSession(db, tug.id, at(hour), at(2 * hour));
    const raftHeat = await createScoreSession(db, raft.id, at(2 * hour), at(3 * hour));
    await setTeamJoker(db, alpha.id, tug.id, event.id);
    const carla = await createUser(db, { firstName: 'Carla', lastName: 'Crew' });
    const chris = await createUser(db, { firstName: 'Chris', lastName: 'Crew' });
    const rafa = await createUser(db, { firstName: 'Rafa', lastName: 'Raft' });
    await assignCrew(db, carla.id, tug.id);
    await assignCrew(db, chris.id, tug.id);
    await assignCrew(db, rafa.id, raft.id);
    return {
      event,
      company,
      teams: { alpha, bravo, charlie },
      tug,
      raft,
      heat1,
      heat2,
      raftHeat,
      crew: { carla, chris, rafa },
      cookies: {
        carla: await crewCookie(carla.id, event.id),
        chris: await crewCookie(chris.id, event.id),
        rafa: await crewCookie(rafa.id, event.id),
      },
    };
  }
  type World = Awaited<ReturnType<typeof newWorld>>;

  const crewBattles = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/crew-battles', headers: { cookie } });
  const selectSession = (cookie: string, scoreId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/crew-battles',
      headers: { cookie },
      payload: { score_id: scoreId },
    });
  const crewScore = (cookie: string, scoreId: number) =>
    t.app.inject({
      method: 'GET',
      url: '/api/crew-score',
      headers: { cookie, selectedscoreid: String(scoreId) },
    });
  const saveScore = (cookie: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/crew-score', headers: { cookie }, payload: body });

  /** The answer of a save: the new version, and how many of the session's 3 teams lack a result. */
  const saved = (version: number, withoutResult: number, teamCount = 3) => ({
    message: 'scoreSaved',
    version,
    team_count: teamCount,
    teams_without_result: withoutResult,
    awaiting_review: false,
  });

  /** A team's card as the form sends it: empty unless told. */
  const card = (team: { id: number }, over: Partial<CrewFormResult> = {}) =>
    blankCrewResult(team.id, over);

  /** The form's body without the version, as a client that follows the product spec alone sends it. */
  const unversioned = (scoreId: number, cards: CrewFormResult[]) => {
    const body = crewScoreFields(scoreId, 0, cards);
    delete body.version;
    return body;
  };

  const storedResults = (scoreSessionId: number) =>
    t.database.db
      .select()
      .from(results)
      .where(eq(results.scoreSessionId, scoreSessionId))
      .orderBy(results.teamId);

  const versionOf = async (scoreSessionId: number) => {
    const [row] = await t.database.db
      .select({ version: scoreSessions.version })
      .from(scoreSessions)
      .where(eq(scoreSessions.id, scoreSessionId));
    return row.version;
  };

  /** A full, valid save of heat 1 by Carla: Alpha first with ladies, Bravo second, Charlie out. */
  const fullSave = (w: World, version = 0) =>
    crewScoreFields(w.heat1.id, version, [
      card(w.teams.alpha, { rank: '1', score1: '12', time1: '01:02:345', isLadies: true }),
      card(w.teams.bravo, { rank: '2', score1: '9.5', time1: '01:10:000', isJoker: true }),
      card(w.teams.charlie, { rank: '3', isDisqualified: true, isFairplay: true }),
    ]);

  describe('who may score a session', () => {
    it('crew of another battle gets 403 on GET and POST', async () => {
      const w = await newWorld();
      const read = await crewScore(w.cookies.rafa, w.heat1.id);
      expect(read.statusCode).toBe(403);
      expect(read.json()).toEqual({ message: 'notCrewOfBattle' });
      const select = await selectSession(w.cookies.rafa, w.heat1.id);
      expect(select.statusCode).toBe(403);
      expect(select.json()).toEqual({ message: 'notCrewOfBattle' });
      const save = await saveScore(w.cookies.rafa, fullSave(w));
      expect(save.statusCode).toBe(403);
      expect(save.json()).toEqual({ message: 'notCrewOfBattle' });
      expect(await storedResults(w.heat1.id)).toEqual([]);
      expect(await versionOf(w.heat1.id)).toBe(0);
    });

    it('a crew member assigned to no battle sees no sessions and may select none', async () => {
      const w = await newWorld();
      const idle = await createUser(t.database.db);
      const cookie = await crewCookie(idle.id, w.event.id);
      expect((await crewBattles(cookie)).json()).toEqual({ battles: [] });
      for (const session of [w.heat1, w.raftHeat]) {
        const res = await selectSession(cookie, session.id);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'notCrewOfBattle' });
      }
    });

    it('an unknown session, or one of another event, is not found', async () => {
      const w = await newWorld();
      const other = await newWorld();
      // Carla crews the other event's Tug of War too, but her session is in the first event.
      await assignCrew(t.database.db, w.crew.carla.id, other.tug.id);
      for (const scoreId of [other.heat1.id, 999_999]) {
        for (const res of [
          await crewScore(w.cookies.carla, scoreId),
          await selectSession(w.cookies.carla, scoreId),
          await saveScore(w.cookies.carla, crewScoreFields(scoreId, 0, [card(w.teams.alpha)])),
        ]) {
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({ message: 'scoreSessionNotFound' });
        }
      }
      expect(await storedResults(other.heat1.id)).toEqual([]);
    });

    it('selecting a session of an assigned battle answers its id and stores nothing', async () => {
      const w = await newWorld();
      const res = await selectSession(w.cookies.carla, w.heat2.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'scoreSessionSelected', score_id: w.heat2.id });
      expect(await versionOf(w.heat2.id)).toBe(0);
    });
  });

  describe('GET /crew-battles', () => {
    it("lists the sessions of the crew member's battles by start time, with their teams", async () => {
      const w = await newWorld();
      const res = await crewBattles(w.cookies.carla);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        battles: [w.heat1, w.heat2].map((heat) => ({
          score_id: heat.id,
          battle_id: w.tug.id,
          name: 'Tug of War',
          photo_url: '/uploads/battles/tug.webp',
          start_time: heat.startTime.toISOString(),
          end_time: heat.endTime.toISOString(),
          team_count: 3,
          is_correct: false,
          review_state: null,
        })),
      });
      const rafa = (await crewBattles(w.cookies.rafa)).json().battles;
      expect(rafa.map((s: { score_id: number }) => s.score_id)).toEqual([w.raftHeat.id]);
    });

    it('marks a session correct only when every team has a complete result', async () => {
      const db = t.database.db;
      const w = await newWorld();
      const { alpha, bravo, charlie } = w.teams;
      const complete = { rank: 1, score1: 3, time1: 60_000 };
      // Alpha and Bravo play heat 1, Charlie heat 2; Bravo's time is missing.
      await addResult(db, w.heat1.id, alpha.id, complete);
      const bravoResult = await addResult(db, w.heat1.id, bravo.id, { rank: 2, score1: 2 });
      await addResult(db, w.heat2.id, charlie.id, { rank: 1 });
      const heats = async () =>
        Object.fromEntries(
          (await crewBattles(w.cookies.carla))
            .json()
            .battles.map((s: { score_id: number; team_count: number; is_correct: boolean }) => [
              s.score_id,
              [s.team_count, s.is_correct],
            ]),
        );
      expect(await heats()).toEqual({ [w.heat1.id]: [2, false], [w.heat2.id]: [1, false] });

      await db.update(results).set({ time1: 61_000 }).where(eq(results.id, bravoResult.id));
      await db
        .update(results)
        .set({ isDisqualified: true })
        .where(and(eq(results.scoreSessionId, w.heat2.id), eq(results.teamId, charlie.id)));
      expect(await heats()).toEqual({ [w.heat1.id]: [2, true], [w.heat2.id]: [1, true] });

      // A new team of the event has played neither heat: both wait for it.
      await createTeamWith(db, w.event.id, w.company.id, { name: 'Delta' });
      expect(await heats()).toEqual({ [w.heat1.id]: [3, false], [w.heat2.id]: [2, false] });
    });

    it('a session without teams is not correct', async () => {
      const db = t.database.db;
      const w = await newWorld();
      for (const team of Object.values(w.teams)) {
        await addResult(db, w.heat1.id, team.id, { isDisqualified: true });
      }
      const sessions = (await crewBattles(w.cookies.carla)).json().battles;
      expect(sessions).toMatchObject([
        { score_id: w.heat1.id, team_count: 3, is_correct: true },
        { score_id: w.heat2.id, team_count: 0, is_correct: false },
      ]);
    });
  });

  describe('GET /crew-score', () => {
    it('shows the battle, the version and one empty card per team of the session, by name', async () => {
      const w = await newWorld();
      const res = await crewScore(w.cookies.carla, w.heat1.id);
      expect(res.statusCode).toBe(200);
      const empty = {
        challenge_score_id: null,
        photo_url: null,
        company_name: w.company.name,
        rank: null,
        points: 0,
        score_1: null,
        score_2: null,
        time_1: null,
        time_2: null,
        is_ladies: false,
        is_fairplay: false,
        is_disqualified: false,
        entered_by: null,
        updated_at: null,
      };
      const { alpha, bravo, charlie } = w.teams;
      expect(res.json()).toEqual({
        score_id: w.heat1.id,
        activity_id: w.tug.id,
        activity_name: 'Tug of War',
        activity_photo: '/uploads/battles/tug.webp',
        scoring_type: 'rank',
        start_time: w.heat1.startTime.toISOString(),
        end_time: w.heat1.endTime.toISOString(),
        score_1_label: 'Pulls',
        score_2_label: null,
        time_1_label: 'Time',
        time_2_label: null,
        has_ladies: true,
        version: 0,
        review_state: null,
        review_note: null,
        teams: [
          { ...empty, team_id: alpha.id, name: 'Alpha', captain_name: 'Ada Alpha', is_joker: true },
          {
            ...empty,
            team_id: bravo.id,
            name: 'Bravo',
            captain_name: 'Ben Bravo',
            is_joker: false,
          },
          {
            ...empty,
            team_id: charlie.id,
            name: 'Charlie',
            captain_name: 'Cleo Charlie',
            is_joker: false,
          },
        ],
      });
    });

    it('a team that played another heat of the battle is not on the card list', async () => {
      const w = await newWorld();
      await addResult(t.database.db, w.heat2.id, w.teams.bravo.id, { rank: 1 });
      const heat1 = (await crewScore(w.cookies.carla, w.heat1.id)).json();
      expect(heat1.teams.map((c: { name: string }) => c.name)).toEqual(['Alpha', 'Charlie']);
      const heat2 = (await crewScore(w.cookies.carla, w.heat2.id)).json();
      expect(heat2.teams.map((c: { name: string }) => c.name)).toEqual([
        'Alpha',
        'Bravo',
        'Charlie',
      ]);
    });

    it('an event without a ladies bonus hides the checkbox', async () => {
      const w = await newWorld();
      const elsewhere = await createEvent(t.database.db);
      await addPointsRows(t.database.db, elsewhere.id, [{ rank: 1, score: 5 }]);
      const battle = await createBattleWith(t.database.db, elsewhere.id);
      const heat = await createScoreSession(t.database.db, battle.id, at(hour), at(2 * hour));
      await assignCrew(t.database.db, w.crew.carla.id, battle.id);
      const cookie = await crewCookie(w.crew.carla.id, elsewhere.id);
      expect((await crewScore(cookie, heat.id)).json()).toMatchObject({
        has_ladies: false,
        teams: [],
      });
    });
  });

  describe('POST /crew-score', () => {
    it('a full save stores every team with points from the table and bumps the version', async () => {
      const w = await newWorld();
      const res = await saveScore(w.cookies.carla, fullSave(w));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(saved(1, 0));
      expect(await versionOf(w.heat1.id)).toBe(1);

      const { alpha, bravo, charlie } = w.teams;
      const stored = await storedResults(w.heat1.id);
      const byTeam = new Map(stored.map((r) => [r.teamId, r]));
      const common = { enteredBy: w.crew.carla.id, updatedAt: t.clock.now(), score2: null };
      // Alpha's joker is Tug of War (sent as not): 10 + joker 10 + ladies 2.
      expect(byTeam.get(alpha.id)).toMatchObject({
        ...common,
        rank: 1,
        score1: 12,
        time1: 62_345,
        isLadies: true,
        isJoker: true,
        points: 22,
      });
      // Bravo has no joker here (sent as one): rank 2 only.
      expect(byTeam.get(bravo.id)).toMatchObject({
        ...common,
        rank: 2,
        score1: 9.5,
        time1: 70_000,
        isJoker: false,
        points: 8,
      });
      // Disqualified: nothing, whatever the rank.
      expect(byTeam.get(charlie.id)).toMatchObject({
        ...common,
        rank: 3,
        isDisqualified: true,
        isFairplay: true,
        points: 0,
      });

      const form = (await crewScore(w.cookies.chris, w.heat1.id)).json();
      expect(form.version).toBe(1);
      expect(form.teams[0]).toMatchObject({
        challenge_score_id: byTeam.get(alpha.id)!.id,
        team_id: alpha.id,
        rank: 1,
        points: 22,
        score_1: 12,
        time_1: '01:02:345',
        time_2: null,
        is_ladies: true,
        is_joker: true,
        entered_by: 'Carla Crew',
        updated_at: t.clock.now().toISOString(),
      });
      const sessions = (await crewBattles(w.cookies.chris)).json().battles;
      expect(sessions[0]).toMatchObject({ score_id: w.heat1.id, team_count: 3, is_correct: true });
    });

    it('a second save updates the stored results through their ids', async () => {
      const w = await newWorld();
      await saveScore(w.cookies.carla, fullSave(w));
      const [first] = (await crewScore(w.cookies.chris, w.heat1.id)).json().teams;
      const res = await saveScore(
        w.cookies.chris,
        crewScoreFields(w.heat1.id, 1, [
          card(w.teams.alpha, { challengeScoreId: first.challenge_score_id, rank: '2' }),
        ]),
      );
      expect(res.json()).toEqual(saved(2, 0));
      const stored = await storedResults(w.heat1.id);
      expect(stored).toHaveLength(3);
      expect(stored.find((r) => r.teamId === w.teams.alpha.id)).toMatchObject({
        id: first.challenge_score_id,
        rank: 2,
        score1: null,
        time1: null,
        isLadies: false,
        points: 16,
        enteredBy: w.crew.chris.id,
      });
    });

    it('an empty card of a team without a result stores nothing for it', async () => {
      const w = await newWorld();
      const res = await saveScore(
        w.cookies.carla,
        crewScoreFields(w.heat1.id, 0, [
          card(w.teams.alpha, { rank: '1' }),
          card(w.teams.bravo),
          card(w.teams.charlie),
        ]),
      );
      expect(res.statusCode).toBe(200);
      expect((await storedResults(w.heat1.id)).map((r) => r.teamId)).toEqual([w.teams.alpha.id]);
    });

    it('a half-invalid save answers 400 naming the field and stores nothing', async () => {
      const w = await newWorld();
      const body = crewScoreFields(w.heat1.id, 0, [
        card(w.teams.alpha, { rank: '1', time1: '01:00:000' }),
        card(w.teams.bravo, { rank: '2', time1: '00:60:000' }),
        card(w.teams.charlie, { rank: '3', time1: '01:30:000' }),
      ]);
      const res = await saveScore(w.cookies.carla, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'invalidTime', fields: { 'time_1.1': 'invalidTime' } });
      expect(await storedResults(w.heat1.id)).toEqual([]);
      expect(await versionOf(w.heat1.id)).toBe(0);
    });

    it('bad times, negative scores and ranks out of range are refused with field messages', async () => {
      const w = await newWorld();
      const refused: [Partial<Record<string, unknown>>, string, string][] = [
        [{ 'time_1.0': '00:60:000' }, 'time_1.0', 'invalidTime'],
        [{ 'time_2.0': '1:00:00' }, 'time_2.0', 'invalidTime'],
        [{ 'score_1.0': -1 }, 'score_1.0', 'invalidScore'],
        [{ 'score_2.0': '-3' }, 'score_2.0', 'invalidScore'],
        [{ 'rank.0': 0 }, 'rank.0', 'invalidRank'],
        [{ 'rank.0': '1000' }, 'rank.0', 'invalidRank'],
      ];
      for (const [fields, field, message] of refused) {
        const body = { ...crewScoreFields(w.heat1.id, 0, [card(w.teams.alpha)]), ...fields };
        const res = await saveScore(w.cookies.carla, body);
        expect(res.statusCode, field).toBe(400);
        expect(res.json().fields, JSON.stringify(fields)).toEqual({ [field]: message });
      }
      expect(await storedResults(w.heat1.id)).toEqual([]);
    });

    it('a result of another session is refused with 400 and nothing is stored', async () => {
      const w = await newWorld();
      const elsewhere = await addResult(t.database.db, w.raftHeat.id, w.teams.bravo.id, {
        rank: 1,
      });
      const res = await saveScore(
        w.cookies.carla,
        crewScoreFields(w.heat1.id, 0, [
          card(w.teams.alpha, { rank: '1' }),
          card(w.teams.bravo, { challengeScoreId: elsewhere.id, rank: '2' }),
        ]),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'resultNotInSession',
        fields: { 'challenge_score_id.1': 'resultNotInSession' },
      });
      expect(await storedResults(w.heat1.id)).toEqual([]);
      expect(await storedResults(w.raftHeat.id)).toMatchObject([{ rank: 1, points: 0 }]);
      expect(await versionOf(w.heat1.id)).toBe(0);
    });

    it('a team that is not of the session cannot be sent, and nothing is stored', async () => {
      const db = t.database.db;
      const w = await newWorld();
      await addResult(db, w.heat2.id, w.teams.bravo.id, { rank: 1 });
      const stranger = await createTeamWith(db, (await createEvent(db)).id, w.company.id);
      const res = await saveScore(
        w.cookies.carla,
        crewScoreFields(w.heat1.id, 0, [
          card(w.teams.alpha, { rank: '1' }),
          card(w.teams.bravo, { rank: '2' }),
          card(stranger, { rank: '4' }),
        ]),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'teamNotInSession',
        fields: { 'team_id.1': 'teamNotInSession', 'team_id.2': 'teamNotInSession' },
      });
      expect(await storedResults(w.heat1.id)).toEqual([]);
    });

    it('a team sent by its id after it got a result has that result overwritten', async () => {
      const db = t.database.db;
      const w = await newWorld();
      await addResult(db, w.heat1.id, w.teams.charlie.id, { rank: 1 });
      const res = await saveScore(
        w.cookies.carla,
        crewScoreFields(w.heat1.id, 0, [card(w.teams.charlie, { rank: '3' })]),
      );
      expect(res.statusCode).toBe(200);
      const stored = await storedResults(w.heat1.id);
      expect(stored.map((r) => [r.teamId, r.rank])).toEqual([[w.teams.charlie.id, 3]]);
    });

    it('the same team twice in one save is refused', async () => {
      const w = await newWorld();
      const res = await saveScore(
        w.cookies.carla,
        crewScoreFields(w.heat1.id, 0, [
          card(w.teams.alpha, { rank: '1' }),
          card(w.teams.alpha, { rank: '2' }),
        ]),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'duplicateTeamInSave',
        fields: { 'team_id.1': 'duplicateTeamInSave' },
      });
      expect(await storedResults(w.heat1.id)).toEqual([]);
    });

    it('a save based on a stale version is refused with 409 and stores nothing', async () => {
      const w = await newWorld();
      await saveScore(w.cookies.carla, fullSave(w));
      const before = await storedResults(w.heat1.id);
      const stale = crewScoreFields(w.heat1.id, 0, [card(w.teams.alpha, { rank: '3' })]);
      const res = await saveScore(w.cookies.chris, stale);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'scoreChangedMeanwhile' });
      expect(await storedResults(w.heat1.id)).toEqual(before);
      expect(await versionOf(w.heat1.id)).toBe(1);
    });

    it('two crew members saving the same version at once: one is saved, the other gets 409', async () => {
      const w = await newWorld();
      const { alpha, bravo, charlie } = w.teams;
      const saves = {
        [w.crew.carla.id]: { rank: [1, 2, 3], cookie: w.cookies.carla },
        [w.crew.chris.id]: { rank: [3, 1, 2], cookie: w.cookies.chris },
      };
      const bodyOf = (ranks: number[]) =>
        crewScoreFields(
          w.heat1.id,
          0,
          [alpha, bravo, charlie].map((team, i) => card(team, { rank: String(ranks[i]) })),
        );
      const answers = await Promise.all(
        Object.values(saves).map((save) => saveScore(save.cookie, bodyOf(save.rank))),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((res) => res.statusCode === 409)!.json()).toEqual({
        message: 'scoreChangedMeanwhile',
      });

      const stored = await storedResults(w.heat1.id);
      expect(stored).toHaveLength(3);
      const winner = stored[0].enteredBy!;
      expect(stored.every((r) => r.enteredBy === winner)).toBe(true);
      const expected = new Map(
        [alpha, bravo, charlie].map((team, i) => [team.id, saves[winner].rank[i]]),
      );
      expect(stored.map((r) => r.rank)).toEqual(stored.map((r) => expected.get(r.teamId)));
      expect(await versionOf(w.heat1.id)).toBe(1);
    });

    describe('the idempotency key of a save (a save queued offline may arrive twice)', () => {
      // A new key per test: keys are unique across the database, as a device's UUIDs are.
      let KEY = '';
      beforeEach(() => {
        KEY = randomUUID();
      });
      const notificationCount = async (w: World) => {
        const players = Object.values(w.teams).flatMap((team) => team.players);
        const rows = await t.database.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(inArray(notifications.userId, players));
        return rows.length;
      };

      it('the same save sent again changes nothing and answers the version it made', async () => {
        const w = await newWorld();
        const first = await saveScore(w.cookies.carla, { ...fullSave(w), idempotency_key: KEY });
        expect(first.statusCode).toBe(200);
        expect(first.json()).toEqual(saved(1, 0));
        const stored = await storedResults(w.heat1.id);
        const told = await notificationCount(w);

        // The answer was lost; the queue sends it again, still based on version 0.
        const again = await saveScore(w.cookies.carla, { ...fullSave(w), idempotency_key: KEY });
        expect(again.statusCode).toBe(200);
        expect(again.json()).toEqual(saved(1, 0));
        expect(await versionOf(w.heat1.id)).toBe(1);
        expect(await storedResults(w.heat1.id)).toEqual(stored);
        expect(await notificationCount(w)).toBe(told);
      });

      it('the same save sent twice at once is stored once', async () => {
        const w = await newWorld();
        const body = { ...fullSave(w), idempotency_key: KEY };
        const answers = await Promise.all([
          saveScore(w.cookies.carla, body),
          saveScore(w.cookies.carla, body),
        ]);
        expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
        expect(answers.map((res) => res.json().version)).toEqual([1, 1]);
        expect(await versionOf(w.heat1.id)).toBe(1);
        expect(await storedResults(w.heat1.id)).toHaveLength(3);
      });

      it('a repeated save after another crew member saved does not overwrite theirs', async () => {
        const w = await newWorld();
        await saveScore(w.cookies.carla, { ...fullSave(w), idempotency_key: KEY });
        const chrisSave = crewScoreFields(w.heat1.id, 1, [card(w.teams.alpha, { rank: '3' })]);
        expect((await saveScore(w.cookies.chris, chrisSave)).statusCode).toBe(200);
        const after = await storedResults(w.heat1.id);

        const again = await saveScore(w.cookies.carla, { ...fullSave(w), idempotency_key: KEY });
        expect(again.json()).toEqual(saved(1, 0));
        expect(await storedResults(w.heat1.id)).toEqual(after);
        expect(await versionOf(w.heat1.id)).toBe(2);
      });

      it('a new save with a new key on a stale version is still refused with 409', async () => {
        const w = await newWorld();
        await saveScore(w.cookies.chris, fullSave(w));
        const stale = {
          ...crewScoreFields(w.heat1.id, 0, [card(w.teams.alpha, { rank: '2' })]),
          idempotency_key: KEY,
        };
        const res = await saveScore(w.cookies.carla, stale);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message: 'scoreChangedMeanwhile' });
        // Refused saves leave no key: the crew may send the same values again after choosing.
        const retried = await saveScore(w.cookies.carla, { ...stale, version: 1 });
        expect(retried.statusCode).toBe(200);
        expect(
          (await storedResults(w.heat1.id)).find((r) => r.teamId === w.teams.alpha.id),
        ).toMatchObject({ rank: 2 });
      });

      it('a key used by another crew member or for another session is refused, changing nothing', async () => {
        const w = await newWorld();
        await saveScore(w.cookies.carla, { ...fullSave(w), idempotency_key: KEY });
        const byChris = await saveScore(w.cookies.chris, {
          ...crewScoreFields(w.heat1.id, 1, [card(w.teams.alpha, { rank: '3' })]),
          idempotency_key: KEY,
        });
        expect(byChris.statusCode).toBe(409);
        expect(byChris.json()).toEqual({ message: 'saveKeyReused' });
        const otherHeat = await saveScore(w.cookies.carla, {
          ...crewScoreFields(w.heat2.id, 0, [card(w.teams.alpha, { rank: '1' })]),
          idempotency_key: KEY,
        });
        expect(otherHeat.statusCode).toBe(409);
        expect(await storedResults(w.heat2.id)).toEqual([]);
        expect(await versionOf(w.heat1.id)).toBe(1);
      });

      it('a save stored before is answered again after its crew member left the battle', async () => {
        const w = await newWorld();
        const body = { ...fullSave(w), idempotency_key: KEY };
        expect((await saveScore(w.cookies.carla, body)).statusCode).toBe(200);
        await t.database.db
          .delete(crewAssignments)
          .where(eq(crewAssignments.userId, w.crew.carla.id));
        // Its answer was lost; sent again from the queue, it counted and changes nothing.
        const again = await saveScore(w.cookies.carla, body);
        expect(again.statusCode).toBe(200);
        expect(again.json()).toEqual(saved(1, 0));
        // A new save by the crew member who left is refused as before.
        const fresh = await saveScore(w.cookies.carla, {
          ...fullSave(w, 1),
          idempotency_key: randomUUID(),
        });
        expect(fresh.statusCode).toBe(403);
        expect(await versionOf(w.heat1.id)).toBe(1);
      });

      it('one key sent at once for two sessions stores one and refuses the other, never a 500', async () => {
        const w = await newWorld();
        // Both heats have started.
        t.clock.set(at(3 * hour));
        const answers = await Promise.all([
          saveScore(w.cookies.carla, { ...fullSave(w), idempotency_key: KEY }),
          saveScore(w.cookies.carla, {
            ...crewScoreFields(w.heat2.id, 0, [card(w.teams.alpha, { rank: '1' })]),
            idempotency_key: KEY,
          }),
        ]);
        expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
        expect(answers.find((res) => res.statusCode === 409)!.json()).toEqual({
          message: 'saveKeyReused',
        });
        const versions = [await versionOf(w.heat1.id), await versionOf(w.heat2.id)];
        expect(versions.sort()).toEqual([0, 1]);
        t.clock.set(at(hour));
      });

      it('a key that is not a UUID is a 400 naming the field', async () => {
        const w = await newWorld();
        const res = await saveScore(w.cookies.carla, { ...fullSave(w), idempotency_key: 'abc' });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toHaveProperty('idempotency_key');
        expect(await storedResults(w.heat1.id)).toEqual([]);
      });
    });

    it('two saves without a version at once are both saved, and the results are entirely one of them', async () => {
      const w = await newWorld();
      await saveScore(w.cookies.carla, fullSave(w));
      const ids = new Map((await storedResults(w.heat1.id)).map((r) => [r.teamId, r.id] as const));
      const teamsInOrder = [w.teams.alpha, w.teams.bravo, w.teams.charlie];
      const bodyOf = (ranks: number[], time: string) =>
        unversioned(
          w.heat1.id,
          teamsInOrder.map((team, i) =>
            card(team, {
              challengeScoreId: ids.get(team.id)!,
              rank: String(ranks[i]),
              score1: String(ranks[i] * 10),
              time1: time,
            }),
          ),
        );
      const saves = {
        [w.crew.carla.id]: { ranks: [2, 3, 1], time: '02:00:000', cookie: w.cookies.carla },
        [w.crew.chris.id]: { ranks: [3, 1, 2], time: '03:00:000', cookie: w.cookies.chris },
      };
      const answers = await Promise.all(
        Object.values(saves).map((save) => saveScore(save.cookie, bodyOf(save.ranks, save.time))),
      );
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
      expect(answers.map((res) => res.json().version).sort()).toEqual([2, 3]);

      const stored = await storedResults(w.heat1.id);
      const last = saves[stored[0].enteredBy!];
      expect(stored.every((r) => r.enteredBy === stored[0].enteredBy)).toBe(true);
      const rankOf = new Map(teamsInOrder.map((team, i) => [team.id, last.ranks[i]]));
      for (const r of stored) {
        expect(r).toMatchObject({
          rank: rankOf.get(r.teamId),
          score1: rankOf.get(r.teamId)! * 10,
          time1: last.time === '02:00:000' ? 120_000 : 180_000,
        });
      }
    });

    it('score_available reaches the players of the teams whose result changed', async () => {
      const w = await newWorld();
      const { alpha, bravo, charlie } = w.teams;
      const notesOf = (userIds: number[]) =>
        t.database.db
          .select({
            userId: notifications.userId,
            type: notifications.messageName,
            key1: notifications.dynamicKey1,
            redirect: notifications.redirectKey1,
          })
          .from(notifications)
          .where(inArray(notifications.userId, userIds))
          .orderBy(notifications.userId, notifications.id);
      // Read first, so the lists are kept in memory: the save must make them fresh.
      for (const userId of alpha.players) {
        const cookie = await sessionCookieFor(t.database.db, userId, T0, {
          role: 'player',
          eventId: w.event.id,
          teamId: alpha.id,
        });
        const list = await t.app.inject({
          method: 'GET',
          url: '/api/notifications',
          headers: { cookie },
        });
        expect(list.json().unread_count).toBe(0);
      }

      await saveScore(
        w.cookies.carla,
        crewScoreFields(w.heat1.id, 0, [
          card(alpha, { rank: '1' }),
          card(bravo, { rank: '2' }),
          card(charlie),
        ]),
      );
      const note = { type: 'score_available', key1: 'Tug of War', redirect: String(w.heat1.id) };
      const told = [...alpha.players, ...bravo.players].sort((a, b) => a - b);
      expect(await notesOf([...told, ...charlie.players])).toEqual(
        told.map((userId) => ({ userId, ...note })),
      );
      const cookie = await sessionCookieFor(t.database.db, alpha.players[1], T0, {
        role: 'player',
        eventId: w.event.id,
        teamId: alpha.id,
      });
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { cookie },
      });
      expect(list.json().unread_count).toBe(1);

      // Saving Alpha's result unchanged and Bravo's changed tells only Bravo again.
      const ids = new Map((await storedResults(w.heat1.id)).map((r) => [r.teamId, r.id]));
      await saveScore(
        w.cookies.carla,
        crewScoreFields(w.heat1.id, 1, [
          card(alpha, { challengeScoreId: ids.get(alpha.id)!, rank: '1' }),
          card(bravo, { challengeScoreId: ids.get(bravo.id)!, rank: '3' }),
        ]),
      );
      expect(await notesOf(alpha.players)).toHaveLength(2);
      expect(await notesOf(bravo.players)).toHaveLength(4);
    });

    it('a save shows in GET /team_points right after', async () => {
      const w = await newWorld();
      const viewer = await createUser(t.database.db);
      const cookie = await sessionCookieFor(t.database.db, viewer.id, T0, {
        role: 'supporter',
        eventId: w.event.id,
      });
      const pointsOf = async (teamId: number) =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/team_points',
            headers: { cookie, otherteamid: String(teamId) },
          })
        ).json();
      // Read first, so the answer is kept as a snapshot.
      expect(await pointsOf(w.teams.alpha.id)).toMatchObject({ battle_points: 0 });
      await saveScore(w.cookies.carla, fullSave(w));
      expect(await pointsOf(w.teams.alpha.id)).toEqual({
        points: 22,
        battle_points: 22,
        extra_points: 0,
      });
      expect(await pointsOf(w.teams.bravo.id)).toMatchObject({ battle_points: 8 });
    });
  });

  describe('ranks follow from what crew enter', () => {
    /** A Kayak Relay scored by fastest time, one session, crewed by Kim; and a Darts battle scored by highest score. */
    async function timedWorld() {
      const w = await newWorld();
      const db = t.database.db;
      const kayak = await createBattleWith(db, w.event.id, {
        name: 'Kayak Relay',
        scoringType: 'fastest_time',
        time1Label: 'Finish time',
      });
      const darts = await createBattleWith(db, w.event.id, {
        name: 'Darts',
        scoringType: 'highest_score',
        score1Label: 'Points scored',
      });
      const kayakHeat = await createScoreSession(db, kayak.id, at(0), at(hour));
      const dartsHeat = await createScoreSession(db, darts.id, at(0), at(hour));
      const kim = await createUser(db, { firstName: 'Kim', lastName: 'Crew' });
      await assignCrew(db, kim.id, kayak.id);
      await assignCrew(db, kim.id, darts.id);
      return { ...w, kayakHeat, dartsHeat, kim: await crewCookie(kim.id, w.event.id) };
    }
    const rankAndPoints = async (scoreSessionId: number) =>
      new Map(
        (await storedResults(scoreSessionId)).map((r) => [
          r.teamId,
          { rank: r.rank, points: r.points },
        ]),
      );

    it('times without ranks give ranks and points; a typed rank is ignored', async () => {
      const w = await timedWorld();
      const { alpha, bravo, charlie } = w.teams;
      const res = await saveScore(
        w.kim,
        crewScoreFields(w.kayakHeat.id, 0, [
          card(alpha, { time1: '4:12.345', rank: '3' }),
          card(bravo, { time1: '03:59:000' }),
          card(charlie, { time1: '4:12,345' }),
        ]),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(saved(1, 0));
      // Bravo fastest; Alpha and Charlie tie and share rank 2 (the next place, 4, is beyond the table).
      expect(Object.fromEntries(await rankAndPoints(w.kayakHeat.id))).toEqual({
        [alpha.id]: { rank: 2, points: 8 },
        [bravo.id]: { rank: 1, points: 10 },
        [charlie.id]: { rank: 2, points: 8 },
      });
      const sessions = (await crewBattles(w.kim)).json().battles;
      expect(
        sessions.find((s: { score_id: number }) => s.score_id === w.kayakHeat.id),
      ).toMatchObject({
        is_correct: true,
      });
    });

    it('a disqualified team and a team with no value stay unranked, and the answer counts them', async () => {
      const w = await timedWorld();
      const { alpha, bravo, charlie } = w.teams;
      const res = await saveScore(
        w.kim,
        crewScoreFields(w.kayakHeat.id, 0, [
          card(alpha, { time1: '5:00' }),
          card(bravo, { time1: '1:00', isDisqualified: true }),
          card(charlie, { isLadies: true }),
        ]),
      );
      expect(res.json()).toEqual(saved(1, 1));
      expect(Object.fromEntries(await rankAndPoints(w.kayakHeat.id))).toEqual({
        [alpha.id]: { rank: 1, points: 10 },
        [bravo.id]: { rank: null, points: 0 },
        [charlie.id]: { rank: null, points: 0 },
      });
      const sessions = (await crewBattles(w.kim)).json().battles;
      expect(
        sessions.find((s: { score_id: number }) => s.score_id === w.kayakHeat.id),
      ).toMatchObject({
        is_correct: false,
      });
    });

    it('a later save of one team re-ranks the teams it passes', async () => {
      const w = await timedWorld();
      const { alpha, bravo, charlie } = w.teams;
      await saveScore(
        w.kim,
        crewScoreFields(w.kayakHeat.id, 0, [
          card(alpha, { time1: '2:00' }),
          card(bravo, { time1: '3:00' }),
        ]),
      );
      const res = await saveScore(
        w.kim,
        crewScoreFields(w.kayakHeat.id, 1, [card(charlie, { time1: '1:30' })]),
      );
      expect(res.json()).toEqual(saved(2, 0));
      expect(Object.fromEntries(await rankAndPoints(w.kayakHeat.id))).toEqual({
        [alpha.id]: { rank: 2, points: 8 },
        [bravo.id]: { rank: 3, points: 6 },
        [charlie.id]: { rank: 1, points: 10 },
      });
    });

    it('a highest-score battle ranks the higher score first', async () => {
      const w = await timedWorld();
      const { alpha, bravo, charlie } = w.teams;
      await saveScore(
        w.kim,
        crewScoreFields(w.dartsHeat.id, 0, [
          card(alpha, { score1: '40' }),
          card(bravo, { score1: '55.5' }),
          card(charlie, { score1: '12' }),
        ]),
      );
      expect(Object.fromEntries(await rankAndPoints(w.dartsHeat.id))).toEqual({
        [alpha.id]: { rank: 2, points: 8 },
        [bravo.id]: { rank: 1, points: 10 },
        [charlie.id]: { rank: 3, points: 6 },
      });
    });

    it('a save of empty cards only is refused with 400 and changes nothing', async () => {
      const w = await timedWorld();
      const { alpha, bravo, charlie } = w.teams;
      const res = await saveScore(
        w.kim,
        crewScoreFields(w.kayakHeat.id, 0, [card(alpha), card(bravo), card(charlie)]),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'nothingToSave' });
      expect(await versionOf(w.kayakHeat.id)).toBe(0);
      expect(await storedResults(w.kayakHeat.id)).toEqual([]);
    });

    it('a partial save says how many teams still have no result', async () => {
      const w = await timedWorld();
      const { alpha, bravo, charlie } = w.teams;
      const res = await saveScore(
        w.kim,
        crewScoreFields(w.kayakHeat.id, 0, [
          card(alpha, { time1: '0:30' }),
          card(bravo),
          card(charlie),
        ]),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(saved(1, 2));
    });
  });
});
