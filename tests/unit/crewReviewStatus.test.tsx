// @vitest-environment jsdom
/**
 * Where a crew save stands, as the crew screens tell it (features/crew): a session row on
 * /crew-battles is marked "Awaiting review" or "Sent back" when the event's results need an
 * organizer's approval, and "Starts at ‹time›" instead of its completeness while it has not
 * started; the form says the same at its top (the organizer's note shown as plain text), shows
 * a session that has not started read-only with its save button off until it starts, tells a
 * save awaiting review as sent for review, and keeps what was typed when the server says the
 * session has not started after all (the device's clock ahead of the server's).
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CrewScoreResponse, CrewSession } from '../../src/shared/api/crew';
import { dismissToast, getToasts } from '../../src/web/lib/toast';
import { CrewScoreForm } from '../../src/web/features/crew/CrewScoreForm';
import { CrewSessionRow } from '../../src/web/features/crew/CrewSessionRow';
import { queuedSentText, savedText } from '../../src/web/features/crew/crewSaveSender';
import { hasStarted, START_CHECK_MS, startsText } from '../../src/web/features/crew/sessionStart';
import { initTestI18n } from './i18nForTests';

/** Moments in the test's own time zone, so "the same day" holds wherever it runs. */
const local = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);
const NOW = local(23, 12).getTime();
const PAST = '2020-06-01T10:00:00.000Z';

const NOT_STARTED = 'This session has not started yet: results can be entered once it begins.';

beforeAll(async () => {
  await initTestI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const toast of getToasts()) dismissToast(toast.id);
});

const toastTexts = () => getToasts().map((toast) => toast.message);

describe('when a session starts', () => {
  it('has started from its start time on, as the server decides', () => {
    const start = local(23, 18).toISOString();
    expect(hasStarted(start, NOW)).toBe(false);
    expect(hasStarted(start, local(23, 18).getTime())).toBe(true);
    expect(hasStarted(start, local(23, 18, 1).getTime())).toBe(true);
  });

  it('is told as a time on its own day, with the date before it', () => {
    expect(startsText(local(23, 18).toISOString(), NOW)).toBe('Starts at 18:00');
    expect(startsText(local(24, 9, 30).toISOString(), NOW)).toBe(
      'Starts on November 24, 2026 at 09:30',
    );
  });
});

describe('a session row on /crew-battles', () => {
  const crewSession = (values: Partial<CrewSession> = {}): CrewSession => ({
    score_id: 7,
    battle_id: 2,
    name: 'Kayak Relay',
    photo_url: null,
    start_time: local(23, 10).toISOString(),
    end_time: local(23, 11).toISOString(),
    team_count: 3,
    is_correct: false,
    review_state: null,
    ...values,
  });

  function renderRow(session: CrewSession) {
    render(
      <CrewSessionRow
        session={session}
        waiting={null}
        now={NOW}
        busy={false}
        disabled={false}
        onChoose={() => {}}
      />,
    );
    return screen.getByRole('button');
  }

  it('shows whether the results are in, and nothing about a review when none is needed', () => {
    const row = renderRow(crewSession());
    expect(within(row).getByText('Results missing')).toBeTruthy();
    expect(within(row).queryByText('Awaiting review')).toBeNull();
    expect(within(row).queryByText('Sent back')).toBeNull();
  });

  it('marks a save awaiting review beside its completeness', () => {
    const row = renderRow(crewSession({ is_correct: true, review_state: 'submitted' }));
    expect(within(row).getByText('Awaiting review')).toBeTruthy();
    expect(within(row).getByText('All results in')).toBeTruthy();
    expect(row.textContent).toMatch(/Awaiting review/);
  });

  it('marks a save sent back', () => {
    const row = renderRow(crewSession({ review_state: 'sent_back' }));
    expect(within(row).getByText('Sent back')).toBeTruthy();
    expect(within(row).getByText('Results missing')).toBeTruthy();
  });

  it('tells when a session that has not started starts, instead of missing results', () => {
    const row = renderRow(
      crewSession({
        start_time: local(23, 18).toISOString(),
        end_time: local(23, 19).toISOString(),
      }),
    );
    expect(within(row).getByText('Starts at 18:00')).toBeTruthy();
    expect(within(row).queryByText('Results missing')).toBeNull();
    expect(within(row).queryByText('All results in')).toBeNull();
  });
});

