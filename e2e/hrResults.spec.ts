/**
 * Results for HR (issue 41) as the demo organizer uses them at 390×844 in the live demo event:
 * from the console's companies, a company's "HR results" opens its teams' results
 * (places and points as the organizer's leaderboard shows them, points per battle, awards,
 * cheers); the CSV downloads and is read back; the page prints without the app's chrome; a team's
 * certificate shows its place, points and award, and printed (emulated print media, and a real
 * PDF from Chromium) is one A4 landscape page. Then the same in Arabic, right to left, with the
 * CSV's headers in Arabic. Screenshots at 390 px and at A4 landscape size (1123×794) go to
 * test-results/screenshots/, each checked with axe. Only reads: the demo event stays as seeded.
 */
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page, TestInfo } from '@playwright/test';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';
import { test, expect } from './test';

interface Board {
  teams: { position: number; team_id: number; name: string; points: number }[];
  live_teams: Board['teams'] | null;
}

interface Award {
  name: string;
  winner_type: 'team' | 'company';
  winner_id: number;
  winner_name: string;
  company_name: string;
}

async function apiJson<T>(page: Page, path: string) {
  const answer = await page.request.get(path);
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** English ordinals as a person writes them: 1st, 2nd, 3rd, 4th, 11th, 21st. */
function englishPlace(position: number): string {
  const tens = position % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[position % 10] ?? 'th');
  return `${position}${suffix} place`;
}

/** What the demo organizer's leaderboard shows (the live order) and the awarded team. */
async function liveEvent(page: Page) {
  const board = await apiJson<Board>(page, '/api/leaderboard');
  const standings = board.live_teams ?? board.teams;
  const { awards } = await apiJson<{ awards: Award[] }>(page, '/api/awards');
  const award = awards.find((a) => a.name === 'BestTeamSpirit' && a.winner_type === 'team')!;
  expect(award, 'the demo team award').toBeTruthy();
  const team = standings.find((standing) => standing.team_id === award.winner_id)!;
  return { standings, award, team, company: award.company_name };
}

/** The file the browser downloads when the link is tapped, read as text. */
async function downloadedText(page: Page, linkName: string | RegExp): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: linkName }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  return fs.readFileSync((await file.path())!, 'utf8');
}

/** The certificate printed: emulated print media at A4 landscape size, and Chromium's PDF. */
async function printCertificate(page: Page, testInfo: TestInfo, name: string) {
  const viewport = page.viewportSize()!;
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 1123, height: 794 });
  try {
    // Nothing of the app around it: no bottom bar, no back link, no print button.
    await expect(page.getByRole('navigation', { name: /./ })).toHaveCount(0);
    await expect(page.locator('.back-link')).toBeHidden();
    await expect(page.locator('.hr-no-print')).toBeHidden();
    const box = (await page.locator('.hr-certificate').boundingBox())!;
    expect(Math.round(box.width)).toBeGreaterThanOrEqual(1122);
    expect(Math.round(box.height)).toBeGreaterThanOrEqual(793);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
      795,
    );
    await saveScreenshot(page, testInfo, name);
    // One A4 landscape page (842 × 595 points), as "Save as PDF" makes it.
    const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString(
      'latin1',
    );
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    const [, width, height] = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf)!;
    expect([Math.round(Number(width)), Math.round(Number(height))]).toEqual([842, 595]);
  } finally {
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize(viewport);
  }
}

