import { spawn, type ChildProcess } from 'node:child_process';
import { EVENTS } from '@autobid/contract';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  auctions,
  auctionSessions,
  listings,
  notices,
  noticesUnpublished,
  transactions,
} from '../../db/schema';
import { RawClient, startTestHub, type TestHub } from '../../realtime/test-support';
import {
  createAuction,
  createGroup,
  createUser,
  createWonAuction,
  TEST_PASSWORD,
} from '../../testing/factories';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { createTestDatabase, testDatabaseKind } from '../../testing/test-database';
import { sessionWorld } from '../sale-sessions/session-test-kit';

/** This suite's own Redis, started and stopped here (never the shared one). */
const REDIS_PORT = 56391;
const GENERAL_KEY = 'autobid-general';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

async function signIn(server: ServerProcess, email: string): Promise<string> {
  const res = await fetch(`${server.url}/auction/api/v1/loginByEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

function placeBid(server: ServerProcess, token: string, auctionId: number, amount: number) {
  return fetch(`${server.url}/auction/api/v2/dealers/bids`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ auction_id: auctionId, amount }),
  });
}

/** A raw Pusher client on a server process, subscribed to the dealer's private channel through the real auth endpoint. */
async function listenOnServer(
  server: ServerProcess,
  token: string,
  channel: string,
): Promise<RawClient> {
  const client = await RawClient.open(
    `ws://127.0.0.1:${server.port}/app/${GENERAL_KEY}?protocol=7&client=js&version=8.6.0`,
  );
  const res = await fetch(`${server.url}/general/api/v2/broadcasting/auth`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ socket_id: client.socketId, channel_name: channel }),
  });
  const { auth } = (await res.json()) as { auth: string };
  const answer = await client.subscribe(channel, auth);
  if (answer.event !== 'pusher_internal:subscription_succeeded')
    throw new Error(`could not subscribe: ${JSON.stringify(answer)}`);
  return client;
}

function noticeIdsOf(client: RawClient, channel: string, event: string): number[] {
  return client.frames
    .filter((f) => f.channel === channel && f.event === event)
    .map((f) => (f.data as { notice_id: number }).notice_id);
}

async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached in ${timeoutMs} ms: ${String(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function startRedis(): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
  });
}

function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGKILL') {
  return new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

