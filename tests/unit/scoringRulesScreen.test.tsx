// @vitest-environment jsdom
/**
 * /scoring-rules: the pre-event text with the event's name, number of challenges, edit
 * deadline and maximum points; the points table with a ladies column only when the event has
 * a ladies bonus; and the tiebreak challenges in order.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScoringRulesResponse } from '../../src/shared/api/scores';
import ScoringRulesScreen from '../../src/web/features/scores/ScoringRulesScreen';
import { formatLongDate } from '../../src/web/lib/dates';
import { initTestI18n } from './i18nForTests';

const OPEN_EVENT: ScoringRulesResponse = {
  name: 'Rotterdam Harbour Games',
  amount_of_challenges: 8,
  closing_date: '2026-11-29T22:00:00.000Z',
  max_challenge_points: 220,
  points: [
    { rank: 1, score: 100, joker: 100, ladies: 20 },
    { rank: 2, score: 80, joker: 80, ladies: 16 },
  ],
  has_ladies: true,
  tiebreak: [
    { position: 1, id: 9, name: 'Tug of War' },
    { position: 2, id: 12, name: 'Obstacle Run' },
  ],
};

function renderRules(rules: ScoringRulesResponse) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(rules), { status: 200 })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ScoringRulesScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Text as a person reads it: without the invisible direction isolates around names. */
const visible = (text: string | null) => (text ?? '').replace(/[\u2068\u2069]/g, '');

describe('the scoring rules screen', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('tells the event name, challenges, edit deadline and the most one challenge brings', async () => {
    renderRules(OPEN_EVENT);
    await screen.findByRole('table');
    expect(visible(document.body.textContent)).toContain(
      i18next.t('scoringRulesIntro', { event: 'Rotterdam Harbour Games' }),
    );
    const facts = screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      [i18next.t('rulesChallengeCount'), '8'],
      [i18next.t('rulesEditDeadline'), formatLongDate(OPEN_EVENT.closing_date)],
      [i18next.t('rulesMaxPoints'), '220'],
    ]);
  });

  it('shows rank, points, joker and ladies when the event has a ladies bonus', async () => {
    renderRules(OPEN_EVENT);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      i18next.t('rulesRank'),
      i18next.t('rulesPoints'),
      i18next.t('rulesJoker'),
      i18next.t('rulesLadies'),
    ]);
    const firstRow = within(table).getAllByRole('row')[1];
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['100', '100', '20']);
  });

  it('leaves the ladies column out when there is no ladies bonus', async () => {
    renderRules({
      ...OPEN_EVENT,
      points: [{ rank: 1, score: 50, joker: 50, ladies: null }],
      has_ladies: false,
      tiebreak: [],
    });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.getByText(i18next.t('noTiebreak'))).toBeTruthy();
  });

  it('numbers the tiebreak challenges in order', async () => {
    renderRules(OPEN_EVENT);
    await screen.findByRole('table');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['1Tug of War', '2Obstacle Run']);
  });
});
