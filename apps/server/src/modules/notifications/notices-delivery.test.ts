import { spawn, type ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { notices } from '../../db/schema';
import { RawClient, startTestHub, type TestHub } from '../../realtime/test-support';
import { createAuction, createGroup, createUser, TEST_PASSWORD } from '../../testing/factories';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';
import { createTestDatabase, testDatabaseKind } from '../../testing/test-database';

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
      const unpublished = async (userId: number) =>
        (await db.select().from(notices).where(eq(notices.userId, userId))).filter(
          (row) => row.publishedAt === null,
        );
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
      expect(row).toMatchObject({ event: 'bid.outbid', publishedAt: null });

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
