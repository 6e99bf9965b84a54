import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, onlinePayments, transactionPayments, transactions } from '../../db/schema';
import { changeTransaction } from '../../db/transaction-change';
import { createGroup, createUser, createWonAuction } from '../../testing/factories';
import { freePort } from '../../testing/server-process';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { signatureHeader, type PaymentSettings } from './gateway-client';

const SECRET = 'online-payments-test-secret';
const SUCCESS_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 0000 0000 0002';
const sandboxEntry = fileURLToPath(
  new URL('../../../../pay-sandbox/src/server.ts', import.meta.url),
);
const sandboxRoot = fileURLToPath(new URL('../../../../pay-sandbox', import.meta.url));

/** The sandbox gateway as its own process, on a port it picks; it prints where it listens. */
async function startSandboxProcess(): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', sandboxEntry], {
    cwd: sandboxRoot,
    env: {
      ...process.env,
      PAY_SANDBOX_PORT: '0',
      PAY_SANDBOX_HOST: '127.0.0.1',
      PAY_SANDBOX_MERCHANTS: `autobid:${SECRET}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sandbox did not start: ${output}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function waitFor<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > until) throw new Error(`gave up waiting; last seen ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('online payment through the hosted page (docs/online-payment.md)', () => {
  let ctx: TestContext;
  let sandbox: Awaited<ReturnType<typeof startSandboxProcess>>;
  let settings: PaymentSettings;
  let sellerGroupId: number;

  beforeAll(async () => {
    sandbox = await startSandboxProcess();
    const port = await freePort();
    settings = {
      gatewayUrl: sandbox.url,
      merchantId: 'autobid',
      secret: SECRET,
      publicUrl: `http://127.0.0.1:${port}`,
    };
    // The sandbox signs with the wall clock, so the app's clock starts there too.
    ctx = await createTestContext({ now: Date.now(), payments: settings });
    await ctx.app.listen({ port, host: '127.0.0.1' });
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await sandbox?.stop();
  });

  /** A dealer's won car in `market` and its transaction, awaiting payment. */
  async function wonTransaction(
    dealer: Awaited<ReturnType<TestContext['dealer']>>,
    market: 'MY' | 'SG' | 'ID' = 'MY',
  ) {
    const auction = await createWonAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      winner: dealer.user,
      amount: 50_000,
      market,
    });
    const [row] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.auctionId, auction.id));
    return row!;
  }

  const createPayment = (
    headers: Record<string, string>,
    body: { transaction_id: number; return_path?: string },
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/general/api/v2/transactions/online-payment/hsbc/create-payment',
      headers,
      payload: body,
    });

  const readPayment = (headers: Record<string, string>, id: number, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/general/api/v2/transactions/online-payment/${id}${query}`,
      headers,
    });

  /** Fills in the card form as a browser does; answers the gateway's redirect. */
  async function payOnPage(pageUrl: string, card: string) {
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    const form = new URLSearchParams({
      card_number: card,
      card_expiry: '12/39',
      card_cvc: '123',
      card_name: 'Test Dealer',
    });
    const answer = await fetch(pageUrl, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    return new URL(answer.headers.get('location')!);
  }

  const attemptRow = async (id: number) => {
    const [row] = await ctx.db.select().from(onlinePayments).where(eq(onlinePayments.id, id));
    return row!;
  };
  const transactionRow = async (id: number) => {
    const [row] = await ctx.db.select().from(transactions).where(eq(transactions.id, id));
    return row!;
  };
  const onlineReceipts = (transactionId: number) =>
    ctx.db
      .select()
      .from(transactionPayments)
      .where(
        and(
          eq(transactionPayments.transactionId, transactionId),
          eq(transactionPayments.method, 'online'),
        ),
      );

  /** A signed callback as the gateway would send it, about the attempt's gateway payment. */
  function callbackBody(attempt: typeof onlinePayments.$inferSelect) {
    return JSON.stringify({
      event_id: 'evt_forged',
      type: 'payment.succeeded',
      created_at: new Date(ctx.clock.now()).toISOString(),
      payment: {
        id: attempt.gatewayRef,
        status: 'succeeded',
        amount: attempt.amount,
        currency: attempt.currency,
        merchant_reference: `txn-${attempt.transactionId}-${attempt.id}`,
        description: 'forged',
        page_url: attempt.pageUrl,
        return_url: settings.publicUrl,
        callback_url: settings.publicUrl,
        created_at: attempt.createdAt.toISOString(),
        expires_at: attempt.createdAt.toISOString(),
        paid_at: new Date(ctx.clock.now()).toISOString(),
        failure_reason: null,
        card_last4: '1111',
      },
    });
  }

  it('when the dealer pays with a good card, the callback pays the transaction once, with a receipt and the buyer collection collected', async () => {
    const dealer = await ctx.dealer();
    const txn = await wonTransaction(dealer);
    const created = await createPayment(dealer.headers, { transaction_id: txn.id });
    expect(created.statusCode).toBe(201);
    const payment = created.json().data;
    expect(payment).toMatchObject({
      transaction_id: txn.id,
      auction_id: txn.auctionId,
      amount: txn.buyerTotal,
      currency: 'MYR',
      status: 'created',
      transaction: { id: txn.id, status: 'awaiting_payment' },
    });
    expect(payment.payment_url).toMatch(new RegExp(`^${sandbox.url}/pay/pay_`));

    const back = await payOnPage(payment.payment_url, SUCCESS_CARD);
    expect(`${back.origin}${back.pathname}`).toBe(`${settings.publicUrl}/transactions/${txn.id}`);
    expect(back.searchParams.get('online_payment_id')).toBe(String(payment.id));
    expect(back.searchParams.get('status')).toBe('succeeded');

    const paid = await waitFor(
      () => transactionRow(txn.id),
      (row) => row.status === 'paid',
    );
    expect(paid).toMatchObject({ paidBy: 'online', version: txn.version + 1 });
    const attempt = await attemptRow(payment.id);
    expect(attempt).toMatchObject({ status: 'succeeded', callbacks: 1, failureReason: null });
    const receipts = await onlineReceipts(txn.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      status: 'verified',
      amount: txn.buyerTotal,
      reference: attempt.gatewayRef,
    });

    const read = await ctx.app.inject({
      method: 'GET',
      url: `/general/api/v2/transactions/${txn.id}?include=collections,payments`,
      headers: dealer.headers,
    });
    const collections = read.json().data.collections as { party: string; status: string }[];
    expect(collections.filter((c) => c.party === 'buyer').map((c) => c.status)).toEqual(
      collections.filter((c) => c.party === 'buyer').map(() => 'collected'),
    );
    expect(collections.some((c) => c.party === 'buyer')).toBe(true);
    expect(
      ctx.published.some(
        (e) =>
          e.channel === `private-user.${dealer.user.id}` &&
          e.event === 'transaction.updated' &&
          (e.data as { id: number; status: string }).id === txn.id &&
          (e.data as { status: string }).status === 'paid',
      ),
    ).toBe(true);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(txn.id)), eq(auditLog.action, 'payment.online')));
    expect(audit).toHaveLength(1);

    const again = await readPayment(dealer.headers, payment.id);
    expect(again.json().data).toMatchObject({
      status: 'succeeded',
      payment_url: null,
      transaction: { status: 'paid' },
    });
  });

  it('when the gateway resends a callback already applied, it is counted but pays nothing again', async () => {
    const dealer = await ctx.dealer();
    const txn = await wonTransaction(dealer);
    const payment = (await createPayment(dealer.headers, { transaction_id: txn.id })).json().data;
    await payOnPage(payment.payment_url, SUCCESS_CARD);
    await waitFor(
      () => attemptRow(payment.id),
      (row) => row.status === 'succeeded' && row.callbacks === 1,
    );
    const paid = await transactionRow(txn.id);

    const attempt = await attemptRow(payment.id);
    const path = `/api/v1/payments/${attempt.gatewayRef}/resend-callback`;
    const resend = await fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: {
        'x-merchant-id': 'autobid',
        'x-signature': signatureHeader(SECRET, '', Math.floor(Date.now() / 1000)),
      },
    });
    expect(resend.status).toBe(202);
    await waitFor(
      () => attemptRow(payment.id),
      (row) => row.callbacks === 2,
    );

    expect(await onlineReceipts(txn.id)).toHaveLength(1);
    expect(await transactionRow(txn.id)).toMatchObject({ status: 'paid', version: paid.version });
    const audit = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(txn.id)));
    expect(audit.map((entry) => entry.action).filter((a) => a.startsWith('payment.'))).toEqual([
      'payment.online',
    ]);
    expect((await attemptRow(payment.id)).updatedAt).toEqual(attempt.updatedAt);
  });

  it('when the browser comes back claiming success without paying, nothing is paid', async () => {
    const dealer = await ctx.dealer();
    const txn = await wonTransaction(dealer);
    const payment = (await createPayment(dealer.headers, { transaction_id: txn.id })).json().data;
    const attempt = await attemptRow(payment.id);

    const faked = new URL(`${settings.publicUrl}/transactions/${txn.id}`);
    faked.searchParams.set('online_payment_id', String(payment.id));
    faked.searchParams.set('payment_id', attempt.gatewayRef!);
    faked.searchParams.set('status', 'succeeded');
    await fetch(faked, { headers: dealer.headers });

    const read = await readPayment(dealer.headers, payment.id);
    expect(read.json().data).toMatchObject({
      status: 'created',
      transaction: { status: 'awaiting_payment' },
    });
    expect(await transactionRow(txn.id)).toMatchObject({ status: 'awaiting_payment' });
    expect(await onlineReceipts(txn.id)).toHaveLength(0);
  });

  it('when a callback is unsigned, wrongly signed or stale, it is refused with 401 and changes nothing', async () => {
    const dealer = await ctx.dealer();
    const txn = await wonTransaction(dealer);
    const payment = (await createPayment(dealer.headers, { transaction_id: txn.id })).json().data;
    const attempt = await attemptRow(payment.id);
    const body = callbackBody(attempt);
    const t = Math.floor(ctx.clock.now() / 1000);
    const signatures = [
      undefined,
      signatureHeader('not-the-secret', body, t),
      signatureHeader(SECRET, body, t - 301),
      signatureHeader(SECRET, `${body} `, t),
    ];
    for (const signature of signatures) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/general/api/v2/transactions/online-payment/hsbc/callback',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-signature': signature } : {}),
        },
        payload: body,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('invalid_signature');
    }
    expect(await attemptRow(payment.id)).toMatchObject({ status: 'created', callbacks: 0 });
    expect(await transactionRow(txn.id)).toMatchObject({ status: 'awaiting_payment' });
  });

  it('when the dealer asks twice at once, one attempt opens and both get its page', async () => {
    const dealer = await ctx.dealer();
    const txn = await wonTransaction(dealer);
    const answers = await Promise.all([
      createPayment(dealer.headers, { transaction_id: txn.id }),
      createPayment(dealer.headers, { transaction_id: txn.id }),
    ]);
    const attempts = await ctx.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.transactionId, txn.id));
    expect(attempts).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(201);
      expect(answer.json().data).toMatchObject({
        id: attempts[0]!.id,
        payment_url: attempts[0]!.pageUrl,
      });
    }
    const later = await createPayment(dealer.headers, { transaction_id: txn.id });
    expect(later.json().data.id).toBe(attempts[0]!.id);
  });

  it('when the card is declined, the attempt fails, the transaction still awaits payment and a new attempt can open', async () => {
    const dealer = await ctx.dealer();
    const txn = await wonTransaction(dealer, 'SG');
    const payment = (await createPayment(dealer.headers, { transaction_id: txn.id })).json().data;
    expect(payment.currency).toBe('SGD');
    const back = await payOnPage(payment.payment_url, DECLINED_CARD);
    expect(back.searchParams.get('status')).toBe('failed');

    const failed = await waitFor(
      async () => (await readPayment(dealer.headers, payment.id)).json().data,
      (data) => data.status !== 'created',
    );
    expect(failed).toMatchObject({
      status: 'failed',
      failure_reason: 'card_declined',
      transaction: { status: 'awaiting_payment' },
    });
    expect(await onlineReceipts(txn.id)).toHaveLength(0);

    const retry = await createPayment(dealer.headers, { transaction_id: txn.id });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data).toMatchObject({ status: 'created' });
    expect(retry.json().data.id).not.toBe(payment.id);
  });

  it('when the transaction was paid another way meanwhile, the online payment is recorded as a refund due, never paid twice', async () => {
    const dealer = await ctx.dealer();
    const txn = await wonTransaction(dealer);
    const payment = (await createPayment(dealer.headers, { transaction_id: txn.id })).json().data;
    await ctx.db.transaction((tx) =>
      changeTransaction(tx, {
        id: txn.id,
        event: { type: 'floor_stock_approved' },
        actor: 'test',
        at: new Date(ctx.clock.now()),
        set: { paidBy: 'floor_stock', paidAt: new Date(ctx.clock.now()) },
      }),
    );
    const before = await transactionRow(txn.id);
    await payOnPage(payment.payment_url, SUCCESS_CARD);
    await waitFor(
      () => attemptRow(payment.id),
      (row) => row.status === 'succeeded',
    );
    expect(await transactionRow(txn.id)).toMatchObject({
      status: 'paid',
      paidBy: 'floor_stock',
      version: before.version,
    });
    expect(await onlineReceipts(txn.id)).toHaveLength(0);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(txn.id)), eq(auditLog.action, 'payment.refund_due')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.reason).toBe('paid twice: refund due');
  });

  it('when another dealer asks, the transaction and its attempts do not exist; finance may read them', async () => {
    const dealer = await ctx.dealer();
    const other = await ctx.dealer();
    const txn = await wonTransaction(dealer);
    const refused = await createPayment(other.headers, { transaction_id: txn.id });
    expect(refused.statusCode).toBe(404);
    const payment = (await createPayment(dealer.headers, { transaction_id: txn.id })).json().data;
    expect((await readPayment(other.headers, payment.id)).statusCode).toBe(404);

    const finance = await createUser(ctx.db, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['finance'],
    });
    const staff = { authorization: `Bearer ${await ctx.login(finance.email)}` };
    const read = await readPayment(staff, payment.id, '?include=floorstock_account');
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: payment.id, floorstock_account: null });
  });

  it('when the market takes no online payment, opening one is refused with 409', async () => {
    const dealer = await ctx.dealer();
    const txn = await wonTransaction(dealer, 'ID');
    const res = await createPayment(dealer.headers, { transaction_id: txn.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('online_payment_unavailable');
    expect(
      await ctx.db.select().from(onlinePayments).where(eq(onlinePayments.transactionId, txn.id)),
    ).toHaveLength(0);
  });

  it('when the return path leaves the site, opening a payment is refused as invalid', async () => {
    const dealer = await ctx.dealer();
    const txn = await wonTransaction(dealer);
    for (const returnPath of ['//evil.example/x', 'https://evil.example', '/a\\b', '/a b']) {
      const res = await createPayment(dealer.headers, {
        transaction_id: txn.id,
        return_path: returnPath,
      });
      expect(res.statusCode).toBe(422);
    }
    const res = await createPayment(dealer.headers, {
      transaction_id: txn.id,
      return_path: '/purchases/7?tab=pay',
    });
    expect(res.statusCode).toBe(201);
  });

  it('lists the caller group’s attempts for the auctions asked, newest first', async () => {
    const dealer = await ctx.dealer();
    const first = await wonTransaction(dealer);
    const second = await wonTransaction(dealer);
    const a = (await createPayment(dealer.headers, { transaction_id: first.id })).json().data;
    ctx.clock.advance(1_000);
    const b = (await createPayment(dealer.headers, { transaction_id: second.id })).json().data;
    const url = `/general/api/v2/transactions/online-payment/histories?auction_ids=${first.auctionId},${second.auctionId}`;

    const mine = await ctx.app.inject({ method: 'GET', url, headers: dealer.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((p: { id: number }) => p.id)).toEqual([b.id, a.id]);
    expect(mine.json().data[0]).toMatchObject({ auction_id: second.auctionId });

    const other = await ctx.dealer();
    const theirs = await ctx.app.inject({ method: 'GET', url, headers: other.headers });
    expect(theirs.json().data).toEqual([]);
  });
});

describe('online payment when the gateway does not answer', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    const deadPort = await freePort();
    ctx = await createTestContext({
      now: Date.now(),
      payments: {
        gatewayUrl: `http://127.0.0.1:${deadPort}`,
        merchantId: 'autobid',
        secret: SECRET,
        publicUrl: 'http://127.0.0.1:1',
      },
    });
  }, 60_000);
  afterAll(() => ctx?.close());

  it('answers 503 gateway_unavailable and ends the attempt as failed, so a later one can open', async () => {
    const dealer = await ctx.dealer();
    const seller = await createGroup(ctx.db, { kind: 'seller' });
    const auction = await createWonAuction(ctx.db, {
      sellerGroupId: seller.id,
      now: ctx.clock.now(),
      winner: dealer.user,
      amount: 40_000,
    });
    const [txn] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.auctionId, auction.id));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/general/api/v2/transactions/online-payment/hsbc/create-payment',
      headers: dealer.headers,
      payload: { transaction_id: txn!.id },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('gateway_unavailable');
    const attempts = await ctx.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.transactionId, txn!.id));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: 'failed' });
    expect(attempts[0]!.failureReason).toMatch(/^gateway_unavailable: unreachable/);
    expect(
      (await ctx.db.select().from(transactions).where(eq(transactions.id, txn!.id)))[0],
    ).toMatchObject({ status: 'awaiting_payment' });
  });
});
