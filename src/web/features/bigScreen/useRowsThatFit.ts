/**
 * How many rows of a board fit its viewport without scrolling, measured again whenever the
 * window changes (a projector of any size, a laptop turned to portrait). The row's height and
 * the gap come from a hidden probe row that wears the rows' CSS, so the board never needs a row
 * on screen to know its size, and the type scaling with the window is counted.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useRowsThatFit(
  viewport: RefObject<HTMLElement | null>,
  probe: RefObject<HTMLElement | null>,
): number {
  const [rows, setRows] = useState(1);

  useLayoutEffect(() => {
    const box = viewport.current;
    const row = probe.current;
    if (!box || !row) return;
    const measure = () => setRows(rowsThatFit(box.clientHeight, row));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(row);
    return () => observer.disconnect();
  }, [viewport, probe]);

  return rows;
}

/** n rows and n − 1 gaps fit the height; always at least one row. */
function rowsThatFit(height: number, probe: HTMLElement): number {
  const gap = Number.parseFloat(getComputedStyle(probe).marginBlockEnd) || 0;
  const pitch = probe.offsetHeight + gap;
  if (pitch <= 0) return 1;
  return Math.max(1, Math.floor((height + gap) / pitch));
}
