import AxeBuilder from '@axe-core/playwright';
import {
  devices,
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { DESKTOP, PHONE } from './support/chromium';
import { pickLanguage } from './support/language';
import {
  apiToken,
  bidMinimumViaApi,
  DEALER_A,
  DEALER_B,
  signIn,
  waitForRealtime,
} from './support/session';
import { createStaffAuction, dealerCall, STAFF_EMAIL } from './support/staff';

// Each test walks many pages and runs axe on each: minutes on a busy machine.
test.describe.configure({ timeout: 240_000 });

const SELLER = 'seller@demo.test';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * A phone is a phone's browser, not only a narrow window: some controls (antd's tab overflow
 * menu) draw differently for a touch device.
 */
const PHONE_DEVICE: BrowserContextOptions = {
  viewport: PHONE,
  userAgent: devices['Pixel 7'].userAgent,
  isMobile: true,
  hasTouch: true,
};
const DESK_DEVICE: BrowserContextOptions = { viewport: DESKTOP };

/** A fresh context (own cookies) for the device, signed in as `email`. */
async function signedInOn(browser: Browser, email: string, device: BrowserContextOptions) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

/** Waits until the page has drawn its data: no loading shell, skeleton or spinner left. */
async function settled(page: Page): Promise<void> {
  // Generous: on a busy machine a page's first chunk can take a while.
  await expect(page.locator('main').first()).toBeVisible({ timeout: 30_000 });
  await expect(
    page.locator('.boot-shell, .page-loading, .ant-skeleton, .ant-spin-spinning'),
  ).toHaveCount(0, { timeout: 30_000 });
  // Popups and transitions are off (reduced motion); one frame more for late layout.
  await page.waitForTimeout(300);
}

