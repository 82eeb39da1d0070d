import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { and, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/passwords';
import { createClock } from '../../src/server/clock';
import { fromPglite, fromPostgresUrl, type Database, type Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import {
  battles,
  branding,
  cheers,
  companyMembers,
  countries,
  crewAssignments,
  events,
  planningItems,
  results,
  scoreSessions,
  teamJokers,
  teamPlayers,
  teams,
  users,
} from '../../src/server/db/schema';
import { DEMO_PASSWORD, seedDemo, type SeedResult } from '../../src/server/db/seed';
import { withDatabase } from '../helpers/globalSetup';
import { createTestDatabase, dbKinds, type DbKind } from '../helpers/testDb';

const schemaTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableConfig(table).name)
  .sort();

/** A database made from nothing (not from the migrated template), and how to dispose of it. */
async function emptyDatabase(kind: DbKind): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = fromPglite(new PGlite());
    return { database, drop: () => database.close() };
  }
  const url = process.env.DATABASE_URL!;
  const name = `app_test_empty_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const database = fromPostgresUrl(withDatabase(url, name));
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Raw-SQL rows from either driver: postgres.js answers an array, PGlite a `{ rows }` object. */
async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const answer: unknown = await db.execute(query);
  return Array.isArray(answer) ? (answer as T[]) : (answer as { rows: T[] }).rows;
}

async function tableNames(db: Db): Promise<string[]> {
  const rows = await rawRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  return rows.map((r) => r.table_name);
}

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const countsByTable: Record<string, number> = {};
  for (const table of await tableNames(db)) {
    const [row] = await rawRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    countsByTable[table] = row.n;
  }
  return countsByTable;
}

/** Expects the insert to fail on the named unique constraint, and on nothing else. */
async function expectRefusedBy(insert: Promise<unknown>, constraint: string): Promise<void> {
  const error = await insert.then(
    () => null,
    (e: unknown) =>
      e as { cause?: { code?: string; constraint?: string; constraint_name?: string } },
  );
  expect(error, `expected the database to refuse the row (${constraint})`).not.toBeNull();
  const cause = error!.cause ?? {};
  expect(cause.code).toBe('23505');
  expect(cause.constraint ?? cause.constraint_name).toBe(constraint);
}

const one = async <T>(rows: Promise<T[]>): Promise<T> => (await rows)[0];

describe.each(dbKinds)('the data model and the demo seed on %s', (kind) => {
  let database: Database;
  let db: Db;
  let dataDir: string;
  let first: SeedResult;
  const clock = createClock();

  beforeAll(async () => {
    clock.set('2026-11-22T15:30:00Z');
    database = await createTestDatabase(kind);
    db = database.db;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
    first = await seedDemo(db, { clock, dataDir });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const teamNamed = (name: string) => one(db.select().from(teams).where(eq(teams.name, name)));
  const eventNamed = (name: string) => one(db.select().from(events).where(eq(events.name, name)));

  it('migrations create every table of the schema in an empty database', async () => {
    const empty = await emptyDatabase(kind);
    try {
      await empty.database.migrate();
      expect(await tableNames(empty.database.db)).toEqual(expect.arrayContaining(schemaTables));
      const [row] = await empty.database.db.select({ n: count() }).from(events);
      expect(row.n).toBe(0);
    } finally {
      await empty.drop();
    }
  });

  it('seeds an empty database and lists one demo account per role', () => {
    expect(first.created).toBe(true);
    expect(first.accounts).toEqual([
      { role: 'supporter', email: 'supporter@demo.test' },
      { role: 'player', email: 'player@demo.test' },
      { role: 'crew', email: 'crew@demo.test' },
      { role: 'contactPerson', email: 'contact@demo.test' },
      { role: 'organizer', email: 'organizer@demo.test' },
    ]);
  });

  it('the demo password meets the password rules of registration', () => {
    expect(DEMO_PASSWORD.length).toBeGreaterThanOrEqual(8);
    expect(DEMO_PASSWORD.length).toBeLessThanOrEqual(20);
    expect(DEMO_PASSWORD).toMatch(/[a-z]/);
    expect(DEMO_PASSWORD).toMatch(/[A-Z]/);
    expect(DEMO_PASSWORD).toMatch(/\d/);
    expect(DEMO_PASSWORD).toMatch(/[^A-Za-z0-9]/);
  });

  it('every demo account is confirmed and signs in with the demo password', async () => {
    const emails = first.accounts.map((a) => a.email);
    const accounts = await db.select().from(users).where(inArray(users.email, emails));
    expect(accounts).toHaveLength(5);
    for (const account of accounts) expect(account.confirmedAt).not.toBeNull();
    expect(await verifyPassword(accounts[0].passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it('creates two open events and one in-house event hosted by a company', async () => {
    const all = await db.select().from(events);
    expect(all).toHaveLength(3);
    expect(all.filter((e) => e.organizerId === null)).toHaveLength(2);
    const inHouse = all.find((e) => e.organizerId !== null)!;
    const hostTeams = await db.select().from(teams).where(eq(teams.eventId, inHouse.id));
    expect(hostTeams.length).toBeGreaterThan(0);
    expect(hostTeams.every((t) => t.companyId === inHouse.organizerId)).toBe(true);
  });

  it('dates the events relative to the moment of seeding', async () => {
    const now = clock.now().getTime();
    const day = 24 * 3600_000;
    const upcoming = await eventNamed('Rotterdam Harbour Games');
    expect(Math.round((upcoming.date.getTime() - now) / day)).toBe(10);
    expect(Math.round((upcoming.closingDate.getTime() - now) / day)).toBe(7);
    expect(upcoming.cheersStartTime!.getTime()).toBeLessThan(now);
    expect(upcoming.cheersEndTime!.getTime()).toBeGreaterThan(now);
    const live = await eventNamed('Lisbon Riverside Challenge');
    expect(live.date.getTime()).toBeLessThan(now - 12 * 3600_000);
    expect(live.endDate.getTime()).toBeGreaterThan(now + 12 * 3600_000);
  });

  it('seeds 16 teams, each with exactly one captain, a photo, a slogan and a song link', async () => {
    const all = await db.select().from(teams);
    expect(all).toHaveLength(16);
    for (const team of all) {
      expect(team.picture).toMatch(/^\/uploads\/demo\/team-\d+\.webp$/);
      expect(team.slogan).toBeTruthy();
      expect(team.songUrl).toMatch(/^https:\/\/(www\.youtube\.com\/watch\?v=|youtu\.be\/)/);
    }
    const captains = await db
      .select({ teamId: teamPlayers.teamId, n: count() })
      .from(teamPlayers)
      .where(eq(teamPlayers.isCaptain, true))
      .groupBy(teamPlayers.teamId);
    expect(captains).toHaveLength(16);
    expect(captains.every((c) => c.n === 1)).toBe(true);
  });

  it('seeds at least 60 players, 6 competing companies (one with two teams in an event) and 2 sponsors', async () => {
    const [players] = await db
      .select({ n: sql<number>`count(distinct ${teamPlayers.userId})::int` })
      .from(teamPlayers);
    expect(players.n).toBeGreaterThanOrEqual(60);
    const perCompanyAndEvent = await db
      .select({ n: count() })
      .from(teams)
      .groupBy(teams.companyId, teams.eventId);
    expect(perCompanyAndEvent.some((g) => g.n === 2)).toBe(true);
    const [companiesCount] = await db.select({ n: count() }).from(schema.companies);
    expect(companiesCount.n).toBe(8);
    const [competing] = await db
      .select({ n: sql<number>`count(distinct ${schema.eventCompanies.companyId})::int` })
      .from(schema.eventCompanies);
    expect(competing.n).toBe(6);
  });

  it('makes every demo sponsor a company, so each logo of the strip opens a company page', async () => {
    const list = await db.select().from(schema.sponsors);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((sponsor) => sponsor.companyId !== null)).toBe(true);
  });

  it('describes the Rotterdam event with the number of teams it really has', async () => {
    const rotterdam = await eventNamed('Rotterdam Harbour Games');
    const list = await db.select().from(teams).where(eq(teams.eventId, rotterdam.id));
    expect(list).toHaveLength(7);
    expect(rotterdam.shortDesc).toContain('seven company teams');
  });

  it('gives each open event 8 battles with photos, ratings 0 to 5, jokers and water', async () => {
    for (const name of ['Rotterdam Harbour Games', 'Lisbon Riverside Challenge']) {
      const event = await eventNamed(name);
      const list = await db.select().from(battles).where(eq(battles.eventId, event.id));
      expect(list).toHaveLength(8);
      expect(list.every((b) => b.photoUrl?.startsWith('/uploads/demo/'))).toBe(true);
      expect(list.some((b) => b.isJoker)).toBe(true);
      expect(list.some((b) => b.isWater)).toBe(true);
      for (const b of list) {
        for (const value of [b.endurance, b.teamwork, b.guts, b.skill]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(5);
        }
      }
    }
  });

  it('has results for half the live event’s battles, one per team, and awards', async () => {
    const live = await eventNamed('Lisbon Riverside Challenge');
    const scored = await db
      .selectDistinct({ battleId: scoreSessions.battleId })
      .from(results)
      .innerJoin(scoreSessions, eq(scoreSessions.id, results.scoreSessionId))
      .innerJoin(battles, eq(battles.id, scoreSessions.battleId))
      .where(eq(battles.eventId, live.id));
    expect(scored).toHaveLength(4);
    const liveTeams = await db.select().from(teams).where(eq(teams.eventId, live.id));
    const [resultCount] = await db
      .select({ n: count() })
      .from(results)
      .where(
        inArray(
          results.teamId,
          liveTeams.map((t) => t.id),
        ),
      );
    expect(resultCount.n).toBe(4 * liveTeams.length);
    const liveAwards = await db
      .select()
      .from(schema.awards)
      .where(eq(schema.awards.eventId, live.id));
    expect(liveAwards.map((a) => a.winnerType).sort()).toEqual(['company', 'team', 'team']);
  });

  it('plans every score session as a challenge item', async () => {
    const [sessions] = await db.select({ n: count() }).from(scoreSessions);
    const [planned] = await db
      .select({ n: sql<number>`count(distinct ${planningItems.scoreSessionId})::int` })
      .from(planningItems)
      .where(and(eq(planningItems.isChallenge, true), isNotNull(planningItems.scoreSessionId)));
    expect(planned.n).toBe(sessions.n);
  });

  it('the demo accounts take part in both open events', async () => {
    const ids = Object.fromEntries(
      (
        await db
          .select()
          .from(users)
          .where(
            inArray(
              users.email,
              first.accounts.map((a) => a.email),
            ),
          )
      ).map((u) => [u.email, u.id]),
    );
    const openEventsOf = async (rows: Promise<{ eventId: number }[]>) =>
      new Set((await rows).map((r) => r.eventId)).size;
    const playerTeams = db
      .select({ eventId: teams.eventId })
      .from(teamPlayers)
      .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
      .where(eq(teamPlayers.userId, ids['player@demo.test']));
    expect(await openEventsOf(playerTeams)).toBe(2);
    const crewBattles = db
      .select({ eventId: battles.eventId })
      .from(crewAssignments)
      .innerJoin(battles, eq(battles.id, crewAssignments.battleId))
      .where(eq(crewAssignments.userId, ids['crew@demo.test']));
    expect(await openEventsOf(crewBattles)).toBe(2);
    const contactTeams = db
      .select({ eventId: teams.eventId })
      .from(companyMembers)
      .innerJoin(teams, eq(teams.companyId, companyMembers.companyId))
      .where(
        and(
          eq(companyMembers.userId, ids['contact@demo.test']),
          eq(companyMembers.isContactPerson, true),
        ),
      );
    expect(await openEventsOf(contactTeams)).toBe(2);
  });

  it('seeds all 249 ISO 3166 countries and the default branding', async () => {
    const [countryCount] = await db.select({ n: count() }).from(countries);
    expect(countryCount.n).toBe(249);
    const nl = await one(db.select().from(countries).where(eq(countries.code, 'NL')));
    expect(nl.name).toBe('Netherlands');
    const fallback = await one(db.select().from(branding).where(eq(branding.host, '*')));
    expect(fallback).toMatchObject({ primaryColor: '#FF784B', secondaryColor: '#002335' });
  });

  it('copies every stored demo picture into the uploads folder, and leaves some users without one', async () => {
    const pictures = [
      ...(await db.select({ url: users.picture }).from(users)),
      ...(await db.select({ url: teams.picture }).from(teams)),
      ...(await db.select({ url: battles.photoUrl }).from(battles)),
      ...(await db.select({ url: events.photoUrl }).from(events)),
      ...(await db.select({ url: schema.companies.photoUrl }).from(schema.companies)),
      ...(await db.select({ url: schema.companies.coverImage }).from(schema.companies)),
      ...(await db.select({ url: schema.sponsors.photoUrl }).from(schema.sponsors)),
    ].map((r) => r.url);
    const stored = pictures.filter((url): url is string => url !== null);
    expect(stored.length).toBeGreaterThan(50);
    for (const url of stored) {
      expect(fs.existsSync(path.join(dataDir, url.replace(/^\/uploads\//, 'uploads/')))).toBe(true);
    }
    const supporter = await one(
      db.select().from(users).where(eq(users.email, 'supporter@demo.test')),
    );
    expect(supporter.picture).toBeNull();
  });

  it('running the seed again duplicates nothing', async () => {
    const before = await rowCounts(db);
    const again = await seedDemo(db, { clock, dataDir });
    expect(again).toEqual({ created: false, accounts: first.accounts });
    expect(await rowCounts(db)).toEqual(before);
    expect(Object.keys(before).sort()).toEqual(expect.arrayContaining(schemaTables));
  });

  it('the database refuses a second captain in a team', async () => {
    const team = await teamNamed('Northern Lights');
    const outsider = await one(
      db.select().from(users).where(eq(users.email, 'johanna.weber@nordlicht.test')),
    );
    await expectRefusedBy(
      db.insert(teamPlayers).values({ teamId: team.id, userId: outsider.id, isCaptain: true }),
      'team_players_one_captain',
    );
    // The same player joins fine without the armband: only the captain rule refused the row.
    await db.insert(teamPlayers).values({ teamId: team.id, userId: outsider.id, isCaptain: false });
  });

  it('the database refuses a second joker for a team in an event', async () => {
    const team = await teamNamed('Aurora Sprinters');
    const existing = await one(db.select().from(teamJokers).where(eq(teamJokers.teamId, team.id)));
    const other = await one(
      db
        .select()
        .from(battles)
        .where(
          and(
            eq(battles.eventId, team.eventId),
            eq(battles.isJoker, true),
            sql`${battles.id} <> ${existing.battleId}`,
          ),
        ),
    );
    await expectRefusedBy(
      db.insert(teamJokers).values({ teamId: team.id, eventId: team.eventId, battleId: other.id }),
      'team_jokers_team_event_unique',
    );
  });

  it('the database refuses a joker on a battle of another event', async () => {
    const team = await teamNamed('Northern Lights');
    const elsewhere = await one(
      db
        .select()
        .from(battles)
        .where(sql`${battles.eventId} <> ${team.eventId}`),
    );
    const error = await db
      .insert(teamJokers)
      .values({ teamId: team.id, eventId: team.eventId, battleId: elsewhere.id })
      .then(
        () => null,
        (e: { cause?: { code?: string } }) => e,
      );
    expect(error?.cause?.code).toBe('23503');
  });

  it('the database refuses a second cheer by the same user for the same team', async () => {
    const supporter = await one(
      db.select().from(users).where(eq(users.email, 'supporter@demo.test')),
    );
    const [cheered] = await db.select().from(cheers).where(eq(cheers.userId, supporter.id));
    await expectRefusedBy(
      db.insert(cheers).values({ userId: supporter.id, teamId: cheered.teamId, message: 'Again!' }),
      'cheers_user_team_unique',
    );
  });
});
