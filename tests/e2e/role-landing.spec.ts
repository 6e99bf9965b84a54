import { expect, test, type Page } from '@playwright/test';
import { DEALER_A, signIn } from './support/session';

/** Every API answer the page got that said the user may not do it. */
function collectForbidden(page: Page): string[] {
  const forbidden: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) forbidden.push(response.url());
  });
  return forbidden;
}

test.describe('each person lands in their own side', () => {
  test('a seller lands in the seller portal and no screen calls an endpoint sellers may not call', async ({
    page,
  }) => {
    const forbidden = collectForbidden(page);
    await signIn(page, 'seller@demo.test');
    await expect(page).toHaveURL(/\/seller$/);
    await expect(page.getByTestId('seller-overview')).toBeVisible();
    await expect(page.getByTestId('overview-live-count')).toHaveText(/^\d+$/);
    await expect(page.getByTestId('frame-nav')).toBeVisible();

    // A dealer's page sends the seller back to their own side.
    await page.goto('/auctions/live');
    await expect(page).toHaveURL(/\/seller$/);
    await expect(page.getByTestId('seller-overview')).toBeVisible();
    expect(forbidden).toEqual([]);
  });

  test('a seller signing in from a dealer link still lands in the seller portal', async ({
    page,
  }) => {
    await page.goto('/auctions/20');
    await expect(page).toHaveURL(/\/login\?redirectUrl=/);
    await signIn(page, 'seller@demo.test');
    await expect(page).toHaveURL(/\/seller$/);
  });

  test('staff land in the back office with the pages of their roles', async ({ page }) => {
    const forbidden = collectForbidden(page);
    await signIn(page, 'operations@demo.test');
    await expect(page).toHaveURL(/\/back-office$/);
    await expect(page.getByTestId('back-office-home')).toContainText('Your roles: Operations');
    // The review queue's card says how many listed cars wait (the demo always has some).
    await expect(page.getByTestId('review-home-count')).toHaveText(/^[1-9]\d*Waiting for review$/);
    await page.goto('/auctions/live');
    await expect(page).toHaveURL(/\/back-office$/);
    expect(forbidden).toEqual([]);
  });

  test('a dealer lands in the live list and the back office and seller portal send it back there', async ({
    page,
  }) => {
    await signIn(page, DEALER_A.email);
    await expect(page).toHaveURL(/\/auctions\/live$/);
    await page.goto('/back-office');
    await expect(page).toHaveURL(/\/auctions\/live$/);
    await page.goto('/seller');
    await expect(page).toHaveURL(/\/auctions\/live$/);
  });
});
