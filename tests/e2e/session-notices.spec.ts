import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DESKTOP, PHONE } from './support/chromium';
import {
  apiToken,
  bidMinimumViaApi,
  DEALER_A,
  DEALER_B,
  findQuietAuction,
  signedInPage,
  waitForRealtime,
} from './support/session';

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** Opens a page and waits until the dealer's private channel is subscribed, so no notice is missed. */
async function openListening(page: Page, path: string): Promise<void> {
  const subscribed = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const frame = String(payload);
        if (frame.includes('subscription_succeeded') && frame.includes('private-user.')) resolve();
      }),
    );
  });
  await page.goto(path);
  await subscribed;
  await waitForRealtime(page);
}

async function outbidJourney(
  browser: Browser,
  viewport: { width: number; height: number },
  request: Parameters<typeof apiToken>[0],
) {
  const tokenA = await apiToken(request, DEALER_A.email);
  const tokenB = await apiToken(request, DEALER_B.email);
  const auctionId = await findQuietAuction(request, tokenA, [20]);
  const { context, page } = await signedInPage(browser, DEALER_A.email, viewport);

  // On the auction's own page the notice says what happened, with nothing to "view".
  await openListening(page, `/auctions/${auctionId}`);
  await expect(page.getByTestId('auction-detail')).toBeVisible();
  await bidMinimumViaApi(request, tokenA, auctionId);
  await bidMinimumViaApi(request, tokenB, auctionId);
  const notice = page.getByTestId('notice-outbid').filter({ hasText: 'You have been outbid' });
  await expect(notice).toBeVisible();
  // Held under the pointer so it cannot time out while it is measured; counted at once, not awaited away.
  await notice.hover();

  // It sits below the header: the dealer's name, the language and log out stay uncovered.
  const header = await boxOf(page.locator('.app-header'));
  const noticeBox = await boxOf(notice);
  expect(noticeBox.y).toBeGreaterThanOrEqual(header.y + header.height);
  const controls =
    viewport.width >= 768
      ? ['header-user', 'language-switch', 'logout']
      : ['language-switch', 'account-menu'];
  for (const control of controls) {
    expect(overlaps(noticeBox, await boxOf(page.getByTestId(control).first())), control).toBe(
      false,
    );
  }
  expect(await notice.getByRole('button', { name: 'View auction' }).count()).toBe(0);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);

  // Elsewhere it offers to open the auction.
  await openListening(page, '/auctions/live');
  await bidMinimumViaApi(request, tokenA, auctionId);
  await bidMinimumViaApi(request, tokenB, auctionId);
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'View auction' }).click();
  await expect(page).toHaveURL(new RegExp(`/auctions/${auctionId}$`));
  await context.close();
}

test('on a desk, the outbid notice leaves the header uncovered and offers "View auction" only away from that auction', async ({
  browser,
  request,
}) => {
  await outbidJourney(browser, DESKTOP, request);
});

test('on a phone, the outbid notice leaves the header uncovered and offers "View auction" only away from that auction', async ({
  browser,
  request,
}) => {
  await outbidJourney(browser, PHONE, request);
});
