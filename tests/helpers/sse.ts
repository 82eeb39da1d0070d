/**
 * A small Server-Sent Events client for tests: opens GET /api/live on a listening app with a
 * session cookie, parses what arrives (messages with their ids, comments, the retry delay) and
 * waits for what a test expects. Real HTTP, so the stream is read as a browser reads it.
 */
import http from 'node:http';

export interface SseEvent {
  id?: string;
  /** A named event (the heartbeat is `ping`); absent for a message. */
  event?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every block received so far (a message, a comment, an id or retry alone). */
  blocks: SseEvent[];
  /** The parsed `data` of every message (not a named event) received so far. */
  messages(): unknown[];
  /** The last id the server gave, as EventSource would keep it. */
  lastId(): string | undefined;
  /** The body of a refusal (not a stream). */
  body(): string;
  /** Resolves once a block passes `test`; rejects after `timeoutMs`. */
  waitFor(test: (block: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(text: string): SseEvent {
  const block: SseEvent = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) block.comment = line.slice(1).trim();
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'id') block.id = value;
    if (field === 'event') block.event = value;
    if (field === 'data') block.data = block.data === undefined ? value : `${block.data}\n${value}`;
    if (field === 'retry') block.retry = Number(value);
  }
  return block;
}

export function openLive(
  port: number,
  cookie: string | undefined,
  lastEventId?: string,
  /** More request headers (e.g. X-Forwarded-For, as a proxy in front would send it). */
  headers: Record<string, string> = {},
): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = http.get({
      host: '127.0.0.1',
      port,
      path: '/api/live',
      headers: {
        accept: 'text/event-stream',
        ...(cookie ? { cookie } : {}),
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        ...headers,
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      res.setEncoding('utf8');
      const blocks: SseEvent[] = [];
      const waiters: { test: (block: SseEvent) => boolean; done: (block: SseEvent) => void }[] = [];
      let raw = '';
      let pending = '';
      const ended = new Promise<void>((done) => res.on('close', () => done()));
      res.on('data', (chunk: string) => {
        raw += chunk;
        pending += chunk;
        let end: number;
        while ((end = pending.indexOf('\n\n')) >= 0) {
          const block = parseBlock(pending.slice(0, end));
          pending = pending.slice(end + 2);
          blocks.push(block);
          for (const waiter of [...waiters]) {
            if (waiter.test(block)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.done(block);
            }
          }
        }
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        blocks,
        messages: () =>
          blocks
            .filter((b) => b.data !== undefined && b.event === undefined)
            .map((b) => JSON.parse(b.data!)),
        lastId: () => blocks.filter((b) => b.id !== undefined).at(-1)?.id,
        body: () => raw,
        waitFor: (test, timeoutMs = 5000) => {
          const seen = blocks.find(test);
          if (seen) return Promise.resolve(seen);
          return new Promise((done, fail) => {
            const timer = setTimeout(
              () => fail(new Error(`no such block within ${timeoutMs} ms; got ${raw}`)),
              timeoutMs,
            );
            waiters.push({
              test,
              done: (block) => {
                clearTimeout(timer);
                done(block);
              },
            });
          });
        },
        ended,
        close: () => req.destroy(),
      });
    });
  });
}

/** A block carrying this message type. */
export const isMessage = (type: string) => (block: SseEvent) =>
  block.data !== undefined &&
  block.event === undefined &&
  (JSON.parse(block.data) as { type: string }).type === type;

/** The heartbeat. */
export const isPing = (block: SseEvent) => block.event === 'ping';
