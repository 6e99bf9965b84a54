import { findIncrementTableProblem } from '@autobid/auction';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from './client';
import { DEFAULT_MARKET, REFERENCE_MARKETS, ensureReferenceData } from './reference-data';
import { markets } from './schema';

describe('reference markets', () => {
  it.each(REFERENCE_MARKETS.map((m) => [m.code, m] as const))(
    'the %s increment table is sound',
    (_code, market) => {
      expect(findIncrementTableProblem(market.increments)).toBeNull();
    },
  );

  it('offers SG, MY and ID at sign-in but not HK, with MY as the default', () => {
    const loginRegions = REFERENCE_MARKETS.filter((m) => m.isLoginRegion).map((m) => m.code);
    expect(loginRegions.sort()).toEqual(['ID', 'MY', 'SG']);
    expect(REFERENCE_MARKETS.map((m) => m.code)).toContain(DEFAULT_MARKET);
  });
});

describe('ensureReferenceData', () => {
  let handle: DatabaseHandle;

  beforeEach(async () => {
    handle = await openPglite();
    await handle.migrate();
  });

  afterEach(async () => {
    await handle.close();
  });

  it('creates the four markets once, however often it runs', async () => {
    await ensureReferenceData(handle.db);
    await ensureReferenceData(handle.db);
    const rows = await handle.db.select().from(markets).orderBy(markets.code);
    expect(rows.map((r) => [r.code, r.currency, r.extendWindowSeconds])).toEqual([
      ['HK', 'HKD', 60],
      ['ID', 'IDR', 60],
      ['MY', 'MYR', 60],
      ['SG', 'SGD', 60],
    ]);
  });

  it('brings a stored row whose increment table drifted back in line with the code', async () => {
    await ensureReferenceData(handle.db);
    await handle.db
      .update(markets)
      .set({ increments: [{ from: 0, increment: 1 }], name: 'Old name' })
      .where(eq(markets.code, 'MY'));

    await ensureReferenceData(handle.db);

    const [my] = await handle.db.select().from(markets).where(eq(markets.code, 'MY'));
    const expected = REFERENCE_MARKETS.find((m) => m.code === 'MY');
    expect(my?.name).toBe('Malaysia');
    expect(my?.increments).toEqual(expected?.increments);
  });
});
