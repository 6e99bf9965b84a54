import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findIncrementTableProblem } from '@autobid/auction';
import { runtimeConfigSchema } from '@autobid/contract';
import { createTestContext, type TestContext } from '../../testing/test-app';

describe('configuration calls', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('config.json gives the web app its bases, realtime keys, markets and languages', async () => {
    const res = await ctx.app.inject({ url: '/config.json' });
    expect(res.statusCode).toBe(200);
    const config = runtimeConfigSchema.parse(res.json());
    expect(config.realtime.apps).toEqual({
      general: { key: 'test-general' },
      auction: { key: 'test-auction' },
    });
    expect(config.login_regions.sort()).toEqual(['ID', 'MY', 'SG']);
    expect(config.markets.map((m) => m.code).sort()).toEqual(['HK', 'ID', 'MY', 'SG']);
    expect(config.languages).toEqual(['en', 'id', 'th']);
    expect(config.default_country).toBe('MY');
  });

  it('auction-settings gives every market a sound increment table and its soft-close window', async () => {
    const res = await ctx.app.inject({ url: '/auction/api/v2/config/auction-settings' });
    const markets = res.json().data.markets as {
      code: string;
      increments: { from: number; increment: number }[];
      extend_window_seconds: number;
    }[];
    expect(markets).toHaveLength(4);
    for (const market of markets) {
      expect(findIncrementTableProblem(market.increments)).toBeNull();
      expect(market.extend_window_seconds).toBe(60);
    }
  });

  it('server-time answers the server clock', async () => {
    const res = await ctx.app.inject({ url: '/auction/api/v2/config/server-time' });
    expect(res.json().data).toEqual({
      server_time: new Date(ctx.clock.now()).toISOString(),
      epoch_ms: ctx.clock.now(),
    });
  });

  it('an unknown path answers a 404 in the error shape', async () => {
    const res = await ctx.app.inject({ url: '/auction/api/v2/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'not_found',
      message: 'No route for GET /auction/api/v2/nothing-here',
    });
  });
});
