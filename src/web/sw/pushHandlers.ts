/**
 * The service worker's side of Web Push (issue 41): a push carries JSON (shared/push.ts
 * PushPayload) that is shown as a notification with the app's icon; tapping it focuses an open
 * window of the app and takes it to the notification's path, or opens one there. Only the app's
 * own paths are opened (a path from elsewhere falls back to the notifications list).
 */
import { isAppPath, type PushPayload } from '../../shared/push';

/** Where a notification without a usable path leads. */
export const FALLBACK_PATH = '/notifications';
const ICON = '/icons/icon-192.png';

/** The payload of a push, or null when it is not one of the app's. */
export function readPushPayload(data: unknown): PushPayload | null {
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, path, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || title === '' || typeof body !== 'string') return null;
  return {
    title: title.slice(0, 200),
    body: body.slice(0, 1000),
    path: isAppPath(path) ? path : FALLBACK_PATH,
    tag: typeof tag === 'string' ? tag.slice(0, 100) : '',
  };
}

/** What showNotification is given for a payload. */
export function notificationOptions(payload: PushPayload) {
  return {
    body: payload.body,
    icon: ICON,
    badge: ICON,
    dir: 'auto' as const,
    ...(payload.tag ? { tag: payload.tag } : {}),
    data: { path: payload.path },
  };
}

/** The absolute address a tapped notification opens: always on the worker's own origin. */
export function targetOf(data: unknown, origin: string): string {
  const path = (data as { path?: unknown } | null)?.path;
  return new URL(isAppPath(path) ? path : FALLBACK_PATH, origin).href;
}

/** The few worker types used here (the project's TypeScript library is the DOM's). */
export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<WindowClientLike | null>;
}
export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * Takes a window of the app to `target` and focuses it, or opens a new one there. The window is
 * navigated first: focusing needs the click's permission, navigating does not.
 */
export async function openTarget(clients: ClientsLike, target: string): Promise<void> {
  const origin = new URL(target).origin;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === origin);
  if (open) {
    let navigated: WindowClientLike | null;
    try {
      navigated = (await open.navigate(target)) ?? open;
    } catch {
      // A window this worker does not control cannot be navigated: a new one opens instead.
      navigated = null;
    }
    if (navigated) {
      await navigated.focus().catch(() => undefined);
      return;
    }
  }
  await clients.openWindow(target);
}
