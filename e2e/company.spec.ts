/**
 * The company screens as the demo contact person (Katrin Hoffmann, Nordlicht Energy) uses them:
 * /company with its counts, teams and video; /edit-company (a refused video link, then a save,
 * and the logo replaced, deleted after a confirmation and put back); /manage-employees (create
 * an employee, who is mailed a set-password link, promote, demote, remove after a confirmation;
 * the contact person has no such actions); and both screens in Arabic, right to left. The
 * company keeps its name and logo, so the specs after this one see the demo as seeded.
 * Screenshots go to test-results/screenshots/.
 */
import type { Page } from '@playwright/test';
import { commonTexts } from './locales';
import { mailedLink } from './outbox';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';
import { test, expect } from './test';

/** The video frame's provider as it answers when it can be reached (the test machine has no internet). */
async function videoProviderReachable(page: Page): Promise<void> {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Video</title><body style="margin:0;background:#111"></body></html>',
    }),
  );
}

/** From /home, the contact person's company card opens /company. */
async function openOwnCompany(page: Page, cardLabel: RegExp, companyName: string) {
  await page.getByRole('link', { name: cardLabel }).click();
  await expect(page).toHaveURL(/\/company$/);
  await expect(page.getByRole('heading', { name: companyName, level: 1 })).toBeVisible();
}

const employeeRow = (page: Page, name: string) => page.getByRole('article', { name });

