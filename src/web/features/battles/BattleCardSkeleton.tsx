import { Skeleton } from '../../components/Skeleton';
import { SkeletonText } from '../../components/SkeletonText';
import './battles.css';

/** A BattleCard while /battles loads: photo, name and team count in the card's boxes. */
export function BattleCardSkeleton() {
  return (
    <span className="battle-card" aria-hidden="true">
      <span className="battle-card__media">
        <Skeleton className="battle-card__photo skeleton--flush" height="auto" />
      </span>
      <span className="battle-card__text">
        <span className="battle-card__name">
          <SkeletonText />
        </span>
        <span className="battle-card__detail">
          <SkeletonText width="50%" />
        </span>
      </span>
    </span>
  );
}
