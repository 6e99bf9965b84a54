import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionSessions, auditLog } from '../../db/schema';
import { createUser } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { STAFF, sessionWorld, utc, type Headers } from './session-test-kit';

const MINUTE = 60_000;

describe('operations plan sale sessions (docs/sessions.md)', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof sessionWorld>>;
  let inspector: Headers;
  beforeAll(async () => {
    ctx = await createTestContext();
    world = await sessionWorld(ctx);
    const user = await createUser(ctx.db, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['inspector'],
    });
    inspector = { authorization: `Bearer ${await ctx.login(user.email)}` };
  });
  afterAll(() => ctx.close());

  it('a new session is planned and upcoming, with no lots, and is in the audit log', async () => {
    const input = world.sessionInput({ name: '  Morning sale ' });
    const res = await world.send('POST', STAFF, world.operations, input);
    expect(res.statusCode).toBe(201);
    const session = res.json().data;
    expect(session).toMatchObject({
      market: 'MY',
      currency: 'MYR',
      name: 'Morning sale',
      type: 'open',
      status: 'planned',
      state: 'upcoming',
      stagger_seconds: 60,
      lot_count: 0,
      starts_at: new Date(ctx.clock.now() + 60 * MINUTE).toISOString(),
      first_close_at: new Date(ctx.clock.now() + 90 * MINUTE).toISOString(),
    });
    expect(session.last_close_at).toBe(session.first_close_at);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(session.id)));
    expect(audit).toMatchObject({ action: 'session.create', entityType: 'auction_session' });
  });

  it('times are accepted as ISO-8601 with a Z as well as YYYY-MM-DD HH:mm:ss', async () => {
    const now = ctx.clock.now();
    const res = await world.send(
      'POST',
      STAFF,
      world.operations,
      world.sessionInput({
        starts_at: new Date(now + 2 * 3_600_000).toISOString(),
        first_close_at: new Date(now + 3 * 3_600_000).toISOString(),
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.starts_at).toBe(new Date(now + 2 * 3_600_000).toISOString());
  });

  it('bad sessions are refused field by field and nothing is created', async () => {
    const now = ctx.clock.now();
    const before = await ctx.db.select().from(auctionSessions);
    const cases: Array<[object, string]> = [
      [{ name: '' }, 'name'],
      [{ name: 'a\u0007b' }, 'name'],
      [{ market: 'XX' }, 'market'],
      [{ type: 'dutch' }, 'type'],
      [{ starts_at: 'tomorrow' }, 'starts_at'],
      [{ starts_at: '2026-02-30 10:00:00' }, 'starts_at'],
      [{ starts_at: utc(now - MINUTE), first_close_at: utc(now + 60 * MINUTE) }, 'starts_at'],
      [
        { starts_at: utc(now + 100 * 86_400_000), first_close_at: utc(now + 101 * 86_400_000) },
        'starts_at',
      ],
      [{ first_close_at: utc(now + 30 * MINUTE) }, 'first_close_at'],
      [{ first_close_at: utc(now + 62 * MINUTE) }, 'first_close_at'],
      [{ stagger_seconds: 5 }, 'stagger_seconds'],
      [{ stagger_seconds: 3_600 }, 'stagger_seconds'],
      [{ stagger_seconds: 30.5 }, 'stagger_seconds'],
    ];
    for (const [override, field] of cases) {
      const res = await world.send('POST', STAFF, world.operations, world.sessionInput(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(override)).toContain(field);
    }
    expect(await ctx.db.select().from(auctionSessions)).toHaveLength(before.length);
  });

  it('only operations plan sessions: an inspector is refused and a dealer too', async () => {
    const dealer = await ctx.dealer();
    for (const headers of [inspector, dealer.headers]) {
      expect((await world.send('POST', STAFF, headers, world.sessionInput())).statusCode).toBe(403);
      expect((await world.send('GET', STAFF, headers)).statusCode).toBe(403);
    }
  });

  it('the list shows upcoming sessions soonest first, per market, and past ones apart', async () => {
    const now = ctx.clock.now();
    const later = await world.createSession({
      name: 'Later',
      starts_at: utc(now + 5 * 3_600_000),
      first_close_at: utc(now + 6 * 3_600_000),
    });
    const sooner = await world.createSession({
      name: 'Sooner',
      starts_at: utc(now + 10 * MINUTE),
      first_close_at: utc(now + 20 * MINUTE),
    });
    const sg = await world.createSession({ market: 'SG', name: 'Singapore' });
    const list = (await world.send('GET', `${STAFF}?market=MY`, world.operations)).json();
    const ids = list.data.map((s: { id: number }) => s.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids).not.toContain(sg.id);
    expect(list.meta.pagination).toMatchObject({ current_page: 1 });
    const cancelled = await world.createSession({ name: 'Called off' });
    await world.send('POST', `${STAFF}/${cancelled.id}/cancel`, world.operations, {
      reason: 'No stock this week',
    });
    const upcoming = (await world.send('GET', STAFF, world.operations)).json().data;
    expect(upcoming.map((s: { id: number }) => s.id)).not.toContain(cancelled.id);
    const past = (await world.send('GET', `${STAFF}?scope=past`, world.operations)).json().data;
    expect(past.map((s: { id: number }) => s.id)).toContain(cancelled.id);
    expect((await world.send('GET', `${STAFF}?scope=soon`, world.operations)).statusCode).toBe(422);
    expect((await world.send('GET', `${STAFF}?market=XX`, world.operations)).statusCode).toBe(422);
  });

  it('a session is edited until it starts; after that an edit is refused and nothing changes', async () => {
    const now = ctx.clock.now();
    const session = await world.createSession({
      starts_at: utc(now + 10 * MINUTE),
      first_close_at: utc(now + 30 * MINUTE),
    });
    const edited = await world.send(
      'PUT',
      `${STAFF}/${session.id}`,
      world.operations,
      world.sessionInput({
        name: 'Renamed',
        type: 'closed',
        starts_at: utc(now + 20 * MINUTE),
        first_close_at: utc(now + 40 * MINUTE),
        stagger_seconds: 30,
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'Renamed',
      type: 'closed',
      stagger_seconds: 30,
    });
    ctx.clock.advance(21 * MINUTE);
    try {
      const late = await world.send(
        'PUT',
        `${STAFF}/${session.id}`,
        world.operations,
        world.sessionInput({ name: 'Too late' }),
      );
      expect(late.statusCode).toBe(409);
      const detail = (await world.send('GET', `${STAFF}/${session.id}`, world.operations)).json();
      expect(detail.data).toMatchObject({ name: 'Renamed', state: 'running' });
      const cancel = await world.send('POST', `${STAFF}/${session.id}/cancel`, world.operations, {
        reason: 'Too late to call off',
      });
      expect(cancel.statusCode).toBe(409);
    } finally {
      ctx.clock.advance(-21 * MINUTE);
    }
  });

  it('unknown sessions are not found; bad ids and a cancel without a reason are refused', async () => {
    const unknown = `${STAFF}/2000000000`;
    expect((await world.send('GET', unknown, world.operations)).statusCode).toBe(404);
    expect(
      (await world.send('PUT', unknown, world.operations, world.sessionInput())).statusCode,
    ).toBe(404);
    expect(
      (await world.send('POST', `${unknown}/cancel`, world.operations, { reason: 'Gone now' }))
        .statusCode,
    ).toBe(404);
    expect((await world.send('GET', `${unknown}/candidates`, world.operations)).statusCode).toBe(
      404,
    );
    expect((await world.send('GET', `${STAFF}/abc`, world.operations)).statusCode).toBe(422);
    expect((await world.send('GET', `${STAFF}/99999999999`, world.operations)).statusCode).toBe(
      422,
    );
    const session = await world.createSession();
    const noReason = await world.send('POST', `${STAFF}/${session.id}/cancel`, world.operations, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toHaveProperty('reason');
  });

  it('a cancelled session cannot be cancelled twice or edited', async () => {
    const session = await world.createSession();
    const path = `${STAFF}/${session.id}`;
    const first = await world.send('POST', `${path}/cancel`, world.operations, {
      reason: 'Holiday',
    });
    expect(first.json().data).toMatchObject({ status: 'cancelled', state: 'cancelled' });
    expect(
      (await world.send('POST', `${path}/cancel`, world.operations, { reason: 'Holiday' }))
        .statusCode,
    ).toBe(409);
    expect((await world.send('PUT', path, world.operations, world.sessionInput())).statusCode).toBe(
      409,
    );
  });

  it('a seller reads the upcoming planned sessions of its own market only', async () => {
    const now = ctx.clock.now();
    const mine = await world.createSession({ name: 'Mine' });
    const started = await world.createSession({
      name: 'Soon started',
      starts_at: utc(now + MINUTE),
      first_close_at: utc(now + 10 * MINUTE),
    });
    const other = await world.createSession({ market: 'SG', name: 'Elsewhere' });
    ctx.clock.advance(2 * MINUTE);
    try {
      const res = await world.send('GET', '/portal/api/v2/sellers/sessions', world.seller);
      expect(res.statusCode).toBe(200);
      const ids = res.json().data.map((s: { id: number }) => s.id);
      expect(ids).toContain(mine.id);
      expect(ids).not.toContain(started.id);
      expect(ids).not.toContain(other.id);
      expect(
        (await world.send('GET', '/portal/api/v2/sellers/sessions', world.operations)).statusCode,
      ).toBe(403);
    } finally {
      ctx.clock.advance(-2 * MINUTE);
    }
  });

  it('a seller may ask for an upcoming session of its market, not one elsewhere or cancelled', async () => {
    const mine = await world.createSession({ name: 'Asked for' });
    const other = await world.createSession({ market: 'SG', name: 'Not ours' });
    const cancelled = await world.createSession({ name: 'Off' });
    await world.send('POST', `${STAFF}/${cancelled.id}/cancel`, world.operations, {
      reason: 'Called off',
    });
    const ok = await world.approvedListing({ preferred_session_id: mine.id });
    expect(await world.listingStatus(ok.id)).toBe('approved');
    for (const id of [other.id, cancelled.id]) {
      const res = await world.send(
        'POST',
        '/portal/api/v2/sellers/listings',
        world.seller,
        (await import('../../testing/listing-input')).listingInput({
          model_id: world.modelId,
          preferred_session_id: id,
        }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('preferred_session_id');
    }
  });
});
