/** The organizer console's teams routes. */
import type { FastifyInstance } from 'fastify';
import type { OrganizeDeps } from './organize';

export function teamsRoutes(app: FastifyInstance, deps: OrganizeDeps): void {
  void app;
  void deps;
}
