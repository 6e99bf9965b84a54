import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup, createUser } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { latestAudit, signedInAdmin, signedInAs } from './admin-test-support';

const GROUPS = '/portal/api/v2/staff/groups';

describe('dealer and seller groups (docs/admin.md)', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await signedInAdmin(ctx);
  });
  afterAll(() => ctx.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    ctx.app.inject({ method, url, headers: admin.headers, payload });

  it('a new group takes its name, market and kind, and the audit log records it', async () => {
    const res = await send('POST', GROUPS, {
      name: '  Jakarta Mobil  ',
      market: 'ID',
      kind: 'dealer',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Jakarta Mobil',
      market: 'ID',
      kind: 'dealer',
      user_count: 0,
    });
    expect(await latestAudit(ctx)).toMatchObject({
      action: 'group.create',
      entityType: 'group',
      entityId: String(res.json().data.id),
      after: { name: 'Jakarta Mobil', market: 'ID', kind: 'dealer' },
    });
  });

  it('an unknown market, a missing kind or a name already used in that market is refused on its field', async () => {
    await send('POST', GROUPS, { name: 'Twin Motors', market: 'MY', kind: 'dealer' });
    const cases = [
      [{ name: 'Elsewhere', market: 'ZZ', kind: 'dealer' }, 'market'],
      [{ name: 'Elsewhere', market: 'MY' }, 'kind'],
      [{ name: 'twin motors', market: 'MY', kind: 'seller' }, 'name'],
      [{ name: 'X', market: 'MY', kind: 'seller' }, 'name'],
      [{ name: 'Bad\u0000Name', market: 'MY', kind: 'seller' }, 'name'],
      // Names that only look different from one in use, or hide what they say.
      [{ name: 'Twin  Motors', market: 'MY', kind: 'seller' }, 'name'],
      [{ name: 'Twin\u00a0Motors', market: 'MY', kind: 'seller' }, 'name'],
      [{ name: 'Twin Motors\u200b', market: 'MY', kind: 'seller' }, 'name'],
      [{ name: '\u202eevil\u202c', market: 'MY', kind: 'seller' }, 'name'],
      [{ name: '\u200b\u200b\u200b', market: 'MY', kind: 'seller' }, 'name'],
    ] as const;
    for (const [payload, field] of cases) {
      const res = await send('POST', GROUPS, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    const sameNameElsewhere = await send('POST', GROUPS, {
      name: 'Twin Motors',
      market: 'SG',
      kind: 'dealer',
    });
    expect(sameNameElsewhere.statusCode).toBe(201);
  });

  it('renaming keeps market and kind and records before → after; an unknown group is not found', async () => {
    const group = await createGroup(ctx.db, { kind: 'seller', market: 'HK', name: 'Old Name Ltd' });
    const res = await send('PUT', `${GROUPS}/${group.id}`, { name: 'New Name Ltd' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'New Name Ltd', market: 'HK', kind: 'seller' });
    expect(await latestAudit(ctx)).toMatchObject({
      action: 'group.rename',
      before: { name: 'Old Name Ltd' },
      after: { name: 'New Name Ltd' },
    });
    expect((await send('PUT', `${GROUPS}/2000000000`, { name: 'Nobody' })).statusCode).toBe(404);
    expect((await send('PUT', `${GROUPS}/abc`, { name: 'Nobody' })).statusCode).toBe(422);
  });

  it('the list filters by market and kind, searches names and counts each group’s users', async () => {
    const group = await createGroup(ctx.db, {
      kind: 'seller',
      market: 'SG',
      name: 'Quokka Fleet Sales',
    });
    await createUser(ctx.db, { role: 'seller', activeGroupId: group.id, country: 'SG' });
    const res = await ctx.app.inject({
      url: `${GROUPS}?market=SG&kind=seller&q=quokka`,
      headers: admin.headers,
    });
    expect(res.json().data).toEqual([expect.objectContaining({ id: group.id, user_count: 1 })]);
    const all = await ctx.app.inject({ url: `${GROUPS}?kind=seller`, headers: admin.headers });
    expect(all.json().data.every((g: { kind: string }) => g.kind === 'seller')).toBe(true);
    const bad = await ctx.app.inject({
      url: `${GROUPS}?kind=staff&market=malaysia`,
      headers: admin.headers,
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['kind', 'market']);
  });

  it('a seller or operations may not touch groups', async () => {
    const seller = await signedInAs(ctx, { role: 'seller' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: GROUPS,
      headers: seller.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});
