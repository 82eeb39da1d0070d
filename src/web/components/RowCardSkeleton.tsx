import { RowCard, RowCardDetail, RowCardTitle } from './RowCard';
import { Skeleton } from './Skeleton';
import { SkeletonText } from './SkeletonText';

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
    <RowCard media={<Skeleton width={thumb} height={thumb} circle={round} />}>
      <RowCardTitle>
        <SkeletonText width="70%" />
      </RowCardTitle>
      <RowCardDetail>
        <SkeletonText width="40%" />
      </RowCardDetail>
    </RowCard>
  );
}
