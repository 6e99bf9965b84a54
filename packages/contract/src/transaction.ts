import { z } from 'zod/mini';
import {
  auctionTransactionSchema,
  PAYMENT_METHODS,
  purchaseFinancingSchema,
  TRANSACTION_STATUS_VALUES,
  transactionStatusSchema,
} from './auction-transaction';

export {
  auctionTransactionSchema,
  PAYMENT_METHODS,
  purchaseFinancingSchema,
  TRANSACTION_STATUS_VALUES,
  transactionStatusSchema,
};
export type {
  AuctionTransaction,
  PurchaseFinancing,
  TransactionStatusValue,
} from './auction-transaction';

/**
 * A won car's transaction (spec §3 Transaction, DESIGN §9): what the buyer owes, how it is paid,
 * where the car is, and the documents. Money is whole units of the market's currency; every total
 * is the sum of its lines. docs/transactions.md gives the rules.
 */

/** One line of the buyer's bill or the seller's statement, as `chargesFor` made it. */
export const chargeLineSchema = z.object({
  kind: z.enum(['hammer', 'premium', 'commission', 'fee', 'discount', 'tax']),
  name: z.string(),
  /** The fee a discount reduces. */
  target: z.nullable(z.string()),
  amount: z.int(),
});
export type ChargeLineItem = z.infer<typeof chargeLineSchema>;

export const transactionStatusEntrySchema = z.object({
  event: z.string(),
  from_status: z.nullable(z.string()),
  to_status: transactionStatusSchema,
  note: z.nullable(z.string()),
  at: z.string(),
});
export type TransactionStatusEntry = z.infer<typeof transactionStatusEntrySchema>;

