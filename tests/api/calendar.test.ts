/**
 * "Add to calendar" (issue 18): a signed-in user makes a private calendar address for the
 * event's planning; calendar apps fetch it with nothing but its token. The feed is read here with
 * ical.js, a parser other than the library that writes it (ical-generator).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addPlayer,
  createBattleWith,
  createCompany,
  createEvent,
  createPlanningItem,
  createScoreSession,
  createTeamWith,
  createUser,
  sessionCookieFor,
} from '../helpers/factories';
import { calendarFeeds, planningItems, users } from '../../src/server/db/schema';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const hour = 3600_000;
const day = 24 * hour;
const at = (ms: number) => new Date(T0.getTime() + ms);

interface FeedEvent {
  uid: string;
  summary: string;
  description: string;
  start: Date;
  end: Date;
  startIsUtc: boolean;
  categories: string[];
  url: string | null;
  location: string | null;
}

/** Names inside translated sentences are wrapped in Unicode isolates; a person sees none. */
const visible = (text: string) => text.replace(/[\u2068\u2069]/g, '');

/** The calendar's name and its events, as a calendar app's parser reads them. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events: FeedEvent[] = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: visible(event.description),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      startIsUtc: event.startDate.zone === ICAL.Timezone.utcTimezone,
      categories: component
        .getAllProperties('categories')
        .flatMap((property) => property.getValues() as string[]),
      url: component.getFirstPropertyValue('url') as string | null,
      location: event.location,
    };
  });
  return { name: visible(calendar.getFirstPropertyValue('x-wr-calname') as string), events };
}

describe.each(dbKinds)('the planning calendar feed on %s', (kind) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildWorld>>;

  async function buildWorld() {
    const db = t.database.db;
    const event = await createEvent(db, {
      name: 'Summer Games',
      date: at(10 * day),
      endDate: at(11 * day),
      closingDate: at(7 * day),
      locationName: 'Harbour; Pier 4',
    });
    const other = await createEvent(db, { name: 'Winter Games' });
    const acme = await createCompany(db, event.id);
    const sharks = await createTeamWith(db, event.id, acme.id, { name: 'Sharks' });
    const eagles = await createTeamWith(db, event.id, acme.id, { name: 'Eagles' });
    const tugOfWar = await createBattleWith(db, event.id, { name: 'Tug of War' });
    const heat = await createScoreSession(
      db,
      tugOfWar.id,
      at(10 * day + 2 * hour),
      at(10 * day + 3 * hour),
    );
    const welcome = await createPlanningItem(db, event.id, {
      name: 'Welcome, coffee',
      startTime: at(10 * day + hour),
      endTime: at(10 * day + 90 * 60_000),
    });
    const tug = await createPlanningItem(db, event.id, {
      name: 'Tug of War',
      startTime: at(10 * day + 2 * hour),
      endTime: at(10 * day + 3 * hour),
      isChallenge: true,
      scoreSessionId: heat.id,
    });
    const raft = await createPlanningItem(db, event.id, {
      name: 'Raft Race',
      startTime: at(10 * day + 4 * hour),
      endTime: at(10 * day + 5 * hour),
      isChallenge: true,
    });
    await createPlanningItem(db, other.id, {
      name: 'Ice Race',
      startTime: at(40 * day),
      endTime: at(40 * day + hour),
    });
    const player = await createUser(db, { firstName: 'Pia', lastName: 'Player' });
    const eaglePlayer = await createUser(db, { firstName: 'Eve', lastName: 'Eagle' });
    const supporter = await createUser(db, { firstName: 'Sam', lastName: 'Supporter' });
    await addPlayer(db, sharks.id, player.id, true);
    await addPlayer(db, eagles.id, eaglePlayer.id, true);
    return {
      event,
      other,
      sharks,
      eagles,
      heat,
      welcome,
      tug,
      raft,
      player,
      eaglePlayer,
      supporter,
    };
  }

  /** The URL of each feed request as the answer's log line prints it (app.ts: req.url). */
  const loggedUrls: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      kind,
      {},
      {
        beforeReady: (app) =>
          app.addHook('onResponse', async (req) => {
            if (req.url.startsWith('/api/calendar.ics')) loggedUrls.push(req.url);
          }),
      },
    );
    t.clock.set(T0);
    w = await buildWorld();
  });
  afterAll(() => t.close());

  const cookieOf = (who: 'player' | 'eaglePlayer' | 'supporter', eventId = w.event.id) => {
    const db = t.database.db;
    if (who === 'supporter') {
      return sessionCookieFor(db, w.supporter.id, T0, { role: 'supporter', eventId });
    }
    const [user, team] = who === 'player' ? [w.player, w.sharks] : [w.eaglePlayer, w.eagles];
    return sessionCookieFor(db, user.id, T0, { role: 'player', eventId, teamId: team.id });
  };

  const inject = async (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

  /** Makes an address as the signed-in user would on /planning. */
  async function makeAddress(cookie: string) {
    const res = await inject('POST', '/api/calendar-feed', cookie);
    expect(res.statusCode).toBe(200);
    return res.json() as { url: string; webcal_url: string; created_at: string };
  }

  /** Fetches an address as a calendar app does: no cookie, only the address. */
  const fetchFeed = (url: string) => inject('GET', url.replace('http://app.test', ''));

  it('makes an address on PUBLIC_URL, shown once, and answers it as a calendar without a cookie', async () => {
    const cookie = await cookieOf('supporter');
    const address = await makeAddress(cookie);
    expect(address.url).toMatch(/^http:\/\/app\.test\/api\/calendar\.ics\?token=[\w-]{43}$/);
    expect(address.webcal_url).toBe(address.url.replace(/^http:/, 'webcal:'));
    expect(address.created_at).toBe(T0.toISOString());

    const res = await fetchFeed(address.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);

    const feed = parseFeed(res.body);
    expect(feed.name).toBe('Summer Games – planning');
    expect(feed.events.map((e) => e.uid)).toEqual(
      [w.welcome, w.tug, w.raft].map((item) => `planning-${item.id}@app.test`),
    );
    expect(feed.events.map((e) => e.summary)).toEqual([
      'Welcome, coffee',
      'Tug of War',
      'Raft Race',
    ]);
    expect(feed.events.every((e) => e.location === 'Harbour; Pier 4')).toBe(true);
  });

  it("writes every planning item's start and end as the same UTC instants", async () => {
    const address = await makeAddress(await cookieOf('supporter'));
    const res = await fetchFeed(address.url);
    const { events } = parseFeed(res.body);
    for (const [event, item] of events.map((e, i) => [e, [w.welcome, w.tug, w.raft][i]] as const)) {
      expect(event.startIsUtc, event.summary).toBe(true);
      expect(event.start.toISOString()).toBe(item.startTime.toISOString());
      expect(event.end.toISOString()).toBe(item.endTime.toISOString());
    }
    // UTC times need no VTIMEZONE: any calendar shows them in the phone's own zone.
    expect(res.body).toContain(`DTSTART:20300611T090000Z`);
    expect(res.body).not.toContain('BEGIN:VTIMEZONE');
  });

  it("marks the player's own team's challenges, and only those, and links a challenge to its score", async () => {
    const address = await makeAddress(await cookieOf('player'));
    const { events } = parseFeed((await fetchFeed(address.url)).body);
    const [welcome, tug, raft] = events;
    expect(tug.summary).toBe('★ Tug of War');
    expect(raft.summary).toBe('★ Raft Race');
    expect(tug.categories).toEqual(['Challenge', 'Your team']);
    expect(tug.description).toContain('Your team Sharks plays this challenge.');
    expect(tug.url).toBe(`http://app.test/score?selectedScoreId=${w.heat.id}`);
    expect(raft.url).toBe('http://app.test/planning');
    expect(welcome.summary).toBe('Welcome, coffee');
    expect(welcome.categories).toEqual([]);
    expect(welcome.description).not.toContain('Sharks');
  });

  it('marks nothing in the feed of a supporter, who has no team', async () => {
    const address = await makeAddress(await cookieOf('supporter'));
    const { events } = parseFeed((await fetchFeed(address.url)).body);
    expect(events.map((e) => e.summary).join(' ')).not.toContain('★');
    expect(events[1].categories).toEqual(['Challenge']);
    expect(events[1].description).not.toContain('Your team');
  });

  it.each([
    [
      'fr',
      'Summer Games – programme',
      ['Défi', 'Votre équipe'],
      'Votre équipe Eagles joue ce défi.',
    ],
    ['ar', 'Summer Games – الجدول', ['تحدٍّ', 'فريقك'], 'فريقك Eagles يشارك في هذا التحدي.'],
  ])(
    "writes the marks in the holder's saved language (%s)",
    async (language, name, categories, sentence) => {
      const db = t.database.db;
      await db.update(users).set({ language }).where(eq(users.id, w.eaglePlayer.id));
      try {
        const address = await makeAddress(await cookieOf('eaglePlayer'));
        const feed = parseFeed((await fetchFeed(address.url)).body);
        expect(feed.name).toBe(name);
        expect(feed.events[1].categories).toEqual(categories);
        expect(feed.events[1].description).toContain(sentence);
      } finally {
        await db.update(users).set({ language: null }).where(eq(users.id, w.eaglePlayer.id));
      }
    },
  );

  it('shows a changed start time on the next fetch, under the same UID', async () => {
    const db = t.database.db;
    const address = await makeAddress(await cookieOf('player'));
    const before = parseFeed((await fetchFeed(address.url)).body).events[2];
    const moved = at(10 * day + 6 * hour);
    const movedEnd = at(10 * day + 7 * hour);
    await db
      .update(planningItems)
      .set({ startTime: moved, endTime: movedEnd })
      .where(eq(planningItems.id, w.raft.id));
    try {
      const after = parseFeed((await fetchFeed(address.url)).body).events.find(
        (e) => e.uid === before.uid,
      );
      expect(after?.start.toISOString()).toBe(moved.toISOString());
      expect(after?.end.toISOString()).toBe(movedEnd.toISOString());
    } finally {
      await db
        .update(planningItems)
        .set({ startTime: w.raft.startTime, endTime: w.raft.endTime })
        .where(eq(planningItems.id, w.raft.id));
    }
  });

  it('tells whether there is an address and since when, never the address', async () => {
    const cookie = await cookieOf('eaglePlayer', w.other.id);
    const none = await inject('GET', '/api/calendar-feed', cookie);
    expect(none.json()).toEqual({ created_at: null });

    t.clock.set(at(hour));
    const address = await makeAddress(cookie);
    t.clock.set(T0);
    const status = await inject('GET', '/api/calendar-feed', cookie);
    expect(status.json()).toEqual({ created_at: at(hour).toISOString() });
    expect(status.body).not.toContain(new URL(address.url).searchParams.get('token'));
  });

  it('stops the old address when a new one is made', async () => {
    const cookie = await cookieOf('player');
    const first = await makeAddress(cookie);
    const second = await makeAddress(cookie);
    expect((await fetchFeed(first.url)).statusCode).toBe(404);
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
  });

  it('answers 404 calendarNotFound once the address is stopped, and stopping again is fine', async () => {
    const cookie = await cookieOf('player');
    const address = await makeAddress(cookie);
    const stop = await inject('DELETE', '/api/calendar-feed', cookie);
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ message: 'calendarFeedStopped' });

    const gone = await fetchFeed(address.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'calendarNotFound' });
    expect((await inject('GET', '/api/calendar-feed', cookie)).json()).toEqual({
      created_at: null,
    });
    expect((await inject('DELETE', '/api/calendar-feed', cookie)).statusCode).toBe(200);
  });

  it('answers 404 for a token no address has and 400 for one that is not a token', async () => {
    const unknown = await inject('GET', `/api/calendar.ics?token=${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'calendarNotFound' });
    for (const url of [
      '/api/calendar.ics',
      '/api/calendar.ics?token=short',
      '/api/calendar.ics?token=a.b',
    ]) {
      expect((await inject('GET', url)).statusCode, url).toBe(400);
    }
  });

  it("reveals nothing but the holder's own event and team, and opens nothing else", async () => {
    const address = await makeAddress(await cookieOf('eaglePlayer'));
    const res = await fetchFeed(address.url);
    const feed = parseFeed(res.body);
    expect(feed.events.map((e) => e.summary)).toEqual([
      'Welcome, coffee',
      '★ Tug of War',
      '★ Raft Race',
    ]);
    expect(feed.events[1].description).toContain('Eagles');
    for (const other of ['Sharks', 'Ice Race', 'Pia', w.player.email, w.eaglePlayer.email]) {
      expect(res.body, other).not.toContain(other);
    }
    // The token is no session: it opens no other route, as a cookie or as a bearer token.
    const token = new URL(address.url).searchParams.get('token')!;
    const home = await t.app.inject({
      method: 'GET',
      url: '/api/home',
      headers: { authorization: `Bearer ${token}`, cookie: `sid=${token}` },
    });
    expect(home.statusCode).toBe(401);
  });

  it('keeps the token out of the URL the log line prints', async () => {
    const address = await makeAddress(await cookieOf('supporter'));
    const token = new URL(address.url).searchParams.get('token')!;
    loggedUrls.length = 0;
    expect((await fetchFeed(address.url)).statusCode).toBe(200);
    expect(loggedUrls).toEqual(['/api/calendar.ics?token=…']);
    expect(loggedUrls.join()).not.toContain(token);
  });

  it('stores only a hash of the token', async () => {
    const address = await makeAddress(await cookieOf('supporter'));
    const token = new URL(address.url).searchParams.get('token')!;
    const rows = await t.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, w.supporter.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("stops the address with the holder's account", async () => {
    const db = t.database.db;
    const leaver = await createUser(db);
    const cookie = await sessionCookieFor(db, leaver.id, T0, {
      role: 'supporter',
      eventId: w.event.id,
    });
    const address = await makeAddress(cookie);
    await db.delete(users).where(eq(users.id, leaver.id));
    expect((await fetchFeed(address.url)).statusCode).toBe(404);
  });
});
