/**
 * Results for HR (GET /organizer/hr-results and /organizer/hr-results/csv): only the event's
 * organizer reads them (every other caller of the access matrix is refused, anonymous 401); the
 * CSV's rows are the leaderboard's teams of the company with the leaderboard's places and points,
 * their points per battle and extra points adding up to them, their awards and cheers; its
 * headers come in the caller's language (Arabic for an Arabic caller); the figures stay live
 * while players see a published quarter; an unknown company, or one of another event, is 404,
 * and a malformed id 400.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addResult,
  createAward,
  createCompany,
  createEvent,
  createScoreSession,
  createTeamWith,
  cookieOf,
  createCallerWorld,
  createUser,
  giveEventRole,
  sessionCookieFor,
  type CallerWorld,
} from '../helpers/factories';
import { ACCESS_MATRIX, CALLERS } from '../../src/shared/api/accessMatrix';
import { hrResultsResponse, type HrResultsResponse } from '../../src/shared/api/hrResults';
import { leaderboardResponse, type LeaderboardResponse } from '../../src/shared/api/scores';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const HOUR = 3600_000;
const JSON_URL = '/api/organizer/hr-results';
const CSV_URL = '/api/organizer/hr-results/csv';

const organizerTexts = (lng: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(__dirname, `../../public/locales/${lng}/organizer.json`), 'utf8'),
  ) as Record<string, string>;

describe.each(dbKinds)('results for HR on %s', (kind) => {
  let t: TestApp;
  let w: CallerWorld;
  let organizer: string;

  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie, ...headers } : headers });

  async function results(companyId: number): Promise<HrResultsResponse> {
    const res = await get(`${JSON_URL}?company_id=${companyId}`, organizer);
    expect(res.statusCode, res.body).toBe(200);
    return hrResultsResponse.parse(res.json());
  }

  async function leaderboard(cookie: string): Promise<LeaderboardResponse> {
    const res = await get('/api/leaderboard', cookie);
    expect(res.statusCode, res.body).toBe(200);
    return leaderboardResponse.parse(res.json());
  }

  /** The CSV's records (the byte-order mark taken off), the header first. */
  async function csv(companyId: number, headers: Record<string, string> = {}) {
    const res = await get(`${CSV_URL}?company_id=${companyId}`, organizer, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="results-\d+\.csv"/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    return parse(res.body, { bom: true }) as string[][];
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(T0);
    const db = t.database.db;
    w = await createCallerWorld(db, T0);
    const { sharks, owls, eagles } = w.teams;
    const { sackRace } = w.battles;
    // Two battles played: sharks win the tug of war, owls the sack race, eagles between.
    const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
    const sack = await createScoreSession(db, sackRace.id, at(1), at(2));
    await addResult(db, w.sessions.heat.id, sharks.id, { rank: 1, points: 10 });
    await addResult(db, w.sessions.heat.id, eagles.id, { rank: 2, points: 8 });
    await addResult(db, w.sessions.heat.id, owls.id, { rank: 3, points: 6 });
    await addResult(db, sack.id, owls.id, { rank: 1, points: 10 });
    await addResult(db, sack.id, sharks.id, { rank: 3, points: 6 });
    await addResult(db, sack.id, eagles.id, { rank: 2, points: 8 });
    await createAward(db, w.event.id, 'MostCreativeCompany', { companyId: w.companies.acme.id });
    organizer = (await cookieOf(db, w, 'organizer', T0))!;
    // Through the API, as the console and a supporter do: extra points for the owls, a cheer.
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/organizer/extra-points',
      headers: { cookie: organizer },
      payload: { team_id: owls.id, points: -2, reason: 'Late at the start' },
    });
    expect(extra.statusCode, extra.body).toBe(200);
    const cheer = await t.app.inject({
      method: 'PUT',
      url: '/api/put-cheer',
      headers: { cookie: (await cookieOf(db, w, 'supporter', T0))! },
      payload: { team_id: sharks.id, comment: 'Go sharks!' },
    });
    expect(cheer.statusCode, cheer.body).toBe(200);
  }, 60_000);
  afterAll(() => t.close());

  it.each(CALLERS)('%s reads them only as the matrix says', async (caller) => {
    const cookie = await cookieOf(t.database.db, w, caller, T0);
    const expected = ACCESS_MATRIX[`GET ${JSON_URL}`][caller];
    expect(ACCESS_MATRIX[`GET ${CSV_URL}`][caller]).toBe(expected);
    for (const url of [JSON_URL, CSV_URL]) {
      const res = await get(`${url}?company_id=${w.companies.acme.id}`, cookie);
      const status = expected === 'sel' ? 403 : expected;
      expect(res.statusCode, `${caller} ${url}: ${res.body}`).toBe(status);
      if (status === 200) continue;
      // A refusal is a message, never the results.
      expect(res.json()).toHaveProperty('message');
      expect(res.body).not.toContain('Sharks');
    }
    // The organizer's alone: every other role of the event, and anyone without one, is refused.
    expect(expected === 'sel' ? 403 : expected).toBe(
      caller === 'organizer' ? 200 : caller === 'anonymous' ? 401 : 403,
    );
  });

  it('the company’s teams, best first, with the leaderboard’s places and points', async () => {
    const board = await leaderboard(organizer);
    const answer = await results(w.companies.acme.id);
    expect(answer.company.name).toBe(w.companies.acme.name);
    expect(answer.event.name).toBe('Summer Games');
    expect(answer.team_count).toBe(board.teams.length);
    expect(answer.teams.map((team) => team.name)).toEqual(['Sharks', 'Owls']);
    for (const team of answer.teams) {
      const row = board.teams.find((standing) => standing.team_id === team.team_id)!;
      expect({ position: team.position, points: team.points }).toEqual({
        position: row.position,
        points: row.points,
      });
      const battles = team.battles.reduce((sum, line) => sum + line.points, 0);
      expect(battles + team.extra_points).toBe(team.points);
    }
    const [sharks, owls] = answer.teams;
    expect(sharks).toMatchObject({ points: 16, awards: ['BestTeamSpirit'], cheers: 1 });
    expect(owls).toMatchObject({ points: 14, extra_points: -2, awards: [], cheers: 0 });
    expect(answer.company_awards).toEqual(['MostCreativeCompany']);
    // The other company's team is not in this company's results.
    expect((await results(w.companies.globex.id)).teams.map((team) => team.name)).toEqual([
      'Eagles',
    ]);
  });

  it('the CSV’s rows match the leaderboard, a column per battle adding up to the points', async () => {
    const board = await leaderboard(organizer);
    const answer = await results(w.companies.acme.id);
    const [header, ...rows] = await csv(w.companies.acme.id);
    const en = organizerTexts('en');
    const battleNames = answer.battles.map((battle) => battle.name);
    expect(header).toEqual([
      en.hrColumnRank,
      en.hrColumnTeam,
      en.hrColumnHouse,
      en.hrColumnPoints,
      ...battleNames,
      en.hrColumnExtraPoints,
      en.hrColumnAwards,
      en.hrColumnCheers,
    ]);
    expect(battleNames).toEqual(['Mud Run', 'Raft Race', 'Sack Race', 'Tug of War']);
    expect(rows.map((row) => row[1])).toEqual(['Sharks', 'Owls']);
    for (const row of rows) {
      const cells = Object.fromEntries(header.map((name, i) => [name, row[i]]));
      const standing = board.teams.find((team) => team.name === cells[en.hrColumnTeam])!;
      expect(Number(cells[en.hrColumnRank])).toBe(standing.position);
      expect(Number(cells[en.hrColumnPoints])).toBe(standing.points);
      const perBattle = battleNames.map((name) => cells[name]);
      const sum = perBattle.reduce((total, cell) => total + Number(cell || 0), 0);
      expect(sum + Number(cells[en.hrColumnExtraPoints])).toBe(standing.points);
      // Battles the team did not play are empty, not 0.
      expect(perBattle.slice(0, 2)).toEqual(['', '']);
    }
    expect(rows[0].slice(-2)).toEqual(['Best Team Spirit', '1']);
    expect(rows[1][header.indexOf(en.hrColumnExtraPoints)]).toBe('-2');
  });

  it('an Arabic caller gets Arabic headers (from the app’s language cookie or the browser’s)', async () => {
    const ar = organizerTexts('ar');
    for (const headers of [
      { cookie: `${organizer}; i18nextLng=ar` },
      { 'accept-language': 'ar' },
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${CSV_URL}?company_id=${w.companies.acme.id}`,
        headers: { cookie: organizer, ...headers },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [header] = parse(res.body, { bom: true }) as string[][];
      expect(header.slice(0, 4)).toEqual([
        ar.hrColumnRank,
        ar.hrColumnTeam,
        ar.hrColumnHouse,
        ar.hrColumnPoints,
      ]);
      expect(header[0]).toBe('المركز');
      expect(header.slice(-3)).toEqual([
        ar.hrColumnExtraPoints,
        ar.hrColumnAwards,
        ar.hrColumnCheers,
      ]);
    }
  });

  it('a team name a spreadsheet would run as a formula is written as text', async () => {
    const db = t.database.db;
    const company = await createCompany(db, w.event.id);
    await createTeamWith(db, w.event.id, company.id, { name: '=HYPERLINK("http://evil.test")' });
    await t.app.changes.publish({ kind: 'event', eventId: w.event.id });
    const [, row] = await csv(company.id);
    expect(row[1]).toBe(`'=HYPERLINK("http://evil.test")`);
  });

  it('follows a new cheer at once, though the answer is kept between changes', async () => {
    const sharksOf = async () =>
      (await results(w.companies.acme.id)).teams.find((team) => team.name === 'Sharks')!;
    const before = await sharksOf();
    // Someone new cheers the Sharks (the team with a picture, which cheers need).
    const fan = await createUser(t.database.db, { email: 'hr-fan@example.test' });
    await giveEventRole(t.database.db, fan.id, w.event.id, 'supporter');
    const cheer = await t.app.inject({
      method: 'PUT',
      url: '/api/put-cheer',
      headers: {
        cookie: await sessionCookieFor(t.database.db, fan.id, T0, {
          role: 'supporter',
          eventId: w.event.id,
        }),
      },
      payload: { team_id: w.teams.sharks.id, comment: 'Go sharks!' },
    });
    expect(cheer.statusCode, cheer.body).toBe(200);
    expect((await sharksOf()).cheers).toBe(before.cheers + 1);
  });

  it('stays live while players see a published quarter, and names the quarter', async () => {
    const publish = await t.app.inject({
      method: 'POST',
      url: '/api/organizer/quarter',
      headers: { cookie: organizer },
      payload: { label: 'Half time' },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    const before = (await results(w.companies.acme.id)).teams.find((team) => team.name === 'Owls')!;
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/organizer/extra-points',
      headers: { cookie: organizer },
      payload: { team_id: w.teams.owls.id, points: 5, reason: 'Fair play' },
    });
    expect(extra.statusCode, extra.body).toBe(200);

    const answer = await results(w.companies.acme.id);
    const owls = answer.teams.find((team) => team.name === 'Owls')!;
    expect(answer.published_quarter).toBe('Half time');
    expect(owls.points).toBe(before.points + 5);
    // Players still see the quarter's points; the organizer's live order has the new ones.
    const player = (await cookieOf(t.database.db, w, 'player', T0))!;
    const frozen = (await leaderboard(player)).teams.find((team) => team.name === 'Owls')!;
    expect(frozen.points).toBe(before.points);
    const live = (await leaderboard(organizer)).live_teams!.find((team) => team.name === 'Owls')!;
    expect(live).toMatchObject({ points: owls.points, position: owls.position });
  });

  it('an unknown company, or one of another event only, is 404; a malformed id 400', async () => {
    const elsewhere = await createEvent(t.database.db);
    const stranger = await createCompany(t.database.db, elsewhere.id);
    for (const url of [JSON_URL, CSV_URL]) {
      for (const id of [stranger.id, 2_147_483_647]) {
        const res = await get(`${url}?company_id=${id}`, organizer);
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toEqual({ message: 'organizerItemNotFound' });
      }
      for (const id of ['0', '-1', 'abc', '1e3', '2147483648', '']) {
        const res = await get(`${url}?company_id=${encodeURIComponent(id)}`, organizer);
        expect(res.statusCode, `${id}: ${res.body}`).toBe(400);
        expect(res.json()).toHaveProperty('message');
      }
      const none = await get(url, organizer);
      expect(none.statusCode).toBe(400);
    }
  });
});
