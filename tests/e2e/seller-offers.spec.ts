import { expect, test } from '@playwright/test';
import { apiToken, DEALER_A, DEALER_B, personAt, waitForRealtime } from './support/session';
import { createStaffAuction, dealerCall } from './support/staff';

const SELLER = 'seller@demo.test';

/**
 * An open auction ending in a minute under a reserve of 50,000, with dealer A's bid of 10,000 and
 * dealer B's of 12,000: B is the top bidder, A the runner-up.
 */
async function twoBidsUnderTheReserve(request: Parameters<typeof createStaffAuction>[0]) {
  const auction = await createStaffAuction(request, {
    type: 'open',
    durationSeconds: 60,
    startPrice: 10_000,
    reservePrice: 50_000,
    seller: SELLER,
  });
  const a = await apiToken(request, DEALER_A.email);
  const b = await apiToken(request, DEALER_B.email);
  await dealerCall(request, a, '/dealers/bids', { auction_id: auction.id, amount: 10_000 });
  await dealerCall(request, b, '/dealers/bids', { auction_id: auction.id, amount: 12_000 });
  return auction;
}

test.describe('the seller negotiates an award below the reserve', () => {
  test('the seller counter-offers, the top bidder accepts on the auction page, and the seller and both dealers see the sale live', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const auction = await twoBidsUnderTheReserve(request);
    const path = `/auctions/${auction.id}`;
    const topBidder = await personAt(browser, DEALER_B.email, path);
    const runnerUp = await personAt(browser, DEALER_A.email, path);
    const seller = await personAt(browser, SELLER, `/seller/auctions/${auction.id}`);
    await expect(seller.getByTestId('seller-decision')).toBeVisible({ timeout: 150_000 });
    for (const page of [topBidder, runnerUp, seller]) await waitForRealtime(page);

    await seller
      .getByTestId('seller-decision')
      .getByRole('button', { name: 'Counter-offer' })
      .click();
    const dialog = seller.getByRole('dialog');
    await expect(dialog).toContainText('Bidder #2 bid MYR 12,000');
    await dialog.getByTestId('counter-amount').fill('60000');
    await expect(dialog.getByTestId('counter-range')).toHaveText(
      'Between MYR 12,001 and MYR 50,000',
    );
    await expect(dialog.getByTestId('counter-send')).toBeDisabled();
    await dialog.getByTestId('counter-amount').fill('15000');
    await dialog.getByTestId('counter-send').click();
    await expect(seller.getByTestId('offer-waiting')).toContainText(
      'Your counter-offer of MYR 15,000 to bidder #2 waits for an answer',
    );
    // The seller has moved: the auction waits on the dealer, and its clock is the offer's.
    await expect(seller.locator('.seller-auction__head').getByTestId('seller-status')).toHaveText(
      'Your offer awaits the dealer',
    );
    await expect(seller.getByTestId('seller-decide-in')).toContainText('Offer stands');

    // The top bidder is told at once and answers on the page; the runner-up is offered nothing.
    await expect(topBidder.getByText('An offer from the seller')).toBeVisible();
    const offer = topBidder.getByTestId('offer-panel');
    await expect(offer.getByTestId('offer-amount')).toHaveText('MYR 15,000');
    await expect(runnerUp.getByTestId('offer-panel')).toHaveCount(0);
    await offer.getByTestId('offer-accept').click();
    await expect(topBidder.getByRole('dialog')).toContainText('Buy this car for MYR 15,000?');
    await topBidder.getByTestId('offer-confirm').click();
    await expect(topBidder.getByText('You bought the car for MYR 15,000.')).toBeVisible();
    await expect(topBidder.getByTestId('offer-panel')).toHaveCount(0);
    await expect(topBidder.locator('[data-outcome="won"]')).toContainText(
      'Your winning bid: MYR 15,000.',
    );

    await expect(runnerUp.locator('[data-outcome="lost"]')).toBeVisible();
    await expect(seller.getByTestId('seller-decision')).toBeHidden();
    await expect(seller.locator('.seller-auction__head').getByTestId('seller-status')).toHaveText(
      'Confirmed',
    );
    await expect(seller.getByTestId('seller-auction')).toContainText('MYR 15,000');
    await expect(seller.getByTestId('seller-offers')).toContainText('Accepted');
  });

  test('a rejected award is offered to the runner-up at their own bid, who accepts', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const auction = await twoBidsUnderTheReserve(request);
    const runnerUp = await personAt(browser, DEALER_A.email, `/auctions/${auction.id}`);
    const seller = await personAt(browser, SELLER, `/seller/auctions/${auction.id}`);
    await expect(seller.getByTestId('seller-decision')).toBeVisible({ timeout: 150_000 });
    await waitForRealtime(runnerUp);

    await seller.getByTestId('reject-award').click();
    await seller.getByTestId('decision-confirm').click();
    const next = seller.getByTestId('seller-next-step');
    await expect(next).toContainText(
      'You can offer the car to bidder #1 at their bid of MYR 10,000.',
    );
    await next.getByTestId('offer-runner-up').click();
    await expect(seller.getByRole('dialog')).toContainText(
      'Bidder #1 may buy it at MYR 10,000 within 24 hours.',
    );
    await seller.getByTestId('decision-confirm').click();
    await expect(seller.getByTestId('offer-waiting')).toContainText(
      'Your offer of MYR 10,000 to bidder #1',
    );

    const offer = runnerUp.getByTestId('offer-panel');
    await expect(offer).toContainText('The car is offered to you');
    await offer.getByTestId('offer-accept').click();
    await runnerUp.getByTestId('offer-confirm').click();
    await expect(runnerUp.locator('[data-outcome="won"]')).toContainText('MYR 10,000');
    await expect(seller.locator('.seller-auction__head').getByTestId('seller-status')).toHaveText(
      'Confirmed',
    );
    await expect(seller.getByTestId('seller-offers')).toContainText('Runner-up offer');
  });
});
