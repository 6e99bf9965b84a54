import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, DEALER_A, DEALER_B, personAt, waitForRealtime } from './support/session';
import { dealerCall } from './support/staff';

const SELLER = 'seller@demo.test';
const INSPECTOR = 'inspector@demo.test';
const OPERATIONS = 'operations@demo.test';

async function staffCall<T>(
  request: APIRequestContext,
  email: string,
  method: 'post' | 'put',
  path: string,
  data: Record<string, unknown>,
): Promise<T> {
  const token = await apiToken(request, email);
  const response = await request[method](`/portal/api/v2${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A real JPEG of one colour, drawn by the browser, as a phone camera would send it. */
async function jpeg(page: Page, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 800, 600);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, colour);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** The seller lists a car with two photos on the web app; the listing's id. */
async function sellerListsCar(seller: Page, chassis: string): Promise<number> {
  await seller.goto('/seller/listings/new');
  const form = seller.getByTestId('listing-form');
  await form.locator('#model_id').fill('Corolla');
  await seller.locator('.ant-select-item-option', { hasText: 'Toyota Corolla Altis' }).click();
  await form.getByTestId('listing-year').fill('2021');
  await form.getByTestId('listing-variant').fill('1.8 G');
  await form.getByTestId('listing-mileage').fill('38000');
  await form.getByTestId('listing-color').fill('Silver');
  await form.getByTestId('listing-registration').fill('WPC 4821');
  await form.getByTestId('listing-chassis').fill(chassis);
  await form.getByTestId('listing-location').fill('Shah Alam, Selangor');
  await form.getByTestId('listing-start').fill('40000');
  await form.getByTestId('listing-reserve').fill('60000');
  await form.getByTestId('listing-submit').click();
  await expect(seller.getByTestId('listing-page')).toContainText(chassis);
  const photos = seller.getByTestId('listing-photos');
  await photos.getByTestId('photo-input').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await jpeg(seller, '#8e44ad') },
    { name: 'rear.jpg', mimeType: 'image/jpeg', buffer: await jpeg(seller, '#16a085') },
  ]);
  await expect(photos.getByTestId('photo-grid').locator('li')).toHaveCount(2);
  await expect(photos.getByTestId('upload-list')).toHaveCount(0);
  return Number(seller.url().split('/').at(-1));
}

/** The inspector rates the five core sections and publishes the report. */
async function inspectorPublishes(request: APIRequestContext, listingId: number): Promise<void> {
  const draft = await staffCall<{ version: number; revision: number }>(
    request,
    INSPECTOR,
    'post',
    `/staff/inspections/${listingId}/versions`,
    {},
  );
  const path = `/staff/inspections/${listingId}/versions/${draft.version}`;
  const saved = await staffCall<{ revision: number }>(request, INSPECTOR, 'put', path, {
    revision: draft.revision,
    summary: 'Clean car with a full service history.',
    sections: ['exterior', 'interior', 'engine', 'transmission', 'tyres_brakes'].map((key) => ({
      key,
      rating: 100,
      notes: '',
    })),
  });
  await staffCall(request, INSPECTOR, 'post', `${path}/publish`, { revision: saved.revision });
}

test('a car goes the whole way: listed with photos, inspected, approved, scheduled, bid on, closed under the reserve, sold on a counter-offer, and everyone sees it live', async ({
  browser,
  request,
}) => {
  test.setTimeout(720_000);
  const chassis = `CYCLE${Date.now().toString(36).toUpperCase()}`;

  // The seller lists the car and its photos.
  const seller = await personAt(browser, SELLER, '/seller/listings');
  const listingId = await sellerListsCar(seller, chassis);
  await expect(seller.getByTestId('listing-status')).toHaveText('Waiting for review');

  // The inspector publishes a report; operations approve the listing in the review queue.
  await inspectorPublishes(request, listingId);
  const operations = await personAt(browser, OPERATIONS, '/back-office/review');
  const row = operations.locator('tr', { hasText: chassis });
  await expect(row.getByTestId('review-photo')).toHaveCount(2);
  await row.getByRole('button', { name: 'Approve' }).click();
  await operations.getByTestId('approve-confirm').click();
  await expect(row).toHaveCount(0);

  // Operations make a session opening in half a minute and add the car from the approved ones.
  const startsAt = Date.now() + 30_000;
  const session = await staffCall<{ id: number }>(request, OPERATIONS, 'post', '/staff/sessions', {
    market: 'MY',
    name: `Whole cycle ${chassis}`,
    type: 'open',
    starts_at: new Date(startsAt).toISOString(),
    first_close_at: new Date(startsAt + 300_000).toISOString(),
    stagger_seconds: 30,
  });
  await operations.goto(`/back-office/sessions/${session.id}`);
  await operations.getByTestId('session-add-cars').click();
  await operations.getByTestId(`candidate-add-${listingId}`).click();
  await expect(operations.getByText('Added to the session.')).toBeVisible();
  await operations.keyboard.press('Escape');
  await expect(operations.locator('.lot-card')).toHaveCount(1);
  const auctionId = Number(
    (await operations.locator('.lot-card').first().getAttribute('data-testid'))?.replace(
      'lot-',
      '',
    ),
  );
  await seller.reload();
  await expect(seller.getByTestId('listing-status')).toHaveText('Scheduled');

  // Both dealers open the car: the seller's photos and the inspector's report are what they see.
  const path = `/auctions/${auctionId}`;
  const topBidder = await personAt(browser, DEALER_B.email, path);
  const runnerUp = await personAt(browser, DEALER_A.email, path);
  await expect(topBidder.getByTestId('auction-detail')).toContainText('Toyota Corolla Altis');
  await expect(topBidder.getByTestId('photo-gallery').locator('img').first()).toHaveAttribute(
    'src',
    /\/media\/listings\//,
  );

  // Once the session opens, both bid under the reserve.
  const a = await apiToken(request, DEALER_A.email);
  const b = await apiToken(request, DEALER_B.email);
  await expect
    .poll(
      async () => {
        const response = await request.post('/auction/api/v2/dealers/bids', {
          headers: { Authorization: `Bearer ${a}` },
          data: { auction_id: auctionId, amount: 40_000 },
        });
        return response.status();
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe(200);
  await dealerCall(request, b, '/dealers/bids', { auction_id: auctionId, amount: 45_000 });

  // The lot closes under the reserve of 60,000: the seller decides.
  const sellerAuction = await personAt(browser, SELLER, `/seller/auctions/${auctionId}`);
  await expect(sellerAuction.getByTestId('seller-decision')).toBeVisible({ timeout: 420_000 });
  for (const page of [topBidder, runnerUp, sellerAuction]) await waitForRealtime(page);
  await sellerAuction
    .getByTestId('seller-decision')
    .getByRole('button', { name: 'Counter-offer' })
    .click();
  const dialog = sellerAuction.getByRole('dialog');
  await dialog.getByTestId('counter-amount').fill('52000');
  await dialog.getByTestId('counter-send').click();
  await expect(sellerAuction.getByTestId('offer-waiting')).toContainText('MYR 52,000');

  // The top bidder accepts on the auction page; the seller and the runner-up see it at once.
  const offer = topBidder.getByTestId('offer-panel');
  await expect(offer.getByTestId('offer-amount')).toHaveText('MYR 52,000');
  await offer.getByTestId('offer-accept').click();
  await topBidder.getByTestId('offer-confirm').click();
  await expect(topBidder.locator('[data-outcome="won"]')).toContainText('MYR 52,000');
  await expect(runnerUp.locator('[data-outcome="lost"]')).toBeVisible();
  await expect(
    sellerAuction.locator('.seller-auction__head').getByTestId('seller-status'),
  ).toHaveText('Confirmed');

  // The listing followed its auction to the end.
  await seller.reload();
  await expect(seller.getByTestId('listing-status')).toHaveText('Sold');
});
