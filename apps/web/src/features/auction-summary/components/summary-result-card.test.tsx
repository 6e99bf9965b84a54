import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPortalAuctionDetail } from '../../../testing/portal-factory';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { Route, Routes } from 'react-router';
import { SummaryResultCard } from './summary-result-card';

const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');

describe('SummaryResultCard', () => {
  it('shows a win with its amount in the market currency, the won date and the payment due, M/D/YYYY in English', async () => {
    await renderWithProviders(
      <SummaryResultCard
        auction={buildPortalAuctionDetail({
          won_at: '2030-01-02T03:04:05',
          payment_due_at: '2030-01-05T03:04:05',
          currency: 'SGD',
          my_best_amount: 52_000,
        })}
      />,
    );
    expect(screen.getByTestId('summary-result').dataset.result).toBe('won');
    expect(screen.getByText('You won')).toBeTruthy();
    expect(text('summary-price')).toBe('SGD 52,000');
    expect(text('summary-my-best')).toBe('SGD 52,000');
    expect(text('summary-won-at')).toBe('1/2/2030 03:04:05');
    expect(text('summary-payment-due')).toBe('1/5/2030 03:04:05');
    expect(screen.queryByTestId('summary-overdue')).toBeNull();
  });

  it('tags a win whose payment is past due as overdue', async () => {
    await renderWithProviders(
      <SummaryResultCard auction={buildPortalAuctionDetail({ is_payment_overdue: true })} />,
    );
    expect(screen.getByTestId('summary-overdue').textContent).toBe('Overdue');
  });

  it('shows a loss without a won date or payment, and says so when the dealer never bid', async () => {
    await renderWithProviders(
      <SummaryResultCard
        auction={buildPortalAuctionDetail({
          result: 'lost',
          my_best_amount: null,
          won_at: null,
          payment_due_at: null,
        })}
      />,
    );
    expect(screen.getByText('Not won')).toBeTruthy();
    expect(text('summary-my-best')).toBe('No bid');
    expect(screen.queryByTestId('summary-won-at')).toBeNull();
    expect(screen.queryByTestId('summary-payment-due')).toBeNull();
  });

  it('leads a won auction to its purchase: paying it while unpaid', async () => {
    await renderWithProviders(
      <Routes>
        <Route
          path="/"
          element={
            <SummaryResultCard
              auction={buildPortalAuctionDetail({
                transactions: [
                  {
                    id: 12,
                    status: 'awaiting_payment',
                    total: 55_170,
                    due_at: '2030-01-04T11:00:00.000Z',
                    is_overdue: false,
                    paid_by: null,
                    floorstock_financing: null,
                  },
                ],
              })}
              transactionPath={(id) => `/transactions/${id}`}
            />
          }
        />
        <Route path="/transactions/:id" element={<p>purchase page</p>} />
      </Routes>,
    );
    expect(screen.getByTestId('summary-purchase').textContent).toContain(
      'Purchase: Awaiting payment',
    );
    fireEvent.click(screen.getByTestId('summary-purchase-link'));
    expect(await screen.findByText('purchase page')).toBeTruthy();
  });

  it('shows no purchase for an auction the dealer did not win', async () => {
    await renderWithProviders(
      <SummaryResultCard
        auction={buildPortalAuctionDetail({ result: 'lost', transactions: [] })}
        transactionPath={(id) => `/transactions/${id}`}
      />,
    );
    expect(screen.queryByTestId('summary-purchase')).toBeNull();
  });

  it('names the floor-stock line paying a win, with its amount, and says when finance has yet to approve it', async () => {
    const financed = (
      status: 'pending' | 'approved',
      transactionStatus: 'awaiting_payment' | 'paid',
    ) =>
      buildPortalAuctionDetail({
        currency: 'MYR',
        transactions: [
          {
            id: 12,
            status: transactionStatus,
            total: 55_170,
            due_at: '2030-01-04T11:00:00.000Z',
            is_overdue: false,
            paid_by: status === 'approved' ? 'floor_stock' : null,
            floorstock_financing: { status, amount: 55_170, provider: 'Maybank Floor Stock' },
          },
        ],
      });
    const { unmount } = await renderWithProviders(
      <SummaryResultCard auction={financed('pending', 'awaiting_payment')} />,
    );
    expect(text('summary-financing')).toMatch(
      /^Financed by Maybank Floor StockMYR\s?55,170Financing pending$/,
    );
    unmount();
    await renderWithProviders(<SummaryResultCard auction={financed('approved', 'paid')} />);
    expect(text('summary-financing')).toMatch(/^Financed by Maybank Floor StockMYR\s?55,170$/);
    // Paid, the win no longer asks to be paid by a due date.
    expect(text('summary-result-body')).toBe(
      'This car is yours and paid for. Its purchase shows how it is collected.',
    );
    expect(screen.queryByTestId('summary-payment-due')).toBeNull();
  });
});
