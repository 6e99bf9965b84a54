import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_MARKETS } from '../../db/reference-data';
import { floorStockAccounts, floorStockCases, groupDiscounts, transactions } from '../../db/schema';
import { createGroup, createUser, createWonAuction } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

const URL = '/general/api/v2/dealers/buying-terms';

describe('a dealer reads its buying terms', () => {
  let ctx: TestContext;
  let sellerGroupId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
  });
  afterAll(() => ctx.close());

  const read = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: URL, headers });
  async function win(user: { id: number; activeGroupId: number | null }, amount: number) {
    const auction = await createWonAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      winner: user,
      amount,
    });
    const [row] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.auctionId, auction.id));
    return row!;
  }

  it("gives a Malaysian dealer without a line its market's fees, SST 8 % and no buying power", async () => {
    const { headers } = await ctx.dealer();
    const res = await read(headers);
    expect(res.statusCode).toBe(200);
    const my = REFERENCE_MARKETS.find((m) => m.code === 'MY')!;
    expect(res.json().data).toEqual({
      market: 'MY',
      currency: 'MYR',
      fee_schedule: JSON.parse(JSON.stringify(my.feeSchedule)),
      tax_label: 'SST 8%',
      discounts: [],
      credit_check: 'warn',
      buying_power: null,
    });
  });

  it('gives a Hong Kong dealer no tax label and the check switched off', async () => {
    const dealer = await createUser(ctx.db, {
      country: 'HK',
      activeGroupId: (await createGroup(ctx.db, { market: 'HK' })).id,
    });
    const res = await read({ authorization: `Bearer ${await ctx.login(dealer.email)}` });
    expect(res.json().data).toMatchObject({
      market: 'HK',
      currency: 'HKD',
      tax_label: null,
      credit_check: 'off',
    });
  });

  it('lists the discounts the group holds now, leaving out expired ones', async () => {
    const { user, headers } = await ctx.dealer();
    const groupId = user.activeGroupId!;
    const now = ctx.clock.now();
    await ctx.db.insert(groupDiscounts).values([
      { groupId, name: 'Loyalty', target: 'buyer_premium', amount: 200 },
      {
        groupId,
        name: 'Old promo',
        target: 'documentation_fee',
        amount: 50,
        validUntil: new Date(now - 1),
      },
      {
        groupId,
        name: 'March promo',
        target: 'documentation_fee',
        amount: 75,
        validUntil: new Date(now + 86_400_000),
      },
    ]);
    const res = await read(headers);
    expect(res.json().data.discounts).toEqual([
      { name: 'Loyalty', target: 'buyer_premium', amount: 200 },
      { name: 'March promo', target: 'documentation_fee', amount: 75 },
    ]);
  });

  it('adds the deposit to what the line has left and takes off unpaid wins no case covers', async () => {
    const { user, headers } = await ctx.dealer();
    const groupId = user.activeGroupId!;
    await ctx.db
      .insert(floorStockAccounts)
      .values({ groupId, provider: 'Maybank Floor Plan', creditLimit: 200_000, deposit: 10_000 });
    const unpaid = await win(user, 30_000);
    const financed = await win(user, 40_000);
    const paid = await win(user, 20_000);
    await ctx.db.update(transactions).set({ status: 'paid' }).where(eq(transactions.id, paid.id));
    await ctx.db.insert(floorStockCases).values({
      transactionId: financed.id,
      groupId,
      amount: financed.buyerTotal,
      status: 'pending',
      requestedBy: user.id,
    });
    const res = await read(headers);
    const creditAvailable = 200_000 - financed.buyerTotal;
    expect(res.json().data.buying_power).toEqual({
      credit_available: creditAvailable,
      deposit: 10_000,
      owed_on_unpaid_wins: unpaid.buyerTotal,
      available: creditAvailable + 10_000 - unpaid.buyerTotal,
    });
  });

  it('counts nothing from a suspended line but still the deposit', async () => {
    const { user, headers } = await ctx.dealer();
    await ctx.db.insert(floorStockAccounts).values({
      groupId: user.activeGroupId!,
      provider: 'Maybank Floor Plan',
      creditLimit: 200_000,
      deposit: 8_000,
      status: 'suspended',
    });
    const res = await read(headers);
    expect(res.json().data.buying_power).toEqual({
      credit_available: 0,
      deposit: 8_000,
      owed_on_unpaid_wins: 0,
      available: 8_000,
    });
  });

  it('refuses staff and sellers with 403 and the signed-out with 401', async () => {
    const staff = await createUser(ctx.db, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['finance'],
    });
    const seller = await createUser(ctx.db, { role: 'seller', activeGroupId: sellerGroupId });
    expect(
      (await read({ authorization: `Bearer ${await ctx.login(staff.email)}` })).statusCode,
    ).toBe(403);
    expect(
      (await read({ authorization: `Bearer ${await ctx.login(seller.email)}` })).statusCode,
    ).toBe(403);
    expect((await read({})).statusCode).toBe(401);
  });
});
