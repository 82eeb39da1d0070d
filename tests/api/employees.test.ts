/**
 * A company's people, managed by its admins: GET /manage-employees, POST /create-employee (with
 * the mailed invitation to choose a password), /promote-employee, /demote-employee,
 * /delete-employee and /invite-employee. The contact person is never demoted or removed;
 * removing someone takes them off the company's teams in the same transaction.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { loginAs } from '../helpers/http';
import {
  addCompanyAdmin,
  addEmployee,
  addPlayer,
  createCompany,
  createEvent,
  createTeamWith,
  createUser,
  sessionCookieFor,
} from '../helpers/factories';
import { authTokens, companyMembers, teamPlayers, users } from '../../src/server/db/schema';
import type { EventRole } from '../../src/shared/roles';
import { SUPPORTED_LANGUAGES } from '../../src/shared/languages';
import { buildInviteMail } from '../../src/server/features/employees/inviteMail';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const day = 24 * 3600_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(dbKinds)('managing employees on %s', (kind) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildWorld>>;

  async function buildWorld() {
    const db = t.database.db;
    const event = await createEvent(db, {
      date: at(10 * day),
      endDate: at(11 * day),
      closingDate: at(7 * day),
    });
    const nextEvent = await createEvent(db, {
      date: at(40 * day),
      endDate: at(41 * day),
      closingDate: at(35 * day),
    });
    const acme = await createCompany(db, event.id);
    const globex = await createCompany(db, event.id);
    const contact = await createUser(db, {
      firstName: 'Carla',
      lastName: 'Contact',
      language: 'nl',
    });
    const admin = await createUser(db, { firstName: 'Adam', lastName: 'Admin' });
    const rival = await createUser(db, { firstName: 'Rita', lastName: 'Rival' });
    await addCompanyAdmin(db, acme.id, contact.id);
    await addEmployee(db, acme.id, admin.id, 'admin');
    await addCompanyAdmin(db, globex.id, rival.id);
    return { event, nextEvent, acme, globex, contact, admin, rival };
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_FACTOR: '1000' });
    t.clock.set(T0);
    w = await buildWorld();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.set(T0);
  });

  const cookieFor = (userId: number, role: EventRole = 'contactPerson') =>
    sessionCookieFor(t.database.db, userId, T0, { role, eventId: w.event.id });

  async function call(url: string, cookie: string, body?: object, companyId?: number) {
    return t.app.inject({
      method: body === undefined ? 'GET' : 'POST',
      url,
      headers: {
        cookie,
        ...(companyId === undefined ? {} : { othercompanyid: String(companyId) }),
      },
      ...(body === undefined ? {} : { payload: body }),
    });
  }

  /** A fresh member of acme (an employee unless told). */
  async function member(role: 'admin' | 'employee' = 'employee', confirmed = true) {
    const user = await createUser(t.database.db, {
      firstName: `Mo${Math.random().toString(36).slice(2, 6)}`,
      lastName: 'Member',
      confirmed,
    });
    await addEmployee(t.database.db, w.acme.id, user.id, role);
    return user;
  }

  const membership = async (userId: number, companyId = w.acme.id) =>
    (
      await t.database.db
        .select({ role: companyMembers.role })
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    )[0];

  describe('GET /manage-employees', () => {
    it('lists the admins (the contact person first) and the employees with their roles', async () => {
      const employee = await member();
      const res = await call('/api/manage-employees', await cookieFor(w.admin.id));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.role).toBe('admin');
      expect(body.company_name).toBe(w.acme.name);
      expect(body.admins.map((e: { id: number; role: string }) => [e.id, e.role])).toEqual([
        [w.contact.id, 'contactPerson'],
        [w.admin.id, 'admin'],
      ]);
      expect(body.admins[0]).toMatchObject({
        full_name: 'Carla Contact',
        email: w.contact.email,
        is_pending: false,
      });
      expect(body.employees).toContainEqual(
        expect.objectContaining({ id: employee.id, role: 'employee', email: employee.email }),
      );
      const own = await call('/api/manage-employees', await cookieFor(w.contact.id));
      expect(own.json().role).toBe('contactPerson');
    });

    it("refuses someone who is not an admin of the company, and never shows another company's people", async () => {
      const rival = await call(
        '/api/manage-employees',
        await cookieFor(w.rival.id),
        undefined,
        w.acme.id,
      );
      expect(rival.statusCode).toBe(403);
      expect(rival.json()).toEqual({ message: 'notCompanyAdmin' });
      const employee = await member();
      const plain = await call('/api/manage-employees', await cookieFor(employee.id));
      expect(plain.statusCode).toBe(403);
      const supporter = await call(
        '/api/manage-employees',
        await cookieFor(w.contact.id, 'supporter'),
      );
      expect(supporter.statusCode).toBe(403);
      expect(supporter.json().message).toBe('roleNotAllowed');
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/manage-employees' });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('promote and demote', () => {
    it('makes an employee an admin and an admin an employee again', async () => {
      const cookie = await cookieFor(w.contact.id);
      const employee = await member();
      const up = await call('/api/promote-employee', cookie, { user_id: employee.id });
      expect(up.statusCode).toBe(200);
      expect(up.json().message).toBe('employeePromoted');
      const listed = (await call('/api/manage-employees', cookie)).json();
      expect(listed.admins.map((e: { id: number }) => e.id)).toContain(employee.id);
      const down = await call('/api/demote-employee', cookie, { user_id: employee.id });
      expect(down.statusCode).toBe(200);
      expect(await membership(employee.id)).toEqual({ role: 'employee' });
    });

    it('lets an admin who is not the contact person manage too', async () => {
      const employee = await member();
      const res = await call('/api/promote-employee', await cookieFor(w.admin.id), {
        user_id: employee.id,
      });
      expect(res.statusCode).toBe(200);
      expect(await membership(employee.id)).toEqual({ role: 'admin' });
    });

    it('never demotes the contact person: 409 with a message, and the role stays', async () => {
      const res = await call('/api/demote-employee', await cookieFor(w.admin.id), {
        user_id: w.contact.id,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'contactPersonProtected' });
      expect(await membership(w.contact.id)).toEqual({ role: 'admin' });
    });

    it('does not let an admin demote themselves', async () => {
      const admin = await member('admin');
      const res = await call('/api/demote-employee', await cookieFor(admin.id), {
        user_id: admin.id,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('employeeNotYourself');
      expect(await membership(admin.id)).toEqual({ role: 'admin' });
    });

    it('answers 404 for someone who is not a member of the company', async () => {
      const stranger = await createUser(t.database.db);
      await addEmployee(t.database.db, w.globex.id, stranger.id);
      const res = await call('/api/promote-employee', await cookieFor(w.contact.id), {
        user_id: stranger.id,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('employeeNotFound');
      expect(await membership(stranger.id, w.globex.id)).toEqual({ role: 'employee' });
    });

    it("refuses the admin of another company with 403, even for that company's member id", async () => {
      const employee = await member();
      const res = await call(
        '/api/promote-employee',
        await cookieFor(w.rival.id),
        { user_id: employee.id },
        w.acme.id,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('notCompanyAdmin');
      expect(await membership(employee.id)).toEqual({ role: 'employee' });
    });
  });

  describe('POST /delete-employee', () => {
    async function teamsOf(userId: number) {
      const rows = await t.database.db
        .select({ teamId: teamPlayers.teamId })
        .from(teamPlayers)
        .where(eq(teamPlayers.userId, userId));
      return rows.map((r) => r.teamId).sort((a, b) => a - b);
    }

    it("removes the member from the company and from every team of the company, not another company's", async () => {
      const db = t.database.db;
      const employee = await member();
      const now = await createTeamWith(db, w.event.id, w.acme.id);
      const later = await createTeamWith(db, w.nextEvent.id, w.acme.id);
      const elsewhere = await createTeamWith(db, w.event.id, w.globex.id);
      await addPlayer(db, now.id, employee.id, true);
      await addPlayer(db, later.id, employee.id);
      await addPlayer(db, elsewhere.id, employee.id);
      const cookie = await cookieFor(w.contact.id);
      const res = await call('/api/delete-employee', cookie, { user_id: employee.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('employeeDeleted');
      expect(await membership(employee.id)).toBeUndefined();
      expect(await teamsOf(employee.id)).toEqual([elsewhere.id]);
      const list = (await call('/api/manage-employees', cookie)).json();
      expect(list.employees.map((e: { id: number }) => e.id)).not.toContain(employee.id);
    });

    it("a removed employee's session stops naming their team: their next call asks them to choose one", async () => {
      const db = t.database.db;
      const employee = await member();
      const team = await createTeamWith(db, w.event.id, w.acme.id);
      await addPlayer(db, team.id, employee.id);
      const theirs = await sessionCookieFor(db, employee.id, T0, {
        role: 'player',
        eventId: w.event.id,
        teamId: team.id,
      });
      // Read first, so the session is held in memory: the removal must drop it.
      expect((await call('/api/check-auth', theirs)).json().redirect).toBeUndefined();
      await call('/api/delete-employee', await cookieFor(w.contact.id), { user_id: employee.id });
      expect((await call('/api/check-auth', theirs)).json().redirect).toBe('/team-select');
    });

    it("takes them off the event's participants at once (the event's snapshot is dropped)", async () => {
      const employee = await member();
      const team = await createTeamWith(t.database.db, w.event.id, w.acme.id);
      await addPlayer(t.database.db, team.id, employee.id, true);
      const cookie = await cookieFor(w.contact.id);
      const participants = async () =>
        (await call('/api/participants', cookie))
          .json()
          .participants.map((p: { id: number }) => p.id);
      expect(await participants()).toContain(employee.id);
      await call('/api/delete-employee', cookie, { user_id: employee.id });
      expect(await participants()).not.toContain(employee.id);
    });

    it('leaves the teams as they were when removing from the company fails (one transaction)', async () => {
      const db = t.database.db;
      const employee = await member();
      const team = await createTeamWith(db, w.event.id, w.acme.id);
      await addPlayer(db, team.id, employee.id, true);
      // Make the membership's deletion fail after the team rows are gone.
      await db.execute(
        sql.raw(`create function refuse_member_delete() returns trigger as $$
        begin raise exception 'refused for the test'; end $$ language plpgsql`),
      );
      await db.execute(
        sql.raw(`create trigger refuse_member_delete before delete on company_members
        for each row when (old.user_id = ${employee.id}) execute function refuse_member_delete()`),
      );
      try {
        const res = await call('/api/delete-employee', await cookieFor(w.contact.id), {
          user_id: employee.id,
        });
        expect(res.statusCode).toBe(500);
        expect(await teamsOf(employee.id)).toEqual([team.id]);
        expect(await membership(employee.id)).toEqual({ role: 'employee' });
      } finally {
        await db.execute(sql.raw('drop trigger refuse_member_delete on company_members'));
        await db.execute(sql.raw('drop function refuse_member_delete()'));
      }
    });

    it('never removes the contact person, nor lets an admin remove themselves', async () => {
      const contact = await call('/api/delete-employee', await cookieFor(w.admin.id), {
        user_id: w.contact.id,
      });
      expect(contact.statusCode).toBe(409);
      expect(contact.json().message).toBe('contactPersonProtected');
      const self = await call('/api/delete-employee', await cookieFor(w.admin.id), {
        user_id: w.admin.id,
      });
      expect(self.statusCode).toBe(409);
      expect(self.json().message).toBe('employeeNotYourself');
      expect(await membership(w.contact.id)).toEqual({ role: 'admin' });
      expect(await membership(w.admin.id)).toEqual({ role: 'admin' });
    });

    it('refuses a plain employee (403) and leaves the member in place', async () => {
      const employee = await member();
      const target = await member();
      const res = await call('/api/delete-employee', await cookieFor(employee.id), {
        user_id: target.id,
      });
      expect(res.statusCode).toBe(403);
      expect(await membership(target.id)).toEqual({ role: 'employee' });
    });
  });

  describe('POST /create-employee', () => {
    const newcomer = (suffix: string) => ({
      email: `New.Person.${suffix}@Example.test`,
      first_name: 'Nora',
      last_name: 'Newcomer',
    });

    it('creates the account, lists it as pending and mails a link that sets the password', async () => {
      const body = newcomer('a');
      const res = await call('/api/create-employee', await cookieFor(w.contact.id), body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'employeeCreated',
        employee: {
          id: expect.any(Number),
          full_name: 'Nora Newcomer',
          email: body.email.toLowerCase(),
          role: 'employee',
          photo_url: null,
          is_pending: true,
        },
      });
      // The invitation: in the inviting contact person's language (Dutch), to the new address.
      const mail = t.mailbox.mails.at(-1)!;
      expect(mail.to).toBe(body.email.toLowerCase());
      expect(mail.subject).toBe(`Je bent uitgenodigd voor ${w.acme.name}`);
      expect(mail.text).toContain('Carla Contact');
      const link = t.mailbox.linkTo(body.email.toLowerCase(), '/reset-password');
      expect(link.origin).toBe('http://app.test');
      const token = link.searchParams.get('reset_token')!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The screen greets a newcomer choosing a first password, not a password reset.
      expect(link.searchParams.get('welcome')).toBe('1');
      // Only the token's hash is stored.
      const stored = await t.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.userId, res.json().employee.id));
      expect(stored).toHaveLength(1);
      expect(stored[0].tokenHash).not.toContain(token);

      // Following the link sets the password; the account then signs in.
      const set = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { reset_token: token, new_password: 'Chosen!Pass1' },
      });
      expect(set.statusCode).toBe(200);
      await expect(loginAs(t.app, body.email, 'Chosen!Pass1')).resolves.toBeDefined();
      // Single use.
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { reset_token: token, new_password: 'Other!Pass12' },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('linkUsed');
      const listed = (await call('/api/manage-employees', await cookieFor(w.contact.id))).json();
      expect(listed.employees).toContainEqual(
        expect.objectContaining({ email: body.email.toLowerCase(), is_pending: false }),
      );
    });

    it('keeps the link for 7 days, not longer', async () => {
      const body = newcomer('b');
      await call('/api/create-employee', await cookieFor(w.contact.id), body);
      const token = t.mailbox
        .linkTo(body.email.toLowerCase(), '/reset-password')
        .searchParams.get('reset_token');
      t.clock.set(at(7 * day + 1000));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { reset_token: token, new_password: 'Chosen!Pass1' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('linkExpired');
    });

    it('invites an existing account instead of adding it, and the answer names nobody the admin did not type', async () => {
      const db = t.database.db;
      const existing = await createUser(db, {
        firstName: 'Erik',
        lastName: 'Existing',
        language: 'de',
      });
      const mailsBefore = t.mailbox.mails.length;
      const res = await call('/api/create-employee', await cookieFor(w.contact.id), {
        email: existing.email.toUpperCase(),
        first_name: 'Typed',
        last_name: 'Differently',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'employeeInvitationSent', employee: null });
      expect(res.body).not.toContain('Erik');
      // Not a member until the owner accepts; no password link for an account that has one.
      expect(await membership(existing.id)).toBeUndefined();
      const tokens = await db.select().from(authTokens).where(eq(authTokens.userId, existing.id));
      expect(tokens).toEqual([]);
      expect(t.mailbox.mails).toHaveLength(mailsBefore + 1);
      const mail = t.mailbox.mails.at(-1)!;
      expect(mail.to).toBe(existing.email);
      expect(mail.subject).toBe(`Carla Contact lädt dich zu ${w.acme.name} ein`);
      const link = t.mailbox.linkTo(existing.email, '/join');
      expect(link.searchParams.get('assignedCompanyId')).toBe(String(w.acme.id));
      const invite = link.searchParams.get('invite')!;
      expect(invite).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // Only that account can use the mailed link.
      const join = (userId: number) =>
        cookieFor(userId).then((cookie) =>
          t.app.inject({
            method: 'POST',
            url: '/api/join',
            headers: { cookie, assignedcompanyid: String(w.acme.id) },
            payload: { invite },
          }),
        );
      const stranger = await createUser(db);
      const taken = await join(stranger.id);
      expect(taken.statusCode).toBe(403);
      expect(taken.json()).toEqual({ message: 'inviteInvalid' });
      expect(await membership(stranger.id)).toBeUndefined();

      const accepted = await join(existing.id);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ message: 'joinedCompany' });
      expect(await membership(existing.id)).toEqual({ role: 'employee' });
      const [user] = await db.select().from(users).where(eq(users.id, existing.id));
      expect([user.firstName, user.lastName]).toEqual(['Erik', 'Existing']);
    });

    it('refuses someone already in the company with 409 and mails nobody', async () => {
      const employee = await member();
      const mailsBefore = t.mailbox.mails.length;
      const res = await call('/api/create-employee', await cookieFor(w.contact.id), {
        email: employee.email,
        first_name: 'Again',
        last_name: 'Again',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('employeeAlreadyInCompany');
      expect(t.mailbox.mails).toHaveLength(mailsBefore);
    });

    it('creates one account when the same address is added twice at once', async () => {
      const body = newcomer('c');
      const cookie = await cookieFor(w.contact.id);
      const answers = await Promise.all([
        call('/api/create-employee', cookie, body),
        call('/api/create-employee', cookie, body),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const accounts = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, body.email.toLowerCase()));
      expect(accounts).toHaveLength(1);
    });

    it.each([
      ['no first name', { first_name: ' ' }, 'first_name', 'fieldRequired'],
      [
        'a last name over 30 characters',
        { last_name: 'L'.repeat(31) },
        'last_name',
        'fieldTooLong',
      ],
      ['an e-mail that is not one', { email: 'nora@' }, 'email', 'invalidEmail'],
    ])('refuses %s with 400 and creates nobody', async (_, change, field, message) => {
      const body = { ...newcomer('invalid'), ...change };
      const res = await call('/api/create-employee', await cookieFor(w.contact.id), body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
      const accounts = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, newcomer('invalid').email.toLowerCase()));
      expect(accounts).toEqual([]);
    });

    it('refuses the admin of another company (403): no account, no membership, no mail', async () => {
      const body = newcomer('d');
      const mailsBefore = t.mailbox.mails.length;
      const res = await call('/api/create-employee', await cookieFor(w.rival.id), body, w.acme.id);
      expect(res.statusCode).toBe(403);
      expect(t.mailbox.mails).toHaveLength(mailsBefore);
      const accounts = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, body.email.toLowerCase()));
      expect(accounts).toEqual([]);
    });
  });

  describe('POST /invite-employee', () => {
    it('mails a new set-password link to a member who has not chosen a password yet', async () => {
      const pending = await member('employee', false);
      const res = await call('/api/invite-employee', await cookieFor(w.admin.id), {
        user_id: pending.id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('employeeInvited');
      const token = t.mailbox
        .linkTo(pending.email, '/reset-password')
        .searchParams.get('reset_token');
      const set = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { reset_token: token, new_password: 'Chosen!Pass1' },
      });
      expect(set.statusCode).toBe(200);
      // Following it confirmed the address: the member is active now, and is not invited again.
      const again = await call('/api/invite-employee', await cookieFor(w.admin.id), {
        user_id: pending.id,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('employeeAlreadyActive');
    });

    it('refuses someone outside the company with 404', async () => {
      const stranger = await createUser(t.database.db, { confirmed: false });
      const res = await call('/api/invite-employee', await cookieFor(w.contact.id), {
        user_id: stranger.id,
      });
      expect(res.statusCode).toBe(404);
    });
  });
});

describe('the invitation mail texts', () => {
  const dir = path.resolve(__dirname, '../../src/server/features/employees/inviteLocales');
  const load = (lng: string) =>
    JSON.parse(fs.readFileSync(path.join(dir, `${lng}.json`), 'utf8')) as Record<string, string>;
  const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
  const en = load('en');

  it('exist in the 14 languages with the English keys and placeholders, really translated', () => {
    expect(fs.readdirSync(dir).sort()).toEqual(
      SUPPORTED_LANGUAGES.map((lng) => `${lng}.json`).sort(),
    );
    for (const lng of SUPPORTED_LANGUAGES.filter((l) => l !== 'en')) {
      const texts = load(lng);
      expect(Object.keys(texts).sort(), lng).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) {
        expect(texts[key].trim(), `${lng}:${key}`).not.toBe('');
        expect(variables(texts[key]), `${lng}:${key}`).toEqual(variables(en[key]));
        expect(texts[key], `${lng}:${key} is English`).not.toBe(en[key]);
      }
    }
  });

  it('escape names in the HTML part and put the link on the button', () => {
    const mail = buildInviteMail('invite', {
      to: 'a@example.test',
      name: '<b>Ann</b>',
      language: 'ar',
      link: 'http://app.test/reset-password?reset_token=abc',
      brandColor: '#FF784B',
      company: 'A & B',
      inviter: 'Carla',
    });
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('&#60;b&#62;Ann');
    expect(mail.html).not.toContain('<b>Ann');
    expect(mail.html).toContain('href="http://app.test/reset-password?reset_token=abc"');
    expect(mail.subject).toContain('A & B');
  });
});

describe.each(dbKinds)('invitation mails are limited on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(T0);
  });
  afterAll(() => t.close());

  it('refuses a sixth invitation to one address within the hour with 429 and a message', async () => {
    const db = t.database.db;
    const event = await createEvent(db, { closingDate: at(7 * day) });
    const acme = await createCompany(db, event.id);
    const contact = await createUser(db);
    await addCompanyAdmin(db, acme.id, contact.id);
    const cookie = await sessionCookieFor(db, contact.id, T0, {
      role: 'contactPerson',
      eventId: event.id,
    });
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/create-employee',
        headers: { cookie },
        payload: { email: 'flooded@example.test', first_name: 'Flo', last_name: 'Oded' },
      });
    for (let i = 0; i < 5; i++) expect((await create()).statusCode).toBeLessThan(429);
    const sixth = await create();
    expect(sixth.statusCode).toBe(429);
    expect(typeof sixth.json().message).toBe('string');
    expect(t.mailbox.mails.filter((mail) => mail.to === 'flooded@example.test').length).toBe(1);
  });
});
