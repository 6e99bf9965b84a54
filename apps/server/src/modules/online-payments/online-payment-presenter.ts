import type { TransactionStatus } from '@autobid/auction';
import type { FloorStockAccount, OnlinePayment } from '@autobid/contract';
import type { OnlinePaymentRow } from './online-payments.repository';

/** An attempt as its buyer and staff read it (`onlinePaymentSchema`), with its transaction's status. */
export function presentOnlinePayment(
  row: OnlinePaymentRow,
  transaction: { id: number; auctionId: number; status: string },
  account?: FloorStockAccount | null,
): OnlinePayment {
  return {
    id: row.id,
    transaction_id: row.transactionId,
    auction_id: transaction.auctionId,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    payment_url: row.status === 'created' ? row.pageUrl : null,
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    transaction: { id: transaction.id, status: transaction.status as TransactionStatus },
    ...(account !== undefined ? { floorstock_account: account } : {}),
  };
}
