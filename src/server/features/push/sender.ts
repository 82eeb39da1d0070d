/**
 * The process's push queue: sends run after the answer, never on a request's path. A send is
 * web-push's request (aes128gcm payload encrypted to the browser's keys, VAPID Authorization)
 * made with fetch, a few at a time. A push service that is busy or unreachable (429, 5xx, a
 * time-out) gets the send again after a growing pause, at most MAX_ATTEMPTS times; 404 and 410
 * mean the browser dropped the subscription, so it is deleted; any other refusal is logged and
 * dropped. The queue is bounded: when full, the oldest send waiting is dropped with a log line.
 */
import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import { endpointAllowed } from './endpoints';
import type { Vapid } from './vapid';

export interface PushJob {
  subscriptionId: number;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The JSON payload (shared/push.ts PushPayload). */
  payload: string;
}

export interface SenderOptions {
  vapid: () => Promise<Vapid>;
  /** PUSH_ENDPOINT_HOSTS. */
  extraHosts: readonly string[];
  /** The push service answered 404/410: the subscription is gone. */
  onGone: (subscriptionId: number) => Promise<void>;
  log: FastifyBaseLogger;
  concurrency?: number;
  maxQueue?: number;
  /** Pause before the second and third attempts (ms). */
  retryDelays?: readonly number[];
  timeoutMs?: number;
}

export const MAX_QUEUE = 10_000;
const RETRY_DELAYS = [2_000, 10_000];
/** How long a push service keeps an undelivered message for an offline device. */
const TTL_SECONDS = 24 * 60 * 60;
/** A VAPID token is signed per push service origin and reused for this long (it lasts 12 h). */
const VAPID_REUSE_MS = 60 * 60 * 1000;

interface Queued extends PushJob {
  attempt: number;
}

export interface SenderStats {
  sent: number;
  gone: number;
  failed: number;
  dropped: number;
  retried: number;
}

export class PushSender {
  private readonly queue: Queued[] = [];
  private head = 0;
  private running = 0;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly idleWaiters: (() => void)[] = [];
  private readonly vapidHeaders = new Map<string, { value: string; until: number }>();
  private closed = false;
  readonly stats: SenderStats = { sent: 0, gone: 0, failed: 0, dropped: 0, retried: 0 };
  private readonly concurrency: number;
  private readonly maxQueue: number;
  private readonly retryDelays: readonly number[];
  private readonly timeoutMs: number;

  constructor(private readonly opts: SenderOptions) {
    this.concurrency = opts.concurrency ?? 16;
    this.maxQueue = opts.maxQueue ?? MAX_QUEUE;
    this.retryDelays = opts.retryDelays ?? RETRY_DELAYS;
    this.timeoutMs = opts.timeoutMs ?? 10_000;
  }

  /** Sends waiting (not counting those in flight or waiting for a retry). */
  get waiting(): number {
    return this.queue.length - this.head;
  }

  enqueue(jobs: readonly PushJob[]): void {
    if (this.closed) return;
    for (const job of jobs) this.push({ ...job, attempt: 0 });
    this.pump();
  }

  /** Resolves once nothing waits, runs or waits for a retry (tests and the bench). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Drops what waits and every retry; sends in flight end on their own time-out. */
  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.queue.length = 0;
    this.head = 0;
    this.settle();
  }

  private push(job: Queued): void {
    if (this.waiting >= this.maxQueue) {
      const oldest = this.queue[this.head];
      this.head += 1;
      this.stats.dropped += 1;
      this.opts.log.warn(
        { subscriptionId: oldest.subscriptionId, maxQueue: this.maxQueue },
        'Push queue full: the oldest waiting push was dropped',
      );
    }
    this.queue.push(job);
    // Compact now and then, so the array does not keep what was taken.
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue.splice(0, this.head);
      this.head = 0;
    }
  }

  private pump(): void {
    while (!this.closed && this.running < this.concurrency && this.waiting > 0) {
      const job = this.queue[this.head];
      this.head += 1;
      this.running += 1;
      void this.run(job).finally(() => {
        this.running -= 1;
        this.pump();
        this.settle();
      });
    }
  }

  private isIdle(): boolean {
    return this.waiting === 0 && this.running === 0 && this.timers.size === 0;
  }

  private settle(): void {
    if (!this.isIdle() && !this.closed) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private async run(job: Queued): Promise<void> {
    const { log } = this.opts;
    if (!endpointAllowed(job.endpoint, this.opts.extraHosts)) {
      this.stats.failed += 1;
      log.warn({ subscriptionId: job.subscriptionId }, 'Push not sent: endpoint host not allowed');
      return;
    }
    let request: { headers: Record<string, string>; body: Buffer };
    try {
      request = await this.request(job);
    } catch (err) {
      this.stats.failed += 1;
      log.error({ err, subscriptionId: job.subscriptionId }, 'Push not encrypted');
      return;
    }
    let status: number;
    let retryAfter: number | null = null;
    try {
      const response = await fetch(job.endpoint, {
        method: 'POST',
        headers: request.headers,
        body: new Uint8Array(request.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      retryAfter = Number(response.headers.get('retry-after')) || null;
      await response.body?.cancel();
    } catch (err) {
      status = 0;
      log.info({ err, subscriptionId: job.subscriptionId }, 'Push service unreachable');
    }
    if (status >= 200 && status < 300) {
      this.stats.sent += 1;
      return;
    }
    if (status === 404 || status === 410) {
      this.stats.gone += 1;
      await this.opts.onGone(job.subscriptionId).catch((err: unknown) => {
        log.error({ err, subscriptionId: job.subscriptionId }, 'Push subscription not deleted');
      });
      return;
    }
    const retryable = status === 0 || status === 429 || status >= 500;
    if (retryable && job.attempt < this.retryDelays.length && !this.closed) {
      const delay = Math.min(
        60_000,
        Math.max(this.retryDelays[job.attempt], (retryAfter ?? 0) * 1000),
      );
      this.stats.retried += 1;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.push({ ...job, attempt: job.attempt + 1 });
        this.pump();
        this.settle();
      }, delay);
      timer.unref();
      this.timers.add(timer);
      return;
    }
    this.stats.failed += 1;
    log.warn(
      { subscriptionId: job.subscriptionId, status, attempts: job.attempt + 1 },
      'Push not delivered',
    );
  }

  /** web-push's request: the encrypted body and its headers, the VAPID token reused a while. */
  private async request(job: Queued): Promise<{ headers: Record<string, string>; body: Buffer }> {
    const vapid = await this.opts.vapid();
    const audience = new URL(job.endpoint).origin;
    const now = Date.now();
    let authorization = this.vapidHeaders.get(audience);
    if (!authorization || authorization.until < now) {
      const headers = webpush.getVapidHeaders(
        audience,
        vapid.subject,
        vapid.publicKey,
        vapid.privateKey,
        'aes128gcm',
      );
      authorization = { value: headers.Authorization, until: now + VAPID_REUSE_MS };
      this.vapidHeaders.set(audience, authorization);
    }
    const details = webpush.generateRequestDetails(
      { endpoint: job.endpoint, keys: job.keys },
      job.payload,
      {
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
        headers: { Authorization: authorization.value },
      },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) {
      // fetch sets the length from the body itself.
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    }
    return { headers, body: details.body as Buffer };
  }
}
