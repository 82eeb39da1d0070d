/**
 * The organizer console's companies and teams: a company joins the event with its contact person
 * (invited by mail when new), teams get their company and house, players and supporters see
 * every change at once, nothing of another event is touched, and every change is audited.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addEmployee,
  addPlayer,
  addResult,
  createBattle,
  createCompany,
  createEvent,
  createHouse,
  createScoreSession,
  createTeamWith,
  createUser,
  sessionCookieFor,
} from '../helpers/factories';
import { loginAs } from '../helpers/http';
import { createOrganizerWorld, sender, type OrganizerWorld } from '../helpers/organizer';
import {
  auditLog,
  companies,
  companyMembers,
  eventCompanies,
  eventRoles,
  teamPlayers,
  teams,
  users,
} from '../../src/server/db/schema';

const T0 = new Date('2030-06-01T08:00:00.000Z');

describe.each(dbKinds)('the organizer console companies and teams on %s', (kind) => {
  let t: TestApp;
  let w: OrganizerWorld;
  let send: ReturnType<typeof sender>;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(T0);
    send = sender(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    w = await createOrganizerWorld(t, T0);
  });

  const db = () => t.database.db;
  const auditOf = (eventId: number) =>
    db().select().from(auditLog).where(eq(auditLog.eventId, eventId)).orderBy(auditLog.id);
  const newCompany = (over: Record<string, unknown> = {}) => {
    seq += 1;
    return {
      name: `Initech ${seq}`,
      contact_first_name: 'Peter',
      contact_last_name: 'Gibbons',
      contact_email: `Peter.${seq}@Initech.test`,
      ...over,
    };
  };
  const addCompany = async (over: Record<string, unknown> = {}) => {
    const res = await send(w.organizer, 'POST', '/api/organizer/companies', newCompany(over));
    expect(res.statusCode).toBe(200);
    return res.json() as { message: string; id: number };
  };
  const listedCompanies = async () =>
    (await send(w.organizer, 'GET', '/api/organizer/companies')).json().companies as {
      id: number;
      name: string;
    }[];

  describe('companies', () => {
    it('adding a company invites its new contact person by mail, who sets a password and signs in', async () => {
      const body = newCompany({ name: 'Initech' });
      const email = body.contact_email.toLowerCase();
      const created = await send(w.organizer, 'POST', '/api/organizer/companies', body);
      expect(created.statusCode).toBe(200);
      expect(created.json()).toEqual({ message: 'organizerCreated', id: expect.any(Number) });
      const companyId = created.json().id as number;

      const listed = await listedCompanies();
      expect(listed).toContainEqual({
        id: companyId,
        name: 'Initech',
        photo_url: null,
        contact_name: 'Peter Gibbons',
        contact_email: email,
        team_count: 0,
        contact_pending: true,
      });

      // The contact person: a new account, admin and contact of the company, contactPerson of the event.
      const [account] = await db().select().from(users).where(eq(users.email, email));
      expect(account).toMatchObject({ firstName: 'Peter', lastName: 'Gibbons', confirmedAt: null });
      const [member] = await db()
        .select()
        .from(companyMembers)
        .where(eq(companyMembers.userId, account.id));
      expect(member).toMatchObject({ companyId, role: 'admin', isContactPerson: true });
      const roles = await db()
        .select({ role: eventRoles.role })
        .from(eventRoles)
        .where(and(eq(eventRoles.userId, account.id), eq(eventRoles.eventId, w.eventId)));
      expect(roles).toEqual([{ role: 'contactPerson' }]);

      // The mail: named by the organizer who added the company, with a set-password link.
      const mail = t.mailbox.mails.at(-1)!;
      expect(mail.to).toBe(email);
      expect(mail.subject).toBe('You are invited to join Initech');
      expect(mail.text).toContain('Olga Organizer made you the contact person of Initech');
      const link = t.mailbox.linkTo(email, '/reset-password');
      expect(link.origin).toBe('http://app.test');
      expect(link.searchParams.get('welcome')).toBe('1');

      const set = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: {
          reset_token: link.searchParams.get('reset_token'),
          new_password: 'Chosen!Pass1',
        },
      });
      expect(set.statusCode).toBe(200);
      const { cookie } = await loginAs(t.app, email, 'Chosen!Pass1');
      expect((await send(cookie, 'POST', '/api/role', { role: 'contactPerson' })).statusCode).toBe(
        200,
      );
      const events = (await send(cookie, 'GET', '/api/event-select')).json().events as {
        id: number;
      }[];
      expect(events.map((e) => e.id)).toContain(w.eventId);
      expect((await listedCompanies()).find((c) => c.id === companyId)).toMatchObject({
        contact_pending: false,
      });
    });

    it('an existing account becomes the contact person without a new account and is told by mail', async () => {
      const existing = await createUser(db(), {
        firstName: 'Milton',
        lastName: 'Waddams',
        email: `milton-${++seq}@example.test`,
      });
      const before = (await db().select({ id: users.id }).from(users)).length;
      const { id } = await addCompany({
        // The names typed in the form do not rename an existing account.
        contact_first_name: 'Someone',
        contact_last_name: 'Else',
        contact_email: existing.email.toUpperCase(),
      });
      expect((await db().select({ id: users.id }).from(users)).length).toBe(before);
      const [member] = await db()
        .select()
        .from(companyMembers)
        .where(eq(companyMembers.companyId, id));
      expect(member).toMatchObject({ userId: existing.id, role: 'admin', isContactPerson: true });
      expect((await listedCompanies()).find((c) => c.id === id)).toMatchObject({
        contact_name: 'Milton Waddams',
        contact_email: existing.email,
        contact_pending: false,
      });
      const mail = t.mailbox.mails.at(-1)!;
      expect(mail.to).toBe(existing.email);
      expect(mail.link).toBe('http://app.test/login');
      expect(mail.text).toContain('made you the contact person of');
    });

    it('a new company shows at once on GET /api/companies for a player and a supporter', async () => {
      await send(w.player, 'GET', '/api/companies'); // the snapshot is built before the change
      const { id } = await addCompany({ name: 'Globochem' });
      for (const viewer of [w.player, w.supporter]) {
        const seen = (await send(viewer, 'GET', '/api/companies')).json().companies;
        expect(seen).toContainEqual(expect.objectContaining({ id, name: 'Globochem' }));
      }
    });

    it('refuses a name another company of the event has, and stores nothing', async () => {
      const [taken] = await db().select().from(companies).where(eq(companies.id, w.companyId));
      const mails = t.mailbox.mails.length;
      const before = (await listedCompanies()).length;
      const res = await send(
        w.organizer,
        'POST',
        '/api/organizer/companies',
        newCompany({ name: taken.name }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'organizerNameTaken' });
      expect((await listedCompanies()).length).toBe(before);
      expect(t.mailbox.mails.length).toBe(mails);
    });

    it('refuses a company form without a name or with a wrong address, naming the field', async () => {
      const res = await send(
        w.organizer,
        'POST',
        '/api/organizer/companies',
        newCompany({ name: ' ', contact_email: 'not-an-address' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toMatchObject({
        name: 'fieldRequired',
        contact_email: 'invalidEmail',
      });
    });

    it('renames a company of the event; a name of another company there is refused', async () => {
      const { id } = await addCompany({ name: 'Chotchkies' });
      const renamed = await send(w.organizer, 'PUT', '/api/organizer/companies', {
        id,
        name: 'Flingers',
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toEqual({ message: 'organizerSaved' });
      const seen = (await send(w.player, 'GET', '/api/companies')).json().companies;
      expect(seen).toContainEqual(expect.objectContaining({ id, name: 'Flingers' }));

      const [other] = await db().select().from(companies).where(eq(companies.id, w.companyId));
      const clash = await send(w.organizer, 'PUT', '/api/organizer/companies', {
        id,
        name: other.name,
      });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().message).toBe('organizerNameTaken');
    });

    it('a company of another event is not found, for renaming and for removing', async () => {
      const elsewhere = await createCompany(db(), (await createEvent(db())).id);
      const rename = await send(w.organizer, 'PUT', '/api/organizer/companies', {
        id: elsewhere.id,
        name: 'Hijacked',
      });
      expect(rename.statusCode).toBe(404);
      expect(rename.json().message).toBe('organizerItemNotFound');
      const remove = await send(
        w.organizer,
        'DELETE',
        `/api/organizer/companies?id=${elsewhere.id}`,
      );
      expect(remove.statusCode).toBe(404);
      const [kept] = await db().select().from(companies).where(eq(companies.id, elsewhere.id));
      expect(kept.name).toBe(elsewhere.name);
    });

    it('takes a company out of the event but keeps it for its other events', async () => {
      const other = await createEvent(db());
      const { id } = await addCompany({ name: 'Penetrode' });
      await db().insert(eventCompanies).values({ eventId: other.id, companyId: id });
      const res = await send(w.organizer, 'DELETE', `/api/organizer/companies?id=${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'organizerDeleted' });
      expect((await listedCompanies()).map((c) => c.id)).not.toContain(id);
      const seen = (await send(w.supporter, 'GET', '/api/companies')).json().companies;
      expect(seen.map((c: { id: number }) => c.id)).not.toContain(id);
      const stays = await db()
        .select()
        .from(eventCompanies)
        .where(eq(eventCompanies.companyId, id));
      expect(stays).toEqual([{ eventId: other.id, companyId: id }]);
    });

    it('refuses to take out a company that still has teams in the event', async () => {
      const res = await send(w.organizer, 'DELETE', `/api/organizer/companies?id=${w.companyId}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'companyHasTeams' });
      expect((await listedCompanies()).map((c) => c.id)).toContain(w.companyId);
    });

    it('every company change is in the audit log with the organizer who made it', async () => {
      const { id } = await addCompany({ name: 'Vandelay' });
      await send(w.organizer, 'PUT', '/api/organizer/companies', {
        id,
        name: 'Vandelay Industries',
      });
      await send(w.organizer, 'DELETE', `/api/organizer/companies?id=${id}`);
      expect(await auditOf(w.eventId)).toMatchObject([
        {
          userId: w.organizerId,
          action: 'create',
          entity: 'company',
          entityId: id,
          summary: 'Vandelay · Peter Gibbons',
        },
        { action: 'update', entity: 'company', entityId: id, summary: 'Vandelay Industries' },
        { action: 'delete', entity: 'company', entityId: id, summary: 'Vandelay Industries' },
      ]);
    });
  });

  describe('teams', () => {
    const listedTeams = async () =>
      (await send(w.organizer, 'GET', '/api/organizer/teams')).json().teams as {
        id: number;
        name: string;
      }[];

    it('adds a team for a company of the event in one of its houses; players and supporters see it at once', async () => {
      const house = await createHouse(db(), w.eventId, 'Gold', '#FFD700');
      await send(w.player, 'GET', '/api/teams'); // the snapshot is built before the change
      const created = await send(w.organizer, 'POST', '/api/organizer/teams', {
        name: 'Tigers',
        company_id: w.companyId,
        house_id: house.id,
      });
      expect(created.statusCode).toBe(200);
      expect(created.json()).toEqual({ message: 'organizerCreated', id: expect.any(Number) });
      const id = created.json().id as number;

      const [company] = await db().select().from(companies).where(eq(companies.id, w.companyId));
      expect(await listedTeams()).toEqual([
        {
          id: w.teamId,
          name: 'Lions',
          company_id: w.companyId,
          company_name: company.name,
          house_id: null,
          house_name: null,
          house_color: null,
          player_count: 1,
          photo_url: null,
        },
        {
          id,
          name: 'Tigers',
          company_id: w.companyId,
          company_name: company.name,
          house_id: house.id,
          house_name: 'Gold',
          house_color: '#FFD700',
          player_count: 0,
          photo_url: null,
        },
      ]);
      for (const viewer of [w.player, w.supporter]) {
        const seen = (await send(viewer, 'GET', '/api/teams')).json().teams;
        expect(seen).toContainEqual(expect.objectContaining({ team_id: id, team_name: 'Tigers' }));
      }
      const house_ = (await send(w.supporter, 'GET', '/api/houses')).json().houses;
      expect(house_).toContainEqual(expect.objectContaining({ id: house.id, team_count: 1 }));
    });

    it('a company added in the console can get a team at once, which counts on GET /api/companies', async () => {
      const { id: companyId } = await addCompany({ name: 'Intertrode' });
      const res = await send(w.organizer, 'POST', '/api/organizer/teams', {
        name: 'Pumas',
        company_id: companyId,
        house_id: null,
      });
      expect(res.statusCode).toBe(200);
      const seen = (await send(w.player, 'GET', '/api/companies')).json().companies;
      expect(seen).toContainEqual(expect.objectContaining({ id: companyId, team_count: 1 }));
    });

    it("refuses a company or a house of another event, on the form's field, and stores nothing", async () => {
      const other = await createEvent(db());
      const foreignCompany = await createCompany(db(), other.id);
      const foreignHouse = await createHouse(db(), other.id);
      const notTakingPart = await createCompany(db());

      for (const companyId of [foreignCompany.id, notTakingPart.id]) {
        const res = await send(w.organizer, 'POST', '/api/organizer/teams', {
          name: 'Intruders',
          company_id: companyId,
          house_id: null,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message: 'companyNotInEvent',
          fields: { company_id: 'companyNotInEvent' },
        });
      }
      const house = await send(w.organizer, 'POST', '/api/organizer/teams', {
        name: 'Intruders',
        company_id: w.companyId,
        house_id: foreignHouse.id,
      });
      expect(house.statusCode).toBe(400);
      expect(house.json()).toEqual({
        message: 'houseNotInEvent',
        fields: { house_id: 'houseNotInEvent' },
      });
      const moved = await send(w.organizer, 'PUT', '/api/organizer/teams', {
        id: w.teamId,
        name: 'Lions',
        company_id: foreignCompany.id,
        house_id: null,
      });
      expect(moved.statusCode).toBe(400);
      expect((await listedTeams()).map((team) => team.name)).toEqual(['Lions']);
      const [lions] = await db().select().from(teams).where(eq(teams.id, w.teamId));
      expect(lions.companyId).toBe(w.companyId);
    });

    it('refuses a team form without a name or a company, naming the fields', async () => {
      const res = await send(w.organizer, 'POST', '/api/organizer/teams', {
        name: '',
        house_id: null,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toMatchObject({
        name: 'fieldRequired',
        company_id: 'chooseCompany',
      });
    });

    it('refuses a name another team of the event has, on create and on save', async () => {
      const taken = await send(w.organizer, 'POST', '/api/organizer/teams', {
        name: 'Lions',
        company_id: w.companyId,
        house_id: null,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ message: 'organizerNameTaken' });

      const other = await createTeamWith(db(), w.eventId, w.companyId, { name: 'Bears' });
      const clash = await send(w.organizer, 'PUT', '/api/organizer/teams', {
        id: other.id,
        name: 'Lions',
        company_id: w.companyId,
        house_id: null,
      });
      expect(clash.statusCode).toBe(409);
      // The same name in another event is fine.
      const elsewhere = await createEvent(db());
      await createTeamWith(db(), elsewhere.id, w.companyId, { name: 'Jaguars' });
      const free = await send(w.organizer, 'POST', '/api/organizer/teams', {
        name: 'Jaguars',
        company_id: w.companyId,
        house_id: null,
      });
      expect(free.statusCode).toBe(200);
    });

    it("changes a team's name, company and house; players see it at once", async () => {
      const { id: companyId } = await addCompany({ name: 'Dunder Mifflin' });
      const house = await createHouse(db(), w.eventId, 'Green', '#00AA00');
      await send(w.player, 'GET', '/api/teams');
      const res = await send(w.organizer, 'PUT', '/api/organizer/teams', {
        id: w.teamId,
        name: 'Mighty Lions',
        company_id: companyId,
        house_id: house.id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'organizerSaved' });
      const seen = (await send(w.player, 'GET', '/api/teams')).json().teams;
      expect(seen).toContainEqual(
        expect.objectContaining({
          team_id: w.teamId,
          team_name: 'Mighty Lions',
          company_name: 'Dunder Mifflin',
        }),
      );
      const team = (await send(w.player, 'GET', '/api/team')).json();
      expect(team).toMatchObject({
        name: 'Mighty Lions',
        house_id: house.id,
        company_id: companyId,
      });
    });

    it('a team of another event is not found, for saving and for removing', async () => {
      const other = await createEvent(db());
      const foreign = await createTeamWith(db(), other.id, w.companyId, { name: 'Far Away' });
      const save = await send(w.organizer, 'PUT', '/api/organizer/teams', {
        id: foreign.id,
        name: 'Ours Now',
        company_id: w.companyId,
        house_id: null,
      });
      expect(save.statusCode).toBe(404);
      expect(save.json().message).toBe('organizerItemNotFound');
      const remove = await send(w.organizer, 'DELETE', `/api/organizer/teams?id=${foreign.id}`);
      expect(remove.statusCode).toBe(404);
      const [kept] = await db().select().from(teams).where(eq(teams.id, foreign.id));
      expect(kept.name).toBe('Far Away');
    });

    it('removes a team without results: its players leave it and stay employees, and its player must choose a team again', async () => {
      const [player] = await db()
        .select({ userId: teamPlayers.userId })
        .from(teamPlayers)
        .where(eq(teamPlayers.teamId, w.teamId));
      await addEmployee(db(), w.companyId, player.userId);
      const res = await send(w.organizer, 'DELETE', `/api/organizer/teams?id=${w.teamId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'organizerDeleted' });
      expect(await listedTeams()).toEqual([]);
      const stillEmployee = await db()
        .select({ role: companyMembers.role })
        .from(companyMembers)
        .where(eq(companyMembers.userId, player.userId));
      expect(stillEmployee).toEqual([{ role: 'employee' }]);
      expect(await db().select().from(teamPlayers).where(eq(teamPlayers.teamId, w.teamId))).toEqual(
        [],
      );
      // The player's session named the team: it is forgotten at once, not served from memory.
      const check = (await send(w.player, 'GET', '/api/check-auth')).json();
      expect(check.redirect).toBe('/team-select');
      const seen = (await send(w.supporter, 'GET', '/api/teams')).json().teams;
      expect(seen).toEqual([]);
    });

    it('refuses to remove a team that has results', async () => {
      const battle = await createBattle(db(), w.eventId);
      const heat = await createScoreSession(db(), battle.id, T0, new Date(T0.getTime() + 3600_000));
      await addResult(db(), heat.id, w.teamId, { rank: 1, points: 10 });
      const res = await send(w.organizer, 'DELETE', `/api/organizer/teams?id=${w.teamId}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'teamHasResults' });
      expect((await listedTeams()).map((team) => team.id)).toEqual([w.teamId]);
    });

    it('every team change is in the audit log with the organizer who made it', async () => {
      const created = await send(w.organizer, 'POST', '/api/organizer/teams', {
        name: 'Wolves',
        company_id: w.companyId,
        house_id: null,
      });
      const id = created.json().id as number;
      await send(w.organizer, 'PUT', '/api/organizer/teams', {
        id,
        name: 'Grey Wolves',
        company_id: w.companyId,
        house_id: null,
      });
      await send(w.organizer, 'DELETE', `/api/organizer/teams?id=${id}`);
      const entries = await auditOf(w.eventId);
      expect(entries).toMatchObject([
        {
          userId: w.organizerId,
          action: 'create',
          entity: 'team',
          entityId: id,
          summary: 'Wolves',
        },
        {
          userId: w.organizerId,
          action: 'update',
          entity: 'team',
          entityId: id,
          summary: 'Grey Wolves',
        },
        {
          userId: w.organizerId,
          action: 'delete',
          entity: 'team',
          entityId: id,
          summary: 'Grey Wolves',
        },
      ]);
      const shown = (await send(w.organizer, 'GET', '/api/organizer/audit')).json().entries;
      expect(shown.map((e: { entity: string }) => e.entity)).toEqual(['team', 'team', 'team']);
    });
  });

  it('a player of the event cannot add a team or a company', async () => {
    const player = await createUser(db());
    await addPlayer(db(), w.teamId, player.id);
    const cookie = await sessionCookieFor(db(), player.id, T0, {
      role: 'player',
      eventId: w.eventId,
      teamId: w.teamId,
    });
    const res = await send(cookie, 'POST', '/api/organizer/teams', {
      name: 'Sneaky',
      company_id: w.companyId,
      house_id: null,
    });
    expect(res.statusCode).toBe(403);
    expect((await send(cookie, 'GET', '/api/organizer/companies')).statusCode).toBe(403);
  });
});
