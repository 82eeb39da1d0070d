/**
 * GET /api/live: the signed-in user's stream of what changed (features/live/hub.ts). The answer
 * is taken over from Fastify (hijacked) and stays open; it ends when the client goes, the
 * session ends or changes its selection, or the app closes.
 */
import type { Socket } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { liveRoute } from '../../../shared/api/live';
import { route } from '../../http/route';
import { OTHER_HEADERS } from '../../http/securityHeaders';
import { LiveHub } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's open live streams. */
    live: LiveHub;
  }
}

const STREAM_HEADERS = {
  ...OTHER_HEADERS,
  'content-type': `${liveRoute.answerType}; charset=utf-8`,
  // Never stored, never transformed (compressed or buffered) on the way.
  'cache-control': 'no-cache, no-store, no-transform',
  'x-accel-buffering': 'no',
};

const plugin: FastifyPluginAsync = async (app) => {
  const hub = new LiveHub(app.changes, { heartbeatMs: app.config.liveHeartbeatMs });
  app.decorate('live', hub);
  // Before the server waits for open requests to finish: streams never finish by themselves.
  app.addHook('preClose', async () => hub.close());

  route(app, liveRoute, async (req, reply) => {
    const { idHash, userId, eventId } = req.session;
    reply.hijack();
    // An open stream is not idle: no socket time-out ends it (injected requests have none).
    (req.raw.socket as Partial<Socket> | null)?.setTimeout?.(0);
    hub.open(
      reply.raw,
      { idHash, userId, eventId },
      { ...STREAM_HEADERS, 'x-request-id': req.id },
      req.headers['last-event-id'],
    );
    return '';
  });
};

export const liveRoutes = fp(plugin, { name: 'live' });
