/**
 * Screenshots of a whole screen as a phone shows it when scrolled through: the viewport is
 * stretched to the page's height for the shot (so the fixed bottom navigation sits at the
 * bottom, not across the middle of a full-page capture) and the pictures in view have loaded.
 * Saved under test-results/screenshots/<name>.png. Every screen saved is also checked with
 * axe-core (e2e/accessibility.ts) while the whole of it is in view, so each screen a spec
 * visits, in each language it visits it in, is held to WCAG AA.
 */
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';

export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 390, height: 844 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  try {
    await page.waitForFunction(() =>
      Array.from(document.images).every((img) => {
        const box = img.getBoundingClientRect();
        const inView =
          box.right > 0 && box.left < innerWidth && box.bottom > 0 && box.top < innerHeight;
        return img.complete || !inView;
      }),
    );
    const file = path.join(testInfo.project.outputDir, 'screenshots', `${name}.png`);
    await page.screenshot({ path: file });
    await expectNoSeriousA11yViolations(page, name);
  } finally {
    await page.setViewportSize(viewport);
  }
}
