import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { buildStaffRow } from '../testing/finance-fixtures';
import { NoResizeObserver } from '../../../testing/no-resize-observer';
import { StaffTransactionsPage } from './staff-transactions-page';

const fetchMock = vi.fn();

beforeEach(() => {
  setTestRuntimeConfig();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-01-06T00:00:00Z'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('StaffTransactionsPage', () => {
  it('marks an invoice unpaid past its due date as overdue, and neither one paid late nor one not yet due', async () => {
    const rows = [
      buildStaffRow({ id: 1, status: 'awaiting_payment', due_at: '2030-01-04T11:00:00.000Z' }),
      buildStaffRow({ id: 2, status: 'awaiting_payment', due_at: '2030-01-08T11:00:00.000Z' }),
      buildStaffRow({ id: 3, status: 'paid', due_at: '2030-01-04T11:00:00.000Z' }),
    ];
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        data: rows,
        meta: { pagination: { total: 3, per_page: 20, current_page: 1, last_page: 1 } },
      }),
    );
    await renderWithProviders(<StaffTransactionsPage transactionPath={(id) => `/t/${id}`} />);

    const overdue = (id: number) =>
      within(screen.getByTestId(`transaction-row-${id}`)).queryByTestId('transaction-overdue');
    expect((await screen.findByTestId('transaction-row-1')).textContent).toContain('Overdue');
    expect(overdue(1)).not.toBeNull();
    expect(overdue(2)).toBeNull();
    expect(overdue(3)).toBeNull();
  });
});
