/**
 * The rivals area: the teams a team challenged and the teams that challenged it (GET /rivals,
 * and the team page's preview GET /team_rivals), and a player's team challenging a team or
 * withdrawing its challenge (PUT /put-challenge).
 *
 * Reads are event-day hot paths: both sides of a team are read in one query into the event's
 * social snapshot (scope social:<event>); the answers are encoded once and shared by every
 * viewer in the same position (role, own team or not). A challenge is written in one
 * transaction with the challenger's team row locked, so concurrent challenges of one team take
 * turns and never pass the event's max_challenge_others.
 */
import { and, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, events, rivals, teamPlayers, teams } from '../../db/schema';
import { parsedJson } from '../../db/wire';
import type { WriteDeps } from '../../cache/changes';
import { socialOfEvent, type ReadDeps } from '../../cache/snapshots';
import type { EventScope } from '../../auth/eventScope';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import { isBefore, isEventTypeEvent } from '../../../shared/eventRules';
import {
  rivalMessages,
  TEAM_RIVALS_PREVIEW,
  type PutChallengeBody,
  type Rival,
  type RivalsResponse,
} from '../../../shared/api/rivals';
import { readTeam, type ReadTeam } from '../team/access';
import { notify, type NotificationCause } from '../notifications/service';

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

/** What every viewer of a team's rivals shares. */
type TeamRivals = Omit<RivalsResponse, 'role' | 'is_own_team'>;

/**
 * One side of the team's challenges as a JSON list, newest first: the teams it challenged
 * (`challenged`) or the teams that challenged it (`challengers`).
 */
function rivalsJson(side: 'challenged' | 'challengers') {
  const [own, other] =
    side === 'challenged'
      ? ['challenger_team_id', 'challenged_team_id']
      : ['challenged_team_id', 'challenger_team_id'];
  return sql`coalesce((
    select json_agg(json_build_object(
      'id', o.id, 'name', o.name, 'company_name', oc.name, 'photo_url', o.picture,
      'message', o.slogan, 'max_challenge_others', ${events.maxChallengeOthers})
      order by r.created_at desc, r.id desc)
    from ${rivals} r
    join ${teams} o on o.id = r.${sql.raw(other)}
    join ${companies} oc on oc.id = o.company_id
    where r.${sql.raw(own)} = ${teams.id}), '[]'::json)`;
}

/** Both sides of one team's challenges in one query; 404 when it left the event meanwhile. */
async function loadTeamRivals(db: Db, eventId: number, teamId: number): Promise<TeamRivals> {
  const [row] = await db
    .select({
      team_id: teams.id,
      team_name: teams.name,
      max_challenge_others: events.maxChallengeOthers,
      challenged: rivalsJson('challenged'),
      challengers: rivalsJson('challengers'),
    })
    .from(teams)
    .innerJoin(events, eq(events.id, teams.eventId))
    .where(and(eq(teams.id, teamId), eq(teams.eventId, eventId)));
  if (!row) throw new NotFoundError(rivalMessages.teamNotFound);
  return {
    ...row,
    challenged: parsedJson<Rival[]>(row.challenged),
    challengers: parsedJson<Rival[]>(row.challengers),
  };
}

function teamRivalsOf({ db, snapshots }: ReadDeps, team: ReadTeam): Promise<TeamRivals> {
  return snapshots.get(socialOfEvent(team.eventId), `rivals:${team.id}`, () =>
    loadTeamRivals(db, team.eventId, team.id),
  );
}

/** GET /rivals for the rivalsId header's team, else the user's own. */
export async function rivalsAnswer(
  deps: ReadDeps,
  scope: EventScope,
  headerId: number | undefined,
): Promise<RivalsResponse> {
  const team = await readTeam(deps, scope, headerId);
  const isOwnTeam = team.id === scope.teamId;
  const position = `${scope.role ?? 'none'}:${isOwnTeam ? 'own' : 'other'}`;
  return deps.snapshots.answer(
    socialOfEvent(team.eventId),
    `rivals:${team.id}:${position}`,
    async () => ({
      role: scope.role,
      is_own_team: isOwnTeam,
      ...(await teamRivalsOf(deps, team)),
    }),
  );
}

