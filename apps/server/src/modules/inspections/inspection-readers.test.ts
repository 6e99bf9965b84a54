import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspections } from '../../db/schema';
import { createAuction, createGroup } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

const LIVE = '/auction/api/v2/dealers/auctions/live';
const PORTAL = '/portal/api/v2/dealers/auctions';

describe('dealers see only the newest published version of a report, never a draft', () => {
  let ctx: TestContext;
  let dealer: Record<string, string>;
  let auction: { id: number; inventoryId: number };
  beforeAll(async () => {
    ctx = await createTestContext();
    const group = await createGroup(ctx.db, { kind: 'seller' });
    dealer = (await ctx.dealer()).headers;
    // The factory's car carries a published version 1 scored 75.
    auction = await createAuction(ctx.db, { sellerGroupId: group.id, now: ctx.clock.now() });
  });
  afterAll(() => ctx.close());

  const addVersion = (version: number, status: 'draft' | 'published', score: number) =>
    ctx.db.insert(inspections).values({
      inventoryId: auction.inventoryId,
      version,
      status,
      score,
      summary: `Version ${version}`,
      inspectedAt: new Date(ctx.clock.now() + version * 60_000),
      publishedAt: status === 'published' ? new Date(ctx.clock.now()) : null,
      sections: [{ key: 'engine', name: 'Engine', rating: 25, notes: 'Knocks.' }],
    });
  const seen = async () => {
    const list = await ctx.app.inject({ url: `${LIVE}?ids=${auction.id}`, headers: dealer });
    const detail = await ctx.app.inject({ url: `${LIVE}/${auction.id}`, headers: dealer });
    const portal = await ctx.app.inject({
      url: `${PORTAL}/${auction.id}/detail?include=active_inspection`,
      headers: dealer,
    });
    return [
      list.json().data[0].active_inspection.summary,
      detail.json().data.active_inspection.summary,
      portal.json().data.active_inspection.summary,
    ];
  };

  it('a newer draft is not shown: the published version stays', async () => {
    await addVersion(2, 'draft', 25);
    expect(await seen()).toEqual(['Good overall', 'Good overall', 'Good overall']);
  });

  it('a newer published version replaces the old one, and a draft after it is still hidden', async () => {
    await ctx.db.delete(inspections);
    await addVersion(1, 'published', 75);
    await addVersion(2, 'published', 50);
    await addVersion(3, 'draft', 25);
    expect(await seen()).toEqual(['Version 2', 'Version 2', 'Version 2']);
  });
});