/** The serious and critical WCAG 2.1 A/AA findings on the page, one readable line each. */
async function blockingFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1] ?? ''} ${n.html.slice(0, 160)}`,
          )
          .join('\n'),
    );
}

async function expectClean(page: Page, what: string): Promise<void> {
  await settled(page);
  const findings = await blockingFindings(page);
  expect.soft(findings, `${what} (${page.url()})\n${findings.join('\n')}`).toEqual([]);
}

/** Opens each path in turn as `email` and checks it. */
async function checkPages(
  browser: Browser,
  email: string,
  pagePaths: string[],
  device: BrowserContextOptions,
): Promise<void> {
  const { context, page } = await signedInOn(browser, email, device);
  try {
    for (const path of pagePaths) {
      await page.goto(path);
      await expectClean(page, path);
    }
  } finally {
    await context.close();
  }
}

const DEALER_LISTS = [
  '/auctions/live',
  '/auctions/preview',
  '/auctions/follow-list',
  '/auctions/pinned',
  '/auctions/ended-bids',
  '/purchases/success',
  '/purchases/overdue',
  '/purchases/history',
  '/purchases/online-payments',
  '/account',
];
const SELLER_PAGES = [
  '/seller',
  '/seller/auctions/pending',
  '/seller/auctions/live',
  '/seller/auctions/ended',
  '/seller/auctions/completed',
  '/seller/listings',
  '/seller/listings/new',
];
const BACK_OFFICE_PAGES = [
  '/back-office',
  '/back-office/review',
  '/back-office/inspections',
  '/back-office/sessions',
  '/back-office/run-sheet',
  '/back-office/finance',
  '/back-office/transactions',
  '/back-office/audit',
  '/back-office/users',
  '/back-office/groups',
  '/back-office/markets',
  '/back-office/outbox',
];

for (const [name, device] of [
  ['desk', DESK_DEVICE],
  ['phone', PHONE_DEVICE],
] as const) {
  test.describe(`axe on a ${name}`, () => {
    test.use(device);

    test('the sign-in page has no serious or critical finding', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByTestId('login-email')).toBeVisible();
      await expectClean(page, 'sign-in');
    });

    test('the dealer lists have no serious or critical finding', async ({ browser }) => {
      await checkPages(browser, DEALER_A.email, DEALER_LISTS, device);
    });

    test('a timed and a sealed auction page have no serious or critical finding', async ({
      browser,
      request,
    }) => {
      const timed = await createStaffAuction(request, {
        type: 'open',
        durationSeconds: 900,
        startPrice: 10_000,
      });
      const sealed = await createStaffAuction(request, {
        type: 'closed',
        durationSeconds: 900,
        startPrice: 10_000,
      });
      const { context, page } = await signedInOn(browser, DEALER_A.email, device);
      for (const id of [timed.id, sealed.id]) {
        await page.goto(`/auctions/${id}`);
        await expect(page.getByTestId('auction-detail')).toBeVisible();
        await expectClean(page, `auction ${id}`);
      }
      await context.close();
    });

    test('the seller pages have no serious or critical finding', async ({ browser }) => {
      await checkPages(browser, SELLER, SELLER_PAGES, device);
    });

    test('the back office pages have no serious or critical finding', async ({ browser }) => {
      await checkPages(browser, STAFF_EMAIL, BACK_OFFICE_PAGES, device);
    });
  });
}

test.describe('axe in Thai', () => {
  test('sign-in, the live list and an auction page in Thai have no serious or critical finding', async ({
    browser,
    request,
  }) => {
    const visitor = await browser.newContext(DESK_DEVICE);
    const signInPage = await visitor.newPage();
    await signInPage.goto('/login');
    await pickLanguage(signInPage, 'th');
    await expectClean(signInPage, 'sign-in (th)');
    await visitor.close();

    const timed = await createStaffAuction(request, {
      type: 'open',
      durationSeconds: 900,
      startPrice: 10_000,
    });
    const { context, page } = await signedInOn(browser, DEALER_A.email, DESK_DEVICE);
    await page.goto('/auctions/live');
    await pickLanguage(page, 'th');
    await expectClean(page, 'live list (th)');
    await page.goto(`/auctions/${timed.id}`);
    await expect(page.getByTestId('auction-detail')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expectClean(page, 'auction (th)');
    await context.close();
  });
});

/** Presses Tab until `target` has the focus, as a keyboard user walks the page; fails after `limit`. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * Whether the focused control draws a focus indicator: an outline or a focus ring (box shadow) on
 * it or on the field wrapper that antd draws around an input.
 */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    let element = document.activeElement;
    for (let level = 0; element && level < 3; level += 1) {
      const style = getComputedStyle(element);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return true;
      if (style.boxShadow !== 'none') return true;
      element = element.parentElement;
    }
    return false;
  });
}

test.describe('the bid box with a keyboard and a screen reader', () => {
  test('a dealer bids with the keyboard alone; the live regions say the price, being outbid and the last minute, once each', async ({
    browser,
    request,
  }) => {
    const { context, page } = await signedInOn(browser, DEALER_A.email, DESK_DEVICE);
    const auction = await createStaffAuction(request, {
      type: 'open',
      durationSeconds: 100,
      startPrice: 10_000,
    });
    await page.goto(`/auctions/${auction.id}`);
    await expect(page.getByTestId('bid-box')).toBeVisible();
    await waitForRealtime(page);
    // Over a minute left: the clock says nothing.
    await expect(page.getByTestId('bid-live-clock')).toHaveText('');

    // From the top of the page, Tab reaches the amount, then the bid button, each with a visible focus.
    await page.locator('body').focus();
    const amount = page.getByTestId('bid-amount');
    await tabTo(page, amount);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('bid-submit')).toBeFocused();
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect(amount).toBeFocused();

    // Enter in the field places the bid typed there.
    await page.keyboard.type('10000');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('bid-live-polite')).toHaveText(
      /^Highest bid: \D*10,000\. Winning\.$/,
    );
    await expect(page.getByTestId('bid-live-polite')).toHaveAttribute('aria-live', 'polite');

    // A rival's bid: the price and standing are said politely, being outbid at once (the
    // session's outbid notice is an alert).
    const rival = await apiToken(request, DEALER_B.email);
    const rivalAmount = await bidMinimumViaApi(request, rival, auction.id);
    await expect(page.getByTestId('notice-outbid')).toHaveAttribute('role', 'alert');
    await expect(page.getByTestId('bid-live-polite')).toHaveText(
      `Highest bid: ${await page.getByTestId('highest-bid').textContent()}. Outbid.`,
    );
    expect(rivalAmount).toBeGreaterThan(10_000);

    // The clock speaks at one minute, and not again on the following ticks.
    const clock = page.getByTestId('bid-live-clock');
    await expect(clock).toHaveText('One minute left to bid.', { timeout: 90_000 });
    await expect(clock).toHaveAttribute('aria-live', 'assertive');
    const said: string[] = [];
    for (let tick = 0; tick < 4; tick += 1) {
      said.push((await clock.textContent()) ?? '');
      await page.waitForTimeout(500);
    }
    expect(new Set(said)).toEqual(new Set(['One minute left to bid.']));
    await context.close();
  });

  test('removing a max bid asks in a dialog that keeps the keyboard focus and gives it back', async ({
    browser,
    request,
  }) => {
    const auction = await createStaffAuction(request, {
      type: 'open',
      durationSeconds: 900,
      startPrice: 10_000,
    });
    // The rival's higher ceiling leads, so the dealer's own max bid may be removed.
    const dealer = await apiToken(request, DEALER_A.email);
    const rival = await apiToken(request, DEALER_B.email);
    await dealerCall(request, rival, '/dealers/max-bids', {
      auction_id: auction.id,
      amount: 30_000,
    });
    await dealerCall(request, dealer, '/dealers/max-bids', {
      auction_id: auction.id,
      amount: 20_000,
    });
    const { context, page } = await signedInOn(browser, DEALER_A.email, DESK_DEVICE);
    await page.goto(`/auctions/${auction.id}`);
    await expect(page.getByTestId('auto-bid-panel')).toBeVisible();

    await page.locator('body').focus();
    await tabTo(page, page.locator('.ant-collapse-header:has([data-testid="max-bid-toggle"])'));
    await page.keyboard.press('Enter');
    const remove = page.getByTestId('max-bid-remove');
    await tabTo(page, remove);
    expect(await focusIsVisible(page)).toBe(true);

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Where the focus is: in the dialog, nowhere in the page (past its last control the browser's
    // own controls have it), or the element behind the dialog it escaped to.
    const focusPlace = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return 'none';
        if (element.closest('[role="dialog"], .ant-modal-wrap')) return 'dialog';
        return element.outerHTML.slice(0, 120);
      });
    await expect.poll(focusPlace).toBe('dialog');
    // Tab and Shift+Tab go round the dialog's buttons and never reach the page behind it.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(['dialog', 'none'], key).toContain(await focusPlace());
    }
    if ((await focusPlace()) === 'none') await page.keyboard.press('Tab');
    expect(await focusPlace()).toBe('dialog');
    // Escape cancels, and the focus is back on the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();

    // Again, and confirm: the dialog opens on its confirm button.
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('max-bid-remove-confirm')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('max-bid-remove')).toHaveCount(0);
    await context.close();
  });
});
