import { percentOf } from './percent';

/**
 * One band of the buyer premium: from `from` (inclusive) until the next band starts, the premium
 * is `rateBp` of the whole hammer price, raised to `minimum` and capped at `maximum` when given.
 */
export interface PremiumBand {
  from: number;
  rateBp: number;
  minimum?: number | null;
  maximum?: number | null;
}

/** The band that applies to `hammer`: the one with the largest `from` not above it (TRX-3). */
function bandAt(bands: readonly PremiumBand[], hammer: number): PremiumBand {
  let found: PremiumBand | undefined;
  for (const band of bands) {
    if (band.from > hammer) break;
    found = band;
  }
  if (!found) throw new Error('premium bands have no band starting at 0');
  return found;
}

/** The premium of one band at `hammer`: its rate of the hammer, then its minimum, then its maximum. */
export function bandPremium(band: PremiumBand, hammer: number): number {
  let premium = percentOf(hammer, band.rateBp);
  if (band.minimum != null) premium = Math.max(premium, band.minimum);
  if (band.maximum != null) premium = Math.min(premium, band.maximum);
  return premium;
}

/**
 * The buyer premium on a hammer price (TRX-3). Throws on bands that
 * `findFeeScheduleProblem` rejects, since those are a broken setting.
 */
export function buyerPremium(bands: readonly PremiumBand[], hammer: number): number {
  return bandPremium(bandAt(bands, hammer), hammer);
}

/**
 * The first band where the premium would drop as the hammer crosses into it (TRX-3): its index,
 * the premium one unit below its start and the premium at its start; null when none does. Within
 * a band the premium never falls as the hammer rises, so the band edges are the only places to look.
 */
export function findPremiumDrop(
  bands: readonly PremiumBand[],
): { band: number; below: number; at: number } | null {
  for (let i = 1; i < bands.length; i += 1) {
    const band = bands[i]!;
    const below = bandPremium(bands[i - 1]!, band.from - 1);
    const at = bandPremium(band, band.from);
    if (at < below) return { band: i, below, at };
  }
  return null;
}
