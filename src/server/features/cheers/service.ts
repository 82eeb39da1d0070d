/**
 * The cheers area: who cheered a team (GET /cheers, and the team page's preview GET
 * /team_cheers) and cheering one (PUT /put-cheer).
 *
 * Reads are event-day hot paths: a team's cheers are read in one query into the event's social
 * snapshot (scope social:<event>) and every viewer is sent the same encoded answer until a
 * cheer or challenge of the event is committed. A cheer is written in one transaction with the
 * cheered team's row locked, so cheers of one team take turns and the count its notifications
 * name (first cheer, milestones) is exact; the unique index keeps one cheer per user and team.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cheers, events, teams, users } from '../../db/schema';
import { parsedJson } from '../../db/wire';
import type { WriteDeps } from '../../cache/changes';
import { socialOfEvent, type ReadDeps } from '../../cache/snapshots';
import type { EventScope } from '../../auth/eventScope';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import { isRunning } from '../../../shared/eventRules';
import { CHEER_MILESTONES } from '../../../shared/notifications';
import {
  cheerMessages,
  TEAM_CHEERS_PREVIEW,
  type Cheer,
  type CheersResponse,
  type PutCheerBody,
} from '../../../shared/api/cheers';
import { readTeam, type ReadTeam } from '../team/access';
import { notify, type NotificationCause } from '../notifications/service';

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

/** The cheered team inside the cheers subquery (a one-table select names its columns bare). */
const cheeredTeam = {
  id: sql.raw('"teams"."id"'),
  name: sql.raw('"teams"."name"'),
  picture: sql.raw('"teams"."picture"'),
};

/** One team's cheers, newest first, in one query; 404 when it left the event meanwhile. */
async function loadTeamCheers(db: Db, eventId: number, teamId: number): Promise<CheersResponse> {
  const teamCheers = sql`coalesce((
    select json_agg(json_build_object(
      'user_id', u.id, 'name', u.first_name || ' ' || u.last_name, 'message', c.message,
      'photo_url', u.picture, 'team_name', ${cheeredTeam.name},
      'team_picture', ${cheeredTeam.picture}) order by c.created_at desc, c.id desc)
    from ${cheers} c join ${users} u on u.id = c.user_id
    where c.team_id = ${cheeredTeam.id}), '[]'::json)`;
  const [row] = await db
    .select({ team_id: teams.id, team_name: teams.name, cheers: teamCheers })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.eventId, eventId)));
  if (!row) throw new NotFoundError(cheerMessages.teamNotFound);
  const list = parsedJson<Cheer[]>(row.cheers);
  return { team_id: row.team_id, team_name: row.team_name, cheers: list, cheer_count: list.length };
}

/** GET /cheers: every cheer of the team, one answer for every viewer. */
function teamCheersOf({ db, snapshots }: ReadDeps, team: ReadTeam): Promise<CheersResponse> {
  return snapshots.answer(socialOfEvent(team.eventId), `cheers:${team.id}`, () =>
    loadTeamCheers(db, team.eventId, team.id),
  );
}

/** GET /cheers for the otherTeamId header's team, else the user's own. */
export async function cheersAnswer(
  deps: ReadDeps,
  scope: EventScope,
  headerId: number | undefined,
): Promise<CheersResponse> {
  return teamCheersOf(deps, await readTeam(deps, scope, headerId));
}

/** GET /team_cheers: the newest cheers of the team and the count, from the same snapshot. */
export async function teamCheersPreview(
  deps: ReadDeps,
  scope: EventScope,
  headerId: number | undefined,
) {
  const team = await readTeam(deps, scope, headerId);
  return deps.snapshots.answer(socialOfEvent(team.eventId), `teamCheers:${team.id}`, async () => {
    const all = await teamCheersOf(deps, team);
    return { cheers: all.cheers.slice(0, TEAM_CHEERS_PREVIEW), cheer_count: all.cheer_count };
  });
}

// ---------------------------------------------------------------------------------------------
// Cheering
// ---------------------------------------------------------------------------------------------

export type CheerRefusal = 'windowClosed' | 'ownTeam' | 'needsPicture';

export interface CheerRuleInput {
  cheersStartTime: Date | null;
  cheersEndTime: Date | null;
  teamId: number;
  picture: string | null;
  /** The team the user plays for in the session, if any. */
  ownTeamId: number | null;
  now: Date;
}

