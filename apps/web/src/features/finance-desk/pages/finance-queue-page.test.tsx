import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import type { FinanceQueue } from '../finance-queue-api';
import { buildQueue, buildQueuePayment, buildStaffRow } from '../testing/finance-fixtures';
import { NoResizeObserver } from '../../../testing/no-resize-observer';
import { FinanceQueuePage } from './finance-queue-page';

type Answer = (init: RequestInit | undefined) => Response;
let answers: Array<{ method: string; path: RegExp; answer: Answer }>;
/** The pending floor-stock cases the server answers with. */
let pendingCases: unknown[];
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

const QUEUE = /\/portal\/api\/v2\/staff\/finance\/queue$/;
const CASES = /\/portal\/api\/v2\/staff\/floor-stock\/cases\?status=pending$/;

/** The queue answers each read with the next of `queues`, the last one from then on. */
function serveQueue(...queues: FinanceQueue[]) {
  let read = 0;
  on('GET', QUEUE, () => {
    const queue = queues[Math.min(read, queues.length - 1)];
    read += 1;
    return jsonResponse(200, { data: queue });
  });
}

beforeEach(() => {
  setTestRuntimeConfig();
  answers = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  pendingCases = [];
  on('GET', CASES, () => jsonResponse(200, { data: pendingCases }));
});
afterEach(() => vi.unstubAllGlobals());

/** An element's text with the no-break spaces of formatted money as plain ones. */
const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

async function renderQueue() {
  await renderWithProviders(
    <FinanceQueuePage transactionPath={(id) => `/back-office/transactions/${id}`} />,
  );
  return screen.findByTestId('slip-7');
}

