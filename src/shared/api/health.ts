/** GET /api/health: for load balancers and monitoring. */
import { z } from 'zod';
import { defineRoute, isPublic } from './contract';

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

export const healthRoute = defineRoute({
  method: 'GET',
  path: '/api/health',
  summary: 'Answers ok while the database answers a query; 503 otherwise.',
  addition: true,
  access: isPublic,
  response: healthResponse,
  refusals: { 503: ['Database unavailable'] },
});
