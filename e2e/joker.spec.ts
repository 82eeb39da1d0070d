/**
 * The joker choice (product.md §2 /battle, §4, §8) as a player of the upcoming demo event makes it:
 * choosing an eligible challenge marks it as the team's joker on /battle and /battles; the
 * current joker links to its own challenge; a failure is a closable toast; a supporter gets no
 * button. Screens are saved under test-results/screenshots/.
 */
import { commonTexts } from './locales';
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

/** Makes the named challenge the team's joker through the API, as if chosen earlier. */
async function haveJoker(page: Page, name: string): Promise<void> {
  const { battles } = (await (await page.request.get('/api/battles')).json()) as {
    battles: { id: number; name: string }[];
  };
  const battle = battles.find((b) => b.name === name)!;
  const chosen = await page.request.put('/api/battle', { data: { joker_id: battle.id } });
  expect(chosen.ok(), await chosen.text()).toBe(true);
}

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

test('choosing another joker asks first, naming both; cancel keeps the joker, confirm replaces it', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'player', DEMO_EVENTS.upcoming);
  await haveJoker(page, 'Escape Room');
  await openChallenge(page, 'Archery Tag');

  const choose = page.getByRole('button', { name: 'Choose as joker' });
  await choose.click();
  const sheet = page.getByRole('dialog', { name: "Replace your team's joker?" });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(
    /Escape Room.* is your team's joker now\. A team has one joker: choosing .*Archery Tag/,
  );
  // Modal: the focus starts on Cancel and stays in the sheet; the screen behind is inert.
  const cancel = sheet.getByRole('button', { name: 'Cancel' });
  const replace = sheet.getByRole('button', { name: 'Replace joker' });
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(replace).toBeFocused();
  const back = page.getByRole('link', { name: 'Back' });
  const backTakesFocus = await back.evaluate((link) => {
    link.focus();
    return document.activeElement === link;
  });
  expect(backTakesFocus).toBe(false);
  await saveScreenshot(page, testInfo, 'joker-replace-sheet');

  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(choose).toBeFocused();
  await choose.click();
  await expect(sheet).toBeVisible();
  await cancel.click();
  await expect(sheet).toHaveCount(0);
  await expect(teamJoker(page).getByRole('link', { name: /Escape Room/ })).toBeVisible();

  await choose.click();
  await replace.click();
  await expect(page.getByText("This challenge is now your team's joker.")).toBeVisible();
  await expect(sheet).toHaveCount(0);
  await expect(teamJoker(page).getByText('Archery Tag')).toBeVisible();
  await expect(teamJoker(page).getByText('Your joker')).toBeVisible();
  await saveScreenshot(page, testInfo, 'joker-replaced');
});

test('a refused joker choice shows the server’s message in a closable toast', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'player', DEMO_EVENTS.upcoming);
  await haveJoker(page, 'Escape Room');
  await openChallenge(page, 'Raft Building');

  await page.route('**/api/battle', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 403, json: { message: 'jokerLocked' } })
      : route.fallback(),
  );
  const replace = page.getByRole('dialog').getByRole('button', { name: 'Replace joker' });
  await page.getByRole('button', { name: 'Choose as joker' }).click();
  await replace.click();
  const refused = page.getByRole('alert').getByText(/Your team's joker can no longer be changed/);
  await expect(refused).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The toast rises above the bottom navigation and leaves the back link and title in view.
  const toast = (await refused.boundingBox())!;
  for (const above of [
    page.getByRole('link', { name: 'Back' }),
    page.getByRole('heading', { name: 'Raft Building', level: 1 }),
  ]) {
    const box = (await above.boundingBox())!;
    expect(toast.y).toBeGreaterThanOrEqual(box.y + box.height);
  }
  const nav = (await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox())!;
  expect(toast.y + toast.height).toBeLessThanOrEqual(nav.y);
  await saveScreenshot(page, testInfo, 'joker-refused');
  await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
  await expect(refused).toHaveCount(0);

  await page.unroute('**/api/battle');
  await page.route('**/api/battle', (route) =>
    route.request().method() === 'PUT' ? route.abort('failed') : route.fallback(),
  );
  await page.getByRole('button', { name: 'Choose as joker' }).click();
  await replace.click();
  await expect(page.getByRole('alert').getByText('Network response was not ok')).toBeVisible();
});

test('in Arabic the sheet asking to replace the joker reads right to left', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await signInAs(page, 'player', DEMO_EVENTS.upcoming);
  const ar = await commonTexts(page, 'ar');
  await haveJoker(page, 'Escape Room');
  await page.goto('/battles');
  await page.getByRole('link', { name: /Tug of War/ }).click();

  await page.getByRole('button', { name: ar.chooseAsJoker }).click();
  const sheet = page.getByRole('dialog', { name: ar.replaceJokerTitle });
  await expect(sheet).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(sheet).toContainText('Escape Room');
  await expect(sheet).toContainText('Tug of War');
  await saveScreenshot(page, testInfo, 'joker-replace-sheet-ar');
  await sheet.getByRole('button', { name: ar.cancel }).click();
  await expect(sheet).toHaveCount(0);
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
