/**
 * The API reference at /api/docs, as an operator opens it: Swagger UI renders the OpenAPI
 * document under the app's own Content-Security-Policy (every file from this origin), and a link
 * to one route opens it with its parameters, who may call it and its answers.
 */
import { saveScreenshot } from './screenshot';
import { test, expect } from './test';

test('the API reference renders the document and opens a linked route', async ({
  page,
}, testInfo) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Battle Events API/ })).toBeVisible();
  await expect(page.getByRole('link', { name: '/api/openapi.json' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /^health/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'api-docs');

  // The filter narrows the long list to one area; a tap opens a route.
  await page.getByPlaceholder('Filter by tag').fill('scores');
  const summary = page.getByRole('button', { name: /leaderboard.?\/breakdown Why/ });
  await expect(summary).toBeVisible({ timeout: 20_000 });
  await summary.click();
  const opened = page.locator('.opblock.is-open');
  await expect(opened).toContainText('/api/leaderboard/breakdown', { timeout: 20_000 });
  await expect(
    opened.getByRole('row', { name: /^team_id \*required string \(query\)/ }),
  ).toBeVisible();
  await expect(opened.getByText('Who may call it: Signed in with event chosen.')).toBeVisible();
  await expect(opened.getByRole('row', { name: /^404 Not found/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'api-docs-route');
  expect(refused).toEqual([]);
});
