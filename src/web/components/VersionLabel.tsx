import { useTranslation } from 'react-i18next';

/** "Alpha v1.0" (product.md §1). */
export function VersionLabel() {
  const { t } = useTranslation();
  return <p className="version-label">{t('versionLabel')}</p>;
}
