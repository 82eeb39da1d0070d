import { RowCard, RowCardDetail, RowCardTitle } from '../../components/RowCard';
import { Skeleton } from '../../components/Skeleton';
import { SkeletonText } from '../../components/SkeletonText';
import './AwardCard.css';

/** An AwardCard while /awards loads: the award's name, the winner's row, in the card's boxes. */
export function AwardCardSkeleton() {
  return (
    <RowCard className="award-card" media={<Skeleton width={64} height={64} />}>
      <span className="award-card__name">
        <SkeletonText width="60%" />
      </span>
      <RowCardTitle>
        <SkeletonText width="70%" />
      </RowCardTitle>
      <RowCardDetail>
        <SkeletonText width="40%" />
      </RowCardDetail>
    </RowCard>
  );
}