describe('the crew form', () => {
  const team = (id: number, name: string) => ({
    challenge_score_id: null,
    team_id: id,
    name,
    photo_url: null,
    company_name: 'Atlas Bank',
    captain_name: null,
    rank: null,
    points: 0,
    score_1: null,
    score_2: null,
    time_1: null,
    time_2: null,
    is_ladies: false,
    is_fairplay: false,
    is_disqualified: false,
    is_joker: false,
    entered_by: null,
    updated_at: null,
  });

  const formSession = (values: Partial<CrewScoreResponse> = {}): CrewScoreResponse => ({
    score_id: 7,
    activity_id: 2,
    activity_name: 'Kayak Relay',
    activity_photo: null,
    scoring_type: 'fastest_time',
    start_time: PAST,
    end_time: '2020-06-01T11:00:00.000Z',
    score_1_label: null,
    score_2_label: null,
    time_1_label: 'Finish time',
    time_2_label: null,
    has_ladies: false,
    version: 3,
    review_state: null,
    review_note: null,
    teams: [team(1, 'Harbour Rowers'), team(2, 'Dock Dragons'), team(3, 'Quay Runners')],
    ...values,
  });

  /** The server answers POST /api/crew-score with `answer` (and `status`). */
  function renderForm(session: CrewScoreResponse, answer: unknown = {}, status = 200) {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (_url, init) => {
        sent.push(init?.body);
        return Response.json(answer, { status });
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/crew-score']}>
          <CrewScoreForm session={session} waiting={null} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return sent;
  }

  const timeOf = (name: string) =>
    within(screen.getByRole('article', { name })).getByLabelText<HTMLInputElement>('Finish time');
  const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save scores' });

  it('says at the top that the save awaits review', () => {
    renderForm(formSession({ review_state: 'submitted' }));
    expect(screen.getByText('Awaiting review')).toBeTruthy();
    expect(screen.getByText('These results count once an organizer approves them.')).toBeTruthy();
    expect(saveButton().disabled).toBe(false);
  });

  it('shows the note of a save sent back as plain text, with what to do', () => {
    const note = '<b>Dock Dragons</b> crossed first: check the finish photo.';
    renderForm(formSession({ review_state: 'sent_back', review_note: note }));
    expect(screen.getByText('Sent back')).toBeTruthy();
    const quote = screen.getByText(note);
    expect(quote.closest('blockquote')).toBeTruthy();
    expect(document.querySelector('blockquote b')).toBeNull();
    expect(screen.getByText('Correct the results and save again.')).toBeTruthy();
    expect(screen.queryByText('Awaiting review')).toBeNull();
  });

  it('shows nothing about a review when none is needed', () => {
    renderForm(formSession());
    expect(screen.queryByText('Awaiting review')).toBeNull();
    expect(screen.queryByText('Sent back')).toBeNull();
  });

  it('tells a save awaiting review as sent for review, with the teams still missing', async () => {
    renderForm(formSession(), {
      message: 'scoreSaved',
      version: 4,
      team_count: 3,
      teams_without_result: 1,
      awaiting_review: true,
    });
    fireEvent.change(timeOf('Harbour Rowers'), { target: { value: '4:12' } });
    fireEvent.change(timeOf('Dock Dragons'), { target: { value: '4:05' } });
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Sent for review — 1 of 3 teams still has no result. The results count once an organizer approves them.',
      ),
    );
    expect(getToasts().at(-1)?.kind).toBe('info');
    expect(toastTexts().some((text) => text.startsWith('Saved'))).toBe(false);
  });

  it('words each count of a save sent for review, online and after it waited', () => {
    expect(savedText({ teamCount: 3, teamsWithoutResult: 0 }, true)).toBe(
      'Sent for review: the results count once an organizer approves them.',
    );
    expect(savedText({ teamCount: 7, teamsWithoutResult: 3 }, true)).toBe(
      'Sent for review — 3 of 7 teams still have no result. The results count once an organizer approves them.',
    );
    expect(savedText(null, true)).toBe(
      'Sent for review: the results count once an organizer approves them.',
    );
    // Without review the counts read as before.
    expect(savedText({ teamCount: 7, teamsWithoutResult: 3 })).toBe(
      'Saved — 3 of 7 teams still have no result.',
    );
    expect(queuedSentText('Tug of War', { teamCount: 7, teamsWithoutResult: 0 }, true)).toBe(
      'The results of Tug of War have been sent for review: they count once an organizer approves them.',
    );
    expect(queuedSentText('Tug of War', { teamCount: 7, teamsWithoutResult: 1 }, true)).toBe(
      'The results of Tug of War have been sent for review — 1 of 7 teams still has no result. They count once an organizer approves them.',
    );
  });

  it('shows a session that has not started read-only, its save off, and says why', () => {
    const start = new Date(2099, 5, 1, 10, 0);
    const sent = renderForm(
      formSession({
        start_time: start.toISOString(),
        end_time: new Date(2099, 5, 1, 11, 0).toISOString(),
      }),
    );
    // At the top, and above the save button for a crew member who scrolled down to it.
    expect(screen.getAllByText('Starts on June 1, 2099 at 10:00')).toHaveLength(2);
    // Nothing updates as one types, since nothing can be typed.
    expect(screen.queryByText(/The ranks follow from/)).toBeNull();
    const why = screen.getByText(NOT_STARTED);
    expect(saveButton().disabled).toBe(true);
    expect(saveButton().getAttribute('aria-describedby')).toBe(why.id);
    expect(timeOf('Harbour Rowers').matches(':disabled')).toBe(true);
    // The cards are still there to read.
    expect(screen.getAllByRole('article')).toHaveLength(3);
    fireEvent.click(saveButton());
    expect(sent).toHaveLength(0);
  });

  it('opens a session for results as soon as it starts', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    renderForm(formSession({ start_time: new Date(NOW + 5_000).toISOString() }));
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText(NOT_STARTED)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(START_CHECK_MS);
    });
    expect(saveButton().disabled).toBe(false);
    expect(screen.queryByText(NOT_STARTED)).toBeNull();
    expect(timeOf('Harbour Rowers').matches(':disabled')).toBe(false);
  });

  it('keeps what was typed and says so when the server says the session has not started', async () => {
    const sent = renderForm(formSession(), { message: 'sessionNotStarted' }, 403);
    fireEvent.change(timeOf('Harbour Rowers'), { target: { value: '4:12' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(toastTexts()).toContain(NOT_STARTED));
    expect(sent).toHaveLength(1);
    expect(toastTexts().some((text) => text.startsWith('Failed to update score'))).toBe(false);
    expect(timeOf('Harbour Rowers').value).toBe('4:12');
    expect(saveButton().disabled).toBe(false);
  });
});
