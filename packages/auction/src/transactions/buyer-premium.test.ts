import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buyerPremium, findPremiumDrop, type PremiumBand } from './buyer-premium';
import { premiumBandsArb, rawPremiumBandsArb } from '../testing/fee-schedule-arbitraries';

/** 5 % with at least 300; 4 % from 50,000 with at least 2,500; 3 % from 200,000 between 8,000 and 15,000. */
const bands: PremiumBand[] = [
  { from: 0, rateBp: 500, minimum: 300 },
  { from: 50_000, rateBp: 400, minimum: 2_500 },
  { from: 200_000, rateBp: 300, minimum: 8_000, maximum: 15_000 },
];

describe('TRX-3 buyer premium by price band', () => {
  it("charges the band's rate on the whole hammer, raised to its minimum", () => {
    expect(buyerPremium(bands, 1_000)).toBe(300);
    expect(buyerPremium(bands, 10_000)).toBe(500);
    expect(buyerPremium(bands, 49_999)).toBe(2_500); // 2,499.95
  });
  it('switches band at its start, where the minimum keeps the premium from falling', () => {
    expect(buyerPremium(bands, 50_000)).toBe(2_500); // 4 % would be 2,000
    expect(buyerPremium(bands, 100_000)).toBe(4_000);
    expect(buyerPremium(bands, 199_999)).toBe(8_000);
    expect(buyerPremium(bands, 200_000)).toBe(8_000); // 3 % would be 6,000
  });
  it("caps the premium at the band's maximum", () => {
    expect(buyerPremium(bands, 400_000)).toBe(12_000);
    expect(buyerPremium(bands, 2_000_000)).toBe(15_000);
  });
  it('finds the band whose start would lower the premium', () => {
    const dropping: PremiumBand[] = [
      { from: 0, rateBp: 500 },
      { from: 50_000, rateBp: 400 },
    ];
    expect(findPremiumDrop(dropping)).toEqual({ band: 1, below: 2_500, at: 2_000 });
    expect(findPremiumDrop(bands)).toBeNull();
  });
  it('throws on bands without one starting at 0, since that is a broken setting', () => {
    expect(() => buyerPremium([{ from: 10, rateBp: 100 }], 5)).toThrow(/no band starting at 0/);
  });
  it('never falls as the hammer rises, within a band and across bands, minima and maxima included', () => {
    fc.assert(
      fc.property(
        premiumBandsArb,
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        (sound, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(buyerPremium(sound, high)).toBeGreaterThanOrEqual(buyerPremium(sound, low));
          for (const band of sound.slice(1)) {
            expect(buyerPremium(sound, band.from)).toBeGreaterThanOrEqual(
              buyerPremium(sound, band.from - 1),
            );
          }
        },
      ),
    );
  });
  it('on bands as typed: no drop found means the premium never falls; a drop found is real', () => {
    fc.assert(
      fc.property(
        rawPremiumBandsArb,
        fc.array(fc.integer({ min: 0, max: 3_000_000 })),
        (raw, hs) => {
          const drop = findPremiumDrop(raw);
          if (drop) {
            const start = raw[drop.band]!.from;
            expect(buyerPremium(raw, start)).toBeLessThan(buyerPremium(raw, start - 1));
          } else {
            const sorted = [...hs, ...raw.map((band) => band.from)].sort((x, y) => x - y);
            for (let i = 1; i < sorted.length; i += 1) {
              expect(buyerPremium(raw, sorted[i]!)).toBeGreaterThanOrEqual(
                buyerPremium(raw, sorted[i - 1]!),
              );
            }
          }
        },
      ),
    );
  });
});
