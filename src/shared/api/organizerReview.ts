/**
 * The organizer console's review of crew saves (issue "Results people can trust"): when the
 * event's results need approval (the event form's `results_need_approval`), a crew save is kept
 * as submitted and counts nowhere until an organizer approves it here, or sends it back to the
 * crew with a note. The console lists the sessions awaiting review with what would change and
 * who entered it. Approving and sending back are audited; a change after approval needs approval
 * again.
 */
import { z } from 'zod';
import { requiredText } from '../validation';
import { defineRoute } from './contract';
import { idBody } from './ids';
import { organizerAccess, organizerMessages } from './organizer';
import { crewTeamResult, reviewState } from './crew';
import { count, id, moment, optionalText, text } from './wire';

/** Message keys of this part; the web app translates them (organizer namespace). */
export const organizerReviewMessages = {
  approved: 'reviewApproved',
  sentBack: 'reviewSentBack',
  /** The session has no crew save waiting for review (approved meanwhile, or never sent). */
  nothingToReview: 'reviewNothingWaiting',
} as const;

/** A team's result as a review compares it: before (what counts now) and after (the crew's). */
export const reviewedResult = crewTeamResult.pick({
  rank: true,
  points: true,
  score_1: true,
  score_2: true,
  time_1: true,
  time_2: true,
  is_ladies: true,
  is_fairplay: true,
  is_disqualified: true,
  is_joker: true,
});
export type ReviewedResult = z.infer<typeof reviewedResult>;

export const reviewChange = z.object({
  team_id: id,
  team_name: text,
  /** What counts now; null when the team has no result yet. */
  before: reviewedResult.nullable(),
  /** What the crew submitted; null when the crew cleared it. */
  after: reviewedResult.nullable(),
});

export const reviewSession = z.object({
  score_id: id,
  battle_id: id,
  battle_name: text,
  start_time: moment,
  end_time: moment,
  review_state: reviewState.unwrap(),
  /** The note sent back to the crew, when it was. */
  review_note: optionalText,
  submitted_by: optionalText,
  submitted_at: moment.nullable(),
  /** Only the teams whose result would change, by name. */
  changes: z.array(reviewChange),
  team_count: count,
  teams_without_result: count,
});
export type ReviewSession = z.infer<typeof reviewSession>;

export const organizerReviewRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/sessions/review',
  summary:
    "The chosen event's sessions whose crew save awaits review or was sent back, oldest submission first, each with the teams whose result would change (before and after) and who entered it.",
  addition: true,
  access: organizerAccess,
  response: z.object({ results_need_approval: z.boolean(), sessions: z.array(reviewSession) }),
});

export const approveBody = z.object({ score_id: idBody });

export const organizerApproveRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/sessions/approve',
  summary:
    "Approves the crew's submitted save of a session: its results count from now on (standings, scores, team points, notifications), in one transaction (audited).",
  addition: true,
  access: organizerAccess,
  body: approveBody,
  response: z.object({ message: z.literal(organizerReviewMessages.approved) }),
  refusals: {
    404: [organizerMessages.notFound],
    409: [organizerReviewMessages.nothingToReview],
  },
});

export const REVIEW_NOTE_MAX = 500;

export const sendBackBody = z.object({
  score_id: idBody,
  note: requiredText(REVIEW_NOTE_MAX),
});

export const organizerSendBackRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/sessions/send-back',
  summary:
    'Sends the crew\'s submitted save of a session back with a note: it still counts nowhere, and the crew see "Sent back" with the note until they save again (audited).',
  addition: true,
  access: organizerAccess,
  body: sendBackBody,
  response: z.object({ message: z.literal(organizerReviewMessages.sentBack) }),
  refusals: {
    404: [organizerMessages.notFound],
    409: [organizerReviewMessages.nothingToReview],
  },
});
