import { fail, ok, type Result } from '../core/result';
import { isUnpaid, type TransactionStatus } from './transaction-status';

/**
 * Things that move a transaction (TRX-11): the dealer's `submit_proof`; finance's `reject_proof`,
 * `verify_proof`, `release` and `cancel`; the gateway's `online_payment_confirmed`; an approved
 * floor-stock case (`floor_stock_approved`); the handover (`hand_over`) and its close (`complete`).
 */
/** Every event a transaction can meet (TRX-11). */
export const TRANSACTION_EVENT_TYPES = [
  'submit_proof',
  'reject_proof',
  'verify_proof',
  'online_payment_confirmed',
  'floor_stock_approved',
  'release',
  'hand_over',
  'complete',
  'cancel',
] as const;

export type TransactionEvent = { type: (typeof TRANSACTION_EVENT_TYPES)[number] };

export interface InvalidTransactionTransition {
  code: 'invalid_transition';
  from: TransactionStatus;
  event: TransactionEvent['type'];
}

/**
 * The one transition function of a transaction (TRX-11, TRX-12). Returns the next status, or
 * `invalid_transition` when the event does not apply in the current status. A payment (a verified
 * proof, a confirmed online payment, an approved floor-stock case) moves only an unpaid transaction,
 * so nothing is paid twice; `cancel` is refused once paid.
 */
export function transitionTransaction(
  from: TransactionStatus,
  event: TransactionEvent,
): Result<TransactionStatus, InvalidTransactionTransition> {
  const reject = fail<InvalidTransactionTransition>({
    code: 'invalid_transition',
    from,
    event: event.type,
  });
  switch (event.type) {
    case 'submit_proof':
      return from === 'awaiting_payment' ? ok('payment_submitted') : reject;
    case 'reject_proof':
      return from === 'payment_submitted' ? ok('awaiting_payment') : reject;
    case 'verify_proof':
      return from === 'payment_submitted' ? ok('paid') : reject;
    case 'online_payment_confirmed':
    case 'floor_stock_approved':
      return isUnpaid(from) ? ok('paid') : reject;
    case 'release':
      return from === 'paid' ? ok('ready_for_release') : reject;
    case 'hand_over':
      return from === 'ready_for_release' ? ok('handed_over') : reject;
    case 'complete':
      return from === 'handed_over' ? ok('completed') : reject;
    case 'cancel':
      return isUnpaid(from) ? ok('cancelled') : reject;
  }
}
