import type { Transaction } from '@autobid/contract';
import type { FinanceQueue, QueuePayment } from '../finance-queue-api';
import type { StaffTransactionRow } from '../staff-transactions-api';

/** A slip of MYR 55,170 waiting for finance, for invoice INV-MY-000012. */
export function buildQueuePayment(overrides: Partial<QueuePayment> = {}): QueuePayment {
  return {
    id: 7,
    method: 'bank_transfer',
    amount: 55_170,
    reference: 'MBB-778812',
    status: 'pending',
    reject_reason: null,
    file_name: 'slip.jpg',
    created_at: '2030-01-02T03:00:00.000Z',
    decided_at: null,
    transaction: {
      id: 12,
      auction_id: 1,
      invoice_number: 'INV-MY-000012',
      market: 'MY',
      currency: 'MYR',
      total: 55_170,
      status: 'payment_submitted',
    },
    buyer_group: 'Klang Motors',
    ...overrides,
  };
}

/** A paid sale of a 2021 Toyota Vios waiting for finance to release the car. */
export function buildStaffRow(overrides: Partial<StaffTransactionRow> = {}): StaffTransactionRow {
  return {
    id: 12,
    auction_id: 1,
    invoice_number: 'INV-MY-000012',
    market: 'MY',
    currency: 'MYR',
    status: 'paid',
    total: 55_170,
    due_at: '2030-01-04T11:00:00.000Z',
    paid_at: '2030-01-02T05:00:00.000Z',
    paid_by: 'bank_transfer',
    buyer_group: 'Klang Motors',
    car: {
      year: 2021,
      make: 'Toyota',
      model: 'Vios',
      variant: '1.5 G',
      registration_number: 'WXY 1234',
    },
    version: 3,
    ...overrides,
  };
}

export function buildQueue(overrides: Partial<FinanceQueue> = {}): FinanceQueue {
  return { payments: [], releases: [], collections: [], ...overrides };
}

/** A paid Malaysian sale with its bill, as the staff transaction read answers it. */
export function buildStaffTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 12,
    auction_id: 1,
    market: 'MY',
    currency: 'MYR',
    status: 'paid',
    hammer_price: 52_000,
    total: 54_870,
    won_at: '2030-01-01T11:00:00.000Z',
    due_at: '2030-01-04T11:00:00.000Z',
    is_overdue: false,
    paid_at: '2030-01-02T05:00:00.000Z',
    paid_by: 'bank_transfer',
    online_payment: false,
    invoice: { number: 'INV-MY-000012', documents: [] },
    tax_label: 'SST 8%',
    fees: [
      { kind: 'hammer', name: 'hammer', target: null, amount: 52_000 },
      { kind: 'premium', name: 'buyer_premium', target: null, amount: 1_560 },
      { kind: 'fee', name: 'documentation_fee', target: null, amount: 150 },
      { kind: 'discount', name: 'loyalty', target: 'documentation_fee', amount: -50 },
      { kind: 'tax', name: 'tax', target: null, amount: 1_210 },
    ],
    discounts: [{ kind: 'discount', name: 'loyalty', target: 'documentation_fee', amount: -50 }],
    handover_location: null,
    delivery_location: null,
    car_in_location: null,
    current_location: 'Shah Alam yard',
    updated_at: '2030-01-02T05:00:00.000Z',
    version: 3,
    status_log: [
      {
        event: 'open',
        from_status: null,
        to_status: 'awaiting_payment',
        note: null,
        at: '2030-01-01T11:00:00.000Z',
      },
    ],
    payments: [],
    collections: [],
    floorstock_account: null,
    inventory: {
      id: 301,
      title: 'Toyota Vios 1.5 G',
      year: 2019,
      registration_number: 'WXY 1234',
      chassis_number: null,
      mileage_km: 68_000,
      photo: null,
    },
    pickup: null,
    handover: null,
    ...overrides,
  };
}
