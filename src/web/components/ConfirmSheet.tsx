import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { Sheet } from './Sheet';

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
 * A question before an action that cannot simply be undone, as a Sheet: the focus starts on
 * cancel, the harmless choice, and Escape and a tap on the backdrop cancel. Render it only
 * while the question stands.
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
  const cancel = useRef<HTMLButtonElement>(null);

  // The focus starts on cancel, the harmless choice.
  useLayoutEffect(() => {
    cancel.current?.focus();
  }, []);

  return (
    <Sheet
      title={title}
      description={children}
      onClose={onCancel}
      busy={busy}
      actions={
        <>
          <Button onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
          <Button ref={cancel} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
        </>
      }
    />
  );
}
