import { useId, type FormEvent, type ReactNode } from 'react';
import { X } from 'lucide-react';
import './Sheet.css';
import { useModalDialog } from './useModalDialog';

export interface SheetProps {
  /** Already translated. */
  title: string;
  /** "auto" for a title that is only a person's or a team's name, in whatever script it has. */
  titleDir?: 'auto';
  /** What the sheet is about, under the title; the dialog's accessible description. */
  description?: ReactNode;
  /** The rest of the sheet, under the description. */
  children?: ReactNode;
  /** The sheet's buttons, one under the other at its foot. */
  actions?: ReactNode;
  /** Called on Escape, on a tap outside the sheet and on the close button. */
  onClose: () => void;
  /** Work is running: the sheet cannot be closed until it is done. */
  busy?: boolean;
  /** Already translated: with it, a close button beside the title, named by it. */
  closeLabel?: string;
  /** With it, the sheet's body is a form that submits here (its actions may be submit buttons). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** A class of the feature, on the <dialog>. */
  className?: string;
}

/**
 * A sheet that rises from the bottom of the screen, within the 600 px column: a title, what it
 * is about, its content and its actions. It is a modal <dialog> (useModalDialog): the page
 * behind it is inert, Tab stays inside, Escape and a tap on the backdrop close it unless work
 * is running, and the browser gives the focus back to the control that opened it. Render it
 * only while it is open.
 */
export function Sheet({
  title,
  titleDir,
  description,
  children,
  actions,
  onClose,
  busy = false,
  closeLabel,
  onSubmit,
  className,
}: SheetProps) {
  const modal = useModalDialog(onClose, busy);
  const titleId = useId();
  const descriptionId = useId();
  const body = (
    <>
      <div className="sheet__header">
        <h2 id={titleId} className="sheet__title" dir={titleDir}>
          {title}
        </h2>
        {closeLabel !== undefined && (
          <button
            type="button"
            className="icon-button sheet__close"
            aria-label={closeLabel}
            disabled={busy}
            onClick={onClose}
          >
            <X aria-hidden="true" size={24} />
          </button>
        )}
      </div>
      {description !== undefined && (
        <div id={descriptionId} className="sheet__description">
          {description}
        </div>
      )}
      {children}
      {actions !== undefined && <div className="sheet__actions">{actions}</div>}
    </>
  );

  return (
    <dialog
      {...modal}
      className={['sheet', closeLabel !== undefined && 'sheet--closable', className]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description !== undefined ? descriptionId : undefined}
    >
      {onSubmit ? (
        <form className="sheet__body" noValidate onSubmit={onSubmit}>
          {body}
        </form>
      ) : (
        <div className="sheet__body">{body}</div>
      )}
    </dialog>
  );
}
