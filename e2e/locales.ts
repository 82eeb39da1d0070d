/** The translations the server sends for a language, to look for the texts a person reads. */
import { expect, type Page } from '@playwright/test';

export async function commonTexts(page: Page, lng: string): Promise<Record<string, string>> {
  const response = await page.request.get(`/locales/${lng}/common.json`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, string>;
}
