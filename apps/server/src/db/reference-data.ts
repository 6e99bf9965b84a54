import { findFeeScheduleProblem } from '@autobid/auction';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { markets, type IncrementTierRow } from './schema';

type MarketRow = typeof markets.$inferInsert;

/** The market a user or request without one falls into (spec §1: the default country is MY). */
export const DEFAULT_MARKET = 'MY';

/**
 * The markets every installation needs. Increments are whole currency units; the steps follow
 * the price bands in which dealers of each market actually trade, so a bid moves the price by
 * roughly 0.5–1 % and a bidding war on a mid-priced car takes a sensible number of clicks.
 * MY and SG winners can pay online (the HSBC gateway); ID and HK pay by transfer, with longer
 * terms in ID where interbank transfers take longer to clear.
 */
export const REFERENCE_MARKETS: readonly MarketRow[] = [
  {
    code: 'MY',
    name: 'Malaysia',
    currency: 'MYR',
    isLoginRegion: true,
    paymentDueDays: 3,
    onlinePayment: true,
    extendWindowSeconds: 60,
    increments: tiers(
      [0, 50],
      [5_000, 100],
      [20_000, 200],
      [50_000, 500],
      [100_000, 1_000],
      [300_000, 2_000],
    ),
    creditCheck: 'warn',
    // SST (8 %) is a tax on services: the premium and the fees, never the car.
    feeSchedule: {
      premiumBands: [
        { from: 0, rateBp: 300, minimum: 300 },
        { from: 50_000, rateBp: 250, minimum: 1_500 },
        { from: 150_000, rateBp: 200, minimum: 3_750 },
      ],
      buyerFees: [
        { name: 'documentation_fee', amount: 150 },
        { name: 'transfer_handling', amount: 200 },
      ],
      sellerFees: { rateBp: 100, fixed: [{ name: 'listing_fee', amount: 100 }] },
      tax: { rateBp: 800, appliesTo: ['buyer_premium', 'buyer_fees', 'seller_fees'] },
    },
  },
  {
    code: 'SG',
    name: 'Singapore',
    currency: 'SGD',
    isLoginRegion: true,
    paymentDueDays: 2,
    onlinePayment: true,
    extendWindowSeconds: 60,
    increments: tiers(
      [0, 50],
      [5_000, 100],
      [20_000, 200],
      [50_000, 500],
      [100_000, 1_000],
      [250_000, 2_000],
    ),
    creditCheck: 'refuse',
    // GST (9 %) on the house's services; the car's own GST is the seller's matter.
    feeSchedule: {
      premiumBands: [
        { from: 0, rateBp: 200, minimum: 250 },
        { from: 100_000, rateBp: 150, minimum: 2_000 },
      ],
      buyerFees: [
        { name: 'admin_fee', amount: 100 },
        { name: 'transfer_handling', amount: 80 },
      ],
      sellerFees: { rateBp: 100, fixed: [{ name: 'listing_fee', amount: 50 }] },
      tax: { rateBp: 900, appliesTo: ['buyer_premium', 'buyer_fees', 'seller_fees'] },
    },
  },
  {
    code: 'ID',
    name: 'Indonesia',
    currency: 'IDR',
    isLoginRegion: true,
    paymentDueDays: 5,
    onlinePayment: false,
    extendWindowSeconds: 60,
    creditCheck: 'warn',
    // PPN (11 %) on the house's services.
    feeSchedule: {
      premiumBands: [
        { from: 0, rateBp: 250, minimum: 500_000 },
        { from: 200_000_000, rateBp: 200, minimum: 5_000_000 },
      ],
      buyerFees: [{ name: 'admin_fee', amount: 350_000 }],
      sellerFees: { rateBp: 100, fixed: [{ name: 'listing_fee', amount: 250_000 }] },
      tax: { rateBp: 1_100, appliesTo: ['buyer_premium', 'buyer_fees', 'seller_fees'] },
    },
    increments: tiers(
      [0, 500_000],
      [50_000_000, 1_000_000],
      [200_000_000, 2_500_000],
      [500_000_000, 5_000_000],
      [1_000_000_000, 10_000_000],
    ),
  },
  {
    code: 'HK',
    name: 'Hong Kong',
    currency: 'HKD',
    // HK appears as a market but is not offered at sign-in (spec §1).
    isLoginRegion: false,
    paymentDueDays: 3,
    onlinePayment: false,
    extendWindowSeconds: 60,
    creditCheck: 'off',
    // Hong Kong has no sales tax.
    feeSchedule: {
      premiumBands: [{ from: 0, rateBp: 200, minimum: 500 }],
      buyerFees: [{ name: 'admin_fee', amount: 300 }],
      sellerFees: { rateBp: 100, fixed: [] },
      tax: null,
    },
    increments: tiers(
      [0, 200],
      [20_000, 500],
      [100_000, 1_000],
      [300_000, 2_000],
      [1_000_000, 5_000],
    ),
  },
];

