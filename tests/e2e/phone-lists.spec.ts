import { expect, test } from '@playwright/test';
import { PHONE } from './support/chromium';
import { scrollWidth } from './support/lists';
import { DEALER_A, signIn } from './support/session';

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test('on a 390×844 phone the lists are one thumb away: a bottom bar, one column, nothing wider than the screen', async ({
  page,
}) => {
  await signIn(page, DEALER_A.email);
  const cards = page.getByTestId('auction-card');
  await expect(cards.nth(1)).toBeVisible();
  const [a, b] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
  expect(Math.round(a?.x ?? -1)).toBe(Math.round(b?.x ?? -2));
  expect(a?.width ?? 0).toBeGreaterThan(PHONE.width - 40);

  const bar = page.getByTestId('phone-nav');
  await expect(bar).toBeVisible();
  const barBox = await bar.boundingBox();
  expect(Math.round((barBox?.y ?? 0) + (barBox?.height ?? 0))).toBe(PHONE.height);
  for (const key of ['live', 'preview', 'follow-list', 'pinned', 'more']) {
    const box = await page.getByTestId(`phone-nav-${key}`).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  }
  const follow = cards.first().getByTestId('follow-button');
  const followBox = await follow.boundingBox();
  expect(followBox?.height ?? 0).toBeGreaterThanOrEqual(40);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

  await page.getByTestId('filters-open').tap();
  await expect(page.getByTestId('filter-order')).toBeVisible();
  await page.getByTestId('filters-done').tap();

  await page.getByTestId('phone-nav-follow-list').tap();
  await expect(page).toHaveURL(/\/auctions\/follow-list$/);
  await expect(page.getByTestId('phone-nav-follow-list')).toHaveAttribute('aria-current', 'page');

  await page.getByTestId('phone-nav-more').tap();
  await page.getByTestId('sheet-ended-bids').tap();
  await expect(page).toHaveURL(/\/auctions\/ended-bids/);
  await expect(page.getByTestId('ended-bids-range')).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

  await page.getByTestId('phone-nav-live').tap();
  await cards.first().locator('h3 a').tap();
  await expect(page.getByTestId('auction-detail')).toBeVisible();
  await expect(page.getByTestId('phone-nav')).toHaveCount(0);
  await expect(page.getByTestId('bid-bar')).toBeVisible();
});
