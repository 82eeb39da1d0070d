// @vitest-environment jsdom
/** The kit's event cards: the card grid, the team card and the joker badge. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CardGrid } from '../../src/web/components/CardGrid';
import { JokerBadge } from '../../src/web/components/JokerBadge';
import { TeamCard } from '../../src/web/components/TeamCard';
import { FALLBACK_IMAGES } from '../../src/web/components/fallbackImages';
import { initTestI18n } from './i18nForTests';
import { PathProbe } from './screenDoubles';

describe('event cards', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  beforeEach(() => sessionStorage.clear());
  afterEach(cleanup);

  it('a card grid is a named list with one item per entry and their estimated height', () => {
    render(
      <CardGrid
        items={['Red Foxes', 'Blue Herons']}
        itemKey={(name) => name}
        renderItem={(name) => <span>{name}</span>}
        itemHeight={80}
        label="Houses"
      />,
    );
    const list = screen.getByRole('list', { name: 'Houses' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(list.style.getPropertyValue('--card-grid-item-height')).toBe('80px');
  });

  it('a team card opens /team and remembers the team as otherTeamId', () => {
    render(
      <MemoryRouter initialEntries={['/teams']}>
        <Routes>
          <Route
            path="/teams"
            element={
              <TeamCard teamId={12} name="Oak Squad" companyName="Maple & Pine" picture={null} />
            }
          />
          <Route path="*" element={<PathProbe />} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /Oak Squad/ });
    expect(link.textContent).toContain('Maple & Pine');
    expect(link.querySelector('img')?.getAttribute('src')).toBe(FALLBACK_IMAGES.team);

    fireEvent.click(link);
    expect(screen.getByText('at /team')).toBeTruthy();
    expect(sessionStorage.getItem('otherTeamId')).toBe('12');
  });

  it('the joker badge says "Joker" on an eligible challenge and "Your joker" on the chosen one', () => {
    render(
      <>
        <JokerBadge />
        <JokerBadge variant="chosen" />
      </>,
    );
    expect(screen.getByText('Joker')).toBeTruthy();
    expect(screen.getByText('Your joker')).toBeTruthy();
  });
});
