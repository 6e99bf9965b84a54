import { expect, test } from '@playwright/test';
import { PHONE } from './support/chromium';
import { DEALER_A, signIn } from './support/session';

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test('on a 390×844 phone the list is one column and the bid bar sits under the thumb', async ({
  page,
}) => {
  await signIn(page, DEALER_A.email);
  const cards = page.getByTestId('auction-card');
  await expect(cards.nth(2)).toBeVisible();
  const boxes = await Promise.all([0, 1, 2].map((n) => cards.nth(n).boundingBox()));
  const lefts = new Set(boxes.map((box) => Math.round(box?.x ?? -1)));
  expect(lefts.size).toBe(1);
  expect(boxes[0]?.width ?? 0).toBeGreaterThan(PHONE.width - 40);
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
    PHONE.width,
  );

  await cards.first().click();
  await expect(page.getByTestId('auction-detail')).toBeVisible();
  const bar = page.getByTestId('bid-bar');
  await expect(bar).toBeVisible();
  const barBox = await bar.boundingBox();
  expect(Math.round((barBox?.y ?? 0) + (barBox?.height ?? 0))).toBe(PHONE.height);
  await expect(page.getByTestId('bid-submit')).toBeInViewport();
  await expect(page.getByTestId('highest-bid')).toBeInViewport();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
    PHONE.width,
  );
});
