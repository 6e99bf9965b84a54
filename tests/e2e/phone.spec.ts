import { expect, test } from '@playwright/test';
import { PHONE } from './support/chromium';
import { scrollWidth } from './support/lists';
import { apiToken, DEALER_A, findLastingOpenAuction, signIn } from './support/session';

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test('on a 390×844 phone the list is one column and the bid bar sits under the thumb', async ({
  page,
  request,
}) => {
  await signIn(page, DEALER_A.email);
  const cards = page.getByTestId('auction-card');
  await expect(cards.nth(2)).toBeVisible();
  // Read in one go: a live list may drop a card that just closed between two separate reads.
  const boxes = await cards.evaluateAll((elements) =>
    elements.slice(0, 3).map((element) => {
      const box = element.getBoundingClientRect();
      return { x: Math.round(box.x), width: box.width };
    }),
  );
  expect(boxes).toHaveLength(3);
  expect(new Set(boxes.map((box) => box.x)).size).toBe(1);
  expect(boxes[0]?.width ?? 0).toBeGreaterThan(PHONE.width - 40);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

  // An open auction with time to go: the first card may be a sealed one or one closing this minute.
  const auctionId = await findLastingOpenAuction(request, await apiToken(request, DEALER_A.email));
  await page.goto(`/auctions/${auctionId}`);
  await expect(page.getByTestId('auction-detail')).toBeVisible();
  const submit = page.getByTestId('bid-submit');
  await expect(submit).toBeVisible();
  const barBox = await page.getByTestId('bid-bar').boundingBox();
  expect(Math.round((barBox?.y ?? 0) + (barBox?.height ?? 0))).toBe(PHONE.height);
  await expect(submit).toBeInViewport();
  await expect(page.getByTestId('highest-bid')).toBeInViewport();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
});
