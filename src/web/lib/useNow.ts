/**
 * The current moment for screens whose content depends on the clock (which /home tiles show,
 * which planning item is ongoing, the team page's offers): re-read every `intervalMs`, and at once on `refresh()`
 * (for example when the countdown reaches the event date).
 */
import { useCallback, useEffect, useState } from 'react';

export function useNow(intervalMs: number): [now: number, refresh: () => void] {
  const [now, setNow] = useState(() => Date.now());
  const refresh = useCallback(() => setNow(Date.now()), []);
  useEffect(() => {
    const timer = setInterval(refresh, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, refresh]);
  return [now, refresh];
}
