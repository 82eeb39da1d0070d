import { useTranslation } from 'react-i18next';
import { Switch } from '../../components/Switch';
import './liveOrder.css';

export interface LiveOrderSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * Organizers only, while a quarter is published (the leaderboard answers `live_teams` then):
 * shows the live order instead of the frozen standings players see.
 */
export function LiveOrderSwitch({ checked, onChange }: LiveOrderSwitchProps) {
  const { t } = useTranslation();
  return (
    <div className="live-order">
      <Switch
        label={t('leaderboardLiveOrder')}
        hint={t('leaderboardLiveOrderHint')}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
