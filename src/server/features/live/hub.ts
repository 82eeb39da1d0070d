/**
 * The open live streams of this process (GET /api/live) and what they are told. Every change an
 * app process publishes (cache/changes.ts) reaches every process, on PostgreSQL through
 * LISTEN/NOTIFY, so each hub hears all of them and tells its own streams: a write on one
 * process reaches the users connected to another.
 *
 * A change becomes at most one message, written once as SSE text and sent to the streams it
 * concerns: the viewers of an event (`event`, `social`) or some users (`user`). The last
 * messages are kept, by the change's id (the same in every process), so a stream that reconnects
 * with Last-Event-ID gets what it missed; when the id is unknown (too old, or this process
 * restarted) it gets `reset` and its client reads everything again. A logout or a new selection
 * ends the session's streams; EventSource reconnects and the new stream follows the session. A
 * `ping` event every heartbeat lets a client notice a connection that died without a word.
 * When the process stops, `close` tells every stream to come back soon (a short `retry:` and the
 * `reconnect` event) and ends it, cutting within CLOSE_GRACE_MS the ones whose client does not
 * read, so the server's close never waits on a stream.
 *
 * Each stream holds a socket and some memory for as long as it is open, so they are capped: a
 * session's oldest stream ends when it opens one too many (a tab reloaded), and a user or an
 * address (the one the server reads, behind TRUST_PROXY the client's) with too many open is
 * refused a new one (`admits`).
 */
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { LiveMessage } from '../../../shared/api/live';
import {
  LIVE_RECONNECT_EVENT,
  LIVE_RESTART_RETRY_MS,
  LIVE_RESTART_RETRY_SPREAD_MS,
  LIVE_RETRY_MS,
  LIVE_RETRY_SPREAD_MS,
} from '../../../shared/api/live';
import type { Change, Changes } from '../../cache/changes';

/** Who a stream belongs to: read from the session and the request when it opens. */
export interface StreamOwner {
  idHash: string;
  userId: number;
  eventId: number | null;
  /** The client's address, as the server determines it (req.ip). */
  address: string;
}

interface Stream extends StreamOwner {
  res: ServerResponse;
  /** The connection, kept: the answer lets go of it once it has ended. */
  socket: Partial<Socket> | null;
}

/** A message kept for replay, with whom it is for. */
interface Sent {
  id: string;
  /** When this process heard it (ms). */
  heardAt: number;
  text: string;
  eventId: number | null;
  userIds: readonly number[] | null;
}

export interface LiveHubOptions {
  heartbeatMs: number;
  /** How many recent messages are kept for streams that reconnect. */
  keep?: number;
  /** A stream whose unsent bytes pass this is too slow to follow: it is ended. */
  maxBufferedBytes?: number;
  /** How long `close` lets a stream take its last words before cutting its connection. */
  closeGraceMs?: number;
}

const DEFAULT_KEEP = 4096;
const DEFAULT_MAX_BUFFERED = 1024 * 1024;
/** A tab holds one stream; a session with more (tabs, a client that never closes) loses its oldest. */
export const MAX_STREAMS_PER_SESSION = 10;
/** Streams one user may hold, across their sessions (phones, laptops): more are refused. */
export const MAX_STREAMS_PER_USER = 20;
/** Streams one address may hold (a company network behind one address): more are refused. */
export const MAX_STREAMS_PER_ADDRESS = 200;
/**
 * Processes hear each other's changes a moment after their own, so two of them may keep two
 * close changes in opposite orders: a stream resuming on another process also gets again what
 * that process heard this long before the resume point (a repeated message only refreshes again).
 */
const REPLAY_OVERLAP_MS = 2000;
const HEARTBEAT = 'event: ping\ndata: 1\n\n';
/** A client that has not taken a stream's end within this is cut when the process stops. */
export const CLOSE_GRACE_MS = 1000;

/** A stream's last words when the process stops: come back soon (to another process). */
const goodbye = () =>
  `retry: ${LIVE_RESTART_RETRY_MS + Math.floor(Math.random() * LIVE_RESTART_RETRY_SPREAD_MS)}\n` +
  `event: ${LIVE_RECONNECT_EVENT}\ndata: 1\n\n`;

