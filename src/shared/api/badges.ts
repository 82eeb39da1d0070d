/**
 * GET /api/badges: what the signed-in user's teams have earned, in every event they played in
 * (the product spec lists /badges without a description; docs/decisions.md says what a badge is). A badge is
 * - an award won by one of the user's teams (`award`),
 * - a cheer milestone one of their teams reached: its first cheer, then 5, 10, 25, 50 and 100
 *   (`cheers`, CHEER_MILESTONES of shared/notifications.ts, which cheer notifications announce),
 * - a number of challenges one of their teams has played, results entered: 1, 3, 5, 10
 *   (`challenges`).
 * Each is computed from the awards, cheers, results and team_players tables; nothing is stored.
 */
import { z } from 'zod';
import { defineRoute, signedIn } from './contract';
import { count, id, moment, optionalText, text } from './wire';

/** Challenges played (results entered) that earn a team's players a badge. */
export const CHALLENGE_MILESTONES = [1, 3, 5, 10] as const;

export const BADGE_KINDS = ['award', 'cheers', 'challenges'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

export const badge = z.object({
  kind: z.enum(BADGE_KINDS),
  /** The award's name (written in CamelCase; the screen spaces it); null for a milestone. */
  award_name: optionalText,
  /** The count reached: cheers or challenges played; null for an award. */
  milestone: count.nullable(),
  team_id: id,
  team_name: text,
  event_name: text,
  /** When it was earned: the award's moment, the milestone cheer's, the challenge's end. */
  earned_at: moment,
});

export const badgesResponse = z.object({
  /** Newest first. */
  badges: z.array(badge),
});

export type Badge = z.infer<typeof badge>;

export const badgesRoute = defineRoute({
  method: 'GET',
  path: '/api/badges',
  summary:
    "Badges of the user's teams in every event: awards won, cheer milestones, challenges played.",
  addition: true,
  access: signedIn,
  response: badgesResponse,
});
