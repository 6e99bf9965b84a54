import { expect, test } from '@playwright/test';
import { apiToken, DEALER_A, signedInPage, signIn, waitForRealtime } from './support/session';
import { createStaffAuction, dealerCall } from './support/staff';
import { pickLanguage } from './support/language';

const OPERATIONS = 'operations@demo.test';

test.describe('the back office run sheet', () => {
  test('operations cancel a live auction with a reason; the dealer who bid sees it cancelled at once and is told why', async ({
    page,
    browser,
    request,
  }) => {
    const auction = await createStaffAuction(request, {
      type: 'open',
      durationSeconds: 900,
      startPrice: 12_000,
      reservePrice: 20_000,
    });
    const dealerToken = await apiToken(request, DEALER_A.email);
    await dealerCall(request, dealerToken, '/dealers/bids', {
      auction_id: auction.id,
      amount: 12_000,
    });
    const dealer = await signedInPage(browser, DEALER_A.email);
    await dealer.page.goto(`/auctions/${auction.id}`);
    await expect(dealer.page.getByTestId('auction-detail')).toBeVisible();
    await waitForRealtime(dealer.page);

    await signIn(page, OPERATIONS);
    await expect(page).toHaveURL(/\/back-office$/);
    await page.getByTestId('home-run-sheet').click();
    await expect(page.getByTestId('run-sheet')).toBeVisible();
    const row = page.getByTestId(`run-sheet-row-${auction.id}`);
    await expect(row).toBeVisible();
    await row.getByTestId(`cancel-${auction.id}`).click();
    await page.getByTestId('cancel-confirm').click();
    await expect(page.getByText('Give a reason of at least 3 characters.')).toBeVisible();
    await page.getByTestId('cancel-reason').fill('Seller withdrew the car: flood damage');
    await page.getByTestId('cancel-confirm').click();
    await expect(page.getByText(`Auction #${auction.id} is cancelled.`)).toBeVisible();

    await page.getByTestId('run-sheet-tab-finished').click();
    const finished = page.getByTestId(`run-sheet-row-${auction.id}`);
    await expect(finished.getByTestId('run-sheet-status')).toHaveText('Cancelled');
    await expect(finished.getByTestId(`reason-${auction.id}`)).toHaveText(
      'Seller withdrew the car: flood damage',
    );
    await expect(dealer.page.getByTestId('auction-detail')).toContainText('Cancelled');
    // The dealer bid, so it is told why, wherever it is in the app.
    await expect(dealer.page.getByTestId('notice-cancelled')).toContainText(
      'Seller withdrew the car: flood damage',
    );
    await dealer.context.close();

    // The cancel is in the audit log, with who did it, the change and the reason.
    await page.getByTestId('frame-nav-audit').click();
    await page.getByTestId('audit-search').locator('input').fill('flood damage');
    await page.getByTestId('audit-search').locator('input').press('Enter');
    const entry = page.locator('[data-testid^="audit-row-"]').first();
    await expect(entry).toContainText('Auction cancelled');
    await expect(entry).toContainText(`Auction #${auction.id}`);
    await expect(entry).toContainText('Status: Live → Cancelled');
    await expect(entry).toContainText('Seller withdrew the car: flood damage');
    await expect(entry).toContainText('Ravi Operations');
  });

  test('operations restart an auction that ended without a bid; the dealer watching sees it open again and bids', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const auction = await createStaffAuction(request, {
      type: 'open',
      durationSeconds: 60,
      startPrice: 15_000,
    });
    const dealer = await signedInPage(browser, DEALER_A.email);
    await dealer.page.goto(`/auctions/${auction.id}`);
    await expect(dealer.page.getByTestId('bid-submit')).toBeVisible();
    await waitForRealtime(dealer.page);
    await expect(dealer.page.getByTestId('bid-submit')).toHaveCount(0, { timeout: 100_000 });

    await signIn(page, OPERATIONS);
    await page.goto('/back-office/run-sheet');
    await page.getByTestId('run-sheet-tab-finished').click();
    const row = page.getByTestId(`run-sheet-row-${auction.id}`);
    await expect(row.getByTestId('run-sheet-status')).toHaveText('Ended');
    await row.getByTestId(`restart-${auction.id}`).click();
    await page.getByTestId('restart-confirm').click();
    await expect(page.getByText(`Auction #${auction.id} is restarted.`)).toBeVisible();

    // The dealer's open page takes the new window without a reload, and the car can be bid on.
    await expect(dealer.page.getByTestId('bid-submit')).toBeVisible({ timeout: 15_000 });
    await dealer.page.getByTestId('bid-submit').click();
    await expect(dealer.page.getByTestId('highest-bid')).toContainText('15,000');
    await dealer.context.close();
  });

  test("an inspector's back office has no run sheet, in the navigation or on the start page", async ({
    page,
  }) => {
    await signIn(page, 'inspector@demo.test');
    await expect(page).toHaveURL(/\/back-office$/);
    await expect(page.getByTestId('frame-nav-run-sheet')).toHaveCount(0);
    await expect(page.getByTestId('home-run-sheet')).toHaveCount(0);
  });

  test('the run sheet in Thai', async ({ page }) => {
    await signIn(page, OPERATIONS);
    await page.goto('/back-office/run-sheet');
    await pickLanguage(page, 'th');
    await expect(page.getByTestId('run-sheet')).toContainText('ตารางการประมูลประจำวัน');
    await expect(page.getByTestId('run-sheet-tab-live')).toContainText('กำลังประมูล');
  });

  test('on a phone the run sheet and the review queue keep their actions in reach: the actions column is pinned at the right edge, the car keeps most of the width', async ({
    browser,
  }) => {
    const { context, page } = await signedInPage(browser, OPERATIONS, { width: 390, height: 844 });
    for (const path of ['/back-office/run-sheet', '/back-office/review']) {
      await page.goto(path);
      const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
      await expect(row).toBeVisible();
      // The row's last cell holds its buttons, pinned inside the screen without scrolling.
      const actions = row.locator('td').last();
      await expect(actions).toHaveClass(/ant-table-cell-fix-(end|right)/);
      const button = actions.getByRole('button').first();
      await expect(button).toBeInViewport({ ratio: 1 });
      const box = (await actions.boundingBox())!;
      expect(box.x + box.width, path).toBeLessThanOrEqual(390);
      // The pinned column stays narrow: the car's column keeps the larger share.
      const car = (await row.locator('td').first().boundingBox())!;
      expect(car.width, path).toBeGreaterThan(box.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(390);
    }
    await context.close();
  });
});
