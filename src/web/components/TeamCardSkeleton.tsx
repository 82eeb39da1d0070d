import { Skeleton } from './Skeleton';
import { SkeletonText } from './SkeletonText';
import './TeamCard.css';

/** A TeamCard while the list loads: the same picture and text boxes, so nothing jumps. */
export function TeamCardSkeleton() {
  return (
    <span className="team-card" aria-hidden="true">
      <Skeleton className="team-card__picture skeleton--flush" height="auto" />
      <span className="team-card__text">
        <span className="team-card__name">
          <SkeletonText />
        </span>
        <span className="team-card__company">
          <SkeletonText width="60%" />
        </span>
      </span>
    </span>
  );
}
