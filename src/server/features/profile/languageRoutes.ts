/** PUT /api/language: keeps the user's language on their record, so mails follow the app. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { languageBody } from '../../../shared/api/language';
import { signedIn } from '../../auth/access';
import { users } from '../../db/schema';

export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/language',
    { config: { access: signedIn }, schema: { body: languageBody } },
    async (req) => {
      await app.db
        .update(users)
        .set({ language: req.body.language })
        .where(eq(users.id, req.session!.userId));
      return { message: 'languageSaved' };
    },
  );
};
