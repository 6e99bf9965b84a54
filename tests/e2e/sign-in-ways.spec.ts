import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/session';

/** The newest message the dev outbox shows for `to`, read as a person reads it: on the page. */
async function readOutbox(page: Page, to: string): Promise<string> {
  await page.goto('/dev/outbox');
  const message = page.getByTestId('dev-outbox-message').filter({ hasText: to }).first();
  await expect(message).toBeVisible();
  return (await message.textContent()) ?? '';
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

test.describe('every way in', () => {
  test('a dealer signs in by phone with the code the dev outbox shows', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByTestId('login-method-phone').click();
    await page.getByTestId('login-phone').fill('12-345 6701');
    await page.getByTestId('login-send-code').click();
    await expect(page.getByTestId('login-code')).toBeVisible();

    const outbox = await context.newPage();
    const code = codeIn(await readOutbox(outbox, '+60123456701'));
    expect(code).toMatch(/^\d{6}$/);

    await page.getByTestId('login-code').fill(code);
    await page.getByTestId('login-verify').click();
    await expect(page).toHaveURL(/\/auctions\/live$/);
    await expect(page.getByTestId('header-user')).toContainText('Aiman Hakim');
    await context.close();
  });

  test('a wrong code is refused with the spec message and signs no one in', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('login-method-phone').click();
    await page.getByTestId('login-phone').fill('12-345 6704');
    await page.getByTestId('login-send-code').click();
    await page.getByTestId('login-code').fill('000000');
    await page.getByTestId('login-verify').click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('support issues a help code and the dealer signs in with it when the SMS does not come', async ({
    browser,
  }) => {
    const staff = await browser.newContext();
    const staffPage = await staff.newPage();
    await signIn(staffPage, 'admin@demo.test');
    await staffPage.goto('/back-office/users');
    const row = staffPage.getByRole('row').filter({ hasText: 'dealer.b@demo.test' });
    await row.locator('[data-testid^="help-code-"]').click();
    const shown = staffPage.getByTestId('help-code');
    await expect(shown).toContainText(/\d{6}/);
    await expect(staffPage.getByTestId('help-code-phone')).toHaveText('+60123456702');
    const helpCode = codeIn((await shown.textContent()) ?? '');
    await staff.close();

    const dealer = await browser.newContext();
    const page = await dealer.newPage();
    await page.goto('/login');
    await page.getByTestId('login-method-phone').click();
    await page.getByTestId('login-phone').fill('12-345 6702');
    await page.getByTestId('login-send-code').click();
    await page.getByTestId('login-help-link').click();
    await page.getByTestId('login-help-code').fill(helpCode);
    await page.getByTestId('login-help-submit').click();
    await expect(page).toHaveURL(/\/auctions\/live$/);
    await expect(page.getByTestId('header-user')).toContainText('Tan Mei Ling');
    await dealer.close();
  });

  test('central sign-in: PKCE round trip, callback, check and logout', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('central-sign-in').click();
    await expect(page).toHaveURL(/\/sso\/api\/interaction\//);
    await page.getByLabel(/e-mail/i).fill('dealer.b@demo.test');
    await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page).toHaveURL(/\/auctions\/live$/);
    await expect(page.getByTestId('header-user')).toContainText('Tan Mei Ling');

    // The session the app keeps is the central service's: its check answers for it.
    const stored = await page.evaluate(() =>
      Object.entries(localStorage).find(([key]) => key.startsWith('web-auth')),
    );
    expect(stored).toBeDefined();
    const token = (JSON.parse(stored![1]) as { token: string }).token;
    const check = await page.request.get('/autobid-sso/v1/check', {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    expect(check.status()).toBe(200);

    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login/);
    const after = await page.request.get('/autobid-sso/v1/check', {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    expect(after.status()).toBe(401);
  });

  test('central sign-in refuses a tampered verifier and signs no one in', async ({ page }) => {
    await page.route('**/sso/api/oauth/token', async (route) => {
      const body = new URLSearchParams(route.request().postData() ?? '');
      body.set('code_verifier', 'x'.repeat(43));
      await route.continue({ postData: body.toString() });
    });
    await page.goto('/login');
    await page.getByTestId('central-sign-in').click();
    await page.getByLabel(/e-mail/i).fill('dealer.b@demo.test');
    await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page.getByTestId('central-sign-in-error')).toBeVisible();
    await expect(page.getByTestId('header-user')).toHaveCount(0);
  });

  test('a forgotten password is reset from the e-mail link, and the new one signs in', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByTestId('login-forgot').click();
    await page.getByTestId('forgot-email').fill('dealer.sg@demo.test');
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-sent')).toBeVisible();

    const outbox = await context.newPage();
    const mail = await readOutbox(outbox, 'dealer.sg@demo.test');
    const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByTestId('reset-password').fill('harbour-lights-2026');
    await page.getByTestId('reset-confirm').fill('harbour-lights-2026');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-done')).toBeVisible();

    await signIn(page, 'dealer.sg@demo.test', 'harbour-lights-2026');
    await expect(page.getByTestId('header-user')).toContainText('Lim Wei Jie');

    // The account page changes it back, as a dealer would change a password they know.
    await page.goto('/account');
    await page.getByTestId('password-current').fill('harbour-lights-2026');
    await page.getByTestId('password-new').fill(DEMO_PASSWORD);
    await page.getByTestId('password-confirm').fill(DEMO_PASSWORD);
    await page.getByTestId('password-save').click();
    await expect(page.getByText(/password.*changed/i)).toBeVisible();
    await context.close();
  });

  test('an account edit and a language change persist to the next sign-in on another browser', async ({
    browser,
  }) => {
    const first = await browser.newContext();
    const page = await first.newPage();
    await signIn(page, 'seller.b@demo.test');
    await page.goto('/account');
    await page.getByTestId('account-name').fill('Farah Penang');
    await page.getByTestId('account-save').click();
    await expect(page.getByTestId('account-name')).toHaveValue('Farah Penang');
    await page.getByTestId('language-switch').first().selectOption('id');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await first.close();

    // A browser that never chose a language: the saved one comes with the sign-in.
    const second = await browser.newContext();
    const again = await second.newPage();
    await signIn(again, 'seller.b@demo.test', DEMO_PASSWORD, { keepSavedLanguage: true });
    await expect(again.locator('html')).toHaveAttribute('lang', 'id');
    await again.goto('/account');
    await expect(again.getByTestId('account-name')).toHaveValue('Farah Penang');
    await second.close();
  });
});
