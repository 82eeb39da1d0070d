/**
 * A closed-loop load generator for the benches whose requests change from one call to the next
 * (cheers, crew saves, logins): `connections` workers, each sending its next action as soon as
 * the previous one answered, over keep-alive sockets (node:http, lighter than fetch, so the
 * generator leaves the shared cores to the app). autocannon repeats one fixed request, so it
 * serves for reads and the no-op only.
 *
 * Every request is timed and counted per route: errors are network failures and any status the
 * action did not expect; a status the action names as a conflict (a stale crew save's 409) is
 * counted apart.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { ACCEPT_ENCODING } from './harness';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The answer's body as text, decompressed as its content-encoding says. */
export function textOf(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

export interface Request {
  /** The row it is counted in, e.g. `GET /api/home`. */
  route: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The statuses that are a success; 200 unless given. */
  expect?: readonly number[];
  /** Statuses that are expected under concurrency but no success (a stale save's 409). */
  conflict?: readonly number[];
}

/** The latencies (ms) and outcomes of one route. */
export interface RouteTally {
  latencies: number[];
  errors: number;
  conflicts: number;
}

export interface ErrorSample {
  route: string;
  status: number | string;
  body: string;
}

const MAX_ERROR_SAMPLES = 5;
const REQUEST_TIMEOUT_MS = 30_000;

/** What a run measured, per route, and the requests of the current tick window. */
export class Tally {
  readonly routes = new Map<string, RouteTally>();
  readonly errorSamples: ErrorSample[] = [];
  /** Requests answered since the last `takeWindow()`. */
  private windowCount = 0;

  private of(route: string): RouteTally {
    let tally = this.routes.get(route);
    if (!tally) {
      tally = { latencies: [], errors: 0, conflicts: 0 };
      this.routes.set(route, tally);
    }
    return tally;
  }

  record(route: string, ms: number, outcome: 'ok' | 'conflict' | 'error'): void {
    const tally = this.of(route);
    tally.latencies.push(ms);
    if (outcome === 'error') tally.errors += 1;
    if (outcome === 'conflict') tally.conflicts += 1;
    this.windowCount += 1;
  }

  sampleError(sample: ErrorSample): void {
    if (this.errorSamples.length < MAX_ERROR_SAMPLES) this.errorSamples.push(sample);
  }

  takeWindow(): number {
    const count = this.windowCount;
    this.windowCount = 0;
    return count;
  }

  total(field: 'errors' | 'conflicts'): number {
    return [...this.routes.values()].reduce((sum, tally) => sum + tally[field], 0);
  }

  requests(): number {
    return [...this.routes.values()].reduce((sum, tally) => sum + tally.latencies.length, 0);
  }
}

/** The q-quantile (0..1) of latencies, nearest rank. */
export function percentile(latencies: readonly number[], q: number): number {
  if (latencies.length === 0) return 0;
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** Sends requests to one server over at most `connections` keep-alive sockets. */
export class LoadClient {
  private readonly agent: http.Agent;
  private readonly base: URL;

  constructor(
    base: string,
    connections: number,
    readonly tally: Tally,
  ) {
    this.base = new URL(base);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  }

  /** Sends one request, times and counts it; undefined when the network failed. */
  async send(request: Request): Promise<Answer | undefined> {
    const started = performance.now();
    try {
      const answer = await this.exchange(request);
      const ms = performance.now() - started;
      if ((request.expect ?? [200]).includes(answer.status)) {
        this.tally.record(request.route, ms, 'ok');
      } else if (request.conflict?.includes(answer.status)) {
        this.tally.record(request.route, ms, 'conflict');
      } else {
        this.tally.record(request.route, ms, 'error');
        this.tally.sampleError({
          route: request.route,
          status: answer.status,
          body: textOf(answer).slice(0, 300),
        });
      }
      return answer;
    } catch (err) {
      this.tally.record(request.route, performance.now() - started, 'error');
      this.tally.sampleError({
        route: request.route,
        status: 'network',
        body: err instanceof Error ? err.message : String(err),
      });
      return undefined;
    }
  }

  private exchange(request: Request): Promise<Answer> {
    const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          agent: this.agent,
          host: this.base.hostname,
          port: this.base.port,
          method: request.method,
          path: request.path,
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            'accept-encoding': ACCEPT_ENCODING,
            ...request.headers,
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': String(Buffer.byteLength(payload)),
                }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** One unit of work of a worker: one or more requests sent through the client. */
export type Action = (client: LoadClient) => Promise<void>;

/**
 * Runs `connections` workers for `seconds`, each repeating `nextAction()` until the time is up
 * (an action under way finishes). Resolves with the wall time in seconds.
 */
export async function runClosedLoop(
  client: LoadClient,
  connections: number,
  seconds: number,
  nextAction: () => Action,
): Promise<number> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) await nextAction()(client);
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return (performance.now() - started) / 1000;
}
