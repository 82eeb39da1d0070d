/**
 * The organizer console's battles part: battles with every field of /battle and the crew's
 * labels, their score sessions (each one a challenge item of the planning), the planning's other
 * items and the crew of each battle. Players, supporters and crew see each change at once through
 * their own reads; nothing with results is removed; another event's ids are 404; every change is
 * in the audit log.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { addResult, createPlanningItem, createUser, sessionCookieFor } from '../helpers/factories';
import { createOrganizerWorld, sender, type OrganizerWorld } from '../helpers/organizer';
import {
  auditLog,
  battles,
  eventRoles,
  planningItems,
  scoreSessions,
  teamPlayers,
} from '../../src/server/db/schema';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const HOUR = 3600_000;
const DAY = 24 * HOUR;

const battleForm = (over: Record<string, unknown> = {}) => ({
  name: 'Tug of war',
  photo_url: 'https://example.org/tug.jpg',
  desc: 'Pull the rope over the line.',
  endurance: 4,
  teamwork: 5,
  guts: 2,
  skill: 1,
  is_water: false,
  is_joker: true,
  closing_date: null,
  scoring_type: 'rank',
  score_1_label: 'Pulls won',
  score_2_label: null,
  time_1_label: 'Fastest pull',
  time_2_label: null,
  ...over,
});

describe.each(dbKinds)(
  'the organizer console’s battles, sessions, planning and crew on %s',
  (kind) => {
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

    const auditOf = (eventId: number) =>
      t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.eventId, eventId))
        .orderBy(asc(auditLog.id));

    /** The event's start (createOrganizerWorld: ten days after T0), plus some hours. */
    const duringEvent = (hours: number) => new Date(T0.getTime() + 10 * DAY + hours * HOUR);

    async function addBattle(over: Record<string, unknown> = {}): Promise<number> {
      const res = await send(w.organizer, 'POST', '/api/organizer/battles', battleForm(over));
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: number }).id;
    }

    async function addSession(battleId: number, startHours = 1, endHours = 2): Promise<number> {
      const res = await send(w.organizer, 'POST', '/api/organizer/sessions', {
        battle_id: battleId,
        start_time: duringEvent(startHours).toISOString(),
        end_time: duringEvent(endHours).toISOString(),
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: number }).id;
    }

    describe('battles', () => {
      it('a new battle shows at once on a player’s /battles and /battle, with all its fields', async () => {
        expect((await send(w.player, 'GET', '/api/battles')).json().battles).toEqual([]);
        const created = await send(w.organizer, 'POST', '/api/organizer/battles', battleForm());
        expect(created.json()).toMatchObject({ message: 'organizerCreated' });
        const { id } = created.json() as { id: number };

        const list = (await send(w.player, 'GET', '/api/battles')).json().battles;
        expect(list).toMatchObject([
          { id, name: 'Tug of war', photo_url: 'https://example.org/tug.jpg', is_joker: true },
        ]);
        const one = await t.app.inject({
          method: 'GET',
          url: '/api/battle',
          headers: { cookie: w.player, selectedbattleid: String(id) },
        });
        expect(one.json()).toMatchObject({
          endurance: 4,
          teamwork: 5,
          guts: 2,
          skill: 1,
          desc: 'Pull the rope over the line.',
          // No closing date of its own: the event's.
          closing_date: new Date(T0.getTime() + 7 * DAY).toISOString(),
        });

        expect((await send(w.organizer, 'GET', '/api/organizer/battles')).json()).toEqual({
          battles: [
            {
              ...battleForm(),
              id,
              session_count: 0,
              crew_count: 0,
            },
          ],
        });
      });

      it('a changed battle is seen at once, and its challenge items in the planning take its new name', async () => {
        const id = await addBattle();
        await addSession(id);
        const saved = await send(
          w.organizer,
          'PUT',
          '/api/organizer/battles',
          battleForm({
            id,
            name: 'Raft race',
            is_water: true,
            closing_date: '2030-06-05T20:00:00.000Z',
            scoring_type: 'fastest_time',
            photo_url: '',
          }),
        );
        expect(saved.json()).toEqual({ message: 'organizerSaved' });
        expect((await send(w.player, 'GET', '/api/battles')).json().battles).toMatchObject([
          {
            id,
            name: 'Raft race',
            is_water: true,
            photo_url: null,
            closing_date: '2030-06-05T20:00:00.000Z',
          },
        ]);
        const planning = (await send(w.player, 'GET', '/api/planning')).json().planning;
        expect(planning).toMatchObject([{ name: 'Raft race', is_challenge: true }]);
      });

      it('refuses attributes outside 0–5, a photo link that is not https nor an app picture, a blank name and an unknown scoring type', async () => {
        for (const [bad, field] of [
          [{ endurance: 6 }, 'endurance'],
          [{ skill: -1 }, 'skill'],
          [{ guts: 2.5 }, 'guts'],
          [{ photo_url: 'http://example.org/tug.jpg' }, 'photo_url'],
          [{ photo_url: 'javascript:alert(1)' }, 'photo_url'],
          [{ photo_url: '/etc/passwd' }, 'photo_url'],
          [{ photo_url: '/uploads/../config.json' }, 'photo_url'],
          [{ name: '  ' }, 'name'],
          [{ scoring_type: 'loudest_cheer' }, 'scoring_type'],
          [{ closing_date: 'soon' }, 'closing_date'],
          // Years the database or an ISO answer cannot hold.
          [{ closing_date: '0000-06-01T00:00:00Z' }, 'closing_date'],
          [{ closing_date: '9999-12-31T23:00:00-14:00' }, 'closing_date'],
        ] as const) {
          const res = await send(w.organizer, 'POST', '/api/organizer/battles', battleForm(bad));
          expect(res.statusCode, JSON.stringify(bad)).toBe(400);
          expect(Object.keys(res.json().fields ?? {}), JSON.stringify(bad)).toContain(field);
        }
        const res = await send(
          w.organizer,
          'POST',
          '/api/organizer/battles',
          battleForm({ photo_url: 'http://example.org/tug.jpg' }),
        );
        expect(res.json().fields.photo_url).toBe('invalidPhotoLink');
        expect((await send(w.organizer, 'GET', '/api/organizer/battles')).json().battles).toEqual(
          [],
        );
        // A picture the app keeps (an upload, the demo's) is a link too.
        const kept = await send(
          w.organizer,
          'POST',
          '/api/organizer/battles',
          battleForm({ photo_url: '/uploads/demo/battle-04.webp' }),
        );
        expect(kept.statusCode).toBe(200);
      });

      it('refuses a second battle of the same name in the event, but not in another event', async () => {
        const first = await addBattle();
        const twice = await send(w.organizer, 'POST', '/api/organizer/battles', battleForm());
        expect(twice.statusCode).toBe(409);
        expect(twice.json()).toEqual({ message: 'organizerNameTaken' });
        const other = await addBattle({ name: 'Sack race' });
        const renamed = await send(
          w.organizer,
          'PUT',
          '/api/organizer/battles',
          battleForm({ id: other }),
        );
        expect(renamed.statusCode).toBe(409);
        expect(first).not.toBe(other);

        const elsewhere = await createOrganizerWorld(t, T0);
        const theirs = await send(
          elsewhere.organizer,
          'POST',
          '/api/organizer/battles',
          battleForm(),
        );
        expect(theirs.statusCode).toBe(200);
      });

      it('a battle without results is removed with its sessions, their planning items and its crew', async () => {
        const id = await addBattle();
        const session = await addSession(id);
        const crew = await createUser(t.database.db);
        await send(w.organizer, 'POST', '/api/organizer/crew', {
          battle_id: id,
          email: crew.email,
        });

        const removed = await send(w.organizer, 'DELETE', `/api/organizer/battles?id=${id}`);
        expect(removed.json()).toEqual({ message: 'organizerDeleted' });
        expect((await send(w.player, 'GET', '/api/battles')).json().battles).toEqual([]);
        expect((await send(w.player, 'GET', '/api/planning')).json().planning).toEqual([]);
        expect((await send(w.organizer, 'GET', '/api/organizer/crew')).json().crew).toEqual([]);
        const sessions = await t.database.db
          .select()
          .from(scoreSessions)
          .where(eq(scoreSessions.id, session));
        expect(sessions).toEqual([]);
      });

      it('a battle whose session has results is not removed', async () => {
        const id = await addBattle();
        const session = await addSession(id);
        await addResult(t.database.db, session, w.teamId, { rank: 1, points: 10 });
        const res = await send(w.organizer, 'DELETE', `/api/organizer/battles?id=${id}`);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message: 'battleHasResults' });
        expect((await send(w.player, 'GET', '/api/battles')).json().battles).toHaveLength(1);
        expect((await send(w.player, 'GET', '/api/planning')).json().planning).toHaveLength(1);
      });

      it('another event’s battle is 404 for changes, removal, sessions and crew', async () => {
        const elsewhere = await createOrganizerWorld(t, T0);
        const theirs = (
          await send(elsewhere.organizer, 'POST', '/api/organizer/battles', battleForm())
        ).json().id as number;
        const attempts = [
          await send(w.organizer, 'PUT', '/api/organizer/battles', battleForm({ id: theirs })),
          await send(w.organizer, 'DELETE', `/api/organizer/battles?id=${theirs}`),
          await send(w.organizer, 'POST', '/api/organizer/sessions', {
            battle_id: theirs,
            start_time: duringEvent(1).toISOString(),
            end_time: duringEvent(2).toISOString(),
          }),
          await send(w.organizer, 'POST', '/api/organizer/crew', {
            battle_id: theirs,
            email: 'anyone@example.test',
          }),
        ];
        for (const res of attempts) {
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({ message: 'organizerItemNotFound' });
        }
        const [kept] = await t.database.db.select().from(battles).where(eq(battles.id, theirs));
        expect(kept.name).toBe('Tug of war');
        expect((await send(w.organizer, 'GET', '/api/organizer/battles')).json().battles).toEqual(
          [],
        );
      });
    });

    describe('score sessions', () => {
      it('a new session appears on /planning as a challenge item, and on /upcoming_challenges', async () => {
        const battle = await addBattle();
        const id = await addSession(battle, 1, 2);

        const planning = (await send(w.player, 'GET', '/api/planning')).json().planning;
        expect(planning).toEqual([
          {
            id: expect.any(Number),
            name: 'Tug of war',
            start_time: duringEvent(1).toISOString(),
            end_time: duringEvent(2).toISOString(),
            date: duringEvent(1).toISOString().slice(0, 10),
            is_challenge: true,
            score_session_id: id,
          },
        ]);
        expect((await send(w.organizer, 'GET', '/api/organizer/sessions')).json()).toEqual({
          sessions: [
            {
              id,
              battle_id: battle,
              battle_name: 'Tug of war',
              start_time: duringEvent(1).toISOString(),
              end_time: duringEvent(2).toISOString(),
              result_count: 0,
            },
          ],
        });

        // While the event runs, a player sees it among the upcoming challenges.
        t.clock.set(duringEvent(0));
        const player = await playerCookieAt(duringEvent(0));
        const upcoming = (await send(player, 'GET', '/api/upcoming_challenges?limit=5')).json();
        expect(upcoming.upcoming_challenges).toEqual([
          {
            id,
            name: 'Tug of war',
            photo_url: 'https://example.org/tug.jpg',
            start_time: duringEvent(1).toISOString(),
          },
        ]);
        // And the score page of the challenge item opens.
        const score = await t.app.inject({
          method: 'GET',
          url: '/api/score',
          headers: { cookie: player, selectedscoreid: String(id) },
        });
        expect(score.statusCode).toBe(200);
      });

      /** The world's player, signed in at `now` (a session made at T0 would have gone idle). */
      async function playerCookieAt(now: Date) {
        const db = t.database.db;
        const [player] = await db
          .select({ userId: teamPlayers.userId })
          .from(teamPlayers)
          .where(eq(teamPlayers.teamId, w.teamId));
        return sessionCookieFor(db, player.userId, now, {
          role: 'player',
          eventId: w.eventId,
          teamId: w.teamId,
        });
      }

      it('moving a session moves its planning item, to another day and another battle too', async () => {
        const tug = await addBattle();
        const raft = await addBattle({ name: 'Raft race' });
        const id = await addSession(tug);
        const start = duringEvent(26).toISOString();
        const end = duringEvent(27).toISOString();
        const moved = await send(w.organizer, 'PUT', '/api/organizer/sessions', {
          id,
          battle_id: raft,
          start_time: start,
          end_time: end,
        });
        expect(moved.json()).toEqual({ message: 'organizerSaved' });
        expect((await send(w.supporter, 'GET', '/api/planning')).json().planning).toMatchObject([
          {
            name: 'Raft race',
            start_time: start,
            end_time: end,
            date: start.slice(0, 10),
            score_session_id: id,
          },
        ]);
        expect(
          (await send(w.organizer, 'GET', '/api/organizer/sessions')).json().sessions,
        ).toMatchObject([{ id, battle_id: raft, start_time: start }]);
      });

      it('a session that lost its planning item gets it back when it is moved', async () => {
        const battle = await addBattle();
        const id = await addSession(battle);
        await t.database.db.delete(planningItems).where(eq(planningItems.scoreSessionId, id));
        await send(w.organizer, 'PUT', '/api/organizer/sessions', {
          id,
          battle_id: battle,
          start_time: duringEvent(3).toISOString(),
          end_time: duringEvent(4).toISOString(),
        });
        expect((await send(w.player, 'GET', '/api/planning')).json().planning).toMatchObject([
          { is_challenge: true, score_session_id: id, start_time: duringEvent(3).toISOString() },
        ]);
      });

      it('refuses an end before the start on the end field, for sessions and planning items', async () => {
        const battle = await addBattle();
        const backwards = {
          start_time: duringEvent(2).toISOString(),
          end_time: duringEvent(1).toISOString(),
        };
        const session = await send(w.organizer, 'POST', '/api/organizer/sessions', {
          battle_id: battle,
          ...backwards,
        });
        expect(session.statusCode).toBe(400);
        expect(session.json().fields).toEqual({ end_time: 'endBeforeStart' });
        const item = await send(w.organizer, 'POST', '/api/organizer/planning', {
          name: 'Lunch',
          ...backwards,
        });
        expect(item.statusCode).toBe(400);
        expect(item.json().fields).toEqual({ end_time: 'endBeforeStart' });
        const id = await addSession(battle);
        const move = await send(w.organizer, 'PUT', '/api/organizer/sessions', {
          id,
          battle_id: battle,
          ...backwards,
        });
        expect(move.statusCode).toBe(400);
        expect(move.json().fields).toEqual({ end_time: 'endBeforeStart' });
        expect((await send(w.player, 'GET', '/api/planning')).json().planning).toHaveLength(1);
      });

      it('a session with results is not removed, nor moved to another battle; its times may change', async () => {
        const battle = await addBattle();
        const raft = await addBattle({ name: 'Raft race' });
        const id = await addSession(battle);
        await addResult(t.database.db, id, w.teamId, { rank: 1 });

        const removed = await send(w.organizer, 'DELETE', `/api/organizer/sessions?id=${id}`);
        expect(removed.statusCode).toBe(409);
        expect(removed.json()).toEqual({ message: 'sessionHasResults' });
        const times = {
          start_time: duringEvent(5).toISOString(),
          end_time: duringEvent(6).toISOString(),
        };
        const elsewhere = await send(w.organizer, 'PUT', '/api/organizer/sessions', {
          id,
          battle_id: raft,
          ...times,
        });
        expect(elsewhere.statusCode).toBe(409);
        const later = await send(w.organizer, 'PUT', '/api/organizer/sessions', {
          id,
          battle_id: battle,
          ...times,
        });
        expect(later.statusCode).toBe(200);
        expect((await send(w.organizer, 'GET', '/api/organizer/sessions')).json().sessions).toEqual(
          [expect.objectContaining({ id, battle_id: battle, result_count: 1, ...times })],
        );
      });

      it('a removed session takes its planning item along', async () => {
        const battle = await addBattle();
        const id = await addSession(battle);
        const res = await send(w.organizer, 'DELETE', `/api/organizer/sessions?id=${id}`);
        expect(res.json()).toEqual({ message: 'organizerDeleted' });
        expect((await send(w.player, 'GET', '/api/planning')).json().planning).toEqual([]);
        expect(
          (await send(w.organizer, 'GET', '/api/organizer/battles')).json().battles,
        ).toMatchObject([{ id: battle, session_count: 0 }]);
      });

      it('another event’s session is 404', async () => {
        const elsewhere = await createOrganizerWorld(t, T0);
        const battle = (
          await send(elsewhere.organizer, 'POST', '/api/organizer/battles', battleForm())
        ).json().id as number;
        const theirs = (
          await send(elsewhere.organizer, 'POST', '/api/organizer/sessions', {
            battle_id: battle,
            start_time: duringEvent(1).toISOString(),
            end_time: duringEvent(2).toISOString(),
          })
        ).json().id as number;
        const mine = await addBattle();
        const move = await send(w.organizer, 'PUT', '/api/organizer/sessions', {
          id: theirs,
          battle_id: mine,
          start_time: duringEvent(1).toISOString(),
          end_time: duringEvent(2).toISOString(),
        });
        expect(move.statusCode).toBe(404);
        const remove = await send(w.organizer, 'DELETE', `/api/organizer/sessions?id=${theirs}`);
        expect(remove.statusCode).toBe(404);
        expect((await send(elsewhere.player, 'GET', '/api/planning')).json().planning).toHaveLength(
          1,
        );
        expect((await send(w.organizer, 'GET', '/api/organizer/sessions')).json().sessions).toEqual(
          [],
        );
      });
    });

    describe('the planning’s other items', () => {
      it('an item is added, changed and removed, and players see each change at once', async () => {
        const times = {
          start_time: duringEvent(-1).toISOString(),
          end_time: duringEvent(0).toISOString(),
        };
        const created = await send(w.organizer, 'POST', '/api/organizer/planning', {
          name: 'Welcome coffee',
          ...times,
        });
        const { id } = created.json() as { id: number };
        expect((await send(w.player, 'GET', '/api/planning')).json().planning).toEqual([
          {
            id,
            name: 'Welcome coffee',
            ...times,
            date: times.start_time.slice(0, 10),
            is_challenge: false,
            score_session_id: null,
          },
        ]);
        await send(w.organizer, 'PUT', '/api/organizer/planning', {
          id,
          name: 'Welcome breakfast',
          ...times,
        });
        expect((await send(w.player, 'GET', '/api/event')).json().planning).toMatchObject([
          { id, name: 'Welcome breakfast' },
        ]);
        expect((await send(w.organizer, 'GET', '/api/organizer/planning')).json()).toEqual({
          items: [
            {
              id,
              name: 'Welcome breakfast',
              ...times,
              is_challenge: false,
              score_session_id: null,
            },
          ],
        });
        await send(w.organizer, 'DELETE', `/api/organizer/planning?id=${id}`);
        expect((await send(w.player, 'GET', '/api/planning')).json().planning).toEqual([]);
      });

      it('a challenge item is changed through its session only', async () => {
        const battle = await addBattle();
        const session = await addSession(battle);
        const { items } = (await send(w.organizer, 'GET', '/api/organizer/planning')).json() as {
          items: { id: number; is_challenge: boolean; score_session_id: number }[];
        };
        expect(items).toMatchObject([{ is_challenge: true, score_session_id: session }]);
        const edit = await send(w.organizer, 'PUT', '/api/organizer/planning', {
          id: items[0].id,
          name: 'Renamed',
          start_time: duringEvent(1).toISOString(),
          end_time: duringEvent(2).toISOString(),
        });
        expect(edit.statusCode).toBe(409);
        expect(edit.json()).toEqual({ message: 'planningItemIsChallenge' });
        const remove = await send(
          w.organizer,
          'DELETE',
          `/api/organizer/planning?id=${items[0].id}`,
        );
        expect(remove.statusCode).toBe(409);
        expect((await send(w.player, 'GET', '/api/planning')).json().planning).toMatchObject([
          { name: 'Tug of war' },
        ]);
      });

      it('another event’s planning item is 404', async () => {
        const elsewhere = await createOrganizerWorld(t, T0);
        const theirs = await createPlanningItem(t.database.db, elsewhere.eventId, {
          name: 'Their lunch',
          startTime: duringEvent(1),
          endTime: duringEvent(2),
        });
        const edit = await send(w.organizer, 'PUT', '/api/organizer/planning', {
          id: theirs.id,
          name: 'Mine',
          start_time: duringEvent(1).toISOString(),
          end_time: duringEvent(2).toISOString(),
        });
        expect(edit.statusCode).toBe(404);
        expect(edit.json()).toEqual({ message: 'organizerItemNotFound' });
        const remove = await send(w.organizer, 'DELETE', `/api/organizer/planning?id=${theirs.id}`);
        expect(remove.statusCode).toBe(404);
        expect(
          (await send(elsewhere.player, 'GET', '/api/planning')).json().planning,
        ).toMatchObject([{ name: 'Their lunch' }]);
      });
    });

    describe('crew', () => {
      it('an assigned crew member, with that battle chosen, sees its sessions on /crew-battles', async () => {
        const db = t.database.db;
        const battle = await addBattle();
        const session = await addSession(battle);
        const person = await createUser(db, { firstName: 'Carl', lastName: 'Crew' });

        const assigned = await send(w.organizer, 'POST', '/api/organizer/crew', {
          battle_id: battle,
          email: `  ${person.email.toUpperCase()} `,
        });
        expect(assigned.statusCode, assigned.body).toBe(200);
        const { id } = assigned.json() as { id: number };
        expect((await send(w.organizer, 'GET', '/api/organizer/crew')).json()).toEqual({
          crew: [
            {
              id,
              battle_id: battle,
              user_id: person.id,
              full_name: 'Carl Crew',
              email: person.email,
              pending: false,
            },
          ],
        });
        const roles = await db.select().from(eventRoles).where(eq(eventRoles.userId, person.id));
        expect(roles).toMatchObject([{ eventId: w.eventId, role: 'crew' }]);

        // The crew member's way in: role crew, the event, then the battle.
        const crew = await sessionCookieFor(db, person.id, T0, {
          role: 'crew',
          eventId: w.eventId,
        });
        const choices = (await send(crew, 'GET', '/api/battle-select')).json().battles;
        expect(choices).toMatchObject([{ id: battle, name: 'Tug of war' }]);
        expect(
          (await send(crew, 'POST', '/api/battle-select', { battle_id: battle })).statusCode,
        ).toBe(200);
        const mine = (await send(crew, 'GET', '/api/crew-battles')).json().battles;
        expect(mine).toMatchObject([{ score_id: session, battle_id: battle, name: 'Tug of war' }]);

        // Unassigned: the sessions are no longer theirs to score.
        const removed = await send(w.organizer, 'DELETE', `/api/organizer/crew?id=${id}`);
        expect(removed.json()).toEqual({ message: 'organizerDeleted' });
        expect((await send(crew, 'GET', '/api/crew-battles')).json().battles).toEqual([]);
      });

      // An unknown e-mail is invited (crewInvite.test.ts).
      it('a bad e-mail is 400 on the e-mail field, and a second assignment 409', async () => {
        const battle = await addBattle();
        const bad = await send(w.organizer, 'POST', '/api/organizer/crew', {
          battle_id: battle,
          email: 'not an e-mail',
        });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().fields).toEqual({ email: 'invalidEmail' });

        const person = await createUser(t.database.db);
        await send(w.organizer, 'POST', '/api/organizer/crew', {
          battle_id: battle,
          email: person.email,
        });
        const twice = await send(w.organizer, 'POST', '/api/organizer/crew', {
          battle_id: battle,
          email: person.email,
        });
        expect(twice.statusCode).toBe(409);
        expect(twice.json().fields).toEqual({ email: 'crewAlreadyAssigned' });
        expect(
          (await send(w.organizer, 'GET', '/api/organizer/battles')).json().battles,
        ).toMatchObject([{ id: battle, crew_count: 1 }]);
      });

      it('another event’s crew assignment is 404', async () => {
        const elsewhere = await createOrganizerWorld(t, T0);
        const battle = (
          await send(elsewhere.organizer, 'POST', '/api/organizer/battles', battleForm())
        ).json().id as number;
        const person = await createUser(t.database.db);
        const theirs = (
          await send(elsewhere.organizer, 'POST', '/api/organizer/crew', {
            battle_id: battle,
            email: person.email,
          })
        ).json().id as number;
        const res = await send(w.organizer, 'DELETE', `/api/organizer/crew?id=${theirs}`);
        expect(res.statusCode).toBe(404);
        expect(
          (await send(elsewhere.organizer, 'GET', '/api/organizer/crew')).json().crew,
        ).toHaveLength(1);
        expect((await send(w.organizer, 'GET', '/api/organizer/crew')).json().crew).toEqual([]);
      });
    });

    it('every change is in the audit log with who made it; refusals leave nothing', async () => {
      const battle = await addBattle();
      await send(w.organizer, 'PUT', '/api/organizer/battles', battleForm({ id: battle, guts: 3 }));
      const session = await addSession(battle, 1, 2);
      await send(w.organizer, 'PUT', '/api/organizer/sessions', {
        id: session,
        battle_id: battle,
        start_time: duringEvent(3).toISOString(),
        end_time: duringEvent(4).toISOString(),
      });
      const item = (
        await send(w.organizer, 'POST', '/api/organizer/planning', {
          name: 'Lunch',
          start_time: duringEvent(5).toISOString(),
          end_time: duringEvent(6).toISOString(),
        })
      ).json().id as number;
      await send(w.organizer, 'PUT', '/api/organizer/planning', {
        id: item,
        name: 'Picnic',
        start_time: duringEvent(5).toISOString(),
        end_time: duringEvent(6).toISOString(),
      });
      await send(w.organizer, 'DELETE', `/api/organizer/planning?id=${item}`);
      const person = await createUser(t.database.db, { firstName: 'Ann', lastName: 'Crew' });
      const crew = (
        await send(w.organizer, 'POST', '/api/organizer/crew', {
          battle_id: battle,
          email: person.email,
        })
      ).json().id as number;
      await send(w.organizer, 'DELETE', `/api/organizer/crew?id=${crew}`);
      await send(w.organizer, 'DELETE', `/api/organizer/sessions?id=${session}`);
      await send(w.organizer, 'DELETE', `/api/organizer/battles?id=${battle}`);
      // Refused: nothing written.
      await send(w.organizer, 'POST', '/api/organizer/crew', {
        battle_id: battle,
        email: person.email,
      });

      const entries = await auditOf(w.eventId);
      expect(entries.every((e) => e.userId === w.organizerId)).toBe(true);
      expect(entries.map((e) => `${e.action} ${e.entity} ${e.summary}`)).toEqual([
        'create battle Tug of war',
        'update battle Tug of war',
        `create session Tug of war · ${duringEvent(1).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        `update session Tug of war · ${duringEvent(3).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        'create planningItem Lunch',
        'update planningItem Picnic',
        'delete planningItem Picnic',
        'create crew Ann Crew · Tug of war',
        'delete crew Ann Crew · Tug of war',
        'delete session Tug of war',
        'delete battle Tug of war',
      ]);
      const { entries: shown } = (
        await send(w.organizer, 'GET', '/api/organizer/audit')
      ).json() as {
        entries: { entity: string; user_name: string }[];
      };
      expect(shown[0]).toMatchObject({ entity: 'battle', user_name: 'Olga Organizer' });
    });
  },
);
