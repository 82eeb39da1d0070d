import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isSignedOutPath } from '../lib/paths';

/**
 * Keeps the screens live while someone is signed in (lib/live.ts), on every screen but the
 * signed-out ones. The stream's code is loaded by a dynamic import once the app has rendered,
 * so the first screen does not carry it, and only in an effect, so the build's prerender never
 * opens a stream. It also starts the sender of crew saves kept offline (features/crew), so they
 * leave when the network returns whatever screen is open. Renders nothing.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const signedIn = !isSignedOutPath(useLocation().pathname);

  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('../lib/live')
      .then(({ startLive }) => {
        if (!unmounted) stop = startLive(queryClient);
      })
      // A module that did not load is named by its error (start-up script budget, issue 39).
      .catch(console.error);
    // Crew saves kept on this device while offline are sent from any screen, after a reload too.
    import('../features/crew/crewSaveSender')
      .then(({ startCrewSaveSender }) => {
        if (!unmounted) startCrewSaveSender(queryClient);
      })
      .catch(console.error);
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [queryClient, signedIn]);

  return null;
}
