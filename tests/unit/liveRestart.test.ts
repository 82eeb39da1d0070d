// @vitest-environment jsdom
/**
 * A server process that stops (issue 40): it tells the tab's stream `reconnect` with a short
 * retry and ends it. The client (lib/live.ts, against a fake EventSource) lets EventSource come
 * back by itself, to another process, and does not show the break as a lost connection — no
 * "Reconnecting…" on the big screen — while it is back within LIVE_PLANNED_BREAK_MS; a planned
 * break that lasts longer is shown, and the stream then waits as for one that ended for good.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_PLANNED_BREAK_MS } from '../../src/shared/api/live';
import {
  getLiveStatus,
  LIVE_BATCH_MS,
  onLiveStatus,
  retryDelay,
  startLive,
} from '../../src/web/lib/live';
import { FakeEventSource } from './fakeEventSource';

const READS = [['/api/leaderboard'], ['/api/planning'], ['/api/notifications']];

let queryClient: QueryClient;
let stop: (() => void) | undefined;
let seen: string[];
let stopWatching: () => void;

/** The reads marked stale since the stream opened, by their path. */
const refreshed = () =>
  READS.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key[0]);

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.made = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200 })),
  );
  queryClient = new QueryClient();
  for (const key of READS) queryClient.setQueryData(key, { seeded: true });
  seen = [];
  stopWatching = onLiveStatus(() => seen.push(getLiveStatus()));
  stop = startLive(queryClient);
  FakeEventSource.latest.open();
});

afterEach(() => {
  stopWatching();
  stop?.();
  stop = undefined;
  queryClient.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a server process that stops', () => {
  it('is followed by EventSource’s own reconnect, never shown as a lost connection, with nothing refreshed twice', async () => {
    FakeEventSource.latest.leave();
    expect(getLiveStatus()).toBe('live');
    // Another process takes the stream back (it replays what the tab missed, by its last id).
    await vi.advanceTimersByTimeAsync(500);
    FakeEventSource.latest.open();
    await vi.advanceTimersByTimeAsync(LIVE_PLANNED_BREAK_MS + LIVE_BATCH_MS);
    expect(seen).toEqual(['connecting', 'live']);
    expect(FakeEventSource.made).toHaveLength(1);
    expect(refreshed()).toEqual([]);
  });

  it('is not shown either when the stopping process refuses the first try and the next one is back in time', async () => {
    FakeEventSource.latest.leave();
    // The load balancer still sent the reconnect to the stopping process: 503, EventSource gives up.
    FakeEventSource.latest.refuse();
    await vi.advanceTimersByTimeAsync(retryDelay(0));
    expect(FakeEventSource.made).toHaveLength(2);
    FakeEventSource.latest.open();
    expect(seen).toEqual(['connecting', 'live']);
  });

  it('shows a planned break that lasts, then stops EventSource’s quick retries for the usual waits', async () => {
    const first = FakeEventSource.latest;
    first.leave();
    await vi.advanceTimersByTimeAsync(LIVE_PLANNED_BREAK_MS - 100);
    expect(getLiveStatus()).toBe('live');
    await vi.advanceTimersByTimeAsync(100);
    expect(getLiveStatus()).toBe('reconnecting');
    expect(first.readyState).toBe(FakeEventSource.CLOSED);

    await vi.advanceTimersByTimeAsync(retryDelay(0));
    expect(FakeEventSource.made).toHaveLength(2);
    FakeEventSource.latest.open();
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(seen).toEqual(['connecting', 'live', 'reconnecting', 'live']);
    // A new stream cannot resume: everything is read again once.
    expect(refreshed()).toEqual(READS.map((key) => key[0]));
  });

  it('leaves a later break that nobody announced shown at once, as before', async () => {
    FakeEventSource.latest.leave();
    FakeEventSource.latest.open();
    FakeEventSource.latest.drop();
    expect(getLiveStatus()).toBe('reconnecting');
  });
});
