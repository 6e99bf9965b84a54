/**
 * Captures login, live list and auction detail at desktop and phone size, in each language given,
 * for a human to look at. Not part of the test suite.
 *   BASE_URL=http://127.0.0.1:3100 npx tsx tests/e2e/tools/capture-screenshots.ts [outDir] [langs]
 */
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP, PHONE } from '../support/chromium';

const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:3100';
const outDir = process.argv[2] ?? 'screenshots';
const languages = (process.argv[3] ?? 'en,th').split(',');
const email = process.env.SHOT_EMAIL ?? 'dealer.a@demo.test';

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill('demo-pass-1');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('auction-card').first().waitFor();
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const language of languages) {
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor: 1 });
      await context.addInitScript(`localStorage.setItem('ln', ${JSON.stringify(language)})`);
      const page = await context.newPage();
      page.on('console', (msg) => {
        if (msg.type() === 'error' || msg.type() === 'warning')
          console.log(`[${language}/${name}] ${msg.type()}: ${msg.text()}`);
      });
      await page.goto('/login');
      await page.getByTestId('login-submit').waitFor();
      await page.screenshot({ path: join(outDir, `${language}-${name}-login.png`) });
      await page.getByTestId('login-submit').click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(outDir, `${language}-${name}-login-errors.png`) });
      await signIn(page);
      // Sign-in switches to the user's own language (spec §4); reload so the init script's choice applies again.
      await page.reload();
      await page.getByTestId('auction-card').first().waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(outDir, `${language}-${name}-list.png`) });
      await page.screenshot({
        path: join(outDir, `${language}-${name}-list-full.png`),
        fullPage: true,
      });
      const withBids = page
        .locator('[data-testid="auction-card"]')
        .filter({ has: page.locator('[data-position="outbid"]') });
      const card =
        (await withBids.count()) > 0 ? withBids.first() : page.getByTestId('auction-card').first();
      await card.click();
      await page.getByTestId('auction-detail').waitFor();
      await page.waitForTimeout(1200);
      await page.screenshot({ path: join(outDir, `${language}-${name}-detail.png`) });
      await page.screenshot({
        path: join(outDir, `${language}-${name}-detail-full.png`),
        fullPage: true,
      });
      await context.close();
    }
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
