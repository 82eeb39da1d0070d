import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { HorizontalStrip } from '../../../components/HorizontalStrip';
import type { CommonKey } from '../../../lib/i18n';
import { StripCard, type StripCardProps } from './StripCard';
import { StripCardSkeleton } from './StripCardSkeleton';

export interface HomeStripProps<T> {
  /** The strip's own read, so it loads, fails and retries on its own. */
  query: UseQueryResult<T[]>;
  titleKey: CommonKey;
  /** The full list the heading opens. */
  to: string;
  /** Shown when the list is empty (a product.md §8 key). */
  emptyKey: CommonKey;
  emptyIcon: LucideIcon;
  itemKey: (item: T) => string | number;
  /** What one entry's card shows and where it leads. */
  card: (item: T) => Omit<StripCardProps, 'person'>;
  /** People: a round photo on a narrower card. */
  person?: boolean;
}

/** One of the /home lists: a titled strip of StripCards leading to the full list. */
export function HomeStrip<T>({
  query,
  titleKey,
  to,
  emptyKey,
  emptyIcon: EmptyIcon,
  itemKey,
  card,
  person,
}: HomeStripProps<T>) {
  const { t } = useTranslation();
  return (
    <HorizontalStrip
      title={t(titleKey)}
      to={to}
      query={query}
      items={query.data}
      itemKey={itemKey}
      emptyMessage={t(emptyKey)}
      emptyIcon={<EmptyIcon aria-hidden="true" size={32} />}
      skeleton={<StripCardSkeleton person={person} />}
      renderItem={(item) => <StripCard person={person} {...card(item)} />}
    />
  );
}
