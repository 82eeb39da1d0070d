/**
 * The reveal on the big screen (issue 41): only organizers read and drive it; it starts only
 * from a published quarter and fixes its steps (the final standings from the last place up,
 * the podium one team at a time, the awards between steps, the points won since the quarter);
 * next and back stay within its steps; while it runs every other viewer keeps the quarter's
 * standings, and ending it withdraws the quarter so everyone catches up at once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { createAward, createTeamWith, createUser, sessionCookieFor } from '../helpers/factories';
import { createOrganizerWorld, sender, type OrganizerWorld } from '../helpers/organizer';
import { auditLog, companies, extraPoints } from '../../src/server/db/schema';
import type { RevealFrame, RevealState } from '../../src/shared/api/reveal';

const T0 = new Date('2030-06-01T12:00:00.000Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

describe.each(dbKinds)('the reveal on the big screen on %s', (kind) => {
  let t: TestApp;
  let w: OrganizerWorld;
  let send: ReturnType<typeof sender>;
  let crew: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    send = sender(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(T0);
    w = await createOrganizerWorld(t, T0);
    const kim = await createUser(db(), { firstName: 'Kim', lastName: 'Crew' });
    crew = await sessionCookieFor(db(), kim.id, T0, { role: 'crew', eventId: w.eventId });
  });

  /**
   * Five teams: at the quarter (half an hour before T0 … T0) Lions 10, Tigers 8, Bears 6,
   * Wolves 4, Eagles 2; after it the Eagles win 20 and the Wolves 5, so the final order is
   * Eagles 22, Lions 10, Wolves 9, Tigers 8, Bears 6. The Tigers win an award, the company one.
   */
  async function arena() {
    const team = (name: string) => createTeamWith(db(), w.eventId, w.companyId, { name });
    const [tigers, bears, wolves, eagles] = [
      await team('Tigers'),
      await team('Bears'),
      await team('Wolves'),
      await team('Eagles'),
    ];
    const give = (teamId: number, points: number, at: Date) =>
      db().insert(extraPoints).values({ teamId, points, reason: 'Bonus', createdAt: at });
    await give(w.teamId, 10, minutes(-30));
    await give(tigers.id, 8, minutes(-30));
    await give(bears.id, 6, minutes(-30));
    await give(wolves.id, 4, minutes(-30));
    await give(eagles.id, 2, minutes(-30));
    await createAward(db(), w.eventId, 'BestSpirit', { teamId: tigers.id });
    await createAward(db(), w.eventId, 'FairPlay', { companyId: w.companyId });
    const published = await send(w.organizer, 'POST', '/api/organizer/quarter', {
      label: 'Half time',
    });
    expect(published.statusCode, published.body).toBe(200);
    await give(eagles.id, 20, minutes(5));
    await give(wolves.id, 5, minutes(5));
    t.clock.set(minutes(10));
    return { tigers, bears, wolves, eagles };
  }

  const reveal = async (cookie = w.organizer) => {
    const res = await send(cookie, 'GET', '/api/organizer/reveal');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().reveal as RevealState | null;
  };
  const start = (stepSize = 2) =>
    send(w.organizer, 'POST', '/api/organizer/reveal', { step_size: stepSize });
  const step = (to: number, cookie = w.organizer) =>
    send(cookie, 'POST', '/api/organizer/reveal/step', { step: to });
  const points = async (cookie: string) => {
    const answer = (await send(cookie, 'GET', '/api/leaderboard')).json() as {
      leaderboard_quarter: string | null;
      teams: { name: string; points: number }[];
    };
    return {
      quarter: answer.leaderboard_quarter,
      order: answer.teams.map((team) => `${team.name} ${team.points}`),
    };
  };
  /** A frame as the audience reads it: the team names or the award and its winner. */
  const shown = (frame: RevealFrame) =>
    frame.kind === 'teams'
      ? frame.teams.map((team) => team.name).join(', ')
      : `${frame.award.name} → ${frame.award.winner_name}`;

  it('only organizers read and drive it; anyone else is refused, anonymous first of all', async () => {
    await arena();
    const calls = [
      ['GET', '/api/organizer/reveal', undefined],
      ['POST', '/api/organizer/reveal', { step_size: 1 }],
      ['POST', '/api/organizer/reveal/step', { step: 1 }],
      ['DELETE', '/api/organizer/reveal', undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const cookie of [w.player, w.supporter, crew]) {
        const refused = await send(cookie, method, url, payload);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    // None of the refused calls started anything; the organizer's do, in order.
    expect(await reveal()).toBeNull();
    for (const [method, url, payload] of calls) {
      const allowed = await send(w.organizer, method, url, payload);
      expect(allowed.statusCode, `${method} ${url}: ${allowed.body}`).toBe(200);
    }
  });

  it('starts only from a published quarter', async () => {
    const refused = await start();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('revealNeedsQuarter');
    expect(await reveal()).toBeNull();
    expect((await step(1)).statusCode).toBe(404);
    expect((await send(w.organizer, 'DELETE', '/api/organizer/reveal')).statusCode).toBe(404);
    const badSize = await send(w.organizer, 'POST', '/api/organizer/reveal', { step_size: 0 });
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json().message).toBe('invalidNumber');
  });

  it('shows the final standings from the last place up, awards between steps, with what moved each team', async () => {
    await arena();
    const res = await start(2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('revealStarted');
    const started = (await reveal())!;
    expect(started).toMatchObject({ quarter_label: 'Half time', step_size: 2, step: 0 });
    expect(started.frames.map(shown)).toEqual([
      'Bears, Tigers',
      'BestSpirit → Tigers',
      'Wolves',
      `FairPlay → ${await companyName()}`,
      'Lions',
      'Eagles',
    ]);
    const teams = started.frames.flatMap((frame) => (frame.kind === 'teams' ? frame.teams : []));
    const byName = Object.fromEntries(teams.map((team) => [team.name, team]));
    expect(byName.Eagles).toMatchObject({
      position: 1,
      points: 22,
      gained: 20,
      quarter_position: 5,
    });
    expect(byName.Wolves).toMatchObject({ position: 3, points: 9, gained: 5, quarter_position: 4 });
    expect(byName.Lions).toMatchObject({ position: 2, points: 10, gained: 0, quarter_position: 1 });

    // One team a step when asked, the podium always so.
    await start(1);
    expect((await reveal())!.frames.map(shown)).toEqual([
      'Bears',
      'Tigers',
      'BestSpirit → Tigers',
      'Wolves',
      `FairPlay → ${await companyName()}`,
      'Lions',
      'Eagles',
    ]);
  });

  const companyName = async () =>
    (
      await db()
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, w.companyId))
    )[0].name;

  it('steps next and back within its steps, one at a time, a repeated step changing nothing', async () => {
    await arena();
    await start(2);
    const total = (await reveal())!.frames.length;
    const back = await step(-1);
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toBe('revealAtStart');
    const leap = await step(2);
    expect(leap.statusCode).toBe(409);
    expect(leap.json().message).toBe('revealMoved');

    for (let to = 1; to <= total; to++) {
      const res = await step(to);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await reveal())!.step).toBe(total);
    const past = await step(total + 1);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('revealAtEnd');
    // A double tap: the same step again is answered and changes nothing.
    expect((await step(total)).statusCode).toBe(200);
    expect((await reveal())!.step).toBe(total);
    expect((await step(total - 1)).statusCode).toBe(200);
    expect((await reveal())!.step).toBe(total - 1);
    const notNumber = await send(w.organizer, 'POST', '/api/organizer/reveal/step', {
      step: 'next',
    });
    expect(notNumber.statusCode).toBe(400);

    const audited = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.eventId, w.eventId), eq(auditLog.entity, 'reveal')));
    expect(audited.map((entry) => entry.action).sort()).toEqual(
      ['start', 'back', ...Array.from({ length: total }, () => 'next')].sort(),
    );
  });

  it('keeps everyone else on the quarter until it ends, then they catch up', async () => {
    await arena();
    const frozen = {
      quarter: 'Half time',
      order: ['Lions 10', 'Tigers 8', 'Bears 6', 'Wolves 4', 'Eagles 2'],
    };
    await start(1);
    const total = (await reveal())!.frames.length;
    for (let to = 1; to <= total; to++) await step(to);
    // The winner is on the big screen; no other viewer's read shows a later point.
    for (const cookie of [w.player, w.supporter, crew]) {
      expect(await points(cookie)).toEqual(frozen);
      const teamPoints = await t.app.inject({
        method: 'GET',
        url: '/api/team_points',
        headers: { cookie },
      });
      if (teamPoints.statusCode === 200) expect(teamPoints.json().points).toBeLessThanOrEqual(10);
    }

    const ended = await send(w.organizer, 'DELETE', '/api/organizer/reveal');
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().message).toBe('revealEnded');
    const live = {
      quarter: null,
      order: ['Eagles 22', 'Lions 10', 'Wolves 9', 'Tigers 8', 'Bears 6'],
    };
    for (const cookie of [w.player, w.supporter, crew]) expect(await points(cookie)).toEqual(live);
    expect(await reveal()).toBeNull();
    expect((await send(w.organizer, 'GET', '/api/organizer/quarter')).json().quarter).toBeNull();
  });

  it('ends with its quarter: withdrawing the quarter ends the reveal', async () => {
    await arena();
    await start(1);
    await step(1);
    expect((await send(w.organizer, 'DELETE', '/api/organizer/quarter')).statusCode).toBe(200);
    expect(await reveal()).toBeNull();
    expect((await step(2)).statusCode).toBe(404);
    expect((await points(w.player)).quarter).toBeNull();
  });
});
