// The sandbox's payments, in memory. A created payment past its expiry is expired the moment it
// is read, so no timer has to run for it.
import {
  finishPayment,
  newId,
  PAYMENT_TTL_MS,
  type CreatePaymentInput,
  type Outcome,
  type Payment,
} from './payment';

export type CreateResult =
  { ok: true; payment: Payment } | { ok: false; code: 'duplicate_reference'; id: string };

export interface PaymentStore {
  create(merchantId: string, request: CreatePaymentInput): CreateResult;
  /** The payment, expired first when its time is up; another merchant's payment is not found. */
  find(id: string, merchantId?: string): Payment | undefined;
  /** Ends a payment that is still created; `false` when it had already ended. */
  finish(payment: Payment, outcome: Outcome): boolean;
}

export function createPaymentStore(options: {
  now: () => number;
  pageUrlOf: (id: string) => string;
  onFinished: (payment: Payment) => void;
}): PaymentStore {
  const payments = new Map<string, Payment>();
  /** The created payment per merchant and reference, to refuse duplicates. */
  const openByReference = new Map<string, string>();
  const referenceKey = (merchantId: string, reference: string) => `${merchantId}\n${reference}`;

  function finish(payment: Payment, outcome: Outcome): boolean {
    if (payment.status !== 'created') return false;
    finishPayment(payment, outcome, options.now());
    openByReference.delete(referenceKey(payment.merchantId, payment.request.merchant_reference));
    options.onFinished(payment);
    return true;
  }

  function find(id: string, merchantId?: string): Payment | undefined {
    const payment = payments.get(id);
    if (!payment || (merchantId !== undefined && payment.merchantId !== merchantId)) return;
    if (payment.status === 'created' && options.now() >= payment.expiresAt)
      finish(payment, { status: 'expired' });
    return payment;
  }

  function create(merchantId: string, request: CreatePaymentInput): CreateResult {
    const key = referenceKey(merchantId, request.merchant_reference);
    const openId = openByReference.get(key);
    if (openId !== undefined && find(openId)?.status === 'created')
      return { ok: false, code: 'duplicate_reference', id: openId };
    const now = options.now();
    const id = newId('pay');
    const payment: Payment = {
      id,
      merchantId,
      request,
      pageUrl: options.pageUrlOf(id),
      status: 'created',
      createdAt: now,
      expiresAt: now + PAYMENT_TTL_MS,
      paidAt: null,
      failureReason: null,
      cardLast4: null,
      event: null,
      callback: null,
    };
    payments.set(id, payment);
    openByReference.set(key, id);
    return { ok: true, payment };
  }

  return { create, find, finish };
}
