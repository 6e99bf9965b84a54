import fc from 'fast-check';
import type { IncrementTable } from '../increments/increment-table';

/** Random sound increment tables: 1–5 tiers from 0 with rising starts. */
export const incrementTableArb: fc.Arbitrary<IncrementTable> = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 1, max: 50_000 })), {
    minLength: 0,
    maxLength: 4,
  })
  .chain((gaps) =>
    fc.integer({ min: 1, max: 50_000 }).map((first) => {
      const tiers = [{ from: 0, increment: first }];
      let from = 0;
      for (const [gap, increment] of gaps) {
        from += gap;
        tiers.push({ from, increment });
      }
      return tiers;
    }),
  );
