import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { contentWords, englishLeftOn, vocabularyWith } from './support/english-text';
import { pickLanguage } from './support/language';
import { apiToken, DEALER_A, signIn } from './support/session';

async function openFirstAuction(page: Page): Promise<number> {
  const card = page.getByTestId('auction-card').first();
  const auctionId = Number(await card.getAttribute('data-auction-id'));
  await card.click();
  await expect(page.getByTestId('auction-detail')).toBeVisible();
  await expect(page.getByTestId('vehicle-facts')).toBeVisible();
  return auctionId;
}

/** A win of the dealer with documents and close-ups, for its summary page. */
async function findWinWithDocuments(request: APIRequestContext, token: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const wins = await request.get('/portal/api/v2/dealers/auctions/success?per_page=50', {
    headers,
  });
  for (const { id } of ((await wins.json()) as { data: { id: number }[] }).data) {
    const detail = await request.get(
      `/portal/api/v2/dealers/auctions/${id}/detail?include=associated_files,extra_inspection_photos`,
      { headers },
    );
    const { data } = (await detail.json()) as {
      data: { associated_files?: unknown[]; extra_inspection_photos?: unknown[] };
    };
    if ((data.associated_files ?? []).length > 0 && (data.extra_inspection_photos ?? []).length > 0)
      return id;
  }
  throw new Error('the demo dealer has no win with documents and close-ups');
}

/** The English words left on the page, in interface texts and in what the server wrote for it. */
async function englishLeft(
  page: Page,
  language: 'th' | 'id',
  content: Parameters<typeof vocabularyWith>[1],
): Promise<string[]> {
  const { vocabulary, excused } = vocabularyWith(language, content);
  return englishLeftOn(page, vocabulary, excused);
}

test.describe('interface languages', () => {
  test('after switching to Thai, then to Indonesian, the live list, an auction page with its report and the auction summary with its close-ups and documents show no English', async ({
    page,
    request,
  }) => {
    await signIn(page, DEALER_A.email);
    await expect(page.getByTestId('auction-card').first()).toBeVisible();
    const token = await apiToken(request, DEALER_A.email);
    const listContent = [
      '/auction/api/v2/dealers/auctions/live?include=active_inspection&per_page=200',
      '/auction/api/v1/users/current?include=active_group',
      '/general/api/v2/mobile-banners',
    ];
    const winId = await findWinWithDocuments(request, token);
    const summaryContent = [
      `/portal/api/v2/dealers/auctions/${winId}/detail?include=extra_inspection_photos,associated_files,active_inspection,bids`,
      '/auction/api/v1/users/current?include=active_group',
    ];

    // The check must be able to fail: the same pages in English are full of the words it looks for.
    expect(
      (await englishLeft(page, 'th', await contentWords(request, token, listContent))).length,
    ).toBeGreaterThan(3);
    await page.goto(`/auctions/${winId}/summary`);
    await expect(page.getByTestId('summary-files')).toBeVisible();
    expect(
      (await englishLeft(page, 'th', await contentWords(request, token, summaryContent))).length,
    ).toBeGreaterThan(3);

    for (const language of ['th', 'id'] as const) {
      await page.goto('/auctions/live');
      await expect(page.getByTestId('auction-card').first()).toBeVisible();
      await pickLanguage(page, language);
      await expect(page.getByTestId('auction-card').first()).toBeVisible();
      // Let realtime status and countdowns settle into their steady text.
      await page.waitForTimeout(1_000);
      expect(
        await englishLeft(page, language, await contentWords(request, token, listContent)),
        `live list in ${language}`,
      ).toEqual([]);

      const auctionId = await openFirstAuction(page);
      await expect(page.getByTestId('inspection')).toBeVisible();
      await page.waitForTimeout(1_000);
      const detailContent = [
        ...listContent,
        `/auction/api/v2/dealers/auctions/live/${auctionId}?include=active_inspection`,
      ];
      expect(
        await englishLeft(page, language, await contentWords(request, token, detailContent)),
        `auction page in ${language}`,
      ).toEqual([]);

      await page.goto(`/auctions/${winId}/summary`);
      await expect(page.getByTestId('summary-files')).toBeVisible();
      await expect(page.getByTestId('summary-extra-photos')).toBeVisible();
      await expect(page.getByTestId('inspection')).toBeVisible();
      await page.waitForTimeout(500);
      expect(
        await englishLeft(page, language, await contentWords(request, token, summaryContent)),
        `auction summary in ${language}`,
      ).toEqual([]);
    }
  });

  test('dates read month first in English and day first in Thai, with Gregorian years', async ({
    page,
  }) => {
    await signIn(page, DEALER_A.email);
    await expect(page.getByTestId('auction-card').first()).toBeVisible();
    await openFirstAuction(page);
    const inspected = page.getByTestId('inspection').locator('.ant-typography-secondary').first();
    const english = (await inspected.textContent()) ?? '';
    const [, month, day, year] =
      /(\d{1,2})\/(\d{1,2})\/(\d{4}) \d{2}:\d{2}:\d{2}/.exec(english) ?? [];
    expect(year, english).toBeDefined();
    expect(Number(year)).toBeLessThan(2100);

    await pickLanguage(page, 'th');
    await expect(page.getByTestId('inspection')).toBeVisible();
    await expect(inspected).toContainText(`${day}/${month}/${year}`);
  });

  test('sign-in applies the language saved with the account', async ({ page }) => {
    await page.goto('/login');
    // Once the page is up, so the app's own write of the language it started in comes first.
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await page.evaluate(() => window.localStorage.setItem('ln', 'th'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await signIn(page, DEALER_A.email);
    // The demo accounts are saved in English.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => window.localStorage.getItem('ln'))).toBe('en');
  });
});
