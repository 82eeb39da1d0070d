/**
 * The current moment for screens whose content depends on the clock (which /home tiles show,
 * which planning item is ongoing, the team page's offers): re-read every `intervalMs`, and at once on `refresh()`
 * (for example when the countdown reaches the event date).
 */
import { useCallback, useEffect, useState } from 'react';

/** The moment a screen first shows: the device's clock, or the server's while it draws one. */
let firstMoment: () => number = Date.now;

/**
 * Draws the screens rendered from now on at `moment` (the server's clock, which its reads
 * followed), or at the device's clock again when undefined (src/web/app/prerender.tsx).
 */
export function drawAt(moment: number | undefined): void {
  firstMoment = moment === undefined ? Date.now : () => moment;
}

export function useNow(intervalMs: number): [now: number, refresh: () => void] {
  const [now, setNow] = useState(() => firstMoment());
  const refresh = useCallback(() => setNow(Date.now()), []);
  useEffect(() => {
    const timer = setInterval(refresh, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, refresh]);
  return [now, refresh];
}