test('the contact person sees the company page with counts, teams, video and the manage entries', async ({
  page,
}, testInfo) => {
  await videoProviderReachable(page);
  await signInAs(page, 'contactPerson', DEMO_EVENTS.live);
  await openOwnCompany(page, /^Your company/, 'Nordlicht Energy');

  const stats = page.getByRole('definition');
  await expect(stats).toHaveCount(3);
  await expect(page.getByRole('link', { name: /nordlicht-energy\.example/ })).toHaveAttribute(
    'href',
    'https://nordlicht-energy.example',
  );
  await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
  await expect(page.getByTitle('Video of Nordlicht Energy')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  );
  const teams = page.getByRole('region', { name: /^Teams/ });
  await expect(teams.getByRole('link').first()).toBeVisible();
  // Each team names its event and year.
  await expect(teams.getByRole('link').first()).toContainText(/(Lisbon|Rotterdam).*, 20\d\d/);
  const manage = page.getByRole('navigation', { name: 'Manage the company' });
  await expect(manage.getByRole('link', { name: 'Edit company' })).toBeVisible();
  await expect(manage.getByRole('link', { name: 'Manage employees' })).toBeVisible();
  await expect(manage.getByRole('link', { name: 'Readiness' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'company-contact');

  await teams.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/team$/);
  expect(await page.evaluate(() => sessionStorage.getItem('otherTeamId'))).toMatch(/^\d+$/);
});

test('a supporter sees another company without the manage entries', async ({ page }, testInfo) => {
  await videoProviderReachable(page);
  await signInAs(page, 'supporter', DEMO_EVENTS.live);
  await page.goto('/companies');
  await page.getByRole('link', { name: /Sakura Logistics/ }).click();
  await expect(page.getByRole('heading', { name: 'Sakura Logistics', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit company' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Manage employees' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'company-supporter');
});

test('the contact person edits the company: a refused video link, a save, and the logo', async ({
  page,
}, testInfo) => {
  await videoProviderReachable(page);
  await signInAs(page, 'contactPerson', DEMO_EVENTS.live);
  await openOwnCompany(page, /^Your company/, 'Nordlicht Energy');
  await page.getByRole('link', { name: 'Edit company' }).click();
  await expect(page).toHaveURL(/\/edit-company$/);
  await expect(page.getByLabel('Company name')).toHaveValue('Nordlicht Energy');

  // A link that is not a YouTube video is refused on its field.
  const video = page.getByLabel('Video link');
  await video.fill('https://vimeo.com/76979871');
  await page.getByRole('button', { name: 'Save company' }).click();
  await expect(page.getByText('Enter a link to a YouTube video.')).toBeVisible();
  await expect(video).toHaveAttribute('aria-invalid', 'true');
  await saveScreenshot(page, testInfo, 'company-edit-invalid');

  await video.fill('youtu.be/aqz-KE-bpKQ');
  await page.getByLabel('Website').fill('nordlicht-energy.example/teams');
  const bio = page.getByLabel('About the company');
  await bio.fill('Wind and solar parks on the North Sea coast. We race every summer.');
  await page.getByRole('button', { name: 'Save company' }).click();
  await expect(page).toHaveURL(/\/company$/);
  await expect(page.getByText('The company has been saved.')).toBeVisible();
  await expect(page.getByText('We race every summer.', { exact: false })).toBeVisible();
  await expect(
    page.getByRole('link', { name: /nordlicht-energy\.example\/teams/ }),
  ).toHaveAttribute('href', 'https://nordlicht-energy.example/teams');

  // The logo: replaced by a new picture, deleted after a confirmation, and put back.
  const logo = page.getByRole('img', { name: 'Logo of Nordlicht Energy' });
  const seeded = await logo.getAttribute('src');
  const picture = await (await page.request.get(seeded!)).body();
  await page.getByRole('link', { name: 'Edit company' }).click();
  await page.getByLabel('Change logo').setInputFiles({
    name: 'logo.webp',
    mimeType: 'image/webp',
    buffer: picture,
  });
  await expect(page.getByText('The logo has been saved.')).toBeVisible();
  const editorLogo = page.getByRole('img', { name: 'Logo of Nordlicht Energy' });
  await expect(editorLogo).toHaveAttribute('src', /^\/uploads\/companies\/[0-9a-f]{32}\.webp$/);
  await saveScreenshot(page, testInfo, 'company-edit');

  await page.getByRole('button', { name: 'Delete logo' }).click();
  const sheet = page.getByRole('dialog', { name: 'Delete the logo?' });
  await expect(sheet.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await saveScreenshot(page, testInfo, 'company-delete-logo');
  await sheet.getByRole('button', { name: 'Delete logo' }).click();
  await expect(page.getByText('The logo has been deleted.')).toBeVisible();
  await expect(editorLogo).toHaveAttribute('src', '/fallback/company.svg');

  await page.getByLabel('Upload logo').setInputFiles({
    name: 'logo.webp',
    mimeType: 'image/webp',
    buffer: picture,
  });
  await expect(page.getByLabel('Change logo')).toBeAttached();
  await expect(editorLogo).toHaveAttribute('src', /^\/uploads\/companies\//);
});

test('the contact person creates an employee, who is mailed a link, then promotes, demotes and removes them', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'contactPerson', DEMO_EVENTS.live);
  await openOwnCompany(page, /^Your company/, 'Nordlicht Energy');
  await page.getByRole('link', { name: 'Manage employees' }).click();
  await expect(page).toHaveURL(/\/manage-employees$/);
  await expect(page.getByRole('heading', { name: /Manage employees/, level: 1 })).toBeVisible();

  // The contact person leads the admins and cannot be demoted or removed; nor can Katrin
  // change her own place.
  const katrin = employeeRow(page, 'Katrin Hoffmann');
  await expect(katrin.getByText('Contact person')).toBeVisible();
  await expect(katrin.getByRole('button')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'employees');

  const email = `noor.haddad.${Date.now()}@nordlicht.test`;
  await page.getByRole('button', { name: 'Create employee' }).click();
  const form = page.getByRole('form', { name: 'Create employee' });
  await form.getByLabel('First name').fill('Noor');
  await form.getByLabel('Last name').fill('Haddad');
  await form.getByLabel('E-mail').fill('noor@');
  await form.getByRole('button', { name: 'Create and invite' }).click();
  await expect(form.getByText('Enter a valid e-mail address.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'employees-create');
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Create and invite' }).click();
  await expect(page.getByText('Noor Haddad was added to the company.')).toBeVisible();

  const noor = employeeRow(page, 'Noor Haddad');
  await expect(noor.getByText('Invitation pending')).toBeVisible();
  await expect(noor.getByText('Employee', { exact: true })).toBeVisible();
  // The invitation leads to the set-password screen with its token.
  const link = await mailedLink(email, '/reset-password');
  expect(link.searchParams.get('reset_token')).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // Search finds her by e-mail.
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('noor.haddad');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear search' }).click();

  await noor.getByRole('button', { name: 'Make admin' }).click();
  await expect(page.getByText('Noor Haddad is now an admin.')).toBeVisible();
  const admins = page.getByRole('region', { name: /^Admins/ });
  await expect(admins.getByRole('article', { name: 'Noor Haddad' })).toBeVisible();
  await expect(noor.getByText('Admin', { exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, 'employees-promoted');

  await noor.getByRole('button', { name: 'Remove admin rights' }).click();
  await expect(page.getByText('Noor Haddad is no longer an admin.')).toBeVisible();
  const employees = page.getByRole('region', { name: /^Employees/ });
  await expect(employees.getByRole('article', { name: 'Noor Haddad' })).toBeVisible();

  await noor.getByRole('button', { name: 'Remove', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Remove Noor Haddad?' });
  await expect(sheet).toContainText('Noor Haddad leaves Nordlicht Energy');
  await saveScreenshot(page, testInfo, 'employees-remove');
  await sheet.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Noor Haddad was removed from the company.')).toBeVisible();
  await expect(noor).toHaveCount(0);
});

test('in Arabic the company page and the employees read right to left', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await videoProviderReachable(page);
  const ar = await commonTexts(page, 'ar');
  await signInAs(page, 'contactPerson', DEMO_EVENTS.live);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openOwnCompany(page, new RegExp(`^${ar.yourCompany}`), 'Nordlicht Energy');
  await expect(page.getByText(ar.companyStatPlayers, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: ar.editCompany })).toBeVisible();
  await saveScreenshot(page, testInfo, 'company-ar');

  await page.getByRole('link', { name: ar.manageEmployees }).click();
  await expect(page.getByRole('heading', { name: ar.employeesAdmins })).toBeVisible();
  await expect(employeeRow(page, 'Katrin Hoffmann').getByText(ar.roleContactPerson)).toBeVisible();
  await saveScreenshot(page, testInfo, 'employees-ar');
});
