/**
 * The organizer console's points part: the points table (and the points of results already
 * saved, which follow it), the tiebreak order, and the leaderboard quarter (the standings as
 * they stood at a chosen moment, shown to players with its label until withdrawn).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addPointsRows,
  addResult,
  addTiebreak,
  assignCrew,
  createBattleWith,
  createScoreSession,
  createTeamWith,
  createUser,
  sessionCookieFor,
  setTeamJoker,
} from '../helpers/factories';
import { createOrganizerWorld, sender, type OrganizerWorld } from '../helpers/organizer';
import {
  auditLog,
  extraPoints,
  leaderboardQuarters,
  pointsTable,
  results,
  tiebreakBattles,
} from '../../src/server/db/schema';
import { crewScoreFields, type CrewFormResult } from '../../src/shared/api/crew';

const T0 = new Date('2030-06-01T12:00:00.000Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

const OLD_TABLE = [
  { rank: 1, score: 10, joker: 5, ladies: 2 },
  { rank: 2, score: 6, joker: 3, ladies: 1 },
];

interface Standing {
  position: number;
  name: string;
  points: number;
}

describe.each(dbKinds)('the organizer console points part on %s', (kind) => {
  let t: TestApp;
  let w: OrganizerWorld;
  let send: ReturnType<typeof sender>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    send = sender(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(T0);
    w = await createOrganizerWorld(t, T0);
  });

  const db = () => t.database.db;
  const auditOf = (eventId: number) =>
    db().select().from(auditLog).where(eq(auditLog.eventId, eventId));
  const standings = async (cookie: string) => {
    const answer = (await send(cookie, 'GET', '/api/leaderboard')).json() as {
      leaderboard_quarter: string | null;
      teams: Standing[];
    };
    return {
      quarter: answer.leaderboard_quarter,
      places: answer.teams.map((team) => [team.position, team.name, team.points]),
    };
  };
  const storedTable = () =>
    db()
      .select({
        rank: pointsTable.rank,
        score: pointsTable.score,
        joker: pointsTable.joker,
        ladies: pointsTable.ladies,
      })
      .from(pointsTable)
      .where(eq(pointsTable.eventId, w.eventId))
      .orderBy(pointsTable.rank);

  /** A second team and a battle of the event, each team's joker on it for the Lions. */
  async function arena() {
    const tigers = await createTeamWith(db(), w.eventId, w.companyId, { name: 'Tigers' });
    const tug = await createBattleWith(db(), w.eventId, { name: 'Tug of War', isJoker: true });
    const raft = await createBattleWith(db(), w.eventId, { name: 'Raft Race' });
    const heat = await createScoreSession(db(), tug.id, minutes(-120), minutes(-90));
    const raftHeat = await createScoreSession(db(), raft.id, minutes(-60), minutes(-30));
    await setTeamJoker(db(), w.teamId, tug.id, w.eventId);
    return { tigers, tug, raft, heat, raftHeat };
  }

  const card = (teamId: number, rank: number, isLadies = false): CrewFormResult => ({
    challengeScoreId: null,
    teamId,
    rank: String(rank),
    score1: '',
    score2: '',
    time1: '',
    time2: '',
    isLadies,
    isFairplay: false,
    isDisqualified: false,
    isJoker: false,
  });

  /** A crew member of the battle saves the session's results as the crew screen does. */
  async function crewSave(battleId: number, sessionId: number, cards: CrewFormResult[]) {
    const crew = await createUser(db());
    await assignCrew(db(), crew.id, battleId);
    const cookie = await sessionCookieFor(db(), crew.id, T0, {
      role: 'crew',
      eventId: w.eventId,
      battleId,
    });
    const res = await send(cookie, 'POST', '/api/crew-score', crewScoreFields(sessionId, 0, cards));
    expect(res.statusCode, res.body).toBe(200);
  }

  describe('the points table', () => {
    it('a new table changes the points of results already saved on /leaderboard, /scoring-rules and /scores at once', async () => {
      await addPointsRows(db(), w.eventId, OLD_TABLE);
      const { tigers, tug, heat } = await arena();
      await crewSave(tug.id, heat.id, [card(w.teamId, 1, true), card(tigers.id, 2)]);
      // Lions: rank 1 with their joker and the ladies bonus; Tigers: rank 2.
      expect((await standings(w.player)).places).toEqual([
        [1, 'Lions', 17],
        [2, 'Tigers', 6],
      ]);
      expect((await send(w.player, 'GET', '/api/scoring-rules')).json()).toMatchObject({
        max_challenge_points: 17,
        has_ladies: true,
      });

      const newTable = [
        { rank: 1, score: 20, joker: 10, ladies: null },
        { rank: 2, score: 15, joker: 0, ladies: null },
        { rank: 3, score: 5, joker: 0, ladies: null },
      ];
      const saved = await send(w.organizer, 'PUT', '/api/organizer/points-table', {
        rows: newTable,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ message: 'organizerSaved' });

      // No ladies bonus any more: the Lions keep rank 1 and their joker.
      expect(await standings(w.player)).toEqual({
        quarter: null,
        places: [
          [1, 'Lions', 30],
          [2, 'Tigers', 15],
        ],
      });
      expect((await send(w.player, 'GET', '/api/scoring-rules')).json()).toMatchObject({
        points: newTable,
        has_ladies: false,
        max_challenge_points: 30,
      });
      expect((await send(w.player, 'GET', '/api/points')).json()).toEqual({ points: newTable });
      expect((await send(w.player, 'GET', '/api/scores')).json().scores).toMatchObject([
        { id: heat.id, score: 20, joker: 10, ladies: 0, rank: 1 },
      ]);
      expect((await send(w.player, 'GET', '/api/team_points')).json()).toEqual({
        points: 30,
        battle_points: 30,
        extra_points: 0,
      });
      const stored = await db()
        .select({ teamId: results.teamId, points: results.points })
        .from(results)
        .where(eq(results.scoreSessionId, heat.id))
        .orderBy(results.points);
      expect(stored).toEqual([
        { teamId: tigers.id, points: 15 },
        { teamId: w.teamId, points: 30 },
      ]);
      expect((await send(w.organizer, 'GET', '/api/organizer/points-table')).json()).toEqual({
        rows: newTable,
      });
      expect(await auditOf(w.eventId)).toMatchObject([
        {
          userId: w.organizerId,
          action: 'update',
          entity: 'pointsTable',
          entityId: null,
          summary: '1: 20/10, 2: 15/0, 3: 5/0',
        },
      ]);
    });

    it('a crew save after the change scores with the new table', async () => {
      await addPointsRows(db(), w.eventId, OLD_TABLE);
      const { tigers, raft, raftHeat } = await arena();
      await send(w.organizer, 'PUT', '/api/organizer/points-table', {
        rows: [
          { rank: 1, score: 7, joker: 0, ladies: 3 },
          { rank: 2, score: 4, joker: 0, ladies: 3 },
        ],
      });
      await crewSave(raft.id, raftHeat.id, [card(w.teamId, 2, true), card(tigers.id, 1)]);
      expect((await standings(w.player)).places).toEqual([
        [1, 'Lions', 7],
        [1, 'Tigers', 7],
      ]);
    });

    it('results of another event keep their points', async () => {
      const other = await createOrganizerWorld(t, T0);
      await addPointsRows(db(), other.eventId, OLD_TABLE);
      const battle = await createBattleWith(db(), other.eventId, { name: 'Elsewhere' });
      const session = await createScoreSession(db(), battle.id, minutes(-60), minutes(-30));
      await addResult(db(), session.id, other.teamId, { rank: 1, points: 10 });

      await send(w.organizer, 'PUT', '/api/organizer/points-table', {
        rows: [{ rank: 1, score: 99, joker: 0, ladies: null }],
      });
      expect((await standings(other.player)).places).toEqual([[1, 'Lions', 10]]);
    });

    it('rows may come in any order and are kept by rank; an empty table removes it', async () => {
      const res = await send(w.organizer, 'PUT', '/api/organizer/points-table', {
        rows: [
          { rank: 2, score: 8, joker: 4, ladies: 0 },
          { rank: 1, score: 10, joker: 5, ladies: 2 },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(await storedTable()).toEqual([
        { rank: 1, score: 10, joker: 5, ladies: 2 },
        { rank: 2, score: 8, joker: 4, ladies: 0 },
      ]);
      await send(w.organizer, 'PUT', '/api/organizer/points-table', { rows: [] });
      expect(await storedTable()).toEqual([]);
      expect((await send(w.player, 'GET', '/api/scoring-rules')).json()).toMatchObject({
        points: [],
        max_challenge_points: 0,
      });
      expect(await auditOf(w.eventId)).toMatchObject([
        { entity: 'pointsTable' },
        { entity: 'pointsTable', summary: '—' },
      ]);
    });

    it('a gap, a repeated rank, a partial ladies column or bad points are refused naming the row', async () => {
      await addPointsRows(db(), w.eventId, OLD_TABLE);
      const row = (rank: number, over: Record<string, unknown> = {}) => ({
        rank,
        score: 10,
        joker: 0,
        ladies: null,
        ...over,
      });
      const cases: [unknown[], string, string][] = [
        [[row(1), row(2), row(4)], 'rows.2.rank', 'pointsRankGap'],
        [[row(1), row(2), row(2)], 'rows.2.rank', 'pointsRankRepeated'],
        [[row(2)], 'rows.0.rank', 'pointsRankGap'],
        [[row(1, { ladies: 2 }), row(2)], 'rows.1.ladies', 'pointsLadiesOnEveryRow'],
        [[row(1, { score: 10_001 })], 'rows.0.score', 'invalidNumber'],
        [[row(1), row(2, { joker: 1.5 })], 'rows.1.joker', 'invalidNumber'],
        [[row(1, { score: -1 })], 'rows.0.score', 'invalidNumber'],
        [[row(0)], 'rows.0.rank', 'invalidNumber'],
      ];
      for (const [rows, field, message] of cases) {
        const res = await send(w.organizer, 'PUT', '/api/organizer/points-table', { rows });
        expect(res.statusCode, JSON.stringify(rows)).toBe(400);
        expect(res.json().fields?.[field], JSON.stringify(res.json())).toBe(message);
      }
      expect(await storedTable()).toEqual(OLD_TABLE);
      expect(await auditOf(w.eventId)).toEqual([]);
    });
  });

  describe('the tiebreak order', () => {
    it('replaces the order; players see it on /scoring-rules and it breaks a tie on /leaderboard', async () => {
      const { tigers, tug, raft, heat, raftHeat } = await arena();
      await addTiebreak(db(), w.eventId, [tug.id]);
      // Equal totals: Lions won the tug, Tigers the raft race.
      await addResult(db(), heat.id, w.teamId, { rank: 1, points: 10 });
      await addResult(db(), heat.id, tigers.id, { rank: 2, points: 5 });
      await addResult(db(), raftHeat.id, tigers.id, { rank: 1, points: 10 });
      await addResult(db(), raftHeat.id, w.teamId, { rank: 2, points: 5 });
      expect((await standings(w.player)).places).toEqual([
        [1, 'Lions', 15],
        [2, 'Tigers', 15],
      ]);

      const res = await send(w.organizer, 'PUT', '/api/organizer/tiebreak', {
        battle_ids: [raft.id, tug.id],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'organizerSaved' });
      expect((await send(w.organizer, 'GET', '/api/organizer/tiebreak')).json()).toEqual({
        battles: [
          { id: raft.id, name: 'Raft Race' },
          { id: tug.id, name: 'Tug of War' },
        ],
      });
      expect((await send(w.player, 'GET', '/api/scoring-rules')).json().tiebreak).toEqual([
        { position: 1, id: raft.id, name: 'Raft Race' },
        { position: 2, id: tug.id, name: 'Tug of War' },
      ]);
      expect((await standings(w.player)).places).toEqual([
        [1, 'Tigers', 15],
        [2, 'Lions', 15],
      ]);

      await send(w.organizer, 'PUT', '/api/organizer/tiebreak', { battle_ids: [] });
      expect((await send(w.organizer, 'GET', '/api/organizer/tiebreak')).json()).toEqual({
        battles: [],
      });
      expect((await standings(w.player)).places).toEqual([
        [1, 'Lions', 15],
        [1, 'Tigers', 15],
      ]);
      expect(await auditOf(w.eventId)).toMatchObject([
        { action: 'update', entity: 'tiebreak', summary: 'Raft Race › Tug of War' },
        { action: 'update', entity: 'tiebreak', summary: '—' },
      ]);
    });

    it('a battle of another event is 404 and stores nothing; a repeated battle is 400', async () => {
      const { tug, raft } = await arena();
      await addTiebreak(db(), w.eventId, [tug.id]);
      const other = await createOrganizerWorld(t, T0);
      const foreign = await createBattleWith(db(), other.eventId, { name: 'Theirs' });

      const res = await send(w.organizer, 'PUT', '/api/organizer/tiebreak', {
        battle_ids: [raft.id, foreign.id],
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'organizerItemNotFound' });
      const missing = await send(w.organizer, 'PUT', '/api/organizer/tiebreak', {
        battle_ids: [999_999],
      });
      expect(missing.statusCode).toBe(404);
      const repeated = await send(w.organizer, 'PUT', '/api/organizer/tiebreak', {
        battle_ids: [raft.id, tug.id, raft.id],
      });
      expect(repeated.statusCode).toBe(400);
      expect(repeated.json().fields).toEqual({ 'battle_ids.2': 'tiebreakBattleRepeated' });

      const stored = await db()
        .select({ battleId: tiebreakBattles.battleId })
        .from(tiebreakBattles)
        .where(and(eq(tiebreakBattles.eventId, w.eventId), eq(tiebreakBattles.position, 1)));
      expect(stored).toEqual([{ battleId: tug.id }]);
      expect(
        await db().select().from(tiebreakBattles).where(eq(tiebreakBattles.eventId, other.eventId)),
      ).toEqual([]);
      expect(await auditOf(w.eventId)).toEqual([]);
    });
  });

  describe('the leaderboard quarter', () => {
    /** Lions lead at 11:00; the Tigers' raft win at 11:30 and the Lions' bonus at 11:45 come later. */
    async function morning() {
      const { tigers, heat, raftHeat } = await arena();
      await addResult(db(), heat.id, w.teamId, { rank: 1, points: 10, updatedAt: minutes(-90) });
      await addResult(db(), heat.id, tigers.id, { rank: 2, points: 6, updatedAt: minutes(-90) });
      await db()
        .insert(extraPoints)
        .values({ teamId: tigers.id, points: 3, reason: 'Best costume', createdAt: minutes(-75) });
      await addResult(db(), raftHeat.id, tigers.id, {
        rank: 1,
        points: 10,
        updatedAt: minutes(-30),
      });
      await addResult(db(), raftHeat.id, w.teamId, { rank: 2, points: 6, updatedAt: minutes(-30) });
      await db()
        .insert(extraPoints)
        .values({ teamId: w.teamId, points: 1, reason: 'Fair play', createdAt: minutes(-15) });
      return { tigers };
    }

    it('publishes the standings as they stood at the moment, with the label, for players', async () => {
      await morning();
      expect((await standings(w.player)).places).toEqual([
        [1, 'Tigers', 19],
        [2, 'Lions', 17],
      ]);
      expect((await send(w.organizer, 'GET', '/api/organizer/quarter')).json()).toEqual({
        quarter: null,
      });

      const asOf = minutes(-60).toISOString();
      const res = await send(w.organizer, 'POST', '/api/organizer/quarter', {
        label: 'Q3',
        as_of: asOf,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'quarterPublished' });

      expect(await standings(w.player)).toEqual({
        quarter: 'Q3',
        places: [
          [1, 'Lions', 10],
          [2, 'Tigers', 9],
        ],
      });
      expect((await send(w.supporter, 'GET', '/api/leaderboard')).json().leaderboard_quarter).toBe(
        'Q3',
      );
      expect((await send(w.organizer, 'GET', '/api/organizer/quarter')).json()).toEqual({
        quarter: { label: 'Q3', as_of: asOf, published_at: T0.toISOString() },
      });
      expect(await auditOf(w.eventId)).toMatchObject([
        {
          userId: w.organizerId,
          action: 'publish',
          entity: 'quarter',
          summary: `Q3 (${asOf})`,
        },
      ]);
    });

    it('a result saved after publishing leaves the quarter as it was', async () => {
      const { tigers, tug, heat } = await arena();
      await addPointsRows(db(), w.eventId, OLD_TABLE);
      await send(w.organizer, 'POST', '/api/organizer/quarter', {
        label: 'Before the tug',
        as_of: T0.toISOString(),
      });
      t.clock.set(minutes(10));
      await crewSave(tug.id, heat.id, [card(w.teamId, 1), card(tigers.id, 2)]);
      expect(await standings(w.player)).toEqual({
        quarter: 'Before the tug',
        places: [
          [1, 'Lions', 0],
          [1, 'Tigers', 0],
        ],
      });
    });

    it('publishing again replaces the quarter', async () => {
      await morning();
      await send(w.organizer, 'POST', '/api/organizer/quarter', {
        label: 'Q1',
        as_of: minutes(-100).toISOString(),
      });
      t.clock.set(minutes(5));
      await send(w.organizer, 'POST', '/api/organizer/quarter', {
        label: 'Q2',
        as_of: minutes(-20).toISOString(),
      });
      expect(await standings(w.player)).toEqual({
        quarter: 'Q2',
        places: [
          [1, 'Tigers', 19],
          [2, 'Lions', 16],
        ],
      });
      const stored = await db()
        .select()
        .from(leaderboardQuarters)
        .where(eq(leaderboardQuarters.eventId, w.eventId));
      expect(stored).toHaveLength(1);
      expect(stored[0].publishedAt.toISOString()).toBe(minutes(5).toISOString());
    });

    it('a moment in the future is refused naming as_of, and nothing is published', async () => {
      await morning();
      const res = await send(w.organizer, 'POST', '/api/organizer/quarter', {
        label: 'Tomorrow',
        as_of: minutes(1).toISOString(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'quarterInFuture',
        fields: { as_of: 'quarterInFuture' },
      });
      const blank = await send(w.organizer, 'POST', '/api/organizer/quarter', {
        label: '  ',
        as_of: T0.toISOString(),
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().fields).toEqual({ label: 'fieldRequired' });
      const unreadable = await send(w.organizer, 'POST', '/api/organizer/quarter', {
        label: 'Q1',
        as_of: 'noon',
      });
      expect(unreadable.json().fields).toEqual({ as_of: 'invalidDateTime' });
      // Year 0 exists in JavaScript's calendar but not in the database's.
      const yearZero = await send(w.organizer, 'POST', '/api/organizer/quarter', {
        label: 'Q1',
        as_of: '0000-06-01T00:00:00Z',
      });
      expect(yearZero.json().fields).toEqual({ as_of: 'invalidDateTime' });
      expect((await standings(w.player)).quarter).toBeNull();
      expect(await auditOf(w.eventId)).toEqual([]);
    });

    it('withdrawing shows the live standings again', async () => {
      await morning();
      await send(w.organizer, 'POST', '/api/organizer/quarter', {
        label: 'Q3',
        as_of: minutes(-60).toISOString(),
      });
      expect((await standings(w.player)).quarter).toBe('Q3');

      const res = await send(w.organizer, 'DELETE', '/api/organizer/quarter');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'quarterWithdrawn' });
      expect(await standings(w.player)).toEqual({
        quarter: null,
        places: [
          [1, 'Tigers', 19],
          [2, 'Lions', 17],
        ],
      });
      expect((await send(w.organizer, 'GET', '/api/organizer/quarter')).json()).toEqual({
        quarter: null,
      });
      const again = await send(w.organizer, 'DELETE', '/api/organizer/quarter');
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'organizerItemNotFound' });
      expect(await auditOf(w.eventId)).toMatchObject([
        { action: 'publish', entity: 'quarter' },
        { action: 'withdraw', entity: 'quarter', summary: 'Q3' },
      ]);
    });

    it('another event keeps its own leaderboard', async () => {
      await morning();
      const other = await createOrganizerWorld(t, T0);
      await send(w.organizer, 'POST', '/api/organizer/quarter', {
        label: 'Q3',
        as_of: minutes(-60).toISOString(),
      });
      expect((await standings(other.player)).quarter).toBeNull();
      expect((await send(other.organizer, 'DELETE', '/api/organizer/quarter')).statusCode).toBe(
        404,
      );
      expect((await standings(w.player)).quarter).toBe('Q3');
    });
  });

  it('a player of the event reaches none of these routes', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/organizer/points-table', undefined],
      ['PUT', '/api/organizer/points-table', { rows: [] }],
      ['GET', '/api/organizer/tiebreak', undefined],
      ['PUT', '/api/organizer/tiebreak', { battle_ids: [] }],
      ['GET', '/api/organizer/quarter', undefined],
      ['POST', '/api/organizer/quarter', { label: 'Q1', as_of: T0.toISOString() }],
      ['DELETE', '/api/organizer/quarter', undefined],
    ] as const) {
      expect((await send(w.player, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await auditOf(w.eventId)).toEqual([]);
  });
});
