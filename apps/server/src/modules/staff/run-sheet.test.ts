import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, createGroup, createUser } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { localDay } from './market-day';

describe("the day's run sheet", () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  let ops: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller', name: 'Run Sheet Motors' })).id;
    const staff = await createUser(ctx.db, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['operations'],
    });
    ops = { authorization: `Bearer ${await ctx.login(staff.email)}` };
  });
  afterAll(() => ctx.close());

  const sheet = (query: string, headers = ops) =>
    ctx.app.inject({ url: `/portal/api/v2/staff/run-sheet?${query}`, headers });

  it("puts a market's auctions of the local day in their sections, hides sealed amounts until the close, and leaves other markets and days out", async () => {
    const now = ctx.clock.now();
    const date = new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
    const { from } = localDay('MY', date);
    const at = (minutes: number) => new Date(from.getTime() + 12 * 3_600_000 + minutes * 60_000);
    const base = { sellerGroupId, now };
    const live = await createAuction(ctx.db, {
      ...base,
      timeStart: at(-60),
      timeEnd: at(60),
      highestAmount: 25_000,
    });
    const sealed = await createAuction(ctx.db, {
      ...base,
      type: 'closed',
      timeStart: at(-60),
      timeEnd: at(90),
      highestAmount: 31_000,
    });
    const upcoming = await createAuction(ctx.db, {
      ...base,
      status: 'preview',
      timeStart: at(120),
      timeEnd: at(180),
    });
    const awaiting = await createAuction(ctx.db, {
      ...base,
      status: 'reserved',
      awardStatus: 'pending_award',
      timeStart: new Date(from.getTime() - 3 * 86_400_000),
      timeEnd: new Date(from.getTime() - 2 * 86_400_000),
      closedAt: new Date(from.getTime() - 2 * 86_400_000),
    });
    const otherMarket = await createAuction(ctx.db, {
      ...base,
      market: 'SG',
      timeStart: at(-60),
      timeEnd: at(60),
    });
    const otherDay = await createAuction(ctx.db, {
      ...base,
      status: 'ended',
      timeStart: new Date(from.getTime() - 5 * 86_400_000),
      timeEnd: new Date(from.getTime() - 4 * 86_400_000),
    });

    const res = await sheet(`market=MY&date=${date}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ market: 'MY', currency: 'MYR', date });
    const byId = new Map(data.auctions.map((row: { id: number }) => [row.id, row]));
    expect(byId.get(live.id)).toMatchObject({
      section: 'live',
      highest_amount: 25_000,
      seller_group: { name: 'Run Sheet Motors' },
    });
    expect(byId.get(sealed.id)).toMatchObject({ section: 'live', highest_amount: null });
    expect(byId.get(upcoming.id)).toMatchObject({ section: 'upcoming' });
    expect(byId.get(awaiting.id)).toMatchObject({ section: 'awaiting_seller' });
    expect((byId.get(awaiting.id) as { decision_deadline: string }).decision_deadline).toBe(
      new Date(from.getTime() - 2 * 86_400_000 + 48 * 3_600_000).toISOString(),
    );
    expect(byId.has(otherMarket.id)).toBe(false);
    expect(byId.has(otherDay.id)).toBe(false);
    expect(data.counts.live).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(data)).not.toContain('31000');
  });

  it('lists what is coming up by opening time, what is live by closing time', async () => {
    const now = ctx.clock.now();
    const date = new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
    const { from } = localDay('MY', date);
    const at = (minutes: number) => new Date(from.getTime() + 14 * 3_600_000 + minutes * 60_000);
    const base = { sellerGroupId, now, status: 'preview' as const };
    // Opening last but closing first, then the reverse: close order would list them wrongly.
    const opensLate = await createAuction(ctx.db, { ...base, timeStart: at(50), timeEnd: at(60) });
    const opensEarly = await createAuction(ctx.db, { ...base, timeStart: at(10), timeEnd: at(90) });
    const opensMiddle = await createAuction(ctx.db, {
      ...base,
      timeStart: at(30),
      timeEnd: at(70),
    });

    const { data } = (await sheet(`market=MY&date=${date}`)).json();
    const ours = new Set([opensLate.id, opensEarly.id, opensMiddle.id]);
    const upcoming = data.auctions
      .filter(
        (row: { id: number; section: string }) => row.section === 'upcoming' && ours.has(row.id),
      )
      .map((row: { id: number }) => row.id);
    expect(upcoming).toEqual([opensEarly.id, opensMiddle.id, opensLate.id]);
    const live = data.auctions
      .filter((row: { section: string }) => row.section === 'live')
      .map((row: { time_end: string }) => Date.parse(row.time_end));
    expect(live).toEqual([...live].sort((a, b) => a - b));
  });

  it('bad input is a 422, a dealer or inspector a 403', async () => {
    for (const query of ['', 'market=XX', 'market=MY&date=2026-02-30', 'market=MY&date=tomorrow'])
      expect((await sheet(query)).statusCode).toBe(422);
    const inspector = await createUser(ctx.db, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['inspector'],
    });
    for (const email of [inspector.email, (await ctx.dealer()).user.email]) {
      const headers = { authorization: `Bearer ${await ctx.login(email)}` };
      expect((await sheet('market=MY', headers)).statusCode).toBe(403);
    }
  });
});
