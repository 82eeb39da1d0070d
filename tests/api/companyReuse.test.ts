/**
 * One company, many events: a company typed again (another case, other spaces) is refused with
 * the offer of the one that exists; adding that one to a second event keeps its id, employees and
 * contact person (and tells nobody anything false); the CSV import reuses it too; only the
 * event's organizer may search or add.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addCompanyAdmin,
  addEmployee,
  cookieOf,
  createCallerWorld,
  createCompany,
  createEvent,
  createUser,
  giveEventRole,
  sessionCookieFor,
} from '../helpers/factories';
import { createOrganizerWorld, sender, type OrganizerWorld } from '../helpers/organizer';
import {
  auditLog,
  companies,
  companyMembers,
  eventCompanies,
  eventRoles,
  users,
} from '../../src/server/db/schema';
import { CALLERS } from '../../src/shared/api/accessMatrix';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const DAY = 24 * 3600_000;

describe.each(dbKinds)('one company across events on %s', (kind) => {
  let t: TestApp;
  let w: OrganizerWorld;
  let send: ReturnType<typeof sender>;
  let seq = 0;
  /** Nordlicht Energy: played last year's event, with its contact person and employees. */
  let nordlicht: { id: number; name: string; contactId: number; employeeIds: number[] };

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(T0);
    send = sender(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    w = await createOrganizerWorld(t, T0);
    seq += 1;
    const db = t.database.db;
    const past = await createEvent(db, {
      name: `Winter Cup ${seq}`,
      date: new Date(T0.getTime() - 200 * DAY),
      endDate: new Date(T0.getTime() - 199 * DAY),
      closingDate: new Date(T0.getTime() - 205 * DAY),
    });
    const name = `Nordlicht Energy ${seq}`;
    const [company] = await db
      .insert(companies)
      .values({ name, photoUrl: '/uploads/companies/nordlicht.webp' })
      .returning();
    await db.insert(eventCompanies).values({ eventId: past.id, companyId: company.id });
    const contact = await createUser(db, {
      firstName: 'Mia',
      lastName: 'Berg',
      email: `mia.${seq}@nordlicht.test`,
    });
    await addCompanyAdmin(db, company.id, contact.id);
    const employeeIds: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const employee = await createUser(db, { firstName: `Colleague${i}`, lastName: 'Nord' });
      await addEmployee(db, company.id, employee.id);
      employeeIds.push(employee.id);
    }
    nordlicht = { id: company.id, name, contactId: contact.id, employeeIds };
  });

  const db = () => t.database.db;
  const contactEmail = () => `mia.${seq}@nordlicht.test`;
  const companyCount = async () => (await db().select({ id: companies.id }).from(companies)).length;
  const listed = async () =>
    (await send(w.organizer, 'GET', '/api/organizer/companies')).json().companies as {
      id: number;
      name: string;
      contact_email: string | null;
    }[];
  const search = (q: string) =>
    send(w.organizer, 'GET', `/api/organizer/companies/search?q=${encodeURIComponent(q)}`);
  const addExisting = (body: Record<string, unknown>) =>
    send(w.organizer, 'POST', '/api/organizer/companies/existing', body);

  it('the same name in another case and spacing is refused with 409 and the existing company is offered', async () => {
    const before = await companyCount();
    const mails = t.mailbox.mails.length;
    const typed = `  nordlicht   ENERGY ${seq} `;
    const refused = await send(w.organizer, 'POST', '/api/organizer/companies', {
      name: typed,
      contact_first_name: 'Mia',
      contact_last_name: 'Berg',
      contact_email: contactEmail(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'companyExists' });
    expect(await companyCount()).toBe(before);
    expect(t.mailbox.mails.length).toBe(mails);

    // The offer: what the 409 means, found by the name as typed.
    const found = await search(typed);
    expect(found.statusCode).toBe(200);
    expect(found.json().companies[0]).toEqual({
      id: nordlicht.id,
      name: nordlicht.name,
      photo_url: '/uploads/companies/nordlicht.webp',
      contact_name: 'Mia Berg',
      contact_email: contactEmail(),
      past_events: [`Winter Cup ${seq}`],
      in_event: false,
    });
    // Part of a name finds it too; a company of this event says it is in it already.
    const part = (await search('NORDLICHT')).json().companies as { id: number }[];
    expect(part.map((company) => company.id)).toContain(nordlicht.id);
    const [own] = await db().select().from(companies).where(eq(companies.id, w.companyId));
    expect((await search(own.name)).json().companies[0]).toMatchObject({
      id: own.id,
      in_event: true,
    });
    // Wildcards are letters: "%" finds only names with a "%".
    expect((await search('%')).json().companies).toEqual([]);
  });

  it('a name of a company of this event in another case is refused as taken', async () => {
    const [own] = await db().select().from(companies).where(eq(companies.id, w.companyId));
    const res = await send(w.organizer, 'POST', '/api/organizer/companies', {
      name: ` ${own.name.toUpperCase()}`,
      contact_first_name: 'Ann',
      contact_last_name: 'Other',
      contact_email: `ann.${seq}@example.test`,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'organizerNameTaken' });
  });

  it('renaming a company to the name of another one, in any case, is refused', async () => {
    const res = await send(w.organizer, 'PUT', '/api/organizer/companies', {
      id: w.companyId,
      name: nordlicht.name.toLowerCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'companyExists' });
  });

  it('adding the existing company to a second event keeps its id, employees and contact person, mails nobody and is audited', async () => {
    const mails = t.mailbox.mails.length;
    const before = await companyCount();
    const added = await addExisting({ company_id: nordlicht.id });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ message: 'companyJoinedEvent', id: nordlicht.id });
    expect(await companyCount()).toBe(before);
    // Nothing new was made for the contact person, so nothing says "added".
    expect(t.mailbox.mails.length).toBe(mails);

    const row = (await listed()).find((company) => company.id === nordlicht.id);
    expect(row).toMatchObject({ name: nordlicht.name, contact_email: contactEmail() });
    const members = await db()
      .select({ userId: companyMembers.userId, contact: companyMembers.isContactPerson })
      .from(companyMembers)
      .where(eq(companyMembers.companyId, nordlicht.id));
    expect(members).toHaveLength(4);
    expect(members).toContainEqual({ userId: nordlicht.contactId, contact: true });
    // The contact person may now choose this event as its contact person.
    const roles = await db()
      .select({ role: eventRoles.role })
      .from(eventRoles)
      .where(and(eq(eventRoles.userId, nordlicht.contactId), eq(eventRoles.eventId, w.eventId)));
    expect(roles).toEqual([{ role: 'contactPerson' }]);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.eventId, w.eventId), eq(auditLog.entityId, nordlicht.id)));
    expect(audit).toMatchObject({
      action: 'reuse',
      entity: 'company',
      summary: `${nordlicht.name} · Mia Berg`,
    });

    // A team of the company in this event offers every colleague on /add-players.
    const team = await send(w.organizer, 'POST', '/api/organizer/teams', {
      name: `Nordlicht Sparks ${seq}`,
      company_id: nordlicht.id,
      house_id: null,
    });
    expect(team.statusCode, team.body).toBe(200);
    const contact = await sessionCookieFor(db(), nordlicht.contactId, T0, {
      role: 'contactPerson',
      eventId: w.eventId,
    });
    const offer = await t.app.inject({
      method: 'GET',
      url: '/api/add-players',
      headers: { cookie: contact, otherteamid: String(team.json().id) },
    });
    expect(offer.statusCode, offer.body).toBe(200);
    const offered = (offer.json().employees as { id: number }[]).map((one) => one.id);
    expect(offered).toEqual(
      expect.arrayContaining([...nordlicht.employeeIds, nordlicht.contactId]),
    );

    // Twice is refused; a company that does not exist is not found.
    const again = await addExisting({ company_id: nordlicht.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'companyAlreadyInEvent' });
    const unknown = await addExisting({ company_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'organizerItemNotFound' });
  });

  it('the same contact person typed again keeps everything; another one named explicitly becomes the contact person and is invited', async () => {
    const same = await addExisting({
      company_id: nordlicht.id,
      contact: { first_name: 'Mia', last_name: 'Berg', email: contactEmail().toUpperCase() },
    });
    expect(same.statusCode, same.body).toBe(200);
    const [mia] = await db()
      .select({ contact: companyMembers.isContactPerson })
      .from(companyMembers)
      .where(eq(companyMembers.userId, nordlicht.contactId));
    expect(mia.contact).toBe(true);

    // In a third event, the organizer names somebody new.
    const third = await createEvent(db(), {
      name: `Summer Cup ${seq}`,
      date: new Date(T0.getTime() + 30 * DAY),
      endDate: new Date(T0.getTime() + 31 * DAY),
      closingDate: new Date(T0.getTime() + 25 * DAY),
    });
    await giveEventRole(db(), w.organizerId, third.id, 'organizer');
    const organizer = await sessionCookieFor(db(), w.organizerId, T0, {
      role: 'organizer',
      eventId: third.id,
    });
    const email = `jonas.${seq}@nordlicht.test`;
    const changed = await send(organizer, 'POST', '/api/organizer/companies/existing', {
      company_id: nordlicht.id,
      contact: { first_name: 'Jonas', last_name: 'Falk', email },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const staff = await db()
      .select({
        email: users.email,
        role: companyMembers.role,
        contact: companyMembers.isContactPerson,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, nordlicht.id), eq(companyMembers.role, 'admin')));
    expect(staff).toEqual(
      expect.arrayContaining([
        { email: contactEmail(), role: 'admin', contact: false },
        { email, role: 'admin', contact: true },
      ]),
    );
    const mail = t.mailbox.mails.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.text).toContain(`made you the contact person of ${nordlicht.name}`);
  });

  it('a CSV row naming an existing company reuses it instead of making a second one', async () => {
    const before = await companyCount();
    const csv = [
      'name,contact_first_name,contact_last_name,contact_email',
      ` NORDLICHT  energy ${seq},Mia,Berg,${contactEmail()}`,
      `Fresh Start ${seq},Lea,Neu,lea.${seq}@fresh.test`,
      '',
    ].join('\r\n');
    const res = await send(w.organizer, 'POST', '/api/organizer/import', {
      kind: 'companies',
      csv,
    });
    expect(res.statusCode, res.body).toBe(200);
    // The summary counts the reused company apart from the new one.
    expect(res.json()).toEqual({ message: 'csvImported', created: 1, updated: 0, reused: 1 });
    expect(await companyCount()).toBe(before + 1);
    const names = (await listed()).map((company) => company.name);
    expect(names).toContain(nordlicht.name);
    expect(names.filter((name) => name.toLowerCase().includes('nordlicht'))).toHaveLength(1);

    // Importing the same file again changes nothing.
    const again = await send(w.organizer, 'POST', '/api/organizer/import', {
      kind: 'companies',
      csv,
    });
    expect(again.json()).toEqual({ message: 'csvImported', created: 0, updated: 0, reused: 0 });
  });

  it('only the organizer may search companies or add an existing one; every other caller is refused and nothing joins', async () => {
    const world = await createCallerWorld(db(), T0);
    for (const caller of CALLERS) {
      const cookie = await cookieOf(db(), world, caller, T0);
      const company = await createCompany(db());
      const headers = cookie ? { cookie } : {};
      const found = await t.app.inject({
        method: 'GET',
        url: '/api/organizer/companies/search?q=company',
        headers,
      });
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/organizer/companies/existing',
        headers,
        payload: { company_id: company.id },
      });
      const joined = await db()
        .select()
        .from(eventCompanies)
        .where(eq(eventCompanies.companyId, company.id));
      if (caller === 'organizer') {
        expect(found.statusCode, caller).toBe(200);
        expect(added.statusCode, caller).toBe(200);
        expect(joined, caller).toEqual([{ eventId: world.event.id, companyId: company.id }]);
      } else {
        const refused = caller === 'anonymous' ? 401 : 403;
        expect(found.statusCode, caller).toBe(refused);
        expect(added.statusCode, caller).toBe(refused);
        expect(joined, caller).toEqual([]);
      }
    }
  });

  it('refuses a search without text and a body without a company, naming the field', async () => {
    const empty = await search('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'fieldRequired' });
    // A NUL cannot be compared in PostgreSQL text: refused before the query runs.
    const nul = await search('Nord\u0000licht');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ message: 'invalidCharacters' });
    const none = await addExisting({});
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toMatchObject({ company_id: 'chooseCompany' });
  });
});
