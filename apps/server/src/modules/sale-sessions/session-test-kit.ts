import { eq } from 'drizzle-orm';
import { inspections, listings, models } from '../../db/schema';
import { createGroup, createInventory, createUser } from '../../testing/factories';
import { listingInput } from '../../testing/listing-input';
import type { TestContext } from '../../testing/test-app';

export type Headers = Record<string, string>;
export const STAFF = '/portal/api/v2/staff/sessions';
const MINUTE = 60_000;

/** `YYYY-MM-DD HH:mm:ss` of a moment, as operations send it. */
export const utc = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** A seller group of a market with its signed-in seller, operations staff and a model to list. */
export async function sessionWorld(ctx: TestContext, market = 'MY') {
  const login = async (user: { email: string }): Promise<Headers> => ({
    authorization: `Bearer ${await ctx.login(user.email)}`,
  });
  const group = await createGroup(ctx.db, { kind: 'seller', market });
  const seller = await login(await createUser(ctx.db, { role: 'seller', activeGroupId: group.id }));
  const operations = await login(
    await createUser(ctx.db, { role: 'staff', activeGroupId: null, staffRoles: ['operations'] }),
  );
  await createInventory(ctx.db, group.id);
  const [model] = await ctx.db.select({ id: models.id }).from(models).limit(1);
  const modelId = model!.id;

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** A session of the market starting in an hour, its first lot closing half an hour later. */
  const sessionInput = (overrides: object = {}) => {
    const now = ctx.clock.now();
    return {
      market,
      name: 'Tuesday trade sale',
      type: 'open',
      starts_at: utc(now + 60 * MINUTE),
      first_close_at: utc(now + 90 * MINUTE),
      stagger_seconds: 60,
      ...overrides,
    };
  };

  async function createSession(overrides: object = {}): Promise<{ id: number }> {
    const res = await send('POST', STAFF, operations, sessionInput(overrides));
    if (res.statusCode !== 201) throw new Error(`session not created: ${res.body}`);
    return res.json<{ data: { id: number } }>().data;
  }

  /** A listing of the group, approved by operations; its car inspected unless told otherwise. */
  async function approvedListing(
    overrides: object = {},
    options: { isInspected?: boolean } = {},
  ): Promise<{ id: number }> {
    const created = await send(
      'POST',
      '/portal/api/v2/sellers/listings',
      seller,
      listingInput({ model_id: modelId, ...overrides }),
    );
    const { id } = created.json<{ data: { id: number } }>().data;
    await send('POST', `/portal/api/v2/staff/listings/${id}/approve`, operations);
    if (options.isInspected !== false) {
      const [row] = await ctx.db
        .select({ inventoryId: listings.inventoryId })
        .from(listings)
        .where(eq(listings.id, id));
      await ctx.db.insert(inspections).values({
        inventoryId: row!.inventoryId,
        score: 75,
        summary: 'Sound car with light wear',
        sections: [{ key: 'engine', name: 'Engine', rating: 75, notes: 'No leaks' }],
        inspectedAt: new Date(ctx.clock.now()),
        status: 'published',
        publishedAt: new Date(ctx.clock.now()),
      });
    }
    return { id };
  }

  async function schedule(sessionId: number, listingId: number, prices: object = {}) {
    return send('POST', `${STAFF}/${sessionId}/lots`, operations, {
      listing_id: listingId,
      ...prices,
    });
  }

  const listingStatus = async (id: number) =>
    (await send('GET', `/portal/api/v2/sellers/listings/${id}`, seller)).json<{
      data: { status: string };
    }>().data.status;

  return {
    group,
    seller,
    operations,
    modelId,
    send,
    sessionInput,
    createSession,
    approvedListing,
    schedule,
    listingStatus,
  };
}
