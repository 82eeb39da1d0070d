// @vitest-environment jsdom
/**
 * "Add to calendar" on /planning: the address is made on request and shown once, with its
 * webcal: link and a copy button; later visits say since when there is one; a new address and
 * stopping both ask first, since calendars subscribed to the old address stop updating.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CalendarSubscription } from '../../src/web/features/event/CalendarSubscription';
import { dismissToast, getToasts } from '../../src/web/lib/toast';
import { initTestI18n } from './i18nForTests';

const ADDRESS =
  'https://games.example/api/calendar.ics?token=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const CREATED = {
  url: ADDRESS,
  webcal_url: ADDRESS.replace(/^https:/, 'webcal:'),
  created_at: '2026-11-22T10:00:00.000Z',
};

/** A server with the address as given; records each call as `METHOD path`. */
function stubServer(createdAt: string | null) {
  const calls: string[] = [];
  let current = createdAt;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url}`);
      let answer: unknown = { created_at: current };
      if (method === 'POST') {
        current = CREATED.created_at;
        answer = CREATED;
      }
      if (method === 'DELETE') {
        current = null;
        answer = { message: 'calendarFeedStopped' };
      }
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  return calls;
}

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CalendarSubscription />
    </QueryClientProvider>,
  );
}

const toastTexts = () => getToasts().map((toast) => toast.message);

describe('Add to calendar', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    for (const toast of getToasts()) dismissToast(toast.id);
  });

  it('makes the address on request and shows it with its webcal: link', async () => {
    const calls = stubServer(null);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: i18next.t('addToCalendar') }));

    const field = await screen.findByLabelText(i18next.t('calendarAddress'));
    expect((field as HTMLInputElement).value).toBe(ADDRESS);
    expect(field.getAttribute('dir')).toBe('ltr');
    expect(field.hasAttribute('readonly')).toBe(true);
    const open = screen.getByRole('link', { name: i18next.t('openInCalendarApp') });
    expect(open.getAttribute('href')).toBe(CREATED.webcal_url);
    expect(calls).toContain('POST /api/calendar-feed');
  });

  it('copies the address and says so', async () => {
    stubServer(null);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: i18next.t('addToCalendar') }));
    fireEvent.click(await screen.findByRole('button', { name: i18next.t('copyAddress') }));
    await waitFor(() => expect(toastTexts()).toContain(i18next.t('calendarAddressCopied')));
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
  });

  it('says when copying fails, so the person copies it by hand', async () => {
    stubServer(null);
    const writeText = vi.fn(async () => Promise.reject(new Error('denied')));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: i18next.t('addToCalendar') }));
    fireEvent.click(await screen.findByRole('button', { name: i18next.t('copyAddress') }));
    await waitFor(() => expect(toastTexts()).toContain(i18next.t('copyFailed')));
  });

  it('asks before it stops sharing, then stops and offers the calendar again', async () => {
    const calls = stubServer(null);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: i18next.t('addToCalendar') }));
    fireEvent.click(await screen.findByRole('button', { name: i18next.t('stopSharing') }));

    const sheet = screen.getByRole('dialog', { name: i18next.t('stopSharingTitle') });
    expect(calls).not.toContain('DELETE /api/calendar-feed');
    fireEvent.click(within(sheet).getByRole('button', { name: i18next.t('stopSharing') }));

    await waitFor(() => expect(toastTexts()).toContain(i18next.t('calendarStopped')));
    expect(calls).toContain('DELETE /api/calendar-feed');
    expect(await screen.findByRole('button', { name: i18next.t('addToCalendar') })).toBeTruthy();
    expect(screen.queryByLabelText(i18next.t('calendarAddress'))).toBeNull();
  });

  it('on a later visit says since when, and asks before making a new address', async () => {
    const calls = stubServer(CREATED.created_at);
    renderCard();
    expect(
      await screen.findByText(i18next.t('calendarActiveSince', { date: 'November 22, 2026' })),
    ).toBeTruthy();
    expect(screen.queryByLabelText(i18next.t('calendarAddress'))).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: i18next.t('newCalendarAddress') }));
    const sheet = screen.getByRole('dialog', { name: i18next.t('replaceCalendarTitle') });
    fireEvent.click(within(sheet).getByRole('button', { name: i18next.t('newCalendarAddress') }));

    const field = await screen.findByLabelText(i18next.t('calendarAddress'));
    expect((field as HTMLInputElement).value).toBe(ADDRESS);
    expect(calls.filter((call) => call === 'POST /api/calendar-feed')).toHaveLength(1);
  });
});
