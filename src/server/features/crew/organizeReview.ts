/**
 * The organizer console's list of crew saves awaiting review (GET /organizer/sessions/review):
 * per session, who submitted it and when, and the teams whose result would change, before (what
 * counts now) and after (the crew's save). Approving and sending back are crew/service.ts's.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { battles, events, scoreSessions, users } from '../../db/schema';
import { iso } from '../../db/wire';
import type { EventScope } from '../../auth/eventScope';
import type { ReviewSession, ReviewedResult } from '../../../shared/api/organizerReview';
import { timeText } from '../../../shared/scoring';
import {
  crewSessionQuery,
  sessionTeams,
  storedResult,
  submittedOf,
  type SubmittedResult,
} from './session';

type Shown = Pick<
  SubmittedResult,
  | 'rank'
  | 'points'
  | 'score1'
  | 'score2'
  | 'time1'
  | 'time2'
  | 'isLadies'
  | 'isFairplay'
  | 'isDisqualified'
  | 'isJoker'
>;

const shown = (r: Shown): ReviewedResult => ({
  rank: r.rank,
  points: r.points,
  score_1: r.score1,
  score_2: r.score2,
  time_1: timeText(r.time1),
  time_2: timeText(r.time2),
  is_ladies: r.isLadies,
  is_fairplay: r.isFairplay,
  is_disqualified: r.isDisqualified,
  is_joker: r.isJoker,
});

export async function organizerReviewList(
  db: Db,
  scope: EventScope,
): Promise<{ results_need_approval: boolean; sessions: ReviewSession[] }> {
  const [event] = await db
    .select({ needsApproval: events.resultsNeedApproval })
    .from(events)
    .where(eq(events.id, scope.eventId));
  const waiting = await db
    .select({
      id: scoreSessions.id,
      submittedBy: users.firstName,
      submittedByLast: users.lastName,
      submittedAt: iso(scoreSessions.submittedAt),
    })
    .from(scoreSessions)
    .innerJoin(battles, eq(battles.id, scoreSessions.battleId))
    .leftJoin(users, eq(users.id, scoreSessions.submittedBy))
    .where(and(eq(battles.eventId, scope.eventId), isNotNull(scoreSessions.reviewState)))
    .orderBy(asc(scoreSessions.submittedAt), asc(scoreSessions.id));
  const sessions: ReviewSession[] = [];
  for (const row of waiting) {
    const [session] = await crewSessionQuery(db, scope, row.id);
    if (!session?.reviewState) continue;
    const counted = await sessionTeams(db, scope.eventId, session);
    const submitted = await submittedOf(db, session.id);
    const changes = counted.flatMap((team) => {
      const mine = submitted.get(team.teamId);
      const before =
        team.resultId === null ? null : shown({ ...storedResult(team), points: team.points ?? 0 });
      const after = mine ? shown({ ...mine, isJoker: team.isJoker }) : null;
      if (JSON.stringify(before) === JSON.stringify(after)) return [];
      return [{ team_id: team.teamId, team_name: team.name, before, after }];
    });
    const decided = counted.filter((team) => {
      const result = submitted.get(team.teamId) ?? (team.resultId === null ? null : team);
      return result !== null && (result.rank !== null || result.isDisqualified === true);
    }).length;
    sessions.push({
      score_id: session.id,
      battle_id: session.battleId,
      battle_name: session.battleName,
      start_time: session.startTime,
      end_time: session.endTime,
      review_state: session.reviewState,
      review_note: session.reviewNote,
      submitted_by: row.submittedBy === null ? null : `${row.submittedBy} ${row.submittedByLast}`,
      submitted_at: row.submittedAt,
      changes,
      team_count: counted.length,
      teams_without_result: counted.length - decided,
    });
  }
  return { results_need_approval: event?.needsApproval ?? false, sessions };
}
