import { chargesFor } from '@autobid/auction';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_MARKETS } from '../../db/reference-data';
import {
  auditLog,
  groupDiscounts,
  inventories,
  makes,
  models,
  transactionCollections,
  transactionLines,
  transactionPayments,
  transactions,
} from '../../db/schema';
import { openMissingTransactions } from '../../db/transaction-open';
import { readPdfText } from '../../lib/pdf/pdf-test-support';
import {
  createAuction,
  createGroup,
  createUser,
  createWonAuction,
  findAuction,
} from '../../testing/factories';
import { buildPdf } from '../../testing/files';
import { multipartForm } from '../../testing/multipart';
import { createTestContext, type TestContext } from '../../testing/test-app';

const DAY = 86_400_000;
const DEALER = '/portal/api/v2/dealers/transactions';
const GENERAL = '/general/api/v2/transactions';
const STAFF = '/portal/api/v2/staff';
const MY_SCHEDULE = REFERENCE_MARKETS.find((m) => m.code === 'MY')!.feeSchedule!;

describe('transactions after the win', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  let finance: Record<string, string>;
  let financeEmail: string;
  let seller: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
    const financeUser = await createUser(ctx.db, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['finance'],
    });
    financeEmail = financeUser.email;
    finance = { authorization: `Bearer ${await ctx.login(financeEmail)}` };
    const sellerUser = await createUser(ctx.db, { role: 'seller', activeGroupId: sellerGroupId });
    seller = { authorization: `Bearer ${await ctx.login(sellerUser.email)}` };
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url, headers });
  const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });

  /** A dealer's win in MY (or another market) and its transaction. */
  async function win(amount = 52_300, overrides: { market?: string } = {}) {
    const dealer = await ctx.dealer();
    const auction = await createWonAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      winner: dealer.user,
      amount,
      ...(overrides.market ? { market: overrides.market } : {}),
    });
    const [row] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.auctionId, auction.id));
    return { ...dealer, auction, transaction: row! };
  }

  function sendSlip(
    id: number,
    headers: Record<string, string>,
    fields: Record<string, string>,
    file: Buffer | null = buildPdf(),
  ) {
    const body = multipartForm(fields, file ? { bytes: file } : undefined);
    return ctx.app.inject({
      method: 'POST',
      url: `${DEALER}/${id}/files/submit`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }

  it('a win opens one transaction whose lines are those of chargesFor and sum to its total, due after the market payment days, numbered per market and year', async () => {
    const { transaction, auction } = await win(52_300);
    const expected = chargesFor(52_300, MY_SCHEDULE);
    if (!expected.ok) throw new Error('charges');
    expect(transaction).toMatchObject({
      status: 'awaiting_payment',
      hammer: 52_300,
      buyerTotal: expected.value.buyerTotal,
      sellerPayout: expected.value.sellerPayout,
      currency: 'MYR',
    });
    expect(transaction.invoiceNumber).toMatch(/^INV-MY-\d{4}-\d{6}$/);
    expect(transaction.dueAt.getTime()).toBe(auction.wonAt!.getTime() + 3 * DAY);
    const lines = await ctx.db
      .select()
      .from(transactionLines)
      .where(eq(transactionLines.transactionId, transaction.id));
    const buyer = lines.filter((l) => l.side === 'buyer');
    expect(buyer.reduce((sum, l) => sum + l.amount, 0)).toBe(transaction.buyerTotal);
    expect(buyer.map((l) => l.name)).toEqual(expected.value.buyerLines.map((l) => l.name));

    // Opening again (a retried close, a start-up backfill) makes nothing new.
    expect(await openMissingTransactions(ctx.db)).toBe(0);
    const all = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.auctionId, auction.id));
    expect(all).toHaveLength(1);
  });

  it('invoice numbers run without gaps in a market, and each market counts on its own', async () => {
    const numbers = [];
    for (let i = 0; i < 3; i += 1) numbers.push((await win(30_000)).transaction.invoiceNumber);
    const serial = numbers.map((n) => Number(n.slice(-6)));
    expect(serial[1]).toBe(serial[0]! + 1);
    expect(serial[2]).toBe(serial[1]! + 1);
    const sg = await win(30_000, { market: 'SG' });
    expect(sg.transaction.invoiceNumber).toMatch(/^INV-SG-\d{4}-000001$/);
  });

  it("a dealer group's discount lowers its fee on the next win, never the hammer", async () => {
    const dealer = await ctx.dealer();
    await ctx.db.insert(groupDiscounts).values({
      groupId: dealer.user.activeGroupId!,
      name: 'loyalty_rebate',
      target: 'documentation_fee',
      amount: 100,
    });
    const auction = await createWonAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      winner: dealer.user,
      amount: 40_000,
    });
    const [row] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.auctionId, auction.id));
    const res = await get(`${DEALER}/${row!.id}`, dealer.headers);
    expect(res.json().data.discounts).toEqual([
      { kind: 'discount', name: 'loyalty_rebate', target: 'documentation_fee', amount: -100 },
    ]);
    expect(res.json().data.fees[0]).toMatchObject({ name: 'hammer', amount: 40_000 });
  });

  it('the buyer reads its transaction with what it includes; another dealer is told it does not exist, a seller may not', async () => {
    const { transaction, headers } = await win();
    const res = await get(
      `${DEALER}/${transaction.id}?include=status,payments,floorstock_account,inventory,collections`,
      headers,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: transaction.id,
      status: 'awaiting_payment',
      total: transaction.buyerTotal,
      is_overdue: false,
      online_payment: true,
      payments: [],
      floorstock_account: null,
      invoice: { number: transaction.invoiceNumber },
    });
    expect(data.status_log).toEqual([expect.objectContaining({ event: 'open' })]);
    expect(data.collections).toEqual([
      expect.objectContaining({ party: 'buyer', name: 'purchase', status: 'open' }),
      expect.objectContaining({ party: 'seller', name: 'seller_fees' }),
    ]);
    expect(data.inventory).toMatchObject({ year: expect.any(Number) });
    expect((await get(`${GENERAL}/${transaction.id}`, headers)).statusCode).toBe(200);

    const other = await ctx.dealer();
    expect((await get(`${DEALER}/${transaction.id}`, other.headers)).statusCode).toBe(404);
    expect((await get(`${GENERAL}/${transaction.id}`, other.headers)).statusCode).toBe(404);
    expect((await get(`${DEALER}/${transaction.id}`, seller)).statusCode).toBe(403);
    expect((await get(`${DEALER}/${transaction.id}`, finance)).statusCode).toBe(200);
  });

  it.each([
    ['0', ''],
    ['2147483648', ''],
    ['abc', ''],
    ['1', '?include=everything'],
    ['1', '?view=other'],
  ])('a bad id or query (%s%s) answers 422', async (id, query) => {
    const { headers } = await win();
    const res = await get(`${DEALER}/${id}${query}`, headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('validation_failed');
  });

  it('the invoice opens from its signed link as a PDF with the number, every amount and the total, in Thai too; a forged link opens nothing', async () => {
    const { transaction, headers } = await win(52_300);
    const data = (await get(`${DEALER}/${transaction.id}`, headers)).json().data;
    const url: string = data.invoice.documents[0].url;
    const pdf = await get(url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await readPdfText(pdf.rawPayload);
    expect(text).toContain(transaction.invoiceNumber);
    expect(text).toContain('52,300');
    expect(text).toContain(transaction.buyerTotal.toLocaleString('en-US'));
    const thai = await readPdfText(
      (await get(url.replace('language=en', 'language=th'))).rawPayload,
    );
    expect(thai).toContain('ใบแจ้งหนี้');
    expect(
      (await get(url.replace(/signature=\w+/, `signature=${'0'.repeat(64)}`))).statusCode,
    ).toBe(403);
    ctx.clock.advance(13 * 3_600_000);
    expect((await get(url)).statusCode).toBe(403);
  });

  it('a transfer slip for the whole total waits for finance; a wrong amount, a missing file or a text file changes nothing', async () => {
    const { transaction, headers, user } = await win();
    const total = String(transaction.buyerTotal);
    const wrong = await sendSlip(transaction.id, headers, { reference: 'MBB123', amount: '100' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('payment_amount_mismatch');
    const noFile = await sendSlip(
      transaction.id,
      headers,
      { reference: 'MBB123', amount: total },
      null,
    );
    expect(noFile.statusCode).toBe(422);
    const text = await sendSlip(
      transaction.id,
      headers,
      { reference: 'MBB123', amount: total },
      Buffer.from('not a slip at all'),
    );
    expect(text.statusCode).toBe(415);
    const control = await sendSlip(transaction.id, headers, {
      reference: 'MBB\u0000',
      amount: total,
    });
    expect(control.statusCode).toBe(422);
    const json = await post(`${DEALER}/${transaction.id}/files/submit`, headers, { amount: 1 });
    expect(json.statusCode).toBe(422);
    expect(
      await ctx.db
        .select()
        .from(transactionPayments)
        .where(eq(transactionPayments.transactionId, transaction.id)),
    ).toEqual([]);

    ctx.published.length = 0;
    const sent = await sendSlip(transaction.id, headers, { reference: 'MBB123', amount: total });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({
      status: 'payment_submitted',
      payments: [{ method: 'bank_transfer', status: 'pending', reference: 'MBB123' }],
    });
    expect(ctx.published).toContainEqual(
      expect.objectContaining({
        channel: `private-user.${user.id}`,
        event: 'transaction.updated',
        data: expect.objectContaining({ id: transaction.id, status: 'payment_submitted' }),
      }),
    );
    const again = await sendSlip(transaction.id, headers, { reference: 'MBB124', amount: total });
    expect(again.statusCode).toBe(409);
  });

  it('finance rejects a slip with a reason (payment due again) and verifies the next: paid once, the purchase collected', async () => {
    const { transaction, headers } = await win();
    const total = String(transaction.buyerTotal);
    await sendSlip(transaction.id, headers, { reference: 'R-1', amount: total });
    const queue = (await get(`${STAFF}/finance/queue`, finance)).json().data;
    const first = queue.payments.find(
      (p: { transaction: { id: number } }) => p.transaction.id === transaction.id,
    );
    expect(first).toMatchObject({ reference: 'R-1', status: 'pending' });
    const file = await get(`${STAFF}/payments/${first.id}/file`, finance);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');

    expect((await post(`${STAFF}/payments/${first.id}/reject`, finance, {})).statusCode).toBe(422);
    const rejected = await post(`${STAFF}/payments/${first.id}/reject`, finance, {
      reason: 'The slip shows another account',
    });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      reject_reason: 'The slip shows another account',
    });
    expect((await get(`${DEALER}/${transaction.id}`, headers)).json().data.status).toBe(
      'awaiting_payment',
    );
    expect((await post(`${STAFF}/payments/${first.id}/verify`, finance)).statusCode).toBe(409);

    const second = (await sendSlip(transaction.id, headers, { reference: 'R-2', amount: total }))
      .json()
      .data.payments.find((p: { status: string }) => p.status === 'pending');
    const verified = await post(`${STAFF}/payments/${second.id}/verify`, finance);
    expect(verified.json().data.status).toBe('verified');
    const after = (await get(`${DEALER}/${transaction.id}?include=collections`, headers)).json()
      .data;
    expect(after).toMatchObject({ status: 'paid', paid_by: 'bank_transfer' });
    expect(after.paid_at).not.toBeNull();
    expect(after.collections[0]).toMatchObject({ name: 'purchase', status: 'collected' });
    expect((await post(`${STAFF}/payments/${second.id}/verify`, finance)).statusCode).toBe(409);
  });

  it('finance marks the seller’s fees collected once the buyer has paid, once; the buyer’s purchase, an unpaid sale and an unknown collection are refused and change nothing', async () => {
    const { transaction, headers } = await win();
    const id = transaction.id;
    const rows = () =>
      ctx.db
        .select()
        .from(transactionCollections)
        .where(eq(transactionCollections.transactionId, id))
        .orderBy(transactionCollections.id);
    const before = await rows();
    const purchase = before.find((row) => row.party === 'buyer')!;
    const fees = before.find((row) => row.party === 'seller')!;
    expect([purchase.status, fees.status]).toEqual(['open', 'open']);
    const collect = (collectionId: number) =>
      post(`${STAFF}/transactions/${id}/collections/${collectionId}/collect`, finance);
    const refused = async (collectionId: number, status: number, message: RegExp) => {
      const res = await collect(collectionId);
      expect([res.statusCode, res.json().message]).toEqual([
        status,
        expect.stringMatching(message),
      ]);
    };

    await refused(fees.id, 409, /once the car is paid/);
    await refused(purchase.id, 409, /collected by its payment/);
    const total = String(transaction.buyerTotal);
    const slip = (await sendSlip(id, headers, { reference: 'C-1', amount: total })).json().data
      .payments[0];
    // A slip sent is not money received.
    await refused(fees.id, 409, /once the car is paid/);
    await refused(purchase.id, 409, /collected by its payment/);
    await refused(999_999, 404, /no collection 999999/);
    expect(await rows()).toEqual(before);

    expect((await post(`${STAFF}/payments/${slip.id}/verify`, finance)).statusCode).toBe(200);
    const collected = await collect(fees.id);
    expect(collected.statusCode).toBe(200);
    expect(collected.json().data).toMatchObject({
      id: fees.id,
      party: 'seller',
      status: 'collected',
    });
    const after = await rows();
    await refused(fees.id, 409, /already collected/);
    await refused(purchase.id, 409, /collected by its payment/);
    expect(await rows()).toEqual(after);
    expect(after.map((row) => [row.party, row.status])).toEqual([
      ['buyer', 'collected'],
      ['seller', 'collected'],
    ]);
  });

  it("the seller follows its sale: the buyer's payment state and its payout, whose statement sums to it, never the buyer's bill", async () => {
    const { transaction, headers, auction } = await win(45_000);
    const detail = async () =>
      (await get(`/portal/api/v2/sellers/auctions/${auction.id}`, seller)).json().data.sale;
    const before = await detail();
    expect(before).toMatchObject({
      transaction_id: transaction.id,
      status: 'awaiting_payment',
      is_buyer_paid: false,
      payout: transaction.sellerPayout,
      is_paid_out: false,
    });
    expect(before.statement.reduce((sum: number, l: { amount: number }) => sum + l.amount, 0)).toBe(
      transaction.sellerPayout,
    );
    expect(JSON.stringify(before)).not.toContain('buyer_premium');
    const slip = (
      await sendSlip(transaction.id, headers, {
        reference: 'S',
        amount: String(transaction.buyerTotal),
      })
    ).json().data.payments[0];
    await post(`${STAFF}/payments/${slip.id}/verify`, finance);
    expect(await detail()).toMatchObject({ status: 'paid', is_buyer_paid: true });
  });

  it('a paid car is listed with its car for finance, released, handed over with its record and completed: the auction is sold and moves to history', async () => {
    const { transaction, headers, auction } = await win();
    const total = String(transaction.buyerTotal);
    expect(
      (await post(`${STAFF}/transactions/${transaction.id}/release`, finance)).statusCode,
    ).toBe(409);
    const slip = (await sendSlip(transaction.id, headers, { reference: 'R', amount: total })).json()
      .data.payments[0];
    await post(`${STAFF}/payments/${slip.id}/verify`, finance);
    // Finance sees which car each paid sale is, in its queue and in the list.
    const [car] = await ctx.db
      .select({
        year: inventories.year,
        make: makes.name,
        model: models.name,
        variant: inventories.variant,
        registration_number: inventories.registrationNumber,
      })
      .from(inventories)
      .innerJoin(makes, eq(makes.id, inventories.makeId))
      .innerJoin(models, eq(models.id, inventories.modelId))
      .where(eq(inventories.id, transaction.inventoryId));
    const toRelease = (await get(`${STAFF}/finance/queue`, finance)).json().data.releases;
    expect(toRelease).toContainEqual(expect.objectContaining({ id: transaction.id, car }));
    const paidList = (await get(`${STAFF}/transactions?status=paid`, finance)).json().data;
    expect(paidList).toContainEqual(expect.objectContaining({ id: transaction.id, car }));
    expect(
      (
        await post(`${STAFF}/transactions/${transaction.id}/cancel`, finance, {
          reason: 'Buyer left',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await post(`${STAFF}/transactions/${transaction.id}/release`, finance)).statusCode,
    ).toBe(200);
    const badHandover = await post(`${STAFF}/transactions/${transaction.id}/handover`, finance, {
      received_by: 'A',
      odometer_km: -1,
    });
    expect(badHandover.statusCode).toBe(422);
    const handover = await post(`${STAFF}/transactions/${transaction.id}/handover`, finance, {
      received_by: 'Tan Ah Kow',
      odometer_km: 48_210,
      note: 'Two keys, service book',
    });
    expect(handover.json().data.status).toBe('handed_over');
    await ctx.app.inject({
      method: 'PUT',
      url: `${STAFF}/transactions/${transaction.id}/locations`,
      headers: finance,
      payload: { current_location: 'With the buyer' },
    });
    expect(
      (await post(`${STAFF}/transactions/${transaction.id}/complete`, finance)).statusCode,
    ).toBe(200);
    const data = (await get(`${DEALER}/${transaction.id}?include=handover,status`, headers)).json()
      .data;
    expect(data).toMatchObject({
      status: 'completed',
      current_location: 'With the buyer',
      handover: { received_by: 'Tan Ah Kow', odometer_km: 48_210 },
    });
    expect(data.status_log.map((e: { event: string }) => e.event)).toEqual([
      'open',
      'submit_proof',
      'verify_proof',
      'release',
      'hand_over',
      'complete',
    ]);
    expect((await findAuction(ctx.db, auction.id)).status).toBe('sold');
    const history = await get('/portal/api/v2/dealers/auctions/history', headers);
    expect(history.json().data).toEqual([
      expect.objectContaining({
        id: auction.id,
        transactions: [expect.objectContaining({ id: transaction.id, status: 'completed' })],
      }),
    ]);
  });

  it('finance sets where the car is: what changes is written and audited with what it was; a save that changes nothing writes nothing', async () => {
    const { transaction } = await win();
    const id = transaction.id;
    const put = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${STAFF}/transactions/${id}/locations`,
        headers: finance,
        payload,
      });
    const rowOf = async () =>
      (await ctx.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;
    const audits = () =>
      ctx.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'transaction.locations'), eq(auditLog.entityId, String(id))),
        );
    const first = await put({ current_location: 'Shah Alam yard', car_in_location: 'Bay 4' });
    expect(first.statusCode).toBe(200);
    const written = await rowOf();
    expect(written.version).toBe(transaction.version + 1);
    expect((await audits()).map((entry) => [entry.before, entry.after])).toEqual([
      [
        { current_location: null, car_in_location: null },
        { current_location: 'Shah Alam yard', car_in_location: 'Bay 4' },
      ],
    ]);

    const same = await put({ current_location: 'Shah Alam yard', car_in_location: 'Bay 4' });
    expect(same.statusCode).toBe(200);
    // The form with its other fields left empty: they were empty already.
    const empty = await put({ handover_location: null, delivery_location: null });
    expect(empty.statusCode).toBe(200);
    expect((await put({})).statusCode).toBe(422);
    expect(await rowOf()).toEqual(written);
    expect(await audits()).toHaveLength(1);

    await put({ current_location: 'Shah Alam yard', car_in_location: 'Bay 7' });
    const entries = await audits();
    expect(entries.at(-1)).toMatchObject({
      before: { car_in_location: 'Bay 4' },
      after: { car_in_location: 'Bay 7' },
    });
  });

  it('overdue comes from the transaction: unpaid past its due date is overdue, a slip waiting for finance is not, and finance may cancel an unpaid sale', async () => {
    const late = await win();
    const waiting = await win();
    await sendSlip(waiting.transaction.id, waiting.headers, {
      reference: 'W',
      amount: String(waiting.transaction.buyerTotal),
    });
    ctx.clock.advance(4 * DAY);
    // Sessions last a day: everyone signs in again.
    finance = { authorization: `Bearer ${await ctx.login(financeEmail)}` };
    late.headers = { authorization: `Bearer ${await ctx.login(late.user.email)}` };
    waiting.headers = { authorization: `Bearer ${await ctx.login(waiting.user.email)}` };
    const overdue = await get('/portal/api/v2/dealers/auctions/overdue', late.headers);
    expect(overdue.json().data).toEqual([
      expect.objectContaining({
        id: late.auction.id,
        is_payment_overdue: true,
        transactions: [expect.objectContaining({ status: 'awaiting_payment', is_overdue: true })],
      }),
    ]);
    expect(
      (await get('/auction/api/v2/dealers/account-info', late.headers)).json().data
        .count_overdue_payment,
    ).toBe(1);
    expect(
      (await get('/portal/api/v2/dealers/auctions/overdue', waiting.headers)).json().data,
    ).toEqual([]);

    const cancelled = await post(`${STAFF}/transactions/${late.transaction.id}/cancel`, finance, {
      reason: 'The buyer did not pay',
    });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(
      (await get('/portal/api/v2/dealers/auctions/overdue', late.headers)).json().data,
    ).toEqual([]);
    const history = (await get('/portal/api/v2/dealers/auctions/history', late.headers)).json()
      .data;
    expect(history.map((a: { id: number }) => a.id)).toContain(late.auction.id);
  });

  it('the Malaysian agreement is generated and reported for MY sales and refused elsewhere', async () => {
    const { transaction, headers } = await win(61_000);
    const generated = await post(`${GENERAL}/${transaction.id}/files/generate`, headers, {
      type: 'sales_purchase_agreement_my',
    });
    expect(generated.statusCode).toBe(201);
    const text = await readPdfText((await get(generated.json().data.url)).rawPayload);
    expect(text).toContain('61,000');
    expect(text).toContain('Perjanjian Jual Beli');
    const report = await get(
      `/portal/api/v2/transactions/${transaction.id}?view=spa-report`,
      headers,
    );
    expect(report.json().data).toMatchObject({
      price: 61_000,
      deposit: 0,
      balance: 61_000,
      document: { type: 'sales_purchase_agreement_my' },
    });
    const documents = (await get(`${DEALER}/${transaction.id}`, headers)).json().data.invoice
      .documents;
    expect(documents.map((d: { type: string }) => d.type)).toEqual([
      'invoice',
      'sales_purchase_agreement_my',
    ]);
    expect(
      (await post(`${GENERAL}/${transaction.id}/files/generate`, headers, { type: 'other' }))
        .statusCode,
    ).toBe(422);

    const sg = await win(61_000, { market: 'SG' });
    const refused = await post(`${GENERAL}/${sg.transaction.id}/files/generate`, sg.headers, {
      type: 'sales_purchase_agreement_my',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('document_not_available');
  });

  it('a win at the close opens its transaction in the same step, and the success list carries it', async () => {
    const dealer = await ctx.dealer();
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      reservePrice: 20_000,
      timeEnd: new Date(now + 60_000),
    });
    await post('/auction/api/v2/dealers/bids', dealer.headers, {
      auction_id: auction.id,
      amount: 20_000,
    });
    ctx.clock.advance(60_000);
    await ctx.app.lifecycle.advance();
    const [row] = await ctx.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.auctionId, auction.id)));
    expect(row).toMatchObject({ hammer: 20_000, buyerUserId: dealer.user.id });
    const success = await get('/portal/api/v2/dealers/auctions/success', dealer.headers);
    expect(success.json().data[0].transactions).toEqual([
      expect.objectContaining({ id: row!.id, status: 'awaiting_payment' }),
    ]);
    const detail = await get(
      `/portal/api/v2/dealers/auctions/${auction.id}/detail`,
      dealer.headers,
    );
    expect(detail.json().data.transactions[0].id).toBe(row!.id);
    const [collected] = await ctx.db
      .select()
      .from(transactionCollections)
      .where(eq(transactionCollections.transactionId, row!.id));
    expect(collected).toMatchObject({ party: 'buyer', amount: row!.buyerTotal });
  });
});
