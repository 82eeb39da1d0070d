import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { Skeleton } from '../../components/Skeleton';
import { SkeletonText } from '../../components/SkeletonText';

/** /players and /add-players while they load: the heading, the buttons and player rows. */
export function PlayersSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="screen" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <Skeleton width="55%" height={30} />
      <Skeleton width="40%" height={20} />
      <Skeleton height={48} />
      <Skeleton height={48} />
      <ul className="players-list" aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <Card as="li" key={index} className="players-list__item">
            <span className="person-row">
              <Skeleton width={48} height={48} circle />
              <span className="person-row__text">
                <span className="person-row__name">
                  <SkeletonText width="60%" />
                </span>
              </span>
            </span>
          </Card>
        ))}
      </ul>
    </div>
  );
}
