// @vitest-environment jsdom
/**
 * The /home tiles are exactly those homeVisibility allows, each leading to its screen
 * (product.md "Tile targets"), laid out in rows that are filled edge to edge.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { homeVisibility, type HomeRuleInput } from '../../src/shared/eventRules';
import { HomeTiles, tileRows } from '../../src/web/features/event/home/HomeTiles';
import { initTestI18n } from './i18nForTests';

const EVENT: Omit<HomeRuleInput, 'role' | 'now'> = {
  date: '2026-12-02T08:00:00Z',
  endDate: '2026-12-02T18:00:00Z',
  closingDate: '2026-11-29T22:00:00Z',
  eventType: 'Event',
  organizerId: null,
};

function tileTargets(input: HomeRuleInput): Record<string, string> {
  render(
    <MemoryRouter>
      <HomeTiles visibility={homeVisibility(input)} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: i18next.t('shortcuts') });
  return Object.fromEntries(
    within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent ?? '', link.getAttribute('href') ?? '']),
  );
}

describe('the /home tiles', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(cleanup);

  it('a player before the event: cheers, planning, leaderboard, awards and rules, no scores', () => {
    expect(tileTargets({ ...EVENT, role: 'player', now: '2026-11-22T12:00:00Z' })).toEqual({
      [i18next.t('cheers')]: '/cheers-leaderboard',
      [i18next.t('planning')]: '/planning',
      [i18next.t('leaderboard')]: '/leaderboard',
      [i18next.t('awards')]: '/awards',
      [i18next.t('scoringRules')]: '/scoring-rules',
    });
  });

  it('a contact person during the event: readiness and scores, no cheers or planning', () => {
    expect(tileTargets({ ...EVENT, role: 'contactPerson', now: '2026-12-02T10:00:00Z' })).toEqual({
      [i18next.t('readiness')]: '/readiness',
      [i18next.t('scores')]: '/scores',
      [i18next.t('leaderboard')]: '/leaderboard',
      [i18next.t('awards')]: '/awards',
      [i18next.t('scoringRules')]: '/scoring-rules',
    });
  });

  it('an event of another type shows no cheers, awards or rules', () => {
    const targets = tileTargets({
      ...EVENT,
      eventType: 'Workshop',
      role: 'supporter',
      now: '2026-12-02T10:00:00Z',
    });
    expect(Object.values(targets)).toEqual(['/scores', '/leaderboard']);
  });

  it('rows hold at most three tiles, the longer rows first', () => {
    expect(tileRows(0)).toEqual([]);
    expect(tileRows(1)).toEqual([1]);
    expect(tileRows(3)).toEqual([3]);
    expect(tileRows(4)).toEqual([2, 2]);
    expect(tileRows(5)).toEqual([3, 2]);
    expect(tileRows(6)).toEqual([3, 3]);
    expect(tileRows(7)).toEqual([3, 2, 2]);
  });
});
