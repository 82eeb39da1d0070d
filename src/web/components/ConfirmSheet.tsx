import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from './Button';
import './ConfirmSheet.css';
import { useModalDialog } from './useModalDialog';

export interface ConfirmSheetProps {
  /** Already translated: the question, e.g. "Replace your team's joker?". */
  title: string;
  /** What happens on confirm, in words the person knows (names the things it changes). */
  children: ReactNode;
  /** Already translated labels of the two actions. */
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Also called on Escape and on a tap outside the sheet. */
  onCancel: () => void;
  /** The confirmed action is running: the confirm button shows a spinner. */
  busy?: boolean;
}

/**
 * A question before an action that cannot simply be undone, as a sheet from the bottom of the
 * screen (DESIGN: sheets and modals trap focus). It is a modal <dialog>: the page behind it is
 * inert, Tab stays inside, Escape and a tap on the backdrop cancel, and the focus starts on
 * cancel, the harmless choice. Render it only while the question stands; when it closes, the
 * browser gives the focus back to the control that opened it.
 */
export function ConfirmSheet({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmSheetProps) {
  const modal = useModalDialog(onCancel, busy);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  // The focus starts on cancel, the harmless choice.
  useLayoutEffect(() => {
    cancel.current?.focus();
  }, []);

  return (
    <dialog
      {...modal}
      className="confirm-sheet"
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <div className="confirm-sheet__body">
        <h2 id={titleId} className="confirm-sheet__title">
          {title}
        </h2>
        <div id={messageId} className="confirm-sheet__message">
          {children}
        </div>
        <div className="confirm-sheet__actions">
          <Button onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
          <Button ref={cancel} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
