// @vitest-environment jsdom
/**
 * /players and /add-players against a stubbed server: only the captain and the company's admins
 * get the menu of the other players; every player of the team may leave it, after a question;
 * e-mail addresses show only when the answer has them (an admin's).
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddPlayersResponse, PlayersResponse } from '../../src/shared/api/players';
import type { Player } from '../../src/shared/api/team';
import AddPlayersScreen from '../../src/web/features/players/AddPlayersScreen';
import PlayersScreen from '../../src/web/features/players/PlayersScreen';
import { dismissToast, getToasts } from '../../src/web/lib/toast';
import { initTestI18n } from './i18nForTests';
import { PathProbe } from './screenDoubles';

const player = (id: number, full_name: string, is_captain = false): Player => ({
  id,
  full_name,
  photo_url: null,
  is_captain,
  max_players: 5,
  team_name: 'Northern Lights',
});

const CORA = player(1, 'Cora Captain', true);
const PAT = player(2, 'Pat Plain');
const MAX = player(3, 'Max Mate');

/** The /players answer as the viewer `userId` gets it. */
const playersAnswer = (userId: number, over: Partial<PlayersResponse> = {}): PlayersResponse => ({
  team_id: 7,
  team_name: 'Northern Lights',
  company_id: 3,
  company_name: 'Nordlicht Energy',
  players: [CORA, MAX, PAT],
  max_players: 5,
  editable: true,
  role: 'player',
  user_id: userId,
  can_manage_players: false,
  ...over,
});

/**
 * A server with these answers by path (anything else: 404); records each call as
 * `METHOD path body`.
 */
function stubServer(answers: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.split('?')[0];
      const method = init.method ?? 'GET';
      calls.push(`${method} ${path}${init.body ? ` ${String(init.body)}` : ''}`);
      const answer = answers[`${method} ${path}`];
      return answer === undefined
        ? new Response(JSON.stringify({ message: 'notFound' }), { status: 404 })
        : new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  return calls;
}

function renderAt(path: '/players' | '/add-players') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/players" element={<PlayersScreen />} />
          <Route path="/add-players" element={<AddPlayersScreen />} />
          <Route path="*" element={<PathProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const menuButtons = () => screen.queryAllByRole('button', { name: /^Actions for / });

describe('the players screen', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
    for (const toast of getToasts()) dismissToast(toast.id);
  });

  it('gives a plain player no menu for anyone, and a Leave team that asks first, then leads to /team-select', async () => {
    sessionStorage.setItem('otherTeamId', '7');
    const calls = stubServer({
      'GET /api/players': playersAnswer(PAT.id),
      'POST /api/remove-player': { message: 'teamLeft' },
    });
    renderAt('/players');
    const leave = await screen.findByRole('button', { name: 'Leave team' });
    expect(menuButtons()).toEqual([]);

    fireEvent.click(leave);
    const sheet = screen.getByRole('dialog', { name: 'Leave Northern Lights?' });
    expect(sheet.textContent).toContain('You will no longer play in Northern Lights.');
    expect(sheet.textContent).not.toContain('You are the captain');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Leave team' }));

    expect(await screen.findByText('at /team-select')).toBeTruthy();
    expect(calls).toContain(`POST /api/remove-player ${JSON.stringify({ playerId: PAT.id })}`);
    expect(sessionStorage.getItem('otherTeamId')).toBeNull();
    expect(getToasts().map((toast) => toast.message)).toContain('You have left the team.');
  });

  it('gives the captain the menu of every other player, not their own, and tells them the captaincy passes on when they leave', async () => {
    stubServer({ 'GET /api/players': playersAnswer(CORA.id, { can_manage_players: true }) });
    renderAt('/players');
    await screen.findByRole('button', { name: 'Leave team' });
    expect(menuButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Actions for Max Mate',
      'Actions for Pat Plain',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Leave team' }));
    const sheet = screen.getByRole('dialog', { name: 'Leave Northern Lights?' });
    expect(sheet.textContent).toContain(
      'You are the captain: the player who has been in the team longest becomes captain.',
    );
  });

  it('gives an admin who also plays the menu of the other players and Leave team, after which they stay on the list they still manage', async () => {
    const calls = stubServer({
      'GET /api/players': playersAnswer(MAX.id, {
        role: 'contactPerson',
        can_manage_players: true,
      }),
      'POST /api/remove-player': { message: 'teamLeft' },
    });
    renderAt('/players');
    await screen.findByRole('button', { name: 'Leave team' });
    expect(menuButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Actions for Cora Captain',
      'Actions for Pat Plain',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Leave team' }));
    const sheet = screen.getByRole('dialog', { name: 'Leave Northern Lights?' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Leave team' }));
    await waitFor(() =>
      expect(calls).toContain(`POST /api/remove-player ${JSON.stringify({ playerId: MAX.id })}`),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(/^at /)).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Players/);
  });
});

describe('the add-players screen', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  /** The /add-players answer with one free employee, as an admin (with e-mails) or a player. */
  const addPlayersAnswer = (asAdmin: boolean): AddPlayersResponse => ({
    ...playersAnswer(asAdmin ? 99 : PAT.id, { can_manage_players: asAdmin }),
    employees: [
      {
        id: 20,
        full_name: 'Fred Free',
        email: asAdmin ? 'fred.free@nordlicht.test' : null,
        photo_url: null,
      },
    ],
    other_players: [],
    user_company_id: asAdmin ? 3 : null,
  });

  it("shows the employees' e-mail addresses to the company's admin only: a player sees and searches names", async () => {
    stubServer({ 'GET /api/add-players': addPlayersAnswer(false) });
    renderAt('/add-players');
    const fred = await screen.findByRole('article', { name: 'Fred Free' });
    // The name alone: no second line waiting for an address.
    expect(fred.querySelectorAll('p')).toHaveLength(1);
    expect(screen.getByLabelText('Search by name')).toBeTruthy();
    cleanup();

    stubServer({ 'GET /api/add-players': addPlayersAnswer(true) });
    renderAt('/add-players');
    const seen = await screen.findByRole('article', { name: 'Fred Free' });
    expect(seen.textContent).toContain('fred.free@nordlicht.test');
    fireEvent.change(screen.getByLabelText('Search by name or e-mail'), {
      target: { value: 'fred.free@' },
    });
    await waitFor(() => expect(screen.getByRole('article', { name: 'Fred Free' })).toBeTruthy());
  });
});
