/**
 * This browser's side of Web Push (issue 41): whether it can, the permission, and its push
 * subscription made with the app's VAPID key through the service worker's registration.
 */
import type { NotificationType } from '../../../shared/notifications';
import type { PushSubscriptionBody } from '../../../shared/api/push';

/** How long the page waits for the app's service worker before saying the browser cannot. */
const WORKER_WAIT_MS = 15_000;

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function notificationPermission(): NotificationPermission {
  return Notification.permission;
}

/** The app's service worker registration; it is registered after start-up (lib/pwa.ts). */
export async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('No service worker')), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await workerRegistration()).pushManager.getSubscription();
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * Subscribes this browser with the app's key. A subscription made with another key (the app's
 * keys changed) is replaced.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription> {
  const { pushManager } = await workerRegistration();
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
  try {
    return await pushManager.subscribe(options);
  } catch (error) {
    const existing = await pushManager.getSubscription();
    if (!existing) throw error;
    await existing.unsubscribe();
    return pushManager.subscribe(options);
  }
}

/** What the server is sent for this browser's subscription. */
export function subscriptionBody(
  subscription: PushSubscription,
  types: NotificationType[],
): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    types,
  };
}
