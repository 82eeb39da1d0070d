// @vitest-environment jsdom
/**
 * Invite links on the client: login leads to /join while a link's ids are stored; /join offers
 * what the link's company and team allow, joins them, and forgets the link before going on where
 * login would have gone; a link to a team that is gone says so.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InviteResponse } from '../../src/shared/api/join';
import { loginTarget } from '../../src/web/features/access/loginTarget';
import JoinScreen from '../../src/web/features/players/JoinScreen';
import { joinChoice } from '../../src/web/features/players/joinChoice';
import { dismissToast, getToasts } from '../../src/web/lib/toast';
import { initTestI18n } from './i18nForTests';
import { PathProbe, stubServer, type Reply } from './screenDoubles';

/** Answers each call by its path; any other gets 500. */
const serverAnswering = (replies: Record<string, Reply>) =>
  stubServer(replies, { status: 500, body: {} });

function renderJoin() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/join']}>
        <Routes>
          <Route path="/join" element={<JoinScreen />} />
          <Route path="*" element={<PathProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const company = { id: 3, name: 'Atlas Bank', photo_url: null };
const team = {
  id: 12,
  name: 'Atlas Titans',
  photo_url: null,
  event_id: 1,
  event_name: 'Rotterdam Harbour Games',
  player_count: 3,
  max_players: 5,
};
const invite = (changes: Partial<InviteResponse> = {}): InviteResponse => ({
  company,
  team,
  is_member: false,
  in_team: false,
  team_refusal: null,
  ...changes,
});

const storedIds = () => [
  sessionStorage.getItem('assignedTeamId'),
  sessionStorage.getItem('assignedCompanyId'),
];

describe('where a login leads with an invite link', () => {
  beforeEach(() => sessionStorage.clear());

  it('goes to /join first, keeping the stored redirect for afterwards', () => {
    sessionStorage.setItem('assignedCompanyId', '3');
    sessionStorage.setItem('redirect', '/team');
    expect(loginTarget('/role')).toBe('/join');
    sessionStorage.removeItem('assignedCompanyId');
    expect(loginTarget()).toBe('/team');
  });
});

describe('what /join offers', () => {
  it('the team while it has room', () => {
    expect(joinChoice(invite())).toEqual({ kind: 'team' });
  });

  it('the company alone when the team cannot be joined, unless already a member', () => {
    expect(joinChoice(invite({ team_refusal: 'teamFull' }))).toEqual({
      kind: 'refused',
      reason: 'teamFull',
      canJoinCompany: true,
    });
    expect(joinChoice(invite({ team_refusal: 'teamEditClosed', is_member: true }))).toEqual({
      kind: 'refused',
      reason: 'teamEditClosed',
      canJoinCompany: false,
    });
  });

  it('nothing more to a player of the team or a member of a company link', () => {
    expect(joinChoice(invite({ in_team: true, is_member: true }))).toEqual({ kind: 'inTeam' });
    expect(joinChoice(invite({ team: null, is_member: true }))).toEqual({ kind: 'member' });
    expect(joinChoice(invite({ team: null }))).toEqual({ kind: 'company' });
  });
});

describe('the join screen', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    for (const toast of getToasts()) dismissToast(toast.id);
  });

  it('joins the company of a company link, forgets the link and goes on to the stored redirect', async () => {
    sessionStorage.setItem('assignedCompanyId', '3');
    sessionStorage.setItem('redirect', '/company');
    const fetchMock = serverAnswering({
      '/api/invite': { status: 200, body: invite({ team: null }) },
      '/api/join': {
        status: 200,
        body: { message: 'joinedCompany', team_id: null, event_id: null },
      },
      '/api/check-auth': { status: 200, body: { message: 'Authenticated' } },
    });
    renderJoin();

    fireEvent.click(await screen.findByRole('button', { name: 'Join Atlas Bank' }));
    expect(await screen.findByText('at /company')).toBeTruthy();
    expect(getToasts().map((toast) => toast.message)).toContain('You have joined the company.');
    expect(storedIds()).toEqual([null, null]);

    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/join') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(init.body))).toEqual({ with_team: false });
    expect(new Headers(init.headers).get('assignedcompanyid')).toBe('3');
  });

  it('explains a full team and lets the person go on without joining', async () => {
    sessionStorage.setItem('assignedTeamId', '12');
    sessionStorage.setItem('assignedCompanyId', '3');
    const fetchMock = serverAnswering({
      '/api/invite': { status: 200, body: invite({ team_refusal: 'teamFull' }) },
      '/api/check-auth': { status: 200, body: { message: 'Authenticated', redirect: '/role' } },
    });
    renderJoin();

    expect(await screen.findByText('This team is full.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join Atlas Bank only' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(await screen.findByText('at /role')).toBeTruthy();
    expect(storedIds()).toEqual([null, null]);
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/join');
  });

  it('says when the team of the link is gone, and Continue forgets the link', async () => {
    sessionStorage.setItem('assignedTeamId', '99');
    sessionStorage.setItem('assignedCompanyId', '3');
    serverAnswering({
      '/api/invite': { status: 404, body: { message: 'inviteTeamNotFound' } },
      '/api/check-auth': { status: 200, body: { message: 'Authenticated' } },
    });
    renderJoin();

    expect(await screen.findByText('The team of this invite link no longer exists.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(storedIds()).toEqual([null, null]));
    expect(await screen.findByText('at /home')).toBeTruthy();
  });

  it("sends the link's secret with both calls, never as a header", async () => {
    sessionStorage.setItem('assignedTeamId', '12');
    sessionStorage.setItem('assignedCompanyId', '3');
    sessionStorage.setItem('invite', 'S3cret_token-of-the-link');
    const fetchMock = serverAnswering({
      '/api/invite?invite=S3cret_token-of-the-link': { status: 200, body: invite() },
      '/api/join': { status: 200, body: { message: 'joinedTeam', team_id: 12, event_id: 1 } },
      '/api/check-auth': { status: 200, body: { message: 'Authenticated' } },
    });
    renderJoin();

    fireEvent.click(await screen.findByRole('button', { name: 'Join Atlas Titans of Atlas Bank' }));
    expect(await screen.findByText('at /home')).toBeTruthy();
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const [offerUrl, offerInit] = calls.find(([url]) => url.startsWith('/api/invite'))!;
    expect(offerUrl).toBe('/api/invite?invite=S3cret_token-of-the-link');
    const [, joinInit] = calls.find(([url]) => url === '/api/join')!;
    expect(JSON.parse(String(joinInit.body))).toEqual({
      with_team: true,
      invite: 'S3cret_token-of-the-link',
    });
    for (const init of [offerInit, joinInit]) {
      expect([...new Headers(init.headers).values()].join(' ')).not.toContain('S3cret');
    }
    expect(sessionStorage.getItem('invite')).toBeNull();
  });

  it('says a link whose secret is refused cannot be used, with what to do', async () => {
    sessionStorage.setItem('assignedTeamId', '12');
    sessionStorage.setItem('assignedCompanyId', '3');
    serverAnswering({
      '/api/invite': { status: 403, body: { message: 'inviteInvalid' } },
      '/api/check-auth': { status: 200, body: { message: 'Authenticated' } },
    });
    renderJoin();

    expect(await screen.findByText('This invite link cannot be used')).toBeTruthy();
    expect(screen.getByText(/Ask for a new link/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Join/ })).toBeNull();
  });
});
