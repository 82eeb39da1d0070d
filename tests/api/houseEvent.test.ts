/**
 * A team's house is a house of the team's own event: the database refuses any other, and a
 * deleted house leaves its teams without a house.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/server/db/client';
import { events, houses, teams } from '../../src/server/db/schema';
import { createCompany, createEvent, createHouse, createTeamWith } from '../helpers/factories';
import { createTestDatabase, dbKinds } from '../helpers/testDb';

/** Expects the write to fail on the named foreign key, and on nothing else. */
async function expectRefusedBy(write: Promise<unknown>, constraint: string): Promise<void> {
  const error = await write.then(
    () => null,
    (e: unknown) =>
      e as { cause?: { code?: string; constraint?: string; constraint_name?: string } },
  );
  expect(error, `expected the database to refuse the row (${constraint})`).not.toBeNull();
  const cause = error!.cause ?? {};
  expect(cause.code).toBe('23503');
  expect(cause.constraint ?? cause.constraint_name).toBe(constraint);
}

async function teamById(db: Db, id: number) {
  const [team] = await db.select().from(teams).where(eq(teams.id, id));
  return team;
}

describe.each(dbKinds)("a team's house on %s", (kind) => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
  });
  afterAll(() => database.close());

  async function twoEvents() {
    const event = await createEvent(db);
    const other = await createEvent(db);
    const company = await createCompany(db, event.id);
    const house = await createHouse(db, event.id);
    const otherHouse = await createHouse(db, other.id);
    return { event, other, company, house, otherHouse };
  }

  it('a team joins a house of its own event', async () => {
    const { event, company, house } = await twoEvents();
    const team = await createTeamWith(db, event.id, company.id);

    await db.update(teams).set({ houseId: house.id }).where(eq(teams.id, team.id));

    expect((await teamById(db, team.id)).houseId).toBe(house.id);
  });

  it('the database refuses to put a team in a house of another event', async () => {
    const { event, company, house, otherHouse } = await twoEvents();
    const team = await createTeamWith(db, event.id, company.id, { houseId: house.id });

    await expectRefusedBy(
      db.update(teams).set({ houseId: otherHouse.id }).where(eq(teams.id, team.id)),
      'teams_house_in_event_fk',
    );
    await expectRefusedBy(
      createTeamWith(db, event.id, company.id, { houseId: otherHouse.id }),
      'teams_house_in_event_fk',
    );
    expect((await teamById(db, team.id)).houseId).toBe(house.id);
  });

  it('the database refuses a house that does not exist', async () => {
    const { event, company } = await twoEvents();

    await expectRefusedBy(
      createTeamWith(db, event.id, company.id, { houseId: 999_999 }),
      'teams_house_in_event_fk',
    );
  });

  it('deleting a house leaves its teams without a house, in their event', async () => {
    const { event, company, house } = await twoEvents();
    const team = await createTeamWith(db, event.id, company.id, { houseId: house.id });

    await db.delete(houses).where(eq(houses.id, house.id));

    expect(await teamById(db, team.id)).toMatchObject({
      id: team.id,
      eventId: event.id,
      houseId: null,
    });
  });

  it('deleting an event removes its houses and its teams', async () => {
    const { event, other, company, house, otherHouse } = await twoEvents();
    const team = await createTeamWith(db, event.id, company.id, { houseId: house.id });
    const otherCompany = await createCompany(db, other.id);
    const otherTeam = await createTeamWith(db, other.id, otherCompany.id, {
      houseId: otherHouse.id,
    });

    await db.delete(events).where(eq(events.id, event.id));

    expect(await teamById(db, team.id)).toBeUndefined();
    expect(await db.select().from(houses).where(eq(houses.id, house.id))).toEqual([]);
    expect((await teamById(db, otherTeam.id)).houseId).toBe(otherHouse.id);
  });
});
