import { expect, test } from '@playwright/test';
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

test.describe('live auctions list', () => {
  test('shows cars with photo, price and a running countdown', async ({ page }) => {
    await signIn(page, DEALER_A.email);
    const cards = page.getByTestId('auction-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(3);

    const first = cards.first();
    await expect(first.locator('img')).toBeVisible();
    await expect(first.getByTestId('position-badge')).toBeVisible();
    await expect(first.getByTestId('card-highest-bid')).toHaveText(/^[A-Z]{3}\s[\d,]+$/);
    const countdown = first.getByTestId('countdown');
    await expect(countdown).toHaveText(/\d{2}:\d{2}/);
    const before = await countdown.textContent();
    await expect(countdown).not.toHaveText(before ?? '', { timeout: 3_000 });
  });

  test('a bid placed elsewhere shows on the listed car without a reload', async ({
    page,
    request,
  }) => {
    await signIn(page, DEALER_A.email);
    await waitForRealtime(page);
    const tokenB = await apiToken(request, DEALER_B.email);
    const auctionId = await findQuietAuction(request, tokenB);
    const card = page.locator(`[data-testid="auction-card"][data-auction-id="${auctionId}"]`);
    await expect(card).toBeVisible();

    const amount = await bidMinimumViaApi(request, tokenB, auctionId);
    await expect
      .poll(async () => amountIn(await card.getByTestId('card-highest-bid').textContent()), {
        timeout: 5_000,
      })
      .toBe(amount);
    await expect(card).toContainText('Highest bid');
  });

  test('a dealer’s own bid from another device turns the listed car from outbid to winning', async ({
    page,
    request,
  }) => {
    const tokenA = await apiToken(request, DEALER_A.email);
    const tokenB = await apiToken(request, DEALER_B.email);
    const auctionId = await findQuietAuction(request, tokenB);
    await bidMinimumViaApi(request, tokenA, auctionId);
    await signIn(page, DEALER_A.email);
    await waitForRealtime(page);
    const card = page.locator(`[data-testid="auction-card"][data-auction-id="${auctionId}"]`);
    const badge = card.getByTestId('position-badge');
    await expect(badge).toHaveAttribute('data-position', 'winning');

    await bidMinimumViaApi(request, tokenB, auctionId);
    await expect(badge).toHaveAttribute('data-position', 'outbid', { timeout: 5_000 });

    // The public event does not say whose bid leads; the list reads the car again to know.
    const own = await bidMinimumViaApi(request, tokenA, auctionId);
    await expect(badge).toHaveAttribute('data-position', 'winning', { timeout: 5_000 });
    expect(amountIn(await card.getByTestId('card-highest-bid').textContent())).toBe(own);
  });
});