/** The message a change means for the streams, and to whom; null when no stream shows it. */
function messageOf(
  change: Change,
): { message: LiveMessage; eventId: number | null; userIds: readonly number[] | null } | null {
  switch (change.kind) {
    case 'event':
    case 'teamJokers':
      return {
        message: { type: 'event', event_id: change.eventId },
        eventId: change.eventId,
        userIds: null,
      };
    case 'teamSocial':
      return {
        message: { type: 'social', event_id: change.eventId },
        eventId: change.eventId,
        userIds: null,
      };
    case 'users':
      return { message: { type: 'user' }, eventId: null, userIds: change.userIds };
    default:
      return null;
  }
}

const sseText = (id: string, message: LiveMessage) =>
  `id: ${id}\ndata: ${JSON.stringify(message)}\n\n`;

function addTo<K>(index: Map<K, Set<Stream>>, key: K, stream: Stream) {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(stream);
}

function removeFrom<K>(index: Map<K, Set<Stream>>, key: K, stream: Stream) {
  const set = index.get(key);
  if (!set) return;
  set.delete(stream);
  if (set.size === 0) index.delete(key);
}

export class LiveHub {
  private readonly byEvent = new Map<number, Set<Stream>>();
  private readonly byUser = new Map<number, Set<Stream>>();
  private readonly bySession = new Map<string, Set<Stream>>();
  private readonly byAddress = new Map<string, Set<Stream>>();
  private readonly recent: Sent[] = [];
  /** Whether older messages were dropped: a stream resuming from before them gets `reset`. */
  private trimmed = false;
  /** Where a stream that opened before any message starts; known to this process only. */
  private readonly origin = `start.${process.pid}.${Date.now().toString(36)}`;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly unsubscribe: () => void;
  private readonly keep: number;
  private readonly maxBuffered: number;
  private readonly closeGraceMs: number;
  /** Set once the process stops: what `close` resolves, and a sign to refuse new streams. */
  private closing: Promise<void> | null = null;

