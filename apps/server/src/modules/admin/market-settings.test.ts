import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, markets } from '../../db/schema';
import { createAuction, createGroup } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { latestAudit, signedInAdmin, signedInAs } from './admin-test-support';

const MARKETS = '/portal/api/v2/staff/markets';
const settings = (overrides: object = {}) => ({
  increments: [
    { from: 0, increment: 100 },
    { from: 10_000, increment: 250 },
  ],
  extend_window_seconds: 90,
  payment_due_days: 4,
  offer_hours: 12,
  seller_turn_hours: 24,
  max_offers: 2,
  ...overrides,
});

describe('market settings (docs/admin.md)', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await signedInAdmin(ctx);
  });
  afterAll(() => ctx.close());

  const put = (code: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `${MARKETS}/${code}`, headers: admin.headers, payload });

  it('lists every market with its settings', async () => {
    const res = await ctx.app.inject({ url: MARKETS, headers: admin.headers });
    expect(res.json().data.map((m: { code: string }) => m.code)).toEqual(['HK', 'ID', 'MY', 'SG']);
    expect(res.json().data[2]).toMatchObject({
      code: 'MY',
      currency: 'MYR',
      increments: expect.any(Array),
    });
  });

  it('saving applies to a live auction’s next bid at once and records before → after', async () => {
    // A live HK auction with a bid of 10,000 under the old table (+200 from 0): next minimum 10,200.
    const seller = await createGroup(ctx.db, { kind: 'seller', market: 'HK' });
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId: seller.id,
      now,
      market: 'HK',
      startPrice: 10_000,
      timeEnd: new Date(now + 3_600_000),
    });
    const bidder = async () =>
      signedInAs(ctx, {
        country: 'HK',
        activeGroupId: (await createGroup(ctx.db, { market: 'HK' })).id,
      });
    const bid = (headers: Record<string, string>, amount: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auction/api/v2/dealers/bids',
        headers,
        payload: { auction_id: auction.id, amount },
      });
    expect((await bid((await bidder()).headers, 10_000)).statusCode).toBe(200);

    const before = (await ctx.app.inject({ url: MARKETS, headers: admin.headers }))
      .json()
      .data.find((m: { code: string }) => m.code === 'HK');
    expect(before.increments[0]).toEqual({ from: 0, increment: 200 });
    const res = await put('HK', settings());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ code: 'HK', ...settings() });
    const audit = await latestAudit(ctx);
    expect(audit).toMatchObject({
      action: 'market.settings',
      entityType: 'market',
      entityId: 'HK',
      after: settings(),
    });
    expect(audit!.before).toEqual({
      increments: before.increments,
      extend_window_seconds: before.extend_window_seconds,
      payment_due_days: before.payment_due_days,
      offer_hours: before.offer_hours,
      seller_turn_hours: before.seller_turn_hours,
      max_offers: before.max_offers,
    });

    // The next bid meets the new tier from 10,000: +250, so 10,200 is now too low.
    const rival = (await bidder()).headers;
    const low = await bid(rival, 10_200);
    expect(low.statusCode).toBe(422);
    expect(low.json().minimum).toBe(10_250);
    expect((await bid(rival, 10_250)).statusCode).toBe(200);
  });

  it('saving the settings as they are answers them and writes no audit entry', async () => {
    const current = (await ctx.app.inject({ url: MARKETS, headers: admin.headers }))
      .json()
      .data.find((m: { code: string }) => m.code === 'SG');
    const { code: _code, name: _name, currency: _currency, ...same } = current;
    const entries = () => ctx.db.$count(auditLog);
    const before = await entries();

    const res = await put('SG', same);

    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(current);
    expect(await entries()).toBe(before);
  });

  it('an increment table with gaps in order, a first tier not at 0 or a zero increment is refused with the rule’s reason', async () => {
    const cases = [
      [
        [
          { from: 0, increment: 100 },
          { from: 5_000, increment: 200 },
          { from: 5_000, increment: 300 },
        ],
        'tier 2 does not start above tier 1',
      ],
      [
        [
          { from: 0, increment: 100 },
          { from: 9_000, increment: 200 },
          { from: 3_000, increment: 300 },
        ],
        'tier 2 does not start above tier 1',
      ],
      [[{ from: 100, increment: 100 }], 'the first tier must start at 0'],
    ] as const;
    for (const [increments, reason] of cases) {
      const res = await put('MY', settings({ increments }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.increments).toEqual([reason]);
    }
    const zero = await put('MY', settings({ increments: [{ from: 0, increment: 0 }] }));
    expect(zero.statusCode).toBe(422);
    expect(Object.keys(zero.json().errors)).toEqual(['increments.0.increment']);
    const empty = await put('MY', settings({ increments: [] }));
    expect(empty.statusCode).toBe(422);
    const [my] = await ctx.db.select().from(markets).where(eq(markets.code, 'MY'));
    expect(my!.increments[0]).toEqual({ from: 0, increment: expect.any(Number) });
    expect(my!.paymentDueDays).not.toBe(4);
  });

  it('other fields out of range and an unknown market are refused', async () => {
    const res = await put(
      'MY',
      settings({ extend_window_seconds: -1, payment_due_days: 0, max_offers: 1.5 }),
    );
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'extend_window_seconds',
      'max_offers',
      'payment_due_days',
    ]);
    expect((await put('ZZ', settings())).statusCode).toBe(404);
    expect((await put('malaysia', settings())).statusCode).toBe(422);
  });

  it('operations may not change a market', async () => {
    const ops = await signedInAs(ctx, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['operations'],
    });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${MARKETS}/MY`,
      headers: ops.headers,
      payload: settings(),
    });
    expect(res.statusCode).toBe(403);
  });
});
