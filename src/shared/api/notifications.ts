/**
 * The signed-in user's notifications (product.md §7 GET /notifications, §3 Notification) and their
 * read state. Notifications belong to the user, not to an event: the list needs no selection,
 * and names each one's event when the user has several. Nobody is told of their own action.
 * A notification becomes read when the user opens it (POST /notifications/read), or with every
 * other one through "Mark all as read" (POST /notifications/read-all).
 */
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../notifications';
import { defineRoute, signedIn } from './contract';
import { idBody } from './ids';
import { count, id, moment, optionalText } from './wire';

/** How many of the newest notifications the list answers; older ones are not listed. */
export const NOTIFICATIONS_PAGE_SIZE = 50;

export const notificationItem = z.object({
  id,
  message_name: z.enum(NOTIFICATION_TYPES),
  is_read: z.boolean(),
  created_at: moment,
  dynamic_key_1: optionalText,
  dynamic_key_2: optionalText,
  redirect_key_1: optionalText,
  /**
   * The name of the event it is about, while the user has more than one event (plays in, has a
   * role in or was told about); null for a user of one event, and for notifications older than
   * the field.
   */
  event_name: optionalText,
});

export const notificationsResponse = z.object({
  /** Newest first, at most NOTIFICATIONS_PAGE_SIZE. */
  notifications: z.array(notificationItem),
  /** All of the user's unread notifications, listed or older. */
  unread_count: count,
});

export const readNotificationBody = z.object({ id: idBody });

export const notificationMessages = {
  notFound: 'notificationNotFound',
} as const;

export type NotificationItem = z.infer<typeof notificationItem>;
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const notificationsRoute = defineRoute({
  method: 'GET',
  path: '/api/notifications',
  summary: `The user's newest ${NOTIFICATIONS_PAGE_SIZE} notifications, newest first, and how many are unread.`,
  access: signedIn,
  response: notificationsResponse,
});

export const readNotificationRoute = defineRoute({
  method: 'POST',
  path: '/api/notifications/read',
  summary:
    "Marks one of the user's notifications read (opened); another user's id is 404 and changes nothing.",
  addition: true,
  access: signedIn,
  body: readNotificationBody,
  response: z.object({ message: z.literal('notificationRead') }),
  refusals: { 404: [notificationMessages.notFound] },
});

export const readAllNotificationsRoute = defineRoute({
  method: 'POST',
  path: '/api/notifications/read-all',
  summary: 'Marks every notification of the user read (Mark all as read).',
  addition: true,
  access: signedIn,
  response: z.object({ message: z.literal('notificationsRead') }),
});
