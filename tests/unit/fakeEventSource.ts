/**
 * A stand-in for the browser's EventSource that lets a unit test play the server's side of
 * GET /api/live: open the stream, send messages and heartbeats, drop or refuse the connection.
 * Shared by the tests of lib/live.ts and of the screens that show its status.
 */
import { LIVE_RECONNECT_EVENT, type LiveMessage } from '../../src/shared/api/live';

export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly named = new Map<string, (() => void)[]>();

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.made.push(this);
  }

  static get latest(): FakeEventSource {
    return FakeEventSource.made[FakeEventSource.made.length - 1];
  }

  addEventListener(type: string, listener: () => void) {
    this.named.set(type, [...(this.named.get(type) ?? []), listener]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }

  send(data: LiveMessage | string) {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.onmessage?.(new MessageEvent('message', { data: text }));
  }

  /** The server's heartbeat: an event named `ping`, which onmessage never sees. */
  ping() {
    this.named.get('ping')?.forEach((listener) => listener());
  }

  /** The connection broke: EventSource tries again by itself. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.();
  }

  /**
   * The server process stops: its last words (the `reconnect` event, with a short retry), then
   * the stream ends and EventSource comes back by itself.
   */
  leave() {
    this.named.get(LIVE_RECONNECT_EVENT)?.forEach((listener) => listener());
    this.drop();
  }

  /** The server answered with an error status, or could not be reached: it ends for good. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}
