// @vitest-environment jsdom
/**
 * Live updates on the client (lib/live.ts) against a fake EventSource: each message refreshes
 * the reads a person would see change, never the crew's open form; a burst refreshes once;
 * screens can listen; a short break relies on the server's replay, a long one or a new stream
 * refreshes everything once; a refused stream is opened again with growing waits while signed
 * in, and never again once signed out; a stream that falls silent (no message, no heartbeat) is
 * replaced; the first opening refreshes the reads loaded before the stream was asked for.
 */
import { createElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_ROUTES } from '../../src/shared/api/routes';
import { LIVE_HEARTBEAT_MS, LIVE_SILENCE_MS, type LiveMessage } from '../../src/shared/api/live';
import { LiveUpdates } from '../../src/web/app/LiveUpdates';
import {
  getLiveStatus,
  LIVE_BATCH_MS,
  LIVE_MOMENT_MS,
  LIVE_REFRESHES,
  onLiveMessage,
  onLiveStatus,
  retryDelay,
  startLive,
} from '../../src/web/lib/live';
import { FakeEventSource } from './fakeEventSource';

const LEADERBOARD = ['/api/leaderboard'];
const CHEERS_LEADERBOARD = ['/api/cheers-leaderboard'];
const TEAM = ['/api/team', { headers: { otherteamid: '4' } }];
const PLANNING = ['/api/planning'];
const NOTIFICATIONS = ['/api/notifications'];
const CREW_FORM = ['/api/crew-score', { headers: { selectedscoreid: '9' } }];
const KEYS = [LEADERBOARD, CHEERS_LEADERBOARD, TEAM, PLANNING, NOTIFICATIONS, CREW_FORM];

let queryClient: QueryClient;
let sessionCheck: number;
let stop: (() => void) | undefined;

function seedReads() {
  for (const key of KEYS) queryClient.setQueryData(key, { seeded: true });
}

/** The reads a message marked stale, by their path. */
function refreshed(): string[] {
  return KEYS.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map(
    (key) => key[0] as string,
  );
}

/** The leaderboard on screen, its seeded answer fresh for ever: counts how often it is fetched. */
function showLeaderboard() {
  const fetches = { count: 0 };
  const observer = new QueryObserver(queryClient, {
    queryKey: LEADERBOARD,
    queryFn: () => ({ fetch: ++fetches.count }),
    staleTime: Infinity,
  });
  const unsubscribe = observer.subscribe(() => {});
  return { fetches, unsubscribe };
}

async function receive(...messages: LiveMessage[]) {
  for (const message of messages) FakeEventSource.latest.send(message);
  await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.made = [];
  sessionCheck = 200;
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: sessionCheck })),
  );
  queryClient = new QueryClient();
  seedReads();
});

