/**
 * The page of a long board on show: the pages take turns every `dwellMs`, from the last back to
 * the first, so a long list shows itself without anyone touching the screen. One interval,
 * restarted when the number of pages changes and cleared on unmount.
 */
import { useEffect, useState } from 'react';

export function usePageCycle(pageCount: number, dwellMs: number): number {
  const [turn, setTurn] = useState(0);

  useEffect(() => {
    if (pageCount <= 1) return;
    const timer = setInterval(() => setTurn((current) => (current + 1) % pageCount), dwellMs);
    return () => clearInterval(timer);
  }, [pageCount, dwellMs]);

  return pageCount <= 1 ? 0 : turn % pageCount;
}
