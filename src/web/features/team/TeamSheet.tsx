import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { useModalDialog } from '../../components/useModalDialog';

export interface TeamSheetProps {
  /** Already translated. */
  title: string;
  children: ReactNode;
  /** Called on the close button, Escape and a tap outside the sheet. */
  onClose: () => void;
  /** Work is running (a cheer being sent): the sheet cannot be closed until it is done. */
  busy?: boolean;
}

/**
 * A sheet that rises from the bottom of the screen with a title and a close button: the
 * readiness checklist and the cheer form. Like the kit's ConfirmSheet it is a modal <dialog>
 * (the page behind it is inert, Tab stays inside, the browser gives the focus back to the
 * control that opened it); render it only while it is open.
 */
export function TeamSheet({ title, children, onClose, busy = false }: TeamSheetProps) {
  const { t } = useTranslation();
  const modal = useModalDialog(onClose, busy);
  const titleId = useId();

  return (
    <dialog {...modal} className="team-sheet" aria-labelledby={titleId}>
      <div className="team-sheet__body">
        <div className="team-sheet__header">
          <h2 id={titleId} className="team-sheet__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button team-sheet__close"
            aria-label={t('close')}
            disabled={busy}
            onClick={onClose}
          >
            <X aria-hidden="true" size={24} />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
