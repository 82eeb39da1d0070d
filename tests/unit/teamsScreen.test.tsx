// @vitest-environment jsdom
/** /teams against a stubbed server: the search filters the loaded list; errors offer a retry. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TeamListItem } from '../../src/shared/api/team';
import TeamsScreen from '../../src/web/features/team/TeamsScreen';
import { initTestI18n } from './i18nForTests';

const team = (team_id: number, team_name: string, company_name: string): TeamListItem => ({
  team_id,
  team_name,
  name: team_name,
  company_name,
  team_picture: null,
  company_picture: null,
});

const TEAMS = [
  team(1, 'Voltage Vikings', 'Nordlicht Energy'),
  team(2, 'Wind Turbines', 'Nordlicht Energy'),
  team(3, 'Golden Lions', 'Atlas Bank'),
];

function renderTeams() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/teams']}>
        <TeamsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const teamLinks = () => screen.getByRole('list', { name: 'Teams' }).querySelectorAll('a');

describe('the teams screen', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('searches team and company names, case-insensitively, counts the results, and says when nothing matches', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ teams: TEAMS }), { status: 200 })),
    );
    renderTeams();
    expect(await screen.findByText('Golden Lions')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Teams 3' })).toBeTruthy();

    const search = screen.getByLabelText('Search teams or companies');
    fireEvent.change(search, { target: { value: 'NORDLICHT' } });
    await waitFor(() => expect(teamLinks()).toHaveLength(2));
    expect(screen.queryByText('Golden Lions')).toBeNull();
    // The heading counts what is found, not the whole list.
    expect(screen.getByRole('heading', { name: 'Teams 2' })).toBeTruthy();

    fireEvent.change(search, { target: { value: 'lions' } });
    await waitFor(() => expect(teamLinks()).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Teams 1' })).toBeTruthy();

    fireEvent.change(search, { target: { value: 'nothing like this' } });
    expect(await screen.findByText('No teams found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Teams 0' })).toBeTruthy();
  });

  it('shows an error with a retry that loads the list again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ message: 'boom' }), { status: 500 }))
      .mockResolvedValue(new Response(JSON.stringify({ teams: TEAMS }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderTeams();

    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Wind Turbines')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an event without teams says no teams found', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ teams: [] }), { status: 200 })),
    );
    renderTeams();
    expect(await screen.findByText('No teams found')).toBeTruthy();
  });
});
