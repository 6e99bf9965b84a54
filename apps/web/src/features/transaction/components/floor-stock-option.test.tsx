import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, sentBody, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { buildFloorStockAccount, buildTransaction } from '../../../testing/transaction-factory';
import { FloorStockOption } from './floor-stock-option';

const fetchMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  setTestRuntimeConfig();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('FloorStockOption', () => {
  it('cannot request financing when the line has less left than the total, and says why', async () => {
    await renderWithProviders(
      <FloorStockOption
        transaction={buildTransaction()}
        account={buildFloorStockAccount({ available: 50_000 })}
        floorStockCase={null}
        onRequested={vi.fn()}
      />,
    );
    expect(screen.getByTestId('trx-floor-stock-request').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('trx-floor-stock-blocker').textContent).toBe(
      'Your available credit is less than the total.',
    );
  });

  it('shows what pending requests hold of the line, and judges the car against what is left after them', async () => {
    await renderWithProviders(
      <FloorStockOption
        transaction={buildTransaction()}
        account={buildFloorStockAccount({ used: 120_000, pending: 350_000, available: 30_000 })}
        floorStockCase={null}
        onRequested={vi.fn()}
      />,
    );
    const pending = screen.getByTestId('trx-floor-stock-pending');
    expect(pending.querySelector('dt')?.textContent).toBe('Awaiting approval');
    expect(pending.querySelector('dd')?.textContent).toMatch(/MYR\s?350,000/);
    expect(screen.getByTestId('trx-floor-stock-available').textContent).toMatch(/MYR\s?30,000/);
    expect(screen.getByTestId('trx-floor-stock-pending-note').textContent).toContain(
      'held against your line',
    );
    expect(screen.getByTestId('trx-floor-stock-request').hasAttribute('disabled')).toBe(true);
  });

  it('shows no pending row while nothing waits for approval', async () => {
    await renderWithProviders(
      <FloorStockOption
        transaction={buildTransaction()}
        account={buildFloorStockAccount()}
        floorStockCase={null}
        onRequested={vi.fn()}
      />,
    );
    expect(screen.queryByTestId('trx-floor-stock-pending')).toBeNull();
    expect(screen.getByTestId('trx-floor-stock-request').hasAttribute('disabled')).toBe(false);
  });

  it('requests financing for the purchase and hands over the pending case', async () => {
    const created = {
      id: 9,
      transaction_id: 12,
      amount: 55_170,
      status: 'pending',
      note: null,
      decline_reason: null,
      created_at: '2030-01-02T00:00:00Z',
      decided_at: null,
    };
    fetchMock.mockResolvedValue(jsonResponse(201, { data: created }));
    const onRequested = vi.fn();
    await renderWithProviders(
      <FloorStockOption
        transaction={buildTransaction()}
        account={buildFloorStockAccount()}
        floorStockCase={null}
        onRequested={onRequested}
      />,
    );
    fireEvent.click(screen.getByTestId('trx-floor-stock-request'));
    await waitFor(() => expect(onRequested).toHaveBeenCalledWith(created));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/general/api/v2/floor-stock/cases/dealer');
    expect(sentBody(fetchMock)).toEqual({ transaction_id: 12 });
  });

  it('shows a pending request as waiting for approval and a declined one with its reason', async () => {
    const base = {
      id: 9,
      transaction_id: 12,
      amount: 55_170,
      note: null,
      created_at: '2030-01-02T00:00:00Z',
      decided_at: null,
    };
    const view = await renderWithProviders(
      <FloorStockOption
        transaction={buildTransaction()}
        account={buildFloorStockAccount()}
        floorStockCase={{ ...base, status: 'pending', decline_reason: null }}
        onRequested={vi.fn()}
      />,
    );
    expect(screen.getByText('Waiting for approval')).toBeTruthy();
    expect(screen.queryByTestId('trx-floor-stock-request')).toBeNull();
    view.unmount();
    await renderWithProviders(
      <FloorStockOption
        transaction={buildTransaction()}
        account={buildFloorStockAccount()}
        floorStockCase={{ ...base, status: 'declined', decline_reason: 'Line under review' }}
        onRequested={vi.fn()}
      />,
    );
    expect(screen.getByTestId('trx-floor-stock-state').textContent).toContain('Line under review');
  });
});
