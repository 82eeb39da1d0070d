/**
 * Warns before unsaved scores are lost. The app runs under <BrowserRouter>, where React Router's
 * useBlocker is not available (it needs a data router, whose code would not fit the first
 * screen's budget), so leaving is caught where it starts:
 * - a click on a link of this app is held back, and `onHold` receives the path it led to;
 * - the browser's back button (a phone's back gesture too): while the guard is on, the form's
 *   history entry has a copy on top of it, so going back lands on the form again; the guard
 *   puts the copy back and `onHold` receives the move that really leaves (-2);
 * - closing or reloading the tab gets the browser's own question.
 * Call the returned `release()` before leaving on purpose, so the guard lets that move pass.
 */
import { useCallback, useEffect, useRef } from 'react';

/** Where a held move leads: a path of this app, or a step in the browser's history. */
export type HeldMove = string | number;

/** Marks the copy of the form's history entry that the back button lands on first. */
const GUARD_MARK = 'leaveGuard';

const isGuardCopy = (state: unknown) =>
  (state as Record<string, unknown> | null)?.[GUARD_MARK] === true;

/** Puts the copy of the current entry on top, unless it is there already. */
function pushGuardCopy(): void {
  if (isGuardCopy(window.history.state)) return;
  const state = { ...(window.history.state as object | null), [GUARD_MARK]: true };
  window.history.pushState(state, '', window.location.href);
}

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

export function useLeaveGuard(active: boolean, onHold: (move: HeldMove) => void): () => void {
  const hold = useRef(onHold);
  const released = useRef(false);
  useEffect(() => {
    hold.current = onHold;
  });

  useEffect(() => {
    if (!active) return;
    released.current = false;
    const formUrl = window.location.href;
    pushGuardCopy();
    const onClick = (event: MouseEvent) => {
      if (released.current) return;
      const path = heldPath(event);
      if (path === null) return;
      event.preventDefault();
      event.stopPropagation();
      hold.current(path);
    };
    // Back from the copy lands on the form's own entry (the router shows the same screen).
    const onPopState = (event: PopStateEvent) => {
      if (released.current || isGuardCopy(event.state)) return;
      if (window.location.href !== formUrl) return;
      pushGuardCopy();
      hold.current(-2);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    // Capture, so the hold comes before the router's own click handler.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);

  return useCallback(() => {
    released.current = true;
  }, []);
}
