// @vitest-environment jsdom
/**
 * A /home strip handles its own states: skeletons while loading, the product.md §8 message when
 * empty (or nothing at all when it has none), an error with a retry, and the cards.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HorizontalStrip } from '../../src/web/components/HorizontalStrip';
import { initTestI18n } from './i18nForTests';

interface Team {
  id: number;
  name: string;
}

function renderStrip(
  query: { isPending: boolean; isError: boolean; refetch: () => unknown },
  items: Team[] | undefined,
  /** null: a strip without an empty message. */
  emptyMessage: string | null = 'No teams found',
) {
  return render(
    <MemoryRouter>
      <HorizontalStrip
        title="Teams"
        to="/teams"
        query={query}
        items={items}
        itemKey={(team) => team.id}
        renderItem={(team) => <a href={`/team/${team.id}`}>{team.name}</a>}
        emptyMessage={emptyMessage ?? undefined}
        skeleton={<span data-testid="placeholder" />}
      />
    </MemoryRouter>,
  );
}

const loaded = { isPending: false, isError: false, refetch: () => undefined };

describe('a horizontal strip', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(cleanup);

  it('shows its heading as a link to the full list, and a card per item', () => {
    renderStrip(loaded, [
      { id: 1, name: 'Atlas Titans' },
      { id: 2, name: 'Timber Wolves' },
    ]);
    const region = screen.getByRole('region', { name: 'Teams' });
    expect(screen.getByRole('link', { name: 'Teams' }).getAttribute('href')).toBe('/teams');
    expect(region.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Timber Wolves' })).toBeTruthy();
  });

  it('shows a loading status with three of its placeholder cards while loading', () => {
    renderStrip({ isPending: true, isError: false, refetch: () => undefined }, undefined);
    expect(screen.getByRole('status').textContent).toContain(i18next.t('loading'));
    expect(screen.getAllByTestId('placeholder')).toHaveLength(3);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the empty message when there is nothing', () => {
    renderStrip(loaded, []);
    expect(screen.getByText('No teams found')).toBeTruthy();
  });

  it('is not shown at all when empty and it has no empty message', () => {
    const { container } = renderStrip(loaded, [], null);
    expect(container.innerHTML).toBe('');
  });

  it('offers a retry when the list could not be loaded', () => {
    const refetch = vi.fn();
    renderStrip({ isPending: false, isError: true, refetch }, undefined);
    expect(screen.getByRole('alert').textContent).toContain(i18next.t('listLoadFailed'));
    fireEvent.click(screen.getByRole('button', { name: i18next.t('retry') }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
