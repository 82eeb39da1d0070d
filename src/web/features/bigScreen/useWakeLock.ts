/**
 * Keeps the laptop driving the projector from dimming its screen or sleeping while the big
 * screen shows (Screen Wake Lock API, where the browser has it). The lock is lost whenever the
 * tab is hidden, so it is asked for again each time the tab shows; released on unmount.
 */
import { useEffect } from 'react';

export function useWakeLock(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let ended = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (ended) void sentinel.release();
          else lock = sentinel;
        },
        // Refused (no user gesture yet, battery saver): the screen simply may dim.
        (error: unknown) => console.info('Screen wake lock not granted', error),
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
    };
  }, []);
}
