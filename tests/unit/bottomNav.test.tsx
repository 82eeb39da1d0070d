// @vitest-environment jsdom
/**
 * The bottom navigation's links are named by what they show (WCAG 2.5.3 Label in Name): the
 * label, and on the bell the unread count as the badge shows it, so a screen reader reads
 * "Notifications 3 unread" and the name contains every bit of visible text (axe's
 * label-content-name-mismatch, which the e2e suite runs on every screen it saves).
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import BottomNav from '../../src/web/app/BottomNav';
import { initTestI18n } from './i18nForTests';

function renderNav(unreadCount: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ notifications: [], unread_count: unreadCount })),
    ),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/home']}>
        <BottomNav />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

/** The text a sighted user sees in a link: everything but the visually hidden parts. */
function visibleText(link: HTMLElement): string {
  const copy = link.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').trim();
}

describe('the bottom navigation', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names the bell with the unread count it shows, the others by their labels', async () => {
    const nav = renderNav(3);
    const bell = await within(nav).findByRole('link', { name: 'Notifications 3 unread' });
    expect(visibleText(bell)).toBe('3');
    expect(bell.getAttribute('aria-label')).toBeNull();
    expect(bell.getAttribute('href')).toBe('/notifications');
    const home = within(nav).getByRole('link', { name: 'Home' });
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(
      '/profile',
    );
  });

  it('reads out "99+" as the badge shows it, above 99 unread', async () => {
    const nav = renderNav(120);
    const bell = await within(nav).findByRole('link', { name: 'Notifications 99+ unread' });
    expect(visibleText(bell)).toBe('99+');
  });

  it('names the bell "Notifications" alone while nothing is unread', async () => {
    const nav = renderNav(0);
    // The read has answered once the list is fetched; the badge stays away.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('bell-badge')).toBeNull();
  });
});
