import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_IN_SETTINGS, type SignInSettings } from '../config/sign-in-settings';
import { loginFailures } from '../db/schema';
import { createUser, TEST_PASSWORD } from '../testing/factories';
import { createTestContext, type TestContext } from '../testing/test-app';

const limits = (overrides: Partial<SignInSettings['rateLimits']>): Partial<SignInSettings> => ({
  rateLimits: { ...DEFAULT_SIGN_IN_SETTINGS.rateLimits, ...overrides },
});

/** Helpers bound to one test context. */
function client(get: () => TestContext) {
  return {
    login: (payload: object, options: { remoteAddress: string; forwardedFor?: string }) =>
      get().app.inject({
        method: 'POST',
        url: '/auction/api/v1/loginByEmail?include=active_group',
        payload,
        remoteAddress: options.remoteAddress,
        headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
      }),
    failureAddresses: async (email: string) =>
      (
        await get()
          .db.select({ ip: loginFailures.ip })
          .from(loginFailures)
          .where(eq(loginFailures.email, email))
      ).map((row) => row.ip),
  };
}

describe('with no proxy trusted and tight limits (2 sign-ins and 2 bids a minute)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ signIn: limits({ signInPerMinute: 2, bidsPerMinute: 2 }) });
  });
  afterAll(() => ctx.close());
  const { login, failureAddresses } = client(() => ctx);

  it('a forged X-Forwarded-For is ignored: the socket address is recorded and its limit still bites', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await login(
        { email: `nobody${i}@test.example`, password: 'wrong-password' },
        { remoteAddress: '10.9.0.1', forwardedFor: `203.0.113.${i + 1}` },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
    expect(await failureAddresses('nobody0@test.example')).toEqual(['10.9.0.1']);
  });

  it('past the per-address limit, answers 429 rate_limited with Retry-After in our error shape', async () => {
    const user = await createUser(ctx.db);
    const right = { email: user.email, password: TEST_PASSWORD };
    expect((await login(right, { remoteAddress: '10.9.1.1' })).statusCode).toBe(200);
    expect((await login(right, { remoteAddress: '10.9.1.1' })).statusCode).toBe(200);
    const refused = await login(right, { remoteAddress: '10.9.1.1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address is not held back by that one.
    expect((await login(right, { remoteAddress: '10.9.1.2' })).statusCode).toBe(200);
  });

  it('IPv6 callers are counted by their /64, so rotating addresses inside it does not help', async () => {
    const statuses: number[] = [];
    for (const host of ['1', '2', 'abcd'])
      statuses.push(
        (
          await login(
            { email: `v6-${host}@test.example`, password: 'wrong-password' },
            { remoteAddress: `2001:db8:1:2::${host}` },
          )
        ).statusCode,
      );
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('past the per-account ceiling, one account is refused from every address while others go on', async () => {
    // Password sign-in allows ten times the per-minute limit per account: a flood ceiling.
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push(
        (
          await login(
            { email: 'Flooded@Test.Example', password: 'wrong-password' },
            { remoteAddress: `10.9.2.${i + 1}` },
          )
        ).statusCode,
      );
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
    // The same account written differently is the same account.
    const again = await login(
      { email: 'flooded@test.example', password: 'wrong-password' },
      { remoteAddress: '10.9.2.99' },
    );
    expect(again.json().code).toBe('rate_limited');
    const other = await login(
      { email: 'other@test.example', password: 'wrong-password' },
      { remoteAddress: '10.9.2.100' },
    );
    expect(other.statusCode).toBe(401);
  });

  it('bids are limited per signed-in dealer, and a second dealer at the same address bids on', async () => {
    const token = async (remoteAddress: string) => {
      const user = await createUser(ctx.db);
      const res = await login({ email: user.email, password: TEST_PASSWORD }, { remoteAddress });
      return { authorization: `Bearer ${res.json().data.access_token}` };
    };
    const first = await token('10.9.4.1');
    const second = await token('10.9.4.2');
    const bid = (headers: Record<string, string>, url: string) =>
      ctx.app.inject({ method: 'POST', url, headers, payload: {}, remoteAddress: '10.9.4.9' });
    expect((await bid(first, '/auction/api/v2/dealers/bids')).statusCode).toBe(422);
    expect((await bid(first, '/auction/api/v2/dealers/max-bids')).statusCode).toBe(422);
    const refused = await bid(first, '/auction/api/v2/dealers/snap-it-bids');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await bid(second, '/auction/api/v2/dealers/closed-bids')).statusCode).toBe(422);
  });

  it('routes outside sign-in and bidding are not limited', async () => {
    for (let i = 0; i < 3; i += 1)
      expect(
        (await ctx.app.inject({ url: '/config.json', remoteAddress: '10.9.5.1' })).statusCode,
      ).toBe(200);
  });
});

describe('with TRUST_PROXY naming 127.0.0.1', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      signIn: { trustProxy: ['127.0.0.1'], ...limits({ signInPerMinute: 2 }) },
    });
  });
  afterAll(() => ctx.close());
  const { login, failureAddresses } = client(() => ctx);

  it("that proxy's X-Forwarded-For is the caller, and each caller is counted alone", async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await login(
        { email: `someone${i}@test.example`, password: 'wrong-password' },
        { remoteAddress: '127.0.0.1', forwardedFor: `203.0.113.${i + 1}` },
      );
      expect(res.statusCode).toBe(401);
    }
    expect(await failureAddresses('someone2@test.example')).toEqual(['203.0.113.3']);
  });

  it('a header from any other peer is ignored', async () => {
    await login(
      { email: 'peer@test.example', password: 'wrong-password' },
      { remoteAddress: '192.0.2.7', forwardedFor: '203.0.113.9' },
    );
    expect(await failureAddresses('peer@test.example')).toEqual(['192.0.2.7']);
  });
});

describe('with RATE_LIMITS=false', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ signIn: limits({ enabled: false, signInPerMinute: 1 }) });
  });
  afterAll(() => ctx.close());
  const { login } = client(() => ctx);

  it('nothing is counted', async () => {
    const user = await createUser(ctx.db);
    for (let i = 0; i < 3; i += 1)
      expect(
        (await login({ email: user.email, password: TEST_PASSWORD }, { remoteAddress: '10.9.3.1' }))
          .statusCode,
      ).toBe(200);
  });
});

describe.skipIf(!process.env.REDIS_URL)('two nodes counting in one Redis', () => {
  const nodes: TestContext[] = [];
  const clients: Redis[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1) {
      const redis = new Redis(process.env.REDIS_URL!);
      clients.push(redis);
      nodes.push(
        await createTestContext({
          signIn: limits({ signInPerMinute: 3 }),
          rateLimitRedis: redis,
        }),
      );
    }
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    for (const redis of clients) redis.disconnect();
  });

  it('sign-ins from one address spread over both nodes share one limit', async () => {
    // An address of this run only: counts of an earlier run may still be in Redis for a minute.
    const address = `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await nodes[i % 2]!.app.inject({
        method: 'POST',
        url: '/auction/api/v1/loginByEmail?include=active_group',
        payload: { email: `nobody${i}@test.example`, password: 'wrong-password' },
        remoteAddress: address,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
