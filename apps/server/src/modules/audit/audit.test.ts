import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../db/audit-log';
import { createAuction, createGroup, createUser } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

const URL = '/portal/api/v2/staff/audit-log';

describe('the audit log', () => {
  let ctx: TestContext;
  let ops: Record<string, string>;
  let admin: Record<string, string>;
  let opsUser: { id: number; name: string };
  let cancelled: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    const sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
    const staff = await createUser(ctx.db, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['operations'],
    });
    opsUser = staff;
    ops = { authorization: `Bearer ${await ctx.login(staff.email)}` };
    const adminUser = await createUser(ctx.db, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['admin'],
    });
    admin = { authorization: `Bearer ${await ctx.login(adminUser.email)}` };
    for (const reason of ['Flood damage found', 'Duplicate listing']) {
      const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/portal/api/v2/staff/auctions/${auction.id}/cancel`,
        headers: ops,
        payload: { reason },
      });
      expect(res.statusCode).toBe(200);
      cancelled = auction.id;
    }
  });
  afterAll(() => ctx.close());

  const get = (query: string, headers = admin) =>
    ctx.app.inject({ url: `${URL}${query}`, headers });

  it('lists every staff action newest first with who, what, before and after, for admins and operations', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta.pagination).toMatchObject({ total: 2, current_page: 1 });
    expect(data[0]).toMatchObject({
      actor: { id: opsUser.id, name: opsUser.name },
      actor_role: 'operations',
      action: 'auction.cancel',
      entity_type: 'auction',
      entity_id: String(cancelled),
      before: { status: 'active' },
      after: { status: 'cancelled' },
      reason: 'Duplicate listing',
    });
    expect(data[1].reason).toBe('Flood damage found');
    expect((await get('', ops)).statusCode).toBe(200);
  });

  it('filters by entity, action, actor, text and date', async () => {
    const ids = async (query: string) =>
      (await get(query)).json().data.map((e: { reason: string }) => e.reason);
    expect(await ids(`?entity_type=auction&entity_id=${cancelled}`)).toEqual(['Duplicate listing']);
    expect(await ids('?query=flood')).toEqual(['Flood damage found']);
    // Typed in Thai: no reason, code or name holds it, but the label of auction.cancel does.
    expect(await ids(`?query=${encodeURIComponent('ยกเลิก')}`)).toEqual([]);
    expect(
      await ids(
        `?query=${encodeURIComponent('ยกเลิก')}&query_actions=auction.cancel,session.cancel`,
      ),
    ).toEqual(['Duplicate listing', 'Flood damage found']);
    expect(await ids('?query=flood&query_actions=award.accept')).toEqual(['Flood damage found']);
    expect(await ids('?query_actions=award.accept')).toEqual([]);
    expect(await ids(`?actor_id=${opsUser.id}&action=auction.cancel`)).toHaveLength(2);
    expect(await ids('?action=award.accept')).toEqual([]);
    expect(await ids('?filterDate[from]=2001-01-01&filterDate[to]=2001-01-02')).toEqual([]);
  });

  it('lists by when the change happened, not by when its entry was written', async () => {
    await recordAudit(ctx.db, {
      actor: { id: opsUser.id, role: 'operations' },
      action: 'auction.cancel',
      entityType: 'auction',
      entityId: cancelled,
      reason: 'Written late about an old change',
      at: new Date(ctx.clock.now() - 86_400_000),
    });
    const reasons = (await get('')).json().data.map((e: { reason: string }) => e.reason);
    expect(reasons).toEqual([
      'Duplicate listing',
      'Flood damage found',
      'Written late about an old change',
    ]);
  });

  it('bad input is a 422; dealers, sellers and inspectors are refused; no route changes a row', async () => {
    for (const query of [
      '?page=0',
      '?per_page=500',
      '?actor_id=x',
      '?query=a%00b',
      '?filterDate[from]=soon',
      '?query_actions=auction.cancel,auction.teleport',
      '?query_actions=',
    ])
      expect((await get(query)).statusCode).toBe(422);
    const inspector = await createUser(ctx.db, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['inspector'],
    });
    const seller = await createUser(ctx.db, { role: 'seller' });
    for (const email of [inspector.email, seller.email, (await ctx.dealer()).user.email]) {
      const headers = { authorization: `Bearer ${await ctx.login(email)}` };
      expect((await get('', headers)).statusCode).toBe(403);
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const)
      expect((await ctx.app.inject({ method, url: URL, headers: admin })).statusCode).toBe(404);
    expect((await get('')).json().meta.pagination.total).toBe(3);
  });
});
