/**
 * Setting up an event of a spec's own through the organizer console's API, as an organizer
 * would, so the demo events stay as seeded for the other specs: the event on the e2e clock's day
 * (08:00–20:00 UTC), one company with its teams. Specs add what they need on top (points,
 * battles, sessions, crew) with `consoleSend`.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_EVENTS, signInAs } from './signIn';

/** Calls the API with the page's session; a refusal fails the test with the server's answer. */
export async function consoleSend(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
  headers?: Record<string, string>,
) {
  const answer = await page.request.fetch(path, { method, data, headers });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return answer.json();
}

export interface ConsoleEvent {
  eventId: number;
  /** The teams' ids by name. */
  teamIds: Map<string, number>;
}

/**
 * Signs `page` in as the demo organizer, creates the event named `name` (with the live demo
 * event's picture) and chooses it, then adds the company `company.name` with its contact person
 * and `teams`. The page stays signed in as the organizer of the new event.
 */
export async function createConsoleEvent(
  page: Page,
  name: string,
  company: { name: string; first: string; last: string; email: string },
  teams: readonly string[],
  place = 'Harbour basin',
): Promise<ConsoleEvent> {
  await signInAs(page, 'organizer', DEMO_EVENTS.live);
  const { photo_url: picture } = await consoleSend(page, 'GET', '/api/event');
  const event = await consoleSend(page, 'POST', '/api/organizer/events', {
    name,
    date: '2026-11-23T08:00:00.000Z',
    end_date: '2026-11-23T20:00:00.000Z',
    closing_date: '2026-11-22T20:00:00.000Z',
    cheers_start_time: null,
    cheers_end_time: null,
    image_link: picture,
    location_name: place,
    location_embed: null,
    short_desc: null,
    long_desc: null,
    event_type: 'Event',
    max_players: 6,
    max_challenge_others: 3,
    amount_of_challenges: 4,
  });
  await consoleSend(page, 'POST', '/api/event-select', { event_id: event.id });
  const created = await consoleSend(page, 'POST', '/api/organizer/companies', {
    name: company.name,
    contact_first_name: company.first,
    contact_last_name: company.last,
    contact_email: company.email.toLowerCase(),
  });
  const teamIds = new Map<string, number>();
  for (const team of teams) {
    const added = await consoleSend(page, 'POST', '/api/organizer/teams', {
      name: team,
      company_id: created.id,
      house_id: null,
    });
    teamIds.set(team, added.id);
  }
  return { eventId: event.id, teamIds };
}

/** The quarter screen's words `publishQuarter` acts on, by their keys in the organizer namespace. */
type QuarterKey =
  | 'quarterLabel'
  | 'quarterAsOfNow'
  | 'quarterAsOfEarlier'
  | 'quarterAsOfMoment'
  | 'quarterPreview'
  | 'quarterPreviewTitle'
  | 'quarterPublish'
  | 'quarterPublished';

/** Those words in English, as the English specs write what a user reads. */
export const QUARTER_TEXTS_EN: Readonly<Record<QuarterKey, string>> = {
  quarterLabel: 'Label',
  quarterAsOfNow: 'Now',
  quarterAsOfEarlier: 'A moment earlier',
  quarterAsOfMoment: 'Date and time',
  quarterPreview: 'Preview',
  quarterPreviewTitle: 'What players would see',
  quarterPublish: 'Publish quarter',
  quarterPublished: 'Quarter published',
};

/**
 * Publishes a leaderboard quarter on the open /organizer/quarter screen as an organizer does:
 * types the label, chooses "Now" or, with `asOf` (the field's value, on the event's clock), a
 * moment earlier, previews, lets the spec look at the preview (`atPreview`), publishes and waits
 * for the confirmation. `texts` are the screen's words in the page's language (QUARTER_TEXTS_EN,
 * or a language's organizer.json). Returns the moment the page sent, which is the one previewed.
 */
export async function publishQuarter(
  page: Page,
  texts: Readonly<Record<string, string>>,
  quarter: { label: string; asOf?: string },
  atPreview?: (preview: Locator) => Promise<void>,
): Promise<string> {
  // A word missing from `texts` would match any name: fail instead.
  const say = (key: QuarterKey) => {
    const text = texts[key];
    if (!text) throw new Error(`publishQuarter: no text for ${key}`);
    return text;
  };
  await page.getByLabel(say('quarterLabel'), { exact: true }).fill(quarter.label);
  if (quarter.asOf === undefined) {
    await page.getByRole('radio', { name: say('quarterAsOfNow') }).check();
  } else {
    await page.getByRole('radio', { name: say('quarterAsOfEarlier') }).check();
    await page.getByLabel(say('quarterAsOfMoment'), { exact: true }).fill(quarter.asOf);
  }
  await page.getByRole('button', { name: say('quarterPreview'), exact: true }).click();
  const preview = page.getByRole('region', { name: say('quarterPreviewTitle') });
  await expect(preview).toBeVisible();
  await atPreview?.(preview);
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/organizer/quarter'),
  );
  await page.getByRole('button', { name: say('quarterPublish'), exact: true }).click();
  const { as_of: asOf } = (await sent).postDataJSON() as { as_of: string };
  await expect(page.getByText(say('quarterPublished'), { exact: true })).toBeVisible();
  return asOf;
}
