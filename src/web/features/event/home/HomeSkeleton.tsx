import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/Skeleton';

/** The shape of /home while its data loads: header, card, tiles and a strip. */
export function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="screen home" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <Skeleton height={220} />
      <Skeleton height={80} />
      <div className="home-skeleton__tiles">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={96} />
        ))}
      </div>
      <Skeleton width="40%" height={24} />
      <div className="home-skeleton__strip">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} width={144} height={168} />
        ))}
      </div>
    </div>
  );
}
