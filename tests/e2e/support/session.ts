import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

export const DEMO_PASSWORD = 'demo-pass-1';
export const DEALER_A = { email: 'dealer.a@demo.test', name: 'Aiman Hakim' };
export const DEALER_B = { email: 'dealer.b@demo.test', name: 'Tan Mei Ling' };

/**
 * A language is saved with the account and comes back at every sign-in (spec §4), so one journey's
 * choice would carry into the next: each sign-in first puts the account back to English, through
 * the account's own calls. Nothing happens when the password does not sign in.
 */
export async function resetSavedLanguage(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const res = await request.post('/auction/api/v1/loginByEmail?include=active_group', {
    data: { email, password },
  });
  if (!res.ok()) return;
  const { data } = (await res.json()) as {
    data: { access_token: string; user: { id: number; locale: { language: string } } };
  };
  const headers = { authorization: `Bearer ${data.access_token}` };
  if (data.user.locale.language !== 'en')
    await request.put(`/auction/api/v1/users/${data.user.id}`, {
      data: { language: 'en' },
      headers,
    });
  await request.post('/auction/api/v1/logout', { headers });
}

/**
 * Signs in through the form and waits until the app has left the login page; the account starts in
 * English unless `keepSavedLanguage` is set.
 */
export async function signIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  options: { keepSavedLanguage?: boolean } = {},
): Promise<void> {
  if (!options.keepSavedLanguage) await resetSavedLanguage(page.request, email, password);
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A fresh browser context (own cookies and storage) with one signed-in page. */
export async function signedInPage(
  browser: Browser,
  email: string,
  viewport?: { width: number; height: number },
) {
  const context: BrowserContext = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

/**
 * A person at a desk of their own (own cookies and storage), signed in and on `path`; a viewport
 * makes it a phone.
 */
export async function personAt(
  browser: Browser,
  email: string,
  path: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const { page } = await signedInPage(browser, email, viewport);
  await page.goto(path);
  return page;
}

/** Waits until the page's auction connection is live, so no realtime event of the test is missed. */
export async function waitForRealtime(page: Page): Promise<void> {
  await expect(page.getByTestId('realtime-status')).toHaveAttribute('data-status', 'connected');
  // The channel subscription follows the connection by a round trip.
  await page.waitForTimeout(500);
}

/** The whole-unit amount in a money text such as "MYR 29,800". */
export function amountIn(text: string | null): number {
  return Number((text ?? '').replace(/\D/g, ''));
}

/** A demo account signed in over the API: its token and the group it acts for. */
export async function apiSignIn(
  request: APIRequestContext,
  email: string,
): Promise<{ token: string; activeGroupId: number | null }> {
  const response = await request.post('/auction/api/v1/loginByEmail?include=active_group', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as {
    data: { access_token: string; user: { active_group?: { id: number } | null } };
  };
  return { token: body.data.access_token, activeGroupId: body.data.user.active_group?.id ?? null };
}

export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  return (await apiSignIn(request, email)).token;
}

interface ListedAuction {
  id: number;
  status: string;
  type: string;
  time_end: string;
  highest_bid: { amount: number } | null;
  position: string;
}

/** Live open auctions that stay open well past a test: ten minutes or more to go. */
async function lastingOpenAuctions(
  request: APIRequestContext,
  token: string,
): Promise<ListedAuction[]> {
  const response = await request.get('/auction/api/v2/dealers/auctions/live?per_page=50', {
    headers: { Authorization: `Bearer ${token}`, 'Cache-Control': 'no-cache' },
  });
  const body = (await response.json()) as { data: ListedAuction[] };
  const soon = Date.now() + 10 * 60_000;
  return body.data.filter(
    (a) => a.status === 'active' && a.type === 'open' && Date.parse(a.time_end) > soon,
  );
}

/** A live open auction nobody has bid on and that stays open well past the test. */
export async function findQuietAuction(
  request: APIRequestContext,
  token: string,
  skip: number[] = [],
): Promise<number> {
  const quiet = (await lastingOpenAuctions(request, token)).filter(
    (a) => a.highest_bid === null && !skip.includes(a.id),
  );
  const chosen = quiet[0];
  if (!chosen) throw new Error('the demo data has no open auction without bids');
  return chosen.id;
}

/**
 * A live open auction, with or without bids, that stays open well past the test: not one about to
 * close, whose bid bar would turn into its outcome while the test reads it, nor a sealed one.
 */
export async function findLastingOpenAuction(
  request: APIRequestContext,
  token: string,
): Promise<number> {
  const chosen = (await lastingOpenAuctions(request, token))[0];
  if (!chosen) throw new Error('the demo data has no open auction with ten minutes to go');
  return chosen.id;
}

/** Bids the current minimum through the API: a deliberately low bid is refused with the minimum. */
export async function bidMinimumViaApi(
  request: APIRequestContext,
  token: string,
  auctionId: number,
): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const probe = await request.post('/auction/api/v2/dealers/bids', {
    headers,
    data: { auction_id: auctionId, amount: 1 },
  });
  expect(probe.status()).toBe(422);
  const { minimum } = (await probe.json()) as { minimum: number };
  const placed = await request.post('/auction/api/v2/dealers/bids', {
    headers,
    data: { auction_id: auctionId, amount: minimum },
  });
  expect(placed.ok()).toBe(true);
  return minimum;
}
