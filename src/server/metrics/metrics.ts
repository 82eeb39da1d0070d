/**
 * Prometheus metrics (prom-client), for operators on event day: request durations by route
 * template, Node's default metrics (event-loop lag, memory, GC), open live streams, snapshot
 * builds and hits, crew saves, mails sent and failed, and rate-limit refusals.
 *
 * Off unless METRICS_TOKEN is set: then GET /metrics answers the text format to
 * `Authorization: Bearer <token>` only (401 otherwise); without a token the path is not served
 * at all (404) and no hook runs. Each app has its own registry (tests build several apps in one
 * process). The hot path pays one histogram observation per answer; the counters that move with
 * every read (snapshot hits) are plain numbers the registry reads when it is scraped.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Mailer } from '../mail/mailer';
import { setNonPageHeaders } from '../http/securityHeaders';

export const METRICS_PATH = '/metrics';
/** The crew save, counted when it answers 200. */
const CREW_SAVE = 'POST /api/crew-score';

/** What the app's parts count for the metrics, read when Prometheus scrapes. */
export interface MetricSources {
  liveStreams: () => number;
  snapshots: () => { hits: number; builds: number };
}

export interface AppMetrics {
  registry: Registry;
  /** The mailer, counting each send as sent or failed. */
  countMails(mailer: Mailer): Mailer;
}

/** Sets a counter to a total kept elsewhere (prom-client counters only go up by inc). */
function counterOf(registry: Registry, name: string, help: string, total: () => number): void {
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(total());
    },
  });
}

/** True when the header carries exactly the token, compared in constant time. */
function hasToken(req: FastifyRequest, token: Buffer): boolean {
  const header = req.headers.authorization;
  if (typeof header !== 'string' || header.length > 1024) return false;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return false;
  const given = Buffer.from(match[1]);
  return given.length === token.length && timingSafeEqual(given, token);
}

/**
 * Registers /metrics and the hooks that feed it when `token` is set; answers null when it is not
 * (no hook, and /metrics answers 404).
 */
export function registerMetrics(
  app: FastifyInstance,
  token: string | undefined,
  sources: MetricSources,
): AppMetrics | null {
  if (!token) {
    // Not the web app's fallback page: the path is known and not served.
    app.get(METRICS_PATH, async (req, reply) => {
      setNonPageHeaders(req, reply);
      return reply.code(404).send({ message: 'Not found' });
    });
    return null;
  }
  const secret = Buffer.from(token);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const crewSaves = new Counter({
    name: 'crew_saves_total',
    help: 'Crew result saves answered 200',
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429, by route template',
    labelNames: ['route'],
    registers: [registry],
  });
  const mails = new Counter({
    name: 'mails_total',
    help: 'Mails the app tried to send, by outcome (sent or failed)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  mails.inc({ outcome: 'sent' }, 0);
  mails.inc({ outcome: 'failed' }, 0);
  new Gauge({
    name: 'live_streams_open',
    help: 'Live update streams (GET /api/live) open on this process',
    registers: [registry],
    collect() {
      this.set(sources.liveStreams());
    },
  });
  counterOf(
    registry,
    'snapshot_hits_total',
    'Reads answered from a kept snapshot',
    () => sources.snapshots().hits,
  );
  counterOf(
    registry,
    'snapshot_builds_total',
    'Snapshots built (a first read, or the first after a change)',
    () => sources.snapshots().builds,
  );

  app.addHook('onResponse', (req: FastifyRequest, reply: FastifyReply, done) => {
    const template = req.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    if (template !== METRICS_PATH) {
      durations.observe(
        { method: req.method, route: template, status_code: status },
        reply.elapsedTime / 1000,
      );
    }
    if (status === 429) refusals.inc({ route: template });
    else if (status === 200 && `${req.method} ${template}` === CREW_SAVE) crewSaves.inc();
    done();
  });

  app.get(METRICS_PATH, async (req, reply) => {
    setNonPageHeaders(req, reply);
    reply.header('cache-control', 'no-store');
    if (!hasToken(req, secret)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthorized' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  return {
    registry,
    countMails: (mailer) => ({
      async send(mail) {
        try {
          await mailer.send(mail);
          mails.inc({ outcome: 'sent' });
        } catch (err) {
          mails.inc({ outcome: 'failed' });
          throw err;
        }
      },
    }),
  };
}
