import i18next from 'i18next';
import { ApiError, apiErrorText, DEFAULT_ERROR_MESSAGE } from '../../lib/api';

/**
 * What the joker toast says when the choice fails (product.md §8): the server's message, translated
 * (jokerClosed, jokerLocked, …), or 'Network response was not ok' when there is none.
 */
export function jokerErrorText(error: unknown): string {
  if (error instanceof ApiError && error.message !== DEFAULT_ERROR_MESSAGE) {
    return apiErrorText(error);
  }
  return i18next.t('networkResponseNotOk');
}
