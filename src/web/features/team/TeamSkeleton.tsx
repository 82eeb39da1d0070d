import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/Skeleton';

/**
 * /team while it loads: the banner, picture, name and the cards below, in their places. Until
 * the team's name arrives, the screen's heading names the screen.
 */
export function TeamSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="screen">
      <h1 className="visually-hidden">{t('team')}</h1>
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      <div className="team-hero">
        <Skeleton height={128} />
        <span className="team-hero__picture-frame">
          <Skeleton width={112} height={112} className="team-skeleton__picture" />
        </span>
      </div>
      <Skeleton width="60%" height={36} />
      <Skeleton width="80%" height={24} />
      <Skeleton width="45%" height={24} />
      <Skeleton height={48} />
      <Skeleton height={220} />
      <Skeleton height={160} />
      <Skeleton height={120} />
    </div>
  );
}
