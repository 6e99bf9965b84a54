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
  },
  {
    code: 'ID',
    name: 'Indonesia',
    currency: 'IDR',
    isLoginRegion: true,
    paymentDueDays: 5,
    onlinePayment: false,
    extendWindowSeconds: 60,
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
    increments: tiers(
      [0, 200],
      [20_000, 500],
      [100_000, 1_000],
      [300_000, 2_000],
      [1_000_000, 5_000],
    ),
  },
];

function tiers(...pairs: readonly (readonly [number, number])[]): IncrementTierRow[] {
  return pairs.map(([from, increment]) => ({ from, increment }));
}

/**
 * Inserts the reference markets, or brings existing rows in line with the code, so a corrected
 * increment table ships with a deploy instead of a hand-run SQL patch. Safe to call on every start.
 */
export async function ensureReferenceData(db: Database): Promise<void> {
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
      },
    });
}
