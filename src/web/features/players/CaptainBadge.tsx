import { useTranslation } from 'react-i18next';
import { Crown } from 'lucide-react';

/** The captain's mark (product.md §6: marked with a crown), with the word for screen readers and all. */
export function CaptainBadge() {
  const { t } = useTranslation();
  return (
    <span className="captain-badge">
      <Crown aria-hidden="true" size={14} />
      {t('playersCaptain')}
    </span>
  );
}
