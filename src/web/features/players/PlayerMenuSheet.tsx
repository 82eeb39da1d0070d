import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Crown, UserMinus } from 'lucide-react';
import type { Player } from '../../../shared/api/team';
import { Button } from '../../components/Button';
import { useModalDialog } from '../../components/useModalDialog';

export interface PlayerMenuSheetProps {
  player: Player;
  onMakeCaptain: () => void;
  onRemove: () => void;
  /** Also called on Escape and on a tap outside the sheet. */
  onClose: () => void;
}

/**
 * The menu of one player (SPEC §2 /players), as a sheet from the bottom of the screen like the
 * app's confirmations: make captain (only for a player who is not the captain yet) and remove
 * (which asks first). A modal <dialog>: the page behind it is inert, Escape and a tap on the
 * backdrop close it, and the focus comes back to the menu button.
 */
export function PlayerMenuSheet({
  player,
  onMakeCaptain,
  onRemove,
  onClose,
}: PlayerMenuSheetProps) {
  const { t } = useTranslation();
  const modal = useModalDialog(onClose);
  const titleId = useId();

  return (
    <dialog {...modal} className="player-menu" aria-labelledby={titleId}>
      <div className="player-menu__body">
        <h2 id={titleId} className="player-menu__title" dir="auto">
          {player.full_name}
        </h2>
        <div className="player-menu__actions">
          {!player.is_captain && (
            <Button variant="secondary" onClick={onMakeCaptain}>
              <Crown aria-hidden="true" size={20} />
              {t('makeCaptain')}
            </Button>
          )}
          <Button variant="secondary" className="player-menu__remove" onClick={onRemove}>
            <UserMinus aria-hidden="true" size={20} />
            {t('removePlayer')}
          </Button>
          <Button variant="ghost" className="player-menu__cancel" onClick={onClose}>
            {t('cancel')}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
