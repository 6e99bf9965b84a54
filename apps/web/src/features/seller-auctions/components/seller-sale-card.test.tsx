import type { SellerSale } from '@autobid/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SellerSaleCard } from './seller-sale-card';

/** A Malaysian sale at 52,000: 1% commission and the listing fee deducted, the buyer yet to pay. */
function buildSale(overrides: Partial<SellerSale> = {}): SellerSale {
  return {
    transaction_id: 12,
    status: 'awaiting_payment',
    is_buyer_paid: false,
    paid_at: null,
    due_at: '2030-01-04T11:00:00.000Z',
    is_overdue: false,
    statement: [
      { kind: 'hammer', name: 'hammer', target: null, amount: 52_000 },
      { kind: 'commission', name: 'seller_commission', target: null, amount: -520 },
      { kind: 'fee', name: 'listing_fee', target: null, amount: -100 },
      { kind: 'tax', name: 'tax', target: null, amount: -50 },
    ],
    payout: 51_330,
    is_paid_out: false,
    ...overrides,
  };
}

const text = (testId: string) =>
  (screen.getByTestId(testId).textContent ?? '').replace(/\u00a0/g, ' ');

describe('SellerSaleCard', () => {
  it('before the buyer pays: awaiting payment with the due date, the statement with deductions, the payout after payment', async () => {
    await renderWithProviders(<SellerSaleCard sale={buildSale()} currency="MYR" />);
    expect(text('seller-sale-payment')).toMatch(/^Awaiting payment, due \d{1,2}\/\d{1,2}\/2030$/);
    const card = text('seller-sale');
    expect(card).toContain('Hammer priceMYR 52,000');
    expect(card).toContain('Seller commission-MYR 520');
    expect(card).toContain('Listing fee-MYR 100');
    expect(card).toContain('Tax on fees-MYR 50');
    expect(text('seller-sale-payout')).toBe('MYR 51,330');
    expect(text('seller-sale-payout-state')).toBe('Payout after the buyer pays');
  });

  it('once the buyer paid and the payout went out: paid on its date and "Paid out"', async () => {
    await renderWithProviders(
      <SellerSaleCard
        sale={buildSale({
          status: 'completed',
          is_buyer_paid: true,
          paid_at: '2030-01-02T05:00:00.000Z',
          is_paid_out: true,
        })}
        currency="MYR"
      />,
    );
    expect(text('seller-sale-payment')).toMatch(/^Paid on \d{1,2}\/\d{1,2}\/2030$/);
    expect(text('seller-sale-payout-state')).toBe('Paid out');
  });

  it('when the buyer is late: overdue with the date payment was due', async () => {
    await renderWithProviders(
      <SellerSaleCard sale={buildSale({ is_overdue: true })} currency="MYR" />,
    );
    expect(text('seller-sale-payment')).toMatch(
      /^Overdue: payment was due \d{1,2}\/\d{1,2}\/2030$/,
    );
    expect(text('seller-sale-payout-state')).toBe('Payout after the buyer pays');
  });
});
