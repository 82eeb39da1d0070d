/** GET /api/health: answers ok when the database answers a query. */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthRoute } from '../../../shared/api/health';
import { route } from '../../http/route';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, healthRoute, async (_req, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.database.kind };
    } catch (err) {
      app.log.error({ err }, 'health check failed');
      return reply.status(503).send({ message: 'Database unavailable' });
    }
  });
};
