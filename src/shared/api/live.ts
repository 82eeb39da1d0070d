/**
 * GET /api/live (an addition to the product spec): one Server-Sent Events stream per signed-in browser tab.
 * Each message says what changed, never the data itself: the web app refreshes the reads it
 * shows (TanStack Query invalidation), which are the same reads every viewer gets, so a pushed
 * update can never show more than a read would.
 *
 * The wire: `id: <id>` and `data: <LiveMessage as JSON>` per message, a `ping` event as heartbeat
 * (below), and `retry:` once at the start. A client that reconnects sends the last id it
 * saw as `Last-Event-ID` (EventSource does it by itself): the server replays what the tab
 * missed, or sends `reset` when it cannot know (the id is too old, or from another process
 * that restarted), and the client then refreshes every read. A process that is stopping
 * (SIGTERM, a deploy) ends each stream with a short `retry:` and a `reconnect` event (below):
 * the browser comes back at once, to another process or to this one restarted, and the app
 * takes that break as planned rather than as a lost connection.
 */
import { z } from 'zod';
import { defineRoute, signedIn } from './contract';

export const LIVE_MESSAGE_TYPES = [
  /** Something every viewer of the chosen event sees changed: results, points, teams, planning. */
  'event',
  /** Cheers or challenges between the event's teams changed. */
  'social',
  /** The user's own notifications (and so the bell's badge) or profile changed. */
  'user',
  /** What the tab missed is unknown: refresh everything. */
  'reset',
] as const;
export type LiveMessageType = (typeof LIVE_MESSAGE_TYPES)[number];

export const liveMessage = z.object({
  type: z.enum(LIVE_MESSAGE_TYPES),
  /** The event of an `event` or `social` message. */
  event_id: z.number().int().positive().optional(),
});
export type LiveMessage = z.infer<typeof liveMessage>;

/**
 * How long a client waits before reconnecting after the stream broke (the `retry:` field): at
 * least this, plus up to LIVE_RETRY_SPREAD_MS chosen per stream, so the streams a restart ended
 * do not all come back in the same instant.
 */
export const LIVE_RETRY_MS = 2000;
export const LIVE_RETRY_SPREAD_MS = 3000;

/**
 * The stop of a process: each stream gets `retry:` of LIVE_RESTART_RETRY_MS plus up to
 * LIVE_RESTART_RETRY_SPREAD_MS (at most 500 ms, spread so the streams of a busy process do not
 * all land on the others in one instant), then an event named LIVE_RECONNECT_EVENT
 * (`event: reconnect`, `data: 1`), then the end of the stream. The client does not show a break
 * as lost while it reconnects within LIVE_PLANNED_BREAK_MS of that event.
 */
export const LIVE_RESTART_RETRY_MS = 100;
export const LIVE_RESTART_RETRY_SPREAD_MS = 400;
export const LIVE_RECONNECT_EVENT = 'reconnect';
export const LIVE_PLANNED_BREAK_MS = 5000;

/**
 * The heartbeat: an event named `ping` (`event: ping`, `data: 1`) every LIVE_HEARTBEAT_MS, which
 * EventSource hands to a `ping` listener (not to onmessage) without changing the last event id.
 * A client that hears nothing for LIVE_SILENCE_MS takes the connection for dead (a half-open
 * socket never reports an error) and opens a new one.
 */
export const LIVE_HEARTBEAT_MS = 20_000;
export const LIVE_SILENCE_MS = Math.round(LIVE_HEARTBEAT_MS * 2.5);

export const liveMessages = {
  /** The user (across their sessions) or the address has as many streams open as allowed. */
  tooManyStreams: 'tooManyLiveStreams',
} as const;

export const liveHeaders = z.object({
  // EventSource sends it on a reconnect; ids are short (`<process>.<number>`).
  'last-event-id': z.string().max(100).optional(),
});

export const liveRoute = defineRoute({
  method: 'GET',
  path: '/api/live',
  summary:
    "Server-Sent Events: one message per change the user may see (`event`, `social` for the chosen event's cheers and challenges, `user` for their notifications), a `ping` event every 20 s as heartbeat, and with `Last-Event-ID` the messages missed since (or `reset`). A process that stops ends each stream with a `retry:` of at most 500 ms and a `reconnect` event. At most 10 streams per session (its oldest ends), 20 per user and 200 per address (429 beyond).",
  addition: true,
  access: signedIn,
  headers: liveHeaders,
  response: z.string(),
  answerType: 'text/event-stream',
  refusals: { 429: [liveMessages.tooManyStreams] },
});
