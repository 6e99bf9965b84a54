import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allow } from '../access/access';
import { bids, idempotencyKeys, listingFiles, models } from '../db/schema';
import { pruneIdempotencyKeys } from '../jobs/prune-idempotency';
import { createIdempotencyRepository } from '../modules/idempotency/idempotency.repository';
import { requestHash } from '../modules/idempotency/request-hash';
import {
  createAuction,
  createGroup,
  createUser,
  findAuction,
  TEST_PASSWORD,
} from '../testing/factories';
import { buildJpeg } from '../testing/files';
import { listingInput } from '../testing/listing-input';
import { multipartFile } from '../testing/multipart';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { createTestContext, type TestContext } from '../testing/test-app';
import { createTestDatabase, testDatabaseKind } from '../testing/test-database';

const BIDS = '/auction/api/v2/dealers/bids';
const HOUR = 3_600_000;

describe('idempotency keys', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  /** Answers 500 on its first call and 200 after, counting its runs. */
  let flakyRuns = 0;
  beforeAll(async () => {
    ctx = await createTestContext();
    ctx.app.post('/test/flaky', allow('signedIn'), async () => {
      flakyRuns += 1;
      if (flakyRuns === 1) throw new Error('the first run fails');
      return { data: { run: flakyRuns } };
    });
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
  });
  afterAll(() => ctx.close());

  const newAuction = () =>
    createAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      timeEnd: new Date(ctx.clock.now() + 72 * HOUR),
    });
  const bid = (headers: Record<string, string>, key: string | null, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: BIDS,
      headers: key === null ? headers : { ...headers, 'idempotency-key': key },
      payload,
    });
  const ledger = async (auctionId: number) =>
    (await ctx.db.select().from(bids).where(eq(bids.auctionId, auctionId))).length;

  it('a retried bid with its key gets its first answer again, marked replayed, and the ledger holds one bid', async () => {
    const auction = await newAuction();
    const dealer = await ctx.dealer();
    const key = randomUUID();
    const first = await bid(dealer.headers, key, { auction_id: auction.id, amount: 20_000 });
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const retry = await bid(dealer.headers, key, { amount: 20_000, auction_id: auction.id });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toMatch(/^application\/json/);
    expect(retry.json()).toEqual(first.json());
    expect(await ledger(auction.id)).toBe(1);
    expect((await findAuction(ctx.db, auction.id)).bidCount).toBe(1);

    // Without a key the same retry is a new bid, refused as today.
    const unkeyed = await bid(dealer.headers, null, { auction_id: auction.id, amount: 20_000 });
    expect(unkeyed.statusCode).toBe(409);
    expect(unkeyed.json().code).toBe('already_winning');
  });

  it('a refusal is an answer too: the retry gets the same 422 again, marked replayed', async () => {
    const auction = await newAuction();
    const dealer = await ctx.dealer();
    const key = randomUUID();
    const first = await bid(dealer.headers, key, { auction_id: auction.id, amount: 100 });
    expect(first.statusCode).toBe(422);
    const retry = await bid(dealer.headers, key, { auction_id: auction.id, amount: 100 });
    expect(retry.statusCode).toBe(422);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
  });

  it('the same key with another body or on another route answers 422 idempotency_key_reused and changes nothing', async () => {
    const auction = await newAuction();
    const dealer = await ctx.dealer();
    const key = randomUUID();
    expect(
      (await bid(dealer.headers, key, { auction_id: auction.id, amount: 20_000 })).statusCode,
    ).toBe(200);

    const otherBody = await bid(dealer.headers, key, { auction_id: auction.id, amount: 20_400 });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(otherBody.json().message).toMatch(/already used for a different request/);

    const otherRoute = await ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v2/dealers/max-bids',
      headers: { ...dealer.headers, 'idempotency-key': key },
      payload: { auction_id: auction.id, amount: 20_000 },
    });
    expect(otherRoute.statusCode).toBe(422);
    expect(otherRoute.json().code).toBe('idempotency_key_reused');

    expect(await ledger(auction.id)).toBe(1);
    expect(await findAuction(ctx.db, auction.id)).toMatchObject({
      highestAmount: 20_000,
      bidCount: 1,
    });
  });

  it('duplicates sent at once run once: the others answer 409 idempotency_key_in_use or the replay, and the ledger holds one bid', async () => {
    const auction = await newAuction();
    const dealer = await ctx.dealer();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        bid(dealer.headers, key, { auction_id: auction.id, amount: 20_000 }),
      ),
    );
    const fresh = answers.filter(
      (a) => a.statusCode === 200 && a.headers['idempotent-replayed'] === undefined,
    );
    expect(fresh).toHaveLength(1);
    for (const other of answers.filter((a) => !fresh.includes(a))) {
      if (other.statusCode === 409) {
        expect(other.json().code).toBe('idempotency_key_in_use');
        expect(other.headers['retry-after']).toBe('1');
      } else {
        expect(other.statusCode).toBe(200);
        expect(other.headers['idempotent-replayed']).toBe('true');
      }
    }
    expect(await ledger(auction.id)).toBe(1);
  });

  it('a 5xx answer is not kept: the retry with the key runs again, and its answer is then kept', async () => {
    const caller = await ctx.dealer();
    const key = randomUUID();
    const call = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/test/flaky',
        headers: { ...caller.headers, 'idempotency-key': key },
        payload: {},
      });
    expect((await call()).statusCode).toBe(500);
    const second = await call();
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ data: { run: 2 } });
    const third = await call();
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(third.json()).toEqual({ data: { run: 2 } });
    expect(flakyRuns).toBe(2);
  });

  it('a key is kept 24 h: a day later the same key runs as a new request', async () => {
    const auction = await newAuction();
    const dealer = await ctx.dealer();
    const key = randomUUID();
    expect(
      (await bid(dealer.headers, key, { auction_id: auction.id, amount: 20_000 })).statusCode,
    ).toBe(200);
    ctx.clock.advance(23 * HOUR);
    const withinDay = await bid(dealer.headers, key, { auction_id: auction.id, amount: 20_400 });
    expect(withinDay.json().code).toBe('idempotency_key_reused');

    ctx.clock.advance(HOUR + 1);
    // The session ends after a day too.
    const headers = { authorization: `Bearer ${await ctx.login(dealer.user.email)}` };
    const dayLater = await bid(headers, key, { auction_id: auction.id, amount: 20_400 });
    expect(dayLater.statusCode).toBe(409);
    expect(dayLater.json().code).toBe('already_winning');
    expect(dayLater.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keys are per user: another dealer with the same key bids normally', async () => {
    const auction = await newAuction();
    const [a, b] = [await ctx.dealer(), await ctx.dealer()];
    const key = randomUUID();
    expect((await bid(a.headers, key, { auction_id: auction.id, amount: 20_000 })).statusCode).toBe(
      200,
    );
    const other = await bid(b.headers, key, { auction_id: auction.id, amount: 20_200 });
    expect(other.statusCode).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json().data.auction.position).toBe('winning');
    expect(await ledger(auction.id)).toBe(2);
  });

  it('a malformed key answers 422 with a clear message and places no bid', async () => {
    const auction = await newAuction();
    const dealer = await ctx.dealer();
    for (const key of ['x'.repeat(256), 'clé-ü']) {
      const res = await bid(dealer.headers, key, { auction_id: auction.id, amount: 20_000 });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
      expect(res.json().message).toMatch(/Idempotency-Key/);
    }
    expect(await ledger(auction.id)).toBe(0);
  });

  it('a key left unanswered by a node that died answers 409 in use for 60 s, then a retry takes it over and the bid path answers by its own rule', async () => {
    const auction = await newAuction();
    const dealer = await ctx.dealer();
    const payload = { auction_id: auction.id, amount: 20_000 };
    // The bid committed, then its node died before it could keep the answer.
    expect((await bid(dealer.headers, null, payload)).statusCode).toBe(200);
    const key = randomUUID();
    await createIdempotencyRepository(ctx.db).insert({
      userId: dealer.user.id,
      key,
      method: 'POST',
      path: BIDS,
      requestHash: requestHash({
        method: 'POST',
        path: BIDS,
        query: '',
        contentType: 'application/json',
        body: payload,
      }),
      lockedBy: 'gone-node/req-1',
      now: new Date(ctx.clock.now()),
    });

    const soon = await bid(dealer.headers, key, payload);
    expect(soon.statusCode).toBe(409);
    expect(soon.json().code).toBe('idempotency_key_in_use');

    ctx.clock.advance(61_000);
    const later = await bid(dealer.headers, key, payload);
    expect(later.statusCode).toBe(409);
    expect(later.json().code).toBe('already_winning');
    expect(await ledger(auction.id)).toBe(1);
    const again = await bid(dealer.headers, key, payload);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('a retried upload with its key gets its first answer again and stores one file', async () => {
    const group = await createGroup(ctx.db, { kind: 'seller' });
    const seller = await createUser(ctx.db, { role: 'seller', activeGroupId: group.id });
    const headers = { authorization: `Bearer ${await ctx.login(seller.email)}` };
    const [model] = await ctx.db.select({ id: models.id }).from(models).limit(1);
    const listing = await ctx.app.inject({
      method: 'POST',
      url: '/portal/api/v2/sellers/listings',
      headers,
      payload: listingInput({ model_id: model!.id, chassis_number: 'IDEMPOTENT-1000' }),
    });
    const listingId = listing.json().data.id as number;
    const photo = multipartFile(await buildJpeg(60, 40));
    const key = randomUUID();
    const upload = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/portal/api/v2/sellers/listings/${listingId}/photos`,
        headers: { ...headers, ...photo.headers, 'idempotency-key': key },
        payload: photo.payload,
      });
    const first = await upload();
    expect(first.statusCode).toBeLessThan(300);
    const retry = await upload();
    expect(retry.statusCode).toBe(first.statusCode);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const stored = await ctx.db
      .select()
      .from(listingFiles)
      .where(eq(listingFiles.listingId, listingId));
    expect(stored).toHaveLength(1);
  });

  it('keys older than 24 h are pruned, younger ones kept', async () => {
    const dealer = await ctx.dealer();
    const repo = createIdempotencyRepository(ctx.db);
    const row = (key: string, ageMs: number) => ({
      userId: dealer.user.id,
      key,
      method: 'POST',
      path: '/x',
      requestHash: 'h',
      lockedBy: 'n/1',
      now: new Date(ctx.clock.now() - ageMs),
    });
    await repo.insert(row('old-key', 24 * HOUR + 1));
    await repo.insert(row('young-key', 23 * HOUR));
    expect(await pruneIdempotencyKeys(ctx.db, ctx.clock)).toBeGreaterThanOrEqual(1);
    const left = await ctx.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, dealer.user.id));
    expect(left.map((r) => r.key)).toEqual(['young-key']);
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')(
  'idempotency keys across two server processes on one PostgreSQL',
  () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let nodes: ServerProcess[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      const env = { DATABASE_URL: database.url!, CLOCK_ENABLED: 'false' };
      nodes = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    }, 200_000);

    afterAll(async () => {
      await Promise.all(nodes.map((node) => node.stop()));
      await database?.close();
    });

    it('a bid retried at the other node gets the first answer, marked replayed, and the ledger holds one bid', async () => {
      const db = database.db;
      const seller = await createGroup(db, { kind: 'seller' });
      const dealer = await createUser(db);
      const auction = await createAuction(db, { sellerGroupId: seller.id, now: Date.now() });
      const [nodeA, nodeB] = nodes as [ServerProcess, ServerProcess];
      const signIn = await fetch(`${nodeA.url}/auction/api/v1/loginByEmail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: dealer.email, password: TEST_PASSWORD }),
      });
      const token = ((await signIn.json()) as { data: { access_token: string } }).data.access_token;
      const key = randomUUID();
      const bidAt = (node: ServerProcess) =>
        fetch(`${node.url}${BIDS}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': key,
          },
          body: JSON.stringify({ auction_id: auction.id, amount: 20_000 }),
        });

      const first = await bidAt(nodeA);
      expect(first.status).toBe(200);
      const firstBody: unknown = await first.json();
      const retry = await bidAt(nodeB);
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(await retry.json()).toEqual(firstBody);
      expect(await db.select().from(bids).where(eq(bids.auctionId, auction.id))).toHaveLength(1);
    }, 60_000);
  },
);
