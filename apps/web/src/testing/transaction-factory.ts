import type {
  FloorStockAccount,
  OnlinePayment,
  Payment,
  PickupLocation,
  PickupPlan,
  Transaction,
} from '@autobid/contract';
import type { RootState } from '../lib/state/root-state';

/**
 * An unpaid Malaysian purchase (hammer 52,000 + premium + documentation fee − a discount + tax),
 * with its invoice; each test overrides what its situation needs.
 */
export function buildTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 12,
    auction_id: 1,
    market: 'MY',
    currency: 'MYR',
    status: 'awaiting_payment',
    hammer_price: 52_000,
    total: 55_170,
    won_at: '2030-01-01T11:00:00.000Z',
    due_at: '2030-01-04T11:00:00.000Z',
    is_overdue: false,
    paid_at: null,
    paid_by: null,
    online_payment: true,
    invoice: {
      number: 'INV-MY-000012',
      documents: [
        {
          type: 'invoice',
          name: 'INV-MY-000012.pdf',
          url: 'https://files.example.test/invoices/12.pdf?signature=abc&language=en',
        },
      ],
    },
    tax_label: 'SST 8%',
    fees: [
      { kind: 'hammer', name: 'hammer', target: null, amount: 52_000 },
      { kind: 'premium', name: 'buyer_premium', target: null, amount: 1_560 },
      { kind: 'fee', name: 'documentation_fee', target: null, amount: 300 },
      { kind: 'discount', name: 'loyalty', target: 'documentation_fee', amount: 100 },
      { kind: 'fee', name: 'road_tax_renewal', target: null, amount: 200 },
      { kind: 'tax', name: 'tax', target: null, amount: 1_210 },
    ],
    discounts: [{ kind: 'discount', name: 'loyalty', target: 'documentation_fee', amount: 100 }],
    handover_location: null,
    delivery_location: null,
    car_in_location: null,
    current_location: null,
    updated_at: '2030-01-01T11:00:00.000Z',
    version: 1,
    status_log: [
      {
        event: 'won',
        from_status: null,
        to_status: 'awaiting_payment',
        note: null,
        at: '2030-01-01T11:00:00.000Z',
      },
    ],
    payments: [],
    collections: [],
    floorstock_account: null,
    floorstock_case: null,
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

/** A transfer slip waiting for finance. */
export function buildPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 41,
    method: 'bank_transfer',
    amount: 55_170,
    reference: 'MBB-778812',
    status: 'pending',
    reject_reason: null,
    file_name: 'slip.pdf',
    created_at: '2030-01-02T03:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

/** An online payment just created, its gateway page waiting. */
export function buildOnlinePayment(overrides: Partial<OnlinePayment> = {}): OnlinePayment {
  return {
    id: 77,
    transaction_id: 12,
    auction_id: 1,
    amount: 55_170,
    currency: 'MYR',
    status: 'created',
    payment_url: 'https://pay.example.test/checkout/77',
    failure_reason: null,
    created_at: '2030-01-02T03:00:00.000Z',
    updated_at: '2030-01-02T03:00:00.000Z',
    ...overrides,
  };
}

/** An active floor-stock line with room for the default purchase. */
export function buildFloorStockAccount(
  overrides: Partial<FloorStockAccount> = {},
): FloorStockAccount {
  return {
    group_id: 5,
    provider: 'Maybank Floor Stock',
    currency: 'MYR',
    credit_limit: 500_000,
    used: 120_000,
    pending: 0,
    available: 380_000,
    deposit: 0,
    status: 'active',
    cars_financed: 3,
    ...overrides,
  };
}

export function buildPickupLocation(overrides: Partial<PickupLocation> = {}): PickupLocation {
  return {
    id: 3,
    name: 'Shah Alam yard',
    address: 'Lot 12, Jalan Utas 15/7, Shah Alam',
    opens_at: '09:00',
    closes_at: '18:00',
    ...overrides,
  };
}

export function buildPickupPlan(overrides: Partial<PickupPlan> = {}): PickupPlan {
  return {
    kind: 'pickup',
    location: buildPickupLocation(),
    pickup_at: '2030-01-06T02:30:00.000Z',
    delivery_address: null,
    contact_name: 'Aisyah Rahman',
    contact_phone: '+60 12 345 6789',
    ...overrides,
  };
}

/** A signed-in dealer (user 7, group 5) as the store holds it, for pages that read the session. */
export function buildDealerSession(): RootState['currentUser'] {
  return {
    user: {
      id: 7,
      email: 'aisyah@dealer.test',
      name: 'Aisyah Rahman',
      role: 'dealer',
      country: 'MY',
      locale: { language: 'en' },
      active_group: { id: 5, name: 'Rahman Motors', kind: 'dealer', market: 'MY' },
      staff_roles: [],
      followed_auctions_ids: [],
      pined_auctions_ids: [],
      loadingFollowedAuctionIds: {},
      overduePaymentCount: 0,
    },
    accountInfoLoading: false,
    loading: false,
    updating: false,
    error: null,
    currentLanguage: 'en',
    selectedCountry: 'MY',
  };
}
