// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppRoutes } from '../../src/web/app/AppRoutes';
import { SCREEN_ROUTES } from '../../src/web/app/routes';
import { initTestI18n } from './i18nForTests';
import { renderScreen } from './screenDoubles';

/**
 * product.md §2, in its order, and the additions: /join (product.md §10, invite links), the
 * organizer console, whose own screens live under /organizer/, the big screen, and a join
 * link's /join-event and the console's printable /join-poster (issue 41), and Web Push's
 * /profile/notifications (issue 41).
 */
const SPEC_ROUTES = [
  '/login',
  '/',
  '/forgot-password',
  '/register',
  '/reset-password',
  '/confirm-email',
  '/role',
  '/event-select',
  '/team-select',
  '/battle-select',
  '/home',
  '/teams',
  '/awards',
  '/companies',
  '/houses',
  '/battles',
  '/battle',
  '/leaderboard',
  '/house',
  '/event',
  '/scores',
  '/score',
  '/crew-battles',
  '/crew-score',
  '/participants',
  '/cheers-leaderboard',
  '/scoring-rules',
  '/language',
  '/profile',
  '/badges',
  '/public-profile',
  '/connections',
  '/profile/notifications',
  '/edit-profile',
  '/cheers',
  '/edit-team',
  '/rivals',
  '/team',
  '/planning',
  '/players',
  '/add-players',
  '/notifications',
  '/company',
  '/edit-company',
  '/manage-employees',
  '/readiness',
  '/join',
  '/join-event',
  '/organizer/*',
  '/big-screen',
  '/join-poster',
];

const WITHOUT_BOTTOM_NAV = [
  '/',
  '/login',
  '/forgot-password',
  '/register',
  '/reset-password',
  '/confirm-email',
  '/role',
  '/event-select',
  '/team-select',
  '/battle-select',
  '/join',
  '/join-event',
  '/big-screen',
  '/join-poster',
];

/** Screens read through TanStack Query, so the routes need its provider as in App. */
function openAt(path: string) {
  return renderScreen(<AppRoutes />, path);
}

describe('the route table', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(cleanup);

  it('registers every route of product.md §2 once', () => {
    const paths = SCREEN_ROUTES.map((route) => route.path);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('shows the bottom navigation on signed-in screens only', () => {
    for (const route of SCREEN_ROUTES) {
      expect(route.bottomNav, route.path).toBe(!WITHOUT_BOTTOM_NAV.includes(route.path));
    }
  });

  it('opens /login with the login heading and no bottom navigation', async () => {
    openAt('/login');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('accepts a trailing slash: /team/ opens the team screen', async () => {
    openAt('/team/');
    // A lazy screen: its module is loaded (and, here, compiled) on first use.
    expect(await screen.findByRole('heading', { name: 'Team' }, { timeout: 5000 })).toBeTruthy();
  });

  it('shows the three navigation icons with their labels, the current one marked', async () => {
    openAt('/home');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(nav).toBeTruthy();
    const links = ['Notifications', 'Home', 'Profile'].map((name) =>
      screen.getByRole('link', { name }),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/notifications',
      '/home',
      '/profile',
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
  });

  it('opens the organizer console and its sections under /organizer/', async () => {
    openAt('/organizer');
    expect(
      await screen.findByRole('heading', { name: 'Organizer console' }, { timeout: 5000 }),
    ).toBeTruthy();
    cleanup();
    openAt('/organizer/houses');
    expect(await screen.findByRole('heading', { name: 'Houses' }, { timeout: 5000 })).toBeTruthy();
    cleanup();
    openAt('/organizer/no-such-section');
    expect(await screen.findByText('404')).toBeTruthy();
  });

  it('opens /big-screen without the bottom navigation', async () => {
    openAt('/big-screen');
    expect(
      await screen.findByRole('heading', { name: 'Leaderboard' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('shows the 404 page without navigation for an unknown route', async () => {
    openAt('/some/unknown/route');
    expect(await screen.findByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });
});
