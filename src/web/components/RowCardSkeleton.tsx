import { Skeleton } from './Skeleton';
import { SkeletonText } from './SkeletonText';
import './rowCard.css';

/**
 * A row card (/companies, /houses) while the list loads, in the row's own boxes: a thumbnail of
 * `thumb` px (56 for logos, 48 for house swatches, round for swatches), a title and a detail.
 */
export function RowCardSkeleton({
  thumb = 56,
  round = false,
}: {
  thumb?: number;
  round?: boolean;
}) {
  return (
    <span className="row-card" aria-hidden="true">
      <Skeleton width={thumb} height={thumb} circle={round} />
      <span className="row-card__text">
        <span className="row-card__title">
          <SkeletonText width="70%" />
        </span>
        <span className="row-card__detail">
          <SkeletonText width="40%" />
        </span>
      </span>
    </span>
  );
}
