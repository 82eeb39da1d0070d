/**
 * GET /api/live (an addition to SPEC): one Server-Sent Events stream per signed-in browser tab.
 * Each message says what changed, never the data itself: the web app refreshes the reads it
 * shows (TanStack Query invalidation), which are the same reads every viewer gets, so a pushed
 * update can never show more than a read would.
 *
 * The wire: `id: <id>` and `data: <LiveMessage as JSON>` per message, a comment line (`: ping`)
 * as heartbeat, and `retry:` once at the start. A client that reconnects sends the last id it
 * saw as `Last-Event-ID` (EventSource does it by itself): the server replays what the tab
 * missed, or sends `reset` when it cannot know (the id is too old, or from another process
 * that restarted), and the client then refreshes every read.
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

/** How long a client waits before reconnecting after the stream broke (the `retry:` field). */
export const LIVE_RETRY_MS = 2000;

export const liveHeaders = z.object({
  // EventSource sends it on a reconnect; ids are short (`<process>.<number>`).
  'last-event-id': z.string().max(100).optional(),
});

export const liveRoute = defineRoute({
  method: 'GET',
  path: '/api/live',
  summary:
    "Server-Sent Events: one message per change the user may see (`event`, `social` for the chosen event's cheers and challenges, `user` for their notifications), a heartbeat comment every 20 s, and with `Last-Event-ID` the messages missed since (or `reset`).",
  addition: true,
  access: signedIn,
  headers: liveHeaders,
  response: z.string(),
  answerType: 'text/event-stream',
});
