// A payment of the sandbox gateway: what a merchant asks for, its status and its one event.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

export const CURRENCIES = ['MYR', 'SGD', 'IDR', 'HKD'] as const;
/** How long a created payment can be paid before it expires. */
export const PAYMENT_TTL_MS = 30 * 60 * 1000;

const httpUrl = z.url({
  protocol: /^https?$/,
  hostname: z.regexes.hostname,
  error: 'Must be an http or https URL',
});

/** The body of `POST /api/v1/payments`. Unknown fields are ignored. */
export const createPaymentSchema = z.object({
  merchant_reference: z
    .string({ error: 'Must be a string' })
    .min(1, 'Must not be empty')
    .max(64, 'Must be at most 64 characters'),
  amount: z
    .number({ error: 'Must be a number' })
    .int('Must be a whole number of currency units')
    .positive('Must be more than zero'),
  currency: z.enum(CURRENCIES, { error: `Must be one of ${CURRENCIES.join(', ')}` }),
  description: z
    .string({ error: 'Must be a string' })
    .min(1, 'Must not be empty')
    .max(255, 'Must be at most 255 characters'),
  return_url: httpUrl,
  callback_url: httpUrl,
});
export type CreatePaymentInput = z.infer<typeof createPaymentSchema>;

export type PaymentStatus = 'created' | 'succeeded' | 'failed' | 'cancelled' | 'expired';
export type FinalStatus = Exclude<PaymentStatus, 'created'>;
export type FailureReason = 'card_declined';

/** How a created payment ends. */
export type Outcome =
  | { status: 'succeeded'; cardLast4: string }
  | { status: 'failed'; cardLast4: string; failureReason: FailureReason }
  | { status: 'cancelled' }
  | { status: 'expired' };

/** Delivery of the payment's callback so far; times in epoch milliseconds. */
export interface CallbackRecord {
  attempts: number;
  deliveredAt: number | null;
  lastStatus: number | null;
}

/** The one event of a finished payment; `body` is the exact JSON every delivery sends. */
export interface PaymentEvent {
  id: string;
  body: string;
}

export interface Payment {
  id: string;
  merchantId: string;
  request: CreatePaymentInput;
  pageUrl: string;
  status: PaymentStatus;
  createdAt: number;
  expiresAt: number;
  paidAt: number | null;
  failureReason: FailureReason | null;
  cardLast4: string | null;
  event: PaymentEvent | null;
  callback: CallbackRecord | null;
}

export function newId(prefix: 'pay' | 'evt'): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The payment without its callback record: what a callback carries. */
export function describePayment(payment: Payment) {
  const { request } = payment;
  return {
    id: payment.id,
    status: payment.status,
    amount: request.amount,
    currency: request.currency,
    merchant_reference: request.merchant_reference,
    description: request.description,
    page_url: payment.pageUrl,
    return_url: request.return_url,
    callback_url: request.callback_url,
    created_at: iso(payment.createdAt),
    expires_at: iso(payment.expiresAt),
    paid_at: iso(payment.paidAt),
    failure_reason: payment.failureReason,
    card_last4: payment.cardLast4,
  };
}

/** The payment as `GET /api/v1/payments/{id}` returns it. */
export function paymentResource(payment: Payment) {
  const { callback } = payment;
  return {
    ...describePayment(payment),
    callback: callback && {
      attempts: callback.attempts,
      delivered_at: iso(callback.deliveredAt),
      last_status: callback.lastStatus,
    },
  };
}

export type PaymentDescription = ReturnType<typeof describePayment>;
export type PaymentResource = ReturnType<typeof paymentResource>;

/** The JSON body of a callback. */
export interface CallbackEvent {
  event_id: string;
  type: `payment.${FinalStatus}`;
  created_at: string;
  payment: PaymentDescription;
}

/** Ends a created payment with `outcome` at `now` and makes its event. */
export function finishPayment(payment: Payment, outcome: Outcome, now: number): void {
  payment.status = outcome.status;
  if (outcome.status === 'succeeded') payment.paidAt = now;
  if (outcome.status === 'succeeded' || outcome.status === 'failed')
    payment.cardLast4 = outcome.cardLast4;
  if (outcome.status === 'failed') payment.failureReason = outcome.failureReason;
  const event: CallbackEvent = {
    event_id: newId('evt'),
    type: `payment.${outcome.status}`,
    created_at: new Date(now).toISOString(),
    payment: describePayment(payment),
  };
  payment.event = { id: event.event_id, body: JSON.stringify(event) };
  payment.callback = { attempts: 0, deliveredAt: null, lastStatus: null };
}

/** Where the browser goes back to: `return_url` with `payment_id` and `status` set on its query. */
export function returnUrlOf(payment: Payment): string {
  const url = new URL(payment.request.return_url);
  url.searchParams.set('payment_id', payment.id);
  url.searchParams.set('status', payment.status);
  return url.toString();
}
