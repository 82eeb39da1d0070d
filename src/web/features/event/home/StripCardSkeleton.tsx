import { Skeleton } from '../../../components/Skeleton';
import { SkeletonText } from '../../../components/SkeletonText';

/** A StripCard while its strip loads, built from the card's own boxes so the strip never jumps. */
export function StripCardSkeleton({ person = false }: { person?: boolean }) {
  return (
    <span className={person ? 'strip-card strip-card--person' : 'strip-card'} aria-hidden="true">
      <span className="strip-card__media">
        {person ? (
          <Skeleton width={72} height={72} circle />
        ) : (
          <Skeleton className="img skeleton--flush" height="auto" />
        )}
      </span>
      <span className="strip-card__text">
        <span className="strip-card__title">
          <SkeletonText />
        </span>
        <span className="strip-card__subtitle">
          <SkeletonText width="60%" />
        </span>
      </span>
    </span>
  );
}
