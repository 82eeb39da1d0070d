/** Keeps the chosen language on the signed-in user's record, so their mails follow it. */
import { saveLanguageRoute } from '../../../shared/api/language';
import { ApiError, call } from '../../lib/api';
import type { Language } from '../../../shared/languages';

export async function saveLanguageOnAccount(language: Language): Promise<void> {
  try {
    await call(saveLanguageRoute, { body: { language } });
  } catch (error) {
    // Signed out (401): the choice still lives in the browser; nothing to keep on an account.
    if (error instanceof ApiError && error.status === 401) return;
    console.error('Failed to save language', error);
  }
}
