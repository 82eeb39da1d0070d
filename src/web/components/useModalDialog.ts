/**
 * What every sheet of the app does with its <dialog>: it opens as a modal when it mounts (the
 * page behind it is inert, Tab stays inside) and closes before it leaves the page, so the
 * browser gives the focus back to the control that opened it; Escape and a tap on the backdrop
 * close it, unless work is running. Spread the answer on the <dialog>.
 */
import { useLayoutEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react';

export function useModalDialog(onClose: () => void, busy = false) {
  const ref = useRef<HTMLDialogElement>(null);

  // A layout effect, so the dialog is closed (and the focus given back) before it leaves the page.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // jsdom (unit tests) has no showModal; there the sheet is simply open.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    return () => {
      if (typeof element.close === 'function') element.close();
    };
  }, []);

  return {
    ref,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      if (!busy) onClose();
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget && !busy) onClose();
    },
  };
}
