/**
 * The people around a team: /players and /add-players as the demo contact person (Katrin
 * Hoffmann, Nordlicht Energy) manages Northern Lights in the upcoming event (create an employee,
 * add her, which fills the team and leads back to /players, make her captain, give the
 * captaincy back, remove her after a confirmation; then she leaves the company again, so the
 * specs after this one see the demo as seeded); a plain player's /players and /add-players (no
 * menu for the others, a Leave team that asks first, names without e-mail addresses), in English
 * and Arabic; /readiness with its percents and bars; /cheers
 * of a team; /rivals of the player's own team (challenged count out of the maximum,
 * challengers, the find-a-team button); /rivals and /players in Arabic. Screenshots go to
 * test-results/screenshots/.
 */
import type { Page } from '@playwright/test';
import { commonTexts } from './locales';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';
import { test, expect } from './test';

const personRow = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** From /readiness, the contact person opens one of her teams: /team with its otherTeamId. */
async function openTeamFromReadiness(page: Page, teamName: string) {
  await page.goto('/readiness');
  await page.getByRole('link', { name: new RegExp(`^${teamName}`) }).click();
  await expect(page).toHaveURL(/\/team$/);
}

test('/readiness shows each of the contact person’s teams with its percent and a bar', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'contactPerson', DEMO_EVENTS.upcoming);
  await page.goto('/readiness');
  await expect(page.getByRole('heading', { name: /^Readiness/, level: 1 })).toBeVisible();

  const bars = page.getByRole('progressbar');
  await expect(bars.first()).toBeVisible();
  // Nordlicht Energy enters two teams in the upcoming event.
  await expect(bars).toHaveCount(2);
  for (const team of ['Northern Lights', 'Aurora Sprinters']) {
    const bar = page.getByRole('progressbar', { name: `Readiness of ${team}` });
    const now = Number(await bar.getAttribute('aria-valuenow'));
    expect(now).toBeGreaterThanOrEqual(0);
    expect(now).toBeLessThanOrEqual(100);
    const card = page.getByRole('link', { name: new RegExp(`^${team}`) });
    await expect(card).toContainText(`${now}% ready`);
  }
  await saveScreenshot(page, testInfo, 'readiness');

  await page.getByRole('link', { name: /^Aurora Sprinters/ }).click();
  await expect(page).toHaveURL(/\/team$/);
  expect(await page.evaluate(() => sessionStorage.getItem('otherTeamId'))).toMatch(/^\d+$/);
});

