import { lazy, Suspense, useEffect, useState } from 'react';
import type { ActivateUpdate } from '../lib/pwa';

const UpdateBanner = lazy(() => import('./UpdateBanner'));

/** After the page has loaded, so the worker's downloads never compete with the first screen. */
function afterLoad(start: () => void): void {
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * The installable app's start (issue 24), mounted once: after the page has loaded it registers
 * the service worker (lib/pwa.ts), and when a new version waits it shows the banner offering
 * it. Both load only then, so neither adds to the start-up JavaScript. Built apps only: the
 * development server has no worker.
 */
export function UpdatePrompt() {
  const [activate, setActivate] = useState<ActivateUpdate | null>(null);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    afterLoad(() => {
      void import('../lib/pwa').then(({ registerServiceWorker }) =>
        registerServiceWorker((next) => setActivate(() => next)),
      );
    });
  }, []);
  if (!activate) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBanner onReload={activate} onClose={() => setActivate(null)} />
    </Suspense>
  );
}