/** The auction house in each market: who issues the invoices and where buyers transfer money. */
export const HOUSE_DETAILS: Record<
  string,
  {
    name: string;
    address: string;
    taxNumber: string | null;
    bank: { name: string; accountName: string; accountNumber: string; swift: string };
  }
> = {
  MY: {
    name: 'AutoBid Auctions Sdn Bhd (201901012345)',
    address: 'Level 12, Menara Axis, 2 Jalan 51A/223, 46100 Petaling Jaya, Selangor',
    taxNumber: 'SST W10-1808-32000123',
    bank: {
      name: 'Maybank',
      accountName: 'AutoBid Auctions Sdn Bhd',
      accountNumber: '5140 1234 5678',
      swift: 'MBBEMYKL',
    },
  },
  SG: {
    name: 'AutoBid Auctions Pte Ltd (201912345K)',
    address: '21 Ubi Road 1, #04-01, Singapore 408724',
    taxNumber: 'GST 201912345K',
    bank: {
      name: 'DBS Bank',
      accountName: 'AutoBid Auctions Pte Ltd',
      accountNumber: '072-123456-7',
      swift: 'DBSSSGSG',
    },
  },
  ID: {
    name: 'PT AutoBid Lelang Indonesia',
    address: 'Jl. Gaya Motor Raya No. 8, Sunter II, Jakarta Utara 14330',
    taxNumber: 'NPWP 01.234.567.8-012.000',
    bank: {
      name: 'Bank Central Asia (BCA)',
      accountName: 'PT AutoBid Lelang Indonesia',
      accountNumber: '012 345 6789',
      swift: 'CENAIDJA',
    },
  },
  HK: {
    name: 'AutoBid Auctions (HK) Limited',
    address: '8/F, Kwun Tong Harbour Plaza, 182 Wai Yip Street, Kwun Tong, Kowloon',
    taxNumber: null,
    bank: {
      name: 'HSBC Hong Kong',
      accountName: 'AutoBid Auctions (HK) Limited',
      accountNumber: '004-123-456789-001',
      swift: 'HSBCHKHHHKH',
    },
  },
};

/** The tax's name on documents, by market (null where the market has none). */
export const TAX_LABELS: Record<string, string> = { MY: 'SST', SG: 'GST', ID: 'PPN' };

function tiers(...pairs: readonly (readonly [number, number])[]): IncrementTierRow[] {
  return pairs.map(([from, increment]) => ({ from, increment }));
}

/**
 * Inserts the reference markets, or brings existing rows in line with the code, so a corrected
 * increment table ships with a deploy instead of a hand-run SQL patch. Safe to call on every start.
 */
export async function ensureReferenceData(db: Database): Promise<void> {
  for (const market of REFERENCE_MARKETS) {
    const problem = market.feeSchedule && findFeeScheduleProblem(market.feeSchedule);
    if (problem) throw new Error(`the fee schedule of ${market.code} is broken: ${problem}`);
  }
  await db
    .insert(markets)
    .values([...REFERENCE_MARKETS])
    .onConflictDoUpdate({
      target: markets.code,
      set: {
        name: sql`excluded.name`,
        currency: sql`excluded.currency`,
        isLoginRegion: sql`excluded.is_login_region`,
        extendWindowSeconds: sql`excluded.extend_window_seconds`,
        increments: sql`excluded.increments`,
        paymentDueDays: sql`excluded.payment_due_days`,
        onlinePayment: sql`excluded.online_payment`,
        // A schedule staff changed is theirs; a market without one gets the reference schedule.
        feeSchedule: sql`coalesce(${markets.feeSchedule}, excluded.fee_schedule)`,
      },
    });
}
