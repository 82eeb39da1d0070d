import { Skeleton } from '../../components/Skeleton';
import { SkeletonText } from '../../components/SkeletonText';

/** A NotificationItem while the list loads, in the item's own boxes (most texts take two lines). */
export function NotificationItemSkeleton() {
  return (
    <span className="notification-item" aria-hidden="true">
      <Skeleton width={40} height={40} circle />
      <span className="notification-item__text">
        <span className="notification-item__message">
          <SkeletonText width="85%" />
          <SkeletonText width="55%" />
        </span>
        <span className="notification-item__time">
          <SkeletonText width="35%" />
        </span>
      </span>
    </span>
  );
}
