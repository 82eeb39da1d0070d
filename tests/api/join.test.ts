/**
 * Invite links (product.md "Share links"): a signed-in person who opened a link of a company
 * (and team) sees what it offers and joins the company and the team, while the team has room,
 * before its closing date, and when they play in no other team of that event.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addEmployee,
  addPlayer,
  createCompany,
  createEvent,
  createTeamWith,
  createUser,
  sessionCookieFor,
} from '../helpers/factories';
import { companyMembers, notifications, teamPlayers, users } from '../../src/server/db/schema';
import { insertInviteLink } from '../../src/server/features/players/inviteLinks';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const day = 24 * 3600_000;
const at = (ms: number) => new Date(T0.getTime() + ms);
const NO_SELECTION = { role: null, eventId: null };

describe.each(dbKinds)('joining through an invite link on %s', (kind) => {
  let t: TestApp;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_FACTOR: '1000' });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.set(T0);
  });

  async function world(maxPlayers = 3, closingDate = at(7 * day)) {
    const event = await createEvent(db(), {
      date: at(10 * day),
      endDate: at(11 * day),
      closingDate,
      maxPlayers,
    });
    const acme = await createCompany(db(), event.id);
    const globex = await createCompany(db(), event.id);
    const sharks = await createTeamWith(db(), event.id, acme.id, { name: 'Sharks' });
    const owls = await createTeamWith(db(), event.id, acme.id, { name: 'Owls' });
    const eagles = await createTeamWith(db(), event.id, globex.id, { name: 'Eagles' });
    const captain = await createUser(db(), { firstName: 'Cora', lastName: 'Captain' });
    await addEmployee(db(), acme.id, captain.id);
    await addPlayer(db(), sharks.id, captain.id, true);
    const newcomer = await createUser(db(), { firstName: 'Nina', lastName: 'New' });
    // Signed in without a role: someone invited may not have chosen one yet.
    const cookie = await sessionCookieFor(db(), newcomer.id, T0, NO_SELECTION);
    return { event, acme, globex, sharks, owls, eagles, captain, newcomer, cookie };
  }

  /** An invite link as a team member would share it: the ids and a secret made for them. */
  interface Link {
    headers: Record<string, string>;
    token: string;
  }

  const link = async (companyId: number, teamId?: number): Promise<Link> => {
    const [maker] = await db().select({ id: users.id }).from(users).limit(1);
    const made = await insertInviteLink(db(), maker.id, { companyId, teamId }, T0, null);
    return {
      headers: {
        assignedcompanyid: String(companyId),
        ...(teamId === undefined ? {} : { assignedteamid: String(teamId) }),
      },
      token: made.invite,
    };
  };

  const invite = (cookie: string, { headers, token }: Link) =>
    t.app.inject({
      method: 'GET',
      url: `/api/invite?invite=${token}`,
      headers: { cookie, ...headers },
    });

  const joinLink = (cookie: string, { headers, token }: Link, body: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/join',
      headers: { cookie, ...headers },
      payload: { invite: token, ...body },
    });

  const isMember = async (companyId: number, userId: number) =>
    (
      await db()
        .select()
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    ).length > 0;

  const rosterOf = async (teamId: number) =>
    (await db().select().from(teamPlayers).where(eq(teamPlayers.teamId, teamId))).map(
      (row) => row.userId,
    );

  it('shows the company and the team with its room, and that the person can join', async () => {
    const w = await world();
    const res = await invite(w.cookie, await link(w.acme.id, w.sharks.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      company: { id: w.acme.id, name: w.acme.name, photo_url: null },
      team: {
        id: w.sharks.id,
        name: 'Sharks',
        photo_url: null,
        event_id: w.event.id,
        event_name: w.event.name,
        player_count: 1,
        max_players: 3,
      },
      is_member: false,
      in_team: false,
      team_refusal: null,
    });
  });

  it('joins the company and the team in one call, tells the team, and changes nothing when repeated', async () => {
    const w = await world();
    const res = await joinLink(w.cookie, await link(w.acme.id, w.sharks.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'joinedTeam',
      team_id: w.sharks.id,
      event_id: w.event.id,
    });
    expect(await isMember(w.acme.id, w.newcomer.id)).toBe(true);
    expect(await rosterOf(w.sharks.id)).toEqual(expect.arrayContaining([w.newcomer.id]));
    const told = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, w.captain.id));
    expect(told.map((n) => [n.messageName, n.dynamicKey1])).toEqual([['player_added', 'Nina New']]);

    const again = await joinLink(w.cookie, await link(w.acme.id, w.sharks.id));
    expect(again.statusCode).toBe(200);
    expect(await rosterOf(w.sharks.id)).toHaveLength(2);
    const seen = (await invite(w.cookie, await link(w.acme.id, w.sharks.id))).json();
    expect(seen).toMatchObject({ is_member: true, in_team: true, team_refusal: null });
  });

  it('joins the company alone from a company link, or when asked to leave the team out', async () => {
    const w = await world();
    const alone = await joinLink(w.cookie, await link(w.globex.id));
    expect(alone.json()).toEqual({ message: 'joinedCompany', team_id: null, event_id: null });
    expect(await isMember(w.globex.id, w.newcomer.id)).toBe(true);

    const companyOnly = await joinLink(w.cookie, await link(w.acme.id, w.sharks.id), {
      with_team: false,
    });
    expect(companyOnly.json()).toMatchObject({ message: 'joinedCompany' });
    expect(await isMember(w.acme.id, w.newcomer.id)).toBe(true);
    expect(await rosterOf(w.sharks.id)).toEqual([w.captain.id]);
  });

  it('refuses a full team with 409 and stores nothing, not even the company membership', async () => {
    const w = await world(1);
    expect((await invite(w.cookie, await link(w.acme.id, w.sharks.id))).json()).toMatchObject({
      team_refusal: 'teamFull',
    });
    const res = await joinLink(w.cookie, await link(w.acme.id, w.sharks.id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'teamFull' });
    expect(await isMember(w.acme.id, w.newcomer.id)).toBe(false);
  });

  it('refuses a person who plays in another team of the event, and a team after its closing date', async () => {
    const w = await world();
    await addEmployee(db(), w.globex.id, w.newcomer.id);
    await addPlayer(db(), w.eagles.id, w.newcomer.id);
    expect((await invite(w.cookie, await link(w.acme.id, w.sharks.id))).json()).toMatchObject({
      team_refusal: 'playsInAnotherTeam',
    });
    const elsewhere = await joinLink(w.cookie, await link(w.acme.id, w.sharks.id));
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toEqual({ message: 'playsInAnotherTeam' });

    const late = await world(3, at(-day));
    expect(
      (await invite(late.cookie, await link(late.acme.id, late.owls.id))).json(),
    ).toMatchObject({
      team_refusal: 'teamEditClosed',
    });
    const closed = await joinLink(late.cookie, await link(late.acme.id, late.owls.id));
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ message: 'teamEditClosed' });
    expect(await rosterOf(late.owls.id)).toEqual([]);
  });

  it('answers 404 for a team of another company named with a secret of its own', async () => {
    const w = await world();
    const foreign = await joinLink(w.cookie, await link(w.acme.id, w.eagles.id));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'inviteTeamNotFound' });
    expect(await isMember(w.acme.id, w.newcomer.id)).toBe(false);
  });

  it('lets two people take the last place at once: one joins, the other is told the team is full', async () => {
    const w = await world(2);
    const other = await createUser(db());
    const otherCookie = await sessionCookieFor(db(), other.id, T0, NO_SELECTION);
    const answers = await Promise.all([
      joinLink(w.cookie, await link(w.acme.id, w.sharks.id)),
      joinLink(otherCookie, await link(w.acme.id, w.sharks.id)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await rosterOf(w.sharks.id)).toHaveLength(2);
  });

  it('refuses anonymous callers and a malformed link', async () => {
    const w = await world();
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/invite',
      headers: (await link(w.acme.id)).headers,
    });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await invite(w.cookie, {
      headers: { assignedcompanyid: '07' },
      token: (await link(w.acme.id)).token,
    });
    expect(malformed.statusCode).toBe(400);
    expect(typeof malformed.json().message).toBe('string');
  });
});
