/** GET /api/branding: the row of the request's host, else the default row ('*'). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inArray } from 'drizzle-orm';
import { branding } from '../../db/schema';
import { brandingResponse, DEFAULT_BRANDING } from '../../../shared/api/branding';
import { requestHost } from '../../http/language';

export const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/branding',
    { config: { access: 'public' }, schema: { response: { 200: brandingResponse } } },
    async (req) => {
      const host = requestHost(req);
      const rows = await app.db
        .select()
        .from(branding)
        .where(inArray(branding.host, [host, '*']));
      const row = rows.find((r) => r.host === host) ?? rows.find((r) => r.host === '*');
      if (!row) return DEFAULT_BRANDING;
      return {
        primary_color: row.primaryColor,
        secondary_color: row.secondaryColor,
        fav_icon: row.favIcon,
        share_picture: row.sharePicture,
      };
    },
  );
};
