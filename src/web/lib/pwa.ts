/**
 * The installable app's side in the page (issue 24), loaded after start-up by UpdatePrompt so
 * workbox-window is never part of the first screen. It registers the service worker that
 * vite-plugin-pwa generates (vite.config.ts), keeps the user's language's translations in the
 * worker's cache so the app can start offline in it, looks for a new version now and then, and
 * activates a waiting version when the user accepts it.
 */
import i18next from 'i18next';
import { Workbox } from 'workbox-window';
import { FALLBACK_LANGUAGE, START_NAMESPACES } from '../../shared/languages';

const SERVICE_WORKER_URL = '/sw.js';
/** The worker's runtime cache of locale files (vite.config.ts). */
const LOCALES_CACHE = 'locales';
/** A phone keeps the app open all day on an event: it looks for a new version every hour. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Hands the waiting version the page and reloads the page with it. */
export type ActivateUpdate = () => void;

let registered = false;

/**
 * Registers the worker once. `onUpdateWaiting` is called when a new version is installed and
 * waits, whether it was found now or on an earlier visit.
 */
export function registerServiceWorker(onUpdateWaiting: (activate: ActivateUpdate) => void): void {
  if (registered) return;
  registered = true;
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', () => onUpdateWaiting(() => activate(workbox)));
  workbox.register().then(
    (registration) => {
      if (!registration) return;
      void keepStartTranslations();
      setInterval(() => checkForUpdate(registration), UPDATE_CHECK_MS);
    },
    (error: unknown) => console.error('Service worker registration failed', error),
  );
}

function activate(workbox: Workbox): void {
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

function checkForUpdate(registration: ServiceWorkerRegistration): void {
  // Offline the check fails; the next one (or the next visit) tries again.
  registration.update().catch((error: unknown) => console.info('No update check now', error));
}

/**
 * The page brought its language's start-up translations in one file of its own, so the worker has
 * not seen the locale files: they are fetched into its cache once, with the fallback language's,
 * for a start without network.
 */
async function keepStartTranslations(): Promise<void> {
  const languages = new Set([i18next.resolvedLanguage ?? FALLBACK_LANGUAGE, FALLBACK_LANGUAGE]);
  const urls = [...languages].flatMap((language) =>
    START_NAMESPACES.map((namespace) => `/locales/${language}/${namespace}.json`),
  );
  try {
    const cache = await caches.open(LOCALES_CACHE);
    const kept = await Promise.all(urls.map((url) => cache.match(url)));
    await cache.addAll(urls.filter((_, index) => !kept[index]));
  } catch (error) {
    console.warn('Translations not kept for offline use', error);
  }
}
