import { isAmount } from '../core/money';
import { findPremiumDrop, type PremiumBand } from './buyer-premium';
import { BASIS_POINTS } from './percent';

/** A fee of a fixed whole amount, shown as its own line under its name (documentation, e-payment…). */
export interface FixedFee {
  name: string;
  amount: number;
}

/** The lines a market's tax may be charged on (TRX-6). */
export const TAX_BASES = ['hammer', 'buyer_premium', 'buyer_fees', 'seller_fees'] as const;
export type TaxBase = (typeof TAX_BASES)[number];

/** A market's tax on the auction house's charges, e.g. Malaysia's SST on services. */
export interface TaxSetting {
  rateBp: number;
  appliesTo: readonly TaxBase[];
}

/** What the seller pays out of the hammer price: a commission rate (0 for none) and fixed fees. */
export interface SellerFees {
  rateBp: number;
  fixed: readonly FixedFee[];
}

/** A market's fees on a sale (TRX-1). `tax` is null where the market charges none. */
export interface FeeSchedule {
  premiumBands: readonly PremiumBand[];
  buyerFees: readonly FixedFee[];
  sellerFees: SellerFees;
  tax: TaxSetting | null;
}

/** Most fixed fees a list may hold: keeps every total exact (a safe integer) whatever the amounts. */
export const MAX_FIXED_FEES = 20;

/** Names the charges use for their own lines, so no fixed fee may take them. */
export const BUYER_LINE_NAMES = ['hammer', 'buyer_premium', 'tax'] as const;
export const SELLER_LINE_NAMES = ['hammer', 'seller_commission', 'tax'] as const;

function isRate(value: unknown): boolean {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= BASIS_POINTS
  );
}

function findBandsProblem(bands: readonly PremiumBand[]): string | null {
  if (bands.length === 0) return 'the premium has no bands';
  if (bands[0]?.from !== 0) return 'the first premium band must start at 0';
  for (let i = 0; i < bands.length; i += 1) {
    const band = bands[i]!;
    if (!isAmount(band.from))
      return `premium band ${i} starts at a value that is not a whole amount`;
    if (i > 0 && band.from <= bands[i - 1]!.from) {
      return `premium band ${i} does not start above band ${i - 1}`;
    }
    if (!isRate(band.rateBp)) return `premium band ${i} has a rate outside 0..10000 basis points`;
    if (band.minimum != null && !isAmount(band.minimum)) {
      return `premium band ${i} has a minimum that is not a whole amount`;
    }
    if (band.maximum != null && !isAmount(band.maximum)) {
      return `premium band ${i} has a maximum that is not a whole amount`;
    }
    if (band.minimum != null && band.maximum != null && band.minimum > band.maximum) {
      return `premium band ${i} has a minimum above its maximum`;
    }
  }
  const drop = findPremiumDrop(bands);
  if (drop) {
    return `premium band ${drop.band} lowers the premium from ${drop.below} to ${drop.at} at its start`;
  }
  return null;
}

function findFixedFeesProblem(
  label: string,
  fees: readonly FixedFee[],
  reserved: readonly string[],
): string | null {
  if (fees.length > MAX_FIXED_FEES) return `${label} has more than ${MAX_FIXED_FEES} fees`;
  const seen = new Set<string>();
  for (let i = 0; i < fees.length; i += 1) {
    const fee = fees[i]!;
    const name = typeof fee.name === 'string' ? fee.name.trim() : '';
    if (name === '') return `${label} fee ${i} has no name`;
    if (reserved.includes(name)) return `${label} fee ${i} takes the reserved name "${name}"`;
    if (seen.has(name)) return `${label} fee ${i} repeats the name "${name}"`;
    seen.add(name);
    if (!isAmount(fee.amount)) return `${label} fee "${name}" is not a whole amount`;
  }
  return null;
}

function findTaxProblem(tax: TaxSetting | null): string | null {
  if (tax === null) return null;
  if (!isRate(tax.rateBp)) return 'the tax has a rate outside 0..10000 basis points';
  if (tax.appliesTo.length === 0)
    return 'the tax applies to no lines (a market without tax has none)';
  for (const base of tax.appliesTo) {
    if (!(TAX_BASES as readonly string[]).includes(base))
      return `the tax names an unknown base "${base}"`;
  }
  if (new Set(tax.appliesTo).size !== tax.appliesTo.length) return 'the tax names a base twice';
  return null;
}

/**
 * Checks that a market's fee schedule is usable (TRX-1): premium bands from 0 with strictly rising
 * starts, rates within 0..10,000 basis points, minimum not above maximum, no drop in the premium at
 * a band's start (TRX-3); fixed fees named, uniquely, and whole amounts; a tax that applies to
 * something. Returns the problem, or null when the schedule is sound.
 */
export function findFeeScheduleProblem(schedule: FeeSchedule): string | null {
  return (
    findBandsProblem(schedule.premiumBands) ??
    findFixedFeesProblem('buyer', schedule.buyerFees, BUYER_LINE_NAMES) ??
    (isRate(schedule.sellerFees.rateBp)
      ? null
      : 'the seller commission has a rate outside 0..10000 basis points') ??
    findFixedFeesProblem('seller', schedule.sellerFees.fixed, SELLER_LINE_NAMES) ??
    findTaxProblem(schedule.tax)
  );
}
