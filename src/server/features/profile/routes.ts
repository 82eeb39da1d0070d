/** The profile area's routes: PUT /language keeps the user's language so mails follow it. */
import type { FastifyPluginAsync } from 'fastify';
import { saveLanguageRoute } from '../../../shared/api/language';
import { route } from '../../http/route';
import { saveLanguage } from './service';

export const profileRoutes: FastifyPluginAsync = async (app) => {
  route(app, saveLanguageRoute, async (req) => {
    await saveLanguage(app, req.session.userId, req.body.language);
    return { message: 'languageSaved' };
  });
};
