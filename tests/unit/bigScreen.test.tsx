// @vitest-environment jsdom
/**
 * The big screen's rules a venue sees: a team whose points or cheers rose flashes with "+N"
 * (never on the first reading, never for a fall), for a while and then not; a long leaderboard
 * pages by itself; the event and the states are worded for the room; a failing read keeps the
 * last standings and says the screen is reconnecting; it says "Live" only while its live stream
 * is open.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheersLeaderboardResponse, LeaderboardResponse } from '../../src/shared/api/scores';
import BigScreen from '../../src/web/features/bigScreen/BigScreen';
import { PAGE_DWELL_MS } from '../../src/web/features/bigScreen/RankedBoard';
import { addRises, risesBetween, withoutExpired } from '../../src/web/features/bigScreen/rises';
import { RISE_SHOW_MS } from '../../src/web/features/bigScreen/useRises';
import { startLive } from '../../src/web/lib/live';
import { FakeEventSource } from './fakeEventSource';
import { initTestI18n } from './i18nForTests';

const team = (position: number, id: number, points: number) => ({
  position,
  team_id: id,
  name: `Team ${id}`,
  photo_url: null,
  company_name: 'Atlas Bank',
  house_id: null,
  house_color: null,
  house_name: null,
  points,
  is_rival: false,
});

const board = (...teams: ReturnType<typeof team>[]): LeaderboardResponse => ({
  leaderboard_quarter: null,
  leaderboard_as_of: null,
  live_teams: null,
  teams,
  user_team_id: null,
});

const cheers = (...counts: [id: number, count: number][]): CheersLeaderboardResponse => ({
  teams: counts.map(([id, count], index) => ({
    position: index + 1,
    team_id: id,
    name: `Team ${id}`,
    photo_url: null,
    company_name: 'Atlas Bank',
    house_id: null,
    house_color: null,
    house_name: null,
    is_rival: false,
    cheer_count: count,
  })),
  user_team_id: null,
});

const EVENT = {
  id: 1,
  name: 'Lisbon Riverside Challenge',
  date: '2026-11-22T08:00:00.000Z',
  end_date: '2026-11-24T18:00:00.000Z',
  closing_date: '2026-11-21T18:00:00.000Z',
  image_link: null,
  photo_url: null,
  location_name: null,
  location_embed: null,
  short_desc: null,
  long_desc: null,
  planning: [],
  amount_of_challenges: 0,
  max_challenge_others: 0,
  battles: [],
  event_type: 'Event',
  organizer_id: null,
};

/** What the stubbed server answers now; a test changes it between readings. */
let answers: Record<string, { status: number; body: unknown }>;

/** jsdom lays nothing out: a board 500 px high whose rows are 40 px apart fits 12 rows. */
function layOutBoards() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('ranked-board') ? 500 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('ranked-board__probe') ? 40 : 0;
  });
}

/** Ends the live stream of the screen opened last. */
let stopLive: (() => void) | undefined;

/**
 * Opens the big screen with the app's live stream started (as app/LiveUpdates.tsx does) but not
 * yet open: `live` opens it. Without `stream`, no stream is ever started.
 */
function openBigScreen({ stream = true }: { stream?: boolean } = {}) {
  stopLive?.();
  stopLive = undefined;
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const reply = answers[url] ?? { status: 404, body: { message: 'Not found' } };
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (stream) stopLive = startLive(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <BigScreen />
    </QueryClientProvider>,
  );
  return {
    /** What the live stream does on a change: every read on screen is asked again. */
    refresh: () => act(() => queryClient.invalidateQueries()),
    live: () => act(() => FakeEventSource.latest.open()),
  };
}

const indicator = () => screen.getByRole('status').textContent;

const standings = () => screen.getByRole('list', { name: 'Leaderboard' });
const rowOf = (list: HTMLElement, name: string) =>
  within(list).getByText(name).closest('li') as HTMLElement;

describe('what rose between two readings', () => {
  it('is the teams whose figure went up, by how much; new teams and falls do not count', () => {
    const before = new Map([
      [1, 100],
      [2, 50],
      [3, 10],
    ]);
    const after = new Map([
      [1, 125],
      [2, 40],
      [3, 10],
      [4, 30],
    ]);
    expect([...risesBetween(before, after)]).toEqual([[1, 25]]);
  });

  it('adds a second rise to one still on show, and drops rises once their time is over', () => {
    const first = addRises(new Map(), new Map([[1, 25]]), 1_000);
    const second = addRises(
      first,
      new Map([
        [1, 10],
        [2, 5],
      ]),
      2_000,
    );
    expect(second.get(1)).toEqual({ amount: 35, until: 2_000 });
    expect([...withoutExpired(addRises(first, new Map([[2, 5]]), 3_000), 1_500).keys()]).toEqual([
      2,
    ]);
  });
});

