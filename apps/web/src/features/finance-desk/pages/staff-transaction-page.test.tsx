import type { Transaction } from '@autobid/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { buildStaffTransaction } from '../testing/finance-fixtures';
import { NoResizeObserver } from '../../../testing/no-resize-observer';
import { StaffTransactionPage } from './staff-transaction-page';

type Answer = (init: RequestInit | undefined) => Response;
let answers: Array<{ method: string; path: RegExp; answer: Answer }>;
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const method = init?.method ?? 'GET';
  const route = answers.find((a) => a.method === method && a.path.test(url));
  return route ? route.answer(init) : jsonResponse(404, { message: 'none', code: 'not_found' });
});
const on = (method: string, path: RegExp, answer: Answer) => answers.push({ method, path, answer });
const calls = (method: string, path: RegExp) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && path.test(url),
  );

const READ = /\/general\/api\/v2\/transactions\/12\?include=/;
const HANDOVER = /\/portal\/api\/v2\/staff\/transactions\/12\/handover$/;

/** The read answers with each of `transactions` in turn, the last one from then on. */
function serve(...transactions: Transaction[]) {
  let read = 0;
  on('GET', READ, () => {
    const transaction = transactions[Math.min(read, transactions.length - 1)];
    read += 1;
    return jsonResponse(200, { data: transaction });
  });
}

const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

beforeEach(() => {
  setTestRuntimeConfig();
  answers = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});
afterEach(() => vi.unstubAllGlobals());

async function renderPage() {
  await renderWithProviders(
    <StaffTransactionPage transactionId={12} listPath="/back-office/transactions" />,
  );
  return screen.findByTestId('finance-actions');
}

describe('StaffTransactionPage', () => {
  it('reads the sale with its relations and shows the bill lines, discount deducted, and the total', async () => {
    serve(buildStaffTransaction());
    await renderPage();
    expect(calls('GET', READ)[0]![0]).toContain(
      'include=status%2Cpayments%2Ccollections%2Cinventory%2Chandover%2Cpickup%2Cfloorstock_account',
    );
    const bill = textOf(screen.getByTestId('finance-bill'));
    expect(bill).toContain('Hammer priceMYR 52,000');
    expect(bill).toContain("Buyer's premiumMYR 1,560");
    expect(bill).toContain('Loyalty (discount)-MYR 50');
    expect(textOf(screen.getByTestId('finance-bill-total'))).toBe('MYR 54,870');
  });

  it('offers only the release on a paid sale', async () => {
    serve(buildStaffTransaction({ status: 'paid' }));
    const actions = await renderPage();
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Release the car']);
  });

  it('offers cancelling, and nothing else, while the buyer has not paid', async () => {
    serve(buildStaffTransaction({ status: 'payment_submitted', paid_at: null, paid_by: null }));
    const actions = await renderPage();
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel the sale']);
  });

  it('the handover refuses a missing, negative or fractional odometer and sends a whole one', async () => {
    serve(
      buildStaffTransaction({ status: 'ready_for_release' }),
      buildStaffTransaction({ status: 'handed_over', version: 4 }),
    );
    on('POST', HANDOVER, () =>
      jsonResponse(200, { data: { id: 12, status: 'handed_over', version: 4 } }),
    );
    const actions = await renderPage();
    fireEvent.click(within(actions).getByRole('button', { name: 'Hand over' }));
    fireEvent.change(await screen.findByTestId('handover-received-by'), {
      target: { value: 'Tan Ah Kow' },
    });
    const rule = 'Enter the odometer in whole kilometres, 0 to 2,000,000.';
    fireEvent.click(screen.getByTestId('handover-confirm'));
    expect(await screen.findByText(rule)).toBeTruthy();

    const odometer = screen.getByTestId('handover-odometer');
    for (const wrong of ['-5', '12.5', '2000001']) {
      fireEvent.change(odometer, { target: { value: '100' } });
      await waitFor(() => expect(screen.queryByText(rule)).toBeNull());
      fireEvent.change(odometer, { target: { value: wrong } });
      fireEvent.click(screen.getByTestId('handover-confirm'));
      expect(await screen.findByText(rule)).toBeTruthy();
    }
    expect(calls('POST', HANDOVER)).toHaveLength(0);

    fireEvent.change(odometer, { target: { value: '68250' } });
    fireEvent.click(screen.getByTestId('handover-confirm'));
    expect(await screen.findByText('The car is handed over.')).toBeTruthy();
    // Only the whole odometer went out: none of the refused ones was sent meanwhile.
    expect(calls('POST', HANDOVER)).toHaveLength(1);
    const [, init] = calls('POST', HANDOVER)[0]!;
    expect(JSON.parse(init!.body as string)).toEqual({
      received_by: 'Tan Ah Kow',
      odometer_km: 68_250,
    });
    await waitFor(() =>
      expect(within(screen.getByTestId('finance-actions')).getByRole('button').textContent).toBe(
        'Complete the sale',
      ),
    );
  });
});

describe('StaffTransactionPage of a transaction that cannot be read', () => {
  it('says the transaction does not exist and leads back to the transactions, without "Try again"', async () => {
    await renderWithProviders(
      <StaffTransactionPage transactionId={12} listPath="/back-office/transactions" />,
    );
    const missing = await screen.findByTestId('record-not-found');
    expect(missing.textContent).toContain('Transaction #12 does not exist.');
    expect(screen.getByRole('link', { name: 'Back to transactions' }).getAttribute('href')).toBe(
      '/back-office/transactions',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers "Try again" when the network failed, and shows the sale once it answers', async () => {
    let isOffline = true;
    on('GET', READ, () => {
      if (isOffline) throw new TypeError('Failed to fetch');
      return jsonResponse(200, { data: buildStaffTransaction() });
    });
    await renderWithProviders(
      <StaffTransactionPage transactionId={12} listPath="/back-office/transactions" />,
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    isOffline = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('finance-actions')).toBeTruthy();
  });
});
