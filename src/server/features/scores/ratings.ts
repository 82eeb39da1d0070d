/**
 * Rating a session (POST /rate-crew-challenge): a member of a team that played it gives the crew
 * and the challenge 1 to 5 stars, one rating per user and session, changed by rating again.
 * A user's ratings are kept in their user scope for /score's my_rating, dropped by the `users`
 * change the rating publishes.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { battles, ratings, results, scoreSessions } from '../../db/schema';
import type { WriteDeps } from '../../cache/changes';
import { ofUser, type ReadDeps } from '../../cache/snapshots';
import type { EventScope } from '../../auth/eventScope';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { scoreMessages, type rateBody } from '../../../shared/api/scores';

export interface Rating {
  crew_rating: number;
  challenge_rating: number;
}

async function loadUserRatings(db: Db, userId: number): Promise<Map<number, Rating>> {
  const rows = await db
    .select({
      sessionId: ratings.scoreSessionId,
      crew_rating: ratings.crewRating,
      challenge_rating: ratings.challengeRating,
    })
    .from(ratings)
    .where(eq(ratings.userId, userId));
  return new Map(rows.map(({ sessionId, ...rating }) => [sessionId, rating]));
}

/** The user's ratings by session. */
export const userRatings = ({ db, snapshots }: ReadDeps, userId: number) =>
  snapshots.get(ofUser(userId), 'scores:ratings', () => loadUserRatings(db, userId));

/** POST /rate-crew-challenge. */
export async function rateSession(
  { db, changes }: WriteDeps,
  scope: EventScope,
  input: z.infer<typeof rateBody>,
  now: Date,
): Promise<{ message: typeof scoreMessages.rated }> {
  const teamId = scope.teamId ?? 0;
  const played = sql<boolean>`exists (select 1 from ${results} r
    where r.score_session_id = ${scoreSessions.id} and r.team_id = ${teamId})`;
  const [session] = await db
    .select({ id: scoreSessions.id, played })
    .from(scoreSessions)
    .innerJoin(battles, eq(battles.id, scoreSessions.battleId))
    .where(and(eq(scoreSessions.id, input.score_id), eq(battles.eventId, scope.eventId)));
  if (!session) throw new NotFoundError(scoreMessages.sessionNotFound);
  if (!session.played) throw new ForbiddenError(scoreMessages.notTeamOfSession);

  const stars = { crewRating: input.crew_rating, challengeRating: input.challenge_rating };
  await db
    .insert(ratings)
    .values({ userId: scope.userId, scoreSessionId: session.id, ...stars, createdAt: now })
    .onConflictDoUpdate({ target: [ratings.userId, ratings.scoreSessionId], set: stars });
  await changes.publish({ kind: 'users', userIds: [scope.userId] });
  return { message: scoreMessages.rated };
}
