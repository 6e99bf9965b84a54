import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../testing/server-process';
import { createOperationsTestApp, type OperationsTestApp } from './operations-test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:56380';

let ctx: OperationsTestApp | undefined;
const redisClients: Redis[] = [];
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
  for (const client of redisClients.splice(0)) client.disconnect();
});

/** A connection as the server makes it for REDIS_URL: no offline queue, one retry. */
async function redisAt(url: string, { connected }: { connected: boolean }): Promise<Redis> {
  const client = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  redisClients.push(client);
  if (connected) await client.connect();
  return client;
}

const redisUp = await (async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, retryStrategy: () => null });
  probe.on('error', () => undefined);
  const up = await probe.connect().then(
    () => true,
    () => false,
  );
  probe.disconnect();
  return up;
})();

describe('GET /healthz and GET /readyz', () => {
  it('answer 200 with each check while the database answers; then /healthz stays 200 and /readyz names the database', async () => {
    ctx = await createOperationsTestApp();
    const alive = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    expect(alive.headers['cache-control']).toBe('no-store');
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ok',
      checks: { database: { status: 'ok' }, clock: { status: 'off' } },
    });
    expect(ready.json().checks.redis).toBeUndefined();
    // A crowd of probes shares one check and is never refused.
    const crowd = await Promise.all(
      Array.from({ length: 200 }, () => ctx!.app.inject({ method: 'GET', url: '/readyz' })),
    );
    expect(crowd.map((a) => a.statusCode)).toEqual(crowd.map(() => 200));

    await ctx.database.close();
    ctx.database.close = () => Promise.resolve();
    await new Promise((r) => setTimeout(r, 1_050));
    const stillAlive = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(stillAlive.statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'unavailable',
      failing: ['database'],
      checks: { database: { status: 'failed' } },
    });
    // Nothing of the cause reaches the caller.
    expect(res.body).not.toMatch(/closed|pglite|postgres|error/i);
  });

  it('answers 200 while the clock ticked a moment ago and 503 naming the clock once it lags', async () => {
    let lastTickAt = 0;
    ctx = await createOperationsTestApp({
      clockStatus: () => ({ intervalMs: 250, lastTickAt, lastTickChanges: 0 }),
    });
    lastTickAt = Date.now() - 300;
    const fresh = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().checks.clock).toMatchObject({ status: 'ok' });
    expect(fresh.json().checks.clock.lag_ms).toBeLessThan(5_000);

    lastTickAt = Date.now() - 60_000;
    // One answer serves all probes for a second.
    await new Promise((r) => setTimeout(r, 1_050));
    const stale = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(stale.statusCode).toBe(503);
    expect(stale.json()).toMatchObject({
      failing: ['clock'],
      checks: { clock: { status: 'failed' } },
    });
    expect(stale.json().checks.clock.lag_ms).toBeGreaterThanOrEqual(60_000);
  });

  it.skipIf(!redisUp)('answers 200 with a Redis check when Redis answers its ping', async () => {
    ctx = await createOperationsTestApp({
      rateLimitRedis: await redisAt(REDIS_URL, { connected: true }),
    });
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().checks.redis).toMatchObject({ status: 'ok' });
  });

  it('answers 503 naming Redis when REDIS_URL names a server that is not there', async () => {
    const port = await freePort();
    ctx = await createOperationsTestApp({
      rateLimitRedis: await redisAt(`redis://127.0.0.1:${port}`, { connected: false }),
    });
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      failing: ['redis'],
      checks: { database: { status: 'ok' }, redis: { status: 'failed' } },
    });
  });
});
