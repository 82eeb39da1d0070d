// @vitest-environment jsdom
/**
 * What a screen reader hears, issue "Set up a real event without tripping": a leaderboard row's
 * house flag is announced by the house's name, never the team's ("House: Red Dragons"), and a
 * notification of a user with several events names its event (the server fills event_name then).
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NotificationItem as Notification } from '../../src/shared/api/notifications';
import type { LeaderboardTeam } from '../../src/shared/api/scores';
import { NotificationItem } from '../../src/web/features/notifications/NotificationItem';
import { houseFlagLabel, RankingList } from '../../src/web/features/scores/RankingList';
import arCommon from '../../public/locales/ar/common.json';
import { initTestI18n } from './i18nForTests';

beforeAll(async () => {
  await initTestI18n();
  // jsdom has no scrolling; the leaderboard scrolls the viewer's team into view.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

const team = (over: Partial<LeaderboardTeam>): LeaderboardTeam => ({
  position: 1,
  team_id: 7,
  name: 'Golden Lions',
  photo_url: null,
  company_name: 'Atlas Bank',
  house_id: 3,
  house_color: '#C0392B',
  house_name: 'Red Dragons',
  points: 120,
  is_rival: false,
  ...over,
});

function renderBoard(teams: LeaderboardTeam[]) {
  render(
    <MemoryRouter>
      <RankingList
        teams={teams}
        userTeamId={null}
        label="Leaderboard"
        figure={(t) => <span>{t.points}</span>}
      />
    </MemoryRouter>,
  );
  return screen.getByRole('list', { name: 'Leaderboard' });
}

describe('the leaderboard’s house flag', () => {
  it('is announced by the house’s name, not the team’s', () => {
    const board = renderBoard([
      team({}),
      team({ position: 2, team_id: 8, name: 'Blue Sharks', house_id: 4, house_name: 'Sea Wolves' }),
    ]);
    const [lions, sharks] = within(board).getAllByRole('listitem');
    const lionsFlag = within(lions).getByRole('link', { name: 'House: Red Dragons' });
    expect(lionsFlag.getAttribute('href')).toBe('/house');
    expect(within(lions).queryByRole('link', { name: /House: Golden Lions/ })).toBeNull();
    expect(within(sharks).getByRole('link', { name: 'House: Sea Wolves' })).toBeTruthy();
  });

  it('says only “House” for standings stored without the house’s name, and nothing without a house', () => {
    const board = renderBoard([
      team({ house_name: null }),
      team({ position: 2, team_id: 8, name: 'Blue Sharks', house_id: null, house_name: null }),
    ]);
    const [lions, sharks] = within(board).getAllByRole('listitem');
    expect(within(lions).getByRole('link', { name: 'House' })).toBeTruthy();
    expect(within(sharks).queryByRole('link', { name: /^House/ })).toBeNull();
  });

  it('names the house in another language too (Arabic)', () => {
    i18next.addResourceBundle('ar', 'common', arCommon);
    const t = i18next.getFixedT('ar', 'common');
    expect(houseFlagLabel(t, 'Red Dragons')).toBe(`${arCommon.house}: Red Dragons`);
    expect(houseFlagLabel(t, null)).toBe(arCommon.house);
  });
});

const notification = (over: Partial<Notification>): Notification => ({
  id: 1,
  message_name: 'team_challenged',
  is_read: false,
  created_at: '2030-06-12T12:00:00.000Z',
  dynamic_key_1: 'Blue Sharks',
  dynamic_key_2: null,
  redirect_key_1: '8',
  event_name: null,
  ...over,
});

function renderNotification(n: Notification) {
  render(
    <MemoryRouter>
      <NotificationItem notification={n} onOpen={() => undefined} />
    </MemoryRouter>,
  );
  return screen.getByRole('link');
}

describe('a notification’s event', () => {
  it('is named when the server names it: shown, and announced as the event', () => {
    const link = renderNotification(notification({ event_name: 'Lisbon Riverside Challenge' }));
    expect(link.textContent).toContain('Lisbon Riverside Challenge');
    expect(within(link).getByText('Event: Lisbon Riverside Challenge')).toBeTruthy();
  });

  it('is left out for a user of one event (event_name null)', () => {
    const link = renderNotification(notification({}));
    expect(link.textContent).not.toContain('Event:');
    expect(link.querySelector('.notification-item__event')).toBeNull();
  });
});
