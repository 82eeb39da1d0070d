/**
 * A notification's text in the user's language: its type's message (namespace notifications)
 * filled from its dynamic keys (shared/notifications.ts says which placeholder each fills).
 * Names from the server are wrapped in Unicode isolates, so a Latin team name inside an Arabic
 * sentence keeps its place and its punctuation.
 */
import type { TFunction } from 'i18next';
import {
  notificationParams,
  type NotificationFields,
  type NotificationParam,
} from '../../../shared/notifications';
import { isolate } from '../../lib/isolate';

export function notificationText(
  t: TFunction<'notifications'>,
  notification: NotificationFields,
): string {
  const params = notificationParams(notification);
  const isolated: Partial<Record<NotificationParam, string>> = {};
  for (const [name, value] of Object.entries(params) as [NotificationParam, string][]) {
    isolated[name] = isolate(value);
  }
  return t(notification.message_name, isolated);
}
