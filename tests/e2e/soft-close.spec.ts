import { expect, test, type Page } from '@playwright/test';
import { DEALER_A, DEALER_B, signedInPage, waitForRealtime } from './support/session';
import { createStaffAuction } from './support/staff';

/** Seconds left on a page's countdown, as the dealer reads them ("00:58" → 58). */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('countdown').textContent()) ?? '';
  const match = /(\d+):(\d{2})/.exec(text);
  if (!match) throw new Error(`no time in the countdown: ${text}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

// BID-6: a bid in the last 60 seconds moves the end to now + 60 s, and every watcher sees it.
test('a bid in the closing minute extends the auction, and both dealers see the countdown jump back', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const auction = await createStaffAuction(request, {
    type: 'open',
    durationSeconds: 70,
    startPrice: 25_000,
  });
  const firstEnd = Date.parse(auction.time_end);
  const a = await signedInPage(browser, DEALER_A.email);
  const b = await signedInPage(browser, DEALER_B.email);
  for (const { page } of [a, b]) {
    await page.goto(`/auctions/${auction.id}`);
    await expect(page.getByTestId('countdown')).toHaveAttribute('data-time-end', auction.time_end);
    await waitForRealtime(page);
  }

  // Inside the soft-close window: under a minute left, shown in red.
  await expect
    .poll(() => secondsLeft(a.page), { timeout: 30_000, intervals: [500] })
    .toBeLessThan(55);
  await expect(a.page.getByTestId('countdown')).toHaveAttribute('data-tone', 'urgent');
  const before = await secondsLeft(b.page);

  await a.page.getByTestId('bid-submit').click();
  await expect(a.page.getByTestId('position-badge')).toHaveAttribute('data-position', 'winning');

  for (const { page } of [a, b]) {
    const countdown = page.getByTestId('countdown');
    await expect(countdown).not.toHaveAttribute('data-time-end', auction.time_end, {
      timeout: 3_000,
    });
    const movedTo = Date.parse((await countdown.getAttribute('data-time-end')) ?? '');
    expect(movedTo).toBeGreaterThan(firstEnd);
    expect(await secondsLeft(page)).toBeGreaterThanOrEqual(Math.max(before + 3, 56));
    await expect(page.getByTestId('countdown-extended')).toBeVisible();
  }

  await a.context.close();
  await b.context.close();
});
