import { expect, test, type APIRequestContext } from '@playwright/test';
import { contentWords, englishLeftOn, vocabularyWith, wordsOf } from './support/english-text';
import { apiToken, signedInPage } from './support/session';
import { pickLanguage } from './support/language';

const SELLER = 'seller@demo.test';
const INSPECTOR = 'inspector@demo.test';
const CORE = ['exterior', 'interior', 'engine', 'transmission', 'tyres_brakes'] as const;
const OPTIONAL = ['suspension_steering', 'electrical', 'underbody'] as const;

/** A new car listed by the demo seller, waiting for inspection: its listing id. */
async function listCar(request: APIRequestContext): Promise<number> {
  const token = await apiToken(request, SELLER);
  const headers = { Authorization: `Bearer ${token}` };
  const models = await request.get('/general/api/v2/config/search/models?query=Vios&include=make', {
    headers,
  });
  const model = ((await models.json()) as { data: { id: number }[] }).data[0]!;
  const chassis = `INSE2E${Date.now().toString(36).toUpperCase()}`;
  const response = await request.post('/portal/api/v2/sellers/listings', {
    headers,
    data: {
      model_id: model.id,
      year: 2020,
      variant: '1.5 G',
      mileage_km: 54_000,
      transmission: 'Automatic',
      fuel: 'Petrol',
      color: 'White',
      registration_number: 'WXY 2211',
      chassis_number: chassis,
      location: 'Shah Alam, Selangor',
      start_price: 45_000,
      reserve_price: 52_000,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

test('an inspector rates every section of a waiting car, adds a photo and publishes; the seller reads that report', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const listingId = await listCar(request);
  const { page, context } = await signedInPage(browser, INSPECTOR);
  await page.goto('/back-office');
  // The card counts the cars waiting for a report, the one just listed among them.
  await expect(page.getByTestId('inspections-home-count')).toHaveText(
    /^[1-9]\d*Waiting for a report$/,
  );
  await page.getByTestId('home-inspections').click();
  const item = page.getByTestId(`inspection-item-${listingId}`);
  await expect(item).toContainText('Not started');
  await item.getByTestId(`inspect-${listingId}`).click();

  await page.getByTestId('start-draft').click();
  const editor = page.getByTestId('draft-editor');
  await expect(editor).toContainText('Draft, version 1');
  // Publishing too early names what is missing.
  await page.getByTestId('publish').click();
  await expect(page.getByTestId('section-engine')).toContainText('Rate this section to publish.');

  const ratings: Record<string, number> = {
    exterior: 75,
    interior: 50,
    engine: 100,
    transmission: 100,
    tyres_brakes: 75,
    suspension_steering: 100,
    electrical: 100,
  };
  for (const [key, rating] of Object.entries(ratings))
    await page.getByTestId(`rating-${key}-${rating}`).click();
  await page.getByTestId('rating-underbody-none').click();
  await page.getByTestId('notes-exterior').fill('Light scratches on the rear bumper.');
  await page.getByTestId('notes-interior').fill('Driver seat bolster worn.');
  await page.getByTestId('summary').fill('Sound car; the cabin shows its age.');
  // (75 + 50 + 100 + 100 + 75 + 100 + 100) / 7 = 85.7
  await expect(page.getByTestId('score')).toContainText('86');

  // A real JPEG, as a phone would send: a picture of the page itself.
  const photo = await page.screenshot({ type: 'jpeg', quality: 80 });
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'dent.jpg', mimeType: 'image/jpeg', buffer: photo });
  const caption = page.locator('[data-testid^="caption-"]');
  await expect(caption).toHaveCount(1);
  await caption.fill('Scratches, rear bumper');
  await page.getByTestId('save-draft').click();
  await expect(page.getByText('Draft saved.')).toBeVisible();

  await page.getByTestId('publish').click();
  await page.getByTestId('publish-confirm').click();
  await expect(page.getByText('Report published.')).toBeVisible();
  await expect(page.getByTestId('start-draft')).toHaveText('Start a correction');
  await page.getByTestId('version-1').click();
  await expect(page.getByTestId('report-1')).toContainText('Sound car; the cabin shows its age.');
  await expect(page.getByTestId('report-1').locator('input, textarea')).toHaveCount(0);

  // The listing is not on sale, so no dealer sees it yet; the seller reads what its car now carries.
  const token = await apiToken(request, SELLER);
  const report = await request.get(`/portal/api/v2/sellers/listings/${listingId}/inspection`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await report.json()) as {
    data: {
      version: number;
      score: number;
      sections: { key: string; rating: number }[];
      photos: { url: string; caption: string }[];
    };
  };
  expect(data).toMatchObject({ version: 1, score: 86 });
  expect(Object.fromEntries(data.sections.map((s) => [s.key, s.rating]))).toEqual(ratings);
  expect(data.photos).toEqual([
    { url: expect.stringMatching(/^\/media\/inspections\//), caption: 'Scratches, rear bumper' },
  ]);
  expect((await request.get(data.photos[0]!.url)).headers()['content-type']).toBe('image/webp');
  await context.close();

  const seller = await signedInPage(browser, SELLER);
  await seller.page.goto(`/seller/listings/${listingId}`);
  await expect(seller.page.getByTestId('listing-inspection')).toContainText(
    'Inspected: score 86, report published',
  );
  await seller.context.close();
});

test('on a phone in Thai, the inspector rates a car with no English on the screen', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const listingId = await listCar(request);
  const { page, context } = await signedInPage(browser, INSPECTOR, { width: 390, height: 844 });
  await page.goto(`/back-office/inspections/${listingId}`);
  await pickLanguage(page, 'th');
  await page.getByTestId('start-draft').click();
  await expect(page.getByTestId('draft-editor')).toContainText('ฉบับร่าง เวอร์ชัน 1');
  for (const key of CORE) await page.getByTestId(`rating-${key}-75`).click();
  await page.getByTestId(`rating-${OPTIONAL[0]}-25`).click();
  await page.getByTestId('publish').click();
  await expect(page.getByTestId(`section-${OPTIONAL[0]}`)).toContainText(
    'โปรดระบุปัญหา: คะแนนพอใช้หรือต้องปรับปรุงต้องมีบันทึก',
  );
  await page.screenshot({ path: '/tmp/inspections-phone-th.png', fullPage: true });

  const token = await apiToken(request, INSPECTOR);
  const headers = { Authorization: `Bearer ${token}` };
  const queuePath = '/portal/api/v2/staff/inspections';
  const filePath = `${queuePath}/${listingId}`;
  const content = await contentWords(request, token, [queuePath, filePath]);
  const { vocabulary, excused } = vocabularyWith('th', content);
  // Chassis and registration numbers are codes, the same in every language.
  type Car = { car: { chassis_number: string; registration_number: string } };
  const queue = (await (await request.get(queuePath, { headers })).json()) as { data: Car[] };
  const file = (await (await request.get(filePath, { headers })).json()) as {
    data: { listing: Car };
  };
  for (const { car } of [...queue.data, file.data.listing])
    for (const word of wordsOf(`${car.chassis_number} ${car.registration_number}`))
      excused.add(word);
  expect(await englishLeftOn(page, vocabulary, excused)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  await page.goto('/back-office/inspections');
  await expect(page.getByTestId(`inspection-item-${listingId}`)).toBeVisible();
  await page.screenshot({ path: '/tmp/inspections-queue-phone-th.png', fullPage: true });
  expect(await englishLeftOn(page, vocabulary, excused)).toEqual([]);
  await context.close();
});
