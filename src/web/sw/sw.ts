/**
 * The service worker (issue 24; vite-plugin-pwa injectManifest, vite.config.ts): Workbox keeps
 * the app shell (the precache list is injected at build time) so the app opens offline, locale
 * files are answered from the cache and refreshed behind, navigations go to the network and to
 * the kept shell only when it cannot answer, /api and uploads are never kept. A new version
 * waits until the page's update prompt sends SKIP_WAITING. It also shows Web Push
 * notifications (issue 41, pushHandlers.ts).
 */
import {
  cleanupOutdatedCaches,
  PrecacheFallbackPlugin,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  notificationOptions,
  openTarget,
  readPushPayload,
  targetOf,
  type ClientsLike,
} from './pushHandlers';

interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends WorkerEvent {
  data: { json(): unknown } | null;
}
interface NotificationEventLike extends WorkerEvent {
  notification: Notification;
}
interface WorkerScope {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: ClientsLike;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationEventLike) => void,
  ): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
declare const self: WorkerScope;

// '' turns Workbox's `/` → `/index.html` mapping off: `/` goes to the network (the server's
// sign-in page in the visitor's language), and to the kept shell only offline.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();
// The first install takes the open page over; later versions wait for the prompt.
clientsClaim();
enableNavigationPreload();

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/locales/'),
  new StaleWhileRevalidate({
    cacheName: 'locales',
    plugins: [new ExpirationPlugin({ maxEntries: 60 })],
  }),
);
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/index.html' })] }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json() ?? null;
  } catch {
    // Not JSON: not the app's.
  }
  const payload = readPushPayload(data);
  if (!payload) return;
  event.waitUntil(self.registration.showNotification(payload.title, notificationOptions(payload)));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const opened = openTarget(self.clients, targetOf(event.notification.data, self.location.origin));
  try {
    event.waitUntil(opened);
  } catch {
    // Only a click the browser dispatched can extend the worker's life; the work runs anyway.
  }
});
