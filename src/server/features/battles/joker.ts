/**
 * PUT /battle: a player's team chooses its joker. In one transaction, with the team row locked
 * so two choices of the same team cannot cross: check the rule (shared jokerRefusal), upsert
 * the team's one joker of the event and tell the team's other players (joker_assigned).
 */
import { and, eq, exists, sql } from 'drizzle-orm';
import type { WriteDeps } from '../../cache/changes';
import { battles, events, teamJokers, teamPlayers, teams } from '../../db/schema';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../http/errors';
import type { EventScope } from '../../auth/eventScope';
import { jokerRefusal, type JokerRefusal } from '../../../shared/eventRules';
import { jokerMessages } from '../../../shared/api/battles';
import { notify } from '../notifications/service';
import { jokerClosingDate } from './service';

const refusalError: Record<JokerRefusal, () => Error> = {
  notPlayer: () => new ForbiddenError(jokerMessages.notPlayer),
  battleNotJokerEligible: () => new BadRequestError(jokerMessages.battleNotJokerEligible),
  jokerClosed: () => new ForbiddenError(jokerMessages.jokerClosed),
  jokerLocked: () => new ForbiddenError(jokerMessages.jokerLocked),
};

export async function chooseJoker(
  { db, changes }: WriteDeps,
  scope: EventScope,
  battleId: number,
  now: Date,
): Promise<void> {
  if (scope.teamId === null) throw refusalError.notPlayer();
  const teamId = scope.teamId;
  // Who the joker's notification reached: their lists are dropped from memory after commit.
  let told: number[] = [];
  await db.transaction(async (tx) => {
    const [team] = await tx
      .select({ id: teams.id, name: teams.name })
      .from(teams)
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
      .for('update');
    if (!team) throw new ForbiddenError(jokerMessages.notTeamMember);

    const closingDate = jokerClosingDate();
    const [battle] = await tx
      .select({ id: battles.id, name: battles.name, isJoker: battles.isJoker, closingDate })
      .from(battles)
      .innerJoin(events, eq(events.id, battles.eventId))
      .where(and(eq(battles.id, battleId), eq(battles.eventId, scope.eventId)));
    if (!battle) throw new NotFoundError(jokerMessages.battleNotFound);

    const [current] = await tx
      .select({ battleId: teamJokers.battleId, closingDate })
      .from(teamJokers)
      .innerJoin(battles, eq(battles.id, teamJokers.battleId))
      .innerJoin(events, eq(events.id, teamJokers.eventId))
      .where(and(eq(teamJokers.teamId, team.id), eq(teamJokers.eventId, scope.eventId)));

    const refusal = jokerRefusal({
      role: scope.role,
      hasTeam: true,
      battle,
      current: current ?? null,
      now,
    });
    if (refusal) throw refusalError[refusal]();
    // Choosing the current joker again changes nothing and tells nobody.
    if (current?.battleId === battle.id) return;

    await tx
      .insert(teamJokers)
      .values({ teamId: team.id, battleId: battle.id, eventId: scope.eventId, createdAt: now })
      .onConflictDoUpdate({
        target: [teamJokers.teamId, teamJokers.eventId],
        set: { battleId: battle.id, createdAt: now },
      });
    told = await notify(
      tx,
      { teamId: team.id },
      {
        type: 'joker_assigned',
        dynamicKey1: battle.name,
        dynamicKey2: team.name,
        redirectKey1: String(battle.id),
      },
      { eventId: scope.eventId, actedBy: scope.userId },
      now,
    );
  });
  await changes.publish({ kind: 'teamJokers', eventId: scope.eventId });
  if (told.length > 0) await changes.publish({ kind: 'users', userIds: told });
}
