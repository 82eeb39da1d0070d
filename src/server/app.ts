/**
 * buildApp(config) makes a whole Fastify app: shared services decorated once, every feature
 * registered as a plugin, one error handler, the built web app served with an SPA fallback.
 * Tests build one per suite and call it with inject().
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import pino, { type DestinationStream } from 'pino';
import fastifyStatic from '@fastify/static';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Clock } from './clock';
import { createClock } from './clock';
import type { Database, Db } from './db/client';
import { HttpError, SelectionMissingError } from './http/errors';
import { healthRoutes } from './features/health/routes';
import { apiDocsRoutes } from './apiDocs/routes';
import { registerMetrics } from './metrics/metrics';
import { accessRoutes } from './features/access/routes';
import { selectionRoutes } from './features/selection/routes';
import { brandingRoutes } from './features/branding/routes';
import { profileRoutes } from './features/profile/routes';
import { eventRoutes } from './features/event/routes';
import { battlesRoutes } from './features/battles/routes';
import { teamRoutes } from './features/team/routes';
import { rivalsRoutes } from './features/rivals/routes';
import { cheersRoutes } from './features/cheers/routes';
import { companyRoutes } from './features/company/routes';
import { employeesRoutes } from './features/employees/routes';
import { playersRoutes } from './features/players/routes';
import { scoresRoutes } from './features/scores/routes';
import { crewRoutes } from './features/crew/routes';
import { notificationsRoutes } from './features/notifications/routes';
import { badgesRoutes } from './features/badges/routes';
import { organizerRoutes } from './features/organizer/routes';
import { liveRoutes } from './features/live/routes';
import { pushRoutes } from './features/push/routes';
import { authPlugin } from './auth/plugin';
import { createMailer, type Mailer } from './mail/mailer';
import { withMailLog } from './mail/mailLog';
import { rateLimitPlugin, TooManyRequestsError } from './http/rateLimit';
import { sameOriginPlugin } from './http/sameOrigin';
import { directLineSink, registerAccessLog, type LineDestination } from './http/accessLog';
import { registerSecurityHeaders, setNonPageHeaders } from './http/securityHeaders';
import { registerWebApp } from './http/webApp';
import { responseSerializer } from './http/responses';
import { contractValidatorCompiler } from './http/validation';
import { startPeriodicCleanup } from './maintenance/cleanup';
import { createChanges, type Changes } from './cache/changes';
import { Snapshots } from './cache/snapshots';
import { DecodeGate } from './uploads/decodeGate';
import { prettyDestination, processLogFormat } from './logFormat';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    database: Database;
    clock: Clock;
    /** Tells every process what changed, so in-memory caches drop it (cache/changes.ts). */
    changes: Changes;
    /** In-memory snapshots of the reads every viewer of an event shares (cache/snapshots.ts). */
    snapshots: Snapshots;
    /** The process's picture decodes, a few at a time (uploads/decodeGate.ts). */
    decodeGate: DecodeGate;
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  clock?: Clock;
  /** Tests may pass their own; by default SMTP_URL or the outbox folder decides. */
  mailer?: Mailer;
  /**
   * Check every answer against its contract (tests and the e2e server); production only
   * serialises, since the handlers build answers of the contract's shape.
   */
  checkResponses?: boolean;
  /** false silences request logs (tests); a pino level name otherwise. */
  logger?: boolean | { level: string };
  /** Where log lines go (tests read them); standard output, written asynchronously, by default. */
  logDestination?: DestinationStream;
}

/**
 * The process's one logger and where it writes. Lines are written asynchronously, so a busy
 * server does not wait for a write per request; pino flushes what is buffered when the process
 * exits. At a terminal during development they are pretty-printed instead (logFormat.ts).
 */
async function createLogger(opts: BuildOptions): Promise<
  | {
      logger: FastifyBaseLogger;
      /** Where the answer lines go (http/accessLog.ts). */
      answerLines: LineDestination;
      logsInfo: boolean;
    }
  | undefined
> {
  if (opts.logger === false) return undefined;
  const level = typeof opts.logger === 'object' ? opts.logger.level : opts.config.logLevel;
  const pretty =
    !opts.logDestination && processLogFormat() === 'pretty' ? await prettyDestination() : null;
  const destination = opts.logDestination ?? pretty ?? pino.destination({ dest: 1, sync: false });
  const logger = pino({ level }, destination);
  const answerLines = opts.logDestination || pretty ? destination : directLineSink(1, destination);
  return { logger, answerLines, logsInfo: logger.isLevelEnabled('info') };
}

type Logging = Awaited<ReturnType<typeof createLogger>>;

/**
 * Request ids: the caller's `x-request-id` when it is a plain token, else the process's random
 * prefix and a counter, unique across processes and restarts and cheaper than a random UUID
 * per request.
 */
function requestIds(): (req: IncomingMessage) => string {
  const prefix = randomBytes(6).toString('hex');
  let count = 0;
  return (req) => {
    const given = req.headers['x-request-id'];
    if (typeof given === 'string' && /^[\w-]{1,64}$/.test(given)) return given;
    count += 1;
    return `${prefix}-${count.toString(36)}`;
  };
}