describe.skipIf(testDatabaseKind() !== 'postgres')(
  'private notices are delivered at least once across crashes and Redis outages',
  () => {
    let database: TestDatabase;
    const servers: ServerProcess[] = [];
    const clients: RawClient[] = [];
    const hubs: TestHub[] = [];
    let redis: ChildProcess | undefined;
    afterEach(async () => {
      for (const client of clients.splice(0)) client.close();
      for (const hub of hubs.splice(0)) await hub.close();
      await Promise.all(servers.splice(0).map((s) => s.stop('SIGKILL')));
      await stopProcess(redis);
    });
    afterAll(async () => {
      await database?.close();
    });

    /** A purchase won by a new buyer, and a finance account to move it. */
    async function wonPurchase() {
      const { db } = await setUp();
      const seller = await createGroup(db, { kind: 'seller' });
      const buyer = await createUser(db);
      const staff = await createUser(db, {
        role: 'staff',
        activeGroupId: null,
        staffRoles: ['finance'],
      });
      const won = await createWonAuction(db, {
        sellerGroupId: seller.id,
        now: Date.now(),
        winner: buyer,
        amount: 30_000,
      });
      const [trx] = await db.select().from(transactions).where(eq(transactions.auctionId, won.id));
      return { db, buyer, staff, trx };
    }

    async function setUp() {
      database ??= await createTestDatabase();
      const db = database.db;
      const seller = await createGroup(db, { kind: 'seller' });
      const auction = await createAuction(db, {
        sellerGroupId: seller.id,
        now: Date.now(),
        timeEnd: new Date(Date.now() + 3_600_000),
      });
      const [a, b] = [await createUser(db), await createUser(db)];
      /** The user's notices still in the queue of unpublished ones. */
      const unpublished = (userId: number) =>
        db
          .select(getTableColumns(notices))
          .from(notices)
          .innerJoin(noticesUnpublished, eq(noticesUnpublished.id, notices.id))
          .where(eq(notices.userId, userId));
      return { db, auction, a, b, unpublished };
    }

    it('a notice committed by a node killed (kill -9) before it published is sent by the relay of the node still running, and is listed after the restart', async () => {
      const { db, auction, a, b, unpublished } = await setUp();
      const env = { DATABASE_URL: database.url! };
      const survivor = await startServerProcess(env);
      servers.push(survivor);
      const doomed = await startServerProcess({
        ...env,
        AUTOBID_TEST_CRASH_BEFORE_NOTICE_RELAY: '1',
      });
      servers.push(doomed);
      const [tokenA, tokenB] = [await signIn(survivor, a.email), await signIn(survivor, b.email)];
      const channel = `private-user.${a.id}`;
      const client = await listenOnServer(survivor, tokenA, channel);
      clients.push(client);
      // The first bid outbids nobody: no notice, the doomed node lives on.
      expect((await placeBid(doomed, tokenA, auction.id, 20_000)).status).toBe(200);

      const exited = new Promise((resolve) => doomed.child.once('exit', (_c, s) => resolve(s)));
      // The outbid commits, then the node dies before publishing: the answer never comes.
      await expect(placeBid(doomed, tokenB, auction.id, 20_200)).rejects.toThrow();
      expect(await exited).toBe('SIGKILL');
      const [row] = await db.select().from(notices).where(eq(notices.userId, a.id));
      expect(row).toMatchObject({ event: 'bid.outbid' });
      expect((await unpublished(a.id)).map((queued) => queued.id)).toEqual([row!.id]);

      const frame = await client.waitFor((f) => f.channel === channel && f.event === 'bid.outbid', {
        timeoutMs: 15_000,
      });
      expect(frame.data).toEqual({ ...row!.data, notice_id: row!.id });
      await waitFor(
        () => unpublished(a.id),
        (rows) => rows.length === 0,
        5_000,
      );

      // The node comes back; the dealer's list holds the notice it never got from it.
      const restarted = await startServerProcess(env);
      servers.push(restarted);
      const listed = await fetch(`${restarted.url}/general/api/v2/notifications`, {
        headers: { authorization: `Bearer ${tokenA}` },
      });
      expect(((await listed.json()) as { data: { id: number }[] }).data.map((n) => n.id)).toEqual([
        row!.id,
      ]);
      expect(noticeIdsOf(client, channel, 'bid.outbid')).toEqual([row!.id]);
    }, 120_000);

    it('a transaction change committed by a node killed (kill -9) before it published still tells the buyer: the running node relays transaction.updated, and the restarted node lists it', async () => {
      const { db, buyer, staff, trx } = await wonPurchase();
      const env = { DATABASE_URL: database.url! };
      const survivor = await startServerProcess(env);
      servers.push(survivor);
      const doomed = await startServerProcess({
        ...env,
        AUTOBID_TEST_CRASH_BEFORE_NOTICE_RELAY: '1',
      });
      servers.push(doomed);
      const [buyerToken, staffToken] = [
        await signIn(survivor, buyer.email),
        await signIn(survivor, staff.email),
      ];
      const channel = `private-user.${buyer.id}`;
      const client = await listenOnServer(survivor, buyerToken, channel);
      clients.push(client);

      const exited = new Promise((resolve) => doomed.child.once('exit', (_c, s) => resolve(s)));
      // Finance cancels the sale; it commits, then the node dies before publishing.
      await expect(
        fetch(`${doomed.url}/portal/api/v2/staff/transactions/${trx!.id}/cancel`, {
          method: 'POST',
          headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ reason: 'The buyer asked to cancel' }),
        }),
      ).rejects.toThrow();
      expect(await exited).toBe('SIGKILL');
      const [after] = await db.select().from(transactions).where(eq(transactions.id, trx!.id));
      expect(after!.status).toBe('cancelled');
      const [row] = await db.select().from(notices).where(eq(notices.userId, buyer.id));
      expect(row).toMatchObject({
        event: EVENTS.transactionUpdated,
        data: { id: trx!.id, status: 'cancelled', version: after!.version },
      });
      const stillQueued = await db
        .select()
        .from(noticesUnpublished)
        .where(eq(noticesUnpublished.id, row!.id));
      expect(stillQueued).toEqual([{ id: row!.id }]);

      const frame = await client.waitFor(
        (f) => f.channel === channel && f.event === EVENTS.transactionUpdated,
        { timeoutMs: 15_000 },
      );
      expect(frame.data).toEqual({ ...row!.data, notice_id: row!.id });

      const restarted = await startServerProcess(env);
      servers.push(restarted);
      const listed = await fetch(`${restarted.url}/general/api/v2/notifications`, {
        headers: { authorization: `Bearer ${buyerToken}` },
      });
      expect(((await listed.json()) as { data: { id: number }[] }).data.map((n) => n.id)).toEqual([
        row!.id,
      ]);
    }, 120_000);

    it('a node killed (kill -9) while the notice of a transaction change waits to be written leaves no committed change without its notice', async () => {
      const { db, buyer, staff, trx } = await wonPurchase();
      const node = await startServerProcess({ DATABASE_URL: database.url! });
      servers.push(node);
      const staffToken = await signIn(node, staff.email);
      // Another session holds the notices table, so the notice's insert waits: the node is killed
      // at that moment, between its change and the write of its notice.
      const holder = new pg.Client({ connectionString: database.url! });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('lock table notices in share mode');
        const answer = fetch(`${node.url}/portal/api/v2/staff/transactions/${trx!.id}/cancel`, {
          method: 'POST',
          headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ reason: 'The buyer asked to cancel' }),
        }).catch(() => null);
        await waitFor(
          async () => {
            // Inside a transaction the statistics are read once: read them afresh each time.
            await holder.query('select pg_stat_clear_snapshot()');
            return (
              await holder.query(
                `select count(*)::int as n from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'
                    and query ilike '%insert into "notices"%'`,
              )
            ).rows[0].n as number;
          },
          (n) => n > 0,
          15_000,
        );
        await node.stop('SIGKILL');
        expect(await answer).toBeNull();
        // The database drops the dead node's connections, as it does once it sees the client gone,
        // so the statement still waiting never runs.
        await holder.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()
              and query ilike '%insert into "notices"%'`,
        );
      } finally {
        await holder.query('rollback');
        await holder.end();
      }

      const [after] = await db.select().from(transactions).where(eq(transactions.id, trx!.id));
      const written = await db.select().from(notices).where(eq(notices.userId, buyer.id));
      // The change and its notice commit together or not at all: here neither did.
      expect({ status: after!.status, notices: written.length }).toEqual({
        status: 'awaiting_payment',
        notices: 0,
      });
    }, 120_000);

    it('a Redis restart loses no private notice: one published while Redis is down reaches a subscriber on another node once Redis is back', async () => {
      const { auction, a, b, unpublished } = await setUp();
      redis = await startRedis();
      const redisUrl = `redis://127.0.0.1:${REDIS_PORT}`;
      const node = await startServerProcess({
        DATABASE_URL: database.url!,
        REDIS_URL: redisUrl,
        REALTIME_GENERAL_SECRET: 'notices-test-general-secret-0123456789',
        REALTIME_AUCTION_SECRET: 'notices-test-auction-secret-0123456789',
      });
      servers.push(node);
      // Another node of the cluster: a hub on the same Redis with a dealer's socket on it.
      const other = await startTestHub({ redisUrl });
      hubs.push(other);
      const channel = `private-user.${a.id}`;
      const client = await RawClient.open(
        other.url('general-test-key', 'protocol=7&client=js&version=8.6.0'),
      );
      clients.push(client);
      const { auth } = other.hub.authorizeChannel('general', client.socketId, channel);
      expect((await client.subscribe(channel, auth)).event).toBe(
        'pusher_internal:subscription_succeeded',
      );
      const [tokenA, tokenB] = [await signIn(node, a.email), await signIn(node, b.email)];

      expect((await placeBid(node, tokenA, auction.id, 20_000)).status).toBe(200);
      expect((await placeBid(node, tokenB, auction.id, 20_200)).status).toBe(200);
      await client.waitFor((f) => f.channel === channel && f.event === 'bid.outbid', {
        timeoutMs: 10_000,
      });
      const first = noticeIdsOf(client, channel, 'bid.outbid');
      expect(first).toHaveLength(1);
      expect((await placeBid(node, tokenA, auction.id, 20_400)).status).toBe(200);

      await stopProcess(redis);
      // The bid is taken while Redis is down; its notice cannot go out and stays unpublished.
      expect((await placeBid(node, tokenB, auction.id, 20_600)).status).toBe(200);
      const [missed] = await waitFor(
        () => unpublished(a.id),
        (rows) => rows.length === 1,
        5_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(await unpublished(a.id)).toHaveLength(1);
      expect(noticeIdsOf(client, channel, 'bid.outbid')).toEqual(first);

      redis = await startRedis();
      const frame = await client.waitFor(
        (f) =>
          f.channel === channel &&
          f.event === 'bid.outbid' &&
          (f.data as { notice_id: number }).notice_id === missed!.id,
        { timeoutMs: 30_000 },
      );
      expect(frame.data).toEqual({ ...missed!.data, notice_id: missed!.id });
      await waitFor(
        () => unpublished(a.id),
        (rows) => rows.length === 0,
        20_000,
      );
    }, 120_000);
  },
);

