/**
 * GET /api/live: the signed-in user's stream of what changed (features/live/hub.ts). The answer
 * is taken over from Fastify (hijacked) and stays open; it ends when the client goes, the
 * session ends or changes its selection, or the app closes (then with a short retry and the
 * `reconnect` event). A user or address that holds as many streams as the hub allows is refused
 * with 429 before anything is taken over.
 */
import type { Socket } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { liveMessages, liveRoute } from '../../../shared/api/live';
import { route } from '../../http/route';
import { TooManyRequestsError } from '../../http/rateLimit';
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

/** When a refused client may try again: a stream frees up when a tab or device closes. */
const RETRY_AFTER_SECONDS = 30;

const plugin: FastifyPluginAsync = async (app) => {
  const hub = new LiveHub(app.changes, { heartbeatMs: app.config.liveHeartbeatMs });
  app.decorate('live', hub);
  // Before the server waits for open requests to finish: streams never finish by themselves.
  // Each is told to reconnect soon and ended, and this waits until their connections are gone.
  app.addHook('preClose', () => hub.close());

  route(app, liveRoute, async (req, reply) => {
    const { idHash, userId, eventId } = req.session;
    const owner = { idHash, userId, eventId, address: req.ip };
    // Checked and opened in the same turn, so no other stream can slip in between.
    if (!hub.admits(owner)) {
      throw new TooManyRequestsError(RETRY_AFTER_SECONDS, liveMessages.tooManyStreams);
    }
    reply.hijack();
    // An open stream is not idle: no socket time-out ends it (injected requests have none).
    (req.raw.socket as Partial<Socket> | null)?.setTimeout?.(0);
    hub.open(
      reply.raw,
      owner,
      { ...STREAM_HEADERS, 'x-request-id': req.id },
      req.headers['last-event-id'],
    );
    return '';
  });
};

export const liveRoutes = fp(plugin, { name: 'live' });