export const paymentSchema = z.object({
  id: z.int(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.int(),
  reference: z.string(),
  status: z.enum(['pending', 'verified', 'rejected', 'superseded']),
  reject_reason: z.nullable(z.string()),
  file_name: z.nullable(z.string()),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
});
export type Payment = z.infer<typeof paymentSchema>;

export const collectionSchema = z.object({
  party: z.enum(['buyer', 'seller']),
  name: z.string(),
  amount: z.int(),
  status: z.enum(['open', 'collected', 'waived']),
  collected_at: z.nullable(z.string()),
});
export type Collection = z.infer<typeof collectionSchema>;

export const floorStockAccountSchema = z.object({
  group_id: z.int(),
  provider: z.string(),
  currency: z.string(),
  credit_limit: z.int(),
  /** The sum of the approved cases. */
  used: z.int(),
  /** The sum of the pending cases: held against the line until finance decides. */
  pending: z._default(z.int(), 0),
  /** What a new request can take: the limit less used and pending; 0 while suspended. */
  available: z.int(),
  deposit: z.int(),
  status: z.enum(['active', 'suspended']),
  cars_financed: z.int(),
});
export type FloorStockAccount = z.infer<typeof floorStockAccountSchema>;

export const floorStockCaseSchema = z.object({
  id: z.int(),
  transaction_id: z.int(),
  amount: z.int(),
  status: z.enum(['pending', 'approved', 'declined', 'repaid']),
  note: z.nullable(z.string()),
  decline_reason: z.nullable(z.string()),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
});
export type FloorStockCase = z.infer<typeof floorStockCaseSchema>;

export const pickupLocationSchema = z.object({
  id: z.int(),
  name: z.string(),
  address: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
});
export type PickupLocation = z.infer<typeof pickupLocationSchema>;

/** How the buyer takes the car: at a yard at a time, or delivered. */
export const pickupPlanSchema = z.object({
  kind: z.enum(['pickup', 'delivery']),
  location: z.nullable(pickupLocationSchema),
  pickup_at: z.nullable(z.string()),
  delivery_address: z.nullable(z.string()),
  contact_name: z.string(),
  contact_phone: z.string(),
});
export type PickupPlan = z.infer<typeof pickupPlanSchema>;

export const handoverSchema = z.object({
  received_by: z.string(),
  odometer_km: z.int(),
  photo_count: z.int(),
  /** Signed links to the photos of the car at the gate, in the order they were taken. */
  photos: z.array(z.string()),
  note: z.nullable(z.string()),
  at: z.string(),
});
export type Handover = z.infer<typeof handoverSchema>;

export const transactionDocumentSchema = z.object({
  type: z.enum(['invoice', 'sales_purchase_agreement_my']),
  name: z.string(),
  url: z.string(),
});
export type TransactionDocument = z.infer<typeof transactionDocumentSchema>;

export const transactionInventorySchema = z.object({
  id: z.int(),
  title: z.string(),
  year: z.int(),
  registration_number: z.nullable(z.string()),
  chassis_number: z.nullable(z.string()),
  mileage_km: z.int(),
  photo: z.nullable(z.string()),
});
export type TransactionInventory = z.infer<typeof transactionInventorySchema>;

/** A transaction as the buyer (or staff) reads it; relations appear when `include` names them. */
export const transactionSchema = z.object({
  id: z.int(),
  auction_id: z.int(),
  market: z.string(),
  currency: z.string(),
  status: transactionStatusSchema,
  hammer_price: z.int(),
  total: z.int(),
  won_at: z.string(),
  due_at: z.string(),
  is_overdue: z.boolean(),
  paid_at: z.nullable(z.string()),
  paid_by: z.nullable(z.enum(PAYMENT_METHODS)),
  online_payment: z.boolean(),
  invoice: z.object({ number: z.string(), documents: z.array(transactionDocumentSchema) }),
  fees: z.array(chargeLineSchema),
  /** The tax line's name as the invoice states it (`SST 8%`); null where the market has no tax. */
  tax_label: z.nullable(z.string()),
  discounts: z.array(chargeLineSchema),
  handover_location: z.nullable(z.string()),
  delivery_location: z.nullable(z.string()),
  car_in_location: z.nullable(z.string()),
  current_location: z.nullable(z.string()),
  updated_at: z.string(),
  version: z.int(),
  status_log: z.optional(z.array(transactionStatusEntrySchema)),
  payments: z.optional(z.array(paymentSchema)),
  collections: z.optional(z.array(collectionSchema)),
  floorstock_account: z.optional(z.nullable(floorStockAccountSchema)),
  floorstock_case: z.optional(z.nullable(floorStockCaseSchema)),
  inventory: z.optional(transactionInventorySchema),
  pickup: z.optional(z.nullable(pickupPlanSchema)),
  handover: z.optional(z.nullable(handoverSchema)),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** Relations `include=` may ask for on a transaction. */
export const TRANSACTION_INCLUDES = [
  'status',
  'payments',
  'floorstock_account',
  'inventory',
  'collections',
  'pickup',
  'handover',
  'locations',
  'fees',
  'invoice',
  'discounts',
] as const;

/** The online payment attempts of spec §7 (`online-payment/{id}`, `histories`). */
export const onlinePaymentSchema = z.object({
  id: z.int(),
  transaction_id: z.int(),
  auction_id: z.int(),
  amount: z.int(),
  currency: z.string(),
  status: z.enum(['created', 'succeeded', 'failed', 'cancelled', 'expired']),
  payment_url: z.nullable(z.string()),
  failure_reason: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  transaction: z.optional(z.object({ id: z.int(), status: transactionStatusSchema })),
  floorstock_account: z.optional(z.nullable(floorStockAccountSchema)),
});
export type OnlinePayment = z.infer<typeof onlinePaymentSchema>;

/** Pay-online request: the transaction to pay and where the browser comes back to. */
export const createOnlinePaymentRequestSchema = z.object({
  transaction_id: z.int().check(z.positive(), z.lte(2_147_483_647)),
  return_path: z.optional(z.string().check(z.maxLength(300))),
});
export type CreateOnlinePaymentRequest = z.infer<typeof createOnlinePaymentRequestSchema>;

/** The fee schedule of a market, as the bid box needs it to show an all-in price. */
export const feeScheduleSchema = z.object({
  premiumBands: z.array(
    z.object({
      from: z.int(),
      rateBp: z.int(),
      minimum: z.optional(z.nullable(z.int())),
      maximum: z.optional(z.nullable(z.int())),
    }),
  ),
  buyerFees: z.array(z.object({ name: z.string(), amount: z.int() })),
  sellerFees: z.object({
    rateBp: z.int(),
    fixed: z.array(z.object({ name: z.string(), amount: z.int() })),
  }),
  tax: z.nullable(
    z.object({
      rateBp: z.int(),
      appliesTo: z.array(z.enum(['hammer', 'buyer_premium', 'buyer_fees', 'seller_fees'])),
    }),
  ),
});
export type FeeScheduleData = z.infer<typeof feeScheduleSchema>;

/** What a dealer needs at the bid box: its market's fees, its discounts, and its buying power. */
export const buyingTermsSchema = z.object({
  market: z.string(),
  currency: z.string(),
  fee_schedule: feeScheduleSchema,
  tax_label: z.nullable(z.string()),
  discounts: z.array(z.object({ name: z.string(), target: z.string(), amount: z.int() })),
  credit_check: z.enum(['off', 'warn', 'refuse']),
  /** Null when the group has no floor-stock line and no deposit: nothing to check against. */
  buying_power: z.nullable(
    z.object({
      credit_available: z.int(),
      deposit: z.int(),
      owed_on_unpaid_wins: z.int(),
      available: z.int(),
    }),
  ),
});
export type BuyingTerms = z.infer<typeof buyingTermsSchema>;
