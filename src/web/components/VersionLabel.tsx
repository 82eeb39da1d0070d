import { useTranslation } from 'react-i18next';

/** "Alpha v1.0" (SPEC §1). */
export function VersionLabel() {
  const { t } = useTranslation();
  return <p className="version-label">{t('versionLabel')}</p>;
}