  constructor(changes: Changes, options: LiveHubOptions) {
    this.keep = options.keep ?? DEFAULT_KEEP;
    this.maxBuffered = options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED;
    this.closeGraceMs = options.closeGraceMs ?? CLOSE_GRACE_MS;
    this.unsubscribe = changes.subscribe((change, id) => this.hear(change, id));
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs);
    this.heartbeat.unref();
  }

  /** How many streams are open in this process. */
  get size(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }

  /**
   * Whether `owner` may open one more stream. A session at its cap gives up its oldest for it,
   * so the user and the address are counted as they will be once the new one is open.
   */
  admits(owner: StreamOwner): boolean {
    const ofSession = this.bySession.get(owner.idHash);
    const replaced =
      ofSession && ofSession.size >= MAX_STREAMS_PER_SESSION
        ? ofSession.values().next().value
        : undefined;
    const ofUser = (this.byUser.get(owner.userId)?.size ?? 0) - (replaced ? 1 : 0);
    const ofAddress =
      (this.byAddress.get(owner.address)?.size ?? 0) -
      (replaced?.address === owner.address ? 1 : 0);
    return ofUser < MAX_STREAMS_PER_USER && ofAddress < MAX_STREAMS_PER_ADDRESS;
  }

  /**
   * Takes over an answer as a stream: headers, the retry delay, and either what the client
   * missed since `lastEventId` or, when that is unknown, `reset`.
   */
  open(
    res: ServerResponse,
    owner: StreamOwner,
    headers: Record<string, string>,
    lastEventId?: string,
  ) {
    // The client left while its session was checked: its 'close' has passed already.
    if (res.destroyed || res.socket?.destroyed) return;
    const stream: Stream = { ...owner, res, socket: res.socket as Partial<Socket> | null };
    res.writeHead(200, headers);
    // Each message leaves at once (injected test answers have a socket without it).
    stream.socket?.setNoDelay?.(true);
    // Opened while the process stops (its session was being checked): sent on at once.
    if (this.closing) {
      void this.sayGoodbye(stream);
      return;
    }
    const retry = LIVE_RETRY_MS + Math.floor(Math.random() * LIVE_RETRY_SPREAD_MS);
    res.write(`retry: ${retry}\n${this.catchUp(stream, lastEventId)}`);
    const ofSession = this.bySession.get(stream.idHash);
    if (ofSession && ofSession.size >= MAX_STREAMS_PER_SESSION) this.end([...ofSession][0]);
    addTo(this.byUser, stream.userId, stream);
    addTo(this.bySession, stream.idHash, stream);
    addTo(this.byAddress, stream.address, stream);
    if (stream.eventId !== null) addTo(this.byEvent, stream.eventId, stream);
    res.once('close', () => this.forget(stream));
  }

  /**
   * The process stops: stops hearing changes, and tells every stream to reconnect soon and ends
   * it. Resolves once every stream's connection is closed; a client that has not taken its end
   * within the grace (it does not read) has its connection cut then.
   */
  close(): Promise<void> {
    this.closing ??= this.closeAll();
    return this.closing;
  }

  private async closeAll(): Promise<void> {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    const streams = [...this.byUser.values()].flatMap((set) => [...set]);
    const gone = streams.map((stream) => this.sayGoodbye(stream));
    await Promise.all(gone);
  }

  /**
   * A stream's end when the process stops: the short retry and `reconnect`, then the answer's
   * end and the connection's (no keep-alive: the process is going). Resolves when the connection
   * is closed, at the latest after the grace.
   */
  private sayGoodbye(stream: Stream): Promise<void> {
    this.forget(stream);
    const { res, socket } = stream;
    if (!res.writableEnded) res.end(goodbye());
    // Gone already, or never a real connection (injected test requests).
    if (!socket || typeof socket.destroySoon !== 'function' || socket.destroyed) {
      return Promise.resolve();
    }
    const connection = socket as Socket;
    return new Promise((resolve) => {
      const cut = setTimeout(() => connection.destroy(), this.closeGraceMs);
      cut.unref();
      connection.once('close', () => {
        clearTimeout(cut);
        resolve();
      });
      // Closes the connection once the answer's last bytes are written.
      connection.destroySoon();
    });
  }

  private catchUp(stream: Stream, lastEventId: string | undefined): string {
    const head = this.recent.at(-1)?.id ?? this.origin;
    if (lastEventId === undefined || lastEventId === head) return `id: ${head}\n\n`;
    const from = this.replayFrom(lastEventId);
    if (from === null) return sseText(head, { type: 'reset' });
    const missed = this.recent.slice(from).filter((sent) => this.concerns(sent, stream));
    // The head's id last, so a stream told nothing still resumes from here next time.
    return missed.map((sent) => sent.text).join('') + `id: ${head}\n\n`;
  }

  /** Where a stream that saw `lastEventId` resumes in `recent`; null when that is unknown. */
  private replayFrom(lastEventId: string): number | null {
    if (lastEventId === this.origin) return this.trimmed ? null : 0;
    const seen = this.recent.findIndex((sent) => sent.id === lastEventId);
    if (seen < 0) return null;
    let from = seen + 1;
    const since = this.recent[seen].heardAt - REPLAY_OVERLAP_MS;
    while (from > 0 && this.recent[from - 1].heardAt >= since) from -= 1;
    return from;
  }

  private concerns(sent: Sent, stream: Stream): boolean {
    if (sent.userIds) return sent.userIds.includes(stream.userId);
    return sent.eventId !== null && sent.eventId === stream.eventId;
  }

  private hear(change: Change, id: string) {
    if (change.kind === 'session') {
      this.endAll(this.bySession.get(change.idHash));
      return;
    }
    if (change.kind === 'userSessions') {
      this.endAll(this.byUser.get(change.userId));
      return;
    }
    const meant = messageOf(change);
    if (!meant) return;
    const sent: Sent = {
      id,
      heardAt: Date.now(),
      text: sseText(id, meant.message),
      eventId: meant.eventId,
      userIds: meant.userIds,
    };
    this.recent.push(sent);
    if (this.recent.length > this.keep) {
      this.recent.splice(0, this.recent.length - this.keep);
      this.trimmed = true;
    }
    if (meant.userIds) {
      for (const userId of meant.userIds) this.sendAll(this.byUser.get(userId), sent.text);
    } else if (meant.eventId !== null) {
      this.sendAll(this.byEvent.get(meant.eventId), sent.text);
    }
  }

  private beat() {
    for (const set of this.byUser.values()) this.sendAll(set, HEARTBEAT);
  }

  private sendAll(streams: Set<Stream> | undefined, text: string) {
    if (!streams) return;
    for (const stream of [...streams]) {
      if (stream.res.writableLength > this.maxBuffered) this.end(stream);
      else stream.res.write(text);
    }
  }

  private endAll(streams: Set<Stream> | undefined) {
    if (streams) for (const stream of [...streams]) this.end(stream);
  }

  private end(stream: Stream) {
    this.forget(stream);
    stream.res.end();
  }

  private forget(stream: Stream) {
    removeFrom(this.byUser, stream.userId, stream);
    removeFrom(this.bySession, stream.idHash, stream);
    removeFrom(this.byAddress, stream.address, stream);
    if (stream.eventId !== null) removeFrom(this.byEvent, stream.eventId, stream);
  }
}