function createFastify(config: AppConfig, logging: Logging) {
  return Fastify({
    ...(logging ? { loggerInstance: logging.logger } : { logger: false }),
    // Requests share the process's logger instead of a child each (a child per request costs
    // a measurable share of a fast read); the answer's line and errors carry the request id.
    childLoggerFactory: (parent) => parent,
    genReqId: requestIds(),
    bodyLimit: 1024 * 1024,
    // Fastify's own two lines per request are off: the onResponse hook writes one.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
  }).withTypeProvider<ZodTypeProvider>();
}

/** The shared services every area receives from the app (see the module augmentation above). */
async function decorateServices(app: FastifyInstance, opts: BuildOptions): Promise<void> {
  const { config, database } = opts;
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', opts.clock ?? createClock());
  const changes = await createChanges(database.changeChannel, (err) =>
    app.log.error({ err }, 'unreadable change notification'),
  );
  app.decorate('changes', changes);
  app.decorate('snapshots', new Snapshots(changes));
  app.decorate('decodeGate', new DecodeGate());
  app.addHook('onClose', () => changes.close());
}

/** A refusal of the contract's schemas: the first field's message key, and every field's. */
function schemaRefusal(validation: readonly { instancePath: string; message?: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
    fields[key] ??= issue.message ?? 'Invalid value';
  }
  const first = Object.entries(fields)[0];
  // The first field's message key, so a client can translate it; `fields` has them all.
  return { message: first ? first[1] : 'invalidRequest', fields };
}

/** The one error handler: every refusal and failure answers `{ message, fields? }`. */
function sendError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  // Contract routes have no onSend hook (securityHeaders.ts): their refusals carry the
  // headers of a JSON answer from here.
  setNonPageHeaders(req, reply);
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.status(400).send(schemaRefusal(error.validation));
  }
  if (error instanceof TooManyRequestsError) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  if (error instanceof SelectionMissingError) {
    return reply.status(403).send({ message: error.message, redirect: error.redirect });
  }
  if (error instanceof HttpError) {
    return reply
      .status(error.statusCode)
      .send(
        error.fields
          ? { message: error.message, fields: error.fields }
          : { message: error.message },
      );
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    req.log.error({ reqId: req.id, err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong' });
  }
  // Fastify's own client errors (bad JSON, body too large, wrong content type, rate limit).
  const message =
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
      ? 'Malformed JSON body'
      : error.message;
  return reply.status(status).send({ message });
}

/** Each area registers its routes from their contracts, whose paths start with /api. */
async function registerAreas(app: FastifyInstance, mailer: Mailer): Promise<void> {
  await app.register(healthRoutes);
  await app.register(apiDocsRoutes);
  await app.register(accessRoutes, { mailer });
  await app.register(selectionRoutes);
  await app.register(brandingRoutes);
  await app.register(profileRoutes);
  await app.register(eventRoutes);
  await app.register(battlesRoutes);
  await app.register(teamRoutes);
  await app.register(rivalsRoutes);
  await app.register(cheersRoutes);
  await app.register(companyRoutes);
  await app.register(employeesRoutes, { mailer });
  await app.register(playersRoutes);
  await app.register(scoresRoutes);
  await app.register(crewRoutes);
  await app.register(notificationsRoutes);
  await app.register(badgesRoutes);
  await app.register(organizerRoutes, { mailer });
  await app.register(liveRoutes);
  await app.register(pushRoutes);
}

/** Expired sessions, link tokens and rate-limit windows are deleted in the background. */
function registerCleanup(app: FastifyInstance): void {
  let stopCleanup: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopCleanup = startPeriodicCleanup({ db: app.db, clock: app.clock, log: app.log });
  });
  app.addHook('onClose', async () => {
    await stopCleanup?.();
  });
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const logging = await createLogger(opts);
  const app = createFastify(config, logging);
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(responseSerializer(opts.checkResponses ?? false));
  await decorateServices(app, opts);

  registerSecurityHeaders(app);
  // One log line per answer, with its status and duration (Fastify's own logging writes two).
  if (logging?.logsInfo) registerAccessLog(app, logging.answerLines);
  app.setErrorHandler(sendError);

  await app.register(sameOriginPlugin);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  const metrics = registerMetrics(app, config.metricsToken, {
    liveStreams: () => app.live?.size ?? 0,
    snapshots: () => app.snapshots,
  });
  const sender =
    opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, log: app.log });
  // Every send, the test mailer's too, leaves a mail_log row with its outcome (mail/mailLog.ts).
  const mailer = withMailLog(metrics ? metrics.countMails(sender) : sender, {
    db: database.db,
    log: app.log,
    now: () => app.clock.now(),
  });
  await registerAreas(app, mailer);
  registerCleanup(app);

  await registerUploads(app, config.dataDir);
  await registerWebApp(app, config.webDir);
  return app;
}

/** Serves uploaded and demo pictures from DATA_DIR/uploads under /uploads/. */
async function registerUploads(app: FastifyInstance, dataDir: string): Promise<void> {
  const root = path.join(dataDir, 'uploads');
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => {
      res.header('cache-control', 'public, max-age=3600');
      res.header('x-content-type-options', 'nosniff');
    },
  });
}
