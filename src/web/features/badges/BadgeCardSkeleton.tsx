import { RowCard, RowCardDetail, RowCardTitle } from '../../components/RowCard';
import { Skeleton } from '../../components/Skeleton';
import { SkeletonText } from '../../components/SkeletonText';
import './Badges.css';

/** A BadgeCard while /badges loads, in the card's own boxes. */
export function BadgeCardSkeleton() {
  return (
    <RowCard className="badge-card" media={<Skeleton width={56} height={56} circle />}>
      <RowCardTitle>
        <SkeletonText width="60%" />
      </RowCardTitle>
      <RowCardDetail>
        <SkeletonText width="75%" />
      </RowCardDetail>
      <RowCardDetail>
        <SkeletonText width="45%" />
      </RowCardDetail>
    </RowCard>
  );
}
