/** PUT /api/language: the signed-in user's interface language, used for the mails they get. */
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../languages';

export const languageBody = z.object({ language: z.enum(SUPPORTED_LANGUAGES) });
