import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { pickLanguage } from './support/language';
import {
  DEALER_A,
  DEALER_B,
  amountIn,
  apiToken,
  signedInPage,
  waitForRealtime,
} from './support/session';
import { createStaffAuction } from './support/staff';

const FINANCE = 'finance@demo.test';

interface Purchase {
  id: number;
  status: string;
  total: number;
  is_overdue: boolean;
}

/** A call of the API as one demo user. */
async function apiGet<T>(request: APIRequestContext, email: string, path: string): Promise<T> {
  const token = await apiToken(request, email);
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The newest of a dealer's purchases still to pay, not overdue and never touched. */
async function purchaseToPay(request: APIRequestContext, email: string): Promise<Purchase> {
  const wins = await apiGet<{ transactions: (Purchase & { id: number })[] }[]>(
    request,
    email,
    '/portal/api/v2/dealers/auctions/success?per_page=50',
  );
  const unpaid = wins
    .flatMap((auction) => auction.transactions)
    .find((t) => t.status === 'awaiting_payment' && !t.is_overdue);
  if (!unpaid) throw new Error(`${email} has no purchase to pay`);
  return unpaid;
}

async function pdfText(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const { text } = await extractText(new Uint8Array(await response.body()), { mergePages: true });
  return text.normalize('NFKC').replace(/\s+/g, ' ');
}

/** The next Monday-to-Saturday day after today, as the date input takes it. */
function nextWorkingDay(): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

async function statusOf(page: Page) {
  return page.getByTestId('trx-status');
}

// DESIGN §9, TRX-8: the price in the bid box is the price on the invoice; paid only on the
// gateway's word; the page follows the payment live.
test('a dealer wins at the all-in price the bid box showed, pays online on the hosted page, and another tab sees "paid" without reloading', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const auction = await createStaffAuction(request, {
    type: 'open',
    durationSeconds: 60,
    startPrice: 31_000,
  });
  const { context, page } = await signedInPage(browser, DEALER_A.email);
  await page.goto(`/auctions/${auction.id}`);
  await waitForRealtime(page);
  const allIn = amountIn(await page.getByTestId('bid-all-in-toggle').textContent());
  expect(allIn).toBeGreaterThan(31_000);
  await page.getByTestId('bid-all-in-toggle').click();
  await expect(page.getByTestId('bid-all-in-line').first()).toContainText('31,000');
  await page.getByTestId('bid-submit').click();
  await expect(page.getByTestId('position-badge')).toHaveAttribute('data-position', 'winning');

  // The close (soft close may add a minute), then the purchase from the success list.
  await expect
    .poll(
      async () => {
        const wins = await apiGet<{ id: number; transactions: Purchase[] }[]>(
          request,
          DEALER_A.email,
          '/portal/api/v2/dealers/auctions/success?per_page=50',
        );
        return wins.find((w) => w.id === auction.id)?.transactions[0]?.id ?? null;
      },
      { timeout: 150_000, intervals: [3_000] },
    )
    .not.toBeNull();
  await page.goto('/purchases/success');
  const card = page.locator(`[data-auction-id="${auction.id}"]`);
  await card.getByTestId('portal-card-purchase').click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await expect(await statusOf(page)).toHaveText('Awaiting payment');
  expect(amountIn(await page.getByTestId('trx-total').textContent())).toBe(allIn);
  // The invoice's total due is the all-in price the bid box showed.
  const invoiceLink = await page.getByTestId('trx-document-invoice').getAttribute('href');
  expect(await pdfText(request, invoiceLink!)).toContain(
    `Total due MYR ${allIn.toLocaleString('en-US')}`,
  );
  const address = page.url();

  const other = await context.newPage();
  await other.goto(address);
  await expect(await statusOf(other)).toHaveText('Awaiting payment');
  await waitForRealtime(other);

  await page.getByTestId('trx-pay-online-button').click();
  await expect(page.getByTestId('pay-amount')).toContainText(allIn.toLocaleString('en-US'));
  await page.getByTestId('card-number').fill('4111 1111 1111 1111');
  await page.getByTestId('card-expiry').fill('12/30');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('card-name').fill(DEALER_A.name);
  await page.getByTestId('pay-submit').click();

  await expect(page).toHaveURL(/\/transactions\/\d+/);
  await expect(page.getByTestId('trx-online-check')).toHaveAttribute('data-state', 'succeeded', {
    timeout: 30_000,
  });
  await expect(await statusOf(page)).toHaveText('Paid');
  // The other tab was never reloaded: the private event brought the news.
  await expect(await statusOf(other)).toHaveText('Paid', { timeout: 15_000 });

  // With the car paid, a pickup is booked at a yard for a working day.
  await page.getByTestId('trx-collection-book').click();
  await page.getByTestId('trx-yard').first().click();
  await page.getByTestId('trx-pickup-date').fill(nextWorkingDay());
  await page.getByTestId('trx-pickup-time').fill('10:30');
  await page.getByTestId('trx-contact-name').fill(DEALER_A.name);
  await page.getByTestId('trx-contact-phone').fill('+60123456789');
  await page.getByTestId('trx-collection-save').click();
  await expect(page.getByTestId('trx-collection-plan')).toHaveAttribute('data-kind', 'pickup');
  await context.close();
});

