/**
 * The twelve notification types of product.md §3 and, for each, where it leads and what it says: its
 * target route (product.md §2 "Notification targets", redirect_key_1 as the id) and the placeholders of
 * its translated text (namespace `notifications`, key = message_name) filled from dynamic_key_1
 * and dynamic_key_2, in the order docs/data-model.md "Notifications" gives writers. Server, web
 * and tests read this one table; the icons are the web's (features/notifications/icons.ts).
 */
import { awardNameSpacing } from './eventRules';

export const NOTIFICATION_TYPES = [
  'team_challenged',
  'challenge_sent',
  'received_cheer',
  'first_cheer',
  'milestone_cheer',
  'promoted_to_captain',
  'player_added',
  'score_available',
  'challenge_announced',
  'award_won',
  'joker_assigned',
  'bonus_points_awarded',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The dynamic keys of product.md §3: the placeholders a notification's text may name. */
export type NotificationParam =
  | 'team_name'
  | 'user_name'
  | 'cheer_count'
  | 'activity_name'
  | 'challenge_number'
  | 'award_name'
  | 'bonus_points'
  | 'reason';

/**
 * The cheer counts a team is told about and that earn its players a badge: the first cheer
 * (first_cheer), then each milestone (milestone_cheer with cheer_count).
 */
export const CHEER_MILESTONES = [1, 5, 10, 25, 50, 100] as const;

/** A screen a notification opens; `idParam` names the id it reads from redirect_key_1. */
interface Target {
  /** the product spec's form, trailing slash included (product.md §10). */
  path: '/team/' | '/cheers/' | '/score/' | '/battles' | '/leaderboard';
  idParam?: 'otherTeamId' | 'selectedScoreId';
  /** Where a notification without a usable id goes instead: the list the screen belongs to. */
  withoutId?: '/teams' | '/cheers-leaderboard' | '/scores';
}

const TEAM: Target = { path: '/team/', idParam: 'otherTeamId', withoutId: '/teams' };
const CHEERS: Target = {
  path: '/cheers/',
  idParam: 'otherTeamId',
  withoutId: '/cheers-leaderboard',
};
const SCORE: Target = { path: '/score/', idParam: 'selectedScoreId', withoutId: '/scores' };
const BATTLES: Target = { path: '/battles' };
const LEADERBOARD: Target = { path: '/leaderboard' };

interface NotificationRule {
  target: Target;
  /** The placeholders dynamic_key_1 and dynamic_key_2 fill, in that order. */
  params: readonly [NotificationParam, NotificationParam?];
}

export const NOTIFICATION_RULES: Record<NotificationType, NotificationRule> = {
  team_challenged: { target: TEAM, params: ['team_name'] },
  challenge_sent: { target: TEAM, params: ['team_name'] },
  received_cheer: { target: CHEERS, params: ['user_name', 'team_name'] },
  first_cheer: { target: CHEERS, params: ['team_name'] },
  milestone_cheer: { target: CHEERS, params: ['team_name', 'cheer_count'] },
  promoted_to_captain: { target: TEAM, params: ['team_name'] },
  player_added: { target: TEAM, params: ['user_name', 'team_name'] },
  score_available: { target: SCORE, params: ['activity_name'] },
  // The challenges grid: the new challenge is there, and so is the joker with its star.
  challenge_announced: { target: BATTLES, params: ['activity_name', 'challenge_number'] },
  award_won: { target: LEADERBOARD, params: ['award_name', 'team_name'] },
  joker_assigned: { target: BATTLES, params: ['activity_name', 'team_name'] },
  // The team page shows its extra points next to its points.
  bonus_points_awarded: { target: TEAM, params: ['bonus_points', 'reason'] },
};

/** The fields of a notification (product.md §3) that decide its target and text. */
export interface NotificationFields {
  message_name: NotificationType;
  dynamic_key_1: string | null;
  dynamic_key_2: string | null;
  redirect_key_1: string | null;
}

/** An id as the web's query capture and the API headers accept it: digits, no leading zero. */
const ID_TEXT = /^[1-9][0-9]{0,9}$/;

/** The route a notification opens, e.g. `/team/?otherTeamId=7` or `/battles`. */
export function notificationTarget(notification: NotificationFields): string {
  const { path, idParam, withoutId } = NOTIFICATION_RULES[notification.message_name].target;
  if (!idParam) return path;
  const id = notification.redirect_key_1?.trim() ?? '';
  return ID_TEXT.test(id) ? `${path}?${idParam}=${id}` : (withoutId ?? path);
}

/** How a dynamic key reads: award names spaced as /awards shows them ("Best Team Spirit"). */
function readable(param: NotificationParam, value: string | null): string {
  if (value === null) return '';
  return param === 'award_name' ? awardNameSpacing(value) : value;
}

/** The values its translated text is filled with; a missing key becomes an empty text. */
export function notificationParams(
  notification: NotificationFields,
): Partial<Record<NotificationParam, string>> {
  const [first, second] = NOTIFICATION_RULES[notification.message_name].params;
  const params: Partial<Record<NotificationParam, string>> = {
    [first]: readable(first, notification.dynamic_key_1),
  };
  if (second) params[second] = readable(second, notification.dynamic_key_2);
  return params;
}
