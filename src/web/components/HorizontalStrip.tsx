import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, RotateCcw } from 'lucide-react';
import { EmptyState } from './EmptyState';
import { Notice } from './Notice';
import './HorizontalStrip.css';

export interface HorizontalStripProps<T> {
  /** Already translated heading. */
  title: string;
  /** Where the heading leads (the full list); without it the heading is plain text. */
  to?: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  items: readonly T[] | undefined;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Shown when the list is empty (a product.md §8 key); without it an empty strip is not shown. */
  emptyMessage?: string;
  emptyIcon?: ReactNode;
  /**
   * One loading placeholder, built from the real card's own boxes (StripCardSkeleton), so the
   * strip keeps its height when the cards arrive.
   */
  skeleton: ReactNode;
}

/**
 * A titled row of cards that scrolls sideways (the /home lists), with its own loading
 * skeletons, empty message and error-with-retry, so one failing list never blanks the screen.
 * In right-to-left languages it starts at the right and scrolls the other way by itself.
 */
export function HorizontalStrip<T>({
  title,
  to,
  query,
  items,
  itemKey,
  renderItem,
  emptyMessage,
  emptyIcon,
  skeleton,
}: HorizontalStripProps<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  const loaded = !query.isPending && !query.isError && items !== undefined;
  if (loaded && items.length === 0 && !emptyMessage) return null;

  return (
    <section className="strip" aria-labelledby={headingId}>
      <h2 id={headingId} className="strip__heading">
        {to ? (
          <Link to={to} className="strip__heading-link">
            <span>{title}</span>
            <ChevronRight className="strip__chevron flip-in-rtl" aria-hidden="true" size={20} />
          </Link>
        ) : (
          title
        )}
      </h2>
      {query.isPending ? (
        <div className="strip__list" role="status">
          <span className="visually-hidden">{t('loading')}</span>
          {[0, 1, 2].map((n) => (
            <span key={n} className="strip__item">
              {skeleton}
            </span>
          ))}
        </div>
      ) : query.isError || !items ? (
        <Notice kind="error" role="alert" title={t('listLoadFailed')}>
          <button type="button" className="strip__retry" onClick={() => void query.refetch()}>
            <RotateCcw aria-hidden="true" size={16} />
            <span>{t('retry')}</span>
          </button>
        </Notice>
      ) : items.length === 0 ? (
        <div className="strip__empty">
          <EmptyState message={emptyMessage ?? ''} icon={emptyIcon} />
        </div>
      ) : (
        <ul className="strip__list">
          {items.map((item) => (
            <li key={itemKey(item)} className="strip__item">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
