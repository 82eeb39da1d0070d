import { useTranslation } from 'react-i18next';
import { Skeleton } from './Skeleton';

export interface GridSkeletonProps {
  columns?: 1 | 2 | 3;
  /** Height of one placeholder card, close to the real one so nothing jumps. */
  itemHeight: number;
  count?: number;
}

/** Grey cards in the shape of the list that is loading (DESIGN: skeletons, never blank). */
export function GridSkeleton({ columns = 2, itemHeight, count = 6 }: GridSkeletonProps) {
  const { t } = useTranslation();
  return (
    <div className={`card-grid card-grid--${columns}`} role="status">
      <span className="visually-hidden">{t('loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={itemHeight} />
      ))}
    </div>
  );
}
