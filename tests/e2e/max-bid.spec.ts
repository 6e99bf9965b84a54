import { expect, test } from '@playwright/test';
import { amountIn, DEALER_A, DEALER_B, signedInPage, waitForRealtime } from './support/session';
import { createStaffAuction } from './support/staff';

// PRX-2: a standing max bid answers a rival's bid inside the same call, and everyone sees the answer live.
test('a max bid answers a rival’s manual bid at once, and both dealers see it without reloading', async ({
  browser,
  request,
}) => {
  // A high reserve keeps PRX-5 from lifting the price on its own, so every move comes from a bid.
  const auction = await createStaffAuction(request, {
    type: 'open',
    durationSeconds: 15 * 60,
    startPrice: 30_000,
    reservePrice: 90_000,
  });
  const a = await signedInPage(browser, DEALER_A.email);
  const b = await signedInPage(browser, DEALER_B.email);
  for (const { page } of [a, b]) {
    await page.goto(`/auctions/${auction.id}`);
    await expect(page.getByTestId('auction-detail')).toBeVisible();
    await waitForRealtime(page);
  }

  // A sets a ceiling of 40,000: the system bids the start price for A, and A leads.
  await a.page.getByTestId('max-bid-toggle').click();
  await a.page.getByTestId('max-bid-amount').fill('40000');
  await a.page.getByTestId('max-bid-submit').click();
  await expect(a.page.getByTestId('max-bid-current')).toHaveAttribute('data-amount', '40000');
  await expect(a.page.getByTestId('max-bid-current')).toContainText(
    /We bid for you up to [A-Z]{3}\s40,000/,
  );
  await expect(a.page.getByTestId('position-badge')).toHaveAttribute('data-position', 'winning');
  const opening = amountIn(await a.page.getByTestId('highest-bid').textContent());
  await expect
    .poll(async () => amountIn(await b.page.getByTestId('highest-bid').textContent()))
    .toBe(opening);

  // B bids the minimum by hand; A's max bid answers inside the same call.
  const bBid = amountIn(await b.page.getByTestId('minimum-next-bid').textContent());
  await b.page.getByTestId('bid-submit').click();
  await expect(b.page.getByTestId('position-badge')).toHaveAttribute('data-position', 'outbid', {
    timeout: 3_000,
  });
  const answered = amountIn(await b.page.getByTestId('highest-bid').textContent());
  expect(answered).toBeGreaterThan(bBid);
  expect(answered).toBeLessThanOrEqual(40_000);
  await expect(b.page.getByText(/max bid answered at once/)).toBeVisible();

  // A, without reloading, sees the price move to its automatic answer and still leads.
  await expect
    .poll(async () => amountIn(await a.page.getByTestId('highest-bid').textContent()), {
      timeout: 3_000,
    })
    .toBe(answered);
  await expect(a.page.getByTestId('position-badge')).toHaveAttribute('data-position', 'winning');
  await expect(a.page.getByTestId('bid-history-row').first()).toContainText('You');
  await expect(b.page.getByTestId('bid-history-row').nth(1)).toContainText('You');

  await a.context.close();
  await b.context.close();
});
