/**
 * The houses of an event as its organizers keep them (organizer console): the list with team
 * counts, and adding, changing and removing a house. Writes run inside the organizer area's
 * `organize` transaction; a house that teams still belong to is not removed (the teams would
 * lose their colour without anyone noticing).
 */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { houses, teams } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, NotFoundError } from '../../http/errors';
import {
  organizerMessages,
  type HouseBody,
  type OrganizerHouse,
} from '../../../shared/api/organizer';
import type { AuditNote } from '../../auditNote';

export async function organizerHouses(
  db: Db,
  eventId: number,
): Promise<{ houses: OrganizerHouse[] }> {
  const rows = await db
    .select({
      id: houses.id,
      name: houses.name,
      color: houses.color,
      team_count: count(teams.id),
    })
    .from(houses)
    .leftJoin(teams, eq(teams.houseId, houses.id))
    .where(eq(houses.eventId, eventId))
    .groupBy(houses.id)
    .orderBy(asc(houses.name), asc(houses.id));
  return { houses: rows };
}

async function refuseTakenName(tx: Db, eventId: number, name: string, exceptId = 0) {
  const [taken] = await tx
    .select({ id: houses.id })
    .from(houses)
    .where(and(eq(houses.eventId, eventId), eq(houses.name, name), ne(houses.id, exceptId)));
  if (taken) throw new ConflictError(organizerMessages.nameTaken);
}

/** A concurrent insert of the same name still ends as 409, never as a 500. */
function asNameTaken(err: unknown): never {
  throw isUniqueViolation(err) ? new ConflictError(organizerMessages.nameTaken) : err;
}

export async function createHouse(
  tx: Db,
  eventId: number,
  body: HouseBody,
): Promise<{ id: number; audit: AuditNote }> {
  await refuseTakenName(tx, eventId, body.name);
  const [house] = await tx
    .insert(houses)
    .values({ eventId, name: body.name, color: body.color.toUpperCase() })
    .returning({ id: houses.id })
    .catch(asNameTaken);
  return {
    id: house.id,
    audit: { action: 'create', entity: 'house', entityId: house.id, summary: body.name },
  };
}

export async function saveHouse(
  tx: Db,
  eventId: number,
  body: HouseBody & { id: number },
): Promise<AuditNote> {
  await refuseTakenName(tx, eventId, body.name, body.id);
  const [saved] = await tx
    .update(houses)
    .set({ name: body.name, color: body.color.toUpperCase() })
    .where(and(eq(houses.id, body.id), eq(houses.eventId, eventId)))
    .returning({ id: houses.id })
    .catch(asNameTaken);
  if (!saved) throw new NotFoundError(organizerMessages.notFound);
  return { action: 'update', entity: 'house', entityId: body.id, summary: body.name };
}

export async function deleteHouse(tx: Db, eventId: number, houseId: number): Promise<AuditNote> {
  const [house] = await tx
    .select({ name: houses.name })
    .from(houses)
    .where(and(eq(houses.id, houseId), eq(houses.eventId, eventId)))
    .for('update');
  if (!house) throw new NotFoundError(organizerMessages.notFound);
  const [member] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.houseId, houseId))
    .limit(1);
  if (member) throw new ConflictError(organizerMessages.houseHasTeams);
  await tx.delete(houses).where(eq(houses.id, houseId));
  return { action: 'delete', entity: 'house', entityId: houseId, summary: house.name };
}
