import { expect, test, type APIRequestContext } from '@playwright/test';
import { contentWords, englishLeftOn, vocabularyWith } from './support/english-text';
import { apiToken, signedInPage, signIn, waitForRealtime } from './support/session';
import { pickLanguage } from './support/language';

const ADMIN = 'admin@demo.test';
const SECOND_SELLER_GROUP = 'Penang Fleet Disposals Sdn Bhd';
const DEALER_GROUP = 'Hakim Motors Sdn Bhd';
const PORTAL = '/portal/api/v2';

/** An account made the way an admin makes one, its invite link used to set `password`. */
async function acceptedDealer(request: APIRequestContext, email: string, password: string) {
  const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN)}` };
  const groups = await request.get(`${PORTAL}/staff/groups`, {
    headers,
    params: { kind: 'dealer', q: DEALER_GROUP },
  });
  const group = (await groups.json()).data[0];
  const invited = await request.post(`${PORTAL}/staff/users`, {
    headers,
    data: { email, name: 'Rizal Dahlan', kind: 'dealer', group_id: group.id },
  });
  expect(invited.status()).toBe(201);
  const outbox = await (await request.get(`${PORTAL}/staff/outbox`, { headers })).json();
  const mail = outbox.data.find((message: { to: string }) => message.to === email);
  const token = /\/invite\/([A-Za-z0-9_-]{43})/.exec(mail.body)![1];
  const accepted = await request.post(`${PORTAL}/invites/accept`, { data: { token, password } });
  expect(accepted.status()).toBe(200);
  return (await invited.json()).data.id as number;
}

test.describe('the admin’s users and invites', () => {
  test('an admin invites a seller to the second seller group; the link in the outbox sets a password and lands them in the seller portal', async ({
    page,
  }) => {
    const email = `new.seller.${Date.now()}@example.com`;
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/back-office$/);
    await page.getByTestId('frame-nav-users').click();
    await expect(page.getByTestId('users-page')).toBeVisible();
    await page.getByTestId('invite-open').click();
    await page.getByTestId('invite-email').fill(email);
    await page.getByTestId('invite-name').fill('Siti Rahmah');
    await page.getByTestId('invite-kind').getByText('Seller').click();
    await page.getByTestId('group-select-seller').click();
    await page.keyboard.type('Penang');
    await page.locator('.ant-select-item-option', { hasText: SECOND_SELLER_GROUP }).click();
    await page.getByTestId('invite-submit').click();
    await expect(page.getByText(`Invite sent to ${email}.`)).toBeVisible();
    const row = page.locator('[data-testid^="user-row-"]', { hasText: email });
    await expect(row).toContainText('Invited');
    await expect(row).toContainText(SECOND_SELLER_GROUP);

    await page.getByTestId('frame-nav-outbox').click();
    const message = page.locator('[data-testid^="outbox-message-"]', { hasText: email }).first();
    await expect(message).toContainText('Your AutoBid account: set your password');
    await message.getByTestId('outbox-link').click();

    await expect(page.getByTestId('invite-page')).toContainText('Siti Rahmah');
    const inviteUrl = page.url();
    await page.getByTestId('invite-password').fill('short');
    await page.getByTestId('invite-confirm').fill('short');
    await page.getByTestId('invite-submit').click();
    await expect(page.getByText('Use at least 10 characters.')).toBeVisible();
    await page.getByTestId('invite-password').fill('penang-fleet-2026');
    await page.getByTestId('invite-confirm').fill('penang-fleet-2026');
    await page.getByTestId('invite-submit').click();
    await expect(page).toHaveURL(/\/seller/);
    await expect(page.getByText(SECOND_SELLER_GROUP).first()).toBeVisible();

    // The link worked once.
    await page.goto(inviteUrl);
    await expect(page.getByTestId('invite-problem')).toHaveText(
      'This link was already used. Sign in with the password you set.',
    );
  });

  test('an admin disables a signed-in dealer: the dealer’s open page goes to sign-in at once, where the account is refused', async ({
    page,
    browser,
    request,
  }) => {
    const email = `rizal.${Date.now()}@example.com`;
    const id = await acceptedDealer(request, email, 'rizal-dahlan-26');
    const dealer = await browser.newContext();
    const dealerPage = await dealer.newPage();
    await signIn(dealerPage, email, 'rizal-dahlan-26');
    await expect(dealerPage).toHaveURL(/\/auctions\/live/);
    await waitForRealtime(dealerPage);

    await signIn(page, ADMIN);
    await page.goto(`/back-office/users?q=${encodeURIComponent(email)}`);
    await page.getByTestId(`disable-${id}`).click();
    await page.getByTestId('disable-confirm').click();
    await expect(page.getByTestId(`user-status-${id}`)).toHaveText('Disabled');

    // The open page is told at once and goes to sign-in without the dealer doing anything.
    await expect(dealerPage).toHaveURL(/\/login/);
    await dealerPage.getByTestId('login-email').fill(email);
    await dealerPage.getByTestId('login-password').fill('rizal-dahlan-26');
    await dealerPage.getByTestId('login-submit').click();
    await expect(dealerPage.getByTestId('login-error')).toHaveText(
      'This account is disabled. Ask your administrator to enable it again.',
    );
    await dealer.close();
  });

  test('an admin opens a group’s accounts from its member count: the filter names the group and clears to every group', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.goto(`/back-office/groups?q=${encodeURIComponent(DEALER_GROUP)}`);
    const group = page.locator('[data-testid^="group-row-"]', { hasText: DEALER_GROUP });
    await group.getByRole('link').click();
    await expect(page).toHaveURL(/\/back-office\/users\?group_id=\d+$/);
    const filter = page.getByTestId('users-filter-group');
    await expect(filter).toHaveText(`Group: ${DEALER_GROUP}`);
    const rows = page.locator('[data-testid^="user-row-"]');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) await expect(row).toContainText(DEALER_GROUP);

    await filter.getByRole('button', { name: 'Show every group' }).click();
    await expect(filter).toBeHidden();
    await expect(page).toHaveURL(/\/back-office\/users$/);
    await expect(rows.filter({ hasNotText: DEALER_GROUP }).first()).toBeVisible();
  });

  test('on a phone in Indonesian, the users page shows no English', async ({
    browser,
    request,
  }) => {
    const { context, page } = await signedInPage(browser, ADMIN, { width: 390, height: 844 });
    await page.goto('/back-office/users');
    await expect(page.locator('[data-testid^="user-row-"]').first()).toBeVisible();
    await pickLanguage(page, 'id');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('heading', { name: 'Pengguna' })).toBeVisible();
    await expect(page.locator('[data-testid^="user-row-"]').first()).toBeVisible();
    await page.waitForTimeout(1_000);
    const token = await apiToken(request, ADMIN);
    const { vocabulary, excused } = vocabularyWith(
      'id',
      await contentWords(request, token, [`${PORTAL}/staff/users`]),
    );
    expect(await englishLeftOn(page, vocabulary, excused)).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/admin-users-phone-id.png' });
    await context.close();
  });
});
