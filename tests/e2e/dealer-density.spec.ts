import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PHONE } from './support/chromium';
import { apiToken, bidMinimumViaApi, DEALER_A, DEALER_B, signIn } from './support/session';

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

interface ListedAuction {
  id: number;
  type: string;
  status: string;
  time_end: string;
  position: string;
  user_bids: { amount: number }[];
}

async function liveList(request: APIRequestContext, token: string): Promise<ListedAuction[]> {
  const response = await request.get('/auction/api/v2/dealers/auctions/live?per_page=50', {
    headers: { Authorization: `Bearer ${token}`, 'Cache-Control': 'no-cache' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ListedAuction[] }).data;
}

/** Cards whose top is above the fold: the bottom of the screen less the phone's nav bar. */
async function cardsAboveFold(page: Page): Promise<Locator[]> {
  const navTop = (await page.getByTestId('phone-nav').boundingBox())?.y ?? PHONE.height;
  const cards = await page.getByTestId('auction-card').all();
  const above: Locator[] = [];
  for (const card of cards) {
    const box = await card.boundingBox();
    if (box && box.y < navTop && box.y + box.height > 0) above.push(card);
  }
  return above;
}

/** One choice of the density toggle; on a phone its word is for screen readers only. */
function densityOption(page: Page, name: string): Locator {
  return page
    .getByTestId('density-toggle')
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) });
}

test('on a 390×844 phone the live list opens compact: five or more cars above the fold, each with the dealer’s position and own bid', async ({
  page,
  request,
}) => {
  const tokenA = await apiToken(request, DEALER_A.email);
  const tokenB = await apiToken(request, DEALER_B.email);
  // Dealer A leads the first open car of the list and is outbid on the second, so both show.
  const soon = Date.now() + 3 * 60_000;
  const open = (await liveList(request, tokenA)).filter(
    (a) => a.type === 'open' && a.status === 'active' && Date.parse(a.time_end) > soon,
  );
  const [led, beaten] = open;
  if (!led || !beaten) throw new Error('the demo data has too few live open auctions');
  if (led.position !== 'winning') await bidMinimumViaApi(request, tokenA, led.id);
  await bidMinimumViaApi(request, tokenA, beaten.id);
  await bidMinimumViaApi(request, tokenB, beaten.id);

  await signIn(page, DEALER_A.email);
  await expect(page.getByTestId('list-live')).toBeVisible();
  await expect(page.getByTestId('auction-card').first()).toBeVisible();
  const visible = await cardsAboveFold(page);
  expect(visible.length).toBeGreaterThanOrEqual(5);
  await expect(page.getByTestId('density-toggle')).toHaveAttribute('data-density', 'compact');

  const listed = new Map((await liveList(request, tokenA)).map((a) => [a.id, a]));
  let withOwnBid = 0;
  for (const card of visible) {
    const id = Number(await card.getAttribute('data-auction-id'));
    const auction = listed.get(id);
    if (!auction || auction.type !== 'open') continue;
    await expect(card.getByTestId('position-badge')).toHaveAttribute(
      'data-position',
      auction.position,
    );
    if (auction.user_bids.length === 0) {
      await expect(card.getByTestId('own-bid')).toHaveCount(0);
      continue;
    }
    withOwnBid += 1;
    const own = Math.max(...auction.user_bids.map((bid) => bid.amount));
    await expect(card.getByTestId('own-bid')).toHaveAttribute('data-amount', String(own));
    await expect(card.getByTestId('own-bid')).toBeInViewport();
  }
  expect(withOwnBid).toBeGreaterThanOrEqual(2);
  const ledCard = page.locator(`[data-testid="auction-card"][data-auction-id="${led.id}"]`);
  await expect(ledCard.getByTestId('position-badge')).toHaveAttribute('data-position', 'winning');
  const beatenCard = page.locator(`[data-testid="auction-card"][data-auction-id="${beaten.id}"]`);
  await expect(beatenCard.getByTestId('position-badge')).toHaveAttribute('data-position', 'outbid');

  // Cards show fewer cars, the own bid still on them; the choice outlives a reload.
  await densityOption(page, 'Cards').tap();
  await expect(page.getByTestId('auction-card').first()).not.toHaveAttribute(
    'data-density',
    'compact',
  );
  expect((await cardsAboveFold(page)).length).toBeLessThan(visible.length);
  await expect(ledCard.getByTestId('own-bid')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('density-toggle')).toHaveAttribute('data-density', 'cards');
  await densityOption(page, 'Compact rows').tap();
  await expect(page.getByTestId('auction-card').first()).toHaveAttribute('data-density', 'compact');
});

test('on a phone, log out is a worded item of the account menu, named in the dealer’s language', async ({
  page,
}) => {
  await signIn(page, DEALER_A.email);
  const languages = page.getByTestId('language-switch').first();
  // The closed switch shows the language's code; its options keep their names.
  await expect(page.locator('.language-switch__value').first()).toHaveText('EN');
  await Promise.all([page.waitForEvent('load'), languages.selectOption({ label: 'ไทย' })]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.locator('.language-switch__value').first()).toHaveText('TH');
  const account = page.getByTestId('account-menu');
  await expect(account).toHaveAccessibleName(`บัญชี: ${DEALER_A.name}`);
  await account.tap();
  const logout = page.getByRole('menuitem', { name: 'ออกจากระบบ' });
  await expect(logout).toBeVisible();
  await expect(page.getByRole('menu')).toContainText(DEALER_A.name);
  await logout.tap();
  await expect(page).toHaveURL(/\/login/);
});
