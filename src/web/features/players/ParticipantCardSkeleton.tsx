import { Skeleton } from '../../components/Skeleton';
import { SkeletonText } from '../../components/SkeletonText';
import './ParticipantCard.css';

/** A ParticipantCard while /participants loads: photo, name and team in the card's boxes. */
export function ParticipantCardSkeleton() {
  return (
    <span className="participant-card" aria-hidden="true">
      <Skeleton className="avatar" width={72} height={72} circle />
      <span className="participant-card__name">
        <SkeletonText width="5em" />
      </span>
      <span className="participant-card__team">
        <SkeletonText width="4em" />
      </span>
    </span>
  );
}
