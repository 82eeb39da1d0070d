/** The organizer console's prizes routes. */
import type { FastifyInstance } from 'fastify';
import type { OrganizeDeps } from './organize';

export function prizesRoutes(app: FastifyInstance, deps: OrganizeDeps): void {
  void app;
  void deps;
}
