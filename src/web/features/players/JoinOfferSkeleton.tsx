import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { Skeleton } from '../../components/Skeleton';
import { SkeletonText } from '../../components/SkeletonText';

/** /join while the invite loads: the offer card's rows and the button. */
export function JoinOfferSkeleton({ withTeam }: { withTeam: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="join__body" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <Card className="join-offer" aria-hidden="true">
        <SkeletonRow lines={1} />
        {withTeam && <SkeletonRow lines={3} team />}
      </Card>
      <Skeleton height={48} />
    </div>
  );
}

function SkeletonRow({ lines, team = false }: { lines: number; team?: boolean }) {
  return (
    <div className={team ? 'join-offer__row join-offer__row--team' : 'join-offer__row'}>
      <Skeleton width={56} height={56} circle />
      <div className="join-offer__text">
        <span className="join-offer__label">
          <SkeletonText width="30%" />
        </span>
        <span className="join-offer__name">
          <SkeletonText width="65%" />
        </span>
        {Array.from({ length: lines - 1 }, (_, index) => (
          <span key={index} className="join-offer__detail">
            <SkeletonText width="50%" />
          </span>
        ))}
      </div>
    </div>
  );
}