/**
 * A notice is written in the transaction of its change (docs/notifications.md): when the notice
 * cannot be written, the change does not commit either, so no committed change lacks its notice.
 * The database is made to refuse every notice for a moment to show it.
 */
describe('notices of transaction and sale-session changes are written with the change', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.db.execute(sql`
      create function refuse_notices_for_test() returns trigger language plpgsql as $$
      begin
        raise exception 'notices refused by the test';
      end $$
    `);
  });
  afterAll(() => ctx.close());

  /** Runs `work` while every insert into notices fails. */
  async function whileNoticesFail<T>(work: () => Promise<T>): Promise<T> {
    await ctx.db.execute(sql`
      create trigger refuse_notices before insert on notices
      for each statement execute function refuse_notices_for_test()
    `);
    try {
      return await work();
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_notices on notices`);
    }
  }

  const noticesOf = (where: ReturnType<typeof eq>) =>
    ctx.db.select().from(notices).where(where).orderBy(notices.id);

  it('a transaction change whose transaction.updated cannot be written does not commit; once it can, the change and its notice commit together', async () => {
    const seller = await createGroup(ctx.db, { kind: 'seller' });
    const buyer = await ctx.dealer();
    const staff = await createUser(ctx.db, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['finance'],
    });
    const finance = { authorization: `Bearer ${await ctx.login(staff.email)}` };
    const won = await createWonAuction(ctx.db, {
      sellerGroupId: seller.id,
      now: ctx.clock.now(),
      winner: buyer.user,
      amount: 30_000,
    });
    const [trx] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.auctionId, won.id));
    const cancel = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/portal/api/v2/staff/transactions/${trx!.id}/cancel`,
        headers: finance,
        payload: { reason: 'The buyer asked to cancel' },
      });
    const statusOf = async () =>
      (await ctx.db.select().from(transactions).where(eq(transactions.id, trx!.id)))[0]!;

    const refused = await whileNoticesFail(cancel);
    expect(refused.statusCode).toBe(500);
    expect(await statusOf()).toMatchObject({ status: 'awaiting_payment', version: trx!.version });
    expect(await noticesOf(eq(notices.userId, buyer.user.id))).toEqual([]);

    const before = ctx.published.length;
    expect((await cancel()).statusCode).toBe(200);
    const after = await statusOf();
    expect(after.status).toBe('cancelled');
    const [row, ...more] = await noticesOf(eq(notices.userId, buyer.user.id));
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      event: EVENTS.transactionUpdated,
      channel: `private-user.${buyer.user.id}`,
      data: { id: trx!.id, status: 'cancelled', version: after.version },
    });
    expect(
      ctx.published.slice(before).filter((e) => e.event === EVENTS.transactionUpdated),
    ).toEqual([
      {
        app: 'general',
        channel: `private-user.${buyer.user.id}`,
        event: EVENTS.transactionUpdated,
        data: { ...row!.data, notice_id: row!.id },
      },
    ]);
  });

  /** A session with one approved listing scheduled in it, and the seller group's stage notices. */
  async function scheduledLot() {
    const world = await sessionWorld(ctx);
    const session = await world.createSession();
    const listing = await world.approvedListing();
    expect((await world.schedule(session.id, listing.id)).statusCode).toBe(201);
    const [lot] = await ctx.db.select().from(auctions).where(eq(auctions.sessionId, session.id));
    const stageNotices = () =>
      noticesOf(
        and(eq(notices.groupId, world.group.id), eq(notices.event, EVENTS.sellerAuctionStage))!,
      );
    return { world, session, listing, lot, stageNotices };
  }

  it('a sale-session cancel whose seller notices cannot be written leaves the session and its lot as they were; once they can, each lot tells its seller group', async () => {
    const { world, session, lot, stageNotices: sellerStage } = await scheduledLot();
    const scheduledNotices = await sellerStage();
    const cancel = () =>
      world.send('POST', `/portal/api/v2/staff/sessions/${session.id}/cancel`, world.operations, {
        reason: 'The hall is closed for repairs',
      });

    const refused = await whileNoticesFail(cancel);
    expect(refused.statusCode).toBe(500);
    const [kept] = await ctx.db
      .select()
      .from(auctionSessions)
      .where(eq(auctionSessions.id, session.id));
    expect(kept!.status).not.toBe('cancelled');
    expect((await ctx.db.select().from(auctions).where(eq(auctions.id, lot!.id)))[0]!.status).toBe(
      lot!.status,
    );
    // No notice was added (the earlier ones may have been marked published meanwhile).
    expect((await sellerStage()).map((n) => n.id)).toEqual(scheduledNotices.map((n) => n.id));

    expect((await cancel()).statusCode).toBe(200);
    const [cancelled] = await ctx.db.select().from(auctions).where(eq(auctions.id, lot!.id));
    expect(cancelled!.status).toBe('cancelled');
    const added = (await sellerStage()).slice(scheduledNotices.length);
    expect(added.map((n) => n.data)).toEqual([
      {
        auction_id: lot!.id,
        status: 'cancelled',
        stage: expect.any(String),
        updated_at: cancelled!.updatedAt.toISOString(),
        car: { year: 2021, make: expect.any(String), model: expect.any(String) },
      },
    ]);
  });

  it('a seller withdrawing a scheduled car whose stage notice cannot be written keeps the listing and its lot; once it can, the withdrawal and the notice commit together', async () => {
    const { world, listing, lot, stageNotices } = await scheduledLot();
    const known = (await stageNotices()).length;
    const withdraw = () =>
      world.send('POST', `/portal/api/v2/sellers/listings/${listing.id}/withdraw`, world.seller);

    expect((await whileNoticesFail(withdraw)).statusCode).toBe(500);
    const [kept] = await ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(kept!.status).toBe('scheduled');
    expect((await stageNotices()).length).toBe(known);

    expect((await withdraw()).statusCode).toBe(200);
    const [cancelled] = await ctx.db.select().from(auctions).where(eq(auctions.id, lot!.id));
    expect(cancelled!.status).toBe('cancelled');
    expect((await stageNotices()).slice(known).map((n) => n.data)).toMatchObject([
      { auction_id: lot!.id, status: 'cancelled' },
    ]);
  });
});