/** GET /team_rivals: the newest rivals on each side and both counts. */
export async function teamRivalsPreview(
  deps: ReadDeps,
  scope: EventScope,
  headerId: number | undefined,
) {
  const team = await readTeam(deps, scope, headerId);
  return deps.snapshots.answer(socialOfEvent(team.eventId), `teamRivals:${team.id}`, async () => {
    const all = await teamRivalsOf(deps, team);
    return {
      challenged: all.challenged.slice(0, TEAM_RIVALS_PREVIEW),
      challengers: all.challengers.slice(0, TEAM_RIVALS_PREVIEW),
      challenged_count: all.challenged.length,
      challengers_count: all.challengers.length,
      max_challenge_others: all.max_challenge_others,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Challenging
// ---------------------------------------------------------------------------------------------

export type ChallengeRefusal = 'notThisEventType' | 'closed' | 'ownTeam';

export interface ChallengeRuleInput {
  eventType: string;
  closingDate: Date;
  challengerId: number;
  challengedId: number;
  now: Date;
}

/**
 * Why a challenge or its withdrawal is refused, or null when it is allowed: only in an event of
 * type Event, only before its closing date, never against the own team.
 */
export function challengeRefusal(i: ChallengeRuleInput): ChallengeRefusal | null {
  if (!isEventTypeEvent(i.eventType)) return 'notThisEventType';
  if (!isBefore(i.closingDate, i.now)) return 'closed';
  if (i.challengedId === i.challengerId) return 'ownTeam';
  return null;
}

const refusalError: Record<ChallengeRefusal, () => Error> = {
  notThisEventType: () => new ForbiddenError(rivalMessages.notThisEventType),
  closed: () => new ForbiddenError(rivalMessages.closed),
  ownTeam: () => new ForbiddenError(rivalMessages.ownTeam),
};

interface NamedTeam {
  id: number;
  name: string;
}

/**
 * Tells the challenged team (team_challenged) and the own team (challenge_sent), the player who
 * sent it aside; answers who.
 */
async function notifyChallenge(
  tx: Db,
  challenger: NamedTeam,
  challenged: NamedTeam,
  cause: NotificationCause,
  now: Date,
): Promise<number[]> {
  const toChallenged = await notify(
    tx,
    { teamId: challenged.id },
    { type: 'team_challenged', dynamicKey1: challenger.name, redirectKey1: String(challenger.id) },
    cause,
    now,
  );
  const toChallenger = await notify(
    tx,
    { teamId: challenger.id },
    { type: 'challenge_sent', dynamicKey1: challenged.name, redirectKey1: String(challenged.id) },
    cause,
    now,
  );
  return [...new Set([...toChallenged, ...toChallenger])];
}

interface ChallengeOutcome {
  changed: boolean;
  challengedCount: number;
  maxChallengeOthers: number;
}

/**
 * PUT /put-challenge: the session's team challenges a team of the event (challenged: true) or
 * withdraws its challenge (false). Repeating either changes nothing and tells nobody; a
 * withdrawal tells nobody either.
 */
export async function putChallenge(
  { db, changes }: WriteDeps,
  scope: EventScope,
  body: PutChallengeBody,
  now: Date,
) {
  const teamId = scope.teamId;
  if (teamId === null) throw new ForbiddenError(rivalMessages.notTeamMember);
  // Who the challenge's notifications reached: their lists are dropped from memory after commit.
  let told: number[] = [];
  const outcome = await db.transaction(async (tx): Promise<ChallengeOutcome> => {
    // "No key update" queues the team's challenges, yet lets others' rows reference the team,
    // so two teams challenging each other at once do not deadlock.
    const [challenger] = await tx
      .select({
        id: teams.id,
        name: teams.name,
        eventType: events.eventType,
        closingDate: events.closingDate,
        maxChallengeOthers: events.maxChallengeOthers,
      })
      .from(teams)
      .innerJoin(events, eq(events.id, teams.eventId))
      .where(
        and(
          eq(teams.id, teamId),
          eq(teams.eventId, scope.eventId),
          exists(
            tx
              .select({ one: sql`1` })
              .from(teamPlayers)
              .where(and(eq(teamPlayers.teamId, teams.id), eq(teamPlayers.userId, scope.userId))),
          ),
        ),
      )
      .for('no key update', { of: teams });
    if (!challenger) throw new ForbiddenError(rivalMessages.notTeamMember);

    const refusal = challengeRefusal({
      ...challenger,
      challengerId: challenger.id,
      challengedId: body.challenged_id,
      now,
    });
    if (refusal) throw refusalError[refusal]();

    const [challenged] = await tx
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(and(eq(teams.id, body.challenged_id), eq(teams.eventId, scope.eventId)));
    if (!challenged) throw new NotFoundError(rivalMessages.teamNotFound);

    const current = await tx
      .select({ id: rivals.challengedTeamId })
      .from(rivals)
      .where(eq(rivals.challengerTeamId, challenger.id));
    const unchanged = {
      changed: false,
      challengedCount: current.length,
      maxChallengeOthers: challenger.maxChallengeOthers,
    };
    const alreadyChallenged = current.some((rival) => rival.id === challenged.id);
    if (body.challenged === alreadyChallenged) return unchanged;

    if (!body.challenged) {
      await tx
        .delete(rivals)
        .where(
          and(
            eq(rivals.challengerTeamId, challenger.id),
            eq(rivals.challengedTeamId, challenged.id),
          ),
        );
      return { ...unchanged, changed: true, challengedCount: current.length - 1 };
    }

    if (current.length >= challenger.maxChallengeOthers) {
      throw new ConflictError(rivalMessages.limitReached);
    }
    await tx
      .insert(rivals)
      .values({ challengerTeamId: challenger.id, challengedTeamId: challenged.id, createdAt: now });
    told = await notifyChallenge(
      tx,
      challenger,
      challenged,
      { eventId: scope.eventId, actedBy: scope.userId },
      now,
    );
    return { ...unchanged, changed: true, challengedCount: current.length + 1 };
  });
  if (outcome.changed) await changes.publish({ kind: 'teamSocial', eventId: scope.eventId });
  if (told.length > 0) await changes.publish({ kind: 'users', userIds: told });
  return {
    message: body.challenged ? rivalMessages.challenged : rivalMessages.withdrawn,
    challenged: body.challenged,
    challenged_count: outcome.challengedCount,
    max_challenge_others: outcome.maxChallengeOthers,
  };
}
