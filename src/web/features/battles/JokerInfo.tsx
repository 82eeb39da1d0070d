import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';

/** The line on /battles that explains what the joker star means. */
export function JokerInfo() {
  const { t } = useTranslation();
  return (
    <p className="joker-info">
      <Star aria-hidden="true" size={20} className="joker-info__star" />
      <span>{t('jokerInfo')}</span>
    </p>
  );
}
