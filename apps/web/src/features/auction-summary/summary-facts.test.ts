import { describe, expect, it } from 'vitest';
import { buildBid } from '../../testing/auction-factory';
import { buildFileItem, buildPortalAuctionDetail } from '../../testing/portal-factory';
import { downloadUrl, fileKind, fileLabel, summaryFacts } from './summary-facts';

describe('summaryFacts', () => {
  it('for a win, names the winning amount, the dealer’s best bid, the won time and the payment due', () => {
    const facts = summaryFacts(buildPortalAuctionDetail({ is_payment_overdue: true }));
    expect(facts).toEqual({
      result: 'won',
      price: { kind: 'winning', amount: 52_000 },
      myBestAmount: 52_000,
      wonAt: '2030-01-01T11:00:00.000Z',
      paymentDueAt: '2030-01-04T11:00:00.000Z',
      isPaymentOverdue: true,
      purchase: 'unpaid',
    });
  });

  it('for a win already paid, or whose sale was cancelled, names no payment due and never an overdue one', () => {
    const withPurchase = (status: 'payment_submitted' | 'paid' | 'handed_over' | 'cancelled') =>
      summaryFacts(
        buildPortalAuctionDetail({
          is_payment_overdue: true,
          transactions: [
            {
              id: 12,
              status,
              total: 55_170,
              due_at: '2030-01-04T11:00:00.000Z',
              is_overdue: true,
              paid_by: null,
              floorstock_financing: null,
            },
          ],
        }),
      );
    // A slip sent but not yet verified is still to pay.
    expect(withPurchase('payment_submitted')).toMatchObject({
      purchase: 'unpaid',
      paymentDueAt: '2030-01-04T11:00:00.000Z',
      isPaymentOverdue: true,
    });
    for (const status of ['paid', 'handed_over'] as const)
      expect(withPurchase(status)).toMatchObject({
        purchase: 'paid',
        paymentDueAt: null,
        isPaymentOverdue: false,
      });
    expect(withPurchase('cancelled')).toMatchObject({
      purchase: 'cancelled',
      paymentDueAt: null,
      isPaymentOverdue: false,
    });
  });

  it('for a loss, shows the price the car went for beside the dealer’s lower best bid, and no payment', () => {
    const facts = summaryFacts(
      buildPortalAuctionDetail({
        result: 'lost',
        position: 'outbid',
        my_best_amount: 50_000,
        won_at: null,
        payment_due_at: null,
      }),
    );
    expect(facts.price).toEqual({ kind: 'winning', amount: 52_000 });
    expect(facts.myBestAmount).toBe(50_000);
    expect(facts.wonAt).toBeNull();
    expect(facts.paymentDueAt).toBeNull();
  });

  it('while the seller decides, shows the best bid so far rather than a winning amount', () => {
    const facts = summaryFacts(
      buildPortalAuctionDetail({
        result: 'pending',
        status: 'reserved',
        award_status: 'pending_award',
        awarded_bid: null,
        highest_bid: buildBid({ amount: 47_000 }),
      }),
    );
    expect(facts.price).toEqual({ kind: 'best', amount: 47_000 });
  });

  it('for a cancelled auction, names no price and never an overdue payment', () => {
    const facts = summaryFacts(
      buildPortalAuctionDetail({ result: 'cancelled', is_payment_overdue: true }),
    );
    expect(facts.price).toBeNull();
    expect(facts.isPaymentOverdue).toBe(false);
    expect(facts.paymentDueAt).toBeNull();
  });

  it('for a dealer who never bid, has no best bid of theirs', () => {
    expect(
      summaryFacts(buildPortalAuctionDetail({ result: 'lost', my_best_amount: null })).myBestAmount,
    ).toBeNull();
  });
});

describe('files', () => {
  it('are named by name, or by file_name when the name is blank', () => {
    expect(fileLabel(buildFileItem({ name: 'Inspection certificate' }))).toBe(
      'Inspection certificate',
    );
    expect(fileLabel(buildFileItem({ name: '  ', file_name: 'vrc.pdf' }))).toBe('vrc.pdf');
  });

  it('download through ?download=1, keeping a relative url relative and an existing query', () => {
    const origin = 'https://portal.autobid.test';
    expect(downloadUrl('/portal/api/v2/files/5', origin)).toBe('/portal/api/v2/files/5?download=1');
    expect(downloadUrl('/files/5?sig=abc', origin)).toBe('/files/5?sig=abc&download=1');
    expect(downloadUrl('https://cdn.autobid.test/files/5', origin)).toBe(
      'https://cdn.autobid.test/files/5?download=1',
    );
  });

  it('get an icon kind from their content type', () => {
    expect(fileKind(buildFileItem({ content_type: 'application/pdf' }))).toBe('pdf');
    expect(fileKind(buildFileItem({ content_type: 'image/jpeg' }))).toBe('image');
    expect(fileKind(buildFileItem({ content_type: 'text/plain' }))).toBe('other');
  });
});
