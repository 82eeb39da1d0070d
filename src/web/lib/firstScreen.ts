/**
 * The moment the first screen has been drawn. What that screen does not need (the live stream,
 * the sender of offline crew saves, the translations the service worker keeps) starts only
 * then, so on a slow network none of it competes with the screen's own files and reads. The
 * page's `load` event comes too early for that: the shell loads with its preloads, and the
 * screen renders after its lazy module and its reads are in.
 */

/** Started anyway this long after start-up if no screen says it was shown (a failed screen). */
export const FIRST_SCREEN_FALLBACK_MS = 5000;

/** How long to wait for the paint's frame at most (a hidden tab has none). */
const HIDDEN_TAB_MS = 100;

let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Called by every route's screen once it has rendered (app/RouteScreen.tsx). */
export function screenShown(): void {
  markShown();
}

/** Resolves after the first screen has rendered and the browser has painted it. */
export function afterFirstScreen(): Promise<void> {
  const fallback = new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_FALLBACK_MS));
  return Promise.race([shown, fallback]).then(
    () =>
      new Promise<void>((resolve) => {
        // The frame after the one that paints the screen; a hidden tab paints no frame, so
        // shortly after in any case.
        requestAnimationFrame(() => setTimeout(resolve, 0));
        setTimeout(resolve, HIDDEN_TAB_MS);
      }),
  );
}
