import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE } from './support/chromium';
import {
  amountIn,
  apiToken,
  bidMinimumViaApi,
  DEALER_A,
  DEALER_B,
  findQuietAuction,
  signedInPage,
  signIn,
  waitForRealtime,
} from './support/session';

/** Types an amount, then clears the field as a dealer does to type another. */
async function typeThenClear(page: Page): Promise<number> {
  const minimum = amountIn(await page.getByTestId('minimum-next-bid').textContent());
  const field = page.getByTestId('bid-amount');
  await field.fill(String(minimum + 5_000));
  await expect(page.getByTestId('bid-submit')).toContainText(
    (minimum + 5_000).toLocaleString('en-US'),
  );
  await field.fill('');
  return minimum;
}

for (const [device, viewport] of [
  ['desk', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`on a ${device}, a cleared bid amount stays empty and the button bids the minimum again`, async ({
    browser,
    request,
  }) => {
    const auctionId = await findQuietAuction(
      request,
      await apiToken(request, DEALER_A.email),
      [20],
    );
    const { context, page } = await signedInPage(browser, DEALER_A.email, viewport);
    await page.goto(`/auctions/${auctionId}`);
    const minimum = await typeThenClear(page);

    await expect(page.getByTestId('bid-amount')).toHaveValue('');
    const submit = page.getByTestId('bid-submit');
    await expect(submit).toBeEnabled();
    expect(amountIn(await submit.textContent())).toBe(minimum);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('quick-bid').first()).toBeVisible();
    await context.close();
  });
}

test('an auction won earlier says Won, offers no follow or pin, and leads back to the list it came from', async ({
  page,
}) => {
  await signIn(page, DEALER_A.email);
  await page.goto('/purchases/success?per_page=10');
  await page.getByTestId('portal-card').first().locator('a').first().click();
  await expect(page).toHaveURL(/\/auctions\/\d+\/summary$/);
  await page.locator('.detail-heading__eyebrow a').click();

  await expect(page.getByTestId('auction-detail')).toBeVisible();
  await expect(page.getByTestId('bid-summary').locator('.position-badge')).toHaveText('Won');
  await expect(page.getByTestId('follow-button')).toHaveCount(0);
  await expect(page.getByTestId('pin-button')).toHaveCount(0);
  const back = page.locator('.back-link');
  await expect(back).toHaveText('Won, to complete');
  await back.click();
  await expect(page).toHaveURL(/\/purchases\/success\?per_page=10$/);
});

test('an auction in preview counts down to its opening and leads back to the preview list', async ({
  page,
}) => {
  await signIn(page, DEALER_A.email);
  await page.goto('/auctions/preview');
  await page.getByTestId('auction-card').first().locator('.auction-card__link').click();

  await expect(page.getByTestId('auction-detail')).toBeVisible();
  const countdown = page.getByTestId('bid-summary').getByTestId('countdown');
  await expect(countdown).toHaveText(/^Opens in (\d+d )?\d+:\d\d(:\d\d)?$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '', { timeout: 3_000 });
  await expect(page.getByTestId('bid-not-started')).toContainText('Bidding opens at');
  await expect(page.getByTestId('follow-button')).toBeVisible();

  const back = page.locator('.back-link');
  await expect(back).toHaveText('Preview');
  await back.click();
  await expect(page).toHaveURL(/\/auctions\/preview$/);
});

test('an auction opened from a filtered live list leads back to the list with its filters', async ({
  page,
}) => {
  await signIn(page, DEALER_A.email);
  await page.goto('/auctions/live?order=price_desc');
  await page.getByTestId('auction-card').first().locator('.auction-card__link').click();
  await expect(page.getByTestId('auction-detail')).toBeVisible();
  const back = page.locator('.back-link');
  await expect(back).toHaveText('Live auctions');
  await back.click();
  await expect(page).toHaveURL(/\/auctions\/live\?order=price_desc$/);
});

test('an auction that does not exist says so, with the way back and nothing to retry', async ({
  page,
}) => {
  await signIn(page, DEALER_A.email);
  await page.goto('/auctions/987654321');
  await expect(page.getByTestId('auction-not-found')).toContainText('Auction not found');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.locator('.back-link')).toHaveText('Live auctions');
  await page.locator('.back-link').click();
  await expect(page).toHaveURL(/\/auctions\/live$/);
});

test('the price chart draws another dealer’s bid as it arrives, beside the dealer’s own', async ({
  browser,
  request,
}) => {
  const auctionId = await findQuietAuction(request, await apiToken(request, DEALER_A.email), [20]);
  const { context, page } = await signedInPage(browser, DEALER_A.email);
  await page.goto(`/auctions/${auctionId}`);
  await waitForRealtime(page);
  await page.getByTestId('bid-submit').click();
  await expect(page.getByTestId('position-badge')).toHaveAttribute('data-position', 'winning');
  await expect(page.getByTestId('price-chart')).toHaveCount(0);

  const rival = await bidMinimumViaApi(request, await apiToken(request, DEALER_B.email), auctionId);

  const points = page.getByTestId('price-chart-point');
  await expect(points).toHaveCount(2, { timeout: 3_000 });
  await expect(points.nth(0)).toHaveAttribute('data-own', 'true');
  await expect(points.nth(1)).toHaveAttribute('data-own', 'false');
  await expect(points.nth(1)).toHaveAttribute('data-amount', String(rival));
  await context.close();
});
