/**
 * The console's words for what the server and the shared schemas say: message keys of the
 * organizer namespace first, then the common ones (`fieldRequired`, `invalidEmail`, …).
 */
import i18next from 'i18next';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api';
import type { OrganizerKey } from '../../../lib/i18n';
import { messageText } from '../../../lib/formMessages';

export const ORGANIZER_NS = 'organizer';

export function consoleMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (i18next.exists(message, { ns: ORGANIZER_NS })) {
    return i18next.t(message as OrganizerKey, { ns: ORGANIZER_NS });
  }
  return messageText(message);
}

/** A failed change, in words: the server's reason when the app knows it, else a plain failure. */
export function consoleFailure(error: unknown): string {
  if (error instanceof ApiError && error.message !== DEFAULT_ERROR_MESSAGE) {
    const known = consoleMessage(error.message);
    if (known !== error.message) return known ?? error.message;
  }
  return i18next.t('saveFailed', { ns: ORGANIZER_NS });
}
