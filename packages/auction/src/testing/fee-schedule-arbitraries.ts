import fc from 'fast-check';
import { MAX_AMOUNT } from '../core/money';
import { bandPremium, type PremiumBand } from '../transactions/buyer-premium';
import { TAX_BASES, type FeeSchedule, type FixedFee } from '../transactions/fee-schedule';
import type { Discount } from '../transactions/charges';

const minMaxArb = fc.record({
  minimum: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
  spread: fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: null }),
});

/**
 * Premium bands as a market might type them: from 0 with rising starts, rates up to 20 %, a
 * minimum and a maximum now and then. They may lower the premium at a band's start (TRX-3).
 */
export const rawPremiumBandsArb: fc.Arbitrary<PremiumBand[]> = fc
  .array(
    fc.record({
      gap: fc.integer({ min: 1, max: 500_000 }),
      rateBp: fc.integer({ min: 0, max: 2_000 }),
      limits: minMaxArb,
    }),
    { minLength: 1, maxLength: 5 },
  )
  .map((rows) => {
    let from = 0;
    return rows.map(({ gap, rateBp, limits }, i): PremiumBand => {
      if (i > 0) from += gap;
      const { minimum, spread } = limits;
      const maximum = spread === null ? null : (minimum ?? 0) + spread;
      return { from, rateBp, minimum, maximum };
    });
  });

/** Sound premium bands: raw bands with each band's minimum raised where its start would lower the premium. */
export const premiumBandsArb: fc.Arbitrary<PremiumBand[]> = rawPremiumBandsArb.map((raw) => {
  const bands: PremiumBand[] = [];
  for (const band of raw) {
    const previous = bands.at(-1);
    const below = previous ? bandPremium(previous, band.from - 1) : 0;
    if (previous && bandPremium(band, band.from) < below) {
      const maximum = band.maximum == null ? null : Math.max(band.maximum, below);
      bands.push({ ...band, minimum: below, maximum });
    } else bands.push(band);
  }
  return bands;
});

const FEE_NAMES = ['documentation', 'e_payment_handling', 'storage', 'transport', 'inspection'];

function fixedFeesArb(maxLength: number): fc.Arbitrary<FixedFee[]> {
  return fc
    .uniqueArray(fc.constantFrom(...FEE_NAMES), { maxLength })
    .chain((names) =>
      fc.tuple(
        ...names.map((name) =>
          fc
            .oneof(
              { arbitrary: fc.integer({ min: 0, max: 5_000 }), weight: 5 },
              { arbitrary: fc.integer({ min: 0, max: MAX_AMOUNT }), weight: 1 },
            )
            .map((amount): FixedFee => ({ name, amount })),
        ),
      ),
    );
}

/** Sound fee schedules (TRX-1): rates up to 20 %, 0–4 fixed fees a side, tax on some lines or none. */
export const feeScheduleArb: fc.Arbitrary<FeeSchedule> = fc.record({
  premiumBands: premiumBandsArb,
  buyerFees: fixedFeesArb(4),
  sellerFees: fc.record({ rateBp: fc.integer({ min: 0, max: 2_000 }), fixed: fixedFeesArb(3) }),
  tax: fc.option(
    fc.record({
      rateBp: fc.integer({ min: 0, max: 1_500 }),
      appliesTo: fc.uniqueArray(fc.constantFrom(...TAX_BASES), { minLength: 1 }),
    }),
    { nil: null },
  ),
});

/** Hammer prices: mostly ordinary car prices, now and then anything up to `MAX_AMOUNT`. */
export const hammerArb: fc.Arbitrary<number> = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 2_000_000 }), weight: 5 },
  { arbitrary: fc.integer({ min: 0, max: MAX_AMOUNT }), weight: 1 },
);

/** 0–3 discounts on the premium or a fixed fee of `schedule`, some larger than the fee they reduce. */
export function discountsArb(schedule: FeeSchedule): fc.Arbitrary<Discount[]> {
  const targets = ['buyer_premium', ...schedule.buyerFees.map((fee) => fee.name)];
  return fc.array(
    fc.record({
      name: fc.constantFrom('launch_promotion', 'loyal_dealer', 'goodwill'),
      amount: fc.integer({ min: 1, max: 20_000 }),
      target: fc.constantFrom(...targets),
    }),
    { maxLength: 3 },
  );
}
