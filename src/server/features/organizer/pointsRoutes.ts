/** The organizer console's points routes. */
import type { FastifyInstance } from 'fastify';
import type { OrganizeDeps } from './organize';

export function pointsRoutes(app: FastifyInstance, deps: OrganizeDeps): void {
  void app;
  void deps;
}
