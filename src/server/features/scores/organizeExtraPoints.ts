/**
 * Extra points as the event's organizers give them (organizer console): points outside the
 * challenges, for or against a team, always with a reason. A team's points, /team_points and the
 * leaderboard add them up; the team's players are told when they get some. Writes run inside the
 * organizer area's `organize` transaction, which audits them and drops the event's snapshots.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { extraPoints, teams } from '../../db/schema';
import { iso } from '../../db/wire';
import { NotFoundError } from '../../http/errors';
import { organizerMessages } from '../../../shared/api/organizer';
import type { ExtraPointsBody, OrganizerExtraPoints } from '../../../shared/api/organizerAwards';
import { notify } from '../notifications/service';
import type { AuditNote } from '../../auditNote';

/** "+5" or "-3" in the audit log, so a deduction reads as one. */
const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

export async function organizerExtraPoints(
  db: Db,
  eventId: number,
): Promise<{ extra_points: OrganizerExtraPoints[] }> {
  const rows = await db
    .select({
      id: extraPoints.id,
      team_id: teams.id,
      team_name: teams.name,
      points: extraPoints.points,
      reason: extraPoints.reason,
      created_at: iso(extraPoints.createdAt),
    })
    .from(extraPoints)
    .innerJoin(teams, eq(teams.id, extraPoints.teamId))
    .where(eq(teams.eventId, eventId))
    .orderBy(desc(extraPoints.createdAt), desc(extraPoints.id));
  return { extra_points: rows };
}

/**
 * Gives a team of the event extra points and tells its players (bonus_points_awarded), the
 * organizer who gives them aside (`actedBy`).
 */
export async function giveExtraPoints(
  tx: Db,
  eventId: number,
  body: ExtraPointsBody,
  now: Date,
  actedBy: number | null,
): Promise<{ id: number; audit: AuditNote; told: number[] }> {
  const [team] = await tx
    .select({ name: teams.name })
    .from(teams)
    .where(and(eq(teams.id, body.team_id), eq(teams.eventId, eventId)));
  if (!team) throw new NotFoundError(organizerMessages.notFound);
  const [given] = await tx
    .insert(extraPoints)
    .values({ teamId: body.team_id, points: body.points, reason: body.reason, createdAt: now })
    .returning({ id: extraPoints.id });
  const told = await notify(
    tx,
    { teamId: body.team_id },
    {
      type: 'bonus_points_awarded',
      dynamicKey1: String(body.points),
      dynamicKey2: body.reason,
      redirectKey1: String(body.team_id),
    },
    { eventId, actedBy },
    now,
  );
  return {
    id: given.id,
    audit: {
      action: 'create',
      entity: 'extraPoints',
      entityId: given.id,
      summary: `${team.name} ${signed(body.points)}: ${body.reason}`,
    },
    told,
  };
}

/** Takes extra points of a team of the event back; nobody is told. */
export async function takeExtraPointsBack(
  tx: Db,
  eventId: number,
  extraPointsId: number,
): Promise<AuditNote> {
  const [row] = await tx
    .select({ points: extraPoints.points, reason: extraPoints.reason, team: teams.name })
    .from(extraPoints)
    .innerJoin(teams, eq(teams.id, extraPoints.teamId))
    .where(and(eq(extraPoints.id, extraPointsId), eq(teams.eventId, eventId)));
  if (!row) throw new NotFoundError(organizerMessages.notFound);
  await tx.delete(extraPoints).where(eq(extraPoints.id, extraPointsId));
  return {
    action: 'delete',
    entity: 'extraPoints',
    entityId: extraPointsId,
    summary: `${row.team} ${signed(row.points)}: ${row.reason}`,
  };
}
