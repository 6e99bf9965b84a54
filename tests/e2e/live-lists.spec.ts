import { expect, test, type APIRequestContext } from '@playwright/test';
import { cardOf, followViaApi, readAuction } from './support/lists';
import { createStaffAuction } from './support/staff';
import {
  amountIn,
  apiToken,
  bidMinimumViaApi,
  DEALER_A,
  DEALER_B,
  findQuietAuction,
  signIn,
  waitForRealtime,
} from './support/session';

const DEALER_SG = 'dealer.sg@demo.test';

/** A dealer of the auction's market and another one to bid against them. */
async function watcherFor(request: APIRequestContext, auctionId: number) {
  const market = (await readAuction(request, await apiToken(request, DEALER_A.email), auctionId))
    .market;
  return market === 'SG' ? DEALER_SG : DEALER_A.email;
}

test.describe('lists kept live', () => {
  test('the follow list shows another dealer’s bid on a followed car without a reload', async ({
    page,
    request,
  }) => {
    const tokenA = await apiToken(request, DEALER_A.email);
    const tokenB = await apiToken(request, DEALER_B.email);
    const auctionId = await findQuietAuction(request, tokenB);
    await followViaApi(request, tokenA, auctionId);

    await signIn(page, DEALER_A.email);
    await page.goto('/auctions/follow-list');
    await waitForRealtime(page);
    const card = cardOf(page, auctionId);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('card-bid-count')).toHaveText('0');

    const amount = await bidMinimumViaApi(request, tokenB, auctionId);
    await expect
      .poll(async () => amountIn(await card.getByTestId('card-highest-bid').textContent()), {
        timeout: 5_000,
      })
      .toBe(amount);
    await expect(card.getByTestId('card-bid-count')).toHaveText('1');
  });

  test('a car published into preview appears there, then moves to the live list when it starts', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const auction = await createStaffAuction(request, {
      type: 'open',
      startsInSeconds: 20,
      durationSeconds: 600,
      startPrice: 30_000,
    });
    const watcher = await watcherFor(request, auction.id);
    await signIn(page, watcher);
    await page.goto('/auctions/preview');
    await waitForRealtime(page);
    await expect(cardOf(page, auction.id)).toBeVisible();
    await expect(cardOf(page, auction.id).getByTestId('starts-in')).toBeVisible();

    await page.getByTestId('nav-live').click();
    await expect(page.getByTestId('auction-card').first()).toBeVisible();
    await expect(cardOf(page, auction.id)).toHaveCount(0);
    await expect(cardOf(page, auction.id)).toBeVisible({ timeout: 40_000 });
    await expect(cardOf(page, auction.id)).toHaveAttribute('data-status', 'active');
    await page.getByTestId('nav-preview').click();
    await expect(page.locator('h2')).toHaveText('Preview');
    await expect(cardOf(page, auction.id)).toHaveCount(0);
  });

  test('a car leaves the live list when it ends', async ({ page, request }) => {
    test.setTimeout(150_000);
    const auction = await createStaffAuction(request, {
      type: 'open',
      durationSeconds: 60,
      startPrice: 30_000,
    });
    const watcher = await watcherFor(request, auction.id);
    await signIn(page, watcher);
    await waitForRealtime(page);
    await expect(cardOf(page, auction.id)).toBeVisible();
    await expect(cardOf(page, auction.id)).toHaveCount(0, { timeout: 100_000 });
  });
});
