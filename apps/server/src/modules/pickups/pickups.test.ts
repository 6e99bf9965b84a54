import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, transactions } from '../../db/schema';
import { createGroup, createUser, createWonAuction } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { ensurePickupLocations } from './pickups.repository';

// Wednesday 4 March 2026, 10:00 in Kuala Lumpur.
const NOW = Date.parse('2026-03-04T02:00:00.000Z');
const path = (id: number | string) => `/portal/api/v2/dealers/transactions/${id}/pickup-locations`;

interface Location {
  id: number;
  name: string;
  opens_at: string;
  closes_at: string;
}

describe('pickup and delivery of a won car (docs/pickup-and-delivery.md)', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  let finance: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestContext({ now: NOW });
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
    const staff = await createUser(ctx.db, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['finance'],
    });
    finance = { authorization: `Bearer ${await ctx.login(staff.email)}` };
  });
  afterAll(() => ctx.close());

  async function wonCar(market = 'MY') {
    const dealer = await ctx.dealer();
    const auction = await createWonAuction(ctx.db, {
      sellerGroupId,
      now: NOW,
      winner: dealer.user,
      amount: 40_000,
      market,
    });
    const [trx] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.auctionId, auction.id));
    const res = await ctx.app.inject({
      method: 'GET',
      url: path(trx!.id),
      headers: dealer.headers,
    });
    return { ...dealer, trx: trx!, locations: res.json().data.locations as Location[] };
  }
  const save = (id: number, headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url: path(id), headers, payload });
  const contact = { contact_name: 'Aminah Binti Yusof', contact_phone: '+60123456789' };
  const yardOf = (locations: Location[], name: string) => locations.find((l) => l.name === name)!;

  describe('reading', () => {
    it("gives the buyer its market's two yards with opening hours and no plan yet", async () => {
      const { trx, headers } = await wonCar();
      const res = await ctx.app.inject({ method: 'GET', url: path(trx.id), headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.plan).toBeNull();
      expect(res.json().data.locations).toEqual([
        expect.objectContaining({
          name: 'AutoBid Shah Alam Yard',
          opens_at: '09:00',
          closes_at: '18:00',
        }),
        expect.objectContaining({ name: 'AutoBid Puchong Yard' }),
      ]);
      expect(res.json().data.locations[0].address).toContain('40200 Shah Alam');
    });

    it('gives a Singapore transaction the Singapore yards', async () => {
      const { locations } = await wonCar('SG');
      expect(locations.map((l) => l.name)).toEqual([
        'AutoBid Kaki Bukit Yard',
        'AutoBid Sungei Kadut Yard',
      ]);
    });

    it('lets finance read it, answers 404 to another dealer and to an unknown id, 422 to a bad id', async () => {
      const { trx } = await wonCar();
      const other = await ctx.dealer();
      expect(
        (await ctx.app.inject({ method: 'GET', url: path(trx.id), headers: finance })).statusCode,
      ).toBe(200);
      expect(
        (await ctx.app.inject({ method: 'GET', url: path(trx.id), headers: other.headers }))
          .statusCode,
      ).toBe(404);
      expect(
        (await ctx.app.inject({ method: 'GET', url: path(2_000_000_000), headers: other.headers }))
          .statusCode,
      ).toBe(404);
      expect(
        (await ctx.app.inject({ method: 'GET', url: path('abc'), headers: other.headers }))
          .statusCode,
      ).toBe(422);
    });

    it('seeds the yards once: a second run adds nothing', async () => {
      await ensurePickupLocations(ctx.db);
      const { locations } = await wonCar();
      expect(locations).toHaveLength(2);
    });
  });

  describe('planning', () => {
    it('books a pickup at a yard in opening hours, raises the version, audits and tells the buyer', async () => {
      const { user, trx, headers, locations } = await wonCar();
      const yard = yardOf(locations, 'AutoBid Shah Alam Yard');
      const before = ctx.published.length;
      // Thursday 11:00 in Kuala Lumpur.
      const res = await save(trx.id, headers, {
        kind: 'pickup',
        location_id: yard.id,
        pickup_at: '2026-03-05 03:00:00',
        ...contact,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.plan).toEqual({
        kind: 'pickup',
        location: expect.objectContaining({ id: yard.id, name: yard.name }),
        pickup_at: '2026-03-05T03:00:00.000Z',
        delivery_address: null,
        ...contact,
      });
      expect(res.json().data.locations).toHaveLength(2);
      expect(ctx.published.slice(before)).toContainEqual(
        expect.objectContaining({
          channel: `private-user.${user.id}`,
          event: 'transaction.updated',
          data: expect.objectContaining({ id: trx.id, version: trx.version + 1 }),
        }),
      );
      const audit = await ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'transaction.pickup'));
      expect(audit.some((row) => row.entityId === String(trx.id))).toBe(true);
      const read = await ctx.app.inject({
        method: 'GET',
        url: `/portal/api/v2/dealers/transactions/${trx.id}?include=pickup`,
        headers,
      });
      expect(read.json().data).toMatchObject({
        version: trx.version + 1,
        pickup: { kind: 'pickup' },
      });
    });

    it('replaces a pickup by a delivery, with no yard or time left over', async () => {
      const { trx, headers, locations } = await wonCar();
      await save(trx.id, headers, {
        kind: 'pickup',
        location_id: locations[0]!.id,
        pickup_at: '2026-03-05 03:00:00',
        ...contact,
      });
      const res = await save(trx.id, headers, {
        kind: 'delivery',
        delivery_address: '12 Jalan SS2/24, 47300 Petaling Jaya, Selangor',
        contact_name: 'Lim Wei Jie',
        contact_phone: '+60 12-765 4321',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.plan).toEqual({
        kind: 'delivery',
        location: null,
        pickup_at: null,
        delivery_address: '12 Jalan SS2/24, 47300 Petaling Jaya, Selangor',
        contact_name: 'Lim Wei Jie',
        contact_phone: '+60127654321',
      });
    });

    it('books a Saturday, the opening minute and the last second before closing', async () => {
      const { trx, headers, locations } = await wonCar();
      const yard = yardOf(locations, 'AutoBid Shah Alam Yard');
      for (const pickupAt of ['2026-03-07 03:00:00', '2026-03-05 09:59:59', '2026-03-05 01:00:00'])
        expect(
          (
            await save(trx.id, headers, {
              kind: 'pickup',
              location_id: yard.id,
              pickup_at: pickupAt,
              ...contact,
            })
          ).statusCode,
        ).toBe(200);
    });

    it.each([
      ['less than an hour ahead', '2026-03-04 02:59:59', /one hour/],
      ['in the past', '2026-03-03 03:00:00', /one hour/],
      ['on a Sunday', '2026-03-08 03:00:00', /Sundays/],
      ['before opening (08:59 local)', '2026-03-05 00:59:00', /opening hours/],
      ['at closing (18:00 local)', '2026-03-05 10:00:00', /opening hours/],
      ['more than 90 days ahead (a Thursday)', '2026-06-04 03:00:00', /within 90 days/],
      ['in the year 9999', '9999-12-30 03:00:00', /within 90 days/],
      ['not a real date', '2026-02-30 03:00:00', /real date/],
      ['in ISO form', '2026-03-05T03:00:00Z', /YYYY-MM-DD HH:mm:ss/],
    ])('refuses a pickup %s with 422 on pickup_at', async (_case, pickupAt, message) => {
      const { trx, headers, locations } = await wonCar();
      const yard = yardOf(locations, 'AutoBid Shah Alam Yard');
      const res = await save(trx.id, headers, {
        kind: 'pickup',
        location_id: yard.id,
        pickup_at: pickupAt,
        ...contact,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().errors.pickup_at[0]).toMatch(message);
    });

    it("reads opening hours in the market's own time: Jakarta is UTC+7", async () => {
      const { trx, headers, locations } = await wonCar('ID');
      const yard = yardOf(locations, 'AutoBid Cakung Yard');
      const at = (pickupAt: string) =>
        save(trx.id, headers, {
          kind: 'pickup',
          location_id: yard.id,
          pickup_at: pickupAt,
          ...contact,
        });
      // 07:30 and 08:00 in Jakarta (08:30 and 09:00 in Kuala Lumpur).
      expect((await at('2026-03-05 00:30:00')).statusCode).toBe(422);
      expect((await at('2026-03-05 01:00:00')).statusCode).toBe(200);
    });

    it('refuses a yard of another market and an unknown yard with 422 on location_id', async () => {
      const { trx, headers } = await wonCar();
      const singapore = await wonCar('SG');
      for (const locationId of [singapore.locations[0]!.id, 2_000_000_000]) {
        const res = await save(trx.id, headers, {
          kind: 'pickup',
          location_id: locationId,
          pickup_at: '2026-03-05 03:00:00',
          ...contact,
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toHaveProperty('location_id');
      }
    });

    it.each([
      [{ kind: 'drone', ...contact }, 'kind'],
      [{ kind: 'delivery', delivery_address: 'Too short', ...contact }, 'delivery_address'],
      [
        { kind: 'delivery', delivery_address: '12 Jalan SS2/24\nPetaling Jaya', ...contact },
        'delivery_address',
      ],
      [{ kind: 'delivery', delivery_address: 'x'.repeat(301), ...contact }, 'delivery_address'],
      [
        {
          kind: 'delivery',
          delivery_address: '12 Jalan SS2/24, Petaling Jaya',
          ...contact,
          contact_name: 'A',
        },
        'contact_name',
      ],
      [
        {
          kind: 'delivery',
          delivery_address: '12 Jalan SS2/24, Petaling Jaya',
          ...contact,
          contact_phone: '0123456789',
        },
        'contact_phone',
      ],
      [
        {
          kind: 'delivery',
          delivery_address: '12 Jalan SS2/24, Petaling Jaya',
          ...contact,
          contact_phone: '+1234567',
        },
        'contact_phone',
      ],
      [
        {
          kind: 'delivery',
          delivery_address: '12 Jalan SS2/24, Petaling Jaya',
          contact_name: 'Aminah',
        },
        'contact_phone',
      ],
      [{ kind: 'pickup', pickup_at: '2026-03-05 03:00:00', ...contact }, 'location_id'],
    ])('refuses the body %j with 422 naming %s', async (body, field) => {
      const { trx, headers } = await wonCar();
      const res = await save(trx.id, headers, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty(field);
    });

    it.each(['handed_over', 'completed', 'cancelled'] as const)(
      'refuses to change the plan once the transaction is %s (409)',
      async (status) => {
        const { trx, headers } = await wonCar();
        await ctx.db.update(transactions).set({ status }).where(eq(transactions.id, trx.id));
        const res = await save(trx.id, headers, {
          kind: 'delivery',
          delivery_address: '12 Jalan SS2/24, Petaling Jaya',
          ...contact,
        });
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe('invalid_transition');
      },
    );

    it('answers another dealer 404 before reading its body, and refuses staff with 403', async () => {
      const { trx } = await wonCar();
      const other = await ctx.dealer();
      const res = await save(trx.id, other.headers, {});
      expect(res.statusCode).toBe(404);
      const valid = {
        kind: 'delivery',
        delivery_address: '12 Jalan SS2/24, Petaling Jaya',
        ...contact,
      };
      expect((await save(trx.id, other.headers, valid)).statusCode).toBe(404);
      expect((await save(trx.id, finance, valid)).statusCode).toBe(403);
    });
  });
});
