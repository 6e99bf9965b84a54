// What the request handlers share: the clock, the merchants, the payments and callback delivery.
import { type Payment } from './payment';
import { type PaymentStore } from './payment-store';

export interface Merchant {
  id: string;
  secret: string;
  /** Shown on the payment page; the id when not given. */
  name?: string;
}

export interface SandboxContext {
  /** Epoch milliseconds. */
  now: () => number;
  merchants: ReadonlyMap<string, Merchant>;
  store: PaymentStore;
  /** Starts a delivery of the payment's event to its callback URL. */
  deliverCallback: (payment: Payment) => void;
}
