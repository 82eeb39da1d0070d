/**
 * One team: its page (GET /team) and parts (/team_players, /team_joker, /team_readiness,
 * /team_points), the contact person's readiness overview (/readiness), and its editing by its
 * players and its company's admins (/edit-team, the team picture) before the closing date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { multipartFile, testPicture } from '../helpers/multipart';
import {
  addCompanyAdmin,
  addEmployee,
  addPlayer,
  addResult,
  createBattleWith,
  createCompany,
  createEvent,
  createHouse,
  createScoreSession,
  createTeamWith,
  createUser,
  giveEventRole,
  sessionCookieFor,
  setTeamJoker,
} from '../helpers/factories';
import { cheers, extraPoints, rivals, teamJokers, teams } from '../../src/server/db/schema';
import type { EventRole } from '../../src/shared/roles';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const day = 24 * 3600_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

const VALID_EDIT = {
  name: 'Sharks United',
  slogan: 'Bite first',
  bio: 'Sales, back to defend the title.',
  song_id: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
};

describe.each(dbKinds)('one team, its page and its editing on %s', (kind) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildWorld>>;

  async function buildWorld() {
    const db = t.database.db;
    const event = await createEvent(db, {
      name: 'Summer Games',
      date: at(10 * day),
      endDate: at(11 * day),
      closingDate: at(7 * day),
      maxPlayers: 3,
      maxChallengeOthers: 2,
      cheersStartTime: at(-day),
      cheersEndTime: at(11 * day),
    });
    const closed = await createEvent(db, {
      name: 'Spring Games',
      date: at(2 * day),
      endDate: at(3 * day),
      closingDate: at(-day),
    });
    const foreign = await createEvent(db, { name: 'Winter Games' });
    const acme = await createCompany(db, event.id);
    const globex = await createCompany(db, event.id);
    const red = await createHouse(db, event.id, 'Red', '#FF0000');
    const sharks = await createTeamWith(db, event.id, acme.id, {
      name: 'Sharks',
      houseId: red.id,
      slogan: 'Swim fast',
      picture: '/uploads/teams/sharks.webp',
    });
    const owls = await createTeamWith(db, event.id, acme.id, { name: 'Owls' });
    const eagles = await createTeamWith(db, event.id, globex.id, { name: 'Eagles' });
    const lateTeam = await createTeamWith(db, closed.id, acme.id, { name: 'Late Larks' });
    const farAway = await createTeamWith(db, foreign.id, globex.id, { name: 'Far Away' });

    const captain = await createUser(db, { firstName: 'Cara', lastName: 'Captain' });
    const mate = await createUser(db, { firstName: 'Ben', lastName: 'Mate' });
    const eagle = await createUser(db, { firstName: 'Eve', lastName: 'Eagle' });
    const contact = await createUser(db, { firstName: 'Carla', lastName: 'Contact' });
    const rivalAdmin = await createUser(db, { firstName: 'Rita', lastName: 'Rival' });
    const employee = await createUser(db);
    const supporter = await createUser(db, { firstName: 'Sam', lastName: 'Supporter' });
    await addPlayer(db, sharks.id, captain.id, true);
    await addPlayer(db, sharks.id, mate.id);
    await addPlayer(db, eagles.id, eagle.id, true);
    await addPlayer(db, lateTeam.id, mate.id);
    await addCompanyAdmin(db, acme.id, contact.id);
    await addEmployee(db, acme.id, employee.id);
    await addCompanyAdmin(db, globex.id, rivalAdmin.id);
    await giveEventRole(db, contact.id, closed.id, 'contactPerson');

    const tug = await createBattleWith(db, event.id, { name: 'Tug of War', isJoker: true });
    const heat = await createScoreSession(db, tug.id, at(10 * day), at(10.1 * day));
    await addResult(db, heat.id, sharks.id, { rank: 1, points: 12 });
    await addResult(db, heat.id, eagles.id, { rank: 2, points: 8 });
    await db.insert(extraPoints).values({ teamId: sharks.id, points: 5, reason: 'Fair play' });
    await db.insert(cheers).values({ userId: supporter.id, teamId: sharks.id, message: 'Go!' });
    await db.insert(rivals).values({ challengerTeamId: eagles.id, challengedTeamId: sharks.id });
    return {
      event,
      closed,
      acme,
      globex,
      red,
      tug,
      teams: { sharks, owls, eagles, lateTeam, farAway },
      people: { captain, mate, eagle, contact, rivalAdmin, employee, supporter },
    };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(T0);
    w = await buildWorld();
  });
  afterAll(() => t.close());

  const cookieFor = (
    userId: number,
    role: EventRole,
    teamId: number | null = null,
    eventId = w.event.id,
  ) => sessionCookieFor(t.database.db, userId, T0, { role, eventId, teamId });
  const asCaptain = () => cookieFor(w.people.captain.id, 'player', w.teams.sharks.id);
  const asEagle = () => cookieFor(w.people.eagle.id, 'player', w.teams.eagles.id);
  const asContact = () => cookieFor(w.people.contact.id, 'contactPerson');
  const asSupporter = () => cookieFor(w.people.supporter.id, 'supporter');

  async function get(url: string, cookie: string, teamId?: number | string) {
    return t.app.inject({
      method: 'GET',
      url,
      headers: { cookie, ...(teamId === undefined ? {} : { otherteamid: String(teamId) }) },
    });
  }

  async function post(url: string, cookie: string, body: object, teamId?: number) {
    return t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, ...(teamId === undefined ? {} : { otherteamid: String(teamId) }) },
      payload: body,
    });
  }

  const teamRow = async (id: number) =>
    (await t.database.db.select().from(teams).where(eq(teams.id, id)))[0];

  describe('the team page', () => {
    it('shows a team with its company, house, event rules, points and cheers', async () => {
      const res = await get('/api/team', await asSupporter(), w.teams.sharks.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: w.teams.sharks.id,
        name: 'Sharks',
        slogan: 'Swim fast',
        picture: '/uploads/teams/sharks.webp',
        photo_url: '/uploads/teams/sharks.webp',
        company_id: w.acme.id,
        house_id: w.red.id,
        house_name: 'Red',
        house_color: '#FF0000',
        event_id: w.event.id,
        event_name: 'Summer Games',
        event_type: 'Event',
        closing_date: at(7 * day).toISOString(),
        cheers_start_time: at(-day).toISOString(),
        points: 17,
        cheer_count: 1,
        cheered: true,
        role: 'supporter',
        user_team_id: null,
        can_manage: false,
        max_players: 3,
        max_challenge_others: 2,
      });
    });

    it("tells the viewer their relation: a player's own team, a rival, who may manage it", async () => {
      const own = (await get('/api/team', await asCaptain())).json();
      expect(own).toMatchObject({
        id: w.teams.sharks.id,
        user_team_id: w.teams.sharks.id,
        user_company_id: w.acme.id,
        can_manage: true,
        cheered: false,
      });
      const seenByEagle = (await get('/api/team', await asEagle(), w.teams.sharks.id)).json();
      expect(seenByEagle).toMatchObject({ is_rival: true, can_manage: false, challenged_count: 1 });
      const seenByContact = (await get('/api/team', await asContact(), w.teams.owls.id)).json();
      expect(seenByContact).toMatchObject({ can_manage: true, user_company_id: w.acme.id });
      const seenByOtherAdmin = (
        await get(
          '/api/team',
          await cookieFor(w.people.rivalAdmin.id, 'contactPerson'),
          w.teams.owls.id,
        )
      ).json();
      expect(seenByOtherAdmin.can_manage).toBe(false);
    });

    it('answers 404 teamNotFound without a team, for a team of an unrelated event, and reads one of another event the user takes part in', async () => {
      const none = await get('/api/team', await asSupporter());
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe('teamNotFound');
      const unrelated = await get('/api/team', await asSupporter(), w.teams.farAway.id);
      expect(unrelated.statusCode).toBe(404);
      expect((await get('/api/team', await asSupporter(), 999_999)).statusCode).toBe(404);
      const elsewhere = await get('/api/team', await asContact(), w.teams.lateTeam.id);
      expect(elsewhere.statusCode).toBe(200);
      expect(elsewhere.json()).toMatchObject({ name: 'Late Larks', event_name: 'Spring Games' });
    });

    it('lists the players with the captain first, and the points in parts', async () => {
      const players = (
        await get('/api/team_players', await asSupporter(), w.teams.sharks.id)
      ).json().players;
      expect(players.map((p: { full_name: string }) => p.full_name)).toEqual([
        'Cara Captain',
        'Ben Mate',
      ]);
      expect(players[0]).toMatchObject({ is_captain: true, max_players: 3, team_name: 'Sharks' });
      const points = await get('/api/team_points', await asSupporter(), w.teams.sharks.id);
      expect(points.json()).toEqual({ points: 17, battle_points: 12, extra_points: 5 });
      const none = await get('/api/team_points', await asSupporter(), w.teams.owls.id);
      expect(none.json()).toEqual({ points: 0, battle_points: 0, extra_points: 0 });
    });

    it('shows no joker, then the joker the team chose', async () => {
      const cookie = await asSupporter();
      expect((await get('/api/team_joker', cookie, w.teams.eagles.id)).json()).toEqual({
        joker: null,
      });
      await setTeamJoker(t.database.db, w.teams.eagles.id, w.tug.id, w.event.id);
      await t.app.changes.publish({ kind: 'teamJokers', eventId: w.event.id });
      expect((await get('/api/team_joker', cookie, w.teams.eagles.id)).json()).toEqual({
        joker: { id: w.tug.id, name: 'Tug of War', photo_url: null },
      });
    });

    it("shows a viewer their own cheer and challenge on their next read of the page, and their new role's view", async () => {
      const fan = await createUser(t.database.db);
      const fanCookie = await cookieFor(fan.id, 'supporter');
      const before = (await get('/api/team', fanCookie, w.teams.sharks.id)).json();
      expect(before).toMatchObject({ cheered: false, role: 'supporter' });
      const cheer = await t.app.inject({
        method: 'PUT',
        url: '/api/put-cheer',
        headers: { cookie: fanCookie },
        payload: { team_id: w.teams.sharks.id, comment: 'Go Sharks' },
      });
      expect(cheer.statusCode).toBe(200);
      const after = (await get('/api/team', fanCookie, w.teams.sharks.id)).json();
      expect(after).toMatchObject({ cheered: true, cheer_count: before.cheer_count + 1 });

      const eagle = await asEagle();
      const challenge = (challenged: boolean) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/put-challenge',
          headers: { cookie: eagle },
          payload: { challenged_id: w.teams.owls.id, challenged },
        });
      expect((await get('/api/team', eagle, w.teams.owls.id)).json()).toMatchObject({
        is_rival: false,
        challenged_count: 1,
      });
      expect((await challenge(true)).statusCode).toBe(200);
      expect((await get('/api/team', eagle, w.teams.owls.id)).json()).toMatchObject({
        is_rival: true,
        challenged_count: 2,
      });
      expect((await challenge(false)).statusCode).toBe(200);
      expect((await get('/api/team', eagle, w.teams.owls.id)).json()).toMatchObject({
        is_rival: false,
        challenged_count: 1,
      });

      // The same user in another role reads the page as that role.
      const asCrew = await cookieFor(fan.id, 'crew');
      expect((await get('/api/team', asCrew, w.teams.sharks.id)).json()).toMatchObject({
        role: 'crew',
        cheered: true,
      });
    });
  });

  describe('readiness', () => {
    it('counts the eight items and follows an edit of the team', async () => {
      const cookie = await asCaptain();
      const before = (await get('/api/team_readiness', cookie)).json();
      expect(before).toEqual({
        readiness: 38,
        captain: true,
        players: 2,
        max_players: 3,
        photo: true,
        slogan: true,
        bio: false,
        song: false,
        joker: false,
        challenged: 0,
      });
      await post('/api/edit-team', cookie, {
        name: 'Sharks',
        slogan: 'Swim fast',
        bio: 'We swim.',
        song_id: 'youtu.be/aqz-KE-bpKQ',
      });
      const after = (await get('/api/team_readiness', cookie)).json();
      expect(after).toMatchObject({ readiness: 63, bio: true, song: true });
    });

    it("gives the contact person the readiness of their company's teams only", async () => {
      const res = await get('/api/readiness', await asContact());
      expect(res.statusCode).toBe(200);
      const names = res.json().teams.map((team: { team_name: string }) => team.team_name);
      expect(names).toEqual(['Owls', 'Sharks']);
      const owls = res.json().teams[0];
      expect(owls).toMatchObject({ team_id: w.teams.owls.id, readiness: 0, players: 0 });
      const other = await get(
        '/api/readiness',
        await cookieFor(w.people.rivalAdmin.id, 'contactPerson'),
      );
      expect(other.json().teams.map((team: { team_name: string }) => team.team_name)).toEqual([
        'Eagles',
      ]);
    });

    it('follows a joker and a challenge on the next read, in the team checklist and the overview', async () => {
      const db = t.database.db;
      const contact = await asContact();
      const owlsChecklist = async () =>
        (await get('/api/team_readiness', contact, w.teams.owls.id)).json();
      const owlsInOverview = async () =>
        (await get('/api/readiness', contact))
          .json()
          .teams.find((team: { team_id: number }) => team.team_id === w.teams.owls.id);
      expect(await owlsChecklist()).toMatchObject({ joker: false, challenged: 0 });
      expect(await owlsInOverview()).toMatchObject({ joker: false, challenged: 0 });

      await setTeamJoker(db, w.teams.owls.id, w.tug.id, w.event.id);
      await t.app.changes.publish({ kind: 'teamJokers', eventId: w.event.id });
      expect(await owlsChecklist()).toMatchObject({ joker: true, challenged: 0 });
      expect(await owlsInOverview()).toMatchObject({ joker: true, challenged: 0 });

      await db
        .insert(rivals)
        .values({ challengerTeamId: w.teams.owls.id, challengedTeamId: w.teams.eagles.id });
      await t.app.changes.publish({ kind: 'teamSocial', eventId: w.event.id });
      expect(await owlsChecklist()).toMatchObject({ joker: true, challenged: 1 });
      expect(await owlsInOverview()).toMatchObject({ joker: true, challenged: 1 });

      await db.delete(rivals).where(eq(rivals.challengerTeamId, w.teams.owls.id));
      await db.delete(teamJokers).where(eq(teamJokers.teamId, w.teams.owls.id));
      await t.app.changes.publish({ kind: 'event', eventId: w.event.id });
      expect(await owlsChecklist()).toMatchObject({ joker: false, challenged: 0 });
    });
  });

  describe('editing the team', () => {
    it('lets a player of the team save it, stores blanks as empty and shows it on the page', async () => {
      const cookie = await cookieFor(w.people.mate.id, 'player', w.teams.sharks.id);
      const res = await post('/api/edit-team', cookie, { ...VALID_EDIT, bio: '   ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'teamSaved' });
      const form = (await get('/api/edit-team', cookie)).json();
      expect(form).toMatchObject({ name: 'Sharks United', slogan: 'Bite first', bio: null });
      expect(form.song_id).toBe(VALID_EDIT.song_id);
      const page = (await get('/api/team', await asSupporter(), w.teams.sharks.id)).json();
      expect(page).toMatchObject({ name: 'Sharks United', slogan: 'Bite first', bio: null });
      const listed = (await get('/api/teams', await asSupporter())).json().teams;
      expect(listed.map((team: { team_name: string }) => team.team_name)).toContain(
        'Sharks United',
      );
      await post('/api/edit-team', cookie, { name: 'Sharks', slogan: 'Swim fast' });
    });

    it("lets the company's admin edit any of its teams, and no one else", async () => {
      const ok = await post(
        '/api/edit-team',
        await asContact(),
        { name: 'Night Owls' },
        w.teams.owls.id,
      );
      expect(ok.statusCode).toBe(200);
      expect((await teamRow(w.teams.owls.id)).name).toBe('Night Owls');
      const before = await teamRow(w.teams.owls.id);
      for (const cookie of [
        await asEagle(),
        await cookieFor(w.people.rivalAdmin.id, 'contactPerson'),
        await cookieFor(w.people.employee.id, 'player'),
      ]) {
        const res = await post('/api/edit-team', cookie, { name: 'Stolen' }, w.teams.owls.id);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('notTeamManager');
        expect((await get('/api/edit-team', cookie, w.teams.owls.id)).statusCode).toBe(403);
      }
      expect(await teamRow(w.teams.owls.id)).toEqual(before);
    });

    it('refuses a change after the closing date, but still shows the form', async () => {
      const cookie = await cookieFor(w.people.mate.id, 'player', w.teams.lateTeam.id, w.closed.id);
      expect((await get('/api/edit-team', cookie)).statusCode).toBe(200);
      const res = await post('/api/edit-team', cookie, { name: 'Too Late' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('teamEditClosed');
      expect((await teamRow(w.teams.lateTeam.id)).name).toBe('Late Larks');
    });

    it.each([
      [{ name: '' }, 'name', 'fieldRequired'],
      [{ name: 'x'.repeat(51) }, 'name', 'fieldTooLong'],
      [{ name: 'Sharks', slogan: 'y'.repeat(51) }, 'slogan', 'fieldTooLong'],
      [{ name: 'Sharks', bio: 'z'.repeat(501) }, 'bio', 'fieldTooLong'],
      [{ name: 'Sharks', song_id: 'https://vimeo.com/123' }, 'song_id', 'teamInvalidSong'],
    ])('refuses %j with 400 at the field', async (body, field, message) => {
      const res = await post('/api/edit-team', await asCaptain(), body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    });

    it("refuses another team's name in the event with 409", async () => {
      const res = await post('/api/edit-team', await asCaptain(), { name: 'Eagles' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('teamNameTaken');
    });
  });

  describe('the team picture', () => {
    const upload = async (
      cookie: string,
      file: { headers: Record<string, string>; body: Buffer },
    ) =>
      t.app.inject({
        method: 'POST',
        url: '/api/upload-team-image',
        headers: { cookie, ...file.headers },
        payload: file.body,
      });
    const fileOf = (url: string) => path.join(t.config.dataDir, url.replace(/^\//, ''));

    it('stores a re-encoded picture without its GPS metadata, replaces it and deletes it', async () => {
      const cookie = await cookieFor(w.people.eagle.id, 'player', w.teams.eagles.id);
      const withGps = await sharp({
        create: { width: 80, height: 60, channels: 3, background: '#ff3366' },
      })
        .jpeg()
        .withExif({
          IFD0: { Make: 'PhoneMaker', Model: 'Pocket 3' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' },
        })
        .toBuffer();
      expect((await sharp(withGps).metadata()).exif).toBeDefined();
      const first = await upload(cookie, multipartFile(withGps, { contentType: 'image/jpeg' }));
      expect(first.statusCode).toBe(200);
      const url: string = first.json().photo_url;
      expect(url).toMatch(/^\/uploads\/teams\/[0-9a-f]{32}\.webp$/);
      const stored = await sharp(fs.readFileSync(fileOf(url))).metadata();
      expect(stored.format).toBe('webp');
      expect(stored.exif).toBeUndefined();
      expect((await get('/api/team', cookie)).json().picture).toBe(url);

      const second = (await upload(cookie, multipartFile(await testPicture()))).json().photo_url;
      expect(fs.existsSync(fileOf(url))).toBe(false);
      const removed = await post('/api/delete-team-image', cookie, {});
      expect(removed.json()).toEqual({ message: 'teamImageDeleted', photo_url: null });
      expect(fs.existsSync(fileOf(second))).toBe(false);
      expect((await teamRow(w.teams.eagles.id)).picture).toBeNull();
    });

    it.each([
      ['a renamed text file', Buffer.from('not a picture at all'), 415, 'notAnImage'],
      ['a 6 MB file', Buffer.alloc(6 * 1024 * 1024, 7), 413, 'imageTooLarge'],
    ])('refuses %s and keeps the picture', async (_, bytes, status, message) => {
      const before = (await teamRow(w.teams.sharks.id)).picture;
      const res = await upload(await asCaptain(), multipartFile(bytes, { filename: 'team.png' }));
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
      expect((await teamRow(w.teams.sharks.id)).picture).toBe(before);
    });

    it('refuses a player of another team before reading the picture', async () => {
      const folder = path.join(t.config.dataDir, 'uploads', 'teams');
      const before = fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
      const file = multipartFile(await testPicture());
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload-team-image',
        headers: {
          cookie: await asEagle(),
          otherteamid: String(w.teams.sharks.id),
          ...file.headers,
        },
        payload: file.body,
      });
      expect(res.statusCode).toBe(403);
      expect(fs.existsSync(folder) ? fs.readdirSync(folder).sort() : []).toEqual(before);
      const deleted = await post('/api/delete-team-image', await asEagle(), {}, w.teams.sharks.id);
      expect(deleted.statusCode).toBe(403);
      expect((await teamRow(w.teams.sharks.id)).picture).toBe('/uploads/teams/sharks.webp');
    });
  });
});
