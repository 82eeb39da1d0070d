/**
 * GET /badges: what the user's teams earned in every event — awards won by a team of theirs,
 * cheer milestones (first, 5, 10, …) and challenges played (1, 3, 5, 10) — newest first, each
 * dated when it was earned. Company awards and other teams' achievements are not the user's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addPlayer,
  addResult,
  createAward,
  createBattle,
  createCompany,
  createEvent,
  createScoreSession,
  createTeamWith,
  createUser,
  sessionCookieFor,
} from '../helpers/factories';
import { cheers } from '../../src/server/db/schema';
import type { Badge } from '../../src/shared/api/badges';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const hours = (n: number) => new Date(T0.getTime() + n * 3600_000);

describe.each(dbKinds)('badges on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(T0);
  });
  afterAll(() => t.close());

  async function badgesOf(userId: number): Promise<Badge[]> {
    const cookie = await sessionCookieFor(t.database.db, userId, T0, { role: null, eventId: null });
    const res = await t.app.inject({ method: 'GET', url: '/api/badges', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { badges: Badge[] }).badges;
  }

  /** A team of a new event with the user as its player. */
  async function teamOf(userId: number, eventName: string, teamName: string) {
    const db = t.database.db;
    const event = await createEvent(db, { name: eventName });
    const company = await createCompany(db, event.id);
    const team = await createTeamWith(db, event.id, company.id, { name: teamName });
    await addPlayer(db, team.id, userId);
    return { event, company, team };
  }

  /** `count` cheers for the team, one an hour from hour 1, by new users. */
  async function cheer(teamId: number, count: number) {
    for (let k = 1; k <= count; k++) {
      const fan = await createUser(t.database.db);
      await t.database.db.insert(cheers).values({ userId: fan.id, teamId, createdAt: hours(k) });
    }
  }

  /** `count` challenges played by the team, session k ending at hour 10 k. */
  async function play(eventId: number, teamId: number, count: number) {
    const battle = await createBattle(t.database.db, eventId);
    for (let k = 1; k <= count; k++) {
      const session = await createScoreSession(
        t.database.db,
        battle.id,
        hours(10 * k - 1),
        hours(10 * k),
      );
      // Saved when the session ended, as crew do.
      await addResult(t.database.db, session.id, teamId, {
        rank: 1,
        points: 10,
        updatedAt: hours(10 * k),
      });
    }
  }

  it('has no badges for a user without a team', async () => {
    const user = await createUser(t.database.db);
    expect(await badgesOf(user.id)).toEqual([]);
  });

  it('counts an award won by the user’s team, not a company award or another team’s', async () => {
    const db = t.database.db;
    const user = await createUser(db);
    const { event, company, team } = await teamOf(user.id, 'Summer Games', 'Sharks');
    const rivals = await createTeamWith(db, event.id, company.id, { name: 'Owls' });
    await createAward(db, event.id, 'BestTeamSpirit', { teamId: team.id });
    await createAward(db, event.id, 'FastestTeam', { teamId: rivals.id });
    await createAward(db, event.id, 'BestCompany', { companyId: company.id });

    const badges = await badgesOf(user.id);
    expect(badges).toHaveLength(1);
    expect(badges[0]).toMatchObject({
      kind: 'award',
      award_name: 'BestTeamSpirit',
      milestone: null,
      team_id: team.id,
      team_name: 'Sharks',
      event_name: 'Summer Games',
    });
    expect(badges[0].earned_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('gives the first cheer and each cheer milestone reached, dated by the cheer that reached it', async () => {
    const user = await createUser(t.database.db);
    const { team } = await teamOf(user.id, 'Cheer Games', 'Herons');
    await cheer(team.id, 6);

    const badges = await badgesOf(user.id);
    expect(badges.map((b) => [b.kind, b.milestone, b.earned_at])).toEqual([
      ['cheers', 5, hours(5).toISOString()],
      ['cheers', 1, hours(1).toISOString()],
    ]);
  });

  it('gives the challenges-played milestones, dated by the end of the challenge that reached it', async () => {
    const user = await createUser(t.database.db);
    const { event, team } = await teamOf(user.id, 'Race Day', 'Otters');
    await play(event.id, team.id, 4);
    const teammateless = await createTeamWith(t.database.db, event.id, team.companyId);
    await play(event.id, teammateless.id, 5);

    const badges = await badgesOf(user.id);
    expect(badges.map((b) => [b.kind, b.milestone, b.team_name, b.earned_at])).toEqual([
      ['challenges', 3, 'Otters', hours(30).toISOString()],
      ['challenges', 1, 'Otters', hours(10).toISOString()],
    ]);
  });

  it('gathers the badges of the user’s teams in every event, newest first', async () => {
    const db = t.database.db;
    const user = await createUser(db);
    const spring = await teamOf(user.id, 'Spring Cup', 'Larks');
    const autumn = await teamOf(user.id, 'Autumn Cup', 'Crows');
    await cheer(spring.team.id, 1);
    await play(autumn.event.id, autumn.team.id, 1);

    const badges = await badgesOf(user.id);
    expect(badges.map((b) => [b.kind, b.team_name, b.event_name])).toEqual([
      ['challenges', 'Crows', 'Autumn Cup'],
      ['cheers', 'Larks', 'Spring Cup'],
    ]);
    const other = await createUser(db);
    expect(await badgesOf(other.id)).toEqual([]);
  });

  it('refuses a caller without a session (401)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/badges' });
    expect(res.statusCode).toBe(401);
  });
});
