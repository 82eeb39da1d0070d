import { useTranslation } from 'react-i18next';
import { Skeleton } from '../components/Skeleton';

/** Shown while a screen's chunk loads: the shape of a screen, never a blank page. */
export function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <div className="screen" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <Skeleton width="60%" height={28} />
      <Skeleton height={96} />
      <Skeleton height={96} />
    </div>
  );
}
