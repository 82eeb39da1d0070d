/**
 * Web Push on a phone (issue 41): /profile leads to "Notifications on this device", which asks
 * the browser's permission only on a tap, saves the device's subscription with a switch per
 * group of notification types, and says what to do when notifications are blocked. A push
 * delivered to the service worker through Chromium's DevTools protocol
 * (ServiceWorker.deliverPushMessage) is shown as a notification, read back with
 * registration.getNotifications(), and its click opens the app on the notification's path.
 *
 * Two things a test browser cannot do are stood in for: Playwright's Chromium (an incognito
 * profile) refuses to register with a real push service, so PushManager.subscribe answers a
 * subscription of the shape browsers give (an FCM endpoint and real P-256 keys) that the server
 * checks and stores as any other; and nobody can tap a notification in a headless browser, so the
 * click is dispatched inside the worker on the notification it shows, running its own listener.
 * Only this spec and pwa.spec.ts let service workers run.
 */
import crypto from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './test';
import { commonTexts } from './locales';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';

test.use({ serviceWorkers: 'allow' });

/** A browser's push subscription: an FCM endpoint with real keys (nothing is sent to it here). */
function fakeSubscription() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomBytes(8).toString('hex')}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: crypto.randomBytes(16).toString('base64url'),
  };
}

/** PushManager as a phone's browser has it, kept across reloads like a real subscription. */
async function standInPushService(page: Page) {
  await page.addInitScript((sub) => {
    const KEY = 'e2e-push-subscription';
    const make = () => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      getKey: () => null,
      toJSON: () => ({
        endpoint: sub.endpoint,
        expirationTime: null,
        keys: { p256dh: sub.p256dh, auth: sub.auth },
      }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function () {
      localStorage.setItem(KEY, '1');
      return make() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return localStorage.getItem(KEY) ? (make() as unknown as PushSubscription) : null;
    };
  }, fakeSubscription());
}

async function controlledByWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), {
      timeout: 20_000,
    })
    .toMatch(/\/sw\.js$/);
}

/** Delivers a push to the app's worker as the browser does when the push service sends one. */
async function deliverPush(context: BrowserContext, page: Page, payload: object) {
  const cdp = await context.newCDPSession(page);
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => resolve(event.registrations)),
  );
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  const registration = (await registrations).find((r) => r.scopeURL === `${origin}/`);
  expect(registration, 'the app worker registration').toBeTruthy();
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration!.registrationId,
    data: JSON.stringify(payload),
  });
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      icon: n.icon,
      data: n.data as unknown,
    }));
  });

test('a player turns notifications on, chooses topics, and a pushed notification opens its target', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await standInPushService(page);
  await signInAs(page, 'player', DEMO_EVENTS.live);
  await controlledByWorker(page);

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Notifications on this device' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Notifications on this device' }),
  ).toBeVisible();
  await expect(page.getByText('Notifications are off on this device.')).toBeVisible();
  await expect(page.getByText('Your browser will ask you to allow notifications.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'push-settings-off');

  await page.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(page.getByText('Notifications are on for this device.')).toBeVisible();
  const cheers = page.getByRole('switch', { name: 'Cheers' });
  await expect(cheers).toBeChecked();
  await expect(page.getByRole('switch')).toHaveCount(6);

  // Cheers off: saved on the server for this device at once.
  await cheers.uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(cheers).not.toBeChecked();
  const { subscriptions } = (await (await page.request.get('/api/push/subscriptions')).json()) as {
    subscriptions: { endpoint: string; types: string[] }[];
  };
  expect(subscriptions).toHaveLength(1);
  expect(subscriptions[0].types).not.toContain('received_cheer');
  expect(subscriptions[0].types).toContain('award_won');
  await expect(page.getByRole('button', { name: 'Send a test notification' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'push-settings-on');

  // After a reload the page finds the device's subscription and its topics again.
  await page.reload();
  await expect(page.getByText('Notifications are on for this device.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Cheers' })).not.toBeChecked();

  // A push arrives: the worker shows it with the app's icon.
  await page.goto('/home');
  await deliverPush(context, page, {
    title: 'Award',
    body: 'Sharks won the Best Team Spirit award!',
    path: '/leaderboard',
    tag: 'notification-1',
  });
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: 'Award',
        body: 'Sharks won the Best Team Spirit award!',
        icon: expect.stringMatching(/\/icons\/icon-192\.png$/),
        data: { path: '/leaderboard' },
      },
    ]);

  // Its click focuses this window and takes it to the notification's path.
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'));
  expect(worker, 'the app worker').toBeTruthy();
  await worker!.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications();
    const NotificationEventOf = (
      globalThis as unknown as {
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      }
    ).NotificationEvent;
    scope.dispatchEvent(new NotificationEventOf('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  // Tapped, it is closed.
  await expect.poll(() => shownNotifications(page)).toEqual([]);

  // A path from elsewhere never leaves the app: the list of notifications opens instead.
  await deliverPush(context, page, {
    title: 'x',
    body: 'y',
    path: '//evil.example/phish',
    tag: 'notification-2',
  });
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => n.data))
    .toEqual([{ path: '/notifications' }]);

  // Turned off: the server forgets the device.
  await page.goto('/profile/notifications');
  await page.getByRole('button', { name: 'Turn off on this device' }).click();
  await expect(page.getByText('Notifications are off on this device.').first()).toBeVisible();
  const after = (await (await page.request.get('/api/push/subscriptions')).json()) as {
    subscriptions: unknown[];
  };
  expect(after.subscriptions).toEqual([]);
});

test('blocked notifications say how to allow them', async ({ page }, testInfo) => {
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
  });
  await signInAs(page, 'supporter', DEMO_EVENTS.live);
  await page.goto('/profile/notifications');
  const blocked = page.getByRole('alert').filter({ hasText: 'Notifications are blocked' });
  await expect(blocked).toBeVisible();
  await expect(blocked).toContainText("open your browser's site settings");
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'push-settings-blocked');
});

test.describe('in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  });

  test('the page reads right to left, translated, with its switches', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await standInPushService(page);
    await signInAs(page, 'player', DEMO_EVENTS.live);
    await controlledByWorker(page);
    const ar = await commonTexts(page, 'ar');
    await page.goto('/profile');
    await page.getByRole('link', { name: ar.pushSettings }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: ar.pushSettings })).toBeVisible();
    await page.getByRole('button', { name: ar.pushTurnOn }).click();
    await expect(page.getByText(ar.pushOn)).toBeVisible();
    await expect(page.getByRole('switch', { name: ar.pushGroupAwards })).toBeChecked();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, testInfo, 'push-settings-ar');
    await page.getByRole('button', { name: ar.pushTurnOff }).click();
    await expect(page.getByText(ar.pushOff).first()).toBeVisible();
  });
});
