import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { Skeleton } from '../../components/Skeleton';
import { SkeletonText } from '../../components/SkeletonText';

/** /score while it loads: the picture card, then result rows in their own boxes. */
export function ScoreSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="screen" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <Card className="score-hero" aria-hidden="true">
        <Skeleton className="score-hero__picture" height="auto" />
        <div className="score-hero__text">
          <SkeletonText width="60%" />
          <SkeletonText width="40%" />
        </div>
      </Card>
      <RankingSkeleton />
    </div>
  );
}

/** Ranking rows (/score, the leaderboards) while they load. */
export function RankingSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ol className="ranking-list" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="ranking-row ranking-row--placeholder">
          <span className="ranking-row__main">
            <Skeleton width={32} height={32} circle />
            <Skeleton width={44} height={44} className="ranking-row__picture" />
            <span className="ranking-row__text">
              <SkeletonText width="60%" />
              <SkeletonText width="35%" />
            </span>
            <Skeleton width={36} height={24} />
          </span>
        </li>
      ))}
    </ol>
  );
}
