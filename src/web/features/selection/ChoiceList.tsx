import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';

export interface ChoiceListProps<T> {
  query: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    isStale: boolean;
    dataUpdatedAt: number;
    refetch: () => unknown;
  };
  items: readonly T[] | undefined;
  /** What an empty list shows: an EmptyState, or how a newcomer gets in (NewcomerHelp). */
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  /** Height of a loading placeholder, close to the real card's. */
  skeletonHeight?: number;
}

/** A selection list with its loading, error and empty states (product.md "Look and feel"). */
export function ChoiceList<T>({
  query,
  items,
  empty,
  renderItem,
  itemKey,
  skeletonHeight = 80,
}: ChoiceListProps<T>) {
  const { t } = useTranslation();
  // A list kept from before this screen opened is read again before it may say "empty": after
  // joining a team through an invite link, the old empty list must not show for a moment.
  const [keptOnOpen] = useState(() => (query.isStale ? query.dataUpdatedAt : null));
  const rereadingEmpty =
    items?.length === 0 && query.isFetching && query.dataUpdatedAt === keptOnOpen;
  if (query.isPending || rereadingEmpty) {
    return (
      <div className="choice-list" role="status">
        <span className="visually-hidden">{t('loading')}</span>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={skeletonHeight} />
        ))}
      </div>
    );
  }
  if (query.isError || !items) {
    return (
      <ErrorState
        title={t('listLoadFailed')}
        actionLabel={t('retry')}
        onAction={() => void query.refetch()}
      />
    );
  }
  if (items.length === 0) return empty;
  return (
    <ul className="choice-list">
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