test('the organizer downloads a company’s results, prints them and a team’s certificate', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'organizer', DEMO_EVENTS.live);
  const { standings, award, team, company } = await liveEvent(page);

  await page.goto('/organizer/companies');
  const results = page.getByRole('link', { name: `HR results: ${company}` });
  await expect(results).toBeVisible();
  await saveScreenshot(page, testInfo, 'hr-companies');
  await results.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Results for HR' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: company })).toBeVisible();
  await expect(
    page.getByText(/Live results, as organizers see them on the leaderboard/),
  ).toBeVisible();

  const list = page.getByRole('list', { name: 'Teams by place' });
  const row = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: team.name }) });
  await expect(row).toContainText(englishPlace(team.position));
  await expect(row).toContainText(`out of ${standings.length} teams`);
  await expect(row).toContainText(`Points ${team.points}`);
  await expect(row).toContainText('Best Team Spirit');
  await expect(row.getByRole('table', { name: 'Points per battle' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'hr-results');

  // The CSV: a row per team of the company, with the leaderboard's places and points.
  const text = await downloadedText(page, 'Download CSV');
  const [header, ...rows] = parse(text, { bom: true }) as string[][];
  expect(header.slice(0, 4)).toEqual(['Rank', 'Team', 'House', 'Points']);
  expect(header.slice(-3)).toEqual(['Extra points', 'Awards', 'Cheers']);
  const shown = await list.getByRole('heading', { level: 3 }).allTextContents();
  expect(rows.map((cells) => cells[1])).toEqual(shown);
  for (const cells of rows) {
    const standing = standings.find((s) => s.name === cells[1])!;
    expect([Number(cells[0]), Number(cells[3])]).toEqual([standing.position, standing.points]);
  }
  expect(rows.find((cells) => cells[1] === team.name)!.at(-2)).toContain('Best Team Spirit');

  // Printed: the results alone, on white.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: /./ })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'hr-results-print');
  await page.emulateMedia({ media: 'screen' });

  await row.getByRole('link', { name: 'Certificate' }).click();
  await expect(page).toHaveTitle(new RegExp(`^Certificate – ${team.name}`));
  const certificate = page.getByRole('article', { name: 'Certificate of achievement' });
  await expect(certificate).toContainText(team.name);
  await expect(certificate).toContainText(company);
  await expect(certificate).toContainText(englishPlace(team.position));
  await expect(certificate).toContainText(`${team.points} points`);
  await expect(certificate.getByRole('list', { name: 'Awards' })).toHaveText(/Best Team Spirit/);
  await expect(certificate).toContainText(DEMO_EVENTS.live);
  expect(award.winner_name).toBe(team.name);
  await saveScreenshot(page, testInfo, 'hr-certificate');
  await printCertificate(page, testInfo, 'hr-certificate-a4');

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Results for HR' })).toBeVisible();
});

test('in Arabic the results and the certificate read right to left, the CSV in Arabic', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await signInAs(page, 'organizer', DEMO_EVENTS.live);
  const { standings, team, company } = await liveEvent(page);

  await page.goto('/organizer/companies');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('link', { name: `نتائج الموارد البشرية: ${company}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'النتائج للموارد البشرية' }),
  ).toBeVisible();
  const row = page
    .getByRole('list', { name: 'الفرق حسب المركز' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: team.name }) });
  await expect(row).toContainText(`المركز ${team.position}`);
  await expect(row).toContainText('Best Team Spirit');
  // No sideways scrolling on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await saveScreenshot(page, testInfo, 'hr-results-ar');

  const text = await downloadedText(page, 'تنزيل CSV');
  const [header, ...rows] = parse(text, { bom: true }) as string[][];
  expect(header.slice(0, 4)).toEqual(['المركز', 'الفريق', 'المجموعة', 'النقاط']);
  expect(header.slice(-3)).toEqual(['نقاط إضافية', 'الجوائز', 'التشجيعات']);
  const own = rows.find((cells) => cells[1] === team.name)!;
  expect([Number(own[0]), Number(own[3])]).toEqual([team.position, team.points]);
  expect(standings.length).toBeGreaterThan(rows.length);

  await row.getByRole('link', { name: 'شهادة' }).click();
  const certificate = page.getByRole('article', { name: 'شهادة تقدير' });
  await expect(certificate).toContainText(`المركز ${team.position}`);
  await expect(certificate).toContainText(team.name);
  await expect(certificate).toHaveCSS('direction', 'rtl');
  await saveScreenshot(page, testInfo, 'hr-certificate-ar');
  await printCertificate(page, testInfo, 'hr-certificate-a4-ar');
});
