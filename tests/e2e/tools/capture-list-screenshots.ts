/**
 * Captures every dealer list (live with its filters, preview, follow list, pinned, ended bids,
 * purchases) and an auction page header at desk and phone size, in each language given, for a
 * human to look at. Not part of the test suite.
 *   BASE_URL=http://127.0.0.1:3100 npx tsx tests/e2e/tools/capture-list-screenshots.ts [outDir] [langs]
 */
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP, PHONE } from '../support/chromium';

const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:3100';
const outDir = process.argv[2] ?? 'screenshots';
const languages = (process.argv[3] ?? 'en,id,th').split(',');
const email = process.env.SHOT_EMAIL ?? 'dealer.a@demo.test';

const LISTS = [
  ['live', '/auctions/live'],
  ['preview', '/auctions/preview'],
  ['follow-list', '/auctions/follow-list'],
  ['pinned', '/auctions/pinned'],
  ['ended-bids', '/auctions/ended-bids?from=2020-01-01&to=2020-12-31'],
  ['ended-bids-week', '/auctions/ended-bids'],
  ['success', '/purchases/success'],
  ['overdue', '/purchases/overdue'],
  ['history', '/purchases/history'],
] as const;

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(700);
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const language of languages) {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor: 1 });
      await context.addInitScript(`window.localStorage.setItem('ln', ${JSON.stringify(language)})`);
      const page = await context.newPage();
      page.on('console', (msg) => {
        if (msg.type() === 'error') console.log(`[${language}/${size}] ${msg.text()}`);
      });
      const at = (screen: string) => join(outDir, `${language}-${size}-${screen}.png`);
      await page.goto('/login');
      await page.getByTestId('login-email').fill(email);
      await page.getByTestId('login-password').fill('demo-pass-1');
      await page.getByTestId('login-submit').click();
      await page.getByTestId('auction-card').first().waitFor();
      for (const [name, path] of LISTS) {
        await page.goto(path);
        await settle(page);
        await page.screenshot({ path: at(name) });
      }
      await page.goto('/auctions/live');
      await page.getByTestId('auction-card').first().waitFor();
      if (size === 'phone') {
        await page.getByTestId('filters-open').click();
        await settle(page);
        await page.screenshot({ path: at('live-filters') });
        await page.keyboard.press('Escape');
        await page.getByTestId('phone-nav-more').click();
        await settle(page);
        await page.screenshot({ path: at('more-sheet') });
        await page.keyboard.press('Escape');
      } else {
        await page.getByTestId('nav-purchases').hover();
        await settle(page);
        await page.screenshot({ path: at('purchases-menu') });
      }
      await page.goto('/auctions/live');
      await page.getByTestId('auction-card').first().locator('h3 a').click();
      await page.getByTestId('auction-detail').waitFor();
      await settle(page);
      await page.screenshot({ path: at('detail') });
      await context.close();
    }
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