test('the contact person creates an employee, adds her to a team, makes her captain and removes her', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'contactPerson', DEMO_EVENTS.upcoming);
  await openTeamFromReadiness(page, 'Northern Lights');
  await page.goto('/players');

  await expect(page.getByRole('heading', { name: 'Players 4 of 5', level: 1 })).toBeVisible();
  await expect(page.getByText('Northern Lights', { exact: true })).toBeVisible();
  const list = page.getByRole('list', { name: 'Players' });
  await expect(list.getByRole('article')).toHaveCount(4);
  // One captain, marked with a crown and the word.
  const captainRow = list.getByRole('article').filter({ hasText: 'Captain' });
  await expect(captainRow).toHaveCount(1);
  const captain = (await captainRow.getAttribute('aria-label'))!;
  await expect(page.getByRole('button', { name: 'Invite players' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'players');

  // The menu of a player: make captain only for one who is not captain yet.
  await page.getByRole('button', { name: `Actions for ${captain}` }).click();
  const captainMenu = page.getByRole('dialog', { name: captain });
  await expect(captainMenu.getByRole('button', { name: 'Remove from team' })).toBeVisible();
  await expect(captainMenu.getByRole('button', { name: 'Make captain' })).toHaveCount(0);
  await captainMenu.getByRole('button', { name: 'Cancel' }).click();
  await expect(captainMenu).toHaveCount(0);

  await page.getByRole('link', { name: 'Add players' }).click();
  await expect(page).toHaveURL(/\/add-players$/);
  await expect(page.getByRole('heading', { name: 'Add players 4 of 5', level: 1 })).toBeVisible();
  const available = page.getByRole('region', { name: /^Available employees/ });
  await expect(available.getByRole('article').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Team', exact: true }).getByRole('article'),
  ).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Share invite link' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'add-players');

  // A new employee, created here for the team's company.
  const stamp = Date.now();
  const email = `lina.berg.${stamp}@nordlicht.test`;
  await available.getByRole('button', { name: 'Create employee' }).click();
  const form = page.getByRole('form', { name: 'Create employee' });
  await form.getByLabel('First name').fill('Lina');
  await form.getByLabel('Last name').fill('Berg');
  await form.getByLabel('E-mail').fill(email);
  await saveScreenshot(page, testInfo, 'add-players-create');
  await form.getByRole('button', { name: 'Create and invite' }).click();
  await expect(page.getByText('Lina Berg was added to the company.')).toBeVisible();
  await expect(form).toHaveCount(0);

  // The search finds her by e-mail; adding her fills the team, so the screen goes to /players.
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(`berg.${stamp}`);
  await expect(available.getByRole('article')).toHaveCount(1);
  await personRow(page, 'Lina Berg').getByRole('button', { name: 'Add Lina Berg' }).click();
  await expect(page.getByText('The player has been added to the team.')).toBeVisible();
  await expect(page).toHaveURL(/\/players$/);
  await expect(page.getByRole('heading', { name: 'Players 5 of 5', level: 1 })).toBeVisible();
  // A full team has no add-players button, and says why.
  await expect(page.getByRole('link', { name: 'Add players' })).toHaveCount(0);
  await expect(page.getByText('The team is full.')).toBeVisible();

  // Lina becomes captain; the crown moves to her.
  await page.getByRole('button', { name: 'Actions for Lina Berg' }).click();
  const menu = page.getByRole('dialog', { name: 'Lina Berg' });
  await saveScreenshot(page, testInfo, 'players-menu');
  await menu.getByRole('button', { name: 'Make captain' }).click();
  await expect(page.getByText('The captain has been changed.')).toBeVisible();
  await expect(personRow(page, 'Lina Berg').getByText('Captain')).toBeVisible();
  await expect(personRow(page, captain).getByText('Captain')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'players-full');

  // The captaincy goes back, and Lina is removed after a confirmation.
  await page.getByRole('button', { name: `Actions for ${captain}` }).click();
  await page
    .getByRole('dialog', { name: captain })
    .getByRole('button', { name: 'Make captain' })
    .click();
  await expect(personRow(page, captain).getByText('Captain')).toBeVisible();

  await page.getByRole('button', { name: 'Actions for Lina Berg' }).click();
  await page
    .getByRole('dialog', { name: 'Lina Berg' })
    .getByRole('button', { name: 'Remove from team' })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Remove Lina Berg?' });
  await expect(sheet).toContainText('Lina Berg leaves Northern Lights');
  await expect(sheet.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await saveScreenshot(page, testInfo, 'players-remove');
  await sheet.getByRole('button', { name: 'Remove from team' }).click();
  await expect(page.getByText('The player has been removed from the team.')).toBeVisible();
  await expect(personRow(page, 'Lina Berg')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Players 4 of 5', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add players' })).toBeVisible();

  // Lina leaves the company again, as /manage-employees would do it.
  const teamId = await page.evaluate(() => sessionStorage.getItem('otherTeamId'));
  const answer = await page.request.get('/api/add-players', { headers: { otherteamid: teamId! } });
  const roster = (await answer.json()) as {
    company_id: number;
    employees: { id: number; email: string }[];
  };
  const lina = roster.employees.find((e) => e.email === email)!;
  const removed = await page.request.post('/api/delete-employee', {
    headers: { othercompanyid: String(roster.company_id) },
    data: { user_id: lina.id },
  });
  expect(removed.ok()).toBe(true);
});

test('/add-players of a full team leads to /players, where an invite link is copied or shared', async ({
  page,
}) => {
  await signInAs(page, 'contactPerson', DEMO_EVENTS.upcoming);
  await openTeamFromReadiness(page, 'Aurora Sprinters');
  await page.goto('/add-players');
  await expect(page).toHaveURL(/\/players$/);
  await expect(page.getByRole('heading', { name: 'Players 5 of 5', level: 1 })).toBeVisible();

  // Without the device's share sheet the new link shows with Copy, so a laptop can invite too.
  await page.evaluate(() =>
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
  );
  await page.getByRole('button', { name: 'Invite players' }).click();
  let sheet = page.getByRole('dialog', { name: 'Invite players' });
  await expect(sheet.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Share link' })).toHaveCount(0);
  const copied = new URL(await sheet.getByLabel('Invite link').inputValue());
  await sheet.getByRole('button', { name: 'Close' }).click();

  // With one, Share hands the device the same kind of link: ids and a secret of its own.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await page.getByRole('button', { name: 'Invite players' }).click();
  sheet = page.getByRole('dialog', { name: 'Invite players' });
  await sheet.getByRole('button', { name: 'Share link' }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData }).shared);
  const url = new URL(shared.url!);
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('assignedTeamId')).toMatch(/^\d+$/);
  expect(url.searchParams.get('assignedCompanyId')).toMatch(/^\d+$/);
  expect(url.searchParams.get('invite')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(url.searchParams.get('invite')).not.toBe(copied.searchParams.get('invite'));
  await sheet.getByRole('button', { name: 'Close' }).click();

  // Both links are listed as open; revoking them leaves none.
  await expect(page.getByRole('heading', { name: 'Your open invite links (2)' })).toBeVisible();
  for (const left of [1, 0]) {
    await page.getByRole('button', { name: 'Revoke', exact: true }).first().click();
    await page
      .getByRole('dialog', { name: 'Revoke this invite link?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(page.getByRole('heading', { name: /^Your open invite links/ })).toHaveCount(
      left === 0 ? 0 : 1,
    );
  }
});

test('a player past the closing date sees the players without changes', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'player', DEMO_EVENTS.live);
  await page.goto('/players');
  await expect(page.getByRole('heading', { name: /^Players \d of 5$/, level: 1 })).toBeVisible();
  await expect(page.getByText('The closing date has passed', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add players' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Leave team' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'players-closed');
});