describe('the big screen', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  beforeEach(() => {
    layOutBoards();
    answers = {
      '/api/event': { status: 200, body: EVENT },
      '/api/leaderboard': { status: 200, body: board(team(1, 1, 100), team(2, 2, 60)) },
      '/api/cheers-leaderboard': { status: 200, body: cheers([2, 4], [1, 1]) },
    };
  });
  afterEach(() => {
    stopLive?.();
    stopLive = undefined;
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the event, the standings in order and the most cheered teams, live', async () => {
    const { live } = openBigScreen();
    expect(
      await screen.findByRole('heading', { name: 'Lisbon Riverside Challenge', level: 1 }),
    ).toBeTruthy();
    const rows = within(await screen.findByRole('list', { name: 'Leaderboard' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'Position 1Team 1Atlas Bank100 Points',
      'Position 2Team 2Atlas Bank60 Points',
    ]);
    const cheered = within(screen.getByRole('list', { name: 'Most cheered' }));
    expect(cheered.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'Position 1Team 2Atlas Bank4 Cheers',
      'Position 2Team 1Atlas Bank1 Cheers',
    ]);
    expect(indicator()).toBe('Connecting…');
    await live();
    expect(indicator()).toBe('Live');
    expect(screen.queryByText(/^\+/)).toBeNull();
  });

  it('flashes a team whose points rose with +N, and its new cheers, then lets them rest', async () => {
    const { refresh } = openBigScreen();
    await screen.findByText('Team 1', { selector: '[aria-label="Leaderboard"] *' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

    answers['/api/leaderboard'].body = board(team(1, 2, 160), team(2, 1, 100));
    answers['/api/cheers-leaderboard'].body = cheers([2, 4], [1, 3]);
    await refresh();
    // TanStack Query hands the answers to React on a timer of its own.
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(within(rowOf(standings(), 'Team 2')).getByText('+100')).toBeTruthy();
    expect(within(rowOf(standings(), 'Team 1')).queryByText(/^\+/)).toBeNull();
    const cheered = screen.getByRole('list', { name: 'Most cheered' });
    expect(within(rowOf(cheered, 'Team 1')).getByText('+2')).toBeTruthy();
    expect(within(rowOf(cheered, 'Team 2')).queryByText(/^\+/)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(RISE_SHOW_MS));
    expect(screen.queryByText('+100')).toBeNull();
    expect(screen.queryByText('+2')).toBeNull();
  });

  it('pages through a long leaderboard by itself', async () => {
    const teams = Array.from({ length: 30 }, (_, index) => team(index + 1, index + 1, 300 - index));
    answers['/api/leaderboard'].body = board(...teams);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    openBigScreen();
    await screen.findByText('Page 1 of 3');
    expect(within(standings()).getAllByRole('listitem')).toHaveLength(12);
    expect(within(standings()).getByText('Team 1')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(PAGE_DWELL_MS));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(within(standings()).getByText('Team 13')).toBeTruthy();
    expect(within(standings()).queryByText('Team 1')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2 * PAGE_DWELL_MS));
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('says when no team is in yet, and when no result or cheer is', async () => {
    answers['/api/leaderboard'].body = board();
    answers['/api/cheers-leaderboard'].body = cheers();
    openBigScreen();
    expect(
      await screen.findByText('The standings appear here as soon as the first teams are in.'),
    ).toBeTruthy();
    expect(
      screen.getByText('No cheers yet: cheer for your favourite team in the app!'),
    ).toBeTruthy();
    cleanup();
    answers['/api/leaderboard'].body = board(team(1, 1, 0), team(1, 2, 0));
    openBigScreen();
    expect(await screen.findByText('Waiting for the first results')).toBeTruthy();
  });

  it('keeps the last standings while reconnecting, and says it cannot load before any', async () => {
    const { refresh } = openBigScreen();
    await screen.findByText('Team 1', { selector: '[aria-label="Leaderboard"] *' });
    answers['/api/leaderboard'] = { status: 503, body: { message: 'Unavailable' } };
    await refresh();
    expect(await screen.findByText('Reconnecting…')).toBeTruthy();
    expect(within(standings()).getByText('Team 1')).toBeTruthy();
    cleanup();
    openBigScreen();
    expect(await screen.findByText('The standings could not be loaded')).toBeTruthy();
    expect(screen.getByText('This screen keeps trying by itself.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is live only while its stream is open: reconnecting when it breaks, never live without one', async () => {
    const { live } = openBigScreen();
    await screen.findByText('Team 1', { selector: '[aria-label="Leaderboard"] *' });
    expect(indicator()).toBe('Connecting…');
    await live();
    expect(indicator()).toBe('Live');
    act(() => FakeEventSource.latest.drop());
    expect(indicator()).toBe('Reconnecting…');
    await live();
    expect(indicator()).toBe('Live');

    cleanup();
    openBigScreen({ stream: false });
    await screen.findByText('Team 1', { selector: '[aria-label="Leaderboard"] *' });
    expect(indicator()).toBe('Connecting…');
  });
});
