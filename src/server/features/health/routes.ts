/** GET /api/health: answers ok when the database answers a query. */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', { config: { access: 'public' } }, async (_req, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok', database: app.database.kind };
    } catch (err) {
      app.log.error({ err }, 'health check failed');
      return reply.status(503).send({ message: 'Database unavailable' });
    }
  });
};
