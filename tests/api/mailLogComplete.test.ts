/**
 * Every mail the app sends about an event is in that event's mail log (GET
 * /api/organizer/mail-log) with its outcome: the organizer console's company contact, the CSV
 * imports' invitations (players and companies), crew invitations, and a company admin's employee
 * invitations, second invitations and invitations to join. A failed send is logged as failed.
 * The CSV import of players names the organizer as who added and promoted the players.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addCompanyAdmin,
  addPlayer,
  cookieOf,
  createCallerWorld,
  createUser,
  sessionCookieFor,
} from '../helpers/factories';
import { createOrganizerWorld, sender, type OrganizerWorld } from '../helpers/organizer';
import { companies, notifications, users } from '../../src/server/db/schema';
import { CALLERS } from '../../src/shared/api/accessMatrix';
import type { MailLogEntry } from '../../src/shared/api/organizerOverview';

const T0 = new Date('2030-06-01T08:00:00.000Z');

describe.each(dbKinds)('every mail about an event in its mail log on %s', (kind) => {
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
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const mailLogOf = async (cookie = w.organizer) => {
    const res = await send(cookie, 'GET', '/api/organizer/mail-log');
    expect(res.statusCode).toBe(200);
    return (res.json() as { mails: MailLogEntry[] }).mails;
  };
  /** Waits until the mail to `to` is logged (mails leave after the answer) and answers its row. */
  const loggedMailTo = async (to: string, cookie = w.organizer) => {
    let found: MailLogEntry | undefined;
    await vi.waitFor(async () => {
      found = (await mailLogOf(cookie)).find((mail) => mail.recipient === to);
      expect(found).toBeDefined();
    });
    return found!;
  };
  const companyName = async () => {
    const [company] = await t.database.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, w.companyId));
    return company.name;
  };
  const csv = (...rows: string[]) => `${rows.join('\r\n')}\r\n`;
  const importCsv = (kind: string, rows: string) =>
    send(w.organizer, 'POST', '/api/organizer/import', { kind, csv: rows });
  /** The subject of the newest mail delivered to `to`. */
  const deliveredTo = (to: string) => t.mailbox.mails.findLast((mail) => mail.to === to);

  it('each send path is logged as sent with its subject, in the event of the mail', async () => {
    const db = t.database.db;
    const company = await companyName();

    // The console's new company: its contact person's invitation.
    const contact = await send(w.organizer, 'POST', '/api/organizer/companies', {
      name: 'Globex',
      contact_first_name: 'Cora',
      contact_last_name: 'Contact',
      contact_email: 'cora@globex.test',
    });
    expect(contact.statusCode, contact.body).toBe(200);

    // A CSV import of players: the new player's invitation.
    const players = await importCsv(
      'players',
      csv(
        'email,first_name,last_name,team,company,captain',
        `nora@players.test,Nora,Newcomer,Lions,"${company}",no`,
      ),
    );
    expect(players.statusCode, players.body).toBe(200);

    // A CSV import of companies: the new contact person's invitation.
    const companiesImport = await importCsv(
      'companies',
      csv(
        'name,contact_first_name,contact_last_name,contact_email',
        'Initech,Ivy,Importer,ivy@initech.test',
      ),
    );
    expect(companiesImport.statusCode, companiesImport.body).toBe(200);

    // A crew invitation.
    const battle = await send(w.organizer, 'POST', '/api/organizer/battles', {
      name: 'Sack race',
      photo_url: null,
      desc: null,
      endurance: 1,
      teamwork: 1,
      guts: 1,
      skill: 1,
      is_water: false,
      is_joker: false,
      closing_date: null,
      scoring_type: 'rank',
      score_1_label: null,
      score_2_label: null,
      time_1_label: null,
      time_2_label: null,
    });
    const crew = await send(w.organizer, 'POST', '/api/organizer/crew', {
      battle_id: battle.json().id,
      email: 'carl@crew.test',
    });
    expect(crew.statusCode, crew.body).toBe(200);

    // The company's admin: a new employee, that employee invited again, an existing account
    // invited to join.
    const admin = await createUser(db, { firstName: 'Ada', lastName: 'Admin' });
    await addCompanyAdmin(db, w.companyId, admin.id);
    const adminCookie = await sessionCookieFor(db, admin.id, T0, {
      role: 'contactPerson',
      eventId: w.eventId,
    });
    const employee = await send(adminCookie, 'POST', '/api/create-employee', {
      email: 'emma@employee.test',
      first_name: 'Emma',
      last_name: 'Employee',
    });
    expect(employee.statusCode, employee.body).toBe(200);
    await loggedMailTo('emma@employee.test');
    const again = await send(adminCookie, 'POST', '/api/invite-employee', {
      user_id: employee.json().employee.id,
    });
    expect(again.statusCode, again.body).toBe(200);
    const existing = await createUser(db, { firstName: 'Jon', lastName: 'Joiner' });
    const join = await send(adminCookie, 'POST', '/api/create-employee', {
      email: existing.email,
      first_name: 'Jon',
      last_name: 'Joiner',
    });
    expect(join.json()).toMatchObject({ message: 'employeeInvitationSent' });

    for (const to of [
      'cora@globex.test',
      'nora@players.test',
      'ivy@initech.test',
      'carl@crew.test',
      existing.email,
    ]) {
      const row = await loggedMailTo(to);
      expect(row, to).toMatchObject({ sent: true, error: null, subject: deliveredTo(to)?.subject });
    }
    // The employee got two invitations: both are logged.
    await vi.waitFor(async () =>
      expect(
        (await mailLogOf()).filter((mail) => mail.recipient === 'emma@employee.test'),
      ).toHaveLength(2),
    );
    const everyMail = t.mailbox.mails.filter((mail) => mail.eventId === w.eventId);
    expect(everyMail).toHaveLength(7);
    expect(await mailLogOf()).toHaveLength(7);

    // Another event's organizer sees none of them.
    const elsewhere = await createOrganizerWorld(t, T0);
    expect(await mailLogOf(elsewhere.organizer)).toEqual([]);
  });

  it('a CSV invitation that fails to send is logged as failed, and the import still counts', async () => {
    const company = await companyName();
    vi.spyOn(t.mailbox, 'send').mockRejectedValueOnce(new Error('Mailbox unavailable'));
    const res = await importCsv(
      'players',
      csv(
        'email,first_name,last_name,team,company,captain',
        `fay@players.test,Fay,Failing,Lions,"${company}",no`,
      ),
    );
    expect(res.json()).toEqual({ message: 'csvImported', created: 1, updated: 0, reused: 0 });
    expect(await loggedMailTo('fay@players.test')).toMatchObject({
      sent: false,
      error: 'Mailbox unavailable',
    });
    const overview = (await send(w.organizer, 'GET', '/api/organizer/overview')).json();
    expect(overview.mails).toEqual({ sent: 0, failed: 1 });
  });

  it('a crew invitation that fails to send is logged as failed; the crew member stays assigned and pending', async () => {
    const battle = await send(w.organizer, 'POST', '/api/organizer/battles', {
      name: 'Relay',
      photo_url: null,
      desc: null,
      endurance: 1,
      teamwork: 1,
      guts: 1,
      skill: 1,
      is_water: false,
      is_joker: false,
      closing_date: null,
      scoring_type: 'rank',
      score_1_label: null,
      score_2_label: null,
      time_1_label: null,
      time_2_label: null,
    });
    vi.spyOn(t.mailbox, 'send').mockRejectedValueOnce(new Error('SMTP timeout'));
    const res = await send(w.organizer, 'POST', '/api/organizer/crew', {
      battle_id: battle.json().id,
      email: 'rita@crew.test',
    });
    expect(res.json()).toMatchObject({ message: 'crewInvited' });
    expect(await loggedMailTo('rita@crew.test')).toMatchObject({
      sent: false,
      error: 'SMTP timeout',
    });
    const crew = (await send(w.organizer, 'GET', '/api/organizer/crew')).json().crew;
    expect(crew).toMatchObject([{ email: 'rita@crew.test', pending: true }]);
  });

  it('the CSV import names the organizer as who added and promoted players: an organizer who plays in the team is not told of their own change', async () => {
    const db = t.database.db;
    const company = await companyName();
    await addPlayer(db, w.teamId, w.organizerId);
    const res = await importCsv(
      'players',
      csv(
        'email,first_name,last_name,team,company,captain',
        `paul@players.test,Paul,Promoted,Lions,"${company}",yes`,
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [paul] = await db.select().from(users).where(eq(users.email, 'paul@players.test'));
    const toldOrganizer = await db
      .select({ type: notifications.messageName })
      .from(notifications)
      .where(eq(notifications.userId, w.organizerId));
    expect(toldOrganizer).toEqual([]);
    // The others are told: Paul of his captaincy, and the team's other player of Paul.
    const toldPaul = await db
      .select({ type: notifications.messageName })
      .from(notifications)
      .where(and(eq(notifications.userId, paul.id), eq(notifications.eventId, w.eventId)));
    expect(toldPaul.map((row) => row.type)).toEqual(
      expect.arrayContaining(['player_added', 'promoted_to_captain']),
    );
  });

  it('only the organizer reads the mail log: every other caller and anonymous are refused', async () => {
    const world = await createCallerWorld(t.database.db, T0);
    for (const caller of CALLERS) {
      const cookie = await cookieOf(t.database.db, world, caller, T0);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/organizer/mail-log',
        headers: cookie ? { cookie } : {},
      });
      const expected = caller === 'organizer' ? 200 : caller === 'anonymous' ? 401 : 403;
      expect(res.statusCode, caller).toBe(expected);
      if (caller === 'organizer') expect(res.json()).toEqual({ mails: [] });
    }
  });
});
