import { expect, test, type Page } from '@playwright/test';
import { DEALER_A, DEALER_B, signedInPage, waitForRealtime } from './support/session';
import { createStaffAuction } from './support/staff';

/** Everything the page received: API answers and realtime frames, as text. */
function recordTraffic(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/'))
      void response.text().then(
        (text) => seen.push(text),
        () => undefined,
      );
  });
  page.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => seen.push(String(frame.payload))),
  );
  return seen;
}

async function placeSealedBid(
  page: Page,
  bidType: 'whole_car' | 'body_only',
  amount: number,
): Promise<void> {
  await page.getByTestId(`sealed-type-${bidType}`).click();
  await page.getByTestId('sealed-bid-amount').fill(String(amount));
  await page.getByTestId('sealed-bid-submit').click();
  await expect(
    page.locator(`[data-testid="own-sealed-bid"][data-bid-type="${bidType}"]`),
  ).toHaveAttribute('data-amount', String(amount));
}

/** The ways an amount could show up: in page text (grouped or not) and in JSON. */
function spellings(amount: number): string[] {
  return [
    String(amount),
    amount.toLocaleString('en-US'),
    amount.toLocaleString('id-ID'),
    amount.toLocaleString('th-TH'),
  ];
}

// SEAL-2: on a closed auction each dealer sees only their own sealed amounts; others see counts.
test('on a closed auction neither dealer can see the other’s sealed amount', async ({
  browser,
  request,
}) => {
  const auction = await createStaffAuction(request, {
    type: 'closed',
    durationSeconds: 15 * 60,
    startPrice: 30_000,
    reservePrice: 45_000,
  });
  // Odd amounts that appear nowhere else on the page.
  const amountA = 31_373;
  const amountB = 32_487;
  const a = await signedInPage(browser, DEALER_A.email);
  const b = await signedInPage(browser, DEALER_B.email);
  const trafficA = recordTraffic(a.page);
  const trafficB = recordTraffic(b.page);
  for (const { page } of [a, b]) {
    await page.goto(`/auctions/${auction.id}`);
    await expect(page.getByTestId('sealed-bid-form')).toBeVisible();
    await expect(page.getByTestId('reveal-state')).toHaveAttribute('data-state', 'open');
    await waitForRealtime(page);
  }

  await placeSealedBid(a.page, 'whole_car', amountA);
  await placeSealedBid(b.page, 'body_only', amountB);

  // Both see that two dealers bid (public), each only their own amount.
  for (const { page } of [a, b]) {
    await expect(page.getByTestId('bid-count')).toHaveText('2', { timeout: 3_000 });
    await expect(page.getByTestId('sealed-badge')).toHaveAttribute('data-standing', 'sealed');
    await expect(page.getByTestId('highest-bid')).toContainText('30,000');
  }
  await expect(
    a.page.locator('[data-testid="own-sealed-bid"][data-bid-type="body_only"]'),
  ).toHaveAttribute('data-amount', '');
  await expect(
    b.page.locator('[data-testid="own-sealed-bid"][data-bid-type="whole_car"]'),
  ).toHaveAttribute('data-amount', '');

  // A reload re-reads everything from the server: still nothing of the other's.
  await a.page.reload();
  await expect(
    a.page.locator('[data-testid="own-sealed-bid"][data-bid-type="whole_car"]'),
  ).toHaveAttribute('data-amount', String(amountA));

  for (const [page, traffic, own, other] of [
    [a.page, trafficA, amountA, amountB],
    [b.page, trafficB, amountB, amountA],
  ] as const) {
    const text = await page.locator('body').innerText();
    expect(text).toContain(own.toLocaleString('en-US'));
    for (const spelling of spellings(other)) expect(text).not.toContain(spelling);
    // In JSON and frames an amount is a bare number; grouped spellings there would be timestamps
    // (a millisecond part such as ":32.487Z"), not amounts.
    const asNumber = new RegExp(`(?<![\\d.])${other}(?![\\d])`);
    expect(traffic.filter((body) => asNumber.test(body))).toEqual([]);
    // The recording did see the page's own amount and the live count updates, so its silence about the other's means something.
    expect(traffic.some((body) => body.includes(String(own)))).toBe(true);
    expect(traffic.some((body) => body.includes('auction.updated'))).toBe(true);
  }

  await a.context.close();
  await b.context.close();
});
