/**
 * A server process that stops while a big screen is on (issue 40): the screen's live stream
 * gets the stopping server's last words — a `retry:` of 300 ms and the `reconnect` event — and
 * ends, as in a deploy. Chromium comes back by itself within the retry (here to the same server,
 * as it would to another one behind the load balancer), and the screen says "Live" throughout:
 * a planned break is never shown as "Reconnecting…". The demo event, only looked at. In English
 * and right to left in Arabic.
 */
import type { Page } from '@playwright/test';
import { LIVE_PLANNED_BREAK_MS, LIVE_RECONNECT_EVENT } from '../src/shared/api/live';
import { commonTexts } from './locales';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';
import { test, expect } from './test';

/** What a stopping process sends last on each stream (features/live/hub.ts). */
const GOODBYE = `retry: 300\nevent: ${LIVE_RECONNECT_EVENT}\ndata: 1\n\n`;

/** Records every text the big screen's connection indicator shows, from the first paint on. */
async function recordIndicator(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { indicatorTexts: string[] }).indicatorTexts = shown;
    new MutationObserver(() => {
      const text = document.querySelector('.live-indicator')?.textContent;
      if (text && shown.at(-1) !== text) shown.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const indicatorTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { indicatorTexts: string[] }).indicatorTexts);

for (const lng of ['en', 'ar'] as const) {
  test(`a big screen stays live while a stopping server sends its stream elsewhere (${lng})`, async ({
    page,
  }, testInfo) => {
    if (lng === 'ar') await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    const texts = await commonTexts(page, lng);
    await signInAs(page, 'organizer', DEMO_EVENTS.live);
    // Off the app first, so the stream /home opened is closed and the screen opens its own.
    await page.goto('about:blank');
    await recordIndicator(page);
    // The screen's first stream is answered by a process that is stopping; the next ones reach
    // the server.
    let streams = 0;
    await page.route('**/api/live', (route) => {
      streams += 1;
      if (streams > 1) return route.continue();
      return route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
        body: `retry: 2000\n\n${GOODBYE}`,
      });
    });

    await page.goto('/big-screen');
    if (lng === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('list', { name: texts.leaderboard })).toBeVisible();
    // Back within the short retry, not the stream's usual 2 s.
    await expect.poll(() => streams, { timeout: 1500 }).toBe(2);
    const indicator = page.locator('.live-indicator');
    await expect(indicator).toHaveText(texts.bigScreenLive);
    // Past the time a planned break may take: still live, the new stream being open.
    await page.clock.fastForward(LIVE_PLANNED_BREAK_MS);
    await expect(indicator).toHaveText(texts.bigScreenLive);
    expect(streams).toBe(2);
    const shown = await indicatorTexts(page);
    expect(shown).not.toContain(texts.bigScreenReconnecting);
    expect(shown.at(-1)).toBe(texts.bigScreenLive);
    await saveScreenshot(page, testInfo, `live-restart-big-screen-${lng}`);
  });
}
