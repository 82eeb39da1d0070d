import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/Switch';

export interface LadiesSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** Whether the points table has a ladies bonus column. */
export function LadiesSwitch({ checked, onChange }: LadiesSwitchProps) {
  const { t } = useTranslation('organizer');
  return (
    <Switch
      label={t('pointsLadiesSwitch')}
      hint={t('pointsLadiesSwitchHint')}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
