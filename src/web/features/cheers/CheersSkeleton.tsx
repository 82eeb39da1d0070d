import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/Skeleton';
import { SkeletonText } from '../../components/SkeletonText';
import '../../components/CardGrid.css';

/** /cheers while it loads: the heading and cheer rows in their own boxes. */
export function CheersSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="screen" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <Skeleton width="45%" height={30} />
      <Skeleton width="35%" height={20} />
      <div className="card-grid card-grid--1" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="card-grid__item card-grid__item--placeholder">
            <span className="cheer-row">
              <Skeleton width={48} height={48} circle />
              <span className="cheer-row__text">
                <span className="cheer-row__name">
                  <SkeletonText width="50%" />
                </span>
                <span className="cheer-row__message">
                  <SkeletonText width="75%" />
                </span>
              </span>
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
