// @vitest-environment jsdom
/**
 * Issue 41, a QR code to join: the code holds the join link (read back with a QR decoder), and
 * a person signing in with that link pending lands in the event as a supporter when they are in
 * no event yet, is asked first when they are in another one, and goes straight on when they are
 * in it already. A team share link keeps its own meaning.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import jsQR from 'jsqr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { qrPicture, renderQrPicture, type QrPicture } from '../../src/web/components/QrCode';
import JoinEventScreen from '../../src/web/features/selection/JoinEventScreen';
import { loginTarget } from '../../src/web/features/access/loginTarget';
import { eventJoinLink, eventJoinShortLink } from '../../src/web/lib/joinLink';
import { pendingEventJoin } from '../../src/web/lib/session';
import { initTestI18n } from './i18nForTests';
import { PathProbe, type Reply } from './screenDoubles';

/** The picture's dark modules as pixels (`scale` per module), as a camera would see them. */
function pixelsOf({ size, path }: QrPicture, scale = 4) {
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  // node-qrcode's path: "M<x> <y+0.5>h<run>m<gap> 0h<run>…" — runs of dark modules per row.
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([MmHh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Number(b) - 0.5];
    else if (command === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else {
      const run = Number(a);
      for (let col = x; col < x + run; col += 1) {
        for (let dy = 0; dy < scale; dy += 1) {
          for (let dx = 0; dx < scale; dx += 1) {
            const at = ((y * scale + dy) * width + col * scale + dx) * 4;
            data.fill(0, at, at + 3);
          }
        }
      }
      x += run;
    }
  }
  return { data, width };
}

describe('the join code', () => {
  it('holds the join link of the event, with its quiet zone', async () => {
    const link = eventJoinLink('https://games.example.org', 42);
    expect(link).toBe('https://games.example.org/login?otherEventId=42&redirect=/home');
    const picture = await renderQrPicture(link);
    expect(picture).not.toBeNull();
    const { data, width } = pixelsOf(picture!);
    expect(jsQR(data, width, width)?.data).toBe(link);
    // Four white modules all round: the first dark module is at (4, 4).
    expect(picture!.path.startsWith('M4 4.5h')).toBe(true);
  });

  it('is written out short, without scheme and redirect', () => {
    expect(eventJoinShortLink('https://games.example.org', 42)).toBe(
      'games.example.org/login?otherEventId=42',
    );
  });

  it('draws nothing from a picture that is not plain path commands', () => {
    const ok = '<svg viewBox="0 0 29 29"><path stroke="#000000" d="M4 4.5h7m1 0h3"/></svg>';
    expect(qrPicture(ok)).toEqual({ size: 29, path: 'M4 4.5h7m1 0h3' });
    expect(
      qrPicture('<svg viewBox="0 0 29 29"><path stroke="#000000" d="M4 4.5h7&quot;/><script>"/>'),
    ).toBeNull();
    expect(qrPicture('<svg viewBox="0 0 29 30"><path stroke="#000000" d="M4 4.5h7"/>')).toBeNull();
  });
});

describe('where sign-in leads with a join link', () => {
  beforeEach(() => sessionStorage.clear());

  it('to /join-event while the link of an event is pending, step missing or not', () => {
    sessionStorage.setItem('otherEventId', '7');
    sessionStorage.setItem('redirect', '/home');
    expect(loginTarget('/role')).toBe('/join-event');
    expect(loginTarget()).toBe('/join-event');
  });

  it('not for a team share link, which opens its team as before', () => {
    sessionStorage.setItem('otherEventId', '7');
    sessionStorage.setItem('otherTeamId', '3');
    sessionStorage.setItem('redirect', '/team');
    expect(pendingEventJoin()).toBeNull();
    expect(loginTarget()).toBe('/team');
  });

  it('not for an id that is no id', () => {
    sessionStorage.setItem('otherEventId', '0');
    expect(pendingEventJoin()).toBeNull();
  });
});

const event = (id: number, name: string) => ({
  id,
  name,
  date: '2026-11-22T08:00:00.000Z',
  end_date: '2026-11-24T18:00:00.000Z',
  closing_date: '2026-11-21T18:00:00.000Z',
  image_link: null,
  photo_url: null,
  location_name: null,
  location_embed: null,
  short_desc: null,
  long_desc: null,
  planning: [],
  amount_of_challenges: 0,
  max_challenge_others: 0,
  battles: [],
  event_type: 'Event',
  organizer_id: null,
});

const selected = (redirect: string): Reply => ({
  status: 200,
  body: { message: 'selected', redirect },
});

/** Answers each call by its path; records each call's path and body. */
function server(replies: Record<string, Reply>) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ path: url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const reply = replies[url] ?? { status: 404, body: { message: 'notFound' } };
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return calls;
}

const writes = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.body !== undefined);

function openJoinEvent() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/join-event']}>
        <Routes>
          <Route path="/join-event" element={<JoinEventScreen />} />
          <Route path="*" element={<PathProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/join-event', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('otherEventId', '7');
    sessionStorage.setItem('redirect', '/home');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('enters a newcomer in the event as a supporter and goes on to /home', async () => {
    const calls = server({
      '/api/check-auth': { status: 200, body: { message: 'ok', redirect: '/role' } },
      '/api/role': selected('/event-select'),
      '/api/event-select': selected('/home'),
    });
    openJoinEvent();
    expect(await screen.findByText('at /home')).toBeTruthy();
    expect(writes(calls)).toEqual([
      { path: '/api/role', body: { role: 'supporter' } },
      { path: '/api/event-select', body: { event_id: 7 } },
    ]);
    expect(pendingEventJoin()).toBeNull();
  });

  it('asks someone in another event first, and lets them stay', async () => {
    const calls = server({
      '/api/check-auth': { status: 200, body: { message: 'ok' } },
      '/api/event': { status: 200, body: event(3, 'Old Harbour Cup') },
    });
    openJoinEvent();
    expect(
      await screen.findByText(
        'You are in \u2068Old Harbour Cup\u2069 now. The link you opened invites you to another event as a supporter.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay in \u2068Old Harbour Cup\u2069' }));
    expect(await screen.findByText('at /home')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    expect(pendingEventJoin()).toBeNull();
  });

  it('joins someone in another event when they choose to', async () => {
    const calls = server({
      '/api/check-auth': { status: 200, body: { message: 'ok' } },
      '/api/event': { status: 200, body: event(3, 'Old Harbour Cup') },
      '/api/role': selected('/event-select'),
      '/api/event-select': selected('/home'),
    });
    openJoinEvent();
    fireEvent.click(await screen.findByRole('button', { name: 'Join as a supporter' }));
    expect(await screen.findByText('at /home')).toBeTruthy();
    expect(writes(calls).map((call) => call.path)).toEqual(['/api/role', '/api/event-select']);
  });

  it('goes straight on for someone already in that event', async () => {
    const calls = server({
      '/api/check-auth': { status: 200, body: { message: 'ok' } },
      '/api/event': { status: 200, body: event(7, 'Riverside Cup') },
    });
    openJoinEvent();
    expect(await screen.findByText('at /home')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('says so when the event is gone, and offers the list of events', async () => {
    server({
      '/api/check-auth': { status: 200, body: { message: 'ok', redirect: '/role' } },
      '/api/role': selected('/event-select'),
      '/api/event-select': { status: 403, body: { message: 'eventNotAllowed' } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openJoinEvent();
    expect(await screen.findByText('This event could not be found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose an event' }));
    await waitFor(() => expect(screen.getByText('at /event-select')).toBeTruthy());
    expect(pendingEventJoin()).toBeNull();
  });
});
