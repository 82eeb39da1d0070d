import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';

export interface ChoiceListProps<T> {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  items: readonly T[] | undefined;
  /** Already translated, e.g. t('noEventsFound'). */
  emptyMessage: string;
  emptyIcon?: ReactNode;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  /** Height of a loading placeholder, close to the real card's. */
  skeletonHeight?: number;
}

/** A selection list with its loading, error and empty states (product.md "Look and feel"). */
export function ChoiceList<T>({
  query,
  items,
  emptyMessage,
  emptyIcon,
  renderItem,
  itemKey,
  skeletonHeight = 80,
}: ChoiceListProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
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
  if (items.length === 0) return <EmptyState message={emptyMessage} icon={emptyIcon} />;
  return (
    <ul className="choice-list">
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
