/**
 * Warns before unsaved scores are lost. The app runs under <BrowserRouter>, where React Router's
 * useBlocker is not available (it needs a data router), so in-app links are caught where they
 * are clicked: a click on a link of this app is held back and `onHold` receives where it led,
 * for the screen to ask first. Closing or reloading the tab gets the browser's own question.
 */
import { useEffect, useRef } from 'react';

function heldPath(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) {
    return null;
  }
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === `${window.location.pathname}${window.location.search}` ? null : path;
}

export function useLeaveGuard(active: boolean, onHold: (path: string) => void): void {
  const hold = useRef(onHold);
  useEffect(() => {
    hold.current = onHold;
  });

  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      const path = heldPath(event);
      if (path === null) return;
      event.preventDefault();
      event.stopPropagation();
      hold.current(path);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    // Capture, so the hold comes before the router's own click handler.
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);
}
