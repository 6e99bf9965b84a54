import { expect, test } from '@playwright/test';
import { apiToken, DEALER_A, signIn, waitForRealtime } from './support/session';
import { contentWords, englishLeftOn, vocabularyWith } from './support/english-text';
import { createStaffAuction, dealerCall } from './support/staff';
import { pickLanguage } from './support/language';

const SELLER = 'seller@demo.test';

test.describe('the seller portal', () => {
  test('a seller watches a dealer bid arrive live, then accepts the top bid that missed the reserve', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const auction = await createStaffAuction(request, {
      type: 'open',
      durationSeconds: 60,
      startPrice: 10_000,
      reservePrice: 50_000,
      seller: SELLER,
    });
    await signIn(page, SELLER);
    // Newest first: the new car heads the list however many auctions earlier journeys left open.
    await page.goto('/seller/auctions/live?sort=-time_start');
    const row = page.getByTestId(`seller-row-${auction.id}`);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('seller-bid-count')).toHaveText('0 bids · 0 bidders');
    await waitForRealtime(page);

    const dealer = await apiToken(request, DEALER_A.email);
    await dealerCall(request, dealer, '/dealers/bids', { auction_id: auction.id, amount: 10_000 });
    await expect(row.getByTestId('seller-bid-count')).toHaveText('1 bid · 1 bidder');
    await expect(row.getByTestId('seller-top-bid')).toContainText('10,000');
    await expect(row.getByTestId('seller-top-bid')).toContainText('Below reserve');

    // At the close the auction leaves the live list by itself and awaits the seller.
    await expect(row).toBeHidden({ timeout: 130_000 });
    await page.goto('/seller/auctions/ended?tag=reserved');
    await page.getByTestId(`seller-row-link-${auction.id}`).click();
    const decision = page.getByTestId('seller-decision');
    await expect(decision).toContainText('Decide within');
    await decision.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('dialog')).toContainText('The car is sold to bidder #1');
    await page.getByTestId('decision-confirm').click();
    await expect(page.getByTestId('seller-decision')).toBeHidden();
    await expect(page.locator('.seller-auction__head').getByTestId('seller-status')).toHaveText(
      'Confirmed',
    );
    await expect(page.getByTestId('seller-auction')).toContainText('Sold to');
    await expect(page.getByTestId('seller-bid-history')).toContainText('Bidder #1');
    // Once decided, the page says when the auction ended, once.
    const labels = await page
      .getByTestId('seller-auction')
      .locator('.ant-descriptions-item-label')
      .allTextContents();
    expect(labels).toContain('Ended');
    expect(labels.filter((label) => ['Time', 'Ends', 'Time left'].includes(label))).toEqual([]);
  });

  test('a bid placed while the seller’s auction page is reconnecting reaches it once its channel is confirmed anew', async ({
    page,
    request,
  }) => {
    const auction = await createStaffAuction(request, {
      type: 'open',
      durationSeconds: 600,
      startPrice: 10_000,
      reservePrice: 50_000,
      seller: SELLER,
    });
    // The socket that first joined the car's channel; after it drops, the car's channel is
    // joined again only once the dealer's bid is out.
    let watching: { close: () => Promise<void> } | null = null;
    let releaseSubscribe: () => void = () => undefined;
    let resubscribing: () => void = () => undefined;
    const resubscribeHeld = new Promise<void>((resolve) => {
      resubscribing = resolve;
    });
    await page.routeWebSocket(/\/app\//, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => socket.send(message));
      socket.onMessage((message) => {
        const text = typeof message === 'string' ? message : message.toString();
        const joinsCar =
          text.includes('pusher:subscribe') && text.includes(`"auction.${auction.id}"`);
        if (joinsCar && watching === null) {
          watching = { close: () => socket.close({ code: 4200, reason: 'dropped' }) };
          server.send(message);
        } else if (joinsCar) {
          releaseSubscribe = () => server.send(message);
          resubscribing();
        } else server.send(message);
      });
    });
    await signIn(page, SELLER);
    await page.goto(`/seller/auctions/${auction.id}`);
    const facts = page.locator('.seller-auction__facts');
    await expect(facts).toContainText('0 bids · 0 bidders');
    await waitForRealtime(page);

    await watching!.close();
    await resubscribeHeld;
    // Whatever the list reads on coming back, it reads before the bid.
    await page.waitForTimeout(1_500);
    const dealer = await apiToken(request, DEALER_A.email);
    await dealerCall(request, dealer, '/dealers/bids', { auction_id: auction.id, amount: 10_000 });
    await page.waitForTimeout(500);
    await expect(facts).toContainText('0 bids · 0 bidders');
    releaseSubscribe();

    await expect(facts).toContainText('1 bid · 1 bidder');
    await expect(facts.getByTestId('seller-top-bid')).toContainText('10,000');
    await expect(page.getByTestId('seller-bid-history')).toContainText('Bidder #1');
  });

  test('a seller never sees another seller group auction: its page is not found', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, SELLER);
    const live = await request.get('/portal/api/v2/sellers/auctions/live', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [first] = ((await live.json()) as { data: { id: number }[] }).data;
    expect(first).toBeDefined();
    await signIn(page, 'seller.b@demo.test');
    await page.goto('/seller/auctions/live');
    await expect(page.getByTestId('seller-list-live')).toBeVisible();
    await expect(page.getByTestId(`seller-row-${first!.id}`)).toHaveCount(0);
    await page.goto(`/seller/auctions/${first!.id}`);
    const missing = page.getByTestId('record-not-found');
    await expect(missing).toContainText(`Auction #${first!.id} does not exist.`);
    await expect(missing.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await missing.getByRole('button', { name: 'Live now' }).click();
    await expect(page).toHaveURL(/\/seller\/auctions\/live$/);
  });

  test('a car sold in the demo sale goes from My cars to its auction, and back to its listing', async ({
    page,
  }) => {
    await signIn(page, SELLER);
    await page.goto('/seller/listings?status=sold');
    const sold = page.getByTestId('seller-listings').locator('li[data-testid^="listing-"]').first();
    await expect(sold).toBeVisible();
    const listingUrl = /\/seller\/listings\/\d+$/;
    await sold.getByRole('link').first().click();
    await expect(page).toHaveURL(listingUrl);
    const listingPath = new URL(page.url()).pathname;
    await page.getByTestId('listing-auction-link').click();
    await expect(page).toHaveURL(/\/seller\/auctions\/\d+$/);
    await expect(page.getByTestId('seller-auction')).toContainText('Sold to');
    await page.getByTestId('seller-listing-link').click();
    await expect(page).toHaveURL(new RegExp(`${listingPath}$`));
    await expect(page.getByTestId('listing-page')).toBeVisible();
  });

  test('on a phone the lists are cards, filters narrow them, and the choice stays in the address', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, SELLER);
    await page.goto('/seller/auctions/ended');
    await expect(page.locator('.seller-cards')).toBeVisible();
    await expect(page.locator('.seller-table')).toHaveCount(0);
    await page.getByTestId('seller-tag').click();
    await page.locator('.ant-select-item-option[title="Awaiting seller"]').click();
    await expect(page).toHaveURL(/tag=reserved/);
    await expect(page.getByTestId('seller-list-ended')).toHaveAttribute('aria-busy', 'false');
    await expect(page.locator('.seller-card').first()).toBeVisible();
    await expect
      .poll(async () => new Set(await page.getByTestId('seller-status').allTextContents()))
      .toEqual(new Set(['Awaiting your decision']));
    await page.reload();
    await expect(page.getByTestId('seller-tag')).toContainText('Awaiting seller');
    await context.close();
  });
});

