/**
 * Issue "Set up a real event without tripping", notifications: nobody is told of their own action,
 * and each notification names its event for a user of several events. The demo player (a team in
 * the upcoming and the live event) chooses a joker and sends a challenge: the bell's unread count
 * does not rise, neither at once nor after a reload. The organizer announces a challenge in each
 * event: the player's list names both events. Once in Arabic. The changes to the demo are undone
 * before a test ends: the challenge is withdrawn and the joker goes back to the one chosen before
 * (a team that had none keeps the new one: a joker cannot be taken back; e2e/joker.spec.ts runs
 * first). The announcements stay, as notifications no later spec counts. Screenshots go to
 * test-results/screenshots/.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { commonTexts } from './locales';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, DEMO_PASSWORD, signInAs } from './signIn';
import { test, expect } from './test';

/** A team of the upcoming event that the demo player does not play in. */
const OTHER_TEAM = 'Baltic Byte Force';
/** Joker challenges of the upcoming event the player may still choose (e2e/joker.spec.ts). */
const JOKER_CHOICES = ['Escape Room', 'Archery Tag'];

/** The video frame's provider as it answers when it can be reached (the test machine has no internet). */
async function videoProviderReachable(page: Page): Promise<void> {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Video</title><body style="margin:0;background:#111"></body></html>',
    }),
  );
}

async function unreadCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/notifications');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { unread_count: number }).unread_count;
}

/** The bell's count as the bottom bar shows it: nothing while none are unread. */
async function expectBell(page: Page, unread: number): Promise<void> {
  const badge = page.getByTestId('bell-badge');
  if (unread === 0) await expect(badge).toHaveCount(0);
  else await expect(badge.locator('[aria-hidden="true"]')).toHaveText(String(unread));
}

/** The bell shows `unread` now, after a moment for a live update, and after a reload. */
async function expectBellStays(page: Page, unread: number): Promise<void> {
  await expectBell(page, unread);
  // A live `user` message would reach the tab well within this; none must come.
  await page.waitForTimeout(1500);
  await expectBell(page, unread);
  expect(await unreadCount(page)).toBe(unread);
  await page.reload();
  await expectBell(page, unread);
}

interface Battle {
  id: number;
  name: string;
  is_team_joker: boolean;
}

async function battlesOf(page: Page): Promise<{ battles: Battle[]; joker: { id: number } | null }> {
  const response = await page.request.get('/api/battles');
  expect(response.ok()).toBe(true);
  return response.json();
}

async function teamIdOf(page: Page, name: string): Promise<number> {
  const { teams } = (await (await page.request.get('/api/teams')).json()) as {
    teams: { team_id: number; team_name: string }[];
  };
  return teams.find((team) => team.team_name === name)!.team_id;
}

/**
 * The demo organizer announces the first challenge of each event, through the API in a session
 * of their own; answers the challenges' names by event name.
 */
async function announceInEachEvent(
  request: APIRequestContext,
  eventNames: readonly string[],
): Promise<Map<string, string>> {
  const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
  await ok(
    await request.post('/api/login', {
      data: { email: 'organizer@demo.test', password: DEMO_PASSWORD },
    }),
  );
  await ok(await request.post('/api/role', { data: { role: 'organizer' } }));
  const { events } = (await ok(await request.get('/api/event-select'))) as {
    events: { id: number; name: string }[];
  };
  const announced = new Map<string, string>();
  for (const name of eventNames) {
    const event = events.find((e) => e.name === name)!;
    await ok(await request.post('/api/event-select', { data: { event_id: event.id } }));
    const { battles } = (await ok(await request.get('/api/battles'))) as { battles: Battle[] };
    await ok(
      await request.post('/api/organizer/announcements', { data: { battle_id: battles[0].id } }),
    );
    announced.set(name, battles[0].name);
  }
  await request.post('/api/logout');
  return announced;
}

