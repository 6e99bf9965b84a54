import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, makes, models, notices, noticesUnpublished } from '../../db/schema';
import { createAuction, createGroup, createUser } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { sessionWorld } from '../sale-sessions/session-test-kit';
import { createNoticeOutbox } from './notice-outbox';
import { pruneNotices, KEEP_NOTICES_MS } from './notices-pruning';

const LIST = '/general/api/v2/notifications';
const READ = '/general/api/v2/notifications/read';

/** A dealer's bid over HTTP. */
const placeBid = (
  ctx: TestContext,
  headers: Record<string, string>,
  auctionId: number,
  amount: number,
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/auction/api/v2/dealers/bids',
    headers,
    payload: { auction_id: auctionId, amount },
  });

describe('private notices: written with their change, relayed at least once, listed', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
  });
  afterAll(() => ctx.close());

  const bid = (headers: Record<string, string>, auctionId: number, amount: number) =>
    placeBid(ctx, headers, auctionId, amount);
  const list = (headers: Record<string, string>, query = '') =>
    ctx.app.inject({ method: 'GET', url: `${LIST}${query}`, headers });
  const rowsOf = (userId: number) =>
    ctx.db.select().from(notices).where(eq(notices.userId, userId)).orderBy(notices.id);
  /** Which of `ids` are still in the queue of unpublished notices. */
  const stillQueued = async (ids: number[]) =>
    (
      await ctx.db
        .select()
        .from(noticesUnpublished)
        .where(inArray(noticesUnpublished.id, ids))
        .orderBy(noticesUnpublished.id)
    ).map((row) => row.id);
  /** From now on, every statement that deletes from the queue records how many rows it took. */
  const countMarkStatements = async () => {
    await ctx.db.execute(
      sql.raw('create table mark_statements (id serial primary key, taken int not null)'),
    );
    await ctx.db.execute(
      sql.raw(`create function count_mark_statement() returns trigger language plpgsql as $$
        begin insert into mark_statements (taken) select count(*) from gone; return null; end $$`),
    );
    await ctx.db.execute(
      sql.raw(`create trigger count_mark_statement after delete on notices_unpublished
        referencing old table as gone for each statement execute function count_mark_statement()`),
    );
  };
  const markStatements = async () =>
    (
      (await ctx.db.execute(sql.raw('select taken from mark_statements order by id'))) as {
        rows: { taken: number }[];
      }
    ).rows.map((row) => Number(row.taken));
  // Longer than the outbox waits to mark what it relayed (100 ms).
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('an outbid writes its notice with the bid; the live event carries the row id and the notice leaves the queue of unpublished ones', async () => {
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const a = await ctx.dealer();
    const b = await ctx.dealer();
    expect((await bid(a.headers, auction.id, 20_000)).statusCode).toBe(200);
    const before = ctx.published.length;
    expect((await bid(b.headers, auction.id, 20_200)).statusCode).toBe(200);
    await settle();

    const [row, ...more] = await rowsOf(a.user.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      app: 'general',
      channel: `private-user.${a.user.id}`,
      event: 'bid.outbid',
      data: { auction_id: auction.id, amount: 20_200, your_amount: 20_000 },
      groupId: null,
    });
    expect(await stillQueued([row!.id])).toEqual([]);
    const live = ctx.published.slice(before).filter((e) => e.event === 'bid.outbid');
    expect(live).toEqual([
      {
        app: 'general',
        channel: `private-user.${a.user.id}`,
        event: 'bid.outbid',
        data: { ...row!.data, notice_id: row!.id },
      },
    ]);
    // The public update is as it always was: no notice row, no notice id.
    const update = ctx.published.slice(before).find((e) => e.channel === `auction.${auction.id}`);
    expect(update?.data).not.toHaveProperty('notice_id');
  });

  it('a notice queued in a transaction that rolls back is never written nor sent', async () => {
    const a = await ctx.dealer();
    const before = ctx.published.length;
    await expect(
      ctx.db.transaction(async (tx) => {
        await ctx.app.notices.write(tx, [
          { userId: a.user.id, event: 'auction.won', data: { auction_id: 1 } },
        ]);
        throw new Error('the change failed half-way');
      }),
    ).rejects.toThrow('half-way');
    expect(await rowsOf(a.user.id)).toEqual([]);
    expect(ctx.published.slice(before)).toEqual([]);
  });

  it('a rejected bid writes no notice', async () => {
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const a = await ctx.dealer();
    const b = await ctx.dealer();
    await bid(a.headers, auction.id, 20_000);
    const [{ n: before }] = (await ctx.db.select({ n: count() }).from(notices)) as [{ n: number }];
    expect((await bid(b.headers, auction.id, 19_000)).statusCode).toBe(422);
    const [{ n: after }] = (await ctx.db.select({ n: count() }).from(notices)) as [{ n: number }];
    expect(after).toBe(before);
  });

  it('notices relayed after separate commits a moment apart are marked published together, in one statement', async () => {
    const a = await ctx.dealer();
    // An outbox of its own with a wide window, so a slow machine cannot split the moment.
    const outbox = createNoticeOutbox({
      db: ctx.db,
      clock: ctx.clock,
      publish: async () => {},
      log: { warn: () => {}, error: () => {} },
      markDelayMs: 1_000,
    });
    const commit = (amount: number) =>
      ctx.db.transaction((tx) =>
        outbox.write(tx, [
          { userId: a.user.id, event: 'auction.won', data: { auction_id: 9, amount } },
        ]),
      );
    const committed = [await commit(30_000), await commit(31_000), await commit(32_000)];
    await countMarkStatements();
    // Three relays a millisecond apart, each given its turn of the event loop to publish (and, if
    // it marked on its own, to mark), as three commits of a busy moment would make them.
    for (const queued of committed) {
      outbox.relay(queued);
      await new Promise((resolve) => setImmediate(resolve));
      ctx.clock.advance(1);
    }
    await outbox.idle();
    const ids = committed.flat().map((row) => row.id!);
    expect(ids).toHaveLength(3);
    expect(await stillQueued(ids)).toEqual([]);
    // Each statement that deleted from the queue, and how many rows it took: one statement of three.
    expect(await markStatements()).toEqual([3]);
  });

  it('a notice committed but never relayed (the process died) is sent by the relay loop once its grace is over, and only once', async () => {
    const a = await ctx.dealer();
    const [queued] = await ctx.db.transaction((tx) =>
      ctx.app.notices.write(tx, [
        { userId: a.user.id, event: 'auction.won', data: { auction_id: 7, amount: 30_000 } },
      ]),
    );
    const before = ctx.published.length;
    // Within the grace the relay that follows the commit is trusted to send it.
    expect(await ctx.app.notices.relayPending()).toBe(0);
    ctx.clock.advance(3_000);
    expect(await ctx.app.notices.relayPending()).toBe(1);
    expect(ctx.published.slice(before)).toEqual([
      {
        app: 'general',
        channel: `private-user.${a.user.id}`,
        event: 'auction.won',
        data: { auction_id: 7, amount: 30_000, notice_id: queued!.id },
      },
    ]);
    expect(await stillQueued([queued!.id!])).toEqual([]);
    expect(await ctx.app.notices.relayPending()).toBe(0);
  });

  it('the list holds only the caller’s own notices and their group’s, newest first, paged, and after_id catches up', async () => {
    const a = await ctx.dealer();
    const other = await ctx.dealer();
    const groupId = a.user.activeGroupId!;
    await ctx.db.transaction((tx) =>
      ctx.app.notices.write(tx, [
        { userId: a.user.id, event: 'bid.outbid', data: { auction_id: 1, amount: 1 } },
        { userId: other.user.id, event: 'bid.outbid', data: { auction_id: 1, amount: 2 } },
        { groupId, event: 'seller.offer_answered', data: { auction_id: 1 } },
        { userId: a.user.id, event: 'auction.won', data: { auction_id: 2, amount: 3 } },
        { groupId: other.user.activeGroupId!, event: 'seller.offer_answered', data: {} },
      ]),
    );
    const all = await list(a.headers);
    expect(all.statusCode).toBe(200);
    const body = all.json<{
      data: { id: number; event: string; data: object; created_at: string; read_at: null }[];
      meta: unknown;
    }>();
    expect(body.data.map((n) => n.event)).toEqual([
      'auction.won',
      'seller.offer_answered',
      'bid.outbid',
    ]);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      event: 'auction.won',
      data: { auction_id: 2, amount: 3 },
      created_at: new Date(ctx.clock.now()).toISOString(),
      read_at: null,
    });
    expect(body.meta).toEqual({
      pagination: { total: 3, per_page: 20, current_page: 1, last_page: 1 },
      unread: 3,
    });
    const ids = body.data.map((n) => n.id);

    const page2 = (await list(a.headers, '?per_page=2&page=2')).json();
    expect(page2.data.map((n: { id: number }) => n.id)).toEqual([ids[2]]);
    expect(page2.meta.pagination).toEqual({
      total: 3,
      per_page: 2,
      current_page: 2,
      last_page: 2,
    });

    const missed = (await list(a.headers, `?after_id=${ids[2]}`)).json();
    expect(missed.data.map((n: { id: number }) => n.id)).toEqual([ids[0], ids[1]]);
    expect((await list(a.headers, `?after_id=${ids[0]}`)).json().data).toEqual([]);

    const theirs = (await list(other.headers)).json();
    expect(theirs.data.map((n: { event: string }) => n.event)).toEqual([
      'seller.offer_answered',
      'bid.outbid',
    ]);
  });

  it('signed out, the list answers 401', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
  });

  it.each([
    ['after_id=abc', 'after_id'],
    ['after_id=-1', 'after_id'],
    ['after_id=99999999999999999', 'after_id'],
    ['page=0', 'page'],
    ['per_page=101', 'per_page'],
  ])('a bad query (%s) is a 422 naming the field', async (query, field) => {
    const a = await ctx.dealer();
    const res = await list(a.headers, `?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(field);
  });

  it('pruning deletes notices older than 30 days and keeps newer ones', async () => {
    const a = await ctx.dealer();
    const now = ctx.clock.now();
    await ctx.db.insert(notices).values([
      {
        app: 'general',
        channel: `private-user.${a.user.id}`,
        event: 'bid.outbid',
        data: { old: true },
        userId: a.user.id,
        createdAt: new Date(now - KEEP_NOTICES_MS - 60_000),
      },
      {
        app: 'general',
        channel: `private-user.${a.user.id}`,
        event: 'bid.outbid',
        data: { old: false },
        userId: a.user.id,
        createdAt: new Date(now - KEEP_NOTICES_MS + 60_000),
      },
    ]);
    expect(await pruneNotices(ctx.db, new Date(now))).toBeGreaterThanOrEqual(1);
    expect((await rowsOf(a.user.id)).map((r) => r.data)).toEqual([{ old: false }]);
  });
});

describe('mark as read: the caller’s notices, and only theirs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const read = (headers: Record<string, string> | undefined, payload: object) =>
    ctx.app.inject({ method: 'POST', url: READ, headers: headers ?? {}, payload });
  const list = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: LIST, headers });
  const readAtOf = async (id: number) =>
    (await ctx.db.select().from(notices).where(eq(notices.id, id)))[0]!.readAt;
  /** Writes notices as their changes do; answers their ids in input order. */
  const write = async (rows: Parameters<TestContext['app']['notices']['write']>[1]) =>
    (await ctx.db.transaction((tx) => ctx.app.notices.write(tx, rows))).map((row) => row.id);

  it('up_to_id marks the caller’s unread notices up to it as read at the clock’s time, counts what is left, and leaves another dealer’s alone', async () => {
    const a = await ctx.dealer();
    const other = await ctx.dealer();
    const [first, theirs, second, third] = await write([
      { userId: a.user.id, event: 'bid.outbid', data: { auction_id: 1 } },
      { userId: other.user.id, event: 'bid.outbid', data: { auction_id: 1 } },
      { userId: a.user.id, event: 'auction.won', data: { auction_id: 2 } },
      { userId: a.user.id, event: 'auction.won', data: { auction_id: 3 } },
    ]);
    expect((await list(a.headers)).json().meta.unread).toBe(3);

    const res = await read(a.headers, { up_to_id: second });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { unread: 1 } });
    const now = new Date(ctx.clock.now()).toISOString();
    expect((await readAtOf(first!))?.toISOString()).toBe(now);
    expect((await readAtOf(second!))?.toISOString()).toBe(now);
    expect(await readAtOf(third!)).toBeNull();
    expect(await readAtOf(theirs!)).toBeNull();

    const page = (await list(a.headers)).json();
    expect(page.meta.unread).toBe(1);
    expect(page.data.map((n: { id: number; read_at: string | null }) => [n.id, n.read_at])).toEqual(
      [
        [third, null],
        [second, now],
        [first, now],
      ],
    );
    expect((await list(other.headers)).json().meta.unread).toBe(1);
  });

  it('ids marks only those of the caller’s notices; another user’s ids in the list are passed over, never marked', async () => {
    const a = await ctx.dealer();
    const other = await ctx.dealer();
    const [mine1, mine2, theirs] = await write([
      { userId: a.user.id, event: 'bid.outbid', data: { auction_id: 1 } },
      { userId: a.user.id, event: 'bid.outbid', data: { auction_id: 2 } },
      { userId: other.user.id, event: 'bid.outbid', data: { auction_id: 3 } },
    ]);
    const res = await read(a.headers, { ids: [mine2, theirs] });
    expect(res.json()).toEqual({ data: { unread: 1 } });
    expect(await readAtOf(mine1!)).toBeNull();
    expect(await readAtOf(mine2!)).not.toBeNull();
    expect(await readAtOf(theirs!)).toBeNull();

    // Up to an id above another user's notice marks none of theirs either.
    expect((await read(a.headers, { up_to_id: theirs! + 1 })).json()).toEqual({
      data: { unread: 0 },
    });
    expect(await readAtOf(theirs!)).toBeNull();
    expect((await list(other.headers)).json().meta.unread).toBe(1);
  });

  it('a group notice is the group’s: a member marking it read marks it for the group, and a dealer of another group cannot', async () => {
    const groupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
    const [one, two] = await Promise.all([
      createUser(ctx.db, { role: 'seller', activeGroupId: groupId }),
      createUser(ctx.db, { role: 'seller', activeGroupId: groupId }),
    ]);
    const memberA = { authorization: `Bearer ${await ctx.login(one.email)}` };
    const memberB = { authorization: `Bearer ${await ctx.login(two.email)}` };
    const outsider = await ctx.dealer();
    const [stage, own] = await write([
      { groupId, event: 'seller.auction_stage', data: { auction_id: 9 } },
      { userId: one.id, event: 'transaction.updated', data: { auction_id: 9 } },
    ]);
    expect((await list(memberA)).json().meta.unread).toBe(2);
    expect((await list(memberB)).json().meta.unread).toBe(1);

    expect((await read(outsider.headers, { ids: [stage] })).json()).toEqual({
      data: { unread: 0 },
    });
    expect(await readAtOf(stage!)).toBeNull();

    expect((await read(memberB, { up_to_id: own })).json()).toEqual({ data: { unread: 0 } });
    expect(await readAtOf(stage!)).not.toBeNull();
    // The other member's own notice is theirs alone.
    expect(await readAtOf(own!)).toBeNull();
    expect((await list(memberA)).json().meta.unread).toBe(1);
  });

  it('repeating a mark as read changes nothing: the first read time stays and the count is the same', async () => {
    const a = await ctx.dealer();
    const [id] = await write([{ userId: a.user.id, event: 'auction.won', data: {} }]);
    expect((await read(a.headers, { up_to_id: id })).json()).toEqual({ data: { unread: 0 } });
    const first = await readAtOf(id!);
    ctx.clock.advance(60_000);
    const again = await read(a.headers, { up_to_id: id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { unread: 0 } });
    expect(await readAtOf(id!)).toEqual(first);
  });

  it('signed out, mark as read answers 401 and marks nothing', async () => {
    const a = await ctx.dealer();
    const [id] = await write([{ userId: a.user.id, event: 'auction.won', data: {} }]);
    expect((await read(undefined, { up_to_id: id })).statusCode).toBe(401);
    expect(await readAtOf(id!)).toBeNull();
  });

  it.each([
    [{}, 'up_to_id'],
    [{ up_to_id: 'abc' }, 'up_to_id'],
    [{ up_to_id: 0 }, 'up_to_id'],
    [{ up_to_id: 1.5 }, 'up_to_id'],
    [{ up_to_id: 2_147_483_648 }, 'up_to_id'],
    [{ ids: [] }, 'ids'],
    [{ ids: 'all' }, 'ids'],
    [{ ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'ids'],
    [{ ids: [1, -2] }, 'ids.1'],
  ])('a bad body (%j) is a 422 naming the field and marks nothing', async (payload, field) => {
    const a = await ctx.dealer();
    const [id] = await write([{ userId: a.user.id, event: 'auction.won', data: {} }]);
    const res = await read(a.headers, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty([field]);
    expect(await readAtOf(id!)).toBeNull();
  });
});

describe('a notice whose publish fails after its commit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('an outbid whose live publish fails stays queued with its bid, and the relay loop sends it once publishing works again', async () => {
    const seller = await createGroup(ctx.db, { kind: 'seller' });
    const auction = await createAuction(ctx.db, { sellerGroupId: seller.id, now: ctx.clock.now() });
    const [a, b] = [await ctx.dealer(), await ctx.dealer()];
    const bid = (headers: Record<string, string>, amount: number) =>
      placeBid(ctx, headers, auction.id, amount);
    expect((await bid(a.headers, 20_000)).statusCode).toBe(200);

    ctx.refusePublishes(true);
    expect((await bid(b.headers, 20_200)).statusCode).toBe(200);
    await ctx.app.notices.idle();
    const [row] = await ctx.db.select().from(notices).where(eq(notices.userId, a.user.id));
    expect(row).toMatchObject({ event: 'bid.outbid' });
    const queued = await ctx.db
      .select()
      .from(noticesUnpublished)
      .where(eq(noticesUnpublished.id, row!.id));
    expect(queued).toEqual([{ id: row!.id }]);

    ctx.refusePublishes(false);
    const before = ctx.published.length;
    ctx.clock.advance(3_000);
    expect(await ctx.app.notices.relayPending()).toBe(1);
    expect(ctx.published.slice(before)).toEqual([
      {
        app: 'general',
        channel: `private-user.${a.user.id}`,
        event: 'bid.outbid',
        data: { ...row!.data, notice_id: row!.id },
      },
    ]);
  });
});

describe('a seller group’s stage notice (seller.auction_stage)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('names the auction’s car, live and in the list, as a dealer’s notice does', async () => {
    const world = await sessionWorld(ctx);
    const session = await world.createSession();
    const listing = await world.approvedListing({ year: 2019 });
    const before = ctx.published.length;
    expect((await world.schedule(session.id, listing.id)).statusCode).toBe(201);
    const [lot] = await ctx.db.select().from(auctions).where(eq(auctions.sessionId, session.id));
    const [car] = await ctx.db
      .select({ make: makes.name, model: models.name })
      .from(models)
      .innerJoin(makes, eq(makes.id, models.makeId))
      .where(eq(models.id, world.modelId));
    const named = { year: 2019, make: car!.make, model: car!.model };

    const res = await ctx.app.inject({ method: 'GET', url: LIST, headers: world.seller });
    expect(res.statusCode).toBe(200);
    const stage = (res.json().data as { event: string; data: Record<string, unknown> }[]).filter(
      (notice) => notice.event === 'seller.auction_stage',
    );
    expect(stage.map((notice) => notice.data)).toEqual([
      expect.objectContaining({ auction_id: lot!.id, car: named }),
    ]);
    expect(
      ctx.published.slice(before).filter((event) => event.event === 'seller.auction_stage'),
    ).toEqual([expect.objectContaining({ data: expect.objectContaining({ car: named }) })]);
  });
});
