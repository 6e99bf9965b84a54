import type { Transaction } from '@autobid/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadSideTexts } from '../../../i18n/i18n';
import { jsonResponse, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { setupStore } from '../../../testing/test-store';
import {
  buildDealerSession,
  buildFloorStockAccount,
  buildOnlinePayment,
  buildPayment,
  buildTransaction,
} from '../../../testing/transaction-factory';
import type * as RealtimeModule from '../../../lib/realtime';
import { TransactionPage } from './transaction-page';

/** The handlers the page subscribed with, by `channel|event`. */
const realtime = vi.hoisted(() => new Map<string, (data: unknown) => void>());
vi.mock('../../../lib/realtime', async (importOriginal) => ({
  ...(await importOriginal<typeof RealtimeModule>()),
  subscribeRealtime: (_app: string, channel: string, event: string, handler: () => void) => {
    realtime.set(`${channel}|${event}`, handler);
    return () => realtime.delete(`${channel}|${event}`);
  },
}));

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

const TRANSACTION = /\/portal\/api\/v2\/dealers\/transactions\/12\?/;
const COLLECTION = /\/dealers\/transactions\/12\/pickup-locations$/;

function serve(...transactions: Transaction[]) {
  let read = 0;
  on('GET', TRANSACTION, () => {
    const transaction = transactions[Math.min(read, transactions.length - 1)];
    read += 1;
    return jsonResponse(200, { data: transaction });
  });
  on('GET', COLLECTION, () => jsonResponse(200, { data: { locations: [], plan: null } }));
}

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

async function renderPage(path = '/transactions/12') {
  await initI18n('en');
  await loadSideTexts();
  const store = setupStore({ currentUser: buildDealerSession() });
  return render(
    <Provider store={store}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/transactions/:transactionId"
              element={
                <>
                  <TransactionPage
                    transactionId={12}
                    backPath="/purchases/success"
                    historyPath="/purchases/history"
                  />
                  <Address />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </AntApp>
    </Provider>,
  );
}

const financingCase = {
  id: 9,
  transaction_id: 12,
  amount: 55_170,
  status: 'pending' as const,
  note: null,
  decline_reason: null,
  created_at: '2030-01-01T12:00:00.000Z',
  decided_at: null,
};

const text = (element: Element) => element.textContent?.replace(/\s/g, ' ');

beforeEach(() => {
  answers = [];
  realtime.clear();
  fetchMock.mockClear();
  setTestRuntimeConfig();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('TransactionPage', () => {
  it('shows every fee line in words, the discount taken off and the total in bold', async () => {
    serve(buildTransaction());
    await renderPage();
    const lines = (await screen.findAllByTestId('trx-fee-line')).map(text);
    expect(lines).toEqual([
      'Winning bidMYR 52,000',
      'Buyer’s premiumMYR 1,560',
      'Documentation feeMYR 300',
      'Discount on Documentation fee-MYR 100',
      'road tax renewalMYR 200',
      'Tax (SST 8%)MYR 1,210',
    ]);
    expect(text(screen.getByTestId('trx-total'))).toBe('MYR 55,170');
    expect(text(screen.getByTestId('trx-invoice-number'))).toBe('Invoice INV-MY-000012');
    expect(screen.getByTestId('trx-status').textContent).toBe('Awaiting payment');
  });

  it('after a direct visit leads back to the wins to complete, or to the history once the purchase is over', async () => {
    serve(buildTransaction());
    const open = await renderPage();
    const back = await screen.findByRole('link', { name: /Won, to complete/ });
    expect(back.getAttribute('href')).toBe('/purchases/success');
    open.unmount();
    answers = [];
    serve(buildTransaction({ status: 'completed' }));
    await renderPage();
    const over = await screen.findByRole('link', { name: /Purchase history/ });
    expect(over.getAttribute('href')).toBe('/purchases/history');
  });

  it('a cancelled purchase says so with the reason staff gave, and its bill is no longer what the dealer owes', async () => {
    serve(
      buildTransaction({
        status: 'cancelled',
        status_log: [
          {
            event: 'cancel',
            from_status: 'awaiting_payment',
            to_status: 'cancelled',
            note: 'The seller withdrew the car after a flood report.',
            at: '2030-01-02T10:00:00.000Z',
          },
        ],
      }),
    );
    await renderPage();
    expect(text(await screen.findByTestId('trx-cancelled'))).toContain(
      'This purchase was cancelled.Reason: The seller withdrew the car after a flood report.',
    );
    expect(screen.getByText('The cancelled bill')).toBeTruthy();
    expect(screen.queryByText('What you owe')).toBeNull();
  });

  it('a paid purchase’s bill reads as what the dealer paid', async () => {
    serve(buildTransaction({ status: 'paid' }));
    await renderPage();
    expect(await screen.findByText('What you paid')).toBeTruthy();
    expect(screen.queryByTestId('trx-cancelled')).toBeNull();
  });

  it('opens the invoice in the page’s language in a new tab', async () => {
    serve(buildTransaction());
    await renderPage();
    const link = await screen.findByTestId('trx-document-invoice');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('href')).toBe(
      'https://files.example.test/invoices/12.pdf?signature=abc&language=en',
    );
  });

  it('a purchase paid from the floor-stock line says so, with the financier and the amount', async () => {
    serve(
      buildTransaction({
        status: 'paid',
        paid_by: 'floor_stock',
        paid_at: '2030-01-02T04:00:00.000Z',
        payments: [buildPayment({ method: 'floor_stock', reference: 'FS-9', status: 'verified' })],
        floorstock_account: buildFloorStockAccount({ used: 175_170, available: 324_830 }),
        floorstock_case: {
          ...financingCase,
          status: 'approved',
          decided_at: '2030-01-02T04:00:00.000Z',
        },
      }),
    );
    await renderPage();
    const record = await screen.findByTestId('trx-financing');
    expect(record.dataset.state).toBe('paid');
    expect(text(record)).toContain('Paid through your floor-stock line');
    expect(text(record)).toContain('Financier: Maybank Floor Stock');
    expect(text(record)).toContain('Financed: MYR 55,170');
    const tag = screen.getByTestId('trx-financing-tag');
    expect(tag.dataset.state).toBe('paid');
    expect(tag.textContent).toBe('Floor stock');
  });

  it('with financing asked for while a slip waits, says the line is being asked', async () => {
    serve(
      buildTransaction({
        status: 'payment_submitted',
        payments: [buildPayment()],
        floorstock_account: buildFloorStockAccount({ pending: 55_170, available: 324_830 }),
        floorstock_case: financingCase,
      }),
    );
    await renderPage();
    const record = await screen.findByTestId('trx-financing');
    expect(record.dataset.state).toBe('pending');
    expect(text(record)).toContain('waiting for approval');
    expect(text(record)).toContain('Financier: Maybank Floor Stock');
    expect(screen.getByTestId('trx-financing-tag').textContent).toBe('Financing pending');
  });

  it('a purchase paid by transfer and a declined request show no floor-stock payment', async () => {
    serve(
      buildTransaction({
        status: 'paid',
        paid_by: 'bank_transfer',
        floorstock_account: buildFloorStockAccount(),
        floorstock_case: { ...financingCase, status: 'declined', decline_reason: 'Line review' },
      }),
    );
    await renderPage();
    await screen.findByText('What you paid');
    expect(screen.queryByTestId('trx-financing')).toBeNull();
    expect(screen.queryByTestId('trx-financing-tag')).toBeNull();
  });

  it('with a slip sent, says finance is verifying it and offers no more ways to pay', async () => {
    serve(buildTransaction({ status: 'payment_submitted', payments: [buildPayment()] }));
    await renderPage();
    const state = await screen.findByTestId('trx-slip-state');
    expect(state.dataset.state).toBe('pending');
    expect(state.textContent).toContain('Waiting for finance to verify');
    expect(state.textContent).toContain('MBB-778812');
    expect(screen.queryByTestId('trx-pay')).toBeNull();
  });

  it('with a slip rejected, shows the reason beside the ways to pay again', async () => {
    serve(
      buildTransaction({
        payments: [buildPayment({ status: 'rejected', reject_reason: 'Amount not received' })],
      }),
    );
    await renderPage();
    const state = await screen.findByTestId('trx-slip-state');
    expect(state.dataset.state).toBe('rejected');
    expect(state.textContent).toContain('Amount not received');
    expect(screen.getByTestId('trx-pay')).toBeTruthy();
  });

  it('an overdue purchase says in red how long ago payment was due', async () => {
    const dueAt = new Date(Date.now() - 3 * 24 * 3_600_000 - 3_600_000).toISOString();
    serve(buildTransaction({ is_overdue: true, due_at: dueAt }));
    await renderPage();
    const due = await screen.findByTestId('trx-due');
    expect(due.className).toContain('trx-header__due--overdue');
    expect(due.textContent?.trim()).toBe('Overdue — payment was due 3 days ago');
  });

  it('paying online asks for a payment returning to this page and sends the browser to its page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    serve(buildTransaction());
    on('POST', /\/general\/api\/v2\/transactions\/online-payment\/hsbc\/create-payment$/, () =>
      jsonResponse(201, { data: buildOnlinePayment() }),
    );
    await renderPage();
    fireEvent.click(await screen.findByTestId('trx-pay-online-button'));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://pay.example.test/checkout/77'),
    );
    const [, init] = calls('POST', /create-payment$/)[0]!;
    expect(JSON.parse(init?.body as string)).toEqual({
      transaction_id: 12,
      return_path: '/transactions/12',
    });
  });

  it('back from the gateway, checks the payment until it went through, shows so and clears the address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(buildTransaction(), buildTransaction({ status: 'paid', version: 2 }));
    const statuses = ['created', 'created', 'succeeded'] as const;
    let polled = 0;
    on('GET', /\/general\/api\/v2\/transactions\/online-payment\/77$/, () => {
      const status = statuses[Math.min(polled, statuses.length - 1)]!;
      polled += 1;
      return jsonResponse(200, { data: buildOnlinePayment({ status }) });
    });
    await renderPage('/transactions/12?payment_id=gw-1&status=success&online_payment_id=77');
    expect((await screen.findByTestId('trx-online-check')).dataset.state).toBe('checking');
    expect(screen.getByText('Checking your payment…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() =>
      expect(screen.getByTestId('trx-online-check').dataset.state).toBe('succeeded'),
    );
    expect(polled).toBe(3);
    expect(screen.getByTestId('address').textContent).toBe('/transactions/12');
    await waitFor(() => expect(screen.getByTestId('trx-status').textContent).toBe('Paid'));
  });

  it('back from a failed payment, says so and offers to try again', async () => {
    serve(buildTransaction());
    on('GET', /\/online-payment\/77$/, () =>
      jsonResponse(200, { data: buildOnlinePayment({ status: 'failed' }) }),
    );
    await renderPage('/transactions/12?online_payment_id=77');
    await waitFor(() =>
      expect(screen.getByTestId('trx-online-check').dataset.state).toBe('failed'),
    );
    expect(screen.getByText('Your online payment failed.')).toBeTruthy();
    expect(screen.getByTestId('trx-online-retry')).toBeTruthy();
  });

  it('reads the purchase again when its private event brings a newer version, and not for an older one', async () => {
    serve(buildTransaction({ version: 3 }), buildTransaction({ status: 'paid', version: 4 }));
    await renderPage();
    await screen.findByTestId('transaction-page');
    const handler = realtime.get('private-user.7|transaction.updated');
    expect(handler).toBeDefined();
    const event = { id: 12, auction_id: 1, status: 'paid', updated_at: '2030-01-02T00:00:00Z' };

    act(() => handler!({ ...event, version: 3 }));
    act(() => handler!({ ...event, id: 99, version: 9 }));
    expect(calls('GET', TRANSACTION)).toHaveLength(1);

    act(() => handler!({ ...event, version: 4 }));
    await waitFor(() => expect(screen.getByTestId('trx-status').textContent).toBe('Paid'));
    expect(calls('GET', TRANSACTION)).toHaveLength(2);
  });

  it('names a purchase that is not the dealer’s as not found, with the way back to the wins', async () => {
    on('GET', TRANSACTION, () => jsonResponse(404, { message: 'no', code: 'not_found' }));
    await renderPage();
    const missing = await screen.findByTestId('record-not-found');
    expect(missing.textContent).toContain('Purchase not found');
    expect(missing.textContent).toContain('Purchase #12 does not exist');
    expect(within(missing).getByRole('link').getAttribute('href')).toBe('/purchases/success');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers no retry when the purchase is refused for a reason asking again cannot change', async () => {
    on('GET', TRANSACTION, () => jsonResponse(403, { message: 'no', code: 'forbidden' }));
    await renderPage();
    expect(await screen.findByText('This purchase could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers to try again when the purchase could not be read', async () => {
    let read = 0;
    on('GET', TRANSACTION, () => {
      read += 1;
      return read === 1
        ? jsonResponse(500, { message: 'boom', code: 'internal_error' })
        : jsonResponse(200, { data: buildTransaction() });
    });
    on('GET', COLLECTION, () => jsonResponse(200, { data: { locations: [], plan: null } }));
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('transaction-page')).toBeTruthy();
  });
});
