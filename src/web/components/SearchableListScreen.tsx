import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { CommonKey } from '../lib/i18n';
import { useSearch } from '../lib/useSearch';
import { CardGrid } from './CardGrid';
import { EmptyState } from './EmptyState';
import { GridSkeleton } from './GridSkeleton';
import { ListHeader } from './ListHeader';
import { QueryView } from './QueryView';
import { SearchInput } from './SearchInput';

export interface SearchableListScreenProps<T> {
  /** The list's read: skeleton while it loads, error with retry when it fails. */
  query: UseQueryResult<T[]>;
  /** The heading (with the number of entries shown) and the grid's accessible name. */
  titleKey: CommonKey;
  searchLabelKey: CommonKey;
  /** The texts an entry is found by; define it outside the component. */
  searchFields: (item: T) => readonly (string | null)[];
  /** Shown when the list is empty or nothing matches the search (a product.md §8 key). */
  emptyKey: CommonKey;
  emptyIcon: LucideIcon;
  columns?: 1 | 2 | 3;
  /** About how tall one card is, for the grid's off-screen cells. */
  itemHeight: number;
  /** One placeholder card while loading, in the card's own boxes (TeamCardSkeleton, …). */
  skeletonCard: ReactNode;
  /** Placeholder cards shown while loading. */
  skeletonCount?: number;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

/**
 * An event list opened from /home (/teams, /companies, /participants): back link, heading
 * with the count, a search field that filters the loaded list, and a grid of cards, with a
 * skeleton while loading, an error with retry, and one message for "none" and "no match".
 * The count is what the grid shows: every entry, or while searching, the entries found.
 */
export function SearchableListScreen<T>({
  query,
  titleKey,
  searchLabelKey,
  searchFields,
  emptyKey,
  emptyIcon: EmptyIcon,
  columns = 2,
  itemHeight,
  skeletonCard,
  skeletonCount,
  itemKey,
  renderItem,
}: SearchableListScreenProps<T>) {
  const { t } = useTranslation();
  const search = useSearch(query.data, searchFields);

  return (
    <section className="screen">
      <ListHeader title={t(titleKey)} count={search.matches?.length} back="/home">
        <SearchInput label={t(searchLabelKey)} value={search.query} onChange={search.setQuery} />
      </ListHeader>
      <QueryView
        query={query}
        loading={<GridSkeleton columns={columns} card={skeletonCard} count={skeletonCount} />}
      >
        {() =>
          search.matches && search.matches.length > 0 ? (
            <CardGrid
              columns={columns}
              items={search.matches}
              itemKey={itemKey}
              itemHeight={itemHeight}
              label={t(titleKey)}
              renderItem={renderItem}
            />
          ) : (
            <EmptyState message={t(emptyKey)} icon={<EmptyIcon aria-hidden="true" size={40} />} />
          )
        }
      </QueryView>
    </section>
  );
}