afterEach(() => {
  stop?.();
  stop = undefined;
  cleanup();
  queryClient.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Opens the stream in the instant the reads were loaded: its first opening refreshes none of them. */
function connect() {
  stop = startLive(queryClient);
  FakeEventSource.latest.open();
}

describe('what each message refreshes', () => {
  it('a saved result refetches the leaderboard on screen, but not the crew’s open form or the notifications', async () => {
    const screen = showLeaderboard();
    connect();
    await receive({ type: 'event', event_id: 3 });
    await vi.waitFor(() => expect(screen.fetches.count).toBe(1));
    expect(refreshed()).toEqual(['/api/cheers-leaderboard', '/api/team', '/api/planning']);
    screen.unsubscribe();
  });

  it('a new cheer refreshes the cheers leaderboard and the team page, not the planning', async () => {
    connect();
    await receive({ type: 'social', event_id: 3 });
    expect(refreshed()).toEqual(['/api/leaderboard', '/api/cheers-leaderboard', '/api/team']);
  });

  it('a new notification refreshes the notification list (and so the unread count) only', async () => {
    connect();
    await receive({ type: 'user' });
    expect(refreshed()).toEqual(['/api/notifications']);
  });

  it('a reset refreshes every read but the crew’s open form', async () => {
    connect();
    await receive({ type: 'reset' });
    expect(refreshed()).toEqual(KEYS.slice(0, -1).map((key) => key[0]));
  });

  it('a burst of saves refetches the screen once', async () => {
    const screen = showLeaderboard();
    connect();
    await receive(
      { type: 'event', event_id: 3 },
      { type: 'event', event_id: 3 },
      { type: 'social', event_id: 3 },
    );
    await vi.waitFor(() => expect(screen.fetches.count).toBe(1));
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS * 5);
    expect(screen.fetches.count).toBe(1);
    screen.unsubscribe();
  });

  it('a message the app does not understand refreshes nothing and is reported', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    connect();
    FakeEventSource.latest.send('not json');
    FakeEventSource.latest.send('{"type":"gossip"}');
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(refreshed()).toEqual([]);
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('names only real reads of the API', () => {
    const reads = new Set<string>(ALL_ROUTES.filter((r) => r.method === 'GET').map((r) => r.path));
    const named = Object.values(LIVE_REFRESHES).flatMap((refresh) =>
      'only' in refresh ? refresh.only : refresh.allBut,
    );
    expect(named.filter((path) => !reads.has(path))).toEqual([]);
  });
});

describe('screens that listen', () => {
  it('hear every message until they stop listening', async () => {
    const heard: LiveMessage[] = [];
    const stopListening = onLiveMessage((message) => heard.push(message));
    connect();
    FakeEventSource.latest.send({ type: 'event', event_id: 3 });
    FakeEventSource.latest.send({ type: 'social', event_id: 3 });
    stopListening();
    FakeEventSource.latest.send({ type: 'event', event_id: 3 });
    expect(heard).toEqual([
      { type: 'event', event_id: 3 },
      { type: 'social', event_id: 3 },
    ]);
  });
});

describe('the connection indicator', () => {
  it('follows the stream: connecting, live, reconnecting after a break, live again, off once stopped', async () => {
    const seen: string[] = [];
    const stopWatching = onLiveStatus(() => seen.push(getLiveStatus()));
    stop = startLive(queryClient);
    FakeEventSource.latest.open();
    FakeEventSource.latest.drop();
    FakeEventSource.latest.open();
    FakeEventSource.latest.refuse();
    await vi.advanceTimersByTimeAsync(retryDelay(0));
    FakeEventSource.latest.open();
    stop();
    stop = undefined;
    stopWatching();
    expect(seen).toEqual([
      'connecting',
      'live',
      'reconnecting',
      'live',
      'reconnecting',
      'live',
      'off',
    ]);
  });
});

describe('breaks in the stream', () => {
  it('a short break is replayed by the server: nothing is refreshed when the stream is back', async () => {
    connect();
    FakeEventSource.latest.drop();
    await vi.advanceTimersByTimeAsync(LIVE_MOMENT_MS / 2);
    FakeEventSource.latest.open();
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(refreshed()).toEqual([]);
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it('after a longer break every read but the crew form is refreshed once the stream is back', async () => {
    connect();
    FakeEventSource.latest.drop();
    await vi.advanceTimersByTimeAsync(LIVE_MOMENT_MS);
    expect(refreshed()).toEqual([]);
    FakeEventSource.latest.open();
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(refreshed()).toEqual(KEYS.slice(0, -1).map((key) => key[0]));
  });

  it('a refused stream is opened again after 2 s, 4 s … at most 30 s while signed in', async () => {
    connect();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const streams = FakeEventSource.made.length;
      FakeEventSource.latest.refuse();
      let waited = 0;
      while (FakeEventSource.made.length === streams) {
        await vi.advanceTimersByTimeAsync(1000);
        waited += 1000;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
    expect(retryDelay(10)).toBe(30000);
  });

  it('a new stream cannot resume, so every read is refreshed once it is open, and the waits start over', async () => {
    connect();
    FakeEventSource.latest.refuse();
    await vi.advanceTimersByTimeAsync(retryDelay(0));
    expect(FakeEventSource.made).toHaveLength(2);
    expect(refreshed()).toEqual([]);
    FakeEventSource.latest.open();
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(refreshed()).toEqual(KEYS.slice(0, -1).map((key) => key[0]));

    FakeEventSource.latest.refuse();
    await vi.advanceTimersByTimeAsync(retryDelay(0));
    expect(FakeEventSource.made).toHaveLength(3);
  });

  it('a stream refused because the session is gone is never opened again', async () => {
    connect();
    sessionCheck = 401;
    FakeEventSource.latest.refuse();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    window.dispatchEvent(new Event('online'));
    expect(FakeEventSource.made).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetch).mock.calls[0][0]).toBe('/api/check-auth');
  });

  it('back online, a stream waiting for its next try opens at once', async () => {
    connect();
    FakeEventSource.latest.refuse();
    await vi.advanceTimersByTimeAsync(retryDelay(0));
    FakeEventSource.latest.refuse();
    await vi.advanceTimersByTimeAsync(100);
    expect(FakeEventSource.made).toHaveLength(2);
    window.dispatchEvent(new Event('online'));
    expect(FakeEventSource.made).toHaveLength(3);
  });

  it('once stopped, the stream is closed and no other is opened', async () => {
    connect();
    const first = FakeEventSource.latest;
    first.refuse();
    await vi.advanceTimersByTimeAsync(100);
    stop?.();
    stop = undefined;
    await vi.advanceTimersByTimeAsync(60_000);
    window.dispatchEvent(new Event('online'));
    expect(FakeEventSource.made).toHaveLength(1);
  });
});

describe('a connection that died without a word', () => {
  const everyReadButTheCrewForm = () => KEYS.slice(0, -1).map((key) => key[0]);

  it('stays open while the server’s heartbeat and messages keep coming', async () => {
    connect();
    for (let beat = 0; beat < 6; beat += 1) {
      await vi.advanceTimersByTimeAsync(LIVE_HEARTBEAT_MS);
      FakeEventSource.latest.ping();
    }
    await vi.advanceTimersByTimeAsync(LIVE_SILENCE_MS - 1_000);
    FakeEventSource.latest.send({ type: 'user' });
    await vi.advanceTimersByTimeAsync(LIVE_SILENCE_MS - 1_000);
    expect(FakeEventSource.made).toHaveLength(1);
    expect(getLiveStatus()).toBe('live');
  });

  it('is replaced once silent for too long: reconnecting meanwhile, every read refreshed once the new one is open', async () => {
    connect();
    const first = FakeEventSource.latest;
    await vi.advanceTimersByTimeAsync(LIVE_HEARTBEAT_MS);
    first.ping();
    await vi.advanceTimersByTimeAsync(LIVE_SILENCE_MS - 1);
    expect(FakeEventSource.made).toHaveLength(1);
    expect(getLiveStatus()).toBe('live');

    await vi.advanceTimersByTimeAsync(1);
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.made).toHaveLength(2);
    expect(FakeEventSource.latest.url).toBe('/api/live');
    expect(getLiveStatus()).toBe('reconnecting');
    expect(refreshed()).toEqual([]);

    FakeEventSource.latest.open();
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(getLiveStatus()).toBe('live');
    expect(refreshed()).toEqual(everyReadButTheCrewForm());
  });

  it('is replaced too when EventSource’s own reconnecting hangs', async () => {
    connect();
    FakeEventSource.latest.drop();
    await vi.advanceTimersByTimeAsync(LIVE_SILENCE_MS);
    expect(FakeEventSource.made).toHaveLength(2);
    expect(FakeEventSource.made[0].readyState).toBe(FakeEventSource.CLOSED);
    expect(getLiveStatus()).toBe('reconnecting');
  });

  it('a stream that was replaced and never answers is replaced again, not a stream per heartbeat', async () => {
    connect();
    await vi.advanceTimersByTimeAsync(LIVE_SILENCE_MS);
    expect(FakeEventSource.made).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(LIVE_SILENCE_MS - 1);
    expect(FakeEventSource.made).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.made).toHaveLength(3);
    expect(FakeEventSource.made.slice(0, 2).map((source) => source.readyState)).toEqual([
      FakeEventSource.CLOSED,
      FakeEventSource.CLOSED,
    ]);
  });
});

describe('changes made before the stream first opened', () => {
  it('the reads loaded before the stream was asked for are refreshed when it opens, not those loaded after, nor the crew’s form', async () => {
    const screen = showLeaderboard();
    await vi.advanceTimersByTimeAsync(1_000);
    stop = startLive(queryClient);
    await vi.advanceTimersByTimeAsync(300);
    queryClient.setQueryData(PLANNING, { loadedWhileTheStreamOpened: true });
    expect(refreshed()).toEqual([]);

    FakeEventSource.latest.open();
    await vi.waitFor(() => expect(screen.fetches.count).toBe(1));
    // The leaderboard on screen is fetched again at once; the others when they are shown.
    await vi.waitFor(() =>
      expect(refreshed()).toEqual(['/api/cheers-leaderboard', '/api/team', '/api/notifications']),
    );
    screen.unsubscribe();
  });
});

describe('LiveUpdates', () => {
  function GoTo({ path }: { path: string }) {
    const navigate = useNavigate();
    return createElement('button', { onClick: () => navigate(path) }, path);
  }

  it('opens no stream on the sign-in screen, and one on a signed-in screen', async () => {
    const view = render(
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(
          MemoryRouter,
          { initialEntries: ['/login'] },
          createElement(LiveUpdates),
          createElement(GoTo, { path: '/leaderboard' }),
        ),
      ),
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(FakeEventSource.made).toHaveLength(0);

    view.getByRole('button').click();
    await vi.waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    expect(FakeEventSource.latest.url).toBe('/api/live');
    view.unmount();
    expect(FakeEventSource.latest.readyState).toBe(FakeEventSource.CLOSED);
  });
});
