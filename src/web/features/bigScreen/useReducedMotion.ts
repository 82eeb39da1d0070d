/**
 * Whether the viewer asked for less motion (prefers-reduced-motion), followed live: the big
 * screen then flips its pages without animation and marks rises with a still highlight.
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

const reducedNow = () => window.matchMedia?.(QUERY).matches ?? false;

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reducedNow, () => false);
}