test('a plain player may leave the team but not remove anyone, and sees no e-mail addresses', async ({
  page,
}, testInfo) => {
  // In the upcoming event the demo player plays in Northern Lights, not as its captain.
  await signInAs(page, 'player', DEMO_EVENTS.upcoming);
  await page.goto('/players');
  await expect(page.getByRole('heading', { name: 'Players 4 of 5', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Players' });
  await expect(list.getByRole('article')).toHaveCount(4);
  await expect(list.getByRole('article').filter({ hasText: 'Captain' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove from team' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Make captain' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add players' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'players-plain');

  // Leaving asks first; cancelled here, so the demo stays as seeded.
  await page.getByRole('button', { name: 'Leave team' }).click();
  const sheet = page.getByRole('dialog', { name: 'Leave Northern Lights?' });
  await expect(sheet).toContainText('You will no longer play in Northern Lights.');
  await expect(sheet.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await saveScreenshot(page, testInfo, 'players-leave');
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Players 4 of 5', level: 1 })).toBeVisible();

  // The company's employees who could join: names and pictures, no e-mail addresses.
  await page.getByRole('link', { name: 'Add players' }).click();
  await expect(page).toHaveURL(/\/add-players$/);
  const available = page.getByRole('region', { name: /^Available employees/ });
  await expect(available.getByRole('article').first()).toBeVisible();
  await expect(available).not.toContainText('@');
  await expect(page.getByRole('searchbox', { name: 'Search by name', exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, 'add-players-plain');
});

test('in Arabic a plain player’s /players offers leaving the team, right to left', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  const ar = await commonTexts(page, 'ar');
  await signInAs(page, 'player', DEMO_EVENTS.upcoming);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/players');
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${ar.players}`), level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: ar.leaveTeam }).click();
  const sheet = page.getByRole('dialog', {
    name: ar.leaveTeamTitle.replace('{{team}}', 'Northern Lights'),
  });
  await expect(sheet).toBeVisible();
  await saveScreenshot(page, testInfo, 'players-leave-ar');
  await sheet.getByRole('button', { name: ar.cancel }).click();

  await page.goto('/add-players');
  await expect(page.getByRole('searchbox', { name: ar.searchByName, exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, 'add-players-plain-ar');
});

test('/cheers shows who cheered a team, newest first, with the count', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'supporter', DEMO_EVENTS.live);
  await page.goto('/teams');
  await page.getByRole('link', { name: /Voltage Vikings/ }).click();
  await expect(page).toHaveURL(/\/team$/);
  await page.goto('/cheers');

  const heading = page.getByRole('heading', { name: /^Cheers \d+$/, level: 1 });
  await expect(heading).toBeVisible();
  const count = Number((await heading.textContent())!.replace(/\D/g, ''));
  const cheers = page.getByRole('list', { name: 'Cheers for Voltage Vikings' });
  await expect(cheers.getByRole('article')).toHaveCount(count);
  await saveScreenshot(page, testInfo, 'cheers');
});

test('/rivals shows the teams a player’s own team challenged, out of the maximum, and its challengers', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'player', DEMO_EVENTS.live);
  await page.goto('/rivals');
  await expect(page.getByRole('heading', { name: 'Rivals', level: 1 })).toBeVisible();
  await expect(page.getByText('Voltage Vikings', { exact: true })).toBeVisible();

  const challenged = page.getByRole('region', { name: /^Teams challenged/ });
  await expect(challenged.getByRole('heading')).toHaveText(/Teams challenged\s*1\/3/);
  await expect(challenged.getByRole('link', { name: /Bullet Train/ })).toBeVisible();
  const challengers = page.getByRole('region', { name: /^Challenged by/ });
  await expect(challengers.getByRole('link', { name: /Golden Lions/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a team to challenge' })).toHaveAttribute(
    'href',
    '/teams',
  );
  await saveScreenshot(page, testInfo, 'rivals');

  await challengers.getByRole('link', { name: /Golden Lions/ }).click();
  await expect(page).toHaveURL(/\/team$/);
  expect(await page.evaluate(() => sessionStorage.getItem('otherTeamId'))).toMatch(/^\d+$/);
});

test('a supporter may not manage a team’s players', async ({ page }) => {
  await signInAs(page, 'supporter', DEMO_EVENTS.live);
  await page.goto('/players');
  await expect(page.getByRole('link', { name: 'Back to the team' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Players/ })).toHaveCount(0);
});

test('in Arabic /rivals and /players read right to left', async ({ page }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  const ar = await commonTexts(page, 'ar');
  await signInAs(page, 'player', DEMO_EVENTS.live);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto('/rivals');
  await expect(page.getByRole('heading', { name: ar.rivals, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${ar.rivalsChallenged}`) }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: ar.findTeamToChallenge })).toBeVisible();
  await saveScreenshot(page, testInfo, 'rivals-ar');

  await page.goto('/players');
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${ar.players}`), level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(ar.playersCaptain, { exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, 'players-ar');
});
