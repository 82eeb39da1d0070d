/**
 * Live updates (GET /api/live, src/shared/api/live.ts): one EventSource per signed-in tab. A
 * message only names what changed; this module marks the cached reads it touches stale, so the
 * screen on show refetches them at once and the others when they are opened. Screens that want
 * to react to a message themselves (the big screen flashes) subscribe with onLiveMessage, and
 * a connection indicator reads getLiveStatus / onLiveStatus.
 *
 * EventSource reconnects by itself and sends Last-Event-ID, so the server replays what a short
 * break missed. A stream that ended for good (the server refused it or could not be reached) is
 * opened again with growing waits while the session lives; a new stream cannot send
 * Last-Event-ID, so every read is refreshed once it is open. EventSource never notices a
 * connection that died without a word (Wi-Fi roaming, a router forgetting it): the server's
 * `ping` every LIVE_HEARTBEAT_MS proves it alive, and a stream silent for LIVE_SILENCE_MS is
 * replaced by a new one. A server process that stops says so first (the `reconnect` event and a
 * short `retry:`): EventSource comes back within half a second, to another process, and the
 * break is not shown as a lost connection unless it outlasts LIVE_PLANNED_BREAK_MS; then the
 * stream stops EventSource's quick retries and waits as for any stream that ended for good.
 * The first screen's reads are fetched before this lazily loaded stream opens, so its first
 * opening refreshes the reads loaded before it was asked for. Loaded lazily by
 * app/LiveUpdates.tsx: none of it weighs on the first screen.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  LIVE_PLANNED_BREAK_MS,
  LIVE_RECONNECT_EVENT,
  LIVE_RETRY_MS,
  LIVE_SILENCE_MS,
  liveMessage,
  liveRoute,
  type LiveMessage,
  type LiveMessageType,
} from '../../shared/api/live';
import { checkAuthRoute } from '../../shared/api/access';

/** The crew's open result form: never refetched behind their back (a stale save gets 409). */
const NEVER_REFRESHED: readonly string[] = ['/api/crew-score'];

/** Reads of the user's own account: the event's results and cheers never change them. */
const USER_READS: readonly string[] = [
  '/api/notifications',
  '/api/profile',
  '/api/edit-profile',
  '/api/connections',
  '/api/calendar-feed',
  '/api/check-auth',
];

/** Reads that show cheers or challenges: cheer counts, rival marks, readiness, badges. */
const SOCIAL_READS: readonly string[] = [
  '/api/cheers-leaderboard',
  '/api/leaderboard',
  '/api/score',
  '/api/team',
  '/api/team_readiness',
  '/api/readiness',
  '/api/cheers',
  '/api/team_cheers',
  '/api/rivals',
  '/api/team_rivals',
  '/api/badges',
  '/api/organizer/overview',
];

type Refresh = { only: readonly string[] } | { allBut: readonly string[] };

/**
 * What each message refreshes, by the path a read's query key starts with (lib/useRead.ts).
 * Results, points and the organizer's edits reach nearly every read of the event, so `event`
 * refreshes all of them but the user's own; `user` is the notification list (the bell's unread
 * count is part of it) and the profile. The crew's form is left out of every one.
 */
export const LIVE_REFRESHES: Record<LiveMessageType, Refresh> = {
  event: { allBut: USER_READS },
  social: { only: SOCIAL_READS },
  user: { only: ['/api/notifications', '/api/profile'] },
  reset: { allBut: [] },
};

/** Whether a message of this type refreshes the read of this path. */
export function refreshes(type: LiveMessageType, path: string): boolean {
  if (NEVER_REFRESHED.includes(path)) return false;
  const refresh = LIVE_REFRESHES[type];
  return 'only' in refresh ? refresh.only.includes(path) : !refresh.allBut.includes(path);
}

/** Messages arriving this close together refresh the reads once (a crew saving in a burst). */
export const LIVE_BATCH_MS = 200;
/** A break longer than this refreshes every read when the stream is back. */
export const LIVE_MOMENT_MS = 5_000;
/** The longest wait before opening a stream again that the server refused or did not answer. */
export const LIVE_MAX_RETRY_MS = 30_000;

