import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { DEMO_PASSWORD } from './demo-accounts';
import { HAND_STOCK_TARGET } from './hand-stock-top-up';
import { seedDemoData } from './seed';

const SCHEDULE = '/portal/api/v2/staff/auctions';

describe('demo cars operations can put on sale by hand', () => {
  let ctx: TestContext;
  let authorization: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedDemoData(ctx.db, { now: new Date(ctx.clock.now()) });
    authorization = `Bearer ${await ctx.login('operations@demo.test', DEMO_PASSWORD)}`;
  });
  afterAll(() => ctx.close());

  /** Schedules `count` cars picked by the server; returns the cars it picked. */
  const scheduleCars = async (count: number) => {
    const cars: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: SCHEDULE,
        headers: { authorization },
        payload: {
          type: 'open',
          starts_in_seconds: 600,
          duration_seconds: 3_600,
          start_price: 10_000,
          reserve_price: 20_000,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      cars.push(res.json().data.inventory_id);
    }
    return cars;
  };

  it('after the first start and after every later one, operations schedule the target number of distinct free cars', async () => {
    const first = await scheduleCars(HAND_STOCK_TARGET);
    await seedDemoData(ctx.db, { now: new Date(ctx.clock.now() + 1_000) });

    const second = await scheduleCars(HAND_STOCK_TARGET);

    expect(new Set(first).size).toBe(HAND_STOCK_TARGET);
    expect(new Set(second).size).toBe(HAND_STOCK_TARGET);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
  });
});
