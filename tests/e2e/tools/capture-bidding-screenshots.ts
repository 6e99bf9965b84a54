/**
 * Captures the max-bid, snap-it, sealed-bid and result views at desktop and phone size, in each
 * language given, for a human to look at. Not part of the test suite; it creates auctions through
 * the staff back office of the server it points at.
 *   BASE_URL=http://127.0.0.1:3100 npx tsx tests/e2e/tools/capture-bidding-screenshots.ts [outDir] [langs]
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
  page.on('console', (msg) => {
    if (msg.type() === 'error') console.log(`[${language}] console error: ${msg.text()}`);
  });
  await page.goto('/login');
  await page.getByTestId('login-email').fill(DEALER_A.email);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('auction-card').first().waitFor();
  return page;
}

async function showAuction(page: Page, id: number): Promise<void> {
  await page.goto(`/auctions/${id}`);
  await page.getByTestId('auction-detail').waitFor();
  await page.waitForTimeout(800);
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const api = await playwrightRequest.newContext({ baseURL });
  const a = await apiToken(api, DEALER_A.email);
  const b = await apiToken(api, DEALER_B.email);
  // An open auction where A has a max bid that B's bid has beaten, and a pending snap-it.
  const open = await createStaffAuction(api, {
    type: 'open',
    durationSeconds: 1800,
    startPrice: 30_000,
    reservePrice: 45_000,
  });
  await dealerCall(api, a, '/dealers/max-bids', { auction_id: open.id, amount: 36_000 });
  await dealerCall(api, b, '/dealers/max-bids', { auction_id: open.id, amount: 38_000 });
  await dealerCall(api, a, '/dealers/snap-it-bids', { auction_id: open.id, amount: 41_000 });
  const closed = await createStaffAuction(api, {
    type: 'closed',
    durationSeconds: 1800,
    startPrice: 30_000,
    reservePrice: 40_000,
  });
  await dealerCall(api, a, '/dealers/closed-bids', {
    auction_id: closed.id,
    amount: 35_500,
    bid_type: 'whole_car',
  });
  await dealerCall(api, b, '/dealers/closed-bids', {
    auction_id: closed.id,
    amount: 39_000,
    bid_type: 'whole_car',
  });
  // One that closes during the run: A bids, B outbids and wins.
  const ending = await createStaffAuction(api, {
    type: 'open',
    durationSeconds: 60,
    startPrice: 20_000,
  });
  await dealerCall(api, a, '/dealers/bids', { auction_id: ending.id, amount: 20_000 });
  await dealerCall(api, b, '/dealers/bids', { auction_id: ending.id, amount: 21_000 });
  // One A leads below the reserve when it closes: the seller decides.
  const reserved = await createStaffAuction(api, {
    type: 'open',
    durationSeconds: 75,
    startPrice: 20_000,
    reservePrice: 60_000,
  });
  await dealerCall(api, a, '/dealers/bids', { auction_id: reserved.id, amount: 20_000 });
  // One whose closing window opens during the run, with a snap-it of A's waiting for it.
  const snapping = await createStaffAuction(api, {
    type: 'open',
    durationSeconds: 80,
    startPrice: 20_000,
  });
  await dealerCall(api, a, '/dealers/snap-it-bids', { auction_id: snapping.id, amount: 22_000 });
  const endsAt = Date.parse(ending.time_end);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const language of languages) {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const shot = (name: string, fullPage = false) =>
        page.screenshot({ path: join(outDir, `${language}-${size}-${name}.png`), fullPage });
      const page = await openAs(browser, language, viewport);
      await showAuction(page, open.id);
      if (size === 'desktop') {
        await shot('open-folded');
        await page.getByTestId('max-bid-toggle').click();
        await page.getByTestId('snap-it-toggle').click();
        await page.waitForTimeout(300);
        await shot('open');
        await shot('open-full', true);
      } else {
        await shot('open');
        await page.getByTestId('max-bid-open').click();
        await page.waitForTimeout(400);
        await shot('max-bid-sheet');
        await page.keyboard.press('Escape');
        await page.getByTestId('snap-it-open').click();
        await page.waitForTimeout(400);
        await shot('snap-it-sheet');
        await page.keyboard.press('Escape');
      }
      await showAuction(page, closed.id);
      await shot('closed', size === 'desktop');
      await page.context().close();
    }
  }
  const wait = endsAt + 3_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const watching: Array<{ page: Page; name: string }> = [];
  for (const language of languages) {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const page = await openAs(browser, language, viewport);
      await showAuction(page, ending.id);
      await page.screenshot({ path: join(outDir, `${language}-${size}-result.png`) });
      await showAuction(page, snapping.id);
      watching.push({ page, name: `${language}-${size}` });
    }
  }
  // Each page watches the snap-it fire, then the reserved auction close, and shows the toasts.
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, Date.parse(snapping.time_end) - 60_000 + 4_000 - Date.now())),
  );
  for (const { page, name } of watching) {
    await page.screenshot({ path: join(outDir, `${name}-snap-it-fired.png`) });
    await showAuction(page, reserved.id);
  }
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, Date.parse(reserved.time_end) + 4_000 - Date.now())),
  );
  for (const { page, name } of watching) {
    await page.screenshot({ path: join(outDir, `${name}-award-pending.png`) });
    await page.context().close();
  }
  await browser.close();
  await api.dispose();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
