/**
 * The current moment for screens whose content depends on the clock (which /home tiles show,
 * which planning item is ongoing, the team page's offers): re-read every `intervalMs`, and at once on `refresh()`
 * (for example when the countdown reaches the event date).
 */
import { useCallback, useEffect, useState } from 'react';

/** The moment screens first show at while the server draws one; else the device's clock. */
let drawnMoment: number | undefined;

/**
 * Draws the screens rendered from now on at `moment` (the server's clock, which its reads
 * followed), or at the device's clock again when undefined (src/web/app/prerender.tsx).
 */
export function drawAt(moment: number | undefined): void {
  drawnMoment = moment;
}

export function useNow(intervalMs: number): [now: number, refresh: () => void] {
  const [now, setNow] = useState(() => drawnMoment ?? Date.now());
  const refresh = useCallback(() => setNow(Date.now()), []);
  useEffect(() => {
    const timer = setInterval(refresh, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, refresh]);
  return [now, refresh];
}
