import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPortalAuctionDetail } from '../../../testing/portal-factory';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PortalCard } from './portal-card';

const transactionPath = (id: number) => `/transactions/${id}`;
const unpaid = {
  id: 12,
  status: 'awaiting_payment' as const,
  total: 55_170,
  due_at: '2030-01-04T11:00:00.000Z',
  is_overdue: false,
};

describe('PortalCard', () => {
  it('offers "Pay now" on an unpaid win, leading to its purchase page', async () => {
    await renderWithProviders(
      <PortalCard
        auction={buildPortalAuctionDetail({ transactions: [unpaid] })}
        href="/auctions/1/summary"
        transactionPath={transactionPath}
      />,
    );
    const link = screen.getByTestId('portal-card-purchase');
    expect(link.textContent).toBe('Pay now');
    expect(link.getAttribute('href')).toBe('/transactions/12');
    expect(link.className).toContain('btn--primary');
  });

  it('offers "View purchase" once the win is paid', async () => {
    await renderWithProviders(
      <PortalCard
        auction={buildPortalAuctionDetail({ transactions: [{ ...unpaid, status: 'paid' }] })}
        href="/auctions/1/summary"
        transactionPath={transactionPath}
      />,
    );
    expect(screen.getByTestId('portal-card-purchase').textContent).toBe('View purchase');
  });

  it('an unpaid win shows when payment is due and no purchase status beside "Won"', async () => {
    await renderWithProviders(
      <PortalCard
        auction={buildPortalAuctionDetail({
          transactions: [unpaid],
          payment_due_at: '2030-01-04T11:00:00.000Z',
        })}
        href="/auctions/1/summary"
        transactionPath={transactionPath}
      />,
    );
    expect(screen.getByTestId('fact-due')).toBeTruthy();
    expect(screen.queryByTestId('purchase-status-tag')).toBeNull();
  });

  it('a paid or finished purchase shows its status instead of a due date that no longer matters', async () => {
    await renderWithProviders(
      <PortalCard
        auction={buildPortalAuctionDetail({
          transactions: [{ ...unpaid, status: 'handed_over' }],
          payment_due_at: '2030-01-04T11:00:00.000Z',
        })}
        href="/auctions/1/summary"
        transactionPath={transactionPath}
      />,
    );
    expect(screen.getByTestId('purchase-status-tag').textContent).toBe('Handed over');
    expect(screen.queryByTestId('fact-due')).toBeNull();
  });

  it('shows no purchase link for an auction without a transaction of the dealer', async () => {
    await renderWithProviders(
      <PortalCard
        auction={buildPortalAuctionDetail({ result: 'lost', transactions: [] })}
        href="/auctions/1/summary"
        transactionPath={transactionPath}
      />,
    );
    expect(screen.queryByTestId('portal-card-purchase')).toBeNull();
  });
});
