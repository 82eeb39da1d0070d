/**
 * A new event that works: it starts with a points table that gives points (the default one, or a
 * copy of another event's table chosen when it is made, in the same transaction), and its set-up
 * checklist (GET /api/organizer/setup-checklist) says which steps are done, each flipping as the
 * organizer adds what it asks for. Only the event's organizers read the checklist.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addPlayer,
  cookieOf,
  createCallerWorld,
  createEvent,
  createUser,
  type CallerWorld,
} from '../helpers/factories';
import { createOrganizerWorld, eventForm, sender, type OrganizerWorld } from '../helpers/organizer';
import { auditLog, events, pointsTable } from '../../src/server/db/schema';
import { ACCESS_MATRIX, CALLERS } from '../../src/shared/api/accessMatrix';
import type { SetupChecklistResponse, SetupStep } from '../../src/shared/api/organizerOverview';
import { pointsBreakdown, type PointsRow, type TeamResult } from '../../src/shared/scoring';

const T0 = new Date('2030-06-01T08:00:00.000Z');

const result = (rank: number, over: Partial<TeamResult> = {}): TeamResult => ({
  rank,
  score1: null,
  score2: null,
  time1: null,
  time2: null,
  isLadies: false,
  isFairplay: false,
  isDisqualified: false,
  isJoker: false,
  ...over,
});

describe.each(dbKinds)('a new event that works on %s', (kind) => {
  let t: TestApp;
  let w: OrganizerWorld;
  let send: ReturnType<typeof sender>;

  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_FACTOR: '1000' });
    t.clock.set(T0);
    send = sender(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    w = await createOrganizerWorld(t, T0);
  });

  /** Creates an event as the world's organizer and chooses it. */
  async function newEvent(name: string, over: Record<string, unknown> = {}) {
    const res = await send(w.organizer, 'POST', '/api/organizer/events', eventForm(name, over));
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: number };
    // As the console does: the new event becomes the one it edits.
    const chosen = await send(w.organizer, 'POST', '/api/event-select', { event_id: id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    return id;
  }
  const tableOf = async () => {
    const res = await send(w.organizer, 'GET', '/api/organizer/points-table');
    expect(res.statusCode).toBe(200);
    return (res.json() as { rows: PointsRow[] }).rows;
  };
  const checklist = async () => {
    const res = await send(w.organizer, 'GET', '/api/organizer/setup-checklist');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SetupChecklistResponse;
  };
  const done = async () =>
    (await checklist()).steps.filter((step) => step.done).map((step) => step.step);

  describe('the points table of a new event', () => {
    it('gives points by default: 10, 8, 6, 5, 4, 3, 2, then 1, a joker doubling them, no ladies bonus', async () => {
      await newEvent('Autumn Games');
      const rows = await tableOf();
      expect(rows.slice(0, 9)).toEqual(
        [10, 8, 6, 5, 4, 3, 2, 1, 1].map((score, index) => ({
          rank: index + 1,
          score,
          joker: score,
          ladies: null,
        })),
      );
      expect(rows.map((row) => row.rank)).toEqual(rows.map((_, index) => index + 1));
      expect(rows.length).toBeGreaterThanOrEqual(20);
      // Every rank earns points, a better rank never fewer.
      for (const [index, row] of rows.entries()) {
        expect(row.score).toBeGreaterThan(0);
        if (index > 0) expect(row.score).toBeLessThanOrEqual(rows[index - 1].score);
      }
      // A result earns them: a winner 10, with its joker 20; the 15th still 1.
      expect(pointsBreakdown(result(1), rows).total).toBe(10);
      expect(pointsBreakdown(result(1, { isJoker: true }), rows)).toEqual({
        score: 10,
        joker: 10,
        ladies: 0,
        total: 20,
      });
      expect(pointsBreakdown(result(15), rows).total).toBe(1);
    });

    it('copies the table of another event the organizer runs, ladies bonus included, and audits the copy', async () => {
      const custom = [
        { rank: 1, score: 25, joker: 5, ladies: 3 },
        { rank: 2, score: 18, joker: 4, ladies: 2 },
        { rank: 3, score: 15, joker: 3, ladies: 1 },
      ];
      const saved = await send(w.organizer, 'PUT', '/api/organizer/points-table', {
        rows: custom,
      });
      expect(saved.statusCode).toBe(200);

      const id = await newEvent('Copy Games', { points_from: w.eventId });
      expect(await tableOf()).toEqual(custom);
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.eventId, id));
      expect(audit.map((entry) => [entry.action, entry.entity, entry.summary]).sort()).toEqual([
        ['copy', 'pointsTable', 'Console Games'],
        ['create', 'event', 'Copy Games'],
      ]);
    });

    it('refuses to copy from an event the organizer does not run, and creates nothing', async () => {
      const foreign = await createEvent(t.database.db, { name: 'Someone Else Games' });
      const res = await send(
        w.organizer,
        'POST',
        '/api/organizer/events',
        eventForm('Never Games', { points_from: foreign.id }),
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'organizerItemNotFound' });
      const made = await t.database.db.select().from(events).where(eq(events.name, 'Never Games'));
      expect(made).toEqual([]);
      // The session still edits the event it had.
      const current = await send(w.organizer, 'GET', '/api/organizer/event');
      expect(current.json()).toMatchObject({ id: w.eventId });
    });

    it('refuses a points_from that is not an id with a message, never a 5xx', async () => {
      for (const points_from of ['1', 0, -3, 1.5, true, 2_147_483_648]) {
        const res = await send(
          w.organizer,
          'POST',
          '/api/organizer/events',
          eventForm('Odd Games', { points_from }),
        );
        expect(res.statusCode, JSON.stringify(points_from)).toBe(400);
        expect(res.json()).toMatchObject({ message: expect.any(String) });
      }
    });

    it('copies an empty table as empty, as the source has it', async () => {
      const empty = await send(w.organizer, 'PUT', '/api/organizer/points-table', { rows: [] });
      expect(empty.statusCode).toBe(200);
      const id = await newEvent('Empty Copy', { points_from: w.eventId });
      const rows = await t.database.db
        .select()
        .from(pointsTable)
        .where(and(eq(pointsTable.eventId, id)));
      expect(rows).toEqual([]);
    });
  });

  describe('the set-up checklist', () => {
    it('starts with nothing done and flips each step as the event gets what it asks for', async () => {
      const id = await newEvent('Checklist Games');
      const first = await checklist();
      expect(first.steps.map((step) => step.step)).toEqual([
        'details',
        'houses',
        'teams',
        'battles',
        'points',
        'crew',
        'invitations',
        'readiness',
      ]);
      expect(first.steps.every((step) => !step.done)).toBe(true);
      expect(first.complete).toBe(false);

      const expectDone = async (steps: SetupStep[]) => {
        expect((await done()).sort()).toEqual([...steps].sort());
      };
      const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
        const answer = await res;
        expect(answer.statusCode, answer.body).toBe(200);
        return JSON.parse(answer.body) as { id: number };
      };

      // Details: the place alone is not enough, with the short description it is.
      await ok(
        send(
          w.organizer,
          'PUT',
          '/api/organizer/event',
          eventForm('Checklist Games', {
            location_name: 'Harbour',
          }),
        ),
      );
      await expectDone([]);
      await ok(
        send(
          w.organizer,
          'PUT',
          '/api/organizer/event',
          eventForm('Checklist Games', {
            location_name: 'Harbour',
            short_desc: 'A day on the water',
          }),
        ),
      );
      await expectDone(['details']);

      await ok(
        send(w.organizer, 'POST', '/api/organizer/houses', { name: 'Red', color: '#CC0000' }),
      );
      await expectDone(['details', 'houses']);

      // A company alone is not "companies and teams"; its contact person is invited by mail.
      const company = await ok(
        send(w.organizer, 'POST', '/api/organizer/companies', {
          name: 'Acme',
          contact_first_name: 'Cora',
          contact_last_name: 'Contact',
          contact_email: 'cora.checklist@example.test',
        }),
      );
      await vi.waitFor(async () => expect(await done()).toContain('invitations'));
      await expectDone(['details', 'houses', 'invitations']);
      const team = await ok(
        send(w.organizer, 'POST', '/api/organizer/teams', {
          name: 'Gulls',
          company_id: company.id,
          house_id: null,
        }),
      );
      await expectDone(['details', 'houses', 'teams', 'invitations']);

      // A battle without a session is not set up yet.
      const battle = await ok(
        send(w.organizer, 'POST', '/api/organizer/battles', {
          name: 'Rowing',
          endurance: 3,
          teamwork: 2,
          guts: 1,
          skill: 0,
          is_water: true,
          is_joker: false,
          closing_date: null,
          scoring_type: 'rank',
        }),
      );
      await expectDone(['details', 'houses', 'teams', 'invitations']);
      await ok(
        send(w.organizer, 'POST', '/api/organizer/sessions', {
          battle_id: battle.id,
          start_time: '2030-06-11T09:00:00.000Z',
          end_time: '2030-06-11T10:00:00.000Z',
        }),
      );
      await expectDone(['details', 'houses', 'teams', 'battles', 'invitations']);

      // The default table is there but counts once an organizer saved it.
      await ok(send(w.organizer, 'PUT', '/api/organizer/points-table', { rows: await tableOf() }));
      await expectDone(['details', 'houses', 'teams', 'battles', 'points', 'invitations']);

      const crew = await createUser(t.database.db);
      await ok(
        send(w.organizer, 'POST', '/api/organizer/crew', {
          battle_id: battle.id,
          email: crew.email,
        }),
      );
      await expectDone(['details', 'houses', 'teams', 'battles', 'points', 'crew', 'invitations']);
      expect((await checklist()).complete).toBe(false);

      // The team's captain makes it ready for the event: every step done.
      const captain = await createUser(t.database.db);
      await addPlayer(t.database.db, team.id, captain.id, true);
      const last = await checklist();
      expect(last.steps.every((step) => step.done)).toBe(true);
      expect(last.complete).toBe(true);

      // A second battle without session nor crew undoes those two steps.
      await ok(
        send(w.organizer, 'POST', '/api/organizer/battles', {
          name: 'Sailing',
          endurance: 1,
          teamwork: 1,
          guts: 1,
          skill: 1,
          is_water: true,
          is_joker: false,
          closing_date: null,
          scoring_type: 'rank',
        }),
      );
      expect(await done()).toEqual([
        'details',
        'houses',
        'teams',
        'points',
        'invitations',
        'readiness',
      ]);
      expect(id).toBeGreaterThan(0);
    });

    it('counts a copied points table as done, and a failed invitation as not sent', async () => {
      await newEvent('Copied Games', { points_from: w.eventId });
      expect(await done()).toEqual(['points']);
      vi.spyOn(t.mailbox, 'send').mockRejectedValueOnce(new Error('SMTP down'));
      const res = await send(w.organizer, 'POST', '/api/organizer/companies', {
        name: 'Bounce Ltd',
        contact_first_name: 'Bo',
        contact_last_name: 'Unce',
        contact_email: 'bo.unce@example.test',
      });
      expect(res.statusCode).toBe(200);
      const mails = async () =>
        (await send(w.organizer, 'GET', '/api/organizer/mail-log')).json().mails as unknown[];
      await vi.waitFor(async () => expect(await mails()).toHaveLength(1));
      expect(await done()).toEqual(['points']);
      vi.restoreAllMocks();
    });
  });
});