test('the player’s own joker choice and challenge do not raise their unread count', async ({
  page,
}, testInfo) => {
  await videoProviderReachable(page);
  await signInAs(page, 'player', DEMO_EVENTS.upcoming);
  const before = await unreadCount(page);
  const { battles, joker } = await battlesOf(page);
  const choice = battles.find((b) => JOKER_CHOICES.includes(b.name) && !b.is_team_joker)!;

  try {
    await page.goto('/battles');
    await page
      .getByRole('list', { name: 'Challenges' })
      .getByRole('link', { name: new RegExp(choice.name) })
      .click();
    await expect(page.getByRole('heading', { name: choice.name, level: 1 })).toBeVisible();
    await expectBell(page, before);
    await page.getByRole('button', { name: 'Choose as joker' }).click();
    // A team with a joker is asked first.
    if (joker) await page.getByRole('button', { name: 'Replace joker' }).click();
    await expect(page.getByText("This challenge is now your team's joker.")).toBeVisible();
    await expectBell(page, before);
    await saveScreenshot(page, testInfo, 'notifications-self-joker');
    await expectBellStays(page, before);
  } finally {
    if (joker) {
      const back = await page.request.put('/api/battle', { data: { joker_id: joker.id } });
      expect(back.ok(), await back.text()).toBe(true);
    }
  }

  const otherTeamId = await teamIdOf(page, OTHER_TEAM);
  try {
    await page.goto('/teams');
    await page.getByRole('link', { name: new RegExp(OTHER_TEAM) }).click();
    await expect(page.getByRole('heading', { name: OTHER_TEAM, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Challenge this team' }).click();
    await expect(page.getByText('The team has been challenged.')).toBeVisible();
    await expectBell(page, before);
    await saveScreenshot(page, testInfo, 'notifications-self-challenge');
    await expectBellStays(page, before);
  } finally {
    const withdrawn = await page.request.put('/api/put-challenge', {
      data: { challenged_id: otherTeamId, challenged: false },
    });
    expect(withdrawn.ok(), await withdrawn.text()).toBe(true);
  }

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expectBell(page, before);
});

test('a player of two events sees each notification’s event named', async ({
  page,
  request,
}, testInfo) => {
  const announced = await announceInEachEvent(request, [DEMO_EVENTS.upcoming, DEMO_EVENTS.live]);
  await signInAs(page, 'player', DEMO_EVENTS.live);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  const list = page.getByRole('list', { name: 'Notifications' });
  for (const [eventName, battleName] of announced) {
    const item = list
      .getByRole('link', { name: new RegExp(`Event: ${eventName}`) })
      .filter({ hasText: battleName })
      .first();
    await expect(item).toBeVisible();
    await expect(item).toContainText(eventName);
  }
  await saveScreenshot(page, testInfo, 'notifications-events-named');
});

test.describe('in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  });

  test('a challenge of the player’s own leaves the bell as it was; notifications name their event', async ({
    page,
    request,
  }, testInfo) => {
    await videoProviderReachable(page);
    const announced = await announceInEachEvent(request, [DEMO_EVENTS.upcoming, DEMO_EVENTS.live]);
    await signInAs(page, 'player', DEMO_EVENTS.upcoming);
    const ar = await commonTexts(page, 'ar');
    const before = await unreadCount(page);
    const otherTeamId = await teamIdOf(page, OTHER_TEAM);

    try {
      await page.goto('/teams');
      await page.getByRole('link', { name: new RegExp(OTHER_TEAM) }).click();
      await expect(page.getByRole('heading', { name: OTHER_TEAM, level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByRole('button', { name: ar.teamChallenge }).click();
      await expect(page.getByText(ar.teamChallenged)).toBeVisible();
      await expectBell(page, before);
      await saveScreenshot(page, testInfo, 'notifications-self-challenge-ar');
      await expectBellStays(page, before);
    } finally {
      const withdrawn = await page.request.put('/api/put-challenge', {
        data: { challenged_id: otherTeamId, challenged: false },
      });
      expect(withdrawn.ok(), await withdrawn.text()).toBe(true);
    }

    await page.getByRole('link', { name: ar.notifications }).click();
    await expect(page.getByRole('heading', { name: ar.notifications, level: 1 })).toBeVisible();
    const list = page.getByRole('list', { name: ar.notifications });
    for (const [eventName, battleName] of announced) {
      const label = ar.notificationOfEvent.replace('{{event}}', eventName);
      const item = list
        .getByRole('link', { name: new RegExp(label) })
        .filter({ hasText: battleName })
        .first();
      await expect(item).toBeVisible();
    }
    await saveScreenshot(page, testInfo, 'notifications-events-named-ar');
  });
});
