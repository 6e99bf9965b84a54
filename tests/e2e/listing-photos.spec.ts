import { expect, test, type Page } from '@playwright/test';
import { personAt } from './support/session';
import { STAFF_EMAIL } from './support/staff';

const SELLER = 'seller@demo.test';

/** A real JPEG of one colour, drawn by the browser, as a phone camera would send it. */
async function jpeg(page: Page, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 640, 480);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, colour);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

async function listCar(page: Page, chassis: string): Promise<void> {
  await page.goto('/seller/listings/new');
  const form = page.getByTestId('listing-form');
  await form.locator('#model_id').fill('Corolla');
  await page.locator('.ant-select-item-option', { hasText: 'Toyota Corolla Altis' }).click();
  await form.getByTestId('listing-year').fill('2021');
  await form.getByTestId('listing-variant').fill('1.8 G');
  await form.getByTestId('listing-mileage').fill('42000');
  await form.getByTestId('listing-color').fill('Red');
  await form.getByTestId('listing-registration').fill('WQA 2468');
  await form.getByTestId('listing-chassis').fill(chassis);
  await form.getByTestId('listing-location').fill('Petaling Jaya, Selangor');
  await form.getByTestId('listing-start').fill('70000');
  await form.getByTestId('listing-reserve').fill('80000');
  await form.getByTestId('listing-submit').click();
  await expect(page.getByTestId('listing-page')).toContainText(chassis);
}

const namesInOrder = (page: Page) =>
  page
    .getByTestId('photo-grid')
    .locator('li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-file-name')));

test('a seller lists a car with three photos, makes the third the cover, and operations see them in the review queue', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const chassis = `PHOTO${Date.now().toString(36).toUpperCase()}`;
  const seller = await personAt(browser, SELLER, '/seller/listings');
  await listCar(seller, chassis);

  const photos = seller.getByTestId('listing-photos');
  await expect(photos.getByTestId('photo-input')).toHaveAttribute(
    'accept',
    'image/jpeg,image/png,image/webp',
  );
  await photos.getByTestId('photo-input').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await jpeg(seller, '#c0392b') },
    { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await jpeg(seller, '#27ae60') },
    { name: 'rear.jpg', mimeType: 'image/jpeg', buffer: await jpeg(seller, '#2980b9') },
  ]);
  await expect(photos.getByTestId('photo-grid').locator('li')).toHaveCount(3);
  await expect(photos.getByTestId('upload-list')).toHaveCount(0);
  const uploaded = await namesInOrder(seller);
  expect([...uploaded].sort()).toEqual(['front.jpg', 'rear.jpg', 'side.jpg']);

  // A file that only claims to be a photo is refused, in words the seller can act on.
  await photos.getByTestId('photo-input').setInputFiles({
    name: 'scan.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(photos.getByTestId('upload-error')).toContainText(
    'scan.jpg was not added: This kind of file is not accepted',
  );

  await photos.getByTestId('make-cover-2').click();
  await expect(seller.locator('.ant-message')).toContainText('Order saved');
  const expected = [uploaded[2], uploaded[0], uploaded[1]];
  expect(await namesInOrder(seller)).toEqual(expected);
  await seller.reload();
  await expect(seller.getByTestId('photo-grid').locator('li')).toHaveCount(3);
  expect(await namesInOrder(seller)).toEqual(expected);
  await expect(seller.getByTestId('photo-0').getByTestId('photo-cover')).toBeVisible();
  const cover = seller.getByTestId('photo-0').locator('img');
  await expect(cover).toHaveJSProperty('complete', true);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);

  await seller.screenshot({ path: test.info().outputPath('seller-photos.png'), fullPage: true });
  const staff = await personAt(browser, STAFF_EMAIL, '/back-office/review');
  const row = staff.locator('tr', { hasText: chassis });
  await expect(row.getByTestId('review-photo')).toHaveCount(3);
  const first = row.getByTestId('review-photo').first().locator('img');
  await expect(first).toHaveJSProperty('complete', true);
  expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await staff.screenshot({ path: test.info().outputPath('review-queue.png') });
});

test('on a phone the photo area fits the screen and photos move with buttons instead of dragging', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const chassis = `PHONE${Date.now().toString(36).toUpperCase()}`;
  const page = await personAt(browser, SELLER, '/seller/listings', { width: 390, height: 844 });
  await listCar(page, chassis);
  const photos = page.getByTestId('listing-photos');
  await photos.getByTestId('photo-input').setInputFiles([
    { name: 'one.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, '#8e44ad') },
    { name: 'two.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, '#f39c12') },
  ]);
  await expect(photos.getByTestId('photo-grid').locator('li')).toHaveCount(2);
  const before = await namesInOrder(page);
  await page.getByTestId('photo-1').getByRole('button', { name: 'Move earlier' }).click();
  await expect.poll(() => namesInOrder(page)).toEqual([before[1], before[0]]);
  await photos.screenshot({ path: test.info().outputPath('phone-photos.png') });
  await page.getByTestId('delete-photo-1').click();
  await page.getByTestId('delete-file-confirm').click();
  await expect(photos.getByTestId('photo-grid').locator('li')).toHaveCount(1);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
