/**
 * The current moment for the team page, whose offers depend on the clock (the cheers window,
 * the closing date): read when the page opens and again every half minute.
 */
import { useEffect, useState } from 'react';

const REFRESH_MS = 30_000;

export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
