/**
 * A new page of the board rises into view instead of replacing the last one in a blink; with
 * less motion asked for, the page simply changes. The animation is short and cancelled when
 * the next page or unmount comes first.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

const ENTRANCE_MS = 600;

export function usePageEntrance(
  list: RefObject<HTMLElement | null>,
  page: number,
  still: boolean,
): void {
  const shownPage = useRef(page);

  useLayoutEffect(() => {
    const element = list.current;
    if (shownPage.current === page) return;
    shownPage.current = page;
    if (still || !element || typeof element.animate !== 'function') return;
    const animation = element.animate(
      [
        { opacity: 0, transform: 'translateY(1.5em)' },
        { opacity: 1, transform: 'translateY(0)' },
      ],
      { duration: ENTRANCE_MS, easing: 'cubic-bezier(0.22, 1, 0.36, 1)' },
    );
    return () => animation.cancel();
  }, [list, page, still]);
}
