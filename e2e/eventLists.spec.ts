/**
 * The event lists as a visitor of the live demo event uses them: searching teams and
 * companies, awards leading to their winners, a challenge's four ratings, houses and
 * participants; and the same screens in Arabic, right to left. Every screen visited is saved
 * under test-results/screenshots/.
 */
import { test, expect } from './test';
import type { Page } from '@playwright/test';
import { commonTexts } from './locales';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';

const selection = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

/** Holds back the answers of an API path until release() is called, to see the loading screen. */
async function holdAnswers(page: Page, path: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Width and height of each placeholder card of the list's loading status, once the screen is
 * there (its heading shows before its list; the screen's own chunk has a loading status too).
 */
async function placeholderSizes(page: Page, loadingText: string): Promise<number[][]> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let sizes: number[][] = [];
  await expect
    .poll(async () => {
      const statuses = await page.getByRole('status').filter({ hasText: loadingText }).all();
      sizes = [];
      for (const status of statuses) {
        const cards = await status.evaluate((element) =>
          Array.from(element.children)
            .map((cell) => cell.getBoundingClientRect())
            .filter((box) => box.height > 1)
            .map((box) => [Math.round(box.width), Math.round(box.height)]),
        );
        if (cards.length > 1) sizes = cards;
      }
      return sizes.length;
    })
    .toBeGreaterThan(1);
  return sizes;
}

/**
 * Opens `screen` with its list held back, measures the placeholder cards, lets the list come and
 * expects every card on the first screen to be exactly as wide and tall as a placeholder.
 */
async function expectSkeletonLikeCards(
  page: Page,
  {
    screen,
    api,
    list,
    loadingText,
  }: { screen: string; api: string; list: string; loadingText: string },
) {
  const release = await holdAnswers(page, api);
  await page.goto(screen);
  const placeholders = await placeholderSizes(page, loadingText);
  release();

  const cards = page.getByRole('list', { name: list }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const [width, height] = placeholders[0];
  const inView = Math.min(placeholders.length, await cards.count());
  for (let i = 0; i < inView; i += 1) {
    const box = (await cards.nth(i).boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)], `${screen} card ${i}`).toEqual([
      width,
      height,
    ]);
  }
  await page.unroute(`**${api}`);
}

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
  // The heading counts the results, not the whole list.
  await expect(page.getByRole('heading', { level: 1, name: 'Teams 2' })).toBeVisible();
  await expect(teams.getByRole('link', { name: /Voltage Vikings/ })).toBeVisible();
  await expect(teams.getByRole('link', { name: /Wind Turbines/ })).toBeVisible();
  await expect(teams.getByText('Golden Lions')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'teams-search');

  await search.fill('no team is called this');
  await expect(page.getByText('No teams found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Teams 0' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'teams-none-found');

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(teams.getByRole('listitem')).toHaveCount(7);
  await expect(page.getByRole('heading', { level: 1, name: 'Teams 7' })).toBeVisible();

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
  await expect(page.getByRole('heading', { level: 1, name: 'Companies 1' })).toBeVisible();
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

test('every loading card is exactly as big as the card it stands for, so nothing jumps', async ({
  page,
}, testInfo) => {
  for (const [screen, api, list] of [
    ['/teams', '/api/teams', 'Teams'],
    ['/companies', '/api/companies', 'Companies'],
    ['/participants', '/api/participants', 'Participants'],
    ['/battles', '/api/battles', 'Challenges'],
    ['/houses', '/api/houses', 'Houses'],
    ['/awards', '/api/awards', 'Awards'],
  ]) {
    await expectSkeletonLikeCards(page, { screen, api, list, loadingText: 'Loading…' });
  }
  const release = await holdAnswers(page, '/api/teams');
  await page.goto('/teams');
  await placeholderSizes(page, 'Loading…');
  await saveScreenshot(page, testInfo, 'teams-loading');
  release();
});

test('a challenge not played yet counts the teams that play it', async ({ page }) => {
  await page.goto('/battles');
  const battles = page.getByRole('list', { name: 'Challenges' });
  // Half of the live event's challenges are still to come; every one is played by all 7 teams.
  await expect(battles.getByText('Teams: 7')).toHaveCount(8);
  await expect(battles.getByText('Teams: 0')).toHaveCount(0);
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
  const found = await people.getByRole('listitem').count();
  await expect(page.getByRole('heading', { name: `Participants ${found}` })).toBeVisible();
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
  const ar = await commonTexts(page, 'ar');
  const html = page.locator('html');

  await page.goto('/teams');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: /الفرق/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'الفرق' }).getByRole('listitem')).toHaveCount(7);
  await saveScreenshot(page, testInfo, 'teams-ar');
  await page.getByRole('searchbox').fill('NORDL');
  await expect(page.getByRole('heading', { level: 1, name: 'الفرق 2' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'teams-search-ar');
  await expectSkeletonLikeCards(page, {
    screen: '/teams',
    api: '/api/teams',
    list: 'الفرق',
    loadingText: ar.loading,
  });

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
