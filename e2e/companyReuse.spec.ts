/**
 * One company, many events, at 390×844: a company took part in an earlier event (made through
 * the console's API); in a new event the organizer types its name, and the add form offers the
 * existing company with its logo, contact person and past events. Choosing it adds that same
 * company to the event, contact person kept, and the toast says so (nobody is told they were
 * "added"). In Arabic the organizer submits the whole form instead: the server refuses the
 * second company and the form offers the existing one, which joins from there.
 */
import type { Page } from '@playwright/test';
import { consoleSend, createConsoleEvent } from './consoleSetup';
import { saveScreenshot } from './screenshot';
import { test, expect } from './test';

const RUN = Date.now().toString(36).slice(-4).toUpperCase();

/** A new event of the signed-in organizer on the e2e clock's day, chosen at once. */
async function newChosenEvent(page: Page, name: string): Promise<number> {
  const { photo_url: picture } = await consoleSend(page, 'GET', '/api/event');
  const event = await consoleSend(page, 'POST', '/api/organizer/events', {
    name,
    date: '2026-11-23T08:00:00.000Z',
    end_date: '2026-11-23T20:00:00.000Z',
    closing_date: '2026-11-22T20:00:00.000Z',
    cheers_start_time: null,
    cheers_end_time: null,
    image_link: picture,
    location_name: 'Harbour basin',
    location_embed: null,
    short_desc: null,
    long_desc: null,
    event_type: 'Event',
    max_players: 6,
    max_challenge_others: 3,
    amount_of_challenges: 4,
  });
  await consoleSend(page, 'POST', '/api/event-select', { event_id: event.id });
  return event.id as number;
}

test('an organizer adds a returning company to a new event from the picker', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const company = `Nordlicht Energy ${RUN}`;
  const past = `Autumn Regatta ${RUN}`;
  await createConsoleEvent(
    page,
    past,
    { name: company, first: 'Mia', last: 'Berg', email: `mia-${RUN}@e2e.test`.toLowerCase() },
    [`Nordlicht Sparks ${RUN}`],
  );
  await newChosenEvent(page, `Winter Relay ${RUN}`);

  await page.goto('/organizer/companies');
  await expect(page.getByText('No companies take part yet.')).toBeVisible();
  // Typed in another case, as people do.
  await page.getByLabel('Company name').fill(`nordlicht energy ${RUN.toLowerCase()}`);
  const picker = page.getByRole('region', { name: 'Companies that already exist' });
  const option = picker.getByRole('listitem').filter({ hasText: company });
  await expect(option).toBeVisible();
  await expect(option.getByText('Contact: Mia Berg')).toBeVisible();
  await expect(option.getByText(`Took part in: ${past}`)).toBeVisible();
  await saveScreenshot(page, testInfo, 'company-reuse-picker');

  const add = option.getByRole('button', { name: 'Add to this event' });
  await expect(add).toHaveAccessibleDescription(company);
  await add.click();
  await expect(
    page.getByText(`${company} now takes part in this event. Mia Berg stays its contact person.`),
  ).toBeVisible();
  // The form starts again; the list holds the same company with its contact person.
  await expect(page.getByLabel('Company name')).toHaveValue('');
  const row = page.getByRole('listitem').filter({ hasText: company });
  await expect(row.getByText('Mia Berg')).toBeVisible();
  await expect(row.getByText('Teams: 0')).toBeVisible();
  const listed = await consoleSend(page, 'GET', '/api/organizer/companies');
  const found = await consoleSend(
    page,
    'GET',
    `/api/organizer/companies/search?q=${encodeURIComponent(company)}`,
  );
  expect(listed.companies.map((one: { id: number }) => one.id)).toEqual([found.companies[0].id]);
  await saveScreenshot(page, testInfo, 'company-reuse-added');
});

test.describe('in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  });

  test('submitting a returning company offers it, and it joins from the offer', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const company = `Solveig Wind ${RUN}`;
    await createConsoleEvent(
      page,
      `Spring Cup ${RUN}`,
      { name: company, first: 'Lina', last: 'Haddad', email: `lina-${RUN}@e2e.test`.toLowerCase() },
      [],
    );
    await newChosenEvent(page, `Night Run ${RUN}`);
    const ar = (await (await page.request.get('/locales/ar/organizer.json')).json()) as Record<
      string,
      string
    >;

    await page.goto('/organizer/companies');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel(ar.companyName).fill(`  ${company.toUpperCase()} `);
    await page.getByLabel(ar.contactFirstName).fill('Lina');
    await page.getByLabel(ar.contactLastName).fill('Haddad');
    await page.getByLabel(ar.contactEmail).fill(`lina-${RUN}@e2e.test`.toLowerCase());
    await page.getByRole('button', { name: ar.addCompany }).click();

    // Refused as a second company, with the offer of the first.
    await expect(page.getByText(ar.companyExists)).toBeVisible();
    const offer = page.getByRole('region', {
      name: ar.existingCompanyOffer.replace('{{name}}', company),
    });
    await expect(offer).toBeVisible();
    await expect(
      offer.getByText(ar.existingCompanyContact.replace('{{name}}', 'Lina Haddad')),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, testInfo, 'company-reuse-offer-ar');

    await offer.getByRole('button', { name: ar.addExistingCompany }).click();
    await expect(
      page.getByText(
        ar.companyReusedKept.replace('{{name}}', company).replace('{{contact}}', 'Lina Haddad'),
      ),
    ).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: company })).toBeVisible();
  });
});
