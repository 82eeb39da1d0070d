import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { Skeleton } from '../../components/Skeleton';
import { SkeletonText } from '../../components/SkeletonText';

/** /crew-score while it loads: the session's header and team cards in their own boxes. */
export function CrewScoreSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="crew-form" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <div className="crew-session-header" aria-hidden="true">
        <Skeleton width={72} height={72} />
        <div className="crew-session-header__text">
          <Skeleton width="70%" height={30} />
          <SkeletonText width="50%" />
        </div>
      </div>
      {Array.from({ length: 3 }, (_, index) => (
        <Card key={index} className="crew-card" aria-hidden="true">
          <div className="crew-card__header">
            <Skeleton width={48} height={48} circle />
            <div className="crew-card__team">
              <SkeletonText width="55%" />
              <SkeletonText width="35%" />
            </div>
          </div>
          <Skeleton height={72} />
          <Skeleton height={48} />
        </Card>
      ))}
    </div>
  );
}
