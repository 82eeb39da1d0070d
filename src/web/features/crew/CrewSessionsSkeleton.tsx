import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/Skeleton';
import { SkeletonText } from '../../components/SkeletonText';

/** /crew-battles while it loads: session rows in their own boxes. */
export function CrewSessionsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <ul className="crew-sessions" aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index}>
            <span className="crew-session">
              <Skeleton width={64} height={64} />
              <span className="crew-session__text">
                <span className="crew-session__name">
                  <SkeletonText width="60%" />
                </span>
                <span className="crew-session__detail">
                  <SkeletonText width="45%" />
                </span>
                <Skeleton width={96} height={24} />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
