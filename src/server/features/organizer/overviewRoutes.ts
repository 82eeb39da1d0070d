/** The organizer console's overview routes. */
import type { FastifyInstance } from 'fastify';
import type { OrganizeDeps } from './organize';

export function overviewRoutes(app: FastifyInstance, deps: OrganizeDeps): void {
  void app;
  void deps;
}
