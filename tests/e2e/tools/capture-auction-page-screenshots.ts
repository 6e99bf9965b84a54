/**
 * Captures the auction page (price chart, preview countdown, sealed choice, a won auction, an
 * unknown auction) at desk and phone size, in each language given, for a human to look at. Not
 * part of the test suite; it creates auctions through the staff back office of the server.
 *   BASE_URL=http://127.0.0.1:3100 npx tsx tests/e2e/tools/capture-auction-page-screenshots.ts [outDir] [langs]
 */
import { chromium, request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP, PHONE } from '../support/chromium';
import { apiToken, DEALER_A, DEALER_B, DEMO_PASSWORD } from '../support/session';
import { createStaffAuction, dealerCall } from '../support/staff';

const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:3100';
const outDir = process.argv[2] ?? 'screenshots';
const languages = (process.argv[3] ?? 'en,th').split(',');

async function openAs(
  browser: Browser,
  language: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  await context.addInitScript(`localStorage.setItem('ln', ${JSON.stringify(language)})`);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByTestId('login-email').fill(DEALER_A.email);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('auction-card').first().waitFor();
  return page;
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const api = await playwrightRequest.newContext({ baseURL });
  const a = await apiToken(api, DEALER_A.email);
  const b = await apiToken(api, DEALER_B.email);
  const open = await createStaffAuction(api, {
    type: 'open',
    durationSeconds: 3600,
    startPrice: 30_000,
  });
  for (const [token, amount] of [
    [a, 30_000],
    [b, 31_000],
    [a, 33_000],
    [b, 35_500],
    [a, 36_000],
    [b, 38_000],
  ] as const) {
    await dealerCall(api, token, '/dealers/bids', { auction_id: open.id, amount });
  }
  const closed = await createStaffAuction(api, {
    type: 'closed',
    durationSeconds: 3600,
    startPrice: 30_000,
  });

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const language of languages) {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const page = await openAs(browser, language, viewport);
      const shot = (name: string, fullPage = true) =>
        page.screenshot({ path: join(outDir, `${language}-${size}-${name}.png`), fullPage });
      await page.goto(`/auctions/${open.id}`);
      await page.getByTestId('price-chart').waitFor();
      await page.waitForTimeout(600);
      await shot('open');
      await page.goto('/auctions/preview');
      await page.getByTestId('auction-card').first().locator('.auction-card__link').click();
      await page.getByTestId('auction-detail').waitFor();
      await page.waitForTimeout(600);
      await shot('preview', false);
      await page.goto(`/auctions/${closed.id}`);
      await page.getByTestId('sealed-bid-form').waitFor();
      await page.getByTestId('sealed-type-body_only').click();
      await shot('sealed', false);
      await page.goto('/purchases/success');
      await page.getByTestId('portal-card').first().locator('a').first().click();
      await page.locator('.detail-heading__eyebrow a').click();
      await page.getByTestId('auction-detail').waitFor();
      await page.waitForTimeout(600);
      await shot('won', false);
      await page.goto('/auctions/987654321');
      await page.getByTestId('auction-not-found').waitFor();
      await shot('not-found', false);
      await page.context().close();
    }
  }
  await browser.close();
  await api.dispose();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