test.describe('the seller portal in Indonesian and Thai', () => {
  for (const language of ['th', 'id'] as const) {
    test(`on a phone in ${language}, the seller lists, a live auction and a sold one show no English`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await signIn(page, SELLER);
      await page.goto('/seller/auctions/ended');
      await expect(page.locator('.seller-card').first()).toBeVisible();
      await pickLanguage(page, language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const token = await apiToken(request, SELLER);
      const listPaths = ['live', 'ended', 'completed'].map(
        (stage) => `/portal/api/v2/sellers/auctions/${stage}`,
      );
      for (const stage of ['ended', 'completed', 'live'] as const) {
        await page.goto(`/seller/auctions/${stage}`);
        await expect(page.locator('.seller-card').first()).toBeVisible();
        await page.waitForTimeout(1_000);
        const { vocabulary, excused } = vocabularyWith(
          language,
          await contentWords(request, token, listPaths),
        );
        expect(await englishLeftOn(page, vocabulary, excused), `${stage} list`).toEqual([]);
      }
      // A live auction, and a sold one: its buyer, price and fees.
      for (const stage of ['live', 'completed'] as const) {
        await page.goto(`/seller/auctions/${stage}`);
        await page.locator('.seller-card').first().click();
        await expect(page.getByTestId('seller-auction')).toBeVisible();
        await page.waitForTimeout(1_000);
        const id = page.url().split('/').at(-1);
        const { vocabulary, excused } = vocabularyWith(
          language,
          await contentWords(request, token, [
            ...listPaths,
            `/portal/api/v2/sellers/auctions/${id}`,
          ]),
        );
        expect(await englishLeftOn(page, vocabulary, excused), `${stage} auction page`).toEqual([]);
      }
      await context.close();
    });
  }
});
