import { expect, test, type Page } from '@playwright/test';
import { contentWords, englishLeftOn, vocabularyWith } from './support/english-text';
import { apiToken, DEALER_A, signedInPage, signIn } from './support/session';
import { pickLanguage } from './support/language';

const OPERATIONS = 'operations@demo.test';

/** The auction ids of the session page's lots, in closing order. */
async function lotIds(page: Page): Promise<number[]> {
  const ids = await page
    .locator('.lot-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-testid') ?? ''));
  return ids.map((id) => Number(id.replace('lot-', '')));
}

test.describe('sale sessions in the back office', () => {
  test('operations create a session, schedule an approved car into it, and a dealer sees the car in preview', async ({
    page,
    browser,
    request,
  }) => {
    await signIn(page, OPERATIONS);
    await expect(page).toHaveURL(/\/back-office$/);
    await page.getByTestId('frame-nav-sessions').click();
    await expect(page.getByTestId('sale-sessions')).toBeVisible();

    await page.getByTestId('session-new').click();
    await page.getByTestId('session-name').fill('');
    await page.getByTestId('session-save').click();
    await expect(page.getByText('Give the session a name of at least 2 characters.')).toBeVisible();
    const name = `Journey sale ${Date.now().toString(36)}`;
    await page.getByTestId('session-name').fill(name);
    await page.getByTestId('session-save').click();
    await expect(page.getByTestId('session-page')).toBeVisible();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByTestId('session-state')).toHaveText('Upcoming');
    await expect(page.getByText('No cars scheduled yet.')).toBeVisible();

    await page.getByTestId('session-add-cars').click();
    const candidate = page.locator('[data-testid^="candidate-add-"]:not([disabled])').first();
    await expect(candidate).toBeVisible();
    const listingId = Number(
      (await candidate.getAttribute('data-testid'))?.replace('candidate-add-', ''),
    );
    await candidate.click();
    await expect(page.getByText('Added to the session.')).toBeVisible();
    await expect(page.getByTestId(`candidate-${listingId}`)).toHaveCount(0);
    await page.keyboard.press('Escape');

    await expect(page.locator('.lot-card')).toHaveCount(1);
    const [auctionId] = await lotIds(page);
    expect(auctionId).toBeGreaterThan(0);
    await expect(page.locator('.lot-card').first()).toContainText('Lot 1');

    // New prices for the lot: the reserve may not go below the start.
    await page.getByTestId('lot-prices').click();
    await page.getByTestId('lot-start').fill('50000');
    await page.getByTestId('lot-reserve').fill('40000');
    await page.getByTestId('lot-prices-save').click();
    await expect(page.getByText('The reserve must be at least the start price.')).toBeVisible();
    await page.getByTestId('lot-reserve').fill('65000');
    await page.getByTestId('lot-prices-save').click();
    await expect(page.getByText('Prices saved.')).toBeVisible();
    await expect(page.locator('.lot-card').first()).toContainText('50,000');

    // The dealer of the market finds the car among the auctions in preview.
    const token = await apiToken(request, DEALER_A.email);
    const preview = await request.get('/auction/api/v2/dealers/auctions/preview?per_page=100', {
      headers: { Authorization: `Bearer ${token}`, 'Cache-Control': 'no-cache' },
    });
    const ids = ((await preview.json()) as { data: { id: number }[] }).data.map((a) => a.id);
    expect(ids).toContain(auctionId);
    const dealer = await signedInPage(browser, DEALER_A.email);
    await dealer.page.goto(`/auctions/${auctionId}`);
    await expect(dealer.page.getByTestId('auction-detail')).toBeVisible();
    await expect(dealer.page.getByTestId('auction-detail')).toContainText('50,000');
    await dealer.context.close();

    // The seller's car is scheduled now; taking the lot out approves it again.
    await page.getByTestId('lot-remove').click();
    await page.getByTestId('lot-remove-reason').fill('Moved to a later sale');
    await page.getByTestId('lot-remove-confirm').click();
    await expect(page.getByText('Lot removed.')).toBeVisible();
    await expect(page.locator('.lot-card')).toHaveCount(0);
  });

  test('operations reorder lots before the start; the close times stay in order', async ({
    page,
  }) => {
    await signIn(page, OPERATIONS);
    await page.goto('/back-office/sessions');
    const session = page.locator('.session-card').filter({ hasText: 'Klang Valley trade sale' });
    await session.first().getByRole('link').first().click();
    await expect(page.getByTestId('session-page')).toBeVisible();
    await expect(page.locator('.lot-card')).not.toHaveCount(0);
    const before = await lotIds(page);
    expect(before.length).toBeGreaterThanOrEqual(2);
    const closes = await page.getByTestId('lot-close').allTextContents();
    await page.locator('.lot-card').nth(1).getByTestId('lot-up').click();
    await expect(page.getByText('Order saved.')).toBeVisible();
    await expect.poll(() => lotIds(page)).toEqual([before[1], before[0], ...before.slice(2)]);
    expect(await page.getByTestId('lot-close').allTextContents()).toEqual(closes);
  });

  test('on a phone in Thai, the sessions and a session with its lots show no English', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, OPERATIONS);
    await page.goto('/back-office/sessions');
    await expect(page.locator('.session-card').first()).toBeVisible();
    await pickLanguage(page, 'th');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { name: 'รอบการประมูล' })).toBeVisible();
    const token = await apiToken(request, OPERATIONS);
    const listPath = '/portal/api/v2/staff/sessions?market=MY';
    const check = async (what: string, paths: string[]) => {
      const { vocabulary, excused } = vocabularyWith(
        'th',
        await contentWords(request, token, paths),
      );
      expect(await englishLeftOn(page, vocabulary, excused), what).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, what).toBeLessThanOrEqual(390);
    };
    await page.waitForTimeout(500);
    await check('sessions', [listPath]);

    // A demo session (with lots), not one an earlier journey made empty and that may sort first.
    await page
      .locator('.session-card')
      .filter({ hasNotText: /Journey sale/ })
      .first()
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByTestId('session-page')).toBeVisible();
    await expect(page.locator('.lot-card').first()).toBeVisible();
    const sessionId = page.url().split('/').at(-1);
    await page.waitForTimeout(500);
    await check('session', [listPath, `/portal/api/v2/staff/sessions/${sessionId}`]);

    await page.getByTestId('session-add-cars').click();
    await expect(page.locator('.candidate-list li').first()).toBeVisible();
    await page.waitForTimeout(500);
    await check('picker', [
      listPath,
      `/portal/api/v2/staff/sessions/${sessionId}`,
      `/portal/api/v2/staff/sessions/${sessionId}/candidates`,
    ]);
    await context.close();
  });
});
