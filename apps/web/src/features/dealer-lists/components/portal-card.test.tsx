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
