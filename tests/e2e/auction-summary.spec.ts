import { expect, test, type APIRequestContext } from '@playwright/test';
import { contentWords, englishLeftOn, vocabularyWith } from './support/english-text';
import { apiToken, DEALER_A, DEALER_B, signIn } from './support/session';

interface Won {
  id: number;
  won_at: string | null;
  currency: string;
  awarded_bid: { amount: number } | null;
  associated_files?: { id: number; name: string; file_name: string; url: string }[];
}

/** A demo win of either dealer, still to pay, that has documents, read through the portal API. */
async function findWonAuctionWithFiles(
  request: APIRequestContext,
): Promise<{ email: string; auction: Won }> {
  for (const { email } of [DEALER_A, DEALER_B]) {
    const headers = { Authorization: `Bearer ${await apiToken(request, email)}` };
    const wins = await request.get('/portal/api/v2/dealers/auctions/success?per_page=50', {
      headers,
    });
    expect(wins.ok()).toBe(true);
    type Win = { id: number; transactions: { status: string }[] };
    const unpaid = ((await wins.json()) as { data: Win[] }).data.filter(({ transactions }) =>
      ['awaiting_payment', 'payment_submitted'].includes(transactions[0]?.status ?? ''),
    );
    for (const { id } of unpaid) {
      const detail = await request.get(
        `/portal/api/v2/dealers/auctions/${id}/detail?include=associated_files`,
        { headers },
      );
      const auction = ((await detail.json()) as { data: Won }).data;
      if ((auction.associated_files ?? []).length > 0) return { email, auction };
    }
  }
  throw new Error('the demo data has no unpaid won auction with documents');
}

test.describe('auction summary', () => {
  test('a won auction shows the win, its amount and payment due, and its documents open and download', async ({
    page,
    request,
    context,
  }) => {
    const { email, auction } = await findWonAuctionWithFiles(request);
    await signIn(page, email);
    await page.goto(`/auctions/${auction.id}/summary`);

    const result = page.getByTestId('summary-result').first();
    await expect(result).toHaveAttribute('data-result', 'won');
    await expect(page.getByTestId('summary-price').first()).toHaveText(
      new RegExp(`^${auction.currency}\\s[\\d,]+$`),
    );
    expect(
      Number((await page.getByTestId('summary-price').first().textContent())?.replace(/\D/g, '')),
    ).toBe(auction.awarded_bid?.amount);
    await expect(page.getByTestId('summary-won-at').first()).toHaveText(
      /^\d{1,2}\/\d{1,2}\/\d{4} \d{2}:\d{2}:\d{2}$/,
    );
    await expect(page.getByTestId('summary-payment-due').first()).toBeVisible();
    await expect(page.getByTestId('photo-gallery')).toBeVisible();
    await expect(page.getByTestId('inspection')).toBeVisible();

    const files = page.getByTestId('summary-file');
    await expect(files).toHaveCount(auction.associated_files!.length);
    const first = auction.associated_files![0]!;
    const row = page.locator(`[data-testid="summary-file"][data-file-id="${first.id}"]`);
    await expect(row).toContainText(first.name || first.file_name);

    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      row.getByTestId('summary-file-open').click(),
    ]);
    await opened.waitForLoadState();
    expect(opened.url()).toContain(`/files/${first.id}/`);
    const inline = await request.get(opened.url());
    expect(inline.ok()).toBe(true);
    expect(inline.headers()['content-disposition'] ?? 'inline').toMatch(/^inline/);
    await opened.close();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByTestId('summary-file-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(first.file_name);
    expect(await download.failure()).toBeNull();
  });

  test('in Thai the summary shows no English word, and its dates read day first', async ({
    page,
    request,
  }) => {
    const { email, auction } = await findWonAuctionWithFiles(request);
    await signIn(page, email);
    await page.evaluate(() => window.localStorage.setItem('ln', 'th'));
    await page.goto(`/auctions/${auction.id}/summary`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByTestId('summary-files')).toBeVisible();
    await page.waitForTimeout(1_000);
    const token = await apiToken(request, email);
    const content = await contentWords(request, token, [
      `/portal/api/v2/dealers/auctions/${auction.id}/detail?include=extra_inspection_photos,associated_files,active_inspection,bids`,
      '/auction/api/v1/users/current?include=active_group',
    ]);
    const { vocabulary, excused } = vocabularyWith('th', content);
    expect(await englishLeftOn(page, vocabulary, excused)).toEqual([]);

    const dayFirst = await page.evaluate((iso) => {
      const date = new Date(iso);
      return `${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()}`;
    }, auction.won_at!);
    await expect(page.getByTestId('summary-won-at').first()).toHaveText(
      new RegExp(`^${dayFirst} \\d{2}:\\d{2}:\\d{2}$`),
    );
  });

  test('an auction id the server does not know is named as not found, with the way back to the ended bids', async ({
    page,
  }) => {
    await signIn(page, DEALER_A.email);
    await page.goto('/auctions/987654321/summary');
    const missing = page.getByTestId('record-not-found');
    await expect(missing).toContainText('Auction #987654321 does not exist.');
    await missing.getByRole('button', { name: 'Ended bids' }).click();
    await expect(page).toHaveURL(/\/auctions\/ended-bids$/);
  });

  test('on a phone the result comes first and nothing is wider than the screen', async ({
    browser,
    request,
  }) => {
    const { email, auction } = await findWonAuctionWithFiles(request);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, email);
    await page.goto(`/auctions/${auction.id}/summary`);
    await expect(page.getByTestId('summary-result')).toBeVisible();
    const resultTop = (await page.getByTestId('summary-result').boundingBox())!.y;
    const galleryTop = (await page.getByTestId('photo-gallery').boundingBox())!.y;
    expect(resultTop).toBeLessThan(galleryTop);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await context.close();
  });
});
