import { Skeleton } from '../../components/Skeleton';
import { SkeletonText } from '../../components/SkeletonText';
import '../../components/rowCard.css';
import './Badges.css';

/** A BadgeCard while /badges loads, in the card's own boxes. */
export function BadgeCardSkeleton() {
  return (
    <span className="row-card badge-card" aria-hidden="true">
      <Skeleton width={56} height={56} circle />
      <span className="row-card__text">
        <span className="row-card__title">
          <SkeletonText width="60%" />
        </span>
        <span className="row-card__detail">
          <SkeletonText width="75%" />
        </span>
        <span className="row-card__detail">
          <SkeletonText width="45%" />
        </span>
      </span>
    </span>
  );
}
