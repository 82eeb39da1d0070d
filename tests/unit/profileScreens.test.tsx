// @vitest-environment jsdom
/**
 * The profile screens against a stubbed server: /profile shows the public-profile entry only
 * for a public profile and opens the own one; /public-profile asks for the chosen person and
 * shows a private profile as not public, a public one with socials, flag and team cards; the
 * country select finds a country by typing.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Country, Profile, PublicProfile } from '../../src/shared/api/profile';
import ProfileScreen from '../../src/web/features/profile/ProfileScreen';
import PublicProfileScreen from '../../src/web/features/profile/PublicProfileScreen';
import { CountrySelect } from '../../src/web/features/profile/CountrySelect';
import { countryOptions } from '../../src/web/features/profile/countryNames';
import { initTestI18n } from './i18nForTests';

function renderAt(path: string, element: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A fetch that answers one JSON body and records the requests. */
function serve(body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const person = (over: Partial<Profile> = {}): Profile => ({
  id: 42,
  full_name: 'Daan de Jong',
  email: 'daan@example.test',
  picture: null,
  role: 'player',
  is_public: false,
  ...over,
});

describe('the profile screens', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('/profile shows the person and their role, without a public-profile entry while private', async () => {
    serve(person());
    renderAt('/profile', <ProfileScreen />);
    expect(await screen.findByText('Daan de Jong')).toBeTruthy();
    expect(screen.getByText('daan@example.test')).toBeTruthy();
    expect(screen.getByText('Player')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Public profile' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Change role' }).getAttribute('href')).toBe('/role');
    expect(screen.getByRole('link', { name: 'Socials' }).getAttribute('href')).toBe('/connections');
    expect(screen.getByRole('link', { name: /Contact us/ }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('/profile says when no role is chosen yet', async () => {
    serve(person({ role: null }));
    renderAt('/profile', <ProfileScreen />);
    expect(await screen.findByText('No role chosen yet')).toBeTruthy();
  });

  it('/profile of a public profile opens the own public profile, whoever was chosen before', async () => {
    sessionStorage.setItem('otherUserId', '7');
    serve(person({ is_public: true }));
    renderAt('/profile', <ProfileScreen />);
    fireEvent.click(await screen.findByRole('link', { name: 'Public profile' }));
    expect(sessionStorage.getItem('otherUserId')).toBe('42');
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('/public-profile of a private profile says so and links to /profile', async () => {
    sessionStorage.setItem('otherUserId', '7');
    const fetchMock = serve({ is_public: false } satisfies PublicProfile);
    renderAt('/public-profile', <PublicProfileScreen />);
    expect(await screen.findByText('This profile is not public.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('otheruserid')).toBe('7');
  });

  it('/public-profile shows counts, country, socials and team cards that choose the team', async () => {
    serve({
      is_public: true,
      id: 7,
      full_name: 'Pia Public',
      photo_url: null,
      bio: 'Rows every morning.',
      instagram: '@pia.rows',
      twitter: null,
      facebook: 'https://www.facebook.com/pia.public',
      linkedin: null,
      phone: '+31 6 1234 5678',
      country: 'NL',
      battle_count: 4,
      team_count: 1,
      award_count: 2,
      teams: [
        {
          id: 11,
          name: 'Northern Lights',
          photo_url: null,
          date: '2026-12-02T09:00:00.000Z',
          company_name: 'Nordlicht Energy',
        },
      ],
    } satisfies PublicProfile);
    renderAt('/public-profile', <PublicProfileScreen />);
    expect(await screen.findByRole('heading', { name: 'Pia Public' })).toBeTruthy();
    expect(screen.getByText('Rows every morning.')).toBeTruthy();
    expect(screen.getByText('Netherlands')).toBeTruthy();
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['4', '1', '2']);
    expect(screen.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      'https://www.instagram.com/pia.rows',
    );
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      'https://www.facebook.com/pia.public',
    );
    expect(screen.queryByRole('link', { name: 'LinkedIn' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Send a message on WhatsApp' }).getAttribute('href'),
    ).toBe('https://wa.me/31612345678');
    const team = screen.getByRole('link', { name: /Northern Lights/ });
    expect(team.textContent).toContain('2026');
    expect(team.textContent).toContain('Nordlicht Energy');
    fireEvent.click(team);
    expect(sessionStorage.getItem('otherTeamId')).toBe('11');
  });
});

describe('the country select', () => {
  const COUNTRIES: Country[] = [
    { id: 1, name: 'Germany', code: 'DE' },
    { id: 2, name: 'Netherlands', code: 'NL' },
    { id: 3, name: 'Caribbean Netherlands', code: 'BQ' },
  ];

  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(cleanup);

  it('names and sorts the countries in the interface language', () => {
    expect(countryOptions(COUNTRIES, 'fr').map((option) => option.label)).toEqual([
      'Allemagne',
      'Pays-Bas',
      'Pays-Bas caribéens',
    ]);
  });

  it('finds a country by typing part of its name and chooses it', async () => {
    const onChange = vi.fn();
    render(<CountrySelect countries={COUNTRIES} value={null} onChange={onChange} />);
    const input = screen.getByLabelText('Country');
    fireEvent.change(input, { target: { value: 'germ' } });
    const option = await screen.findByRole('option', { name: 'Germany' });
    expect(screen.queryByRole('option', { name: 'Netherlands' })).toBeNull();
    fireEvent.click(option);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(1));
  });

  it('says when no country matches', async () => {
    render(<CountrySelect countries={COUNTRIES} value={null} onChange={() => {}} />);
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'atlantis' } });
    expect(await screen.findByText('No country found')).toBeTruthy();
  });
});
