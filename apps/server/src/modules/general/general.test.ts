import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makes, mobileBanners, models, storefronts } from '../../db/schema';
import { createAuction, createGroup, createUser } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

const text = (en: string) => ({ en, id: `${en} (id)`, th: `${en} (th)` });

describe('banners, storefronts and the model search', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const as = async (overrides: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(ctx.db, overrides);
    return { authorization: `Bearer ${await ctx.login(user.email)}` };
  };

  it('mobile banners are those of the caller market showing now, in order, in the caller language', async () => {
    const now = ctx.clock.now();
    const [first, second] = await ctx.db
      .insert(mobileBanners)
      .values([
        {
          market: 'MY',
          title: text('Second'),
          body: text('b'),
          imageUrl: '/media/banners/2.svg',
          sort: 2,
          startsAt: new Date(now - 1_000),
        },
        {
          market: 'MY',
          title: text('First'),
          body: text('a'),
          imageUrl: '/media/banners/1.svg',
          linkUrl: '/storefronts/x',
          sort: 1,
          startsAt: new Date(now - 1_000),
          endsAt: new Date(now + 60_000),
        },
        {
          market: 'MY',
          title: text('Over'),
          body: text('c'),
          imageUrl: '/x.svg',
          startsAt: new Date(now - 9_000),
          endsAt: new Date(now - 1),
        },
        {
          market: 'MY',
          title: text('Soon'),
          body: text('d'),
          imageUrl: '/x.svg',
          startsAt: new Date(now + 60_000),
        },
        {
          market: 'SG',
          title: text('Singapore'),
          body: text('e'),
          imageUrl: '/x.svg',
          startsAt: new Date(now - 1_000),
        },
      ])
      .returning();
    const res = await ctx.app.inject({
      url: '/general/api/v2/mobile-banners',
      headers: await as({ language: 'th' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: second!.id,
        title: 'First (th)',
        body: 'a (th)',
        image_url: '/media/banners/1.svg',
        link_url: '/storefronts/x',
      },
      {
        id: first!.id,
        title: 'Second (th)',
        body: 'b (th)',
        image_url: '/media/banners/2.svg',
        link_url: null,
      },
    ]);
    const sg = await ctx.app.inject({
      url: '/general/api/v2/mobile-banners',
      headers: await as({ country: 'SG' }),
    });
    expect(sg.json().data.map((b: { title: string }) => b.title)).toEqual(['Singapore']);
    expect((await ctx.app.inject({ url: '/general/api/v2/mobile-banners' })).statusCode).toBe(401);
  });

  it('banners follow the language the interface names in Accept-Language, and the account language when it names none of ours', async () => {
    const now = ctx.clock.now();
    await ctx.db.insert(mobileBanners).values({
      market: 'MY',
      title: text('Deal'),
      body: text('b'),
      imageUrl: '/x.svg',
      startsAt: new Date(now - 1_000),
    });
    const headers = await as({ language: 'th' });
    const titles = async (acceptLanguage?: string) => {
      const res = await ctx.app.inject({
        url: '/general/api/v2/mobile-banners',
        headers: acceptLanguage ? { ...headers, 'accept-language': acceptLanguage } : headers,
      });
      return res
        .json()
        .data.map((b: { title: string }) => b.title)
        .filter((title: string) => title.startsWith('Deal'));
    };
    expect(await titles('id')).toEqual(['Deal (id)']);
    expect(await titles('fr-FR, en-GB;q=0.8')).toEqual(['Deal']);
    expect(await titles('fr, de')).toEqual(['Deal (th)']);
    expect(await titles()).toEqual(['Deal (th)']);
  });

  it('a seller group storefront carries its texts in the caller language and its live and preview counts; a group without one is 404', async () => {
    const now = ctx.clock.now();
    const group = await createGroup(ctx.db, { kind: 'seller', name: 'Shah Alam Trade-In' });
    await ctx.db.insert(storefronts).values({
      groupId: group.id,
      slug: `shah-alam-${group.id}`,
      tagline: text('Cars you can trust'),
      description: text('Trade-ins checked by our inspectors.'),
      logoUrl: '/media/storefronts/logo.svg',
      bannerUrl: '/media/storefronts/banner.svg',
      phone: '+60 3-5500 0000',
      email: 'desk@example.test',
      address: 'Shah Alam, Selangor',
      isFeatured: true,
    });
    await createAuction(ctx.db, { sellerGroupId: group.id, now });
    await createAuction(ctx.db, { sellerGroupId: group.id, now });
    await createAuction(ctx.db, {
      sellerGroupId: group.id,
      now,
      status: 'preview',
      timeStart: new Date(now + 60_000),
    });
    await createAuction(ctx.db, { sellerGroupId: group.id, now, status: 'ended' });
    const res = await ctx.app.inject({
      url: `/general/api/v2/groups/${group.id}/storefront`,
      headers: await as({ language: 'id' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      group_id: group.id,
      name: 'Shah Alam Trade-In',
      slug: `shah-alam-${group.id}`,
      market: 'MY',
      tagline: 'Cars you can trust (id)',
      description: 'Trade-ins checked by our inspectors. (id)',
      logo_url: '/media/storefronts/logo.svg',
      banner_url: '/media/storefronts/banner.svg',
      phone: '+60 3-5500 0000',
      email: 'desk@example.test',
      address: 'Shah Alam, Selangor',
      is_featured: true,
      live_count: 2,
      preview_count: 1,
    });
    const headers = await as();
    const bare = await createGroup(ctx.db, { kind: 'seller' });
    const missing = await ctx.app.inject({
      url: `/general/api/v2/groups/${bare.id}/storefront`,
      headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'not_found',
      message: `Group ${bare.id} has no storefront.`,
    });
    expect(
      (await ctx.app.inject({ url: '/general/api/v2/groups/x/storefront', headers })).json().errors
        .id,
    ).toEqual(['group id must be a whole number']);

    const config = await ctx.app.inject({ url: '/auction/api/v2/config/storefronts', headers });
    expect(config.json().data.map((s: { group_id: number }) => s.group_id)).toContain(group.id);
    const sgBefore = await ctx.app.inject({
      url: '/auction/api/v2/config/storefronts',
      headers: await as({ country: 'SG' }),
    });
    expect(sgBefore.json().data).toEqual([]);
    await createAuction(ctx.db, { sellerGroupId: group.id, now, market: 'SG' });
    const sg = await ctx.app.inject({
      url: '/auction/api/v2/config/storefronts',
      headers: await as({ country: 'SG' }),
    });
    expect(sg.json().data).toEqual([
      expect.objectContaining({
        group_id: group.id,
        market: 'MY',
        live_count: 1,
        preview_count: 0,
      }),
    ]);
  });

  it('the model search matches model or make names, at most 20, with the make only when asked', async () => {
    const [make] = await ctx.db.insert(makes).values({ name: 'Quorra' }).returning();
    await ctx.db.insert(models).values(
      Array.from({ length: 25 }, (_, i) => ({
        makeId: make!.id,
        name: `Q${String(i).padStart(2, '0')}`,
      })),
    );
    const [other] = await ctx.db.insert(makes).values({ name: 'Ostrava' }).returning();
    const [sedan] = await ctx.db
      .insert(models)
      .values({ makeId: other!.id, name: 'Quorrasedan' })
      .returning();
    const headers = await as();
    const byMake = await ctx.app.inject({
      url: '/general/api/v2/config/search/models?query=quorra&include=make',
      headers,
    });
    expect(byMake.statusCode).toBe(200);
    const data = byMake.json().data;
    expect(data).toHaveLength(20);
    expect(data[0]).toEqual({
      id: sedan!.id,
      name: 'Quorrasedan',
      make_id: other!.id,
      make: { id: other!.id, name: 'Ostrava' },
    });
    expect(data[1]).toMatchObject({ name: 'Q00', make: { name: 'Quorra' } });
    const plain = await ctx.app.inject({
      url: '/general/api/v2/config/search/models?query=q24',
      headers,
    });
    expect(plain.json().data).toEqual([{ id: expect.any(Number), name: 'Q24', make_id: make!.id }]);
    const makeAndModel = await ctx.app.inject({
      url: `/general/api/v2/config/search/models?query=${encodeURIComponent('  ostrava   QUORRASED ')}`,
      headers,
    });
    expect(makeAndModel.json().data).toEqual([
      { id: sedan!.id, name: 'Quorrasedan', make_id: other!.id },
    ]);
    const bad = await ctx.app.inject({
      url: '/general/api/v2/config/search/models?include=owner',
      headers,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['include.0']).toEqual(['include may only contain make']);
    expect(
      (
        await ctx.app.inject({
          url: `/general/api/v2/config/search/models?query=${'x'.repeat(101)}`,
          headers,
        })
      ).json().errors.query,
    ).toEqual(['query must be at most 100 characters']);
  });
});
