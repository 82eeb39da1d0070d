/**
 * The event lists as a visitor of the live demo event uses them: searching teams and
 * companies, awards leading to their winners, a challenge's four ratings, houses and
 * participants; and the same screens in Arabic, right to left. Every screen visited is saved
 * under test-results/screenshots/.
 */
import { test, expect } from './test';
import type { Page } from '@playwright/test';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';

const selection = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'supporter', DEMO_EVENTS.live);
});

test('searching teams by part of a company name shows only that company’s teams', async ({
  page,
}, testInfo) => {
  await page.goto('/teams');
  await expect(page.getByRole('heading', { name: /Teams/ })).toBeVisible();
  const teams = page.getByRole('list', { name: 'Teams' });
  await expect(teams.getByRole('listitem')).toHaveCount(7);
  await saveScreenshot(page, testInfo, 'teams');

  const search = page.getByLabel('Search teams or companies');
  await search.fill('NORDL');
  await expect(teams.getByRole('listitem')).toHaveCount(2);
  await expect(teams.getByRole('link', { name: /Voltage Vikings/ })).toBeVisible();
  await expect(teams.getByRole('link', { name: /Wind Turbines/ })).toBeVisible();
  await expect(teams.getByText('Golden Lions')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'teams-search');

  await search.fill('no team is called this');
  await expect(page.getByText('No teams found')).toBeVisible();
  await saveScreenshot(page, testInfo, 'teams-none-found');

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(teams.getByRole('listitem')).toHaveCount(7);

  await teams.getByRole('link', { name: /Golden Lions/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/team');
  expect(await selection(page, 'otherTeamId')).toMatch(/^\d+$/);
});

test('searching companies by name, each with its team count, opening one', async ({
  page,
}, testInfo) => {
  await page.goto('/companies');
  const companies = page.getByRole('list', { name: 'Companies' });
  await expect(companies.getByRole('listitem')).toHaveCount(6);
  await expect(
    companies.getByRole('link', { name: /Nordlicht Energy/ }).getByText('Teams: 2'),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'companies');

  const search = page.getByLabel('Search companies');
  await search.fill('bank');
  await expect(companies.getByRole('listitem')).toHaveCount(1);
  await expect(companies.getByRole('link', { name: /Atlas Bank/ })).toBeVisible();

  await search.fill('xyzzy');
  await expect(page.getByText('No companies found')).toBeVisible();

  await search.fill('atlas');
  await companies.getByRole('link', { name: /Atlas Bank/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/company');
  expect(await selection(page, 'otherCompanyId')).toMatch(/^\d+$/);
});

test('awards show spaced names and lead to the winning team or company', async ({
  page,
}, testInfo) => {
  const { awards } = (await (await page.request.get('/api/awards')).json()) as {
    awards: { name: string; winner_type: string; winner_id: number }[];
  };
  const teamAward = awards.find((a) => a.name === 'BestTeamSpirit')!;
  const companyAward = awards.find((a) => a.name === 'MostSustainableCompany')!;

  await page.goto('/awards');
  await expect(page.getByText('Best Team Spirit')).toBeVisible();
  await expect(page.getByText('Fastest On The Water')).toBeVisible();
  await expect(page.getByText('BestTeamSpirit')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'awards');

  await page.getByRole('link', { name: /Best Team Spirit/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/team');
  expect(await selection(page, 'otherTeamId')).toBe(String(teamAward.winner_id));

  await page.goBack();
  await page.getByRole('link', { name: /Most Sustainable Company/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/company');
  expect(await selection(page, 'otherCompanyId')).toBe(String(companyAward.winner_id));
});

test('a challenge from the grid shows its water indicator and four ratings', async ({
  page,
}, testInfo) => {
  await page.goto('/battles');
  const battles = page.getByRole('list', { name: 'Challenges' });
  await expect(battles.getByRole('listitem')).toHaveCount(8);
  await expect(page.getByText(/Challenges with a star can be chosen as your team/)).toBeVisible();
  await expect(battles.getByRole('link', { name: /Tug of War/ }).getByText('Joker')).toBeVisible();
  await saveScreenshot(page, testInfo, 'battles');

  await battles.getByRole('link', { name: /Kayak Relay/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/battle');
  await expect(page.getByRole('heading', { name: 'Kayak Relay' })).toBeVisible();
  await expect(page.getByText('On the water: you may get wet')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Endurance: 5 of 5' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Teamwork: 4 of 5' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Guts: 2 of 5' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Skill: 3 of 5' })).toBeVisible();
  await expect(page.getByText('Every player paddles one lap')).toBeVisible();
  await saveScreenshot(page, testInfo, 'battle');
});

test('houses list their team count and open a house with its teams', async ({ page }, testInfo) => {
  await page.goto('/houses');
  const houses = page.getByRole('list', { name: 'Houses' });
  await expect(houses.getByRole('listitem')).toHaveCount(4);
  await saveScreenshot(page, testInfo, 'houses');

  const blueHerons = houses.getByRole('link', { name: /Blue Herons/ });
  const teamCount = await blueHerons.getByText(/^Teams: \d+$/).textContent();
  await blueHerons.click();
  await expect(page).toHaveURL((url) => url.pathname === '/house');
  await expect(page.getByRole('heading', { name: 'Blue Herons', level: 1 })).toBeVisible();
  await expect(page.getByText(teamCount!)).toBeVisible();
  const n = Number(teamCount!.replace(/\D/g, ''));
  await expect(page.getByRole('list', { name: 'Teams' }).getByRole('listitem')).toHaveCount(n);
  await saveScreenshot(page, testInfo, 'house');
});

test('participants can be searched by name or team and open a public profile', async ({
  page,
}, testInfo) => {
  await page.goto('/participants');
  const people = page.getByRole('list', { name: 'Participants' });
  await expect(people.getByRole('link', { name: /Daan de Jong/ })).toBeVisible();
  const total = await people.getByRole('listitem').count();
  expect(total).toBeGreaterThan(20);
  await expect(page.getByRole('heading', { name: `Participants ${total}` })).toBeVisible();
  await saveScreenshot(page, testInfo, 'participants');

  const search = page.getByLabel('Search by name or team');
  await search.fill('oak squad');
  await expect(people.getByRole('listitem')).not.toHaveCount(total);
  for (const card of await people.getByRole('link').all()) {
    await expect(card).toContainText('Oak Squad');
  }

  await search.fill('daan');
  await expect(people.getByRole('link', { name: /Daan de Jong/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'participants-search');

  await search.fill('qqqqq');
  await expect(page.getByText('No participants found')).toBeVisible();

  await search.fill('daan');
  await people.getByRole('link', { name: /Daan de Jong/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/public-profile');
  expect(await selection(page, 'otherUserId')).toMatch(/^\d+$/);
});

test('in Arabic the event lists read right to left', async ({ page }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  const html = page.locator('html');

  await page.goto('/teams');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: /الفرق/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'الفرق' }).getByRole('listitem')).toHaveCount(7);
  await saveScreenshot(page, testInfo, 'teams-ar');

  const screens: [string, string][] = [
    ['/companies', 'companies-ar'],
    ['/awards', 'awards-ar'],
    ['/battles', 'battles-ar'],
    ['/houses', 'houses-ar'],
    ['/participants', 'participants-ar'],
  ];
  for (const [screen, name] of screens) {
    await page.goto(screen);
    await expect(page.getByRole('list').first()).toBeVisible();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await saveScreenshot(page, testInfo, name);
  }

  await page.goto('/battles');
  await page.getByRole('link', { name: /Raft Building/ }).click();
  await expect(page.getByRole('img', { name: 'العمل الجماعي: 5 من 5' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'battle-ar');

  await page.goto('/houses');
  await page.getByRole('link', { name: /Red Foxes/ }).click();
  await expect(page.getByRole('heading', { name: 'Red Foxes', level: 1 })).toBeVisible();
  await saveScreenshot(page, testInfo, 'house-ar');
});
