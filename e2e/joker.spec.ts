/**
 * The joker choice (SPEC §2 /battle, §4, §8) as a player of the upcoming demo event makes it:
 * choosing an eligible challenge marks it as the team's joker on /battle and /battles; the
 * current joker links to its own challenge; a failure is a closable toast; a supporter gets no
 * button. Screens are saved under test-results/screenshots/.
 */
import { test, expect } from './test';
import type { Page } from '@playwright/test';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';

async function openChallenge(page: Page, name: string): Promise<void> {
  await page.goto('/battles');
  await page
    .getByRole('list', { name: 'Challenges' })
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

const teamJoker = (page: Page) => page.getByRole('region', { name: "Your team's joker" });

test('a player chooses a joker challenge and sees it marked as the team’s joker', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'player', DEMO_EVENTS.upcoming);
  await openChallenge(page, 'Escape Room');
  await expect(teamJoker(page).getByText('No joker selected')).toBeVisible();
  await saveScreenshot(page, testInfo, 'joker-before');

  await page.getByRole('button', { name: 'Choose as joker' }).click();
  await expect(page.getByText("This challenge is now your team's joker.")).toBeVisible();
  await expect(teamJoker(page).getByText('Escape Room')).toBeVisible();
  await expect(teamJoker(page).getByText('Your joker')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose as joker' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'joker-chosen');

  await page.goto('/battles');
  const escapeRoom = page
    .getByRole('list', { name: 'Challenges' })
    .getByRole('link', { name: /Escape Room/ });
  await expect(escapeRoom.getByText('Your joker')).toBeVisible();
  await saveScreenshot(page, testInfo, 'joker-battles');

  await openChallenge(page, 'Archery Tag');
  await teamJoker(page)
    .getByRole('link', { name: /Escape Room/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Escape Room', level: 1 })).toBeVisible();
});

test('a refused joker choice shows the server’s message in a closable toast', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'player', DEMO_EVENTS.upcoming);
  await openChallenge(page, 'Raft Building');

  await page.route('**/api/battle', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 403, json: { message: 'jokerLocked' } })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Choose as joker' }).click();
  const refused = page.getByRole('alert').getByText(/Your team's joker can no longer be changed/);
  await expect(refused).toBeVisible();
  await saveScreenshot(page, testInfo, 'joker-refused');
  await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
  await expect(refused).toHaveCount(0);

  await page.unroute('**/api/battle');
  await page.route('**/api/battle', (route) =>
    route.request().method() === 'PUT' ? route.abort('failed') : route.fallback(),
  );
  await page.getByRole('button', { name: 'Choose as joker' }).click();
  await expect(page.getByRole('alert').getByText('Network response was not ok')).toBeVisible();
});

test('a supporter sees the joker mark but no button to choose it', async ({ page }, testInfo) => {
  await signInAs(page, 'supporter', DEMO_EVENTS.upcoming);
  await openChallenge(page, 'Tug of War');
  await expect(page.getByText('Joker', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Endurance: 4 of 5' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose as joker' })).toHaveCount(0);
  await expect(teamJoker(page)).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'joker-supporter');
});
