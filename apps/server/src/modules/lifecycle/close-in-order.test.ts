import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, createGroup, findAuction } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';

/**
 * The clock steps each due auction in that auction's order of changes (ADR 0008): an auction
 * whose row is busy is waited for, not skipped until a later tick. Needs a second connection
 * holding the row, so PostgreSQL only.
 */
describe.skipIf(testDatabaseKind() !== 'postgres')('the clock and a busy auction', () => {
  let ctx: TestContext;
  let holder: pg.Client;
  beforeAll(async () => {
    ctx = await createTestContext();
    holder = new pg.Client({ connectionString: (ctx.database as { url?: string }).url });
    await holder.connect();
  });
  afterAll(async () => {
    await holder.end();
    await ctx.close();
  });

  it('an auction due to close whose row another transaction holds is closed in the same tick, once it is free', async () => {
    const sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      timeEnd: new Date(now - 1_000),
    });
    await holder.query('begin');
    await holder.query('select id from auctions where id = $1 for update', [auction.id]);

    const tick = ctx.app.lifecycle.advance();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await findAuction(ctx.db, auction.id)).status).toBe('active');
    await holder.query('commit');

    expect(await tick).toBeGreaterThanOrEqual(1);
    expect((await findAuction(ctx.db, auction.id)).status).toBe('ended');
  });
});
