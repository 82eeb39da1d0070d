/**
 * Results people can trust on the day: a quarter published without a moment includes what was
 * saved until it; while a quarter is published no read a non-organizer can call shows points or
 * standings later than it (and the score notes wait); with approval on, a crew save counts
 * nowhere until an organizer approves it; results of a session that has not started are refused;
 * sessions and planning items keep within the event's dates; badges are never dated ahead.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addPlayer,
  addPointsRows,
  addResult,
  assignCrew,
  createBattleWith,
  createScoreSession,
  createTeamWith,
  createUser,
  sessionCookieFor,
} from '../helpers/factories';
import { createOrganizerWorld, sender, type OrganizerWorld } from '../helpers/organizer';
import { auditLog, notifications, results } from '../../src/server/db/schema';
import { blankCrewResult, crewScoreFields, type CrewFormResult } from '../../src/shared/api/crew';

const T0 = new Date('2030-06-01T12:00:00.000Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const TABLE = [
  { rank: 1, score: 10, joker: 10, ladies: null },
  { rank: 2, score: 6, joker: 6, ladies: null },
];

describe.each(dbKinds)('results people can trust on %s', (kind) => {
  let t: TestApp;
  let w: OrganizerWorld;
  let send: ReturnType<typeof sender>;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    send = sender(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(T0);
    w = await createOrganizerWorld(t, T0);
  });

  /**
   * The Lions (w's team, with the player) and the Tigers (with a player of their own), a Kayak
   * Relay scored by fastest time with a session that ran an hour ago and one that starts in an
   * hour, crewed by Kim.
   */
  async function arena() {
    await addPointsRows(db(), w.eventId, TABLE);
    const tigers = await createTeamWith(db(), w.eventId, w.companyId, { name: 'Tigers' });
    const tigerPlayer = await createUser(db());
    await addPlayer(db(), tigers.id, tigerPlayer.id, true);
    const kayak = await createBattleWith(db(), w.eventId, {
      name: 'Kayak Relay',
      scoringType: 'fastest_time',
      time1Label: 'Finish time',
    });
    const past = await createScoreSession(db(), kayak.id, minutes(-60), minutes(-30));
    const later = await createScoreSession(db(), kayak.id, minutes(60), minutes(90));
    const kim = await createUser(db(), { firstName: 'Kim', lastName: 'Crew' });
    await assignCrew(db(), kim.id, kayak.id);
    const crew = await sessionCookieFor(db(), kim.id, T0, { role: 'crew', eventId: w.eventId });
    const tigerCookie = await sessionCookieFor(db(), tigerPlayer.id, T0, {
      role: 'player',
      eventId: w.eventId,
      teamId: tigers.id,
    });
    return { tigers, tigerPlayer, tigerCookie, kayak, past, later, kim, crew };
  }
  type Arena = Awaited<ReturnType<typeof arena>>;

  const times = (a: Arena, lions: string, tigers: string): CrewFormResult[] => [
    blankCrewResult(w.teamId, { time1: lions }),
    blankCrewResult(a.tigers.id, { time1: tigers }),
  ];
  const crewSave = (a: Arena, cards: CrewFormResult[], sessionId = a.past.id, version?: number) =>
    send(a.crew, 'POST', '/api/crew-score', {
      ...crewScoreFields(sessionId, 0, cards),
      version,
    });

  const leaderboard = async (cookie: string) => {
    const answer = (await send(cookie, 'GET', '/api/leaderboard')).json() as {
      leaderboard_quarter: string | null;
      teams: { name: string; points: number }[];
      live_teams: { name: string; points: number }[] | null;
    };
    return {
      quarter: answer.leaderboard_quarter,
      points: Object.fromEntries(answer.teams.map((team) => [team.name, team.points])),
      live:
        answer.live_teams && Object.fromEntries(answer.live_teams.map((x) => [x.name, x.points])),
    };
  };

  /** Everything a viewer can read about points: leaderboard, scores, a session, team points. */
  async function pointsSeenBy(cookie: string, a: Arena) {
    const scores = (await send(cookie, 'GET', '/api/scores')).json().scores as {
      name: string;
      score: number | null;
    }[];
    const score = (
      await t.app.inject({
        method: 'GET',
        url: '/api/score',
        headers: { cookie, selectedscoreid: String(a.past.id) },
      })
    ).json().teams as { name: string; points: number }[];
    const teamPoints = async (teamId: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/team_points',
          headers: { cookie, otherteamid: String(teamId) },
        })
      ).json().points as number;
    const teamPage = (
      await t.app.inject({
        method: 'GET',
        url: '/api/team',
        headers: { cookie, otherteamid: String(a.tigers.id) },
      })
    ).json().points as number;
    const breakdown = (
      await send(cookie, 'GET', `/api/leaderboard/breakdown?team_id=${a.tigers.id}`)
    ).json() as { points: number; battles: { points: number }[] };
    return {
      leaderboard: (await leaderboard(cookie)).points,
      breakdown: breakdown.points,
      scores: scores.map((s) => s.name),
      score: Object.fromEntries(score.map((team) => [team.name, team.points])),
      lions: await teamPoints(w.teamId),
      tigers: await teamPoints(a.tigers.id),
      tigersPage: teamPage,
    };
  }

  const scoreNotes = (userIds: number[]) =>
    db()
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          inArray(notifications.userId, userIds),
          eq(notifications.messageName, 'score_available'),
        ),
      );

  describe('publishing a quarter', () => {
    it('without as_of it includes a result saved a second before', async () => {
      const a = await arena();
      t.clock.set(new Date(T0.getTime() - 1_000));
      expect((await crewSave(a, times(a, '4:00', '5:00'))).statusCode).toBe(200);
      t.clock.set(T0);
      const res = await send(w.organizer, 'POST', '/api/organizer/quarter', { label: 'Q2' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await leaderboard(w.player)).toMatchObject({
        quarter: 'Q2',
        points: { Lions: 10, Tigers: 6 },
      });
      const quarter = (await send(w.organizer, 'GET', '/api/organizer/quarter')).json();
      expect(quarter.quarter.as_of).toBe(T0.toISOString());
    });

    it('the preview shows the standings a quarter would show, now or at an earlier moment', async () => {
      const a = await arena();
      t.clock.set(minutes(-10));
      await crewSave(a, times(a, '4:00', '5:00'));
      t.clock.set(T0);
      const now = await send(w.organizer, 'GET', '/api/organizer/quarter/preview');
      expect(now.statusCode, now.body).toBe(200);
      expect(now.json()).toMatchObject({
        as_of: T0.toISOString(),
        teams: [
          { position: 1, name: 'Lions', points: 10 },
          { position: 2, name: 'Tigers', points: 6 },
        ],
      });
      const before = await send(
        w.organizer,
        'GET',
        `/api/organizer/quarter/preview?as_of=${encodeURIComponent(minutes(-20).toISOString())}`,
      );
      expect(before.json().teams.map((x: { points: number }) => x.points)).toEqual([0, 0]);
      const ahead = await send(
        w.organizer,
        'GET',
        `/api/organizer/quarter/preview?as_of=${encodeURIComponent(minutes(5).toISOString())}`,
      );
      expect(ahead.statusCode).toBe(400);
      expect(ahead.json().message).toBe('quarterInFuture');
      // Nothing was published by previewing.
      expect((await leaderboard(w.player)).quarter).toBeNull();
      for (const cookie of [w.player, w.supporter, a.crew]) {
        const refused = await send(cookie, 'GET', '/api/organizer/quarter/preview');
        expect(refused.statusCode).toBe(403);
      }
      const anonymous = await t.app.inject({
        method: 'GET',
        url: '/api/organizer/quarter/preview',
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('a freeze that holds', () => {
    it('no read a non-organizer can call shows points later than the quarter; organizers see both', async () => {
      const a = await arena();
      t.clock.set(minutes(-10));
      await crewSave(a, times(a, '4:00', '5:00'));
      t.clock.set(T0);
      await send(w.organizer, 'POST', '/api/organizer/quarter', { label: 'Q2' });
      const frozen = {
        leaderboard: { Lions: 10, Tigers: 6 },
        breakdown: 6,
        scores: ['Kayak Relay'],
        score: { Lions: 10, Tigers: 6 },
        lions: 10,
        tigers: 6,
        tigersPage: 6,
      };
      const viewers = [w.player, a.tigerCookie, w.supporter, a.crew];
      for (const cookie of viewers) expect(await pointsSeenBy(cookie, a)).toEqual(frozen);

      // The Tigers' time is corrected after the quarter: they win now.
      t.clock.set(minutes(5));
      const form = (
        await t.app.inject({
          method: 'GET',
          url: '/api/crew-score',
          headers: { cookie: a.crew, selectedscoreid: String(a.past.id) },
        })
      ).json();
      const corrected = await crewSave(a, times(a, '4:00', '3:00'), a.past.id, form.version);
      expect(corrected.statusCode, corrected.body).toBe(200);

      for (const cookie of viewers) {
        const seen = await pointsSeenBy(cookie, a);
        // The corrected results are not shown at all until the freeze ends.
        expect(seen.leaderboard).toEqual(frozen.leaderboard);
        expect(seen.breakdown).toBeLessThanOrEqual(6);
        expect(seen.lions).toBeLessThanOrEqual(10);
        expect(seen.tigers).toBeLessThanOrEqual(6);
        expect(seen.tigersPage).toBe(seen.tigers);
        expect(Object.values(seen.score).every((points) => points <= 10)).toBe(true);
        expect(seen.score.Tigers).not.toBe(10);
      }
      // Organizers see the live figures, and the live order beside the frozen one.
      expect(await leaderboard(w.organizer)).toEqual({
        quarter: 'Q2',
        points: { Lions: 10, Tigers: 6 },
        live: { Tigers: 10, Lions: 6 },
      });
      const organizerScore = (
        await t.app.inject({
          method: 'GET',
          url: '/api/score',
          headers: { cookie: w.organizer, selectedscoreid: String(a.past.id) },
        })
      ).json().teams;
      expect(organizerScore.map((x: { name: string }) => x.name)).toEqual(['Tigers', 'Lions']);
      const organizerBreakdown = await send(
        w.organizer,
        'GET',
        `/api/leaderboard/breakdown?team_id=${a.tigers.id}`,
      );
      expect(organizerBreakdown.json().points).toBe(10);

      // The players were told of the first save, not of the correction while frozen…
      expect(await scoreNotes([a.tigerPlayer.id])).toHaveLength(1);
      // …which goes out, and shows, when the quarter is withdrawn.
      t.clock.set(minutes(6));
      expect((await send(w.organizer, 'DELETE', '/api/organizer/quarter')).statusCode).toBe(200);
      expect(await scoreNotes([a.tigerPlayer.id])).toHaveLength(2);
      expect((await pointsSeenBy(w.player, a)).leaderboard).toEqual({ Tigers: 10, Lions: 6 });
      const held = await db()
        .select({ held: results.noteHeld })
        .from(results)
        .where(eq(results.scoreSessionId, a.past.id));
      expect(held.every((row) => !row.held)).toBe(true);
    });
  });

  describe('review before results count', () => {
    async function approvalOn(on: boolean) {
      const form = (await send(w.organizer, 'GET', '/api/organizer/event')).json();
      expect(form.results_need_approval).toBe(!on);
      const fields = { ...form, results_need_approval: on };
      delete fields.id;
      const saved = await send(w.organizer, 'PUT', '/api/organizer/event', fields);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const crewForm = async (a: Arena) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/crew-score',
          headers: { cookie: a.crew, selectedscoreid: String(a.past.id) },
        })
      ).json();
    const review = async () =>
      (await send(w.organizer, 'GET', '/api/organizer/sessions/review')).json();

    it('a crew save waits for approval: nothing counts until approved, sent back with a note, approved', async () => {
      const a = await arena();
      await approvalOn(true);
      const saved = await crewSave(a, times(a, '4:00', '5:00'));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ awaiting_review: true, teams_without_result: 0 });
      // Nothing counts for anyone but the crew's form.
      expect((await pointsSeenBy(w.player, a)).leaderboard).toEqual({ Lions: 0, Tigers: 0 });
      expect((await pointsSeenBy(w.player, a)).scores).toEqual([]);
      expect(await scoreNotes([a.tigerPlayer.id])).toHaveLength(0);
      const form = await crewForm(a);
      expect(form.review_state).toBe('submitted');
      expect(form.teams.map((x: { time_1: string; rank: number }) => [x.time_1, x.rank])).toEqual([
        ['04:00:000', 1],
        ['05:00:000', 2],
      ]);
      const battles = (await send(a.crew, 'GET', '/api/crew-battles')).json().battles;
      expect(battles.find((s: { score_id: number }) => s.score_id === a.past.id)).toMatchObject({
        review_state: 'submitted',
        is_correct: true,
      });

      // The console lists it with what changes and who entered it.
      const waiting = await review();
      expect(waiting.results_need_approval).toBe(true);
      expect(waiting.sessions).toHaveLength(1);
      expect(waiting.sessions[0]).toMatchObject({
        score_id: a.past.id,
        battle_name: 'Kayak Relay',
        review_state: 'submitted',
        submitted_by: 'Kim Crew',
        submitted_at: T0.toISOString(),
        team_count: 2,
        teams_without_result: 0,
      });
      expect(waiting.sessions[0].changes).toMatchObject([
        { team_name: 'Lions', before: null, after: { rank: 1, points: 10, time_1: '04:00:000' } },
        { team_name: 'Tigers', before: null, after: { rank: 2, points: 6 } },
      ]);

      // Sent back with a note: the crew see it, nothing counts.
      const sentBack = await send(w.organizer, 'POST', '/api/organizer/sessions/send-back', {
        score_id: a.past.id,
        note: 'Check the Tigers’ time on the sheet',
      });
      expect(sentBack.statusCode, sentBack.body).toBe(200);
      expect(await crewForm(a)).toMatchObject({
        review_state: 'sent_back',
        review_note: 'Check the Tigers’ time on the sheet',
      });
      const resaved = await crewSave(a, times(a, '4:00', '3:59'), a.past.id, form.version);
      expect(resaved.statusCode, resaved.body).toBe(200);
      expect((await crewForm(a)).review_state).toBe('submitted');
      expect((await pointsSeenBy(w.player, a)).leaderboard).toEqual({ Lions: 0, Tigers: 0 });

      t.clock.set(minutes(2));
      const approved = await send(w.organizer, 'POST', '/api/organizer/sessions/approve', {
        score_id: a.past.id,
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toEqual({ message: 'reviewApproved' });
      expect((await pointsSeenBy(w.player, a)).leaderboard).toEqual({ Tigers: 10, Lions: 6 });
      expect(await scoreNotes([a.tigerPlayer.id])).toHaveLength(1);
      expect((await crewForm(a)).review_state).toBeNull();
      expect((await review()).sessions).toEqual([]);
      const audit = await db().select().from(auditLog).where(eq(auditLog.eventId, w.eventId));
      expect(audit.map((row) => [row.action, row.entity, row.entityId])).toEqual(
        expect.arrayContaining([
          ['send back', 'session', a.past.id],
          ['approve', 'session', a.past.id],
        ]),
      );
      const again = await send(w.organizer, 'POST', '/api/organizer/sessions/approve', {
        score_id: a.past.id,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'reviewNothingWaiting' });

      // A change after approval needs approval again.
      const change = await crewSave(
        a,
        times(a, '3:00', '3:59'),
        a.past.id,
        (await crewForm(a)).version,
      );
      expect(change.json()).toMatchObject({ awaiting_review: true });
      expect((await pointsSeenBy(w.player, a)).leaderboard).toEqual({ Tigers: 10, Lions: 6 });
      expect((await review()).sessions[0].changes).toMatchObject([
        { team_name: 'Lions', before: { rank: 2, points: 6 }, after: { rank: 1, points: 10 } },
        { team_name: 'Tigers', before: { rank: 1, points: 10 }, after: { rank: 2, points: 6 } },
      ]);
    });

    it('only organizers may review, approve or send back', async () => {
      const a = await arena();
      await approvalOn(true);
      await crewSave(a, times(a, '4:00', '5:00'));
      const calls = [
        ['GET', '/api/organizer/sessions/review', undefined],
        ['POST', '/api/organizer/sessions/approve', { score_id: a.past.id }],
        ['POST', '/api/organizer/sessions/send-back', { score_id: a.past.id, note: 'No' }],
      ] as const;
      for (const [method, url, body] of calls) {
        for (const cookie of [w.player, w.supporter, a.crew, a.tigerCookie]) {
          expect((await send(cookie, method, url, body)).statusCode, url).toBe(403);
        }
        const anonymous = await t.app.inject({ method, url, payload: body });
        expect(anonymous.statusCode, url).toBe(401);
      }
      expect((await crewForm(a)).review_state).toBe('submitted');
    });

    it('bad review input is refused with a message and changes nothing', async () => {
      const a = await arena();
      await approvalOn(true);
      await crewSave(a, times(a, '4:00', '5:00'));
      const cases = [
        ['/api/organizer/sessions/approve', { score_id: 'x' }, 400],
        ['/api/organizer/sessions/approve', { score_id: 999_999 }, 404],
        ['/api/organizer/sessions/send-back', { score_id: a.past.id, note: '   ' }, 400],
        ['/api/organizer/sessions/send-back', { score_id: a.past.id, note: 'n'.repeat(501) }, 400],
        ['/api/organizer/sessions/approve', { score_id: a.later.id }, 409],
      ] as const;
      for (const [url, body, status] of cases) {
        const res = await send(w.organizer, 'POST', url, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(typeof res.json().message).toBe('string');
      }
      expect((await crewForm(a)).review_state).toBe('submitted');
    });
  });

  describe('time rules', () => {
    it('results for a session that has not started are refused with 403 and store nothing', async () => {
      const a = await arena();
      const res = await crewSave(a, times(a, '4:00', '5:00'), a.later.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'sessionNotStarted' });
      const stored = await db()
        .select()
        .from(results)
        .where(eq(results.scoreSessionId, a.later.id));
      expect(stored).toEqual([]);
    });

    it('a session or planning item outside the event’s dates is refused naming the field', async () => {
      const a = await arena();
      const event = (await send(w.organizer, 'GET', '/api/organizer/event')).json();
      const start = Date.parse(event.date);
      const march = '2031-03-01T10:00:00.000Z';
      const session = await send(w.organizer, 'POST', '/api/organizer/sessions', {
        battle_id: a.kayak.id,
        start_time: march,
        end_time: '2031-03-01T11:00:00.000Z',
      });
      expect(session.statusCode).toBe(400);
      expect(session.json()).toEqual({
        message: 'outsideEventDates',
        fields: { start_time: 'outsideEventDates' },
      });
      const inside = new Date(start + 3_600_000).toISOString();
      const longAfter = new Date(Date.parse(event.end_date) + 2 * 86_400_000).toISOString();
      const tooLong = await send(w.organizer, 'POST', '/api/organizer/planning', {
        name: 'Prize-giving',
        start_time: inside,
        end_time: longAfter,
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().fields).toEqual({ end_time: 'outsideEventDates' });
      const fine = await send(w.organizer, 'POST', '/api/organizer/sessions', {
        battle_id: a.kayak.id,
        start_time: inside,
        end_time: new Date(start + 2 * 3_600_000).toISOString(),
      });
      expect(fine.statusCode, fine.body).toBe(200);
      const planning = (await send(w.organizer, 'GET', '/api/organizer/planning')).json().items;
      expect(planning.map((item: { name: string }) => item.name)).toEqual(['Kayak Relay']);
    });

    it('a badge is never dated in the future', async () => {
      const a = await arena();
      // Entered by an organizer before the session ended.
      await addResult(db(), a.later.id, w.teamId, { rank: 1, points: 10, updatedAt: T0 });
      const badges = (await send(w.player, 'GET', '/api/badges')).json().badges as {
        earned_at: string;
      }[];
      expect(badges.length).toBeGreaterThan(0);
      for (const badge of badges) {
        expect(Date.parse(badge.earned_at)).toBeLessThanOrEqual(T0.getTime());
      }
    });
  });
});
