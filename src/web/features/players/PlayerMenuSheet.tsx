import { useTranslation } from 'react-i18next';
import { Crown, UserMinus } from 'lucide-react';
import type { Player } from '../../../shared/api/team';
import { Button } from '../../components/Button';
import { Sheet } from '../../components/Sheet';

export interface PlayerMenuSheetProps {
  player: Player;
  onMakeCaptain: () => void;
  onRemove: () => void;
  /** Also called on Escape and on a tap outside the sheet. */
  onClose: () => void;
}

/**
 * The menu of one player (product.md §2 /players), as a Sheet: make captain (only for a player who is
 * not the captain yet) and remove (which asks first). Escape and a tap on the backdrop close it,
 * and the focus comes back to the menu button.
 */
export function PlayerMenuSheet({
  player,
  onMakeCaptain,
  onRemove,
  onClose,
}: PlayerMenuSheetProps) {
  const { t } = useTranslation();

  return (
    <Sheet
      title={player.full_name}
      titleDir="auto"
      onClose={onClose}
      actions={
        <>
          {!player.is_captain && (
            <Button variant="secondary" className="player-menu__action" onClick={onMakeCaptain}>
              <Crown aria-hidden="true" size={20} />
              {t('makeCaptain')}
            </Button>
          )}
          <Button
            variant="secondary"
            className="player-menu__action player-menu__remove"
            onClick={onRemove}
          >
            <UserMinus aria-hidden="true" size={20} />
            {t('removePlayer')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
        </>
      }
    />
  );
}
