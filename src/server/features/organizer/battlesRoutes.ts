/** The organizer console's battles routes. */
import type { FastifyInstance } from 'fastify';
import type { OrganizeDeps } from './organize';

export function battlesRoutes(app: FastifyInstance, deps: OrganizeDeps): void {
  void app;
  void deps;
}
