// @vitest-environment jsdom
/**
 * /battle against a stubbed server: the four ratings, the joker choice (success refetches the
 * challenge; a refusal or a network failure is an error toast), the current joker's link, and
 * no joker section for a supporter.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BattleResponse } from '../../src/shared/api/battles';
import BattleScreen from '../../src/web/features/battles/BattleScreen';
import { dismissToast, getToasts } from '../../src/web/lib/toast';
import { initTestI18n } from './i18nForTests';

const battle = (over: Partial<BattleResponse> = {}): BattleResponse => ({
  id: 3,
  name: 'Escape Room',
  photo_url: null,
  team_count: 0,
  is_joker: true,
  is_water: false,
  is_team_joker: false,
  desc: 'A locked container and thirty minutes.',
  closing_date: '2026-11-29T10:00:00.000Z',
  endurance: 1,
  teamwork: 5,
  guts: 2,
  skill: 5,
  role: 'player',
  joker: null,
  can_choose_joker: true,
  ...over,
});

type Handler = (init: RequestInit & { headers: Headers }) => Response | Promise<Response>;

/** Answers GET and PUT /api/battle with the given handlers. */
function stubBattleServer(get: Handler, put?: Handler) {
  const fetchMock = vi.fn(async (_url: string, init: RequestInit & { headers: Headers }) =>
    init.method === 'PUT' ? put!(init) : get(init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function renderBattle() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/battle']}>
        <BattleScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const toastTexts = () => getToasts().map((toast) => `${toast.kind}: ${toast.message}`);

describe('the challenge screen', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('selectedBattleId', '3');
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    for (const toast of getToasts()) dismissToast(toast.id);
  });

  it('shows the name, joker mark, land indicator and the four ratings', async () => {
    const fetchMock = stubBattleServer(() => json(battle()));
    renderBattle();
    expect(await screen.findByRole('heading', { name: 'Escape Room', level: 1 })).toBeTruthy();
    expect(screen.getByText('Joker')).toBeTruthy();
    expect(screen.getByText('On land: you stay dry')).toBeTruthy();
    for (const name of ['Endurance: 1 of 5', 'Teamwork: 5 of 5', 'Guts: 2 of 5', 'Skill: 5 of 5']) {
      expect(screen.getByRole('img', { name })).toBeTruthy();
    }
    expect(fetchMock.mock.calls[0][1].headers.get('selectedBattleId')).toBe('3');
  });

  it('choosing it as joker sends PUT /battle, refetches and marks it as the team’s joker', async () => {
    let chosen = false;
    const fetchMock = stubBattleServer(
      () =>
        json(
          chosen
            ? battle({
                is_team_joker: true,
                can_choose_joker: false,
                joker: { id: 3, name: 'Escape Room', photo_url: null },
              })
            : battle(),
        ),
      () => {
        chosen = true;
        return json({ message: 'jokerChosen' });
      },
    );
    renderBattle();
    const jokerSection = await screen.findByRole('region', { name: "Your team's joker" });
    expect(within(jokerSection).getByText('No joker selected')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Choose as joker' }));

    await waitFor(() => expect(within(jokerSection).getByText('Escape Room')).toBeTruthy());
    expect(screen.getAllByText('Your joker').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Choose as joker' })).toBeNull();
    expect(toastTexts()).toEqual(["success: This challenge is now your team's joker."]);
    const put = fetchMock.mock.calls.find(([, init]) => init.method === 'PUT')!;
    expect(JSON.parse(put[1].body as string)).toEqual({ joker_id: 3 });
  });

  it('with another joker chosen, asks first in a sheet naming both, and cancel keeps it', async () => {
    const fetchMock = stubBattleServer(
      () => json(battle({ joker: { id: 5, name: 'Tug of War', photo_url: null } })),
      () => json({ message: 'jokerChosen' }),
    );
    renderBattle();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose as joker' }));

    const sheet = screen.getByRole('dialog', { name: "Replace your team's joker?" });
    expect(sheet.textContent).toContain('Tug of War');
    expect(sheet.textContent).toContain('Escape Room');
    expect(document.activeElement).toBe(within(sheet).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init.method === 'PUT')).toBe(false);
  });

  it('confirming the sheet replaces the joker', async () => {
    let chosen = false;
    const fetchMock = stubBattleServer(
      () =>
        json(
          chosen
            ? battle({
                is_team_joker: true,
                can_choose_joker: false,
                joker: { id: 3, name: 'Escape Room', photo_url: null },
              })
            : battle({ joker: { id: 5, name: 'Tug of War', photo_url: null } }),
        ),
      () => {
        chosen = true;
        return json({ message: 'jokerChosen' });
      },
    );
    renderBattle();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose as joker' }));
    const sheet = screen.getByRole('dialog', { name: "Replace your team's joker?" });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Replace joker' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = fetchMock.mock.calls.find(([, init]) => init.method === 'PUT')!;
    expect(JSON.parse(put[1].body as string)).toEqual({ joker_id: 3 });
    expect(toastTexts()).toEqual(["success: This challenge is now your team's joker."]);
  });

  it('a refusal shows the translated server message as an error toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubBattleServer(
      () => json(battle()),
      () => json({ message: 'jokerClosed' }, 403),
    );
    renderBattle();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose as joker' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'error: The joker can no longer be chosen for this challenge: its closing date has passed.',
      ]),
    );
  });

  it('a network failure says "Network response was not ok"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubBattleServer(
      () => json(battle()),
      () => {
        throw new TypeError('Failed to fetch');
      },
    );
    renderBattle();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose as joker' }));
    await waitFor(() => expect(toastTexts()).toEqual(['error: Network response was not ok']));
  });

  it('the current joker links to its own challenge', async () => {
    stubBattleServer((init) =>
      init.headers.get('selectedBattleId') === '5'
        ? json(battle({ id: 5, name: 'Tug of War', is_team_joker: true }))
        : json(battle({ joker: { id: 5, name: 'Tug of War', photo_url: null } })),
    );
    renderBattle();
    const jokerSection = await screen.findByRole('region', { name: "Your team's joker" });
    fireEvent.click(within(jokerSection).getByRole('link', { name: /Tug of War/ }));

    expect(await screen.findByRole('heading', { name: 'Tug of War', level: 1 })).toBeTruthy();
    expect(sessionStorage.getItem('selectedBattleId')).toBe('5');
  });

  it('a supporter sees no joker section and no button', async () => {
    stubBattleServer(() => json(battle({ role: 'supporter', can_choose_joker: false })));
    renderBattle();
    expect(await screen.findByRole('heading', { name: 'Escape Room', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: "Your team's joker" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose as joker' })).toBeNull();
  });

  it('without a chosen challenge it says so and links to the challenges', async () => {
    sessionStorage.removeItem('selectedBattleId');
    const fetchMock = stubBattleServer(() => json(battle()));
    renderBattle();
    expect(screen.getByText('No challenge selected')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Challenges' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
