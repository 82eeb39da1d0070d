// @vitest-environment jsdom
/**
 * /planning marks each item not today, upcoming, ongoing or past from the clock with a visible
 * label, scrolls the ongoing item into view, and lets a challenge item open its score.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanningItem } from '../../src/shared/api/event';
import PlanningScreen from '../../src/web/features/event/PlanningScreen';
import { initTestI18n } from './i18nForTests';
import { PathProbe } from './screenDoubles';

/** Noon local time, so "later today" and "tomorrow" mean the same in every time zone. */
const NOW = new Date(2026, 10, 22, 12, 0);
const local = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);

function item(
  id: number,
  name: string,
  start: Date,
  end: Date,
  scoreSessionId: number | null = null,
): PlanningItem {
  return {
    id,
    name,
    start_time: start.toISOString(),
    end_time: end.toISOString(),
    date: `2026-11-${String(start.getDate()).padStart(2, '0')}`,
    is_challenge: scoreSessionId !== null,
    score_session_id: scoreSessionId,
  };
}

const PLANNING: PlanningItem[] = [
  item(1, 'Welcome and coffee', local(22, 8), local(22, 8, 30)),
  item(2, 'Tug of War', local(22, 11, 30), local(22, 12, 15), 42),
  item(3, 'Lunch by the water', local(22, 13), local(22, 14)),
  item(4, 'Award ceremony', local(23, 17), local(23, 18)),
];

/** The planning, and no calendar address yet (the card above the schedule asks for it). */
function stubPlanning(planning: PlanningItem[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const answer = url.startsWith('/api/calendar-feed') ? { created_at: null } : { planning };
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
}

function renderPlanning() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/planning']}>
        <Routes>
          <Route path="/planning" element={<PlanningScreen />} />
          <Route path="*" element={<PathProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('the planning screen', () => {
  const scrolledTo: Element[] = [];

  beforeAll(async () => {
    await initTestI18n();
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    sessionStorage.clear();
    scrolledTo.length = 0;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('labels each item past, ongoing, upcoming or not today', async () => {
    stubPlanning(PLANNING);
    renderPlanning();
    await screen.findByText('Tug of War');
    expect(row('Welcome and coffee').textContent).toContain(i18next.t('activityPast'));
    expect(row('Tug of War').textContent).toContain(i18next.t('activityOngoing'));
    expect(row('Lunch by the water').textContent).toContain(i18next.t('activityUpcoming'));
    expect(row('Award ceremony').textContent).toContain(i18next.t('activityNotToday'));
  });

  it('scrolls the ongoing item into view', async () => {
    stubPlanning(PLANNING);
    renderPlanning();
    await screen.findByText('Tug of War');
    expect(scrolledTo).toEqual([row('Tug of War')]);
  });

  it('opens the score of a challenge item with its session as selectedScoreId', async () => {
    stubPlanning(PLANNING);
    renderPlanning();
    await screen.findByText('Tug of War');
    expect(within(row('Lunch by the water')).queryByRole('link')).toBeNull();
    fireEvent.click(within(row('Tug of War')).getByRole('link'));
    expect(screen.getByText('at /score')).toBeTruthy();
    expect(sessionStorage.getItem('selectedScoreId')).toBe('42');
  });

  it('says no schedule was found when the planning is empty', async () => {
    stubPlanning([]);
    renderPlanning();
    expect(await screen.findByText(i18next.t('noScheduleFound'))).toBeTruthy();
  });
});
