/**
 * Crew by invitation (organizer console, POST /api/organizer/crew): an address without an account
 * gets one, the crew role in the event and the set-password invitation employees get; the crew
 * list shows them pending until they choose their password; then they sign in, pick crew, the
 * event and the battle, and save a result. Only the event's organizer may assign crew.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { cookieOf, createCallerWorld, createUser } from '../helpers/factories';
import { createOrganizerWorld, sender, type OrganizerWorld } from '../helpers/organizer';
import { loginAs } from '../helpers/http';
import { auditLog, crewAssignments, eventRoles, users } from '../../src/server/db/schema';
import { CALLERS } from '../../src/shared/api/accessMatrix';
import { blankCrewResult, crewScoreFields } from '../../src/shared/api/crew';
import type { OrganizerCrewMember } from '../../src/shared/api/organizerBattles';
import type { MailLogEntry } from '../../src/shared/api/organizerOverview';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** The event of createOrganizerWorld starts ten days after T0. */
const duringEvent = (hours: number) => new Date(T0.getTime() + 10 * DAY + hours * HOUR);

describe.each(dbKinds)('crew by invitation on %s', (kind) => {
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

  async function battleWithSession(): Promise<{ battle: number; session: number }> {
    const battle = await send(w.organizer, 'POST', '/api/organizer/battles', {
      name: 'Tug of war',
      photo_url: null,
      desc: null,
      endurance: 3,
      teamwork: 3,
      guts: 3,
      skill: 3,
      is_water: false,
      is_joker: false,
      closing_date: null,
      scoring_type: 'rank',
      score_1_label: null,
      score_2_label: null,
      time_1_label: null,
      time_2_label: null,
    });
    expect(battle.statusCode, battle.body).toBe(200);
    const session = await send(w.organizer, 'POST', '/api/organizer/sessions', {
      battle_id: battle.json().id,
      start_time: duringEvent(1).toISOString(),
      end_time: duringEvent(2).toISOString(),
    });
    expect(session.statusCode, session.body).toBe(200);
    return { battle: battle.json().id as number, session: session.json().id as number };
  }

  const crewList = async () =>
    (await send(w.organizer, 'GET', '/api/organizer/crew')).json().crew as OrganizerCrewMember[];

  it('an unknown e-mail gets an account, the crew role, an invitation mail and is pending until it sets its password; then it saves a result', async () => {
    const db = t.database.db;
    const { battle, session } = await battleWithSession();
    const mails = t.mailbox.mails.length;

    const res = await send(w.organizer, 'POST', '/api/organizer/crew', {
      battle_id: battle,
      email: '  Nina.Newcrew@Example.TEST ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'crewInvited', id: expect.any(Number) });

    // The account: unconfirmed, named after the address until they change it.
    const [account] = await db
      .select()
      .from(users)
      .where(eq(users.email, 'nina.newcrew@example.test'));
    expect(account).toMatchObject({ firstName: 'Nina.Newcrew', lastName: '', confirmedAt: null });
    const roles = await db.select().from(eventRoles).where(eq(eventRoles.userId, account.id));
    expect(roles).toMatchObject([{ eventId: w.eventId, role: 'crew' }]);

    // The crew list shows them pending.
    expect(await crewList()).toEqual([
      {
        id: res.json().id,
        battle_id: battle,
        user_id: account.id,
        full_name: 'Nina.Newcrew',
        email: 'nina.newcrew@example.test',
        pending: true,
      },
    ]);

    // One mail: the set-password invitation in the crew's own words: the event's organizer
    // invited them to its crew for the battle, and what to do; nothing of a company.
    expect(t.mailbox.mails.length).toBe(mails + 1);
    const mail = t.mailbox.mails.at(-1)!;
    expect(mail.to).toBe('nina.newcrew@example.test');
    expect(mail.subject).toBe('You are invited to the crew of Console Games');
    expect(mail.text).toContain(
      "Olga Organizer, the organizer of Console Games, invited you to the event's crew to enter the results of Tug of war. Choose a password below, then sign in, pick Crew, the event and the battle, and enter the results.",
    );
    expect(mail.text).toContain('Choose my password: http://app.test/reset-password?');
    // An expired link is renewed by the invitee: nobody can send a crew invitation again.
    expect(mail.text).toContain('tap “Forgot your password?” on the sign-in page');
    expect(mail.text).toContain('If you do not know this event, you can ignore this e-mail.');
    expect(mail.html).toContain('the organizer of Console Games');
    for (const employeeWords of [/compan/i, /employee/i, /send the invitation again/]) {
      expect(mail.text).not.toMatch(employeeWords);
      expect(mail.html).not.toMatch(employeeWords);
    }
    expect(mail.eventId).toBe(w.eventId);
    // The set-password screen greets them as crew, not as someone a company added.
    const link = t.mailbox.linkTo('nina.newcrew@example.test', '/reset-password');
    expect(link.searchParams.get('welcome')).toBe('crew');

    // It is in the event's mail log as sent.
    await vi.waitFor(async () => {
      const log = (await send(w.organizer, 'GET', '/api/organizer/mail-log')).json()
        .mails as MailLogEntry[];
      expect(log.map((m) => [m.recipient, m.subject, m.sent])).toEqual([
        ['nina.newcrew@example.test', mail.subject, true],
      ]);
    });

    // The audit says who was assigned, and that they were invited.
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.eventId, w.eventId))
      .orderBy(asc(auditLog.id));
    expect(audit.at(-1)).toMatchObject({
      userId: w.organizerId,
      action: 'create',
      entity: 'crew',
      entityId: res.json().id,
      summary: 'Nina.Newcrew · Tug of war · invited',
    });

    // Before choosing a password, the account cannot sign in.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nina.newcrew@example.test', password: 'Chosen!Pass1' },
    });
    expect(early.statusCode).not.toBe(200);

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { reset_token: link.searchParams.get('reset_token'), new_password: 'Chosen!Pass1' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await crewList()).map((member) => member.pending)).toEqual([false]);

    // The session has started: sign in, pick crew, the event and the battle, and save a result.
    t.clock.set(duringEvent(1.5));
    const { cookie } = await loginAs(t.app, 'nina.newcrew@example.test', 'Chosen!Pass1');
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    expect((await post('/api/role', { role: 'crew' })).json().redirect).toBe('/event-select');
    expect((await post('/api/event-select', { event_id: w.eventId })).json().redirect).toBe(
      '/battle-select',
    );
    expect((await post('/api/battle-select', { battle_id: battle })).json().redirect).toBe('/home');
    expect((await post('/api/crew-battles', { score_id: session })).statusCode).toBe(200);
    const saved = await post(
      '/api/crew-score',
      crewScoreFields(session, 0, [blankCrewResult(w.teamId, { rank: '1' })]),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'scoreSaved', teams_without_result: 0 });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/crew-score',
      headers: { cookie, selectedscoreid: String(session) },
    });
    expect(read.json().teams).toMatchObject([{ team_id: w.teamId, rank: 1 }]);
  });

  it('an existing account is assigned without a mail and is not pending; a second assignment is 409 and mails nothing', async () => {
    const { battle } = await battleWithSession();
    const person = await createUser(t.database.db, { firstName: 'Carl', lastName: 'Crew' });
    const mails = t.mailbox.mails.length;
    const res = await send(w.organizer, 'POST', '/api/organizer/crew', {
      battle_id: battle,
      email: person.email,
    });
    expect(res.json()).toEqual({ message: 'organizerCreated', id: expect.any(Number) });
    expect(await crewList()).toMatchObject([{ full_name: 'Carl Crew', pending: false }]);

    const invited = await send(w.organizer, 'POST', '/api/organizer/crew', {
      battle_id: battle,
      email: 'nora.twice@example.test',
    });
    expect(invited.statusCode).toBe(200);
    const twice = await send(w.organizer, 'POST', '/api/organizer/crew', {
      battle_id: battle,
      email: 'NORA.TWICE@example.test',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      message: 'crewAlreadyAssigned',
      fields: { email: 'crewAlreadyAssigned' },
    });
    // Only the one invitation: neither the existing account nor the second try mailed anyone.
    expect(t.mailbox.mails.slice(mails).map((m) => m.to)).toEqual(['nora.twice@example.test']);
    expect(await crewList()).toMatchObject([
      { full_name: 'Carl Crew', pending: false },
      { email: 'nora.twice@example.test', pending: true },
    ]);
  });

  it('a refusal leaves no account behind: a battle of another event is 404', async () => {
    const elsewhere = await createOrganizerWorld(t, T0);
    const theirs = (
      await send(elsewhere.organizer, 'POST', '/api/organizer/battles', {
        name: 'Raft race',
        photo_url: null,
        desc: null,
        endurance: 1,
        teamwork: 1,
        guts: 1,
        skill: 1,
        is_water: true,
        is_joker: false,
        closing_date: null,
        scoring_type: 'rank',
        score_1_label: null,
        score_2_label: null,
        time_1_label: null,
        time_2_label: null,
      })
    ).json().id as number;
    const mails = t.mailbox.mails.length;
    const res = await send(w.organizer, 'POST', '/api/organizer/crew', {
      battle_id: theirs,
      email: 'ghost.crew@example.test',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'organizerItemNotFound' });
    const accounts = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'ghost.crew@example.test'));
    expect(accounts).toEqual([]);
    expect(t.mailbox.mails.length).toBe(mails);
    const bad = await send(w.organizer, 'POST', '/api/organizer/crew', {
      battle_id: 'x',
      email: 'not an e-mail',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ email: 'invalidEmail' });
  });

  it('only the organizer may invite crew or read the crew list: every other caller is refused and nobody is invited', async () => {
    const world = await createCallerWorld(t.database.db, T0);
    for (const caller of CALLERS) {
      const cookie = await cookieOf(t.database.db, world, caller, T0);
      const email = `invitee-${caller.toLowerCase()}@example.test`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/organizer/crew',
        headers: cookie ? { cookie } : {},
        payload: { battle_id: world.battles.sackRace.id, email },
      });
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/organizer/crew',
        headers: cookie ? { cookie } : {},
      });
      const made = await t.database.db.select().from(users).where(eq(users.email, email));
      if (caller === 'organizer') {
        expect(res.json(), caller).toEqual({ message: 'crewInvited', id: expect.any(Number) });
        expect(list.json().crew, caller).toContainEqual(
          expect.objectContaining({ email, pending: true }),
        );
        expect(made, caller).toHaveLength(1);
      } else {
        expect(res.statusCode, caller).toBe(caller === 'anonymous' ? 401 : 403);
        expect(list.statusCode, caller).toBe(caller === 'anonymous' ? 401 : 403);
        expect(made, caller).toEqual([]);
      }
    }
    const assigned = await t.database.db
      .select()
      .from(crewAssignments)
      .where(eq(crewAssignments.battleId, world.battles.sackRace.id));
    expect(assigned).toHaveLength(1);
  });
});
