import type { AuctionTransaction } from '@autobid/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPortalAuctionDetail } from '../../../testing/portal-factory';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PortalCard } from './portal-card';

const transactionPath = (id: number) => `/transactions/${id}`;
const unpaid: AuctionTransaction = {
  id: 12,
  status: 'awaiting_payment',
  total: 55_170,
  due_at: '2030-01-04T11:00:00.000Z',
  is_overdue: false,
  paid_by: null,
  floorstock_financing: null,
};
const financing = { amount: 55_170, provider: 'Maybank Floor Stock' };

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

  it('a purchase paid through the floor-stock line says so, with the financier and the amount', async () => {
    await renderWithProviders(
      <PortalCard
        auction={buildPortalAuctionDetail({
          currency: 'MYR',
          transactions: [
            {
              ...unpaid,
              status: 'paid',
              paid_by: 'floor_stock',
              floorstock_financing: { ...financing, status: 'approved' },
            },
          ],
        })}
        href="/auctions/1/summary"
        transactionPath={transactionPath}
      />,
    );
    const tag = screen.getByTestId('financing-tag');
    expect(tag.textContent).toBe('Floor stock');
    expect(tag.getAttribute('data-state')).toBe('paid');
    const fact = screen.getByTestId('fact-financing');
    expect(fact.querySelector('dt')?.textContent).toBe('Financed by Maybank Floor Stock');
    expect(fact.querySelector('dd')?.textContent).toMatch(/MYR\s?55,170/);
  });

  it('a purchase whose financing waits for approval shows it as pending and keeps its due date', async () => {
    await renderWithProviders(
      <PortalCard
        auction={buildPortalAuctionDetail({
          payment_due_at: '2030-01-04T11:00:00.000Z',
          transactions: [{ ...unpaid, floorstock_financing: { ...financing, status: 'pending' } }],
        })}
        href="/auctions/1/summary"
        transactionPath={transactionPath}
      />,
    );
    const tag = screen.getByTestId('financing-tag');
    expect(tag.textContent).toBe('Financing pending');
    expect(tag.getAttribute('data-state')).toBe('pending');
    expect(screen.getByTestId('fact-financing')).toBeTruthy();
    expect(screen.getByTestId('fact-due')).toBeTruthy();
  });

  it('a purchase paid another way shows no floor-stock financing', async () => {
    await renderWithProviders(
      <PortalCard
        auction={buildPortalAuctionDetail({
          transactions: [{ ...unpaid, status: 'paid', paid_by: 'bank_transfer' }],
        })}
        href="/auctions/1/summary"
        transactionPath={transactionPath}
      />,
    );
    expect(screen.queryByTestId('financing-tag')).toBeNull();
    expect(screen.queryByTestId('fact-financing')).toBeNull();
  });

  it('marks an unpaid win in a market that takes online payment as payable online', async () => {
    await renderWithProviders(
      <PortalCard
        auction={buildPortalAuctionDetail({ online_payment: true, transactions: [unpaid] })}
        href="/auctions/1/summary"
        transactionPath={transactionPath}
      />,
    );
    expect(screen.getByTestId('online-payment-tag').textContent).toBe('Online payment');
  });

  it('does not offer online payment for a win the floor-stock line or a paid slip already covers', async () => {
    const covered: AuctionTransaction[] = [
      { ...unpaid, floorstock_financing: { ...financing, status: 'pending' } },
      { ...unpaid, status: 'payment_submitted' },
      { ...unpaid, status: 'paid', paid_by: 'floor_stock' },
      { ...unpaid, status: 'paid', paid_by: 'online' },
    ];
    for (const transaction of covered) {
      const { unmount } = await renderWithProviders(
        <PortalCard
          auction={buildPortalAuctionDetail({ online_payment: true, transactions: [transaction] })}
          href="/auctions/1/summary"
          transactionPath={transactionPath}
        />,
      );
      expect(screen.queryByTestId('online-payment-tag')).toBeNull();
      unmount();
    }
  });
});
