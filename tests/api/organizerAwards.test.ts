/**
 * The organizer console's prizes: awards (their winners are told), sponsors in the strip's order,
 * extra points (the team's points follow and its players are told) and the announcement of a
 * challenge to everyone taking part. Each change is audited and seen by players at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addCompanyAdmin,
  addPlayer,
  createBattleWith,
  createCompany,
  createUser,
  giveEventRole,
  sessionCookieFor,
} from '../helpers/factories';
import { createOrganizerWorld, sender, type OrganizerWorld } from '../helpers/organizer';
import { auditLog, awards, extraPoints, sponsors } from '../../src/server/db/schema';
import { storedAwardName } from '../../src/shared/api/organizerAwards';
import { awardNameSpacing } from '../../src/shared/eventRules';

const T0 = new Date('2030-06-01T08:00:00.000Z');

interface Notification {
  message_name: string;
  dynamic_key_1: string | null;
  dynamic_key_2: string | null;
  redirect_key_1: string | null;
}

describe('award names typed in the console', () => {
  it.each([
    ['Best Team Spirit', 'BestTeamSpirit'],
    ['  MVP   Award ', 'MVPAward'],
    ['Best of Show', 'Best ofShow'],
    ['Top 3', 'Top 3'],
    ['Team A', 'TeamA'],
    ['أفضل فريق', 'أفضل فريق'],
  ])('"%s" is stored as "%s" and /awards shows the words as typed', (typed, stored) => {
    expect(storedAwardName(typed)).toBe(stored);
    expect(awardNameSpacing(stored)).toBe(typed.trim().replace(/\s+/g, ' '));
  });
});

describe.each(dbKinds)('the organizer console prizes on %s', (kind) => {
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

  const auditOf = (eventId: number) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.eventId, eventId));
  const notificationsOf = async (cookie: string) =>
    ((await send(cookie, 'GET', '/api/notifications')).json() as { notifications: Notification[] })
      .notifications;
  /** A user of the event's team with a session of their own. */
  async function anotherPlayer(teamId = w.teamId) {
    const user = await createUser(t.database.db);
    await addPlayer(t.database.db, teamId, user.id);
    return sessionCookieFor(t.database.db, user.id, T0, {
      role: 'player',
      eventId: w.eventId,
      teamId,
    });
  }

  describe('awards', () => {
    it('an award shows at once on /awards, spaced as typed, and its team’s players are told', async () => {
      const teammate = await anotherPlayer();
      // Warm what players read, so the change has to drop it.
      expect((await send(w.player, 'GET', '/api/awards')).json().awards).toEqual([]);
      expect(await notificationsOf(w.player)).toEqual([]);

      const res = await send(w.organizer, 'POST', '/api/organizer/awards', {
        name: 'Best Team Spirit',
        winner_type: 'team',
        winner_id: w.teamId,
      });
      expect(res.statusCode).toBe(200);
      const { id, message } = res.json() as { id: number; message: string };
      expect(message).toBe('organizerCreated');

      expect((await send(w.player, 'GET', '/api/awards')).json().awards).toMatchObject([
        {
          id,
          name: 'BestTeamSpirit',
          winner_type: 'team',
          winner_id: w.teamId,
          winner_name: 'Lions',
        },
      ]);
      expect((await send(w.organizer, 'GET', '/api/organizer/awards')).json()).toEqual({
        awards: [
          {
            id,
            name: 'BestTeamSpirit',
            winner_type: 'team',
            winner_id: w.teamId,
            winner_name: 'Lions',
          },
        ],
      });
      for (const cookie of [w.player, teammate]) {
        expect(await notificationsOf(cookie)).toMatchObject([
          { message_name: 'award_won', dynamic_key_1: 'BestTeamSpirit', dynamic_key_2: 'Lions' },
        ]);
      }
      expect(await notificationsOf(w.supporter)).toEqual([]);
      expect(await auditOf(w.eventId)).toMatchObject([
        {
          userId: w.organizerId,
          action: 'create',
          entity: 'award',
          entityId: id,
          summary: 'Best Team Spirit: Lions',
        },
      ]);
    });

    it('a company award is shown with the company and tells the company’s admins', async () => {
      const db = t.database.db;
      const admin = await createUser(db);
      await addCompanyAdmin(db, w.companyId, admin.id);
      const adminCookie = await sessionCookieFor(db, admin.id, T0, {
        role: 'contactPerson',
        eventId: w.eventId,
      });
      const res = await send(w.organizer, 'POST', '/api/organizer/awards', {
        name: 'Greenest Company',
        winner_type: 'company',
        winner_id: w.companyId,
      });
      expect(res.statusCode).toBe(200);
      const [shown] = (await send(w.player, 'GET', '/api/awards')).json().awards as {
        name: string;
        winner_type: string;
        winner_id: number;
      }[];
      expect(shown).toMatchObject({
        name: 'GreenestCompany',
        winner_type: 'company',
        winner_id: w.companyId,
      });
      expect(await notificationsOf(adminCookie)).toMatchObject([
        { message_name: 'award_won', dynamic_key_1: 'GreenestCompany' },
      ]);
      expect(await notificationsOf(w.player)).toEqual([]);
    });

    it('an award taken back disappears from /awards and is audited', async () => {
      const { id } = (
        await send(w.organizer, 'POST', '/api/organizer/awards', {
          name: 'Fastest Feet',
          winner_type: 'team',
          winner_id: w.teamId,
        })
      ).json() as { id: number };
      const removed = await send(w.organizer, 'DELETE', `/api/organizer/awards?id=${id}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ message: 'organizerDeleted' });
      expect((await send(w.player, 'GET', '/api/awards')).json().awards).toEqual([]);
      expect((await auditOf(w.eventId)).map((e) => `${e.action} ${e.entity} ${e.summary}`)).toEqual(
        expect.arrayContaining(['delete award Fastest Feet']),
      );
    });

    it('refuses another event’s team, a company not taking part, and the same award twice', async () => {
      const other = await createOrganizerWorld(t, T0);
      const outsider = await createCompany(t.database.db);
      for (const [winner_type, winner_id] of [
        ['team', other.teamId],
        ['company', other.companyId],
        ['company', outsider.id],
        ['team', 2_000_000_000],
      ] as const) {
        const res = await send(w.organizer, 'POST', '/api/organizer/awards', {
          name: 'Best Team Spirit',
          winner_type,
          winner_id,
        });
        expect(res.statusCode, `${winner_type} ${winner_id}`).toBe(404);
        expect(res.json()).toEqual({ message: 'organizerItemNotFound' });
      }
      const award = { name: 'Best Team Spirit', winner_type: 'team', winner_id: w.teamId };
      expect((await send(w.organizer, 'POST', '/api/organizer/awards', award)).statusCode).toBe(
        200,
      );
      const twice = await send(w.organizer, 'POST', '/api/organizer/awards', {
        ...award,
        name: 'BestTeamSpirit',
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ message: 'awardAlreadyGiven' });
      expect(await notificationsOf(w.player)).toHaveLength(1);
      expect(
        await t.database.db.select().from(awards).where(eq(awards.eventId, w.eventId)),
      ).toHaveLength(1);
    });

    it('refuses a blank or long name and an unknown winner type, naming the field', async () => {
      for (const [bad, field] of [
        [{ name: '   ' }, 'fieldRequired'],
        [{ name: 'x'.repeat(51) }, 'fieldTooLong'],
        [{ winner_type: 'house' }, 'winner_type'],
        [{ winner_id: 0 }, 'invalidId'],
      ] as [Record<string, unknown>, string][]) {
        const res = await send(w.organizer, 'POST', '/api/organizer/awards', {
          name: 'Best Team Spirit',
          winner_type: 'team',
          winner_id: w.teamId,
          ...bad,
        });
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(JSON.stringify(res.json())).toContain(field);
      }
      expect(await auditOf(w.eventId)).toEqual([]);
    });

    it('another event’s award cannot be taken back', async () => {
      const other = await createOrganizerWorld(t, T0);
      const { id } = (
        await send(other.organizer, 'POST', '/api/organizer/awards', {
          name: 'Theirs',
          winner_type: 'team',
          winner_id: other.teamId,
        })
      ).json() as { id: number };
      const res = await send(w.organizer, 'DELETE', `/api/organizer/awards?id=${id}`);
      expect(res.statusCode).toBe(404);
      expect((await send(other.player, 'GET', '/api/awards')).json().awards).toHaveLength(1);
    });
  });

  describe('sponsors', () => {
    it('sponsors show on /sponsors in the organizer’s order, and follow a reorder and a removal', async () => {
      const db = t.database.db;
      const second = await createCompany(db, w.eventId);
      expect((await send(w.player, 'GET', '/api/sponsors')).json().sponsors).toEqual([]);

      const byCompany = await send(w.organizer, 'POST', '/api/organizer/sponsors', {
        company_id: w.companyId,
        photo_url: null,
      });
      expect(byCompany.statusCode).toBe(200);
      const byPicture = await send(w.organizer, 'POST', '/api/organizer/sponsors', {
        company_id: null,
        photo_url: 'https://cdn.example.org/logo.png',
      });
      const both = await send(w.organizer, 'POST', '/api/organizer/sponsors', {
        company_id: second.id,
        photo_url: 'https://cdn.example.org/second.png',
      });
      const [a, b, c] = [byCompany, byPicture, both].map(
        (res) => (res.json() as { id: number }).id,
      );

      expect((await send(w.player, 'GET', '/api/sponsors')).json().sponsors).toMatchObject([
        { id: w.companyId },
        { id: null, photo_url: 'https://cdn.example.org/logo.png', name: null },
        { id: second.id, photo_url: 'https://cdn.example.org/second.png', name: second.name },
      ]);
      expect(
        (await send(w.organizer, 'GET', '/api/organizer/sponsors')).json().sponsors,
      ).toMatchObject([
        { id: a, company_id: w.companyId, position: 0 },
        { id: b, company_id: null, company_name: null, position: 1 },
        { id: c, company_id: second.id, company_name: second.name, position: 2 },
      ]);

      const reordered = await send(w.organizer, 'PUT', '/api/organizer/sponsors', {
        ids: [c, a, b],
      });
      expect(reordered.statusCode).toBe(200);
      expect(
        (
          (await send(w.player, 'GET', '/api/sponsors')).json().sponsors as { id: number | null }[]
        ).map((s) => s.id),
      ).toEqual([second.id, w.companyId, null]);

      expect(
        (await send(w.organizer, 'DELETE', `/api/organizer/sponsors?id=${a}`)).statusCode,
      ).toBe(200);
      expect(
        (
          (await send(w.player, 'GET', '/api/sponsors')).json().sponsors as { id: number | null }[]
        ).map((s) => s.id),
      ).toEqual([second.id, null]);
      expect((await auditOf(w.eventId)).map((e) => `${e.action} ${e.entity}`).sort()).toEqual([
        'create sponsor',
        'create sponsor',
        'create sponsor',
        'delete sponsor',
        'reorder sponsor',
      ]);
    });

    it('refuses a sponsor with neither company nor picture, a link that is not https, and names the field', async () => {
      for (const [body, message] of [
        [{ company_id: null, photo_url: null }, 'sponsorNeedsCompanyOrPicture'],
        [{ company_id: null, photo_url: '  ' }, 'sponsorNeedsCompanyOrPicture'],
        [{ company_id: null, photo_url: 'http://cdn.example.org/logo.png' }, 'invalidPictureLink'],
        [{ company_id: null, photo_url: 'javascript:alert(1)' }, 'invalidPictureLink'],
        [
          { company_id: null, photo_url: 'https://user:pw@example.org/a.png' },
          'invalidPictureLink',
        ],
        [{ company_id: -1, photo_url: null }, 'invalidId'],
      ] as const) {
        const res = await send(w.organizer, 'POST', '/api/organizer/sponsors', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(JSON.stringify(res.json())).toContain(message);
      }
      expect(
        await t.database.db.select().from(sponsors).where(eq(sponsors.eventId, w.eventId)),
      ).toEqual([]);
    });

    it('refuses a company not taking part, the same company twice, and another event’s sponsor', async () => {
      const outsider = await createCompany(t.database.db);
      const res = await send(w.organizer, 'POST', '/api/organizer/sponsors', {
        company_id: outsider.id,
        photo_url: null,
      });
      expect(res.statusCode).toBe(404);
      const sponsor = { company_id: w.companyId, photo_url: null };
      expect((await send(w.organizer, 'POST', '/api/organizer/sponsors', sponsor)).statusCode).toBe(
        200,
      );
      const twice = await send(w.organizer, 'POST', '/api/organizer/sponsors', sponsor);
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ message: 'sponsorAlreadyListed' });

      const other = await createOrganizerWorld(t, T0);
      const { id: theirs } = (
        await send(other.organizer, 'POST', '/api/organizer/sponsors', {
          company_id: other.companyId,
          photo_url: null,
        })
      ).json() as { id: number };
      expect(
        (await send(w.organizer, 'DELETE', `/api/organizer/sponsors?id=${theirs}`)).statusCode,
      ).toBe(404);
      expect((await send(other.player, 'GET', '/api/sponsors')).json().sponsors).toHaveLength(1);
    });

    it('refuses an order naming another event’s sponsor, one missing a sponsor, or one twice', async () => {
      const add = async (photo: string) =>
        (
          (
            await send(w.organizer, 'POST', '/api/organizer/sponsors', {
              company_id: null,
              photo_url: `https://cdn.example.org/${photo}.png`,
            })
          ).json() as { id: number }
        ).id;
      const [a, b] = [await add('a'), await add('b')];
      const other = await createOrganizerWorld(t, T0);
      const { id: theirs } = (
        await send(other.organizer, 'POST', '/api/organizer/sponsors', {
          company_id: null,
          photo_url: 'https://cdn.example.org/theirs.png',
        })
      ).json() as { id: number };

      const foreign = await send(w.organizer, 'PUT', '/api/organizer/sponsors', {
        ids: [b, a, theirs],
      });
      expect(foreign.statusCode).toBe(404);
      const missing = await send(w.organizer, 'PUT', '/api/organizer/sponsors', { ids: [b] });
      expect(missing.statusCode).toBe(409);
      expect(missing.json()).toEqual({ message: 'sponsorOrderStale' });
      const twice = await send(w.organizer, 'PUT', '/api/organizer/sponsors', { ids: [b, b, a] });
      expect(twice.statusCode).toBe(400);
      const empty = await send(w.organizer, 'PUT', '/api/organizer/sponsors', { ids: [] });
      expect(empty.statusCode).toBe(400);
      expect(
        (
          (await send(w.organizer, 'GET', '/api/organizer/sponsors')).json().sponsors as {
            id: number;
          }[]
        ).map((s) => s.id),
      ).toEqual([a, b]);
    });
  });

  describe('extra points', () => {
    const pointsOf = async (cookie: string) =>
      (await send(cookie, 'GET', '/api/team_points')).json() as {
        points: number;
        battle_points: number;
        extra_points: number;
      };
    const leaderboardPoints = async (cookie: string) =>
      (
        (await send(cookie, 'GET', '/api/leaderboard')).json() as {
          teams: { team_id: number; points: number }[];
        }
      ).teams.find((team) => team.team_id === w.teamId)?.points;

    it('extra points change the team’s points and the leaderboard at once and tell its players', async () => {
      expect(await pointsOf(w.player)).toEqual({ points: 0, battle_points: 0, extra_points: 0 });
      expect(await leaderboardPoints(w.supporter)).toBe(0);
      expect(await notificationsOf(w.player)).toEqual([]);

      const res = await send(w.organizer, 'POST', '/api/organizer/extra-points', {
        team_id: w.teamId,
        points: 15,
        reason: 'Best costumes',
      });
      expect(res.statusCode).toBe(200);
      const { id } = res.json() as { id: number };
      await send(w.organizer, 'POST', '/api/organizer/extra-points', {
        team_id: w.teamId,
        points: -5,
        reason: 'Late at the start',
      });

      expect(await pointsOf(w.player)).toEqual({ points: 10, battle_points: 0, extra_points: 10 });
      expect(await leaderboardPoints(w.supporter)).toBe(10);
      expect(await notificationsOf(w.player)).toMatchObject([
        {
          message_name: 'bonus_points_awarded',
          dynamic_key_1: '-5',
          dynamic_key_2: 'Late at the start',
          redirect_key_1: String(w.teamId),
        },
        {
          message_name: 'bonus_points_awarded',
          dynamic_key_1: '15',
          dynamic_key_2: 'Best costumes',
        },
      ]);
      const list = (await send(w.organizer, 'GET', '/api/organizer/extra-points')).json() as {
        extra_points: {
          id: number;
          team_name: string;
          points: number;
          reason: string;
          created_at: string;
        }[];
      };
      expect(list.extra_points).toHaveLength(2);
      expect(list.extra_points.find((x) => x.id === id)).toEqual({
        id,
        team_id: w.teamId,
        team_name: 'Lions',
        points: 15,
        reason: 'Best costumes',
        created_at: T0.toISOString(),
      });

      expect(
        (await send(w.organizer, 'DELETE', `/api/organizer/extra-points?id=${id}`)).statusCode,
      ).toBe(200);
      expect(await pointsOf(w.player)).toEqual({ points: -5, battle_points: 0, extra_points: -5 });
      expect(await leaderboardPoints(w.supporter)).toBe(-5);
      expect(
        (await auditOf(w.eventId)).map((e) => `${e.action} ${e.entity} ${e.summary}`).sort(),
      ).toEqual([
        'create extraPoints Lions +15: Best costumes',
        'create extraPoints Lions -5: Late at the start',
        'delete extraPoints Lions +15: Best costumes',
      ]);
    });

    it('refuses zero, more than 1000, a fraction, a blank or long reason, naming the field', async () => {
      for (const [bad, message] of [
        [{ points: 0 }, 'extraPointsNotZero'],
        [{ points: 1001 }, 'invalidNumber'],
        [{ points: -1001 }, 'invalidNumber'],
        [{ points: 2.5 }, 'invalidNumber'],
        [{ points: '5' }, 'invalidNumber'],
        [{ reason: '  ' }, 'fieldRequired'],
        [{ reason: 'x'.repeat(101) }, 'fieldTooLong'],
      ] as [Record<string, unknown>, string][]) {
        const res = await send(w.organizer, 'POST', '/api/organizer/extra-points', {
          team_id: w.teamId,
          points: 5,
          reason: 'Fair play',
          ...bad,
        });
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(JSON.stringify(res.json())).toContain(message);
      }
      const longest = await send(w.organizer, 'POST', '/api/organizer/extra-points', {
        team_id: w.teamId,
        points: -1000,
        reason: 'x'.repeat(100),
      });
      expect(longest.statusCode).toBe(200);
      expect(
        await t.database.db.select().from(extraPoints).where(eq(extraPoints.teamId, w.teamId)),
      ).toHaveLength(1);
    });

    it('another event’s team gets no points from here, and its points cannot be taken back', async () => {
      const other = await createOrganizerWorld(t, T0);
      const res = await send(w.organizer, 'POST', '/api/organizer/extra-points', {
        team_id: other.teamId,
        points: 5,
        reason: 'Nice try',
      });
      expect(res.statusCode).toBe(404);
      expect(await notificationsOf(other.player)).toEqual([]);
      const { id } = (
        await send(other.organizer, 'POST', '/api/organizer/extra-points', {
          team_id: other.teamId,
          points: 5,
          reason: 'Theirs',
        })
      ).json() as { id: number };
      expect(
        (await send(w.organizer, 'DELETE', `/api/organizer/extra-points?id=${id}`)).statusCode,
      ).toBe(404);
      expect((await send(other.player, 'GET', '/api/team_points')).json().extra_points).toBe(5);
      expect(await auditOf(w.eventId)).toEqual([]);
    });
  });

  describe('announcements', () => {
    it('an announcement reaches every player and supporter of the event, numbered, once each', async () => {
      const db = t.database.db;
      await createBattleWith(db, w.eventId, { name: 'Tug of War' });
      const second = await createBattleWith(db, w.eventId, { name: 'Raft Race' });
      // The supporter entered the event; the organizer is not told what they announce.
      const fan = await createUser(db);
      await giveEventRole(db, fan.id, w.eventId, 'supporter');
      const fanCookie = await sessionCookieFor(db, fan.id, T0, {
        role: 'supporter',
        eventId: w.eventId,
      });
      const teammate = await anotherPlayer();
      expect(await notificationsOf(fanCookie)).toEqual([]);

      const res = await send(w.organizer, 'POST', '/api/organizer/announcements', {
        battle_id: second.id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'challengeAnnounced', recipients: 3 });

      for (const cookie of [w.player, teammate, fanCookie]) {
        expect(await notificationsOf(cookie)).toEqual([
          expect.objectContaining({
            message_name: 'challenge_announced',
            dynamic_key_1: 'Raft Race',
            dynamic_key_2: '2',
          }),
        ]);
      }
      expect(await notificationsOf(w.organizer)).toEqual([]);
      expect(await notificationsOf(w.supporter)).toEqual([]);
      expect(await auditOf(w.eventId)).toMatchObject([
        {
          action: 'announce',
          entity: 'announcement',
          entityId: second.id,
          summary: 'Raft Race (3)',
        },
      ]);
    });

    it('another event’s challenge cannot be announced, and a bad id is refused', async () => {
      const other = await createOrganizerWorld(t, T0);
      const theirs = await createBattleWith(t.database.db, other.eventId, { name: 'Ice Race' });
      const res = await send(w.organizer, 'POST', '/api/organizer/announcements', {
        battle_id: theirs.id,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'organizerItemNotFound' });
      expect(await notificationsOf(other.player)).toEqual([]);
      for (const battle_id of [0, 'x', null]) {
        const bad = await send(w.organizer, 'POST', '/api/organizer/announcements', { battle_id });
        expect(bad.statusCode).toBe(400);
      }
      expect(await auditOf(w.eventId)).toEqual([]);
    });
  });

  it('nobody but the event’s organizer reaches the prizes', async () => {
    for (const cookie of [w.player, w.supporter]) {
      for (const path of ['awards', 'sponsors', 'extra-points']) {
        expect((await send(cookie, 'GET', `/api/organizer/${path}`)).statusCode).toBe(403);
      }
    }
  });
});
