// @vitest-environment jsdom
/**
 * /notifications lists the user's notifications newest first, each linking to its target with
 * its translated text and a 24-hour day/month/year time; unread ones say "Unread"; opening one
 * marks it read on the server and in the list; "Mark all as read" reads them all.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem, NotificationsResponse } from '../../src/shared/api/notifications';
import { NOTIFICATION_TYPES, notificationTarget } from '../../src/shared/notifications';
import NotificationsScreen from '../../src/web/features/notifications/NotificationsScreen';
import { initTestI18n } from './i18nForTests';

/** One notification of every type, newest first; every third one read. */
const ALL_TYPES: NotificationItem[] = NOTIFICATION_TYPES.map((type, i) => ({
  id: 100 + i,
  message_name: type,
  is_read: i % 3 === 2,
  created_at: new Date(2026, 10, 22, 14, 5 - i).toISOString(),
  dynamic_key_1: type === 'bonus_points_awarded' ? '15' : `Key one ${i}`,
  dynamic_key_2: `Key two ${i}`,
  redirect_key_1: String(7 + i),
  event_name: null,
}));

/** The 24-hour local clock time, e.g. "13:59". */
const clock = (date: Date) =>
  [date.getHours(), date.getMinutes()].map((v) => String(v).padStart(2, '0')).join(':');

let answer: NotificationsResponse;
let posted: { url: string; body: unknown }[];

function stubApi(initial: NotificationsResponse, failWrites = false) {
  answer = structuredClone(initial);
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'POST') {
        const body = init.body ? (JSON.parse(String(init.body)) as { id?: number }) : undefined;
        posted.push({ url, body });
        if (failWrites) return new Response('{"message":"nope"}', { status: 500 });
        for (const n of answer.notifications) {
          if (url.endsWith('/read-all') || n.id === body?.id) n.is_read = true;
        }
        answer.unread_count = answer.notifications.filter((n) => !n.is_read).length;
        return new Response(
          JSON.stringify({
            message: url.endsWith('/read-all') ? 'notificationsRead' : 'notificationRead',
          }),
        );
      }
      return new Response(JSON.stringify(answer));
    }),
  );
}

function TargetProbe() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>{`at ${pathname}${search}`}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        go back
      </button>
    </>
  );
}

function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/notifications']}>
        <Routes>
          <Route path="/notifications" element={<NotificationsScreen />} />
          <Route path="*" element={<TargetProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const list = () => screen.getByRole('list', { name: i18next.t('notifications') });
const links = () => within(list()).getAllByRole('link');
const unreadLabel = () => i18next.t('notificationUnread');

describe('the notifications screen', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows every type with its text, time and target, in the order the server gives', async () => {
    stubApi({ notifications: ALL_TYPES, unread_count: 8 });
    renderScreen();
    await screen.findByRole('list', { name: i18next.t('notifications') });
    expect(links()).toHaveLength(12);
    ALL_TYPES.forEach((n, i) => {
      const link = links()[i];
      expect(link.getAttribute('href')).toBe(notificationTarget(n));
      const text = link.textContent ?? '';
      expect(text).toContain(n.dynamic_key_1);
      expect(text).not.toMatch(/\{\{|\}\}/);
      expect(text).toContain(`22/11/2026 ${clock(new Date(n.created_at))}`);
      expect(text.includes(unreadLabel())).toBe(!n.is_read);
    });
    expect(screen.getByText(i18next.t('notificationsUnreadCount', { count: 8 }))).toBeTruthy();
  });

  it('opening an unread one marks it read and leads to its target; back, it is read', async () => {
    stubApi({ notifications: ALL_TYPES, unread_count: 8 });
    renderScreen();
    await screen.findByRole('list', { name: i18next.t('notifications') });
    fireEvent.click(links()[0]);
    expect(screen.getByText('at /team/?otherTeamId=7')).toBeTruthy();
    await vi.waitFor(() =>
      expect(posted).toEqual([{ url: '/api/notifications/read', body: { id: 100 } }]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'go back' }));
    await screen.findByRole('list', { name: i18next.t('notifications') });
    expect(links()[0].textContent).not.toContain(unreadLabel());
    expect(links()[1].textContent).toContain(unreadLabel());
  });

  it('opening a read one asks nothing of the server', async () => {
    stubApi({ notifications: ALL_TYPES, unread_count: 8 });
    renderScreen();
    await screen.findByRole('list', { name: i18next.t('notifications') });
    fireEvent.click(links()[2]);
    expect(screen.getByText('at /cheers/?otherTeamId=9')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('marks all read at once', async () => {
    stubApi({ notifications: ALL_TYPES, unread_count: 8 });
    renderScreen();
    await screen.findByRole('list', { name: i18next.t('notifications') });
    fireEvent.click(screen.getByRole('button', { name: i18next.t('notificationsMarkAllRead') }));
    await vi.waitFor(() => {
      for (const link of links()) expect(link.textContent).not.toContain(unreadLabel());
    });
    expect(posted).toEqual([{ url: '/api/notifications/read-all', body: undefined }]);
    expect(
      screen.queryByRole('button', { name: i18next.t('notificationsMarkAllRead') }),
    ).toBeNull();
  });

  it('keeps them unread and says so when marking all fails', async () => {
    stubApi({ notifications: ALL_TYPES, unread_count: 8 }, true);
    renderScreen();
    await screen.findByRole('list', { name: i18next.t('notifications') });
    fireEvent.click(screen.getByRole('button', { name: i18next.t('notificationsMarkAllRead') }));
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'Failed to mark notifications read',
        expect.anything(),
      ),
    );
    expect(links()[0].textContent).toContain(unreadLabel());
  });

  it('says no notifications were found when there are none', async () => {
    stubApi({ notifications: [], unread_count: 0 });
    renderScreen();
    expect(await screen.findByText(i18next.t('noNotificationsFound'))).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"down"}', { status: 503 })),
    );
    renderScreen();
    expect(await screen.findByRole('button', { name: i18next.t('retry') })).toBeTruthy();
  });
});
