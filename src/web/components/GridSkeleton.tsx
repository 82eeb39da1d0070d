import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './CardGrid.css';

export interface GridSkeletonProps {
  columns?: 1 | 2 | 3;
  /**
   * One placeholder card, built from the real card's own boxes (TeamCardSkeleton,
   * RowCardSkeleton, …), so it is exactly as tall as the card it stands for at any width.
   */
  card: ReactNode;
  count?: number;
}

/** Placeholder cards in the grid the list will fill (product.md §11: skeletons, never a layout jump). */
export function GridSkeleton({ columns = 2, card, count = 6 }: GridSkeletonProps) {
  const { t } = useTranslation();
  return (
    <div className={`card-grid card-grid--${columns}`} role="status">
      <span className="visually-hidden">{t('loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="card-grid__item card-grid__item--placeholder">
          {card}
        </div>
      ))}
    </div>
  );
}
