import type { AuctionTransaction, DealerAuction, PortalAuction } from '@autobid/contract';
import type { PortalFacts } from './portal.repository';

/** An auction in a portal list: what every list shows, plus what became of it for the dealer. */
export function presentPortalAuction(auction: DealerAuction, facts: PortalFacts): PortalAuction {
  const isWin = facts.result === 'won' || facts.result === 'cancelled';
  return {
    ...auction,
    result: facts.result,
    my_best_amount: facts.myBestAmount,
    won_at: isWin ? (facts.wonAt?.toISOString() ?? null) : null,
    payment_due_at: isWin ? (facts.paymentDueAt?.toISOString() ?? null) : null,
    is_payment_overdue: facts.isPaymentOverdue,
    online_payment: facts.onlinePayment,
    transactions: transactionsOf(facts),
  };
}

function transactionsOf(facts: PortalFacts): AuctionTransaction[] {
  if (facts.transactionId === null || facts.transactionStatus === null) return [];
  return [
    {
      id: facts.transactionId,
      status: facts.transactionStatus as AuctionTransaction['status'],
      total: facts.transactionTotal ?? 0,
      due_at: facts.paymentDueAt?.toISOString() ?? '',
      is_overdue: facts.isPaymentOverdue,
      paid_by: facts.transactionPaidBy,
      floorstock_financing:
        facts.financingStatus === null
          ? null
          : {
              status: facts.financingStatus,
              amount: facts.financingAmount ?? 0,
              provider: facts.financingProvider,
            },
    },
  ];
}
