import { Skeleton } from '../../components/Skeleton';
import { SkeletonText } from '../../components/SkeletonText';
import '../../components/rowCard.css';
import './AwardCard.css';

/** An AwardCard while /awards loads: the award's name, the winner's row, in the card's boxes. */
export function AwardCardSkeleton() {
  return (
    <span className="row-card award-card" aria-hidden="true">
      <Skeleton width={64} height={64} />
      <span className="row-card__text">
        <span className="award-card__name">
          <SkeletonText width="60%" />
        </span>
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
