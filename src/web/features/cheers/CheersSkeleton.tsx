import { GridSkeleton } from '../../components/GridSkeleton';
import { Skeleton } from '../../components/Skeleton';
import { SkeletonText } from '../../components/SkeletonText';

/** /cheers while it loads: the heading and cheer rows in their own boxes. */
export function CheersSkeleton() {
  return (
    <div className="screen">
      <Skeleton width="45%" height={30} />
      <Skeleton width="35%" height={20} />
      <GridSkeleton columns={1} count={5} card={<CheerRowSkeleton />} />
    </div>
  );
}

/** A CheerRow in its own boxes: the round picture, the name and the message. */
function CheerRowSkeleton() {
  return (
    <span className="cheer-row">
      <Skeleton width={48} height={48} circle />
      <span className="cheer-row__text">
        <span className="cheer-row__name">
          <SkeletonText width="50%" />
        </span>
        <span className="cheer-row__message">
          <SkeletonText width="75%" />
        </span>
      </span>
    </span>
  );
}