describe.each(dbKinds)('who may use the new-event routes on %s', (kind) => {
  let t: TestApp;
  let w: CallerWorld;

  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_FACTOR: '1000' });
    t.clock.set(T0);
    w = await createCallerWorld(t.database.db, T0);
  });
  afterAll(() => t.close());

  /** What the matrix expects, as a status: 'sel' is a 403 that sends the caller to choose. */
  const statusOf = (expected: 200 | 401 | 403 | 'sel') => (expected === 'sel' ? 403 : expected);

  it.each(CALLERS)('GET /api/organizer/setup-checklist as %s', async (caller) => {
    const cookie = await cookieOf(t.database.db, w, caller, T0);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/organizer/setup-checklist',
      headers: cookie ? { cookie } : {},
    });
    const expected = ACCESS_MATRIX['GET /api/organizer/setup-checklist'][caller];
    expect(res.statusCode).toBe(statusOf(expected));
    if (expected === 200) {
      const answer = res.json() as SetupChecklistResponse;
      expect(answer.steps).toHaveLength(8);
    } else {
      expect(res.json()).toMatchObject({ message: expect.any(String) });
    }
  });

  it.each(CALLERS)('POST /api/organizer/events copying a table as %s', async (caller) => {
    const cookie = await cookieOf(t.database.db, w, caller, T0);
    // The copy's source is the world's event, which the organizer caller runs.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/organizer/events',
      headers: cookie ? { cookie } : {},
      payload: eventForm(`Access Games ${caller}`, { points_from: w.event.id }),
    });
    const expected = ACCESS_MATRIX['POST /api/organizer/events'][caller];
    expect(res.statusCode, res.body).toBe(statusOf(expected));
    const made = await t.database.db
      .select()
      .from(events)
      .where(eq(events.name, `Access Games ${caller}`));
    expect(made).toHaveLength(expected === 200 ? 1 : 0);
  });
});