describe('FinanceQueuePage slips to verify', () => {
  it('shows a waiting slip with its invoice, buyer, amount against the total and reference', async () => {
    serveQueue(buildQueue({ payments: [buildQueuePayment()] }));
    const row = await renderQueue();
    expect(textOf(row)).toContain('INV-MY-000012');
    expect(textOf(row)).toContain('Klang Motors');
    expect(textOf(row)).toContain('MYR 55,170');
    expect(textOf(row)).toContain('of MYR 55,170');
    expect(textOf(row)).toContain('MBB-778812');
    expect(screen.getByTestId('finance-tab-slips').textContent).toBe('Slips to verify (1)');
  });

  it('verifying a slip calls the endpoint, says so and shows the refreshed queue without it', async () => {
    serveQueue(buildQueue({ payments: [buildQueuePayment()] }), buildQueue());
    on('POST', /\/staff\/payments\/7\/verify$/, () =>
      jsonResponse(200, { data: { ...buildQueuePayment(), status: 'verified' } }),
    );
    const row = await renderQueue();
    fireEvent.click(within(row).getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Slip MBB-778812 is verified: invoice INV-MY-000012 is paid.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('slip-7')).toBeNull());
    expect(calls('POST', /\/staff\/payments\/7\/verify$/)).toHaveLength(1);
    expect(calls('GET', QUEUE)).toHaveLength(2);
    expect(screen.getByTestId('finance-tab-slips').textContent).toBe('Slips to verify (0)');
  });

  it('when someone else decided the slip first, says so and refreshes the queue', async () => {
    serveQueue(buildQueue({ payments: [buildQueuePayment()] }), buildQueue());
    on('POST', /\/staff\/payments\/7\/verify$/, () =>
      jsonResponse(409, { code: 'invalid_transition', message: 'Payment 7 is already verified.' }),
    );
    const row = await renderQueue();
    fireEvent.click(within(row).getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(
        'Someone else acted on this first. The list now shows where it stands.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(calls('GET', QUEUE)).toHaveLength(2));
  });

  it('rejecting a slip sends nothing without a reason of at least 3 characters, then sends it', async () => {
    serveQueue(buildQueue({ payments: [buildQueuePayment()] }), buildQueue());
    on('POST', /\/staff\/payments\/7\/reject$/, () =>
      jsonResponse(200, { data: { ...buildQueuePayment(), status: 'rejected' } }),
    );
    const row = await renderQueue();
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    fireEvent.click(await screen.findByTestId('reason-confirm'));
    expect(await screen.findByText('Give a reason of 3 to 500 characters.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'no' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    await waitFor(() =>
      expect(screen.getAllByText('Give a reason of 3 to 500 characters.').length).toBeGreaterThan(
        0,
      ),
    );
    expect(calls('POST', /\/reject$/)).toHaveLength(0);

    fireEvent.change(screen.getByTestId('reason-input'), {
      target: { value: ' Amount on the slip is MYR 5,517 ' },
    });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    expect(await screen.findByText('Slip MBB-778812 is rejected.')).toBeTruthy();
    const [, init] = calls('POST', /\/staff\/payments\/7\/reject$/)[0]!;
    expect(JSON.parse(init!.body as string)).toEqual({ reason: 'Amount on the slip is MYR 5,517' });
  });
});

describe('FinanceQueuePage on a phone', () => {
  it("keeps a slip's View, Verify and Reject in the column pinned to the row's end", async () => {
    // The test window matches no media query: antd takes it for a phone.
    serveQueue(buildQueue({ payments: [buildQueuePayment()] }));
    const row = await renderQueue();
    for (const name of ['View slip', 'Verify', 'Reject']) {
      const cell = within(row).getByRole('button', { name }).closest('td');
      expect(cell?.classList.contains('ant-table-cell-fix-end')).toBe(true);
    }
  });
});

describe('FinanceQueuePage financing to decide', () => {
  it('shows a pending case against what the line can take, and approving it calls the endpoint', async () => {
    serveQueue(buildQueue());
    pendingCases = [
      {
        id: 4,
        transaction_id: 12,
        amount: 55_170,
        status: 'pending',
        note: 'Line 2 of the month',
        decline_reason: null,
        created_at: '2030-01-02T03:00:00.000Z',
        decided_at: null,
        transaction: { id: 12, invoice_number: 'INV-MY-000012', currency: 'MYR', total: 55_170 },
        buyer_group: { id: 3, name: 'Klang Motors' },
        account: {
          group_id: 3,
          provider: 'Maybank Floor Stock',
          currency: 'MYR',
          credit_limit: 500_000,
          used: 470_000,
          available: 30_000,
          deposit: 0,
          status: 'active',
          cars_financed: 9,
        },
      },
    ];
    on('POST', /\/staff\/floor-stock\/cases\/4\/approve$/, () => jsonResponse(200, { data: {} }));
    await renderWithProviders(<FinanceQueuePage transactionPath={(id) => `/t/${id}`} />);
    fireEvent.click(await screen.findByTestId('finance-tab-financing'));
    const row = await screen.findByTestId('case-4');
    expect(textOf(row)).toContain('Klang Motors');
    expect(textOf(row)).toContain('MYR 30,000');
    expect(textOf(row)).toContain('More than the line can take');
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Financing of invoice INV-MY-000012 is approved: the car is paid.'),
    ).toBeTruthy();
    expect(calls('POST', /\/cases\/4\/approve$/)).toHaveLength(1);
  });
});

describe('FinanceQueuePage cars to release', () => {
  it('names each paid car by year, make, model and variant, with its plate, beside its invoice and buyer', async () => {
    serveQueue(
      buildQueue({
        payments: [buildQueuePayment()],
        releases: [buildStaffRow({ id: 21, invoice_number: 'INV-MY-000021' })],
      }),
    );
    await renderQueue();
    fireEvent.click(screen.getByTestId('finance-tab-releases'));
    const row = await screen.findByTestId('release-21');
    expect(textOf(row)).toContain('INV-MY-000021');
    const car = within(row).getByTestId('staff-car');
    expect(car.firstElementChild?.textContent).toBe('2021 Toyota Vios 1.5 G');
    expect(car.lastElementChild?.textContent).toBe('WXY 1234');
    expect(textOf(row)).toContain('Klang Motors');
  });
});
