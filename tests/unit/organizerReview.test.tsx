// @vitest-environment jsdom
/**
 * The console's results review: each waiting session with its facts and each changed team's
 * result before and after; approving calls the route and reads the list again; sending back asks
 * for a note first; with approval off the screen says where to turn it on; with nothing waiting,
 * it says so.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReviewSession } from '../../src/shared/api/organizerReview';
import ReviewScreen from '../../src/web/features/organizer/review/ReviewScreen';
import type { OrganizerKey } from '../../src/web/lib/i18n';
import { getToasts } from '../../src/web/lib/toast';
import { initTestI18n } from './i18nForTests';

const result = (rank: number | null, points: number) => ({
  rank,
  points,
  score_1: null,
  score_2: null,
  time_1: null,
  time_2: null,
  is_ladies: false,
  is_fairplay: false,
  is_disqualified: false,
  is_joker: false,
});

const SESSION: ReviewSession = {
  score_id: 7,
  battle_id: 3,
  battle_name: 'Rope Bridge Dash',
  start_time: '2026-11-23T09:00:00.000Z',
  end_time: '2026-11-23T10:00:00.000Z',
  review_state: 'submitted',
  review_note: null,
  submitted_by: 'Casey Crew',
  submitted_at: '2026-11-23T10:05:00.000Z',
  changes: [
    { team_id: 1, team_name: 'Beacon Badgers', before: null, after: result(1, 100) },
    {
      team_id: 2,
      team_name: 'Harbour Hawks',
      before: result(1, 100),
      after: { ...result(null, 0), is_disqualified: true, time_1: '01:02:345' },
    },
  ],
  team_count: 3,
  teams_without_result: 1,
};

type Answer = { status: number; body: unknown };

/** The review's answer, per read: the last one given answers every read after it. */
function serve(review: unknown, decisions: Record<string, Answer> = {}, ...later: unknown[]) {
  const answers = [review, ...later];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const answer: Answer =
      url === '/api/organizer/sessions/review'
        ? { status: 200, body: answers.length > 1 ? answers.shift() : answers[0] }
        : (decisions[url] ?? { status: 404, body: { message: 'notFound' } });
    void init;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ReviewScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

const t = (key: OrganizerKey, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'organizer', ...options });
const reads = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/organizer/sessions/review').length;

describe('the results review', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a waiting session with its facts and each changed result before and after', async () => {
    serve({ results_need_approval: true, sessions: [SESSION] });
    const card = await screen.findByRole('article', { name: 'Rope Bridge Dash' });
    expect(within(card).getByText(t('reviewStateSubmitted'))).toBeTruthy();
    expect(card.textContent).toContain('Casey Crew');
    expect(card.textContent).toContain(
      `${t('reviewTeamsWithoutResult')}${t('reviewTeamsWithoutResultCount', { missing: 1, total: 3 })}`,
    );
    const rows = within(card).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain(`${t('reviewBefore')}${t('reviewNoResult')}`);
    expect(rows[0].textContent).toContain(
      `${t('reviewAfter')}${t('reviewRank', { rank: 1 })} · ${t('reviewPoints', { points: 100 })}`,
    );
    expect(rows[1].textContent).toContain(t('reviewNoRank'));
    expect(rows[1].textContent).toContain('01:02:345');
    expect(rows[1].textContent).toContain(i18next.t('crewDisqualified'));
  });

  it('approves a session, says so, and reads the list again', async () => {
    const fetchMock = serve(
      { results_need_approval: true, sessions: [SESSION] },
      { '/api/organizer/sessions/approve': { status: 200, body: { message: 'reviewApproved' } } },
      { results_need_approval: true, sessions: [] },
    );
    const card = await screen.findByRole('article', { name: 'Rope Bridge Dash' });
    const before = reads(fetchMock);
    fireEvent.click(within(card).getByRole('button', { name: t('reviewApprove') }));
    await waitFor(() => expect(reads(fetchMock)).toBeGreaterThan(before));
    const approve = fetchMock.mock.calls.find(([url]) => url === '/api/organizer/sessions/approve');
    expect(approve?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(approve?.[1]?.body))).toEqual({ score_id: 7 });
    // The card is gone with the session, and the toast still comes.
    expect(await screen.findByText(t('reviewEmpty'))).toBeTruthy();
    await waitFor(() =>
      expect(getToasts().map((toast) => toast.message)).toContain(t('reviewApproved')),
    );
  });

  it('asks for a note before sending a session back', async () => {
    const fetchMock = serve(
      { results_need_approval: true, sessions: [SESSION] },
      { '/api/organizer/sessions/send-back': { status: 200, body: { message: 'reviewSentBack' } } },
    );
    const card = await screen.findByRole('article', { name: 'Rope Bridge Dash' });
    fireEvent.click(within(card).getByRole('button', { name: t('reviewSendBack') }));
    const sheet = await screen.findByRole('dialog', { hidden: true });
    fireEvent.click(within(sheet).getByRole('button', { name: t('reviewSendBack'), hidden: true }));
    expect(await within(sheet).findByText(i18next.t('fieldRequired'))).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/send-back'))).toBe(false);
    fireEvent.change(within(sheet).getByLabelText(t('reviewNote')), {
      target: { value: 'Check the finish photo' },
    });
    fireEvent.click(within(sheet).getByRole('button', { name: t('reviewSendBack'), hidden: true }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/send-back'))).toBe(true),
    );
    const sent = fetchMock.mock.calls.find(([url]) => url.endsWith('/send-back'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      score_id: 7,
      note: 'Check the finish photo',
    });
  });

  it('shows a session sent back with its note, and only approval', async () => {
    serve({
      results_need_approval: true,
      sessions: [{ ...SESSION, review_state: 'sent_back', review_note: 'Check the photo' }],
    });
    const card = await screen.findByRole('article', { name: 'Rope Bridge Dash' });
    expect(within(card).getByText(t('reviewStateSentBack'))).toBeTruthy();
    expect(within(card).getByText('Check the photo')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: t('reviewSendBack') })).toBeNull();
    expect(within(card).getByRole('button', { name: t('reviewApprove') })).toBeTruthy();
  });

  it('says nothing waits when the list is empty', async () => {
    serve({ results_need_approval: true, sessions: [] });
    expect(await screen.findByText(t('reviewEmpty'))).toBeTruthy();
    expect(screen.queryByText(t('reviewOff'))).toBeNull();
  });

  it('explains that results count at once while approval is off, with the way to the event form', async () => {
    serve({ results_need_approval: false, sessions: [] });
    expect(await screen.findByText(t('reviewOff'))).toBeTruthy();
    const link = screen.getByRole('link', { name: t('reviewOffLink') });
    expect(link.getAttribute('href')).toBe('/organizer/event');
    expect(screen.queryByText(t('reviewEmpty'))).toBeNull();
  });
});
