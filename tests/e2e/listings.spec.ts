import { expect, test } from '@playwright/test';
import { signIn, personAt } from './support/session';
import { STAFF_EMAIL } from './support/staff';
import { pickLanguage } from './support/language';

const SELLER = 'seller@demo.test';

test('a seller lists a car; operations reject it with a reason, the seller fixes it, operations approve it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const chassis = `E2E${Date.now().toString(36).toUpperCase()}`;
  const seller = await personAt(browser, SELLER, '/seller/listings');
  await seller.getByTestId('listing-add').click();
  const form = seller.getByTestId('listing-form');
  await form.locator('#model_id').fill('Corolla');
  await seller.locator('.ant-select-item-option', { hasText: 'Toyota Corolla Altis' }).click();
  await form.getByTestId('listing-year').fill('2020');
  await form.getByTestId('listing-variant').fill('1.8 G');
  await form.getByTestId('listing-mileage').fill('61000');
  await form.getByTestId('listing-color').fill('   ');
  await form.getByTestId('listing-registration').fill('wxy 4321');
  await form.getByTestId('listing-chassis').fill(chassis.toLowerCase());
  await form.getByTestId('listing-location').fill('Shah Alam, Selangor');
  await form.getByTestId('listing-start').fill('60000');
  await form.getByTestId('listing-reserve').fill('50000');
  await form.getByTestId('listing-submit').click();
  await expect(form).toContainText('The reserve must be at least the start price.');
  // Only spaces is no colour, and no price is above 1,000,000,000,000: both said on their field.
  await expect(form).toContainText('Please enter Colour');
  await form.getByTestId('listing-reserve').fill('2000000000000');
  await expect(form).toContainText('Enter at most 1,000,000,000,000.');
  await form.getByTestId('listing-reserve').fill('72000');
  // Invisible characters, like a lone digit, name no colour: refused on the field before sending.
  await form.getByTestId('listing-color').fill('\u200b\u200b');
  await form.getByTestId('listing-submit').click();
  await expect(form.locator('#color_help')).toHaveText(
    'Write the colour as a word of at least 2 letters, such as White.',
  );
  await form.getByTestId('listing-color').fill('White');
  await form.getByTestId('listing-submit').click();

  const listing = seller.getByTestId('listing-page');
  await expect(listing.getByTestId('listing-status')).toHaveText('Waiting for review');
  await expect(listing).toContainText(chassis);
  await expect(listing).toContainText('WXY 4321');

  const staff = await personAt(browser, STAFF_EMAIL, '/back-office/review');
  const row = staff.locator('tr', { hasText: chassis });
  await row.getByRole('button', { name: 'Reject' }).click();
  await staff.getByTestId('reject-confirm').click();
  await expect(staff.getByRole('dialog')).toContainText('Write a reason of at least 3 characters.');
  await staff.getByTestId('reject-reason').fill('The mileage does not match the service book');
  await staff.getByTestId('reject-confirm').click();
  await expect(row).toHaveCount(0);

  await seller.reload();
  await expect(seller.getByTestId('listing-rejection')).toContainText(
    'Operations rejected this listing: The mileage does not match the service book',
  );
  await seller.getByTestId('listing-edit').click();
  await expect(form.getByTestId('listing-mileage')).toHaveValue('61000');
  await form.getByTestId('listing-mileage').fill('68500');
  await form.getByTestId('listing-submit').click();
  await expect(listing.getByTestId('listing-status')).toHaveText('Waiting for review');
  await expect(listing).toContainText('68,500 km');
  await expect(seller.getByTestId('listing-rejection')).toHaveCount(0);

  await staff.reload();
  await row.getByRole('button', { name: 'Approve' }).click();
  await staff.getByTestId('approve-confirm').click();
  await expect(row).toHaveCount(0);
  await seller.reload();
  await expect(listing.getByTestId('listing-status')).toHaveText('Approved');
});

test('on a phone in Thai, the listing form and the seller’s cars read in Thai', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, SELLER);
  await page.goto('/seller/listings/new');
  await expect(page.getByTestId('listing-form')).toBeVisible();
  await pickLanguage(page, 'th');
  await expect(page.getByRole('heading', { name: 'ลงขายรถ' })).toBeVisible();
  await page.getByTestId('listing-submit').click();
  await expect(page.getByText('โปรดกรอกเลขตัวถัง')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await context.close();
});
