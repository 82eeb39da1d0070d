/**
 * The real server as a child process (main.ts through tsx, or a compiled bundle of it as
 * `npm start` runs it, without the web build): for tests that kill it, restart it on the same
 * data, or run two of it on one database. Each process listens on a port of its own choosing (PORT=0) and is found through
 * the address it prints. Every process started here is killed when the test process exits,
 * even when a test fails before its own cleanup.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What the child runs: the server's main() with the environment's config. */
const SERVER_SCRIPT = "const { main } = await import('./src/server/main.ts'); await main();";

/**
 * The time a test (or hook) that starts real processes may take: a start seeds the demo, and on
 * a busy 2-core machine that alone can take tens of seconds.
 */
export const PROCESS_TEST_TIMEOUT_MS = 120_000;

export interface ServerOptions {
  /** DATA_DIR: the PGlite data (when no databaseUrl) and the uploads. */
  dataDir: string;
  /** DATABASE_URL; PGlite in dataDir without it. */
  databaseUrl?: string;
  /** More environment variables for the server. */
  env?: Record<string, string>;
  /** How long the server may take to answer its health check. */
  startTimeoutMs?: number;
  /** A compiled server (scripts/build-server.mjs) to run with plain node instead of the source. */
  compiled?: string;
}

/** How a process ended: its exit code (null when a signal ended it), and when (Date.now()). */
export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  pid: number;
  /** Sends the process a signal and returns at once (see `exited` for the outcome). */
  signal(signal: NodeJS.Signals): void;
  /** Settles when the process has ended, however it ended. */
  exited: Promise<ProcessExit>;
  /** What the process printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** Ends the process at once (SIGKILL: no shutdown hook runs) and waits until it is gone. */
  kill(): Promise<void>;
  /** Asks the process to shut down (SIGTERM), waits until it is gone; SIGKILL after 10 s. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function end(child: ChildProcess, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
  running.delete(child);
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`);
    return res.status === 200;
  } catch {
    return false;
  }
}

/** Starts the server and resolves once its health check answers 200. */
export async function startServer(opts: ServerOptions): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    opts.compiled
      ? [opts.compiled]
      : ['--import', 'tsx', '--input-type=module', '--eval', SERVER_SCRIPT],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // The e2e server's setting: every answer is checked against its contract.
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: opts.dataDir,
        DATABASE_URL: opts.databaseUrl ?? '',
        WEB_DIR: path.join(opts.dataDir, 'no-web-build'),
        LOG_LEVEL: 'warn',
        ...opts.env,
      },
    },
  );
  running.add(child);
  const exitedAt = new Promise<ProcessExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const deadline = Date.now() + (opts.startTimeoutMs ?? 60_000);
  let url: string | null = null;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    const port = /App running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
    if (port && !url) url = `http://127.0.0.1:${port}`;
    if (url && (await healthy(url))) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!url || child.exitCode !== null || child.signalCode !== null || !(await healthy(url))) {
    await end(child, 'SIGKILL', 0);
    throw new Error(`The server did not start:\n${output}`);
  }

  const base = url;
  return {
    url: base,
    port: Number(new URL(base).port),
    pid: child.pid!,
    signal: (signal) => child.kill(signal),
    exited: exitedAt,
    output: () => output,
    kill: () => end(child, 'SIGKILL', 0),
    stop: () => end(child, 'SIGTERM', 10_000),
  };
}

/** Kills every server process still running (for afterAll/afterEach). */
export async function killAllServers(): Promise<void> {
  await Promise.all([...running].map((child) => end(child, 'SIGKILL', 0)));
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/**
 * A person's browser in miniature: keeps the session cookie across calls, sends JSON, and
 * talks to whichever server it is pointed at (`at`), so one person can follow a restart or
 * switch between two processes.
 */
export class HttpClient {
  private cookies = new Map<string, string>();

  constructor(public baseUrl: string) {}

  /** The same person (same cookies) on another server. */
  at(baseUrl: string): HttpClient {
    const other = new HttpClient(baseUrl);
    other.cookies = this.cookies;
    return other;
  }

  get<T = unknown>(url: string, headers: Record<string, string> = {}) {
    return this.request<T>('GET', url, undefined, headers);
  }

  post<T = unknown>(url: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('POST', url, body, headers);
  }

  put<T = unknown>(url: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('PUT', url, body, headers);
  }

  /** The Cookie header this person sends now (to replay it after the cookie is gone). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T>(
    method: string,
    url: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<Answer<T>> {
    const cookie = this.cookieHeader();
    const res = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: the text itself is the body.
    }
    return { status: res.status, body: parsed as T };
  }

  /** Like request, but throws unless the answer is 2xx. */
  async ok<T = unknown>(method: string, url: string, body?: unknown, headers = {}): Promise<T> {
    const answer = await this.request<T>(method, url, body, headers);
    if (answer.status < 200 || answer.status > 299) {
      throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  }
}
