/**
 * Managing a team's players (product.md §2 /players and /add-players, §4 "Team players"): its players
 * and the admins of its company see the players and the employees who could join and add an
 * employee while the team has room, before the closing date; its captain and the company's
 * admins also promote a captain and remove a player; every player may leave. Only the admins
 * see the employees' e-mail addresses.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
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
  sessionCookieFor,
} from '../helpers/factories';
import { notifications, teamPlayers } from '../../src/server/db/schema';
import type { EventRole } from '../../src/shared/roles';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const day = 24 * 3600_000;
const at = (ms: number) => new Date(T0.getTime() + ms);
const MAX_PLAYERS = 4;
const WRITES = ['/api/update-captain', '/api/remove-player', '/api/add-player'] as const;

describe.each(dbKinds)("managing a team's players on %s", (kind) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildWorld>>;

  async function buildWorld() {
    const db = t.database.db;
    const event = await createEvent(db, {
      date: at(10 * day),
      endDate: at(11 * day),
      closingDate: at(7 * day),
      maxPlayers: MAX_PLAYERS,
    });
    const otherEvent = await createEvent(db, {
      date: at(40 * day),
      endDate: at(41 * day),
      closingDate: at(35 * day),
    });
    const acme = await createCompany(db, event.id);
    const globex = await createCompany(db, event.id);
    const contact = await createUser(db, { firstName: 'Carla', lastName: 'Contact' });
    const admin = await createUser(db, { firstName: 'Adam', lastName: 'Admin' });
    const rival = await createUser(db, { firstName: 'Rita', lastName: 'Rival' });
    await addCompanyAdmin(db, acme.id, contact.id);
    await addEmployee(db, acme.id, admin.id, 'admin');
    await addCompanyAdmin(db, globex.id, rival.id);
    return { event, otherEvent, acme, globex, contact, admin, rival };
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

  /** A session made now (the clock's time), with the role and, for a player, the team chosen. */
  const cookieFor = (userId: number, role: EventRole = 'contactPerson', teamId?: number) =>
    sessionCookieFor(t.database.db, userId, t.clock.now(), {
      role,
      eventId: w.event.id,
      teamId: teamId ?? null,
    });

  async function call(url: string, cookie: string, opts: { teamId?: number; body?: object } = {}) {
    return t.app.inject({
      method: opts.body === undefined ? 'GET' : 'POST',
      url,
      headers: {
        cookie,
        ...(opts.teamId === undefined ? {} : { otherteamid: String(opts.teamId) }),
      },
      ...(opts.body === undefined ? {} : { payload: opts.body }),
    });
  }

  /** A fresh member of the company (acme unless told), named "<first> <last>". */
  async function member(name: string, companyId = w.acme.id, picture: string | null = null) {
    const [firstName, lastName] = name.split(' ');
    const user = await createUser(t.database.db, { firstName, lastName, picture });
    await addEmployee(t.database.db, companyId, user.id);
    return user;
  }

  /** A fresh team of the event (acme's unless told) with these players; the first is captain. */
  async function squad(
    names: string[],
    opts: { companyId?: number; eventId?: number; captain?: boolean } = {},
  ) {
    const companyId = opts.companyId ?? w.acme.id;
    const team = await createTeamWith(t.database.db, opts.eventId ?? w.event.id, companyId);
    const players = [];
    for (const [i, name] of names.entries()) {
      const player = await member(name, companyId);
      await addPlayer(t.database.db, team.id, player.id, i === 0 && opts.captain !== false);
      players.push(player);
    }
    return { team, players };
  }

  /** The team's rows as stored: [userId, isCaptain], by user. */
  const rosterOf = async (teamId: number) =>
    (
      await t.database.db
        .select({ userId: teamPlayers.userId, isCaptain: teamPlayers.isCaptain })
        .from(teamPlayers)
        .where(eq(teamPlayers.teamId, teamId))
        .orderBy(asc(teamPlayers.userId))
    ).map((row) => [row.userId, row.isCaptain]);

  /** The notifications of these users, as stored. */
  const notificationsOf = (userIds: number[]) =>
    t.database.db
      .select({
        userId: notifications.userId,
        type: notifications.messageName,
        key1: notifications.dynamicKey1,
        key2: notifications.dynamicKey2,
        redirect: notifications.redirectKey1,
      })
      .from(notifications)
      .where(inArray(notifications.userId, userIds))
      .orderBy(asc(notifications.userId));

  const idsOf = (list: { id: number }[]) => list.map((entry) => entry.id);

  describe('GET /players', () => {
    it("shows a player their team's players, the captain first, then by name, out of max_players", async () => {
      const { team, players } = await squad(['Zoe Zed', 'bob Bell', 'Anna Able']);
      const [zoe, bob, anna] = players;
      const res = await call('/api/players', await cookieFor(bob.id, 'player', team.id));
      expect(res.statusCode).toBe(200);
      const player = (user: typeof zoe, fullName: string, isCaptain = false) => ({
        id: user.id,
        full_name: fullName,
        photo_url: null,
        is_captain: isCaptain,
        max_players: MAX_PLAYERS,
        team_name: team.name,
      });
      expect(res.json()).toEqual({
        team_id: team.id,
        team_name: team.name,
        company_id: w.acme.id,
        company_name: w.acme.name,
        players: [player(zoe, 'Zoe Zed', true), player(anna, 'Anna Able'), player(bob, 'bob Bell')],
        max_players: MAX_PLAYERS,
        editable: true,
        role: 'player',
        user_id: bob.id,
        can_manage_players: false,
      });
    });

    it("shows the team to its company's contact person and other admins through the otherTeamId header", async () => {
      const { team, players } = await squad(['Paula Player']);
      for (const manager of [w.contact, w.admin]) {
        const res = await call('/api/players', await cookieFor(manager.id), { teamId: team.id });
        expect(res.statusCode).toBe(200);
        expect(idsOf(res.json().players)).toEqual([players[0].id]);
      }
      const withoutTeam = await call('/api/players', await cookieFor(w.contact.id));
      expect(withoutTeam.statusCode).toBe(404);
      expect(withoutTeam.json()).toEqual({ message: 'teamNotFound' });
    });

    it('refuses a player of another team, an employee who plays nowhere and the admin of another company (403 notTeamManager)', async () => {
      const { team } = await squad(['Sam Shark']);
      const eagles = await squad(['Egon Eagle'], { companyId: w.globex.id });
      const idle = await member('Ivan Idle');
      const refused = [
        await cookieFor(eagles.players[0].id, 'player', eagles.team.id),
        await cookieFor(idle.id, 'player'),
        await cookieFor(w.rival.id),
      ];
      for (const cookie of refused) {
        for (const url of ['/api/players', '/api/add-players']) {
          const res = await call(url, cookie, { teamId: team.id });
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual({ message: 'notTeamManager' });
        }
      }
    });

    it('does not find a team of another event (404)', async () => {
      const { team, players } = await squad(['Oscar Own']);
      const elsewhere = await squad(['Wim Winter'], { eventId: w.otherEvent.id });
      const res = await call('/api/players', await cookieFor(players[0].id, 'player', team.id), {
        teamId: elsewhere.team.id,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'teamNotFound' });
    });

    it('still shows the players after the closing date, read-only', async () => {
      const { team, players } = await squad(['Lena Late']);
      t.clock.set(at(7 * day));
      const res = await call('/api/players', await cookieFor(players[0].id, 'player', team.id));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ editable: false, players: [{ id: players[0].id }] });
    });
  });

  describe('GET /add-players', () => {
    it('lists the company’s employees free to join by name, and those playing in another team of the event with that team', async () => {
      const { team, players } = await squad(['Tom Team']);
      const cleo = await member('cleo Free', w.acme.id, '/uploads/users/cleo.webp');
      const bea = await member('Bea Free');
      const owls = await squad(['Olga Owl', 'Otto Owl']);
      const winter = await squad(['Wendy Winter'], { eventId: w.otherEvent.id });
      const outsider = await member('Gus Globex', w.globex.id);
      const res = await call('/api/add-players', await cookieFor(players[0].id, 'player', team.id));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(idsOf(body.players)).toEqual([players[0].id]);
      const mine = [bea.id, cleo.id, winter.players[0].id];
      expect(idsOf(body.employees).filter((id) => mine.includes(id))).toEqual(mine);
      expect(body.employees).toContainEqual({
        id: cleo.id,
        full_name: 'cleo Free',
        email: null,
        photo_url: '/uploads/users/cleo.webp',
      });
      const listed = [...idsOf(body.employees), ...idsOf(body.other_players)];
      expect(listed).not.toContain(players[0].id);
      expect(listed).not.toContain(outsider.id);
      const owlIds = idsOf(owls.players);
      expect(body.other_players.filter((p: { id: number }) => owlIds.includes(p.id))).toEqual([
        {
          id: owls.players[0].id,
          full_name: 'Olga Owl',
          photo_url: null,
          team_name: owls.team.name,
        },
        {
          id: owls.players[1].id,
          full_name: 'Otto Owl',
          photo_url: null,
          team_name: owls.team.name,
        },
      ]);
    });

    it('names the company to its admins, who may create an employee there, and to nobody else', async () => {
      const { team, players } = await squad(['Pia Player']);
      const player = await call(
        '/api/add-players',
        await cookieFor(players[0].id, 'player', team.id),
      );
      expect(player.json()).toMatchObject({
        role: 'player',
        user_id: players[0].id,
        user_company_id: null,
        team_id: team.id,
        editable: true,
      });
      for (const manager of [w.contact, w.admin]) {
        const res = await call('/api/add-players', await cookieFor(manager.id), {
          teamId: team.id,
        });
        expect(res.json()).toMatchObject({
          role: 'contactPerson',
          user_id: manager.id,
          user_company_id: w.acme.id,
        });
      }
    });
  });

  describe("the employees' e-mail addresses", () => {
    it('shows them to the company’s contact person and other admins, and to no player of the team, the captain neither', async () => {
      const { team, players } = await squad(['Cyd Captain', 'Pip Plain']);
      const free = await member('Ella Email');
      const emailOf = async (cookie: string) => {
        const res = await call('/api/add-players', cookie, { teamId: team.id });
        expect(res.statusCode).toBe(200);
        const employees = res.json().employees as { id: number; email: string | null }[];
        expect(employees.length).toBeGreaterThan(0);
        return {
          free: employees.find((e) => e.id === free.id)?.email,
          any: employees.some((e) => e.email !== null),
        };
      };
      for (const admin of [w.contact, w.admin]) {
        expect(await emailOf(await cookieFor(admin.id))).toEqual({ free: free.email, any: true });
      }
      for (const player of players) {
        expect(await emailOf(await cookieFor(player.id, 'player', team.id))).toEqual({
          free: null,
          any: false,
        });
      }
    });
  });

  describe('POST /update-captain', () => {
    it('makes a player the captain and the old captain steps down: the team keeps exactly one', async () => {
      const { team, players } = await squad(['Cora Captain', 'Nico Next']);
      const [cora, nico] = players;
      const cookie = await cookieFor(cora.id, 'player', team.id);
      const res = await call('/api/update-captain', cookie, { body: { playerId: nico.id } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'captainUpdated' });
      expect(await rosterOf(team.id)).toEqual([
        [cora.id, false],
        [nico.id, true],
      ]);
      const list = (await call('/api/players', cookie)).json();
      expect(
        list.players.map((p: { id: number; is_captain: boolean }) => [p.id, p.is_captain]),
      ).toEqual([
        [nico.id, true],
        [cora.id, false],
      ]);
    });

    it('tells the new captain alone (promoted_to_captain with the team name, opening the team)', async () => {
      const { team, players } = await squad(['Cas Captain', 'Nel New', 'Bo Bystander']);
      const [cas, nel] = players;
      const newCaptain = await cookieFor(nel.id, 'player', team.id);
      // Read first, so the list is held in memory: the promotion must drop it.
      expect((await call('/api/notifications', newCaptain)).json().notifications).toEqual([]);
      await call('/api/update-captain', await cookieFor(cas.id, 'player', team.id), {
        body: { playerId: nel.id },
      });
      expect(await notificationsOf(idsOf(players))).toEqual([
        {
          userId: nel.id,
          type: 'promoted_to_captain',
          key1: team.name,
          key2: null,
          redirect: String(team.id),
        },
      ]);
      const listed = (await call('/api/notifications', newCaptain)).json();
      expect(listed.notifications).toMatchObject([
        { message_name: 'promoted_to_captain', dynamic_key_1: team.name, is_read: false },
      ]);
    });

    it("lets the company's contact person name the captain of a team that has none", async () => {
      const { team, players } = await squad(['Ada First', 'Ben Second'], { captain: false });
      const res = await call('/api/update-captain', await cookieFor(w.contact.id), {
        teamId: team.id,
        body: { playerId: players[1].id },
      });
      expect(res.statusCode).toBe(200);
      expect(await rosterOf(team.id)).toEqual([
        [players[0].id, false],
        [players[1].id, true],
      ]);
    });

    it('refuses the captain again (409 playerAlreadyCaptain), changes nothing and tells nobody', async () => {
      const { team, players } = await squad(['Kai Captain', 'Lou Other']);
      const before = await rosterOf(team.id);
      const res = await call('/api/update-captain', await cookieFor(w.admin.id), {
        teamId: team.id,
        body: { playerId: players[0].id },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'playerAlreadyCaptain' });
      expect(await rosterOf(team.id)).toEqual(before);
      expect(await notificationsOf(idsOf(players))).toEqual([]);
    });

    it('answers 404 playerNotInTeam for someone who does not play in the team', async () => {
      const { team, players } = await squad(['Hana Home']);
      const owls = await squad(['Olaf Owl'], { captain: false });
      const res = await call('/api/update-captain', await cookieFor(w.contact.id), {
        teamId: team.id,
        body: { playerId: owls.players[0].id },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'playerNotInTeam' });
      expect(await rosterOf(team.id)).toEqual([[players[0].id, true]]);
      expect(await rosterOf(owls.team.id)).toEqual([[owls.players[0].id, false]]);
    });

    it('keeps exactly one captain when two players are promoted at the same time', async () => {
      const { team, players } = await squad(['Cid Captain', 'Dan Duo', 'Eva Trio']);
      const cookie = await cookieFor(w.contact.id);
      const answers = await Promise.all(
        [players[1], players[2]].map((p) =>
          call('/api/update-captain', cookie, { teamId: team.id, body: { playerId: p.id } }),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
      const captains = (await rosterOf(team.id)).filter(([, isCaptain]) => isCaptain);
      expect(captains).toHaveLength(1);
    });
  });

  describe('POST /remove-player', () => {
    it('removes a player, the captain too (the player in the team longest takes over), and the list shows it at once', async () => {
      const { team, players } = await squad(['Rex Captain', 'Ria Stays']);
      const cookie = await cookieFor(w.contact.id);
      expect((await call('/api/players', cookie, { teamId: team.id })).json().players).toHaveLength(
        2,
      );
      const res = await call('/api/remove-player', cookie, {
        teamId: team.id,
        body: { playerId: players[0].id },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'playerRemoved' });
      expect(await rosterOf(team.id)).toEqual([[players[1].id, true]]);
      const list = (await call('/api/add-players', cookie, { teamId: team.id })).json();
      expect(idsOf(list.players)).toEqual([players[1].id]);
      // Free again: they can join a team of the event.
      expect(idsOf(list.employees)).toContain(players[0].id);
    });

    it("takes the player off the event's participants at once", async () => {
      const { team, players } = await squad(['Pete Part', 'Quin Part']);
      const cookie = await cookieFor(players[0].id, 'player', team.id);
      const participants = async () =>
        idsOf((await call('/api/participants', cookie)).json().participants);
      expect(await participants()).toContain(players[1].id);
      await call('/api/remove-player', cookie, { body: { playerId: players[1].id } });
      expect(await participants()).not.toContain(players[1].id);
    });

    it("a removed player's session stops naming the team: their next call asks them to choose one", async () => {
      const { team, players } = await squad(['Cas Captain', 'Rob Removed']);
      const [cas, rob] = players;
      const robsCookie = await cookieFor(rob.id, 'player', team.id);
      // Read first, so the session is held in memory: the removal must drop it.
      expect((await call('/api/check-auth', robsCookie)).json().redirect).toBeUndefined();
      await call('/api/remove-player', await cookieFor(cas.id, 'player', team.id), {
        body: { playerId: rob.id },
      });
      expect((await call('/api/check-auth', robsCookie)).json().redirect).toBe('/team-select');
    });

    it('answers 404 playerNotInTeam for someone who does not play in the team, and removes nobody', async () => {
      const { team, players } = await squad(['Ida Inside']);
      const owls = await squad(['Ozzy Owl']);
      const res = await call('/api/remove-player', await cookieFor(players[0].id, 'player'), {
        teamId: team.id,
        body: { playerId: owls.players[0].id },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'playerNotInTeam' });
      expect(await rosterOf(owls.team.id)).toEqual([[owls.players[0].id, true]]);
      expect(await rosterOf(team.id)).toEqual([[players[0].id, true]]);
    });
  });

  describe('POST /add-player', () => {
    it('adds a free employee and tells every player of the team, the new one included, but not who added them', async () => {
      const { team, players } = await squad(['Gina Guide', 'Hal Helper']);
      const nina = await member('Nina New');
      const cookie = await cookieFor(players[1].id, 'player', team.id);
      const res = await call('/api/add-player', cookie, { body: { playerId: nina.id } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'playerAdded' });
      expect(await rosterOf(team.id)).toEqual([
        [players[0].id, true],
        [players[1].id, false],
        [nina.id, false],
      ]);
      const told = {
        type: 'player_added',
        key1: 'Nina New',
        key2: team.name,
        redirect: String(team.id),
      };
      expect(await notificationsOf([...idsOf(players), nina.id])).toEqual([
        { userId: players[0].id, ...told },
        { userId: nina.id, ...told },
      ]);
      const list = (await call('/api/add-players', cookie)).json();
      expect(idsOf(list.players)).toEqual([players[0].id, players[1].id, nina.id]);
      expect(idsOf(list.employees)).not.toContain(nina.id);
    });

    it("lets an admin of the company add, and puts the newcomer on the event's participants at once", async () => {
      const { team } = await squad(['Abe Anchor']);
      const newcomer = await member('Nora Newcomer');
      const cookie = await cookieFor(w.admin.id);
      const participants = async () =>
        idsOf((await call('/api/participants', cookie)).json().participants);
      expect(await participants()).not.toContain(newcomer.id);
      const res = await call('/api/add-player', cookie, {
        teamId: team.id,
        body: { playerId: newcomer.id },
      });
      expect(res.statusCode).toBe(200);
      expect(await participants()).toContain(newcomer.id);
    });

    it('lets someone who plays in a team of another event join', async () => {
      const { team } = await squad(['Fay Fixed']);
      const winter = await squad(['Walt Winter'], { eventId: w.otherEvent.id });
      const res = await call('/api/add-player', await cookieFor(w.contact.id), {
        teamId: team.id,
        body: { playerId: winter.players[0].id },
      });
      expect(res.statusCode).toBe(200);
    });

    it('refuses anyone who plays in a team of the event already, or is no member of the company (409 employeeNotAvailable), and stores nothing', async () => {
      const { team, players } = await squad(['Gil Gate']);
      const owls = await squad(['Oona Owl']);
      const globexMember = await member('Gert Globex', w.globex.id);
      const stranger = await createUser(t.database.db, { firstName: 'Stan', lastName: 'Stranger' });
      const cookie = await cookieFor(w.contact.id);
      for (const person of [owls.players[0], players[0], globexMember, stranger]) {
        const res = await call('/api/add-player', cookie, {
          teamId: team.id,
          body: { playerId: person.id },
        });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message: 'employeeNotAvailable' });
      }
      expect(await rosterOf(team.id)).toEqual([[players[0].id, true]]);
      expect(await rosterOf(owls.team.id)).toEqual([[owls.players[0].id, true]]);
      expect(await notificationsOf([players[0].id, owls.players[0].id])).toEqual([]);
    });

    it('refuses a team that has max_players already (409 teamFull), and stores nothing', async () => {
      const { team, players } = await squad(['Fi One', 'Fo Two', 'Fu Three', 'Fy Four']);
      const late = await member('Lars Late');
      const res = await call('/api/add-player', await cookieFor(w.contact.id), {
        teamId: team.id,
        body: { playerId: late.id },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'teamFull' });
      expect(await rosterOf(team.id)).toHaveLength(MAX_PLAYERS);
      expect(await notificationsOf(idsOf(players))).toEqual([]);
    });

    it('never lets adds at the same time take the team beyond max_players', async () => {
      const { team } = await squad(['Ray Room', 'Sue Space']);
      const hopefuls = [];
      for (let i = 0; i < 6; i++) hopefuls.push(await member(`Hope Hopeful${i}`));
      const cookie = await cookieFor(w.contact.id);
      const answers = await Promise.all(
        hopefuls.map((h) =>
          call('/api/add-player', cookie, { teamId: team.id, body: { playerId: h.id } }),
        ),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 200, 409, 409, 409, 409]);
      for (const res of answers.filter((a) => a.statusCode === 409)) {
        expect(res.json()).toEqual({ message: 'teamFull' });
      }
      expect(await rosterOf(team.id)).toHaveLength(MAX_PLAYERS);
    });

    it('puts one person added to two teams of the event at the same time in one of them only', async () => {
      const first = await squad(['Uma Up']);
      const second = await squad(['Vic Vee']);
      const both = await member('Dora Double');
      const cookie = await cookieFor(w.contact.id);
      const answers = await Promise.all(
        [first.team, second.team].map((team) =>
          call('/api/add-player', cookie, { teamId: team.id, body: { playerId: both.id } }),
        ),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const rows = await t.database.db
        .select({ teamId: teamPlayers.teamId })
        .from(teamPlayers)
        .where(
          and(
            eq(teamPlayers.userId, both.id),
            inArray(teamPlayers.teamId, [first.team.id, second.team.id]),
          ),
        );
      expect(rows).toHaveLength(1);
    });
  });

  describe('who may change the players', () => {
    /** A team with a captain and a player, a free employee, and each write's body. */
    async function scene() {
      const { team, players } = await squad(['Mo Captain', 'Ned Player']);
      const free = await member('Fred Free');
      const bodies: Record<(typeof WRITES)[number], { playerId: number }> = {
        '/api/update-captain': { playerId: players[1].id },
        '/api/remove-player': { playerId: players[1].id },
        '/api/add-player': { playerId: free.id },
      };
      return { team, players, free, bodies };
    }

    /** What a refused write must leave as it was: the team's rows and everybody's notices. */
    const stored = async (s: Awaited<ReturnType<typeof scene>>) => ({
      roster: await rosterOf(s.team.id),
      notices: await notificationsOf([...idsOf(s.players), s.free.id]),
    });

    it.each(WRITES)(
      '%s: a player of another team gets 403 notTeamManager and nothing changes',
      async (url) => {
        const s = await scene();
        const eagles = await squad(['Eli Eagle'], { companyId: w.globex.id });
        const before = await stored(s);
        for (const cookie of [
          await cookieFor(eagles.players[0].id, 'player', eagles.team.id),
          await cookieFor(w.rival.id),
        ]) {
          const res = await call(url, cookie, { teamId: s.team.id, body: s.bodies[url] });
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual({ message: 'notTeamManager' });
        }
        expect(await stored(s)).toEqual(before);
      },
    );

    it.each(WRITES)(
      '%s: from the closing date on, 403 teamEditClosed and nothing changes',
      async (url) => {
        const s = await scene();
        const before = await stored(s);
        t.clock.set(at(7 * day));
        for (const cookie of [
          await cookieFor(s.players[0].id, 'player', s.team.id),
          await cookieFor(w.contact.id),
        ]) {
          const res = await call(url, cookie, { teamId: s.team.id, body: s.bodies[url] });
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual({ message: 'teamEditClosed' });
        }
        expect(await stored(s)).toEqual(before);
      },
    );

    it.each(WRITES)(
      '%s: a team of another event is not found (404) and nothing changes',
      async (url) => {
        const s = await scene();
        const winter = await squad(['Win Ter', 'Wes Ter'], { eventId: w.otherEvent.id });
        const before = await rosterOf(winter.team.id);
        const res = await call(url, await cookieFor(s.players[0].id, 'player', s.team.id), {
          teamId: winter.team.id,
          body: url === '/api/add-player' ? s.bodies[url] : { playerId: winter.players[1].id },
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'teamNotFound' });
        expect(await rosterOf(winter.team.id)).toEqual(before);
      },
    );
  });

  describe('who leads the team: its captain and its company’s admins; every player may leave', () => {
    /** What a refused write must leave as it was: the team's rows and its players' notices. */
    const stateOf = async (teamId: number, userIds: number[]) => ({
      roster: await rosterOf(teamId),
      notices: await notificationsOf(userIds),
    });

    it('a plain player cannot remove the captain or another player (403 captainOrAdminOnly), and nothing changes', async () => {
      const { team, players } = await squad(['Cam Captain', 'Pat Plain', 'Max Mate']);
      const [cam, pat, max] = players;
      const before = await stateOf(team.id, idsOf(players));
      const cookie = await cookieFor(pat.id, 'player', team.id);
      for (const target of [cam, max]) {
        const res = await call('/api/remove-player', cookie, { body: { playerId: target.id } });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'captainOrAdminOnly' });
      }
      expect(await stateOf(team.id, idsOf(players))).toEqual(before);
    });

    it('a plain player cannot make themselves or anyone else captain (403 captainOrAdminOnly), not even of a team without one, and nothing changes', async () => {
      const led = await squad(['Cid Captain', 'Pia Plain', 'Mo Mate']);
      const leaderless = await squad(['Nia None', 'Ola Other'], { captain: false });
      const attempts = [
        { team: led.team, by: led.players[1], to: led.players[1] },
        { team: led.team, by: led.players[1], to: led.players[2] },
        { team: leaderless.team, by: leaderless.players[0], to: leaderless.players[0] },
        { team: leaderless.team, by: leaderless.players[0], to: leaderless.players[1] },
      ];
      const everyone = [...idsOf(led.players), ...idsOf(leaderless.players)];
      const before = [
        await stateOf(led.team.id, everyone),
        await stateOf(leaderless.team.id, everyone),
      ];
      for (const { team, by, to } of attempts) {
        const res = await call('/api/update-captain', await cookieFor(by.id, 'player', team.id), {
          body: { playerId: to.id },
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'captainOrAdminOnly' });
      }
      expect([
        await stateOf(led.team.id, everyone),
        await stateOf(leaderless.team.id, everyone),
      ]).toEqual(before);
    });

    it('a captain who handed the captaincy on can no longer remove anyone', async () => {
      const { team, players } = await squad(['Flo Former', 'Gus Guest', 'Hal Heir']);
      const [flo, gus, hal] = players;
      const cookie = await cookieFor(flo.id, 'player', team.id);
      const handed = await call('/api/update-captain', cookie, { body: { playerId: hal.id } });
      expect(handed.statusCode).toBe(200);
      const res = await call('/api/remove-player', cookie, { body: { playerId: gus.id } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'captainOrAdminOnly' });
      expect(await rosterOf(team.id)).toEqual([
        [flo.id, false],
        [gus.id, false],
        [hal.id, true],
      ]);
    });

    it.each(['the captain', 'the contact person', 'another admin of the company'] as const)(
      '%s removes another player and names another captain, and /players says they may',
      async (leader) => {
        const { team, players } = await squad(['Lea Lead', 'Ned Next', 'Ola Out']);
        const [lea, ned, ola] = players;
        const cookie =
          leader === 'the captain'
            ? await cookieFor(lea.id, 'player', team.id)
            : await cookieFor(leader === 'the contact person' ? w.contact.id : w.admin.id);
        const list = await call('/api/players', cookie, { teamId: team.id });
        expect(list.json().can_manage_players).toBe(true);
        const removed = await call('/api/remove-player', cookie, {
          teamId: team.id,
          body: { playerId: ola.id },
        });
        expect(removed.statusCode).toBe(200);
        expect(removed.json()).toEqual({ message: 'playerRemoved' });
        const promoted = await call('/api/update-captain', cookie, {
          teamId: team.id,
          body: { playerId: ned.id },
        });
        expect(promoted.statusCode).toBe(200);
        expect(await rosterOf(team.id)).toEqual([
          [lea.id, false],
          [ned.id, true],
        ]);
      },
    );

    it('a plain player leaves the team: off its players, told so, and their session asks for a team again', async () => {
      const { team, players } = await squad(['Kim Captain', 'Lou Leaver']);
      const [kim, lou] = players;
      const cookie = await cookieFor(lou.id, 'player', team.id);
      expect((await call('/api/players', cookie)).json().can_manage_players).toBe(false);
      const res = await call('/api/remove-player', cookie, { body: { playerId: lou.id } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'teamLeft' });
      expect(await rosterOf(team.id)).toEqual([[kim.id, true]]);
      expect((await call('/api/check-auth', cookie)).json().redirect).toBe('/team-select');
    });

    it('a captain who leaves hands the captaincy to the player in the team longest, who is told; the last one leaves the team without any', async () => {
      const { team, players } = await squad(['Cleo Captain', 'Dirk Later', 'Eve Earlier']);
      const [cleo, dirk, eve] = players;
      const joined = async (user: { id: number }, when: Date) =>
        t.database.db
          .update(teamPlayers)
          .set({ createdAt: when })
          .where(and(eq(teamPlayers.teamId, team.id), eq(teamPlayers.userId, user.id)));
      await joined(cleo, at(-3 * day));
      await joined(eve, at(-2 * day));
      await joined(dirk, at(-day));
      const leave = async (user: { id: number }) => {
        const res = await call('/api/remove-player', await cookieFor(user.id, 'player', team.id), {
          body: { playerId: user.id },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: 'teamLeft' });
      };

      await leave(cleo);
      expect(await rosterOf(team.id)).toEqual([
        [dirk.id, false],
        [eve.id, true],
      ]);
      expect(await notificationsOf(idsOf(players))).toEqual([
        {
          userId: eve.id,
          type: 'promoted_to_captain',
          key1: team.name,
          key2: null,
          redirect: String(team.id),
        },
      ]);
      await leave(eve);
      expect(await rosterOf(team.id)).toEqual([[dirk.id, true]]);
      await leave(dirk);
      expect(await rosterOf(team.id)).toEqual([]);
    });
  });
});
