/**
 * Captures the login, the live list, an auction, an auction summary and the storefronts at desk
 * and phone size in each language given, for a human to look at. Not part of the test suite.
 *   BASE_URL=http://127.0.0.1:3100 npx tsx tests/e2e/tools/capture-showcase-screenshots.ts [outDir] [langs] [summaryId]
 */
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP, PHONE } from '../support/chromium';

const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:3100';
const outDir = process.argv[2] ?? 'screenshots';
const languages = (process.argv[3] ?? 'en,id,th').split(',');
const summaryId = process.argv[4];
const email = process.env.SHOT_EMAIL ?? 'dealer.a@demo.test';

async function shoot(page: Page, name: string, waitFor: string): Promise<void> {
  await page.getByTestId(waitFor).first().waitFor();
  await page.waitForTimeout(900);
  await page.screenshot({ path: join(outDir, `${name}.png`) });
  await page.screenshot({ path: join(outDir, `${name}-full.png`), fullPage: true });
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
      const page = await context.newPage();
      page.on('console', (msg) => {
        if (msg.type() === 'error') console.log(`[${language}/${size}] ${msg.text()}`);
      });
      const at = (screen: string) => `${language}-${size}-${screen}`;
      // Every page load starts in the language under test, also after sign-in has applied the account's own.
      await context.addInitScript(`window.localStorage.setItem('ln', ${JSON.stringify(language)})`);
      await page.goto('/login');
      await shoot(page, at('login'), 'login-submit');
      await page.getByTestId('login-email').fill(email);
      await page.getByTestId('login-password').fill('demo-pass-1');
      await page.getByTestId('login-submit').click();
      await page.getByTestId('auction-card').first().waitFor();
      await page.reload();
      await page.getByTestId('auction-card').first().waitFor();
      await shoot(page, at('list'), 'auction-card');
      await page.getByTestId('auction-card').first().click();
      await shoot(page, at('detail'), 'auction-detail');
      if (summaryId) {
        await page.goto(`/auctions/${summaryId}/summary`);
        await shoot(page, at('summary'), 'auction-summary');
      }
      await page.goto('/storefronts');
      await shoot(page, at('storefronts'), 'storefronts-page');
      const card = page.getByTestId('storefront-card').first();
      if ((await card.count()) > 0) {
        await card.click();
        await shoot(page, at('storefront'), 'storefront-header');
      }
      await context.close();
    }
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
