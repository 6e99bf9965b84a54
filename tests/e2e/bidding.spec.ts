import { expect, test, type Page } from '@playwright/test';
import {
  amountIn,
  apiToken,
  bidMinimumViaApi,
  DEALER_A,
  DEALER_B,
  findQuietAuction,
  signedInPage,
  waitForRealtime,
} from './support/session';

async function bidMinimum(page: Page): Promise<number> {
  const minimum = amountIn(await page.getByTestId('minimum-next-bid').textContent());
  await expect(page.getByTestId('bid-submit')).toContainText(minimum.toLocaleString('en-US'));
  await page.getByTestId('bid-submit').click();
  await expect(page.getByTestId('position-badge')).toHaveAttribute('data-position', 'winning');
  return minimum;
}

test('two dealers bid on one car and each sees the other live', async ({ browser, request }) => {
  const auctionId = await findQuietAuction(request, await apiToken(request, DEALER_A.email), [20]);
  const a = await signedInPage(browser, DEALER_A.email);
  const b = await signedInPage(browser, DEALER_B.email);
  for (const { page } of [a, b]) {
    await page.goto(`/auctions/${auctionId}`);
    await expect(page.getByTestId('auction-detail')).toBeVisible();
    await waitForRealtime(page);
  }

  // A bids the minimum and leads.
  const first = await bidMinimum(a.page);
  await expect(a.page.getByTestId('highest-bid')).toHaveText(/[\d,]+/);
  expect(amountIn(await a.page.getByTestId('highest-bid').textContent())).toBe(first);

  // B sees A's bid without reloading: the price and the top of the history.
  await expect
    .poll(async () => amountIn(await b.page.getByTestId('highest-bid').textContent()), {
      timeout: 3_000,
    })
    .toBe(first);
  const topRowB = b.page.getByTestId('bid-history-row').first();
  await expect(topRowB).toContainText(/Bidder \d+/);
  expect(amountIn(await topRowB.getByTestId('bid-history-amount').textContent())).toBe(first);

  // B outbids A.
  const second = await bidMinimum(b.page);
  expect(second).toBeGreaterThan(first);

  // A sees it is outbid, the new price, and its own bid below B's in the history.
  await expect(a.page.getByTestId('position-badge')).toHaveAttribute('data-position', 'outbid', {
    timeout: 3_000,
  });
  expect(amountIn(await a.page.getByTestId('highest-bid').textContent())).toBe(second);
  const rowsA = a.page.getByTestId('bid-history-row');
  await expect(rowsA.nth(0)).toContainText(/Bidder \d+/);
  await expect(rowsA.nth(1)).toContainText('You');
  await expect(a.page.getByText('You have been outbid')).toBeVisible();

  await a.context.close();
  await b.context.close();
});

test('a bid placed while a dealer’s page is still joining the auction’s channel reaches it: the page reads the auction again once the channel is confirmed', async ({
  browser,
  request,
}) => {
  const auctionId = await findQuietAuction(request, await apiToken(request, DEALER_A.email), [20]);
  const b = await signedInPage(browser, DEALER_B.email);
  // B's subscription to the auction's channel is held at the socket until A's bid is committed and
  // published: the page has read the auction without the bid, and the bid's event never reaches it.
  let releaseSubscribe: () => void = () => undefined;
  const subscribeHeld = new Promise<void>((resolve) => {
    void b.page.routeWebSocket(/\/app\//, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => socket.send(message));
      socket.onMessage((message) => {
        const text = typeof message === 'string' ? message : message.toString();
        if (text.includes('pusher:subscribe') && text.includes(`"auction.${auctionId}"`)) {
          releaseSubscribe = () => server.send(message);
          resolve();
        } else server.send(message);
      });
    });
  });
  await b.page.goto(`/auctions/${auctionId}`);
  await expect(b.page.getByTestId('auction-detail')).toBeVisible();
  await subscribeHeld;
  await expect(b.page.getByTestId('bid-count')).toHaveText('0');

  const placed = await bidMinimumViaApi(
    request,
    await apiToken(request, DEALER_A.email),
    auctionId,
  );
  // The event went out while B was not yet on the channel.
  await b.page.waitForTimeout(500);
  releaseSubscribe();

  await expect(b.page.getByTestId('bid-count')).toHaveText('1', { timeout: 5_000 });
  expect(amountIn(await b.page.getByTestId('highest-bid').textContent())).toBe(placed);
  await expect(b.page.getByTestId('bid-history-row')).toHaveCount(1);
  await b.context.close();
});

test('a bid placed while a watching dealer’s page is reconnecting reaches it: the page reads the auction again once the channel is confirmed anew', async ({
  browser,
  request,
}) => {
  const auctionId = await findQuietAuction(request, await apiToken(request, DEALER_A.email), [20]);
  // B only watches: no bid of B's, so no outbid notice on B's own channel can bring the bid instead.
  const b = await signedInPage(browser, DEALER_B.email);
  const sockets: { close: () => Promise<void> }[] = [];
  let releaseSubscribe: () => void = () => undefined;
  let resubscribing: () => void = () => undefined;
  const resubscribeHeld = new Promise<void>((resolve) => {
    resubscribing = resolve;
  });
  await b.page.routeWebSocket(/\/app\//, (socket) => {
    const server = socket.connectToServer();
    const isFirst = sockets.length === 0;
    sockets.push({ close: () => socket.close({ code: 4200, reason: 'dropped' }) });
    server.onMessage((message) => socket.send(message));
    socket.onMessage((message) => {
      const text = typeof message === 'string' ? message : message.toString();
      // After the drop, the auction's channel is joined again only once A's bid is published.
      if (
        !isFirst &&
        text.includes('pusher:subscribe') &&
        text.includes(`"auction.${auctionId}"`)
      ) {
        releaseSubscribe = () => server.send(message);
        resubscribing();
      } else server.send(message);
    });
  });
  await b.page.goto(`/auctions/${auctionId}`);
  await expect(b.page.getByTestId('auction-detail')).toBeVisible();
  await waitForRealtime(b.page);
  await expect(b.page.getByTestId('bid-count')).toHaveText('0');

  await sockets[0]!.close();
  await resubscribeHeld;
  const placed = await bidMinimumViaApi(
    request,
    await apiToken(request, DEALER_A.email),
    auctionId,
  );
  // The event went out while B was off the channel.
  await b.page.waitForTimeout(500);
  await expect(b.page.getByTestId('bid-count')).toHaveText('0');
  releaseSubscribe();

  await expect(b.page.getByTestId('bid-count')).toHaveText('1', { timeout: 5_000 });
  expect(amountIn(await b.page.getByTestId('highest-bid').textContent())).toBe(placed);
  await expect(b.page.getByTestId('bid-history-row')).toHaveCount(1);
  await b.context.close();
});

test('a bid below the minimum is refused with a clear message and changes nothing', async ({
  browser,
  request,
}) => {
  const auctionId = await findQuietAuction(request, await apiToken(request, DEALER_A.email), [20]);
  const { context, page } = await signedInPage(browser, DEALER_A.email);
  await page.goto(`/auctions/${auctionId}`);
  const minimum = amountIn(await page.getByTestId('minimum-next-bid').textContent());
  await page.getByTestId('bid-amount').fill(String(minimum - 1));
  await expect(page.getByText(/Enter at least/)).toBeVisible();
  await expect(page.getByTestId('bid-submit')).toBeDisabled();
  await expect(page.getByTestId('position-badge')).toHaveAttribute('data-position', 'nobid');
  await context.close();
});
