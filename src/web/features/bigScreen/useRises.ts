/**
 * The teams of a board that just rose, for the flash and its "+N": each reading of the board is
 * compared with the one before (the first reading flashes nothing), and a rise stays on show
 * for RISE_SHOW_MS. One timer at a time, for the rise that ends first, cleared on unmount.
 */
import { useEffect, useRef, useState } from 'react';
import {
  addRises,
  figuresOf,
  nextExpiry,
  risesBetween,
  withoutExpired,
  type Figures,
  type Rise,
} from './rises';

export const RISE_SHOW_MS = 8_000;

const NOTHING: ReadonlyMap<number, Rise> = new Map();

/** `figureOf` must keep its identity between renders (a function defined at module level). */
export function useRises<T extends { team_id: number }>(
  teams: readonly T[] | undefined,
  figureOf: (team: T) => number,
): ReadonlyMap<number, Rise> {
  const previous = useRef<Figures | null>(null);
  const [shown, setShown] = useState(NOTHING);

  useEffect(() => {
    if (!teams) return;
    const figures = figuresOf(teams, figureOf);
    const before = previous.current;
    previous.current = figures;
    if (!before) return;
    const risen = risesBetween(before, figures);
    if (risen.size === 0) return;
    setShown((current) => addRises(current, risen, Date.now() + RISE_SHOW_MS));
  }, [teams, figureOf]);

  useEffect(() => {
    const ends = nextExpiry(shown);
    if (ends === undefined) return;
    const timer = setTimeout(
      () =>
        setShown((current) => {
          const kept = withoutExpired(current, Date.now());
          return kept.size === current.size ? current : kept;
        }),
      Math.max(0, ends - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [shown]);

  return shown;
}
