import { useTranslation } from 'react-i18next';

/** A part of the team page that could not be loaded, with a way to try again. */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="team-section-error" role="alert">
      <span>{t('listLoadFailed')}</span>
      <button type="button" className="team-inline-button" onClick={onRetry}>
        {t('retry')}
      </button>
    </p>
  );
}
