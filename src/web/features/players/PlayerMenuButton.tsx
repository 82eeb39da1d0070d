import { useTranslation } from 'react-i18next';
import { EllipsisVertical } from 'lucide-react';
import { Spinner } from '../../components/Spinner';

export interface PlayerMenuButtonProps {
  playerName: string;
  /** An action on this player is running. */
  busy: boolean;
  disabled: boolean;
  onOpen: () => void;
}

/** The "⋮" button that opens a player's menu; it spins while an action on the player runs. */
export function PlayerMenuButton({ playerName, busy, disabled, onOpen }: PlayerMenuButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="icon-button player-menu-button"
      aria-label={t('playerActions', { name: playerName })}
      aria-haspopup="dialog"
      aria-busy={busy || undefined}
      disabled={disabled}
      onClick={onOpen}
    >
      {busy ? <Spinner /> : <EllipsisVertical aria-hidden="true" size={22} />}
    </button>
  );
}
