/**
 * Whether the page fills the whole display (Fullscreen API), followed live, and a way to ask
 * for it: the organizer's one click before the venue sees the screen. Null when the browser
 * cannot show a page full screen.
 */
import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

const isFullscreen = () => document.fullscreenElement !== null;

export function useFullscreen(): { active: boolean; enter: (() => void) | null } {
  const active = useSyncExternalStore(subscribe, isFullscreen, () => false);
  const enter = useCallback(() => {
    document.documentElement
      .requestFullscreen()
      .catch((error: unknown) => console.warn('Full screen refused', error));
  }, []);
  return { active, enter: document.fullscreenEnabled ? enter : null };
}
