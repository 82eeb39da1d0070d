/**
 * The event reads (product.md §7 "Event reads"): every read answers each role with the shape of its
 * shared schema, refuses anonymous callers, stays inside the session's event and carries the
 * content the screens show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addCompanyAdmin,
  addPlayer,
  addPointsRows,
  addResult,
  addTiebreak,
  assignCrew,
  createAward,
  createBattleWith,
  createCompany,
  createEvent,
  createHouse,
  createPlanningItem,
  createScoreSession,
  createSponsor,
  createTeamWith,
  createUser,
  sessionCookieFor,
  setTeamJoker,
} from '../helpers/factories';
import type { PickableRole } from '../../src/shared/roles';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const hour = 3600_000;
const day = 24 * hour;
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(dbKinds)('the event reads on %s', (kind) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildWorld>>;

  async function buildWorld() {
    const db = t.database.db;
    const event = await createEvent(db, {
      name: 'Summer Games',
      date: at(10 * day),
      endDate: at(11 * day),
      closingDate: at(7 * day),
      imageLink: 'https://img.example/summer.jpg',
      locationName: 'Harbour',
      locationEmbed: 'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4',
      shortDesc: 'Short',
      longDesc: '<p>Long</p>',
      maxChallengeOthers: 2,
    });
    const other = await createEvent(db, {
      name: 'Other Games',
      date: at(10 * day),
      endDate: at(11 * day),
      closingDate: at(7 * day),
    });
    const acme = await createCompany(db, event.id);
    const globex = await createCompany(db, event.id);
    await createCompany(db, other.id);
    const red = await createHouse(db, event.id, 'Red', '#FF0000');
    const blue = await createHouse(db, event.id, 'Blue', '#0000FF');
    const otherHouse = await createHouse(db, other.id, 'Green', '#00FF00');
    const sharks = await createTeamWith(db, event.id, acme.id, {
      name: 'Sharks',
      houseId: red.id,
      picture: '/uploads/sharks.webp',
    });
    const eagles = await createTeamWith(db, event.id, globex.id, {
      name: 'Eagles',
      houseId: red.id,
    });
    const otherTeam = await createTeamWith(db, other.id, acme.id, { name: 'Strangers' });
    const tugOfWar = await createBattleWith(db, event.id, {
      name: 'Tug of War',
      isJoker: true,
      isWater: false,
      photoUrl: '/uploads/tug.webp',
      description: 'Pull',
      endurance: 5,
      teamwork: 4,
      guts: 3,
      skill: 2,
    });
    const raft = await createBattleWith(db, event.id, {
      name: 'Raft Race',
      isWater: true,
      closingDate: at(5 * day),
    });
    const otherBattle = await createBattleWith(db, other.id, { name: 'Elsewhere', isJoker: true });
    const heat = await createScoreSession(
      db,
      tugOfWar.id,
      at(10 * day + hour),
      at(10 * day + 2 * hour),
    );
    const heat2 = await createScoreSession(
      db,
      tugOfWar.id,
      at(10 * day + 3 * hour),
      at(10 * day + 4 * hour),
    );
    await addResult(db, heat.id, sharks.id, { rank: 1, points: 10 });
    await addResult(db, heat.id, eagles.id, { rank: 2, points: 8 });
    await addResult(db, heat2.id, sharks.id, { rank: 1, points: 10 });
    await setTeamJoker(db, sharks.id, tugOfWar.id, event.id);
    await createPlanningItem(db, event.id, {
      name: 'Tug of War',
      startTime: at(10 * day + hour),
      endTime: at(10 * day + 2 * hour),
      isChallenge: true,
      scoreSessionId: heat.id,
    });
    await createPlanningItem(db, event.id, {
      name: 'Welcome',
      startTime: at(10 * day),
      endTime: at(10 * day + hour),
    });
    await addPointsRows(db, event.id, [
      { rank: 2, score: 8, joker: 8, ladies: 2 },
      { rank: 1, score: 10, joker: 10, ladies: 3 },
    ]);
    await addTiebreak(db, event.id, [raft.id, tugOfWar.id]);
    await createAward(db, event.id, 'BestTeamSpirit', { teamId: sharks.id });
    await createAward(db, event.id, 'GreenestCompany', { companyId: globex.id });
    await createSponsor(db, event.id, { companyId: globex.id, position: 2 });
    await createSponsor(db, event.id, { photoUrl: '/uploads/bakery.webp', position: 1 });

    const player = await createUser(db, {
      firstName: 'Pia',
      lastName: 'Player',
      picture: '/p.webp',
    });
    const teammate = await createUser(db, { firstName: 'Tom', lastName: 'Mate' });
    const eaglePlayer = await createUser(db, { firstName: 'Eve', lastName: 'Eagle' });
    await addPlayer(db, sharks.id, player.id, true);
    await addPlayer(db, sharks.id, teammate.id);
    await addPlayer(db, eagles.id, eaglePlayer.id, true);
    const crew = await createUser(db);
    await assignCrew(db, crew.id, tugOfWar.id);
    const contact = await createUser(db);
    await addCompanyAdmin(db, acme.id, contact.id);
    const supporter = await createUser(db);
    return {
      event,
      other,
      acme,
      globex,
      red,
      blue,
      otherHouse,
      sharks,
      eagles,
      otherTeam,
      tugOfWar,
      raft,
      otherBattle,
      heat,
      player,
      teammate,
      crew,
      contact,
      supporter,
    };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(T0);
    w = await buildWorld();
  });
  afterAll(() => t.close());

  const cookieOf = (role: PickableRole) => {
    const db = t.database.db;
    const now = t.clock.now();
    switch (role) {
      case 'player':
        return sessionCookieFor(db, w.player.id, now, {
          role,
          eventId: w.event.id,
          teamId: w.sharks.id,
        });
      case 'crew':
        return sessionCookieFor(db, w.crew.id, now, {
          role,
          eventId: w.event.id,
          battleId: w.tugOfWar.id,
        });
      case 'contactPerson':
        return sessionCookieFor(db, w.contact.id, now, { role, eventId: w.event.id });
      case 'supporter':
        return sessionCookieFor(db, w.supporter.id, now, { role, eventId: w.event.id });
    }
  };

  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

  it('needs an event chosen before the event reads answer', async () => {
    const cookie = await sessionCookieFor(t.database.db, w.supporter.id, t.clock.now(), {
      role: 'supporter',
      eventId: null,
    });
    expect((await get('/api/home', cookie)).statusCode).toBe(403);
  });

  it("fills the player's team card, the contact person's company card and the crew's battle card", async () => {
    const player = (await get('/api/home', await cookieOf('player'))).json();
    expect(player).toMatchObject({
      id: w.event.id,
      name: 'Summer Games',
      date: w.event.date.toISOString(),
      end_date: w.event.endDate.toISOString(),
      closing_date: w.event.closingDate.toISOString(),
      event_type: 'Event',
      role: 'player',
      team_id: w.sharks.id,
      team_name: 'Sharks',
      team_photo_url: '/uploads/sharks.webp',
      company_id: null,
      activity_name: null,
      photo_url: 'https://img.example/summer.jpg',
      organizer_id: null,
    });
    const contact = (await get('/api/home', await cookieOf('contactPerson'))).json();
    expect(contact).toMatchObject({
      role: 'contactPerson',
      team_id: null,
      company_id: w.acme.id,
      company_name: w.acme.name,
      activity_name: null,
    });
    const crew = (await get('/api/home', await cookieOf('crew'))).json();
    expect(crew).toMatchObject({
      role: 'crew',
      team_id: null,
      company_id: null,
      activity_name: 'Tug of War',
      activity_photo_url: '/uploads/tug.webp',
    });
    const supporter = (await get('/api/home', await cookieOf('supporter'))).json();
    expect(supporter).toMatchObject({
      role: 'supporter',
      team_id: null,
      company_id: null,
      activity_name: null,
    });
  });

  it('gives the hosting company as organizer_id of an in-house event and prefers the uploaded photo', async () => {
    const db = t.database.db;
    const host = await createCompany(db);
    const inhouse = await createEvent(db, {
      organizerId: host.id,
      photoUrl: '/uploads/inhouse.webp',
      imageLink: 'https://img.example/ignored.jpg',
    });
    const cookie = await sessionCookieFor(db, w.supporter.id, t.clock.now(), {
      role: 'supporter',
      eventId: inhouse.id,
    });
    const home = (await get('/api/home', cookie)).json();
    expect(home.organizer_id).toBe(host.id);
    expect(home.photo_url).toBe('/uploads/inhouse.webp');
  });

  it('lists the teams by name with their company, only of this event', async () => {
    const { teams } = (await get('/api/teams', await cookieOf('supporter'))).json();
    expect(teams).toEqual([
      {
        team_id: w.eagles.id,
        team_name: 'Eagles',
        name: 'Eagles',
        company_name: w.globex.name,
        team_picture: null,
        company_picture: null,
      },
      {
        team_id: w.sharks.id,
        team_name: 'Sharks',
        name: 'Sharks',
        company_name: w.acme.name,
        team_picture: '/uploads/sharks.webp',
        company_picture: null,
      },
    ]);
  });

  it("shows a contact person's home only their company's teams, since the strip leads to readiness", async () => {
    const contactTeams = (await get('/api/home_teams', await cookieOf('contactPerson'))).json()
      .teams;
    expect(contactTeams.map((x: { team_id: number }) => x.team_id)).toEqual([w.sharks.id]);
    const supporterTeams = (await get('/api/home_teams', await cookieOf('supporter'))).json().teams;
    expect(supporterTeams).toHaveLength(2);
  });

  it('counts each company’s teams in this event only', async () => {
    const { companies } = (await get('/api/companies', await cookieOf('supporter'))).json();
    expect(companies).toHaveLength(2);
    const acme = companies.find((c: { id: number }) => c.id === w.acme.id);
    expect(acme).toEqual({ id: w.acme.id, name: w.acme.name, photo_url: null, team_count: 1 });
  });

  it('lists the participants once each with their team, by name', async () => {
    const { participants } = (await get('/api/participants', await cookieOf('supporter'))).json();
    expect(participants).toEqual([
      { id: expect.any(Number), full_name: 'Eve Eagle', team_name: 'Eagles', photo_url: null },
      { id: w.player.id, full_name: 'Pia Player', team_name: 'Sharks', photo_url: '/p.webp' },
      { id: w.teammate.id, full_name: 'Tom Mate', team_name: 'Sharks', photo_url: null },
    ]);
  });

  it('names the winner of each award, with the team winner’s company', async () => {
    const { awards } = (await get('/api/awards', await cookieOf('supporter'))).json();
    expect(awards).toEqual([
      {
        id: expect.any(Number),
        name: 'BestTeamSpirit',
        winner_type: 'team',
        winner_id: w.sharks.id,
        winner_name: 'Sharks',
        winner_photo_url: '/uploads/sharks.webp',
        company_name: w.acme.name,
      },
      {
        id: expect.any(Number),
        name: 'GreenestCompany',
        winner_type: 'company',
        winner_id: w.globex.id,
        winner_name: w.globex.name,
        winner_photo_url: null,
        company_name: w.globex.name,
      },
    ]);
  });

  it('lists the houses with their team counts and opens one house with its teams', async () => {
    const cookie = await cookieOf('supporter');
    const { houses } = (await get('/api/houses', cookie)).json();
    expect(houses).toEqual([
      { id: w.blue.id, name: 'Blue', color: '#0000FF', team_count: 0 },
      { id: w.red.id, name: 'Red', color: '#FF0000', team_count: 2 },
    ]);
    const house = (await get('/api/house', cookie, { selectedHouseId: String(w.red.id) })).json();
    expect(house).toMatchObject({ id: w.red.id, name: 'Red', color: '#FF0000', team_count: 2 });
    expect(house.teams.map((x: { team_name: string }) => x.team_name)).toEqual([
      'Eagles',
      'Sharks',
    ]);
  });

  it('counts the teams that play each battle, played yet or not, and marks the team’s joker', async () => {
    const body = (await get('/api/battles', await cookieOf('player'))).json();
    // Every team of the event plays every battle: Raft Race has no result yet and still has
    // both; Strangers, of another event, counts nowhere.
    expect(body.battles).toEqual([
      {
        id: w.raft.id,
        name: 'Raft Race',
        photo_url: null,
        team_count: 2,
        is_joker: false,
        is_water: true,
        is_team_joker: false,
        desc: null,
        closing_date: at(5 * day).toISOString(),
      },
      {
        id: w.tugOfWar.id,
        name: 'Tug of War',
        photo_url: '/uploads/tug.webp',
        team_count: 2,
        is_joker: true,
        is_water: false,
        is_team_joker: true,
        desc: 'Pull',
        closing_date: w.event.closingDate.toISOString(),
      },
    ]);
    expect(body.joker).toEqual({
      id: w.tugOfWar.id,
      name: 'Tug of War',
      photo_url: '/uploads/tug.webp',
    });
    const supporter = (await get('/api/battles', await cookieOf('supporter'))).json();
    expect(supporter.joker).toBeNull();
    expect(supporter.battles.every((b: { is_team_joker: boolean }) => !b.is_team_joker)).toBe(true);
  });

  it('opens one battle with its ratings, the current joker and whether it can be chosen', async () => {
    const headers = { selectedBattleId: String(w.tugOfWar.id) };
    const battle = (await get('/api/battle', await cookieOf('player'), headers)).json();
    expect(battle).toMatchObject({
      id: w.tugOfWar.id,
      endurance: 5,
      teamwork: 4,
      guts: 3,
      skill: 2,
      role: 'player',
      is_team_joker: true,
      joker: { id: w.tugOfWar.id, name: 'Tug of War', photo_url: '/uploads/tug.webp' },
      can_choose_joker: false,
    });
    const supporter = (await get('/api/battle', await cookieOf('supporter'), headers)).json();
    expect(supporter).toMatchObject({ role: 'supporter', joker: null, can_choose_joker: false });
  });

  it('answers 404 for a battle or a house of another event, and 400 without a usable id header', async () => {
    const cookie = await cookieOf('player');
    const battle = await get('/api/battle', cookie, { selectedBattleId: String(w.otherBattle.id) });
    expect(battle.statusCode).toBe(404);
    expect(battle.json()).toEqual({ message: 'battleNotFound' });
    const house = await get('/api/house', cookie, { selectedHouseId: String(w.otherHouse.id) });
    expect(house.statusCode).toBe(404);
    expect(house.json()).toEqual({ message: 'houseNotFound' });
    expect((await get('/api/battle', cookie)).statusCode).toBe(400);
    expect((await get('/api/house', cookie)).statusCode).toBe(400);
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect((await get('/api/battle', cookie, { selectedBattleId: bad })).statusCode, bad).toBe(
        400,
      );
    }
  });

  it('shows the event page with its planning in time order and the tiebreak battles', async () => {
    const event = (await get('/api/event', await cookieOf('supporter'))).json();
    expect(event).toMatchObject({
      id: w.event.id,
      name: 'Summer Games',
      image_link: 'https://img.example/summer.jpg',
      // The event picture: no uploaded photo, so the outside image link.
      photo_url: 'https://img.example/summer.jpg',
      location_name: 'Harbour',
      location_embed: 'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4',
      short_desc: 'Short',
      long_desc: '<p>Long</p>',
      amount_of_challenges: 2,
      max_challenge_others: 2,
      event_type: 'Event',
      organizer_id: null,
      battles: [
        { position: 1, id: w.raft.id, name: 'Raft Race' },
        { position: 2, id: w.tugOfWar.id, name: 'Tug of War' },
      ],
    });
    expect(event.planning.map((p: { name: string }) => p.name)).toEqual(['Welcome', 'Tug of War']);
    expect(event.planning[1]).toEqual({
      id: expect.any(Number),
      name: 'Tug of War',
      start_time: at(10 * day + hour).toISOString(),
      end_time: at(10 * day + 2 * hour).toISOString(),
      date: at(10 * day + hour)
        .toISOString()
        .slice(0, 10),
      is_challenge: true,
      score_session_id: w.heat.id,
    });
    const { planning } = (await get('/api/planning', await cookieOf('player'))).json();
    expect(planning).toEqual(event.planning);
  });

  it('states the scoring rules: battles, deadline, best points with bonuses, ladies and tiebreak', async () => {
    const rules = (await get('/api/scoring-rules', await cookieOf('supporter'))).json();
    expect(rules).toEqual({
      name: 'Summer Games',
      amount_of_challenges: 2,
      closing_date: w.event.closingDate.toISOString(),
      max_challenge_points: 23,
      points: [
        { rank: 1, score: 10, joker: 10, ladies: 3 },
        { rank: 2, score: 8, joker: 8, ladies: 2 },
      ],
      has_ladies: true,
      tiebreak: [
        { position: 1, id: w.raft.id, name: 'Raft Race' },
        { position: 2, id: w.tugOfWar.id, name: 'Tug of War' },
      ],
    });
    const { points } = (await get('/api/points', await cookieOf('player'))).json();
    expect(points).toEqual(rules.points);
  });

  it('answers an event without a points table with zero points and no ladies column', async () => {
    const db = t.database.db;
    const bare = await createEvent(db, { amountOfChallenges: 6 });
    const cookie = await sessionCookieFor(db, w.supporter.id, t.clock.now(), {
      role: 'supporter',
      eventId: bare.id,
    });
    const rules = (await get('/api/scoring-rules', cookie)).json();
    expect(rules).toMatchObject({
      amount_of_challenges: 6,
      max_challenge_points: 0,
      points: [],
      has_ladies: false,
      tiebreak: [],
    });
  });

  it('lists the sponsors in their order: a picture sponsor without a company, a company with its id and name', async () => {
    const { sponsors } = (await get('/api/sponsors', await cookieOf('supporter'))).json();
    expect(sponsors).toEqual([
      { id: null, photo_url: '/uploads/bakery.webp', name: null },
      { id: w.globex.id, photo_url: null, name: w.globex.name },
    ]);
  });

  it('caps the home strips and validates the upcoming-challenges limit (1 to 20)', async () => {
    const cookie = await cookieOf('player');
    for (const limit of ['0', '21', 'x', '2.5']) {
      const res = await get(`/api/upcoming_challenges?limit=${limit}`, cookie);
      expect(res.statusCode, limit).toBe(400);
    }
    expect((await get('/api/upcoming_challenges', cookie)).statusCode).toBe(200);
    expect((await get('/api/home_battles', cookie)).json().battles).toHaveLength(2);
    expect((await get('/api/home_participants', cookie)).json().participants).toHaveLength(3);
    expect((await get('/api/home_companies', cookie)).json().companies).toHaveLength(2);
  });
});