/**
 * Why a cheer is refused, or null when it is allowed: only inside the event's cheers window
 * (start included, end excluded; a window without a start or an end is closed), never for the
 * user's own team, and only for a team with a picture.
 */
export function cheerRefusal(i: CheerRuleInput): CheerRefusal | null {
  const windowOpen =
    i.cheersStartTime !== null &&
    i.cheersEndTime !== null &&
    isRunning(i.cheersStartTime, i.cheersEndTime, i.now);
  if (!windowOpen) return 'windowClosed';
  if (i.teamId === i.ownTeamId) return 'ownTeam';
  if (!i.picture) return 'needsPicture';
  return null;
}

const refusalError: Record<CheerRefusal, () => Error> = {
  windowClosed: () => new ForbiddenError(cheerMessages.windowClosed),
  ownTeam: () => new ForbiddenError(cheerMessages.ownTeam),
  needsPicture: () => new ForbiddenError(cheerMessages.needsPicture),
};

/** Whether the team's new cheer count is a milestone its players are told about (above 1). */
const isMilestone = (cheerCount: number) =>
  cheerCount > 1 && (CHEER_MILESTONES as readonly number[]).includes(cheerCount);

/**
 * Tells the team's players about the cheer (received_cheer), and about its first cheer or a
 * milestone, the cheering person aside; answers who was told.
 */
async function notifyCheer(
  tx: Db,
  team: { id: number; name: string },
  cheererName: string,
  cheerCount: number,
  cause: NotificationCause,
  now: Date,
): Promise<number[]> {
  const to = { teamId: team.id };
  const redirectKey1 = String(team.id);
  const told = await notify(
    tx,
    to,
    { type: 'received_cheer', dynamicKey1: cheererName, dynamicKey2: team.name, redirectKey1 },
    cause,
    now,
  );
  if (cheerCount === 1) {
    await notify(tx, to, { type: 'first_cheer', dynamicKey1: team.name, redirectKey1 }, cause, now);
  }
  if (isMilestone(cheerCount)) {
    await notify(
      tx,
      to,
      {
        type: 'milestone_cheer',
        dynamicKey1: team.name,
        dynamicKey2: String(cheerCount),
        redirectKey1,
      },
      cause,
      now,
    );
  }
  return told;
}

/** PUT /put-cheer: the user cheers a team of the session's event; answers its new count. */
export async function putCheer(
  { db, changes }: WriteDeps,
  scope: EventScope,
  body: PutCheerBody,
  now: Date,
): Promise<{ message: string; cheer_count: number }> {
  // Who the cheer's notifications reached: their lists are dropped from memory after commit.
  let told: number[] = [];
  const cheerCount = await db.transaction(async (tx) => {
    // "No key update" queues the team's cheers without blocking rows that only reference it.
    const [team] = await tx
      .select({
        id: teams.id,
        name: teams.name,
        picture: teams.picture,
        cheersStartTime: events.cheersStartTime,
        cheersEndTime: events.cheersEndTime,
        cheererName: sql<string>`(select u.first_name || ' ' || u.last_name from ${users} u
                                  where u.id = ${scope.userId})`,
      })
      .from(teams)
      .innerJoin(events, eq(events.id, teams.eventId))
      .where(and(eq(teams.id, body.team_id), eq(teams.eventId, scope.eventId)))
      .for('no key update', { of: teams });
    if (!team) throw new NotFoundError(cheerMessages.teamNotFound);

    const refusal = cheerRefusal({ ...team, teamId: team.id, ownTeamId: scope.teamId, now });
    if (refusal) throw refusalError[refusal]();

    // The unique index decides: a second cheer by the user for the team inserts nothing.
    const inserted = await tx
      .insert(cheers)
      .values({ userId: scope.userId, teamId: team.id, message: body.comment, createdAt: now })
      .onConflictDoNothing({ target: [cheers.userId, cheers.teamId] })
      .returning({ id: cheers.id });
    if (inserted.length === 0) throw new ConflictError(cheerMessages.alreadyCheered);

    const [{ total }] = await tx
      .select({ total: count() })
      .from(cheers)
      .where(eq(cheers.teamId, team.id));
    told = await notifyCheer(
      tx,
      team,
      team.cheererName,
      total,
      { eventId: scope.eventId, actedBy: scope.userId },
      now,
    );
    return total;
  });
  await changes.publish({ kind: 'teamSocial', eventId: scope.eventId });
  if (told.length > 0) await changes.publish({ kind: 'users', userIds: told });
  return { message: cheerMessages.saved, cheer_count: cheerCount };
}
