// @vitest-environment jsdom
/**
 * The big screen's header: while a quarter is published it says "Frozen — standings of …"
 * instead of "Live" (a screen that lost the server still says it is reconnecting); otherwise the
 * live indicator shows as before.
 */
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BigScreenHeader } from '../../src/web/features/bigScreen/BigScreenHeader';
import type { Connection } from '../../src/web/features/bigScreen/useConnection';
import { initTestI18n } from './i18nForTests';

const statuses = () => screen.getAllByRole('status').map((status) => status.textContent);

function renderHeader(quarter: string | null, connection: Connection) {
  render(<BigScreenHeader event={undefined} quarter={quarter} connection={connection} />);
}

describe('the big screen header', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(cleanup);

  it('says the standings are frozen instead of live while a quarter is published', () => {
    renderHeader('Q3', 'live');
    expect(statuses()).toEqual([i18next.t('bigScreenFrozen', { quarter: 'Q3' })]);
    expect(statuses()[0]).toBe('Frozen — standings of Q3');
    // Nowhere "live": the line above the event's name says just "Leaderboard".
    expect(screen.getByText('Leaderboard')).toBeTruthy();
    expect(screen.queryByText(/live/i)).toBeNull();
  });

  it('still says it is reconnecting while frozen', () => {
    renderHeader('Q3', 'reconnecting');
    expect(statuses()).toEqual(['Frozen — standings of Q3', i18next.t('bigScreenReconnecting')]);
  });

  it('says live without a quarter', () => {
    renderHeader(null, 'live');
    expect(statuses()).toEqual([i18next.t('bigScreenLive')]);
    expect(screen.getByText(i18next.t('bigScreenEyebrow'))).toBeTruthy();
  });
});
