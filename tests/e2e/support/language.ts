import { expect, type Page } from '@playwright/test';

export const LANGUAGE_NAMES = { en: 'English', th: 'ไทย', id: 'Bahasa Indonesia' } as const;
export type PickedLanguage = keyof typeof LANGUAGE_NAMES;

/**
 * Picks a language in the header's switch (a native select on every side); spec §4: it is stored
 * under `ln` and the page reloads in it.
 */
export async function pickLanguage(page: Page, language: PickedLanguage): Promise<void> {
  await Promise.all([
    page.waitForEvent('load'),
    page.getByTestId('language-switch').first().selectOption({ label: LANGUAGE_NAMES[language] }),
  ]);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  expect(await page.evaluate(() => window.localStorage.getItem('ln'))).toBe(language);
}