export type LiveListener = (message: LiveMessage) => void;
const listeners = new Set<LiveListener>();

/** Calls the listener with every message of the tab's stream; answers the unsubscribe. */
export function onLiveMessage(listener: LiveListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The tab's stream: none (signed out, not started), opening, open, or broken and coming back. */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting';
let status: LiveStatus = 'off';
const statusListeners = new Set<() => void>();

/** The stream's status now, for a connection indicator (with useSyncExternalStore). */
export function getLiveStatus(): LiveStatus {
  return status;
}

/** Calls the listener whenever the status changes; answers the unsubscribe. */
export function onLiveStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
}

function setStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  statusListeners.forEach((listener) => listener());
}

/** The wait before the attempt-th new stream: 2 s, 4 s, 8 s … at most 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(LIVE_RETRY_MS * 2 ** attempt, LIVE_MAX_RETRY_MS);
}

/** True while the session lives, false once it is gone (401), undefined when unknown. */
async function sessionAlive(): Promise<boolean | undefined> {
  try {
    const answer = await fetch(checkAuthRoute.path, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (answer.status === 401) return false;
    return answer.ok ? true : undefined;
  } catch {
    return undefined;
  }
}

function parseMessage(data: unknown): LiveMessage | undefined {
  try {
    const parsed = liveMessage.safeParse(JSON.parse(String(data)));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: reported below like any other message this client does not know.
  }
  console.error('Ignored a live message this app does not understand', data);
  return undefined;
}

/** Whether a read's answer is older than `moment`: changes made since may be missing from it. */
function loadedBefore(query: Query, moment: number): boolean {
  const [path] = query.queryKey;
  return (
    typeof path === 'string' &&
    !NEVER_REFRESHED.includes(path) &&
    query.state.dataUpdatedAt < moment
  );
}

/** One tab's stream and what it refreshes; `stop` ends it. */
class LiveStream {
  private source: EventSource | null = null;
  private pending = new Set<LiveMessageType>();
  private batchTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Runs out when the stream has been silent for LIVE_SILENCE_MS. */
  private silenceTimer: ReturnType<typeof setTimeout> | undefined;
  /** When the stream was asked for: the server tells only of changes after it has it. */
  private readonly requestedAt = Date.now();
  private everOpened = false;
  private attempt = 0;
  /** A new stream is due: the old one ended for good while the session lives. */
  private reopenDue = false;
  /** When the stream broke; null while it is open. */
  private downSince: number | null = null;
  /** This source replaces one that ended for good, so it could not send Last-Event-ID. */
  private replacing = false;
  /** The server said it is stopping: the break that follows is planned, until this runs out. */
  private plannedTimer: ReturnType<typeof setTimeout> | undefined;
  private planned = false;
  private stopped = false;

  constructor(private readonly queryClient: QueryClient) {
    window.addEventListener('online', this.retryNow);
  }

  open(): void {
    if (status === 'off') setStatus('connecting');
    const source = new EventSource(liveRoute.path, { withCredentials: true });
    source.onopen = () => this.opened();
    source.onmessage = (message) => this.received(message.data);
    source.addEventListener('ping', this.heard);
    source.addEventListener(LIVE_RECONNECT_EVENT, this.leaving);
    source.onerror = () => this.broke(source);
    this.source = source;
    this.heard();
  }

  stop(): void {
    this.stopped = true;
    this.source?.close();
    this.source = null;
    clearTimeout(this.batchTimer);
    clearTimeout(this.retryTimer);
    clearTimeout(this.silenceTimer);
    clearTimeout(this.plannedTimer);
    window.removeEventListener('online', this.retryNow);
    setStatus('off');
  }

  private opened(): void {
    this.heard();
    const missedSome =
      this.downSince !== null && (this.replacing || Date.now() - this.downSince >= LIVE_MOMENT_MS);
    this.downSince = null;
    this.replacing = false;
    this.attempt = 0;
    this.planned = false;
    clearTimeout(this.plannedTimer);
    setStatus('live');
    if (missedSome) this.queue('reset');
    if (!this.everOpened) this.refreshLoadedBefore(this.requestedAt);
    this.everOpened = true;
  }

  /** The reads answered before the stream was asked for may lack a change made meanwhile. */
  private refreshLoadedBefore(moment: number): void {
    void this.queryClient.invalidateQueries({ predicate: (query) => loadedBefore(query, moment) });
  }

  /** The stream is alive (it opened, or a message or ping came): the silence starts over. */
  private readonly heard = (): void => {
    clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(this.silent, LIVE_SILENCE_MS);
  };

  /** Silent for too long: the connection is taken for dead, and a new stream replaces it. */
  private readonly silent = (): void => {
    if (this.stopped || !this.source) return;
    this.source.close();
    this.source = null;
    this.downSince ??= Date.now();
    setStatus('reconnecting');
    this.replacing = true;
    this.open();
  };

  /** The server is stopping: the stream ends now and comes back at once, to another process. */
  private readonly leaving = (): void => {
    this.planned = true;
    clearTimeout(this.plannedTimer);
    this.plannedTimer = setTimeout(this.plannedBreakOver, LIVE_PLANNED_BREAK_MS);
  };

  /**
   * A planned break that lasts: no process took the stream back (a lone server restarting). The
   * break is shown, and EventSource's quick retries give way to the waits of a stream that ended.
   */
  private readonly plannedBreakOver = (): void => {
    this.planned = false;
    if (this.stopped || this.downSince === null) return;
    setStatus('reconnecting');
    const source = this.source;
    if (!source) return;
    source.close();
    this.source = null;
    clearTimeout(this.silenceTimer);
    void this.reopenWhileSignedIn();
  };

  private received(data: unknown): void {
    this.heard();
    const message = parseMessage(data);
    if (!message) return;
    listeners.forEach((listener) => listener(message));
    this.queue(message.type);
  }

  /** EventSource retries by itself while CONNECTING; once CLOSED it is up to this stream. */
  private broke(source: EventSource): void {
    if (source !== this.source) return;
    this.downSince ??= Date.now();
    if (!this.stopped && !this.planned) setStatus('reconnecting');
    if (source.readyState !== EventSource.CLOSED || this.stopped) return;
    source.close();
    this.source = null;
    clearTimeout(this.silenceTimer);
    void this.reopenWhileSignedIn();
  }

  private async reopenWhileSignedIn(): Promise<void> {
    // A refused stream says nothing about why: a 401 from the session check means signed out.
    const alive = await sessionAlive();
    if (this.stopped) return;
    if (alive === false) return this.stop();
    this.reopenDue = true;
    this.retryTimer = setTimeout(this.retryNow, retryDelay(this.attempt));
    this.attempt += 1;
  }

  /** Opens the stream at once if it is waiting to be opened again (the phone is back online). */
  private readonly retryNow = (): void => {
    if (!this.reopenDue || this.stopped) return;
    clearTimeout(this.retryTimer);
    this.reopenDue = false;
    this.replacing = true;
    this.open();
  };

  private queue(type: LiveMessageType): void {
    this.pending.add(type);
    this.batchTimer ??= setTimeout(() => this.flush(), LIVE_BATCH_MS);
  }

  private flush(): void {
    const types = [...this.pending];
    this.pending.clear();
    this.batchTimer = undefined;
    void this.queryClient.invalidateQueries({
      predicate: ({ queryKey: [path] }) =>
        typeof path === 'string' && types.some((type) => refreshes(type, path)),
    });
  }
}

/** Opens the tab's live stream; answers the function that closes it. */
export function startLive(queryClient: QueryClient): () => void {
  const stream = new LiveStream(queryClient);
  stream.open();
  return () => stream.stop();
}
