/**
 * Invite links are secrets: the ids in a link grant nothing, only a token made for that company
 * (and team) by one of its players or admins, neither expired nor revoked, lets a person in.
 * A stranger who guesses ids cannot join a team and then run it.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addCompanyAdmin,
  addEmployee,
  addPlayer,
  createCompany,
  createEvent,
  createTeamWith,
  createUser,
  giveEventRole,
  sessionCookieFor,
} from '../helpers/factories';
import { companyMembers, inviteLinks, teamPlayers } from '../../src/server/db/schema';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const day = 24 * 3600_000;
const at = (ms: number) => new Date(T0.getTime() + ms);
const NO_SELECTION = { role: null, eventId: null };

describe.each(dbKinds)('invite links on %s', (kind) => {
  let t: TestApp;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_FACTOR: '1000' });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.set(T0);
  });

  async function world() {
    const event = await createEvent(db(), {
      date: at(10 * day),
      endDate: at(11 * day),
      closingDate: at(7 * day),
      maxPlayers: 4,
    });
    const acme = await createCompany(db(), event.id);
    const globex = await createCompany(db(), event.id);
    const sharks = await createTeamWith(db(), event.id, acme.id, { name: 'Sharks' });
    const eagles = await createTeamWith(db(), event.id, globex.id, { name: 'Eagles' });
    // Everyone has chosen the event as a player (an admin as its contact person), the role
    // that reaches the players screens; the service then decides who may invite.
    const person = async (companyId?: number, role: 'player' | 'contactPerson' = 'player') => {
      const user = await createUser(db());
      if (companyId !== undefined) await addEmployee(db(), companyId, user.id);
      const cookie = await sessionCookieFor(db(), user.id, T0, { role, eventId: event.id });
      return { ...user, cookie };
    };
    const captain = await person(acme.id);
    await addPlayer(db(), sharks.id, captain.id, true);
    const player = await person(acme.id);
    await addPlayer(db(), sharks.id, player.id);
    const admin = await person(undefined, 'contactPerson');
    await addCompanyAdmin(db(), acme.id, admin.id);
    const employee = await person(acme.id);
    const rival = await person(globex.id);
    await addPlayer(db(), eagles.id, rival.id, true);
    const stranger = await person();
    return {
      event,
      acme,
      globex,
      sharks,
      eagles,
      captain,
      player,
      admin,
      employee,
      rival,
      stranger,
    };
  }
  type World = Awaited<ReturnType<typeof world>>;

  const makeLink = (cookie: string, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/invite-links', headers: { cookie }, payload: body });

  const teamLink = async (w: World, cookie = w.player.cookie) => {
    const res = await makeLink(cookie, { company_id: w.acme.id, team_id: w.sharks.id });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: number; invite: string; expires_at: string };
  };

  const ids = (w: World) => ({
    assignedcompanyid: String(w.acme.id),
    assignedteamid: String(w.sharks.id),
  });

  const join = (cookie: string, headers: Record<string, string>, invite?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/join',
      headers: { cookie, ...headers },
      payload: { with_team: true, ...(invite === undefined ? {} : { invite }) },
    });

  const offer = (cookie: string, headers: Record<string, string>, invite?: string) =>
    t.app.inject({
      method: 'GET',
      url: invite === undefined ? '/api/invite' : `/api/invite?invite=${invite}`,
      headers: { cookie, ...headers },
    });

  const rosterOf = async (teamId: number) =>
    (await db().select().from(teamPlayers).where(eq(teamPlayers.teamId, teamId))).map(
      (row) => row.userId,
    );
  const isMember = async (companyId: number, userId: number) =>
    (
      await db()
        .select()
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    ).length > 0;

  it('a stranger who guesses the ids of a team cannot join it, nor even learn what it is', async () => {
    const w = await world();
    const bare = await join(w.stranger.cookie, ids(w));
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual({ message: 'inviteInvalid' });
    const madeUp = await join(w.stranger.cookie, ids(w), 'A'.repeat(43));
    expect(madeUp.statusCode).toBe(403);
    const wrongShape = await join(w.stranger.cookie, ids(w), 'short');
    expect(wrongShape.statusCode).toBe(403);
    const peek = await offer(w.stranger.cookie, ids(w));
    expect(peek.statusCode).toBe(403);
    expect(peek.body).not.toContain('Sharks');
    expect(await rosterOf(w.sharks.id)).toEqual([w.captain.id, w.player.id]);
    expect(await isMember(w.acme.id, w.stranger.id)).toBe(false);
  });

  it("a team's secret opens only that team: not another team, nor the company alone with another team's ids", async () => {
    const w = await world();
    const { invite } = await teamLink(w);
    const otherTeam = await join(
      w.stranger.cookie,
      { assignedcompanyid: String(w.globex.id), assignedteamid: String(w.eagles.id) },
      invite,
    );
    expect(otherTeam.statusCode).toBe(403);
    const companyAlone = await join(
      w.stranger.cookie,
      { assignedcompanyid: String(w.acme.id) },
      invite,
    );
    expect(companyAlone.statusCode).toBe(403);
    expect(await isMember(w.acme.id, w.stranger.id)).toBe(false);
  });

  it('a link a player shares lets a newcomer see the team and join it; only the hash is stored', async () => {
    const w = await world();
    const made = await teamLink(w);
    expect(made.invite).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.expires_at).toBe(at(14 * day).toISOString());
    const [row] = await db().select().from(inviteLinks).where(eq(inviteLinks.id, made.id));
    expect(row.tokenHash).toBe(createHash('sha256').update(made.invite).digest('hex'));

    const seen = await offer(w.stranger.cookie, ids(w), made.invite);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ team: { name: 'Sharks' }, team_refusal: null });
    const joined = await join(w.stranger.cookie, ids(w), made.invite);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ message: 'joinedTeam', team_id: w.sharks.id });
    expect(await rosterOf(w.sharks.id)).toContain(w.stranger.id);
  });

  it('a link stops working after 14 days, and as soon as its maker revokes it', async () => {
    const w = await world();
    const expiring = await teamLink(w);
    t.clock.set(at(14 * day + 1000));
    const lateCookie = await sessionCookieFor(db(), w.stranger.id, at(14 * day), NO_SELECTION);
    const late = await join(lateCookie, ids(w), expiring.invite);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ message: 'inviteInvalid' });

    t.clock.set(T0);
    const revoked = await teamLink(w);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/invite-links?id=${revoked.id}`,
      headers: { cookie: w.player.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'inviteRevoked' });
    const after = await join(w.stranger.cookie, ids(w), revoked.invite);
    expect(after.statusCode).toBe(403);
    expect(await rosterOf(w.sharks.id)).not.toContain(w.stranger.id);
  });

  it("only the link's maker revokes it; anyone else gets 404 and the link keeps working", async () => {
    const w = await world();
    const made = await teamLink(w);
    for (const cookie of [w.captain.cookie, w.admin.cookie, w.stranger.cookie]) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/invite-links?id=${made.id}`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'inviteLinkNotFound' });
    }
    expect((await offer(w.stranger.cookie, ids(w), made.invite)).statusCode).toBe(200);
  });

  it("the team's players and the company's admins make team links; nobody else does", async () => {
    const w = await world();
    const team = { company_id: w.acme.id, team_id: w.sharks.id };
    for (const who of [w.captain, w.player, w.admin]) {
      expect((await makeLink(who.cookie, team)).statusCode).toBe(200);
    }
    for (const who of [w.employee, w.rival, w.stranger]) {
      const res = await makeLink(who.cookie, team);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'inviteNotAllowed' });
    }
    // A team named under another company is refused, even for that company's admin.
    const mismatch = await makeLink(w.admin.cookie, {
      company_id: w.acme.id,
      team_id: w.eagles.id,
    });
    expect(mismatch.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/invite-links',
      payload: team,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("the event's organizers make links for its teams and companies, not for another event's", async () => {
    const w = await world();
    const organizer = await createUser(db());
    await giveEventRole(db(), organizer.id, w.event.id, 'organizer');
    const cookie = await sessionCookieFor(db(), organizer.id, T0, {
      role: 'organizer',
      eventId: w.event.id,
    });
    const team = { company_id: w.acme.id, team_id: w.sharks.id };
    expect((await makeLink(cookie, team)).statusCode).toBe(200);
    expect((await makeLink(cookie, { company_id: w.acme.id })).statusCode).toBe(200);

    const elsewhere = await world();
    const foreign = await makeLink(cookie, {
      company_id: elsewhere.acme.id,
      team_id: elsewhere.sharks.id,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'inviteNotAllowed' });
  });

  it("the company's admins and its teams' players make company links; plain employees and strangers do not", async () => {
    const w = await world();
    const company = { company_id: w.acme.id };
    for (const who of [w.admin, w.player]) {
      expect((await makeLink(who.cookie, company)).statusCode).toBe(200);
    }
    for (const who of [w.employee, w.rival, w.stranger]) {
      expect((await makeLink(who.cookie, company)).statusCode).toBe(403);
    }
  });

  it('lists only the viewer’s own open links, newest first, without their secrets', async () => {
    const w = await world();
    const first = await teamLink(w);
    t.clock.set(at(1000));
    const second = await teamLink(w);
    await teamLink(w, w.captain.cookie);
    const revoked = await teamLink(w);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/invite-links?id=${revoked.id}`,
      headers: { cookie: w.player.cookie },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/invite-links?company_id=${w.acme.id}&team_id=${w.sharks.id}`,
      headers: { cookie: w.player.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().links.map((l: { id: number }) => l.id)).toEqual([second.id, first.id]);
    expect(res.body).not.toContain(first.invite);
    const companyOnly = await t.app.inject({
      method: 'GET',
      url: `/api/invite-links?company_id=${w.acme.id}`,
      headers: { cookie: w.player.cookie },
    });
    expect(companyOnly.json()).toEqual({ links: [] });
  });

  it('a person has at most 20 open links: the 21st is refused until one is revoked', async () => {
    const w = await world();
    const made = [];
    for (let i = 0; i < 20; i += 1) made.push(await teamLink(w));
    const refused = await makeLink(w.player.cookie, {
      company_id: w.acme.id,
      team_id: w.sharks.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'inviteTooManyLinks' });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/invite-links?id=${made[0].id}`,
      headers: { cookie: w.player.cookie },
    });
    expect((await teamLink(w)).invite).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('the attack from the report fails at its first step: no team, no e-mails, no captaincy', async () => {
    const w = await world();
    const step2 = await join(w.stranger.cookie, ids(w));
    expect(step2.statusCode).toBe(403);
    const headers = { cookie: w.stranger.cookie, otherteamid: String(w.sharks.id) };
    const step3 = await t.app.inject({ method: 'GET', url: '/api/add-players', headers });
    expect(step3.statusCode).toBe(403);
    const step4 = await t.app.inject({
      method: 'POST',
      url: '/api/update-captain',
      headers,
      payload: { playerId: w.stranger.id },
    });
    expect(step4.statusCode).toBe(403);
    expect(await rosterOf(w.sharks.id)).toEqual([w.captain.id, w.player.id]);
  });
});
