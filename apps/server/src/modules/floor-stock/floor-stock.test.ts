import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, floorStockAccounts, transactionPayments, transactions } from '../../db/schema';
import { createGroup, createUser, createWonAuction } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

const REQUEST = '/general/api/v2/floor-stock/cases/dealer';
const CASES = '/portal/api/v2/staff/floor-stock/cases';

describe('floor-stock financing (docs/floor-stock.md)', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  let finance: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
    const staff = await createUser(ctx.db, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['finance'],
    });
    finance = { authorization: `Bearer ${await ctx.login(staff.email)}` };
  });
  afterAll(() => ctx.close());

  /** A dealer of a new group, optionally with a line, and a won car of theirs awaiting payment. */
  async function buyer(line?: { creditLimit: number; deposit?: number; status?: 'suspended' }) {
    const dealer = await ctx.dealer();
    const groupId = dealer.user.activeGroupId!;
    if (line)
      await ctx.db
        .insert(floorStockAccounts)
        .values({ groupId, provider: 'Maybank Floor Plan', ...line });
    return { ...dealer, groupId };
  }
  async function win(user: { id: number; activeGroupId: number | null }, amount = 50_000) {
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
  const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });
  const readTransaction = async (id: number, headers: Record<string, string>) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/portal/api/v2/dealers/transactions/${id}?include=payments,collections,floorstock_account`,
        headers,
      })
    ).json().data;

  describe('a dealer asks to finance a won car', () => {
    it('opens a pending case for the whole total, audits it and tells the buyer', async () => {
      const { user, headers } = await buyer({ creditLimit: 200_000 });
      const trx = await win(user);
      const before = ctx.published.length;
      const res = await post(REQUEST, headers, { transaction_id: trx.id, note: 'Line ref 7781' });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        transaction_id: trx.id,
        amount: trx.buyerTotal,
        status: 'pending',
        note: 'Line ref 7781',
        decline_reason: null,
        decided_at: null,
      });
      const audit = await ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'floor_stock.request'));
      expect(audit.some((row) => row.entityId === String(trx.id))).toBe(true);
      expect(ctx.published.slice(before)).toContainEqual(
        expect.objectContaining({
          channel: `private-user.${user.id}`,
          event: 'transaction.updated',
          data: expect.objectContaining({ id: trx.id, status: 'awaiting_payment' }),
        }),
      );
    });

    it('answers 404 to a dealer of another group and changes nothing', async () => {
      const owner = await buyer({ creditLimit: 200_000 });
      const other = await buyer({ creditLimit: 200_000 });
      const trx = await win(owner.user);
      const res = await post(REQUEST, other.headers, { transaction_id: trx.id });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
      const read = await readTransaction(trx.id, owner.headers);
      expect(read.floorstock_case).toBeNull();
    });

    it('answers 404 for a transaction that does not exist', async () => {
      const { headers } = await buyer({ creditLimit: 200_000 });
      const res = await post(REQUEST, headers, { transaction_id: 2_000_000_000 });
      expect(res.statusCode).toBe(404);
    });

    it('refuses staff and sellers with 403', async () => {
      const owner = await buyer({ creditLimit: 200_000 });
      const trx = await win(owner.user);
      expect((await post(REQUEST, finance, { transaction_id: trx.id })).statusCode).toBe(403);
      const seller = await createUser(ctx.db, { role: 'seller', activeGroupId: sellerGroupId });
      const sellerHeaders = { authorization: `Bearer ${await ctx.login(seller.email)}` };
      expect((await post(REQUEST, sellerHeaders, { transaction_id: trx.id })).statusCode).toBe(403);
    });

    it.each([
      [{}, 'transaction_id'],
      [{ transaction_id: 'twelve' }, 'transaction_id'],
      [{ transaction_id: 1.5 }, 'transaction_id'],
      [{ transaction_id: 0 }, 'transaction_id'],
      [{ transaction_id: 1, note: 'bad\u0007note' }, 'note'],
      [{ transaction_id: 1, note: 'x'.repeat(501) }, 'note'],
    ])('refuses the body %j with 422 naming %s', async (body, field) => {
      const { headers } = await buyer({ creditLimit: 200_000 });
      const res = await post(REQUEST, headers, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().errors).toHaveProperty(field);
    });

    it('refuses a group without a line with credit_exceeded', async () => {
      const { user, headers } = await buyer();
      const trx = await win(user);
      const res = await post(REQUEST, headers, { transaction_id: trx.id });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'credit_exceeded' });
      expect(res.json().message).toMatch(/no floor-stock line/);
    });

    it('refuses a suspended line with credit_exceeded', async () => {
      const { user, headers } = await buyer({ creditLimit: 900_000, status: 'suspended' });
      const trx = await win(user);
      const res = await post(REQUEST, headers, { transaction_id: trx.id });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/suspended/);
    });

    it('refuses a total above what the line has left, saying the available amount', async () => {
      const { user, headers } = await buyer({ creditLimit: 40_000 });
      const trx = await win(user, 50_000);
      const res = await post(REQUEST, headers, { transaction_id: trx.id });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('credit_exceeded');
      expect(res.json().message).toContain('MYR 40,000 available');
    });

    it('counts a pending case against the line, so a second car beyond it is refused', async () => {
      const { user, headers } = await buyer({ creditLimit: 60_000 });
      const first = await win(user, 50_000);
      const second = await win(user, 20_000);
      expect((await post(REQUEST, headers, { transaction_id: first.id })).statusCode).toBe(201);
      const res = await post(REQUEST, headers, { transaction_id: second.id });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain(
        `MYR ${(60_000 - first.buyerTotal).toLocaleString('en')} available`,
      );
    });

    it('admits only one of two requests sent at once when the line holds one car', async () => {
      const { user, headers } = await buyer({ creditLimit: 60_000 });
      const a = await win(user, 50_000);
      const b = await win(user, 50_000);
      const answers = await Promise.all([
        post(REQUEST, headers, { transaction_id: a.id }),
        post(REQUEST, headers, { transaction_id: b.id }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    });

    it('refuses a second case while one is pending with invalid_transition', async () => {
      const { user, headers } = await buyer({ creditLimit: 500_000 });
      const trx = await win(user);
      expect((await post(REQUEST, headers, { transaction_id: trx.id })).statusCode).toBe(201);
      const again = await post(REQUEST, headers, { transaction_id: trx.id });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'invalid_transition' });
      expect(again.json().message).toMatch(/pending floor-stock case/);
    });

    it('refuses a transaction that is no longer unpaid with invalid_transition', async () => {
      const { user, headers } = await buyer({ creditLimit: 500_000 });
      const trx = await win(user);
      await ctx.db
        .update(transactions)
        .set({ status: 'cancelled' })
        .where(eq(transactions.id, trx.id));
      const res = await post(REQUEST, headers, { transaction_id: trx.id });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('invalid_transition');
    });
  });

  describe('finance decides', () => {
    async function pendingCase(line = 500_000) {
      const who = await buyer({ creditLimit: line, deposit: 5_000 });
      const trx = await win(who.user);
      const res = await post(REQUEST, who.headers, { transaction_id: trx.id });
      return { ...who, trx, caseId: res.json().data.id as number };
    }

    it('lists pending cases with the invoice number, buyer group and what the line has available', async () => {
      const { trx, caseId, groupId } = await pendingCase(300_000);
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${CASES}?status=pending`,
        headers: finance,
      });
      expect(res.statusCode).toBe(200);
      const row = res.json().data.find((c: { id: number }) => c.id === caseId);
      expect(row).toMatchObject({
        status: 'pending',
        amount: trx.buyerTotal,
        transaction: { id: trx.id, invoice_number: trx.invoiceNumber, total: trx.buyerTotal },
        buyer_group: { id: groupId },
        account: {
          credit_limit: 300_000,
          pending: trx.buyerTotal,
          available: 300_000,
          deposit: 5_000,
          status: 'active',
        },
      });
    });

    it('refuses an unknown status filter with 422 and dealers with 403', async () => {
      const { headers } = await buyer();
      expect(
        (await ctx.app.inject({ method: 'GET', url: `${CASES}?status=open`, headers: finance }))
          .statusCode,
      ).toBe(422);
      expect((await ctx.app.inject({ method: 'GET', url: CASES, headers })).statusCode).toBe(403);
    });

    it('approving pays the transaction from the line: paid by floor_stock, a verified FS payment, the purchase collected and a waiting slip superseded', async () => {
      const { user, headers, trx, caseId } = await pendingCase();
      await ctx.db.insert(transactionPayments).values({
        transactionId: trx.id,
        method: 'bank_transfer',
        amount: trx.buyerTotal,
        reference: 'SLIP-1',
        status: 'pending',
      });
      const before = ctx.published.length;
      const res = await post(`${CASES}/${caseId}/approve`, finance);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: caseId, status: 'approved' });
      expect(res.json().data.decided_at).not.toBeNull();
      const read = await readTransaction(trx.id, headers);
      expect(read).toMatchObject({
        status: 'paid',
        paid_by: 'floor_stock',
        version: trx.version + 1,
        floorstock_case: { id: caseId, status: 'approved' },
        floorstock_account: {
          used: trx.buyerTotal,
          available: 500_000 - trx.buyerTotal,
          cars_financed: 1,
        },
      });
      expect(read.payments).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            method: 'floor_stock',
            reference: `FS-${caseId}`,
            status: 'verified',
            amount: trx.buyerTotal,
          }),
          expect.objectContaining({ reference: 'SLIP-1', status: 'superseded' }),
        ]),
      );
      expect(read.collections).toContainEqual(
        expect.objectContaining({ party: 'buyer', status: 'collected' }),
      );
      expect(ctx.published.slice(before)).toContainEqual(
        expect.objectContaining({
          channel: `private-user.${user.id}`,
          event: 'transaction.updated',
          data: expect.objectContaining({ id: trx.id, status: 'paid', version: trx.version + 1 }),
        }),
      );
      const listed = await ctx.app.inject({ method: 'GET', url: CASES, headers: finance });
      expect(listed.json().data.map((c: { id: number }) => c.id)).not.toContain(caseId);
    });

    it('refuses to approve a case twice with 409', async () => {
      const { caseId } = await pendingCase();
      expect((await post(`${CASES}/${caseId}/approve`, finance)).statusCode).toBe(200);
      const again = await post(`${CASES}/${caseId}/approve`, finance);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('invalid_transition');
    });

    it('refuses approval with credit_exceeded when the line shrank meanwhile, and leaves the transaction unpaid', async () => {
      const { groupId, headers, trx, caseId } = await pendingCase();
      await ctx.db
        .update(floorStockAccounts)
        .set({ creditLimit: 1_000 })
        .where(eq(floorStockAccounts.groupId, groupId));
      const res = await post(`${CASES}/${caseId}/approve`, finance);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('credit_exceeded');
      const read = await readTransaction(trx.id, headers);
      expect(read).toMatchObject({
        status: 'awaiting_payment',
        floorstock_case: { status: 'pending' },
      });
    });

    it('refuses approval when the transaction was cancelled meanwhile, and keeps the case pending', async () => {
      const { headers, trx, caseId } = await pendingCase();
      await ctx.db
        .update(transactions)
        .set({ status: 'cancelled' })
        .where(eq(transactions.id, trx.id));
      const res = await post(`${CASES}/${caseId}/approve`, finance);
      expect(res.statusCode).toBe(409);
      const read = await readTransaction(trx.id, headers);
      expect(read.floorstock_case).toMatchObject({ status: 'pending' });
    });

    it('declining keeps the reason and leaves the transaction as it was; the dealer may ask again', async () => {
      const { headers, trx, caseId } = await pendingCase();
      const res = await post(`${CASES}/${caseId}/decline`, finance, {
        reason: 'Line under review',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        status: 'declined',
        decline_reason: 'Line under review',
      });
      const read = await readTransaction(trx.id, headers);
      expect(read).toMatchObject({ status: 'awaiting_payment', version: trx.version });
      expect(
        (await post(`${CASES}/${caseId}/decline`, finance, { reason: 'Again' })).statusCode,
      ).toBe(409);
      expect((await post(REQUEST, headers, { transaction_id: trx.id })).statusCode).toBe(201);
    });

    it.each([[{}], [{ reason: 'no' }], [{ reason: 'x'.repeat(501) }], [{ reason: 'tab\there' }]])(
      'refuses to decline with the body %j (422)',
      async (body) => {
        const { caseId } = await pendingCase();
        const res = await post(`${CASES}/${caseId}/decline`, finance, body);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toHaveProperty('reason');
      },
    );

    it('answers 404 for an unknown case and 422 for a case id that is not a number', async () => {
      expect((await post(`${CASES}/2000000000/approve`, finance)).statusCode).toBe(404);
      expect(
        (await post(`${CASES}/2000000000/decline`, finance, { reason: 'Not ours' })).statusCode,
      ).toBe(404);
      expect((await post(`${CASES}/abc/approve`, finance)).statusCode).toBe(422);
    });

    it('refuses the buyer itself and other staff roles with 403', async () => {
      const { headers, caseId } = await pendingCase();
      const admin = await createUser(ctx.db, {
        role: 'staff',
        activeGroupId: null,
        staffRoles: ['admin'],
      });
      const adminHeaders = { authorization: `Bearer ${await ctx.login(admin.email)}` };
      expect((await post(`${CASES}/${caseId}/approve`, headers)).statusCode).toBe(403);
      expect((await post(`${CASES}/${caseId}/approve`, adminHeaders)).statusCode).toBe(403);
      expect(
        (await post(`${CASES}/${caseId}/decline`, headers, { reason: 'Mine' })).statusCode,
      ).toBe(403);
    });
  });

  describe('what the line holds while finance decides', () => {
    const lineOf = async (groupId: number, headers: Record<string, string>) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/general/api/v2/floor-stock/group-info/groups/${groupId}`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const successList = async (headers: Record<string, string>) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/portal/api/v2/dealers/auctions/success',
          headers,
        })
      ).json().data as { id: number; transactions: object[] }[];

    it('shows a pending case as pending and takes it off available, as the request check does', async () => {
      const { user, headers, groupId } = await buyer({ creditLimit: 200_000 });
      const first = await win(user, 60_000);
      expect((await post(REQUEST, headers, { transaction_id: first.id })).statusCode).toBe(201);
      const line = await lineOf(groupId, headers);
      expect(line).toMatchObject({
        credit_limit: 200_000,
        used: 0,
        pending: first.buyerTotal,
        available: 200_000 - first.buyerTotal,
        cars_financed: 0,
      });
      expect((await readTransaction(first.id, headers)).floorstock_account).toEqual(line);

      const tooBig = await win(user, line.available);
      expect(tooBig.buyerTotal).toBeGreaterThan(line.available);
      const refused = await post(REQUEST, headers, { transaction_id: tooBig.id });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toContain(
        `MYR ${line.available.toLocaleString('en')} available`,
      );
    });

    it('moves the amount from pending to used on approval, and frees it on a decline', async () => {
      const { user, headers, groupId } = await buyer({ creditLimit: 300_000 });
      const approved = await win(user, 50_000);
      const declined = await win(user, 40_000);
      const approveId = (await post(REQUEST, headers, { transaction_id: approved.id })).json().data
        .id as number;
      const declineId = (await post(REQUEST, headers, { transaction_id: declined.id })).json().data
        .id as number;
      expect(await lineOf(groupId, headers)).toMatchObject({
        used: 0,
        pending: approved.buyerTotal + declined.buyerTotal,
        available: 300_000 - approved.buyerTotal - declined.buyerTotal,
      });
      expect((await post(`${CASES}/${approveId}/approve`, finance)).statusCode).toBe(200);
      expect(
        (await post(`${CASES}/${declineId}/decline`, finance, { reason: 'Too many cars' }))
          .statusCode,
      ).toBe(200);
      expect(await lineOf(groupId, headers)).toMatchObject({
        used: approved.buyerTotal,
        pending: 0,
        available: 300_000 - approved.buyerTotal,
        cars_financed: 1,
      });
    });

    it('gives finance the room an approval checks, with what is pending beside it', async () => {
      const { user, headers, groupId } = await buyer({ creditLimit: 100_000 });
      const trx = await win(user, 60_000);
      const caseId = (await post(REQUEST, headers, { transaction_id: trx.id })).json().data
        .id as number;
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${CASES}?status=pending`,
        headers: finance,
      });
      const row = res.json().data.find((c: { id: number }) => c.id === caseId);
      expect(row.buyer_group.id).toBe(groupId);
      expect(row.account).toMatchObject({ used: 0, pending: trx.buyerTotal, available: 100_000 });
    });

    it('tells the purchases lists that a purchase is being financed, then that the line paid it', async () => {
      const { user, headers } = await buyer({ creditLimit: 500_000 });
      const trx = await win(user);
      const itemOf = async () =>
        (await successList(headers)).find((a) => a.id === trx.auctionId)?.transactions[0];
      expect(await itemOf()).toMatchObject({ paid_by: null, floorstock_financing: null });

      const caseId = (await post(REQUEST, headers, { transaction_id: trx.id })).json().data
        .id as number;
      expect(await itemOf()).toMatchObject({
        status: 'awaiting_payment',
        paid_by: null,
        floorstock_financing: {
          status: 'pending',
          amount: trx.buyerTotal,
          provider: 'Maybank Floor Plan',
        },
      });

      expect((await post(`${CASES}/${caseId}/approve`, finance)).statusCode).toBe(200);
      expect(await itemOf()).toMatchObject({
        status: 'paid',
        paid_by: 'floor_stock',
        floorstock_financing: {
          status: 'approved',
          amount: trx.buyerTotal,
          provider: 'Maybank Floor Plan',
        },
      });
    });

    it('leaves a declined request off the purchases lists', async () => {
      const { user, headers } = await buyer({ creditLimit: 500_000 });
      const trx = await win(user);
      const caseId = (await post(REQUEST, headers, { transaction_id: trx.id })).json().data
        .id as number;
      await post(`${CASES}/${caseId}/decline`, finance, { reason: 'Line under review' });
      const item = (await successList(headers)).find((a) => a.id === trx.auctionId)
        ?.transactions[0];
      expect(item).toMatchObject({ paid_by: null, floorstock_financing: null });
    });
  });
});
