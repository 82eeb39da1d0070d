// @vitest-environment jsdom
/**
 * The crew form's rules (features/crew/crewForm.ts), the form itself and its save call: the
 * form refuses what the server would, a wire field error lands on its card, the ranks of a
 * battle scored by score or time are computed live from the typed values (ties share, the
 * disqualified have none) and shown read-only while a `rank` battle keeps its typed rank, a
 * save tells how many teams still have no result, a form with nothing in it is not sent,
 * another crew member's save is compared per field, and an answer that is not the contract's
 * success (a captive portal's HTML page with status 200) is never taken as saved, a save
 * without an answer gives up after the time-out as not delivered (so it is kept on the
 * device), and who is signed in and where is read from the server.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  blankCrewResult,
  crewScoreFields,
  crewScoreSaveRoute,
  type CrewScoreResponse,
} from '../../src/shared/api/crew';
import type { ScoringType } from '../../src/shared/scoring';
import { ApiError, call } from '../../src/web/lib/api';
import { dismissToast, getToasts } from '../../src/web/lib/toast';
import {
  CREW_CALL_TIMEOUT_MS,
  readCrewContext,
  sendCrewScore,
} from '../../src/web/features/crew/api';
import { CrewScoreForm } from '../../src/web/features/crew/CrewScoreForm';
import { savedText } from '../../src/web/features/crew/crewSaveSender';
import { isNotDelivered } from '../../src/web/features/crew/offlineQueue';
import {
  checkResults,
  countsOf,
  differencesFrom,
  hasNothingToSave,
  mineOnTheirs,
  serverFieldErrors,
  suggestedRanks,
  withComputedRanks,
} from '../../src/web/features/crew/crewForm';
import { initTestI18n } from './i18nForTests';

const result = blankCrewResult;

describe('the crew score form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('refuses a time with 60 seconds or more, and an unfinished time, on its own card', () => {
    const errors = checkResults(7, 1, [
      result(1, { time1: '01:23:456', rank: '1' }),
      result(2, { time1: '01:75:000' }),
      result(3, { time2: '01:2' }),
    ]);
    expect(errors).toEqual([
      { index: 1, field: 'time1', message: 'invalidTime' },
      { index: 2, field: 'time2', message: 'invalidTime' },
    ]);
  });

  it('refuses a rank of 0 and a negative score, and accepts empty fields', () => {
    expect(checkResults(7, 1, [result(1)])).toEqual([]);
    const errors = checkResults(7, 1, [result(1, { rank: '0', score1: '-3' })]);
    expect(errors).toHaveLength(2);
    expect(errors).toEqual(
      expect.arrayContaining([
        { index: 0, field: 'score1', message: 'invalidScore' },
        { index: 0, field: 'rank', message: 'invalidRank' },
      ]),
    );
  });

  it('puts the server’s field errors on the matching card field', () => {
    expect(
      serverFieldErrors({ message: 'invalidTime', fields: { 'time_1.2': 'invalidTime', x: 'y' } }),
    ).toEqual([{ index: 2, field: 'time1', message: 'invalidTime' }]);
  });

  it('computes ranks from the typed times, fastest first, skipping the disqualified', () => {
    const ranks = suggestedRanks('fastest_time', [
      result(1, { time1: '01:50:000' }),
      result(2, { time1: '1:40' }),
      result(3, { time1: '01:30:000', isDisqualified: true }),
      result(4, { time1: '01:4' }),
      result(5, { time1: '1:40.000' }),
    ]);
    expect(ranks).toEqual([3, 1, null, null, 1]);
  });

  it('sends the computed ranks in a battle scored by score, and the typed ones in a rank battle', () => {
    const typed = [
      result(1, { score1: '12', rank: '9' }),
      result(2, { score1: '30' }),
      result(3, { rank: '4' }),
    ];
    expect(withComputedRanks('highest_score', typed).map((r) => r.rank)).toEqual(['2', '1', '']);
    expect(withComputedRanks('rank', typed).map((r) => r.rank)).toEqual(['9', '', '4']);
  });

  it('has nothing to save only when every card is empty and none has a stored result', () => {
    expect(hasNothingToSave([result(1), result(2, { time1: '  ' })])).toBe(true);
    expect(hasNothingToSave([result(1), result(2, { isFairplay: true })])).toBe(false);
    expect(hasNothingToSave([result(1), result(2, { score1: '0' })])).toBe(false);
    // Emptying a stored result is a change the server stores.
    expect(hasNothingToSave([result(1, { challengeScoreId: 11 })])).toBe(false);
  });

  it('reads the counts of a save’s answer, and none from an answer without them', () => {
    expect(countsOf({ team_count: 7, teams_without_result: 3 })).toEqual({
      teamCount: 7,
      teamsWithoutResult: 3,
    });
    expect(countsOf({})).toBeNull();
    expect(countsOf({ team_count: 2, teams_without_result: 5 })).toBeNull();
    expect(countsOf({ team_count: '7', teams_without_result: 3 })).toBeNull();
  });

  it('lists per team the fields where another crew member’s save differs', () => {
    const mine = [result(1, { rank: '1', time1: '01:00:000' }), result(2, { rank: '2' })];
    const theirs = [
      result(1, { rank: '1.0', time1: '01:00:001', challengeScoreId: 11 }),
      result(2, { rank: '2', isFairplay: true, challengeScoreId: 12 }),
    ];
    expect(differencesFrom(mine, theirs)).toEqual([
      { teamId: 1, differences: [{ field: 'time1', mine: '01:00:000', theirs: '01:00:001' }] },
      { teamId: 2, differences: [{ field: 'isFairplay', mine: false, theirs: true }] },
    ]);
    // Keeping mine saves my values onto the results their save created.
    expect(mineOnTheirs(mine, theirs).map((r) => [r.challengeScoreId, r.time1])).toEqual([
      [11, '01:00:000'],
      [12, ''],
    ]);
  });

  it('does not take an HTML page answered with 200 as a successful save', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        new Response('<!doctype html><title>Wi-Fi login</title>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
      ),
    );
    const body = crewScoreFields(7, 1, [result(1, { rank: '1' })]);
    await expect(call(crewScoreSaveRoute, { body: body as never })).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it('gives up on a save without an answer after the time-out, as not delivered', async () => {
    vi.useFakeTimers();
    // A captive or lossy Wi-Fi: the request neither fails nor answers, until it is aborted.
    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    vi.stubGlobal('fetch', hanging);
    const outcome = sendCrewScore(7, {
      version: 1,
      results: [result(1, { rank: '1' })],
      idempotencyKey: '00000000-0000-4000-8000-000000000001',
    }).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(CREW_CALL_TIMEOUT_MS - 1);
    expect(hanging.mock.calls[0][1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(isNotDelivered(error)).toBe(true);
  });

  it('reads who is signed in and the event chosen from the server, without an event outside crew', async () => {
    const profile = (role: string) => ({
      id: 7,
      full_name: 'Crew Member',
      email: 'crew@demo.test',
      picture: null,
      role,
      is_public: true,
    });
    const home = {
      id: 3,
      name: 'Rotterdam Harbour Games',
      date: '2030-06-01T08:00:00.000Z',
      end_date: '2030-06-01T18:00:00.000Z',
      closing_date: '2030-05-25T18:00:00.000Z',
      event_type: 'open',
      role: 'crew',
      team_id: null,
      team_name: null,
      team_photo_url: null,
      company_id: null,
      company_name: null,
      company_picture: null,
      activity_name: 'Tug of War',
      activity_photo_url: null,
      photo_url: null,
      organizer_id: null,
    };
    let role = 'crew';
    const fetchStub = vi.fn<typeof fetch>(async (url) =>
      Response.json(String(url).endsWith('/api/profile') ? profile(role) : home),
    );
    vi.stubGlobal('fetch', fetchStub);

    expect(await readCrewContext()).toEqual({
      userId: 7,
      eventId: 3,
      eventName: 'Rotterdam Harbour Games',
    });
    role = 'player';
    expect(await readCrewContext()).toEqual({ userId: 7, eventId: null, eventName: null });
    // Each read asks the server again: no answer is taken from a cache.
    expect(fetchStub.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/profile',
      '/api/home',
      '/api/profile',
    ]);
  });
});

describe('the crew form on screen', () => {
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

  const session = (scoringType: ScoringType): CrewScoreResponse => ({
    score_id: 7,
    activity_id: 2,
    activity_name: 'Kayak Relay',
    activity_photo: null,
    scoring_type: scoringType,
    // Started: results are taken only from a session's start.
    start_time: '2020-06-01T10:00:00.000Z',
    end_time: '2020-06-01T11:00:00.000Z',
    score_1_label: null,
    score_2_label: null,
    time_1_label: scoringType === 'rank' ? null : 'Finish time',
    time_2_label: null,
    has_ladies: false,
    version: 3,
    review_state: null,
    review_note: null,
    teams: [team(1, 'Harbour Rowers'), team(2, 'Dock Dragons'), team(3, 'Quay Runners')],
  });

  /** The server: POST /api/crew-score answers `answer`; the bodies it got are kept. */
  function renderForm(scoringType: ScoringType, answer: unknown = {}) {
    const sent: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (_url, init) => {
        sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return Response.json(answer);
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/crew-score']}>
          <CrewScoreForm session={session(scoringType)} waiting={null} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return sent;
  }

  const card = (name: string) => screen.getByRole('article', { name });
  const rankOf = (name: string) => screen.getByRole('status', { name: `Rank of ${name}` });
  const typeTime = (name: string, text: string) =>
    fireEvent.change(within(card(name)).getByLabelText('Finish time'), {
      target: { value: text },
    });
  const toastTexts = () => getToasts().map((toast) => toast.message);

  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    for (const toast of getToasts()) dismissToast(toast.id);
  });

  it('shows each card’s rank computed live as times are typed: ties share, none without a time', () => {
    renderForm('fastest_time');
    expect(screen.getByText(/The ranks follow from every team's result/)).toBeTruthy();
    expect(screen.queryAllByRole('textbox', { name: 'Rank' })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: 'Use suggestion' })).toHaveLength(0);
    expect(rankOf('Harbour Rowers').textContent).toBe('No rank yet');

    // A time counts as soon as it reads.
    typeTime('Harbour Rowers', '4:1');
    expect(rankOf('Harbour Rowers').textContent).toBe('No rank yet');
    typeTime('Harbour Rowers', '4:12');
    expect(rankOf('Harbour Rowers').textContent).toBe('Rank 1');

    typeTime('Dock Dragons', '4:05.5');
    expect(rankOf('Dock Dragons').textContent).toBe('Rank 1');
    expect(rankOf('Harbour Rowers').textContent).toBe('Rank 2');

    typeTime('Quay Runners', '04:12:000');
    expect(rankOf('Quay Runners').textContent).toBe('Rank 2');
    expect(rankOf('Harbour Rowers').textContent).toBe('Rank 2');
  });

  it('shows a disqualified team without a rank, and ranks the others without it', () => {
    renderForm('fastest_time');
    typeTime('Harbour Rowers', '4:12');
    typeTime('Dock Dragons', '3:00');
    expect(rankOf('Harbour Rowers').textContent).toBe('Rank 2');

    fireEvent.click(within(card('Dock Dragons')).getByRole('checkbox', { name: 'Disqualified' }));
    expect(rankOf('Dock Dragons').textContent).toBe('Disqualified — no rank');
    expect(rankOf('Harbour Rowers').textContent).toBe('Rank 1');
  });

  it('keeps the typed rank field in a rank battle', () => {
    renderForm('rank');
    expect(screen.getAllByRole('textbox', { name: 'Rank' })).toHaveLength(3);
    expect(screen.queryAllByRole('status')).toHaveLength(0);
    expect(screen.queryByText(/The ranks follow from/)).toBeNull();
  });

  it('saves the computed ranks and tells how many teams still have no result', async () => {
    const sent = renderForm('fastest_time', {
      message: 'scoreSaved',
      version: 4,
      team_count: 3,
      teams_without_result: 1,
      awaiting_review: false,
    });
    typeTime('Harbour Rowers', '4:12');
    typeTime('Dock Dragons', '4:05');
    fireEvent.click(screen.getByRole('button', { name: 'Save scores' }));

    await waitFor(() =>
      expect(toastTexts()).toContain('Saved — 1 of 3 teams still has no result.'),
    );
    expect(sent).toHaveLength(1);
    expect([sent[0]['rank.0'], sent[0]['rank.1'], sent[0]['rank.2']]).toEqual(['2', '1', '']);
    expect(sent[0]['time_1.0']).toBe('4:12');
  });

  it('says the scores are saved once no team misses a result, and counts several missing', () => {
    expect(savedText({ teamCount: 7, teamsWithoutResult: 0 })).toBe('The scores have been saved.');
    expect(savedText({ teamCount: 7, teamsWithoutResult: 3 })).toBe(
      'Saved — 3 of 7 teams still have no result.',
    );
    // An answer without the counts (a server from before them) is still a save.
    expect(savedText(null)).toBe('The scores have been saved.');
  });

  it('sends nothing while the form holds no value, and says what to do', async () => {
    const sent = renderForm('fastest_time');
    fireEvent.click(screen.getByRole('button', { name: 'Save scores' }));
    await waitFor(() =>
      expect(toastTexts()).toContain("Nothing to save yet: type at least one team's result."),
    );
    expect(sent).toHaveLength(0);
  });

  it('shows the server’s refusal of an empty save in words, not as a failure code', async () => {
    const sent: unknown[] = [];
    renderForm('rank');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (_url, init) => {
        sent.push(init?.body);
        return Response.json({ message: 'nothingToSave' }, { status: 400 });
      }),
    );
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Rank' })[0], {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save scores' }));
    await waitFor(() =>
      expect(toastTexts()).toContain("Nothing to save yet: type at least one team's result."),
    );
    expect(sent).toHaveLength(1);
  });

  it('takes a save whose answer lacks the counts (a server from before them) as saved', async () => {
    // Only the message and the version, as a server from before the counts answered.
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Response.json({ message: 'scoreSaved', version: 5 })),
    );
    await expect(
      sendCrewScore(7, {
        version: 4,
        results: [result(1, { rank: '1' })],
        idempotencyKey: '00000000-0000-4000-8000-000000000001',
      }),
    ).resolves.toEqual({ version: 5, counts: null, awaitingReview: false });
  });
});
