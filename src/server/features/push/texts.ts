/**
 * A push's words in its user's language: the body is the notification's own text (the web app's
 * `notifications` namespace, public/locales/<lng>/notifications.json, filled like i18next's
 * `{{name}}`, names isolated), the title its group's (`pushTitle<Group>`), English for an unset language or a
 * missing key (http/webTexts.ts reads the files).
 */
import { notificationParams, type NotificationFields } from '../../../shared/notifications';
import { FALLBACK_LANGUAGE, parseLanguage } from '../../../shared/languages';
import { pushGroupOf } from '../../../shared/push';
import { webText } from '../../http/webTexts';

const text = (language: string | null, key: string): string =>
  webText(parseLanguage(language) ?? FALLBACK_LANGUAGE, 'notifications', key);

/**
 * Fills `{{name}}` with the value wrapped in Unicode isolates, as the web app's list does: a Latin
 * team name inside an Arabic sentence keeps its place and its punctuation.
 */
function fill(template: string, values: Record<string, string | undefined>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) =>
    values[key] === undefined ? '' : `\u2068${values[key]}\u2069`,
  );
}

/** `pushTitleCheers`, … */
const titleKey = (group: string) => `pushTitle${group[0].toUpperCase()}${group.slice(1)}`;

export function notificationPushText(
  language: string | null,
  notification: NotificationFields,
): { title: string; body: string } {
  return {
    title: text(language, titleKey(pushGroupOf(notification.message_name))),
    body: fill(text(language, notification.message_name), notificationParams(notification)),
  };
}

export function testPushText(language: string | null): { title: string; body: string } {
  return { title: text(language, 'pushTestTitle'), body: text(language, 'pushTestBody') };
}
