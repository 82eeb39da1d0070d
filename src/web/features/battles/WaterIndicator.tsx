import { useTranslation } from 'react-i18next';
import { Droplets, Sun } from 'lucide-react';

/** Whether a challenge is played on or in the water: an icon and a text, never colour alone. */
export function WaterIndicator({ isWater }: { isWater: boolean }) {
  const { t } = useTranslation();
  const Icon = isWater ? Droplets : Sun;
  return (
    <span className={isWater ? 'chip chip--water' : 'chip'}>
      <Icon aria-hidden="true" size={16} />
      <span>{isWater ? t('waterChallenge') : t('landChallenge')}</span>
    </span>
  );
}
