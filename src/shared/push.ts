/**
 * Web Push (issue 41): which notification types a device may be told of, gathered in the groups
 * the "Notifications on this device" page shows one switch each for, and the rules of what a
 * push subscription sends (product.md "Web Push"). Server, web and tests read these.
 */
import { NOTIFICATION_TYPES, type NotificationType } from './notifications';

/** The switches of /profile/notifications, each turning its types on or off together. */
export const PUSH_GROUPS = {
  cheers: ['received_cheer', 'first_cheer', 'milestone_cheer'],
  challenges: ['team_challenged', 'challenge_sent'],
  scores: ['score_available', 'bonus_points_awarded'],
  awards: ['award_won'],
  team: ['promoted_to_captain', 'player_added'],
  programme: ['challenge_announced', 'joker_assigned'],
} as const satisfies Record<string, readonly NotificationType[]>;

export type PushGroup = keyof typeof PUSH_GROUPS;
export const PUSH_GROUP_NAMES = Object.keys(PUSH_GROUPS) as PushGroup[];

/** The group a type belongs to (each type is in exactly one). */
export function pushGroupOf(type: NotificationType): PushGroup {
  const group = PUSH_GROUP_NAMES.find((name) =>
    (PUSH_GROUPS[name] as readonly NotificationType[]).includes(type),
  );
  if (!group) throw new Error(`No push group for ${type}`);
  return group;
}

/** The types of the given groups, in NOTIFICATION_TYPES order. */
export function typesOfGroups(groups: readonly PushGroup[]): NotificationType[] {
  const chosen = new Set<NotificationType>(groups.flatMap((group) => PUSH_GROUPS[group]));
  return NOTIFICATION_TYPES.filter((type) => chosen.has(type));
}

/** The groups whose every type is in `types` (a switch is on when all of its types are). */
export function groupsOfTypes(types: readonly NotificationType[]): PushGroup[] {
  return PUSH_GROUP_NAMES.filter((group) =>
    PUSH_GROUPS[group].every((type) => types.includes(type)),
  );
}

/** A push subscription's endpoint, as browsers give them (FCM's are about 200 characters). */
export const PUSH_ENDPOINT_MAX = 1024;
/** How many devices one user may have subscribed; a new one beyond replaces their oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

/**
 * What a push carries to the service worker (JSON, encrypted aes128gcm): the text in the user's
 * language and the app path the notification opens when tapped.
 */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of this app: starts with one `/`, never `//` (the worker opens nothing else). */
  path: string;
  /** Replaces an earlier notification with the same tag on the device. */
  tag: string;
}

/** True for a same-origin app path: `/x…`, never `//host` or `/\host`, no scheme. */
export function isAppPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.length <= 2000 &&
    /^\/(?![/\\])/.test(path) &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\\]/.test(path)
  );
}