test('a dealer sends a transfer slip, finance verifies it in the back office, and the dealer sees "paid" at once', async ({
  browser,
  request,
}) => {
  const purchase = await purchaseToPay(request, DEALER_B.email);
  const dealer = await signedInPage(browser, DEALER_B.email);
  await dealer.page.goto(`/transactions/${purchase.id}`);
  await waitForRealtime(dealer.page);
  await dealer.page.getByTestId('trx-slip-file').setInputFiles({
    name: 'transfer.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      'latin1',
    ),
  });
  await dealer.page.getByTestId('trx-slip-reference').fill('CIMB88001234');
  await dealer.page.getByTestId('trx-slip-submit').click();
  await expect(dealer.page.getByTestId('trx-slip-state')).toHaveAttribute('data-state', 'pending');
  await expect(await statusOf(dealer.page)).toHaveText('Payment submitted');

  const detail = await apiGet<{ payments: { id: number; status: string }[] }>(
    request,
    DEALER_B.email,
    `/portal/api/v2/dealers/transactions/${purchase.id}?include=payments`,
  );
  const slip = detail.payments.find((p) => p.status === 'pending')!;
  const finance = await signedInPage(browser, FINANCE);
  await finance.page.goto('/back-office/finance');
  const row = finance.page.getByTestId(`slip-${slip.id}`);
  await expect(row).toContainText('CIMB88001234');
  await row.getByRole('button', { name: 'Verify' }).click();
  await expect(row).toHaveCount(0);

  await expect(await statusOf(dealer.page)).toHaveText('Paid', { timeout: 15_000 });
  await dealer.context.close();
  await finance.context.close();
});

test('finance approves a floor-stock request and the purchase is paid from the dealer line', async ({
  browser,
  request,
}) => {
  const cases = await apiGet<
    { id: number; transaction_id?: number; transaction?: { id: number } }[]
  >(request, FINANCE, '/portal/api/v2/staff/floor-stock/cases?status=pending');
  const pending = cases[0];
  expect(pending, 'the demo keeps a financing request waiting').toBeDefined();
  const transactionId = pending!.transaction?.id ?? pending!.transaction_id!;
  const finance = await signedInPage(browser, FINANCE);
  await finance.page.goto('/back-office/finance');
  await finance.page.getByTestId('finance-tab-financing').click();
  const row = finance.page.getByTestId(`case-${pending!.id}`);
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toHaveCount(0);

  const dealer = await signedInPage(browser, DEALER_B.email);
  await dealer.page.goto(`/transactions/${transactionId}`);
  await expect(await statusOf(dealer.page)).toHaveText('Paid');
  await expect(dealer.page.getByTestId('trx-floor-stock')).toHaveCount(0);
  await dealer.context.close();
  await finance.context.close();
});

test('the Malaysian sales and purchase agreement is made and reads back from its PDF, and the invoice reads back in Thai', async ({
  browser,
  request,
}) => {
  const purchase = await purchaseToPay(request, DEALER_A.email);
  const { context, page } = await signedInPage(browser, DEALER_A.email);
  await page.goto(`/transactions/${purchase.id}`);
  await page.getByTestId('trx-generate-agreement').click();
  const agreement = page.getByTestId('trx-document-sales_purchase_agreement_my');
  await expect(agreement).toBeVisible();
  const spa = await pdfText(request, (await agreement.getAttribute('href'))!);
  expect(spa).toContain('Perjanjian Jual Beli');
  expect(spa).toContain('Malaysia');
  const report = await apiGet<{ car: { chassis_number: string }; price: number }>(
    request,
    DEALER_A.email,
    `/portal/api/v2/transactions/${purchase.id}?view=spa-report`,
  );
  expect(spa).toContain(report.car.chassis_number);
  expect(spa).toContain(report.price.toLocaleString('en-US'));

  await pickLanguage(page, 'th');
  const invoice = page.getByTestId('trx-document-invoice');
  await expect(invoice).toHaveAttribute('href', /language=th/);
  const thai = await pdfText(request, (await invoice.getAttribute('href'))!);
  expect(thai).toContain('ใบแจ้งหนี้');
  expect(thai).toContain(purchase.total.toLocaleString('en-US'));
  await context.close();
});
