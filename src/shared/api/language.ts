/** PUT /api/language: the signed-in user's interface language, used for the mails they get. */
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../languages';
import { defineRoute, signedIn } from './contract';
import { messageResponse } from './wire';

export const languageBody = z.object({ language: z.enum(SUPPORTED_LANGUAGES) });

export const saveLanguageRoute = defineRoute({
  method: 'PUT',
  path: '/api/language',
  summary: "Keeps the user's interface language on the account, so mails follow it.",
  addition: true,
  access: signedIn,
  body: languageBody,
  response: messageResponse,
});
