import type { CSSProperties, ReactNode } from 'react';
import './CardGrid.css';

export interface CardGridProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  /** The content of one card; the grid cell is the card surface (white, radius, shadow). */
  renderItem: (item: T) => ReactNode;
  columns?: 1 | 2 | 3;
  /**
   * About how tall one card is, in px. Cards off screen are not rendered
   * (`content-visibility: auto`) and keep this height, so lists of hundreds scroll smoothly
   * without the scroll bar jumping.
   */
  itemHeight?: number;
  /** Already translated; names the list for screen readers. */
  label?: string;
}

/** A grid of raised cards, one, two or three to a row at the 390 px design width. */
export function CardGrid<T>({
  items,
  itemKey,
  renderItem,
  columns = 2,
  itemHeight = 240,
  label,
}: CardGridProps<T>) {
  const style = { '--card-grid-item-height': `${itemHeight}px` } as CSSProperties;
  return (
    <ul className={`card-grid card-grid--${columns}`} style={style} aria-label={label}>
      {items.map((item) => (
        <li key={itemKey(item)} className="card-grid__item">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
