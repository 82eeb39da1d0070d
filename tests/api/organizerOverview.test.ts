/**
 * The organizer console's overview, mail log and branding: the event at a glance (results
 * missing per battle, teams not ready, cheers, ratings, mails that failed), every mail's outcome
 * logged (a failed send never passes silently, and never undoes the change that sent it), and
 * the colours of the host the organizer uses, served at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addPlayer,
  addResult,
  assignCrew,
  createBattleWith,
  createScoreSession,
  createTeamWith,
  createUser,
  sessionCookieFor,
  setTeamJoker,
} from '../helpers/factories';
import { createOrganizerWorld, sender, type OrganizerWorld } from '../helpers/organizer';
import {
  auditLog,
  branding,
  eventRoles,
  events,
  mailLog,
  rivals,
} from '../../src/server/db/schema';
import { blankCrewResult, crewScoreFields, type CrewFormResult } from '../../src/shared/api/crew';
import type {
  MailLogEntry,
  OrganizerOverviewResponse,
} from '../../src/shared/api/organizerOverview';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const hour = 3600_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(dbKinds)('the organizer console overview, mails and branding on %s', (kind) => {
  let t: TestApp;
  let w: OrganizerWorld;
  let send: ReturnType<typeof sender>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(T0);
    send = sender(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    w = await createOrganizerWorld(t, T0);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const overview = async () => {
    const res = await send(w.organizer, 'GET', '/api/organizer/overview');
    expect(res.statusCode).toBe(200);
    return res.json() as OrganizerOverviewResponse;
  };
  const mailLogOf = async () => {
    const res = await send(w.organizer, 'GET', '/api/organizer/mail-log');
    expect(res.statusCode).toBe(200);
    return (res.json() as { mails: MailLogEntry[] }).mails;
  };
  const auditOf = (eventId: number) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.eventId, eventId));
  const addCompany = (name: string, email: string) =>
    send(w.organizer, 'POST', '/api/organizer/companies', {
      name,
      contact_first_name: 'Cora',
      contact_last_name: 'Contact',
      contact_email: email,
    });

  describe('mails', () => {
    it('an invitation that fails to send is logged as failed, at error level, on the mail log and the overview, and the company is still added', async () => {
      const error = vi.spyOn(t.app.log, 'error');
      vi.spyOn(t.mailbox, 'send').mockRejectedValueOnce(new Error('SMTP connection refused'));

      const res = await addCompany('Broken Mail Ltd', 'cora.broken@example.test');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'organizerCreated' });

      // The change committed: the company is there, whatever happened to the mail.
      const companies = (await send(w.organizer, 'GET', '/api/organizer/companies')).json()
        .companies as { name: string }[];
      expect(companies.map((c) => c.name)).toContain('Broken Mail Ltd');
      // Mails leave after the answer: wait for the outcome to be written.
      await vi.waitFor(async () => expect(await mailLogOf()).toHaveLength(1));
      expect(await mailLogOf()).toEqual([
        {
          id: expect.any(Number),
          recipient: 'cora.broken@example.test',
          subject: expect.any(String),
          sent: false,
          error: 'SMTP connection refused',
          created_at: T0.toISOString(),
        },
      ]);
      expect((await overview()).mails).toEqual({ failed: 1, sent: 0 });
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ to: 'cora.broken@example.test', eventId: w.eventId }),
        'mail failed',
      );
    });

    it('an invitation that goes out is logged as sent, newest first, and counted on the overview', async () => {
      expect((await overview()).mails).toEqual({ failed: 0, sent: 0 });
      expect((await addCompany('Post Office', 'cora.first@example.test')).statusCode).toBe(200);
      await vi.waitFor(async () => expect(await mailLogOf()).toHaveLength(1));
      t.clock.set(at(60_000));
      expect((await addCompany('Second Post', 'cora.second@example.test')).statusCode).toBe(200);
      await vi.waitFor(async () => expect(await mailLogOf()).toHaveLength(2));
      t.clock.set(T0);

      const mails = await mailLogOf();
      expect(mails.map((m) => [m.recipient, m.sent, m.error])).toEqual([
        ['cora.second@example.test', true, null],
        ['cora.first@example.test', true, null],
      ]);
      const delivered = t.mailbox.mails.find((m) => m.to === 'cora.first@example.test');
      expect(mails[1].subject).toBe(delivered?.subject);
      expect((await overview()).mails).toEqual({ failed: 0, sent: 2 });
    });

    it('a mail of the way in is sent but kept out of the mail log, which would tell who has an account', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          firstName: 'Nora',
          lastName: 'Noevent',
          email: 'nora.noevent@example.test',
          password: 'Secret!123',
        },
      });
      expect(res.statusCode).toBe(200);
      await vi.waitFor(() =>
        expect(t.mailbox.mails.some((mail) => mail.to === 'nora.noevent@example.test')).toBe(true),
      );
      // An invitation sent after it is logged: by then the first mail's row would be there too.
      expect((await addCompany('Later Ltd', 'cora.later@example.test')).statusCode).toBe(200);
      await vi.waitFor(async () => expect(await mailLogOf()).toHaveLength(1));
      const rows = await t.database.db
        .select()
        .from(mailLog)
        .where(eq(mailLog.recipient, 'nora.noevent@example.test'));
      expect(rows).toEqual([]);
      expect((await overview()).mails).toEqual({ failed: 0, sent: 1 });
    });
  });

  describe('the overview', () => {
    /** Two more teams, a battle whose one session has ended, crewed by Carla. */
    async function battleDay() {
      const db = t.database.db;
      const tigers = await createTeamWith(db, w.eventId, w.companyId, { name: 'Tigers' });
      const bears = await createTeamWith(db, w.eventId, w.companyId, { name: 'Bears' });
      const tug = await createBattleWith(db, w.eventId, { name: 'Tug of War', time1Label: 'Time' });
      const heat = await createScoreSession(db, tug.id, at(-2 * hour), at(-hour));
      const raft = await createBattleWith(db, w.eventId, { name: 'Raft Race' });
      await createScoreSession(db, raft.id, at(hour), at(2 * hour));
      const carla = await createUser(db, { firstName: 'Carla', lastName: 'Crew' });
      await assignCrew(db, carla.id, tug.id);
      const crew = await sessionCookieFor(db, carla.id, T0, { role: 'crew', eventId: w.eventId });
      return { teams: { lions: { id: w.teamId }, tigers, bears }, tug, heat, raft, crew };
    }

    const card = (team: { id: number }, over: Partial<CrewFormResult>) =>
      blankCrewResult(team.id, over);

    it('counts the results missing from an ended session after the crew saved part of it', async () => {
      const day = await battleDay();
      expect((await overview()).battles).toEqual([
        {
          id: day.raft.id,
          name: 'Raft Race',
          sessions: 1,
          sessions_complete: 0,
          results_missing: 0,
        },
        {
          id: day.tug.id,
          name: 'Tug of War',
          sessions: 1,
          sessions_complete: 0,
          results_missing: 3,
        },
      ]);

      const partial = await send(
        day.crew,
        'POST',
        '/api/crew-score',
        crewScoreFields(day.heat.id, 0, [card(day.teams.lions, { rank: '1', time1: '01:02:345' })]),
      );
      expect(partial.statusCode).toBe(200);
      const tugOf = async () => (await overview()).battles.find((b) => b.id === day.tug.id);
      expect(await tugOf()).toMatchObject({ sessions_complete: 0, results_missing: 2 });

      // A result entered without its time is still missing.
      await addResult(t.database.db, day.heat.id, day.teams.tigers.id, { rank: 2 });
      expect(await tugOf()).toMatchObject({ sessions_complete: 0, results_missing: 2 });

      const rest = await send(
        day.crew,
        'POST',
        '/api/crew-score',
        crewScoreFields(day.heat.id, (partial.json() as { version: number }).version, [
          card(day.teams.tigers, { rank: '2', time1: '01:05:000' }),
          card(day.teams.bears, { rank: '3', isDisqualified: true }),
        ]),
      );
      expect(rest.statusCode).toBe(200);
      expect(await tugOf()).toEqual({
        id: day.tug.id,
        name: 'Tug of War',
        sessions: 1,
        sessions_complete: 1,
        results_missing: 0,
      });
    });

    it('lists the teams not ready, least ready first, with their missing items', async () => {
      const db = t.database.db;
      await db.update(events).set({ maxPlayers: 1 }).where(eq(events.id, w.eventId));
      const ready = await createTeamWith(db, w.eventId, w.companyId, {
        name: 'Tigers',
        picture: '/uploads/teams/tigers.webp',
        slogan: 'Roar',
        bio: 'Striped and ready.',
        songUrl: 'https://www.youtube.com/watch?v=abc',
      });
      const captain = await createUser(db);
      await addPlayer(db, ready.id, captain.id, true);
      const battle = await createBattleWith(db, w.eventId, { isJoker: true });
      await setTeamJoker(db, ready.id, battle.id, w.eventId);
      await db.insert(rivals).values({ challengerTeamId: ready.id, challengedTeamId: w.teamId });
      const empty = await createTeamWith(db, w.eventId, w.companyId, { name: 'Bears' });

      const answer = await overview();
      expect(answer.team_count).toBe(3);
      expect(answer.teams_not_ready).toEqual([
        {
          id: empty.id,
          name: 'Bears',
          readiness: 0,
          missing: ['captain', 'players', 'photo', 'slogan', 'bio', 'song', 'joker', 'challenged'],
        },
        {
          id: w.teamId,
          name: 'Lions',
          readiness: 25,
          missing: ['photo', 'slogan', 'bio', 'song', 'joker', 'challenged'],
        },
      ]);
    });

    it('counts cheers and the teams cheered, and the ratings of each battle', async () => {
      const db = t.database.db;
      await db
        .update(events)
        .set({ cheersStartTime: at(-hour), cheersEndTime: at(hour) })
        .where(eq(events.id, w.eventId));
      const tigers = await createTeamWith(db, w.eventId, w.companyId, {
        name: 'Tigers',
        picture: '/uploads/teams/tigers.webp',
      });
      const fan = await createUser(db);
      const fanCookie = await sessionCookieFor(db, fan.id, T0, {
        role: 'supporter',
        eventId: w.eventId,
      });
      expect((await overview()).cheers).toEqual({ total: 0, teams_cheered: 0 });
      for (const cookie of [w.supporter, fanCookie, w.player]) {
        const cheer = await send(cookie, 'PUT', '/api/put-cheer', {
          team_id: tigers.id,
          comment: '',
        });
        expect(cheer.statusCode).toBe(200);
      }
      expect((await overview()).cheers).toEqual({ total: 3, teams_cheered: 1 });

      const tug = await createBattleWith(db, w.eventId, { name: 'Tug of War' });
      const heat = await createScoreSession(db, tug.id, at(-2 * hour), at(-hour));
      await addResult(db, heat.id, w.teamId, { rank: 1 });
      const mate = await createUser(db);
      await addPlayer(db, w.teamId, mate.id);
      const mateCookie = await sessionCookieFor(db, mate.id, T0, {
        role: 'player',
        eventId: w.eventId,
        teamId: w.teamId,
      });
      expect((await overview()).ratings).toEqual([
        {
          battle_id: tug.id,
          name: 'Tug of War',
          count: 0,
          crew_average: null,
          challenge_average: null,
        },
      ]);
      for (const [cookie, crew, challenge] of [
        [w.player, 4, 5],
        [mateCookie, 3, 2],
      ] as const) {
        const rated = await send(cookie, 'POST', '/api/rate-crew-challenge', {
          score_id: heat.id,
          crew_rating: crew,
          challenge_rating: challenge,
        });
        expect(rated.statusCode).toBe(200);
      }
      expect((await overview()).ratings).toEqual([
        {
          battle_id: tug.id,
          name: 'Tug of War',
          count: 2,
          crew_average: 3.5,
          challenge_average: 3.5,
        },
      ]);
    });

    it('shows only the chosen event', async () => {
      const other = await createOrganizerWorld(t, T0);
      await createBattleWith(t.database.db, other.eventId, { name: 'Elsewhere' });
      const answer = await overview();
      expect(answer.battles).toEqual([]);
      expect(answer.team_count).toBe(1);
    });
  });

  describe('branding', () => {
    /** PUBLIC_URL's host (http://app.test): the one host the console may give a first row. */
    const HOST = 'app.test';
    // A host's colours are every event's: the organizer runs every event the tests made.
    beforeEach(async () => {
      const everyEvent = await t.database.db.select({ id: events.id }).from(events);
      await t.database.db
        .insert(eventRoles)
        .values(
          everyEvent.map((e) => ({
            userId: w.organizerId,
            eventId: e.id,
            role: 'organizer' as const,
          })),
        )
        .onConflictDoNothing();
    });
    const asOrganizerOn = (host: string, method: 'GET' | 'PUT', payload?: unknown) =>
      t.app.inject({
        method,
        url: '/api/organizer/branding',
        headers: { cookie: w.organizer, host },
        ...(payload === undefined ? {} : { payload: payload as Record<string, string> }),
      });
    const publicBranding = async (host: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/branding', headers: { host } })).json();

    it('saved colours show at once on /api/branding for that host and not for another, audited', async () => {
      await t.database.db.delete(branding).where(eq(branding.host, HOST));
      // Warm what every visitor reads, so the save has to drop it.
      expect(await publicBranding(`${HOST}:8080`)).toMatchObject({ primary_color: '#FF784B' });
      expect((await asOrganizerOn(HOST, 'GET')).json()).toEqual({
        host: HOST,
        own: false,
        primary_color: '#FF784B',
        secondary_color: '#002335',
        fav_icon: '/favicon.svg',
        share_picture: '/share.png',
      });

      const saved = await asOrganizerOn(HOST, 'PUT', {
        primary_color: '#2563eb',
        secondary_color: '#0B1B3F',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ message: 'organizerSaved' });

      expect(await publicBranding(`${HOST}:8080`)).toEqual({
        primary_color: '#2563EB',
        secondary_color: '#0B1B3F',
        fav_icon: '/favicon.svg',
        share_picture: '/share.png',
      });
      expect(await publicBranding('other.example')).toMatchObject({
        primary_color: '#FF784B',
        secondary_color: '#002335',
      });
      expect((await asOrganizerOn(HOST, 'GET')).json()).toMatchObject({
        host: HOST,
        own: true,
        primary_color: '#2563EB',
      });

      const again = await asOrganizerOn(HOST, 'PUT', {
        primary_color: '#15803D',
        secondary_color: '#0B1B3F',
      });
      expect(again.statusCode).toBe(200);
      expect(await publicBranding(HOST)).toMatchObject({ primary_color: '#15803D' });

      const [row] = await t.database.db.select().from(branding).where(eq(branding.host, HOST));
      expect(
        (await auditOf(w.eventId)).map((e) => [e.action, e.entity, e.entityId, e.userId]),
      ).toEqual([
        ['create', 'branding', row.id, w.organizerId],
        ['update', 'branding', row.id, w.organizerId],
      ]);
      expect((await auditOf(w.eventId))[1].summary).toBe(`${HOST} · #15803D / #0B1B3F`);
    });

    it("a new host's row keeps the default row's pictures", async () => {
      await t.database.db.delete(branding).where(eq(branding.host, HOST));
      await t.database.db
        .insert(branding)
        .values({
          host: '*',
          primaryColor: '#FF784B',
          secondaryColor: '#002335',
          favIcon: '/uploads/star.svg',
          sharePicture: '/uploads/share-star.png',
        })
        .onConflictDoNothing();
      const res = await asOrganizerOn(HOST, 'PUT', {
        primary_color: '#7C3AED',
        secondary_color: '#1E1B4B',
      });
      expect(res.statusCode).toBe(200);
      expect(await publicBranding(HOST)).toEqual({
        primary_color: '#7C3AED',
        secondary_color: '#1E1B4B',
        fav_icon: '/uploads/star.svg',
        share_picture: '/uploads/share-star.png',
      });
    });

    it('a colour that is not #RRGGBB is refused on its field and nothing changes', async () => {
      const res = await asOrganizerOn('refused.example', 'PUT', {
        primary_color: 'orange',
        secondary_color: '#0B1B3F',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fields: { primary_color: 'invalidColor' } });
      expect(
        await t.database.db.select().from(branding).where(eq(branding.host, 'refused.example')),
      ).toEqual([]);
      expect(await auditOf(w.eventId)).toEqual([]);
    });

    it('the default branding of every other host is not changed from the console', async () => {
      const res = await asOrganizerOn('*', 'PUT', {
        primary_color: '#000000',
        secondary_color: '#FFFFFF',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'brandingDefaultHost' });
      expect(await publicBranding('untouched.example')).not.toMatchObject({
        primary_color: '#000000',
      });
      expect(await auditOf(w.eventId)).toEqual([]);
    });
  });
});
