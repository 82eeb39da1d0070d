// @vitest-environment jsdom
/**
 * The scoring screens' rules a person reads: /scores shows score + ladies + joker as the total
 * with the joker and ladies marks (and no points for a user without a team); the leaderboard
 * keeps the server's order, shows two-digit positions whole, and marks the viewer's team.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LeaderboardResponse, ScoresResponse } from '../../src/shared/api/scores';
import LeaderboardScreen from '../../src/web/features/scores/LeaderboardScreen';
import ScoresScreen from '../../src/web/features/scores/ScoresScreen';
import { initTestI18n } from './i18nForTests';

function renderWith(answer: unknown, screenElement: ReactNode) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 })),
  );
  // jsdom has no scrolling; the leaderboard scrolls the viewer's team into view.
  Element.prototype.scrollIntoView = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{screenElement}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const entry = {
  photo_url: null,
  start_time: '2026-11-23T11:00:00.000Z',
  is_disqualified: false,
};

const TEAM_SCORES: ScoresResponse = {
  team_id: 4,
  scores: [
    { ...entry, id: 1, name: 'Tug of War', score: 100, ladies: 20, joker: 100, rank: 1 },
    { ...entry, id: 2, name: 'Kayak Relay', score: 35, ladies: 0, joker: 0, rank: 6 },
  ],
};

const team = (position: number, id: number, name: string, points: number) => ({
  position,
  team_id: id,
  name,
  photo_url: null,
  company_name: 'Atlas Bank',
  house_id: null,
  house_color: null,
  house_name: null,
  points,
  is_rival: false,
});

describe('the scoring screens', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a player sees score, ladies and joker added up, with the joker and ladies marks', async () => {
    renderWith(TEAM_SCORES, <ScoresScreen />);
    const tug = await screen.findByRole('link', { name: /Tug of War/ });
    expect(tug.textContent).toContain('220');
    expect(within(tug).getByRole('img', { name: 'Joker bonus' })).toBeTruthy();
    expect(within(tug).getByRole('img', { name: 'Ladies bonus' })).toBeTruthy();
    const kayak = screen.getByRole('link', { name: /Kayak Relay/ });
    expect(kayak.textContent).toContain('35');
    expect(within(kayak).queryAllByRole('img', { name: /bonus/ })).toHaveLength(0);
  });

  it('a user without a team sees the sessions without points', async () => {
    renderWith(
      {
        team_id: null,
        scores: TEAM_SCORES.scores.map((s) => ({ ...s, score: null, ladies: null, joker: null })),
      },
      <ScoresScreen />,
    );
    await screen.findByRole('link', { name: /Tug of War/ });
    expect(screen.queryByText('Points')).toBeNull();
  });

  it('an empty list says no scores were found', async () => {
    renderWith({ team_id: 4, scores: [] }, <ScoresScreen />);
    expect(await screen.findByText('No scores found')).toBeTruthy();
  });

  it('the leaderboard keeps the order, shows positions above 9 whole and marks the own team', async () => {
    const board: LeaderboardResponse = {
      leaderboard_quarter: 'Q2',
      leaderboard_as_of: '2026-11-23T11:00:00.000Z',
      live_teams: null,
      user_team_id: 12,
      teams: [team(1, 11, 'Golden Lions', 344), team(10, 12, 'Oak Squad', 120)],
    };
    renderWith(board, <LeaderboardScreen />);
    const rows = within(await screen.findByRole('list', { name: 'Leaderboard' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Position 1Golden Lions.*344Points$/),
      expect.stringMatching(/^Position 10Oak SquadYour team.*120Points$/),
    ]);
    expect(screen.getByText('Standings of Q2')).toBeTruthy();
  });

  it('an empty leaderboard says none was found', async () => {
    renderWith(
      {
        leaderboard_quarter: null,
        leaderboard_as_of: null,
        live_teams: null,
        user_team_id: null,
        teams: [],
      },
      <LeaderboardScreen />,
    );
    expect(await screen.findByText('No leaderboard found')).toBeTruthy();
  });
});
