import { expect, test } from '@playwright/test';
import { DEALER_A, signIn } from './support/session';

test.describe('sign-in', () => {
  test('a wrong password shows a clear error, the right one signs the dealer in', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByTestId('login-email').fill(DEALER_A.email);
    await page.getByTestId('login-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText(
      'The e-mail or password is incorrect.',
    );
    await expect(page).toHaveURL(/\/login$/);

    await page.getByTestId('login-password').fill('demo-pass-1');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/auctions\/live$/);
    await expect(page.getByTestId('header-user')).toContainText(DEALER_A.name);
  });

  test('an empty or malformed form shows the generic form messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Please enter E-mail')).toBeVisible();
    await expect(page.getByText('Please enter Password')).toBeVisible();
    await page.getByTestId('login-email').fill('not-an-email');
    await page.getByTestId('login-password').focus();
    await expect(page.getByText('E-mail is not a valid email')).toBeVisible();
  });

  test('a signed-out visit to an auction goes to login and comes back there after sign-in', async ({
    page,
  }) => {
    await page.goto('/auctions/20?tab=photos');
    await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fauctions%2F20%3Ftab%3Dphotos$/);
    await signIn(page, DEALER_A.email);
    await expect(page).toHaveURL(/\/auctions\/20\?tab=photos$/);
    await expect(page.getByTestId('auction-detail')).toBeVisible();
  });

  test('a redirectUrl to another site is ignored after sign-in', async ({ page }) => {
    await page.goto('/login?redirectUrl=https%3A%2F%2Fevil.example%2Fsteal');
    await signIn(page, DEALER_A.email);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/auctions\/live$/);
  });

  test('a rejected token sends the user to login with the page they were on', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: 'autobid_access_token', value: 'forged-token', url: baseURL ?? '' },
    ]);
    await page.goto('/auctions/live');
    await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fauctions%2Flive$/);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'autobid_access_token')).toBeUndefined();
  });

  test('logout ends the session: pages need a new sign-in', async ({ page }) => {
    await signIn(page, DEALER_A.email);
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/auctions/live');
    await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fauctions%2Flive$/);
  });

  test('the language switch stores the choice under ln and shows the page in that language', async ({
    page,
  }) => {
    await signIn(page, DEALER_A.email);
    await expect(page.getByTestId('auction-card').first()).toBeVisible();
    const languages = page.getByTestId('language-switch');
    await expect(languages.getByRole('option', { name: 'ไทย' })).toHaveCount(1);
    // Choosing a language reloads the page (spec §4).
    await Promise.all([page.waitForEvent('load'), languages.selectOption('th')]);
    await expect(page.getByRole('heading', { name: 'การประมูลสด' })).toBeVisible();
    // A string expression: this project type-checks without the DOM library.
    expect(await page.evaluate<string | null>("localStorage.getItem('ln')")).toBe('th');
  });

  test('the sign-in page switches to Thai from its own picker and keeps the choice for after sign-in', async ({
    page,
  }) => {
    await page.goto('/login');
    await Promise.all([
      page.waitForEvent('load'),
      page.getByTestId('language-switch').selectOption('th'),
    ]);
    await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    expect(await page.evaluate<string | null>("localStorage.getItem('ln')")).toBe('th');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('โปรดกรอกอีเมล')).toBeVisible();
    await page.getByRole('button', { name: 'แสดงรหัสผ่าน' }).click();
    await expect(page.getByTestId('login-password')).toHaveAttribute('type', 'text');
  });
});
