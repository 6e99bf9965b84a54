import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemoData } from './seed';

const PORTAL = '/portal/api/v2/dealers/auctions';
const AUCTION = '/auction/api/v2/dealers/auctions';

describe('what a demo dealer sees in the portal after the first start', () => {
  let ctx: TestContext;
  const headers: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedDemoData(ctx.db, { now: new Date(ctx.clock.now()) });
    for (const email of ['dealer.a@demo.test', 'dealer.b@demo.test', 'dealer.sg@demo.test']) {
      headers[email] = { authorization: `Bearer ${await ctx.login(email, DEMO_PASSWORD)}` };
    }
  });
  afterAll(() => ctx.close());

  const get = async (url: string, email: string) => {
    const res = await ctx.app.inject({ url, headers: headers[email]! });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  it.each(['dealer.a@demo.test', 'dealer.b@demo.test', 'dealer.sg@demo.test'])(
    '%s has wins awaiting payment, an overdue one, online payments, history, ended bids of every outcome and followed auctions',
    async (email) => {
      expect((await get(`${PORTAL}/success`, email)).data.length).toBeGreaterThanOrEqual(3);
      expect((await get(`${PORTAL}/overdue`, email)).data.length).toBeGreaterThanOrEqual(1);
      expect(
        (await get(`${PORTAL}/has-online-payments`, email)).data.length,
      ).toBeGreaterThanOrEqual(3);
      expect((await get(`${PORTAL}/history`, email)).data.length).toBeGreaterThanOrEqual(2);
      const recent = await get(`${PORTAL}/ended-bids?per_page=200`, email);
      expect(new Set(recent.data.map((a: { result: string }) => a.result))).toEqual(
        new Set(['won', 'lost', 'pending']),
      );
      const month = await get(
        `${PORTAL}/ended-bids?filterDate[from]=${new Date(ctx.clock.now() - 30 * 86_400_000).toISOString().slice(0, 10)}`,
        email,
      );
      expect(month.meta.pagination.total).toBeGreaterThan(recent.meta.pagination.total);
      expect((await get('/auction/api/v2/dealers/account-info', email)).data).toMatchObject({
        count_overdue_payment: 1,
        pined_auctions_ids: [],
      });
      expect((await get(`${AUCTION}/follow-list`, email)).data.length).toBeGreaterThanOrEqual(3);
      expect((await get(`${AUCTION}/pinned-auctions`, email)).data).toEqual([]);
    },
  );

  it('a won auction has close-ups and two or three documents whose links serve a real PDF and SVG', async () => {
    const [won] = (await get(`${PORTAL}/success`, 'dealer.a@demo.test')).data;
    const detail = (
      await get(
        `${PORTAL}/${won.id}/detail?include=extra_inspection_photos,associated_files`,
        'dealer.a@demo.test',
      )
    ).data;
    expect(detail.extra_inspection_photos.length).toBeGreaterThanOrEqual(3);
    const photo = await ctx.app.inject({ url: detail.extra_inspection_photos[0].url });
    expect(photo.statusCode).toBe(200);
    expect(photo.body).toMatch(/^<svg /);
    expect(detail.associated_files.length).toBeGreaterThanOrEqual(2);
    expect(detail.associated_files.length).toBeLessThanOrEqual(3);
    const report = await ctx.app.inject({ url: detail.associated_files[0].url });
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.body.startsWith('%PDF-1.4')).toBe(true);
    expect(report.body.trimEnd().endsWith('%%EOF')).toBe(true);
    const card = await ctx.app.inject({ url: detail.associated_files[1].url });
    expect(card.headers['content-type']).toBe('image/svg+xml');
    expect(card.body).toContain('Registration No.');
  });

  it('banners show in each market and language with working images, and the seller has a storefront', async () => {
    const my = (await get('/general/api/v2/mobile-banners', 'dealer.a@demo.test')).data;
    const sg = (await get('/general/api/v2/mobile-banners', 'dealer.sg@demo.test')).data;
    expect(my.length).toBe(3);
    expect(sg.length).toBe(2);
    expect((await ctx.app.inject({ url: my[0].image_url })).statusCode).toBe(200);
    const [storefront] = (await get('/auction/api/v2/config/storefronts', 'dealer.sg@demo.test'))
      .data;
    expect(storefront).toMatchObject({ slug: 'autobid-trade-in-centre', is_featured: true });
    expect(storefront.live_count).toBeGreaterThan(0);
    expect((await ctx.app.inject({ url: storefront.logo_url })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: storefront.banner_url })).statusCode).toBe(200);
  });
});
