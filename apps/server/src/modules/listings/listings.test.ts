import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, listings, models } from '../../db/schema';
import { createGroup, createInventory, createUser } from '../../testing/factories';
import { listingInput } from '../../testing/listing-input';
import { createTestContext, type TestContext } from '../../testing/test-app';

type Headers = Record<string, string>;
const SELLER = '/portal/api/v2/sellers/listings';
const STAFF = '/portal/api/v2/staff/listings';

describe('a seller lists a car and operations review it (docs/listings.md)', () => {
  let ctx: TestContext;
  let modelId: number;
  let seller: Headers;
  let otherSeller: Headers;
  let operations: Headers;
  beforeAll(async () => {
    ctx = await createTestContext();
    const group = await createGroup(ctx.db, { kind: 'seller' });
    const other = await createGroup(ctx.db, { kind: 'seller' });
    const login = async (user: { email: string }) => ({
      authorization: `Bearer ${await ctx.login(user.email)}`,
    });
    seller = await login(await createUser(ctx.db, { role: 'seller', activeGroupId: group.id }));
    otherSeller = await login(
      await createUser(ctx.db, { role: 'seller', activeGroupId: other.id }),
    );
    operations = await login(
      await createUser(ctx.db, {
        role: 'staff',
        activeGroupId: null,
        staffRoles: ['operations'],
      }),
    );
    // A model to list: the factories' first car brings one.
    await createInventory(ctx.db, group.id);
    const [model] = await ctx.db.select({ id: models.id }).from(models).limit(1);
    modelId = model!.id;
  });
  afterAll(() => ctx.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const create = (overrides: object = {}, headers = seller) =>
    send('POST', SELLER, headers, listingInput({ model_id: modelId, ...overrides }));

  it('a new listing waits for review, with the chassis and registration numbers in capitals', async () => {
    const res = await create({ chassis_number: 'pm2-abc12345', registration_number: 'wxy 123' });
    expect(res.statusCode).toBe(201);
    const listing = res.json().data;
    expect(listing).toMatchObject({
      status: 'pending',
      version: 1,
      market: 'MY',
      currency: 'MYR',
      car: { chassis_number: 'PM2-ABC12345', registration_number: 'WXY 123', year: 2021 },
      start_price: 40_000,
      reserve_price: 55_000,
      rejection_reason: null,
    });
    const queue = (await send('GET', STAFF, operations)).json();
    expect(queue.data.map((l: { id: number }) => l.id)).toContain(listing.id);
    expect((await send('GET', `${SELLER}/${listing.id}`, seller)).json().data.id).toBe(listing.id);
  });

  it('bad input is refused field by field and lists nothing', async () => {
    const before = await ctx.db.select().from(listings);
    const cases: Array<[object, string]> = [
      [{ reserve_price: 30_000 }, 'reserve_price'],
      [{ chassis_number: 'ab' }, 'chassis_number'],
      [{ chassis_number: 'ABC 12345' }, 'chassis_number'],
      [{ model_id: 999_999 }, 'model_id'],
      [{ year: 2099 }, 'year'],
      [{ mileage_km: -1 }, 'mileage_km'],
      [{ transmission: 'Steam' }, 'transmission'],
      [{ start_price: 40_000.5 }, 'start_price'],
      [{ preferred_session_id: 999_999 }, 'preferred_session_id'],
      [{ location: '' }, 'location'],
      [{ reserve_price: 1_000_000_000_001 }, 'reserve_price'],
      [{ start_price: 0 }, 'start_price'],
      [{ variant: '1.5\nVL' }, 'variant'],
      [{ registration_number: 'W\tX 1' }, 'registration_number'],
      [{ location: 'Shah\r\nAlam' }, 'location'],
      [{ color: '\u200b\u200b' }, 'color'],
      [{ color: ' \u00a0 ' }, 'color'],
    ];
    for (const [overrides, field] of cases) {
      const res = await create(overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(overrides)).toEqual([field]);
    }
    expect(await ctx.db.select().from(listings)).toHaveLength(before.length);
  });

  it('a text of no letter or digit, a one-character colour or place, and a malformed chassis number are refused with a message naming the field and what is wrong', async () => {
    const before = await ctx.db.select().from(listings);
    const cases: Array<[object, string, string]> = [
      [{ variant: '!' }, 'variant', 'variant must have a letter or digit, such as 1.5 G'],
      [{ variant: ' - ' }, 'variant', 'variant must have a letter or digit, such as 1.5 G'],
      [{ color: '1' }, 'color', 'color must be at least 2 characters'],
      [{ color: '123' }, 'color', 'color must be written in letters, not only digits or signs'],
      [{ color: '!!' }, 'color', 'color must be written in letters, not only digits or signs'],
      [{ location: '?' }, 'location', 'location must be at least 2 characters'],
      [
        { location: '...' },
        'location',
        'location must be written in letters, not only digits or signs',
      ],
      [
        { registration_number: '#!' },
        'registration_number',
        'registration_number must be letters, digits, spaces or dashes, such as WXY 1234',
      ],
      [
        { registration_number: 'W' },
        'registration_number',
        'registration_number must be at least 2 characters',
      ],
      [
        { chassis_number: 'ab' },
        'chassis_number',
        'chassis_number must be 5 to 30 characters long, not 2',
      ],
      [
        { chassis_number: 'PM2#ABC 123' },
        'chassis_number',
        'chassis_number may hold only letters, digits and dashes, not "# "',
      ],
      [{ mileage_km: 2_000_001 }, 'mileage_km', 'mileage_km must be at most 2,000,000'],
      [{ variant: undefined }, 'variant', 'Please enter variant'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await create(overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json(), JSON.stringify(overrides)).toMatchObject({
        code: 'validation_failed',
        message,
        errors: { [field]: [message] },
      });
    }
    expect(await ctx.db.select().from(listings)).toHaveLength(before.length);

    const listing = (await create()).json().data;
    const edit = await send('PUT', `${SELLER}/${listing.id}`, seller, {
      ...listingInput({ model_id: modelId, chassis_number: listing.car.chassis_number }),
      color: '1',
      version: listing.version,
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors).toEqual({ color: ['color must be at least 2 characters'] });
    const after = (await send('GET', `${SELLER}/${listing.id}`, seller)).json().data;
    expect(after).toMatchObject({ version: listing.version, car: { color: listing.car.color } });
  });

  it('a real variant, colour, place and plate of few characters are taken', async () => {
    const res = await create({
      variant: 'S',
      color: 'Red',
      location: 'Ipoh',
      registration_number: 'AB 1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.car).toMatchObject({
      variant: 'S',
      color: 'Red',
      registration_number: 'AB 1',
    });
  });

  it('a chassis number is unique among cars not yet sold, in any case; once withdrawn it may be listed again', async () => {
    const first = (await create({ chassis_number: 'UNIQ-000001' })).json().data;
    const again = await create({ chassis_number: 'uniq-000001' }, otherSeller);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      chassis_number: ['is already listed for a car not yet sold'],
    });
    const withdrawn = await send('POST', `${SELLER}/${first.id}/withdraw`, seller);
    expect(withdrawn.json().data.status).toBe('withdrawn');
    expect((await create({ chassis_number: 'UNIQ-000001' }, otherSeller)).statusCode).toBe(201);
  });

  it('another seller group neither sees, edits nor withdraws the listing', async () => {
    const listing = (await create()).json().data;
    expect((await send('GET', `${SELLER}/${listing.id}`, otherSeller)).statusCode).toBe(404);
    const edit = await send('PUT', `${SELLER}/${listing.id}`, otherSeller, {
      ...listingInput({ model_id: modelId }),
      version: 1,
    });
    expect(edit.statusCode).toBe(404);
    expect((await send('POST', `${SELLER}/${listing.id}/withdraw`, otherSeller)).statusCode).toBe(
      404,
    );
    const list = (await send('GET', SELLER, otherSeller)).json().data as { id: number }[];
    expect(list.map((l) => l.id)).not.toContain(listing.id);
  });

  it('an edit names the version it read: a stale one is refused; an edit of an approved listing goes back to review', async () => {
    const listing = (await create()).json().data;
    const approved = await send('POST', `${STAFF}/${listing.id}/approve`, operations);
    expect(approved.json().data).toMatchObject({ status: 'approved', version: 2 });
    const stale = await send('PUT', `${SELLER}/${listing.id}`, seller, {
      ...listingInput({ model_id: modelId }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const edited = await send('PUT', `${SELLER}/${listing.id}`, seller, {
      ...listingInput({ model_id: modelId, chassis_number: listing.car.chassis_number }),
      mileage_km: 50_000,
      version: 2,
    });
    expect(edited.json().data).toMatchObject({
      status: 'pending',
      version: 3,
      car: { mileage_km: 50_000 },
      reviewed_at: null,
    });
  });

  it('operations reject with a reason the seller reads; a reviewed listing is not reviewed twice; all is in the audit log', async () => {
    const listing = (await create()).json().data;
    expect((await send('POST', `${STAFF}/${listing.id}/reject`, operations, {})).statusCode).toBe(
      422,
    );
    const rejected = await send('POST', `${STAFF}/${listing.id}/reject`, operations, {
      reason: 'Photos of the chassis plate are missing',
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected' });
    expect((await send('GET', `${SELLER}/${listing.id}`, seller)).json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Photos of the chassis plate are missing',
    });
    expect((await send('POST', `${STAFF}/${listing.id}/approve`, operations)).statusCode).toBe(409);
    expect((await send('POST', `${STAFF}/999999/approve`, operations)).statusCode).toBe(404);
    const rejectedQueue = (await send('GET', `${STAFF}?status=rejected`, operations)).json();
    expect(rejectedQueue.data.map((l: { id: number }) => l.id)).toContain(listing.id);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'listing'), eq(auditLog.entityId, String(listing.id))))
      .orderBy(asc(auditLog.id));
    expect(audit.map((row) => [row.action, row.actorRole, row.reason])).toEqual([
      ['listing.create', 'seller', null],
      ['listing.reject', 'operations', 'Photos of the chassis plate are missing'],
    ]);
  });
});
