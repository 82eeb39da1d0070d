import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { RowCardSkeleton } from '../../components/RowCardSkeleton';
import { Skeleton } from '../../components/Skeleton';

/** /rivals while it loads: the heading and two sides of rival rows. */
export function RivalsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="screen" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <Skeleton width="40%" height={30} />
      <Skeleton width="35%" height={20} />
      {[3, 2].map((rows, side) => (
        <div key={side} className="rivals-section" aria-hidden="true">
          <Skeleton width="50%" height={28} />
          {Array.from({ length: rows }, (_, index) => (
            <Card key={index} className="rivals-list__item">
              <RowCardSkeleton />
            </Card>
          ))}
        </div>
      ))}
    </div>
  );
}
