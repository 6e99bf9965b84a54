import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAuction,
  createBid,
  createGroup,
  createUser,
  createWonAuction,
} from '../testing/factories';
import { listingInput } from '../testing/listing-input';
import { createTestContext, type TestContext } from '../testing/test-app';
import { eq } from 'drizzle-orm';
import { models, transactions } from '../db/schema';
import {
  SANDBOX_PAYMENT_SETTINGS,
  signatureHeader,
} from '../modules/online-payments/gateway-client';
import {
  ACCESS_TABLE,
  PERSONAS,
  expectedOutcome,
  type Persona,
  type RouteAccess,
} from './access-table';

const key = (method: string, path: string) => `${method} ${path}`;

describe('the role × endpoint table (docs/roles.md)', () => {
  let ctx: TestContext;
  const headers = {} as Record<Persona, Record<string, string>>;
  let emails: Partial<Record<string, string>> = {};
  const ids = {
    auction: 0,
    wonAuction: 0,
    reservedBid: 0,
    reservedAuction: 0,
    maxBid: 0,
    snapIt: 0,
    sellerGroup: 0,
    // No such offer: the dealer's answer is refused as not found, whoever asks.
    offer: 2_000_000_000,
    listing: 0,
    model: 0,
    transaction: 0,
    dealerGroup: 0,
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    const sellerA = await createGroup(ctx.db, { kind: 'seller' });
    const sellerB = await createGroup(ctx.db, { kind: 'seller' });
    ids.sellerGroup = sellerA.id;
    const users = {
      dealer: await createUser(ctx.db),
      dealerOther: await createUser(ctx.db),
      seller: await createUser(ctx.db, { role: 'seller', activeGroupId: sellerA.id }),
      sellerOther: await createUser(ctx.db, { role: 'seller', activeGroupId: sellerB.id }),
      admin: await createUser(ctx.db, {
        role: 'staff',
        activeGroupId: null,
        staffRoles: ['admin'],
      }),
      operations: await createUser(ctx.db, {
        role: 'staff',
        activeGroupId: null,
        staffRoles: ['operations'],
      }),
      inspector: await createUser(ctx.db, {
        role: 'staff',
        activeGroupId: null,
        staffRoles: ['inspector'],
      }),
      finance: await createUser(ctx.db, {
        role: 'staff',
        activeGroupId: null,
        staffRoles: ['finance'],
      }),
    };
    headers.anonymous = {};
    emails = Object.fromEntries(
      Object.entries(users).map(([persona, user]) => [persona, user.email]),
    );
    for (const [persona, user] of Object.entries(users))
      headers[persona as Persona] = { authorization: `Bearer ${await ctx.login(user.email)}` };

    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId: sellerA.id,
      now,
      timeEnd: new Date(now + 3_600_000),
    });
    ids.auction = auction.id;
    ids.wonAuction = (
      await createWonAuction(ctx.db, {
        sellerGroupId: sellerA.id,
        now,
        winner: users.dealer,
        amount: 50_000,
      })
    ).id;
    const reserved = await createAuction(ctx.db, {
      sellerGroupId: sellerA.id,
      now,
      status: 'reserved',
      timeEnd: new Date(now - 60_000),
      closedAt: new Date(now - 60_000),
    });
    ids.reservedAuction = reserved.id;
    const [won] = await ctx.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.auctionId, ids.wonAuction));
    ids.transaction = won!.id;
    ids.dealerGroup = users.dealer.activeGroupId!;
    ids.reservedBid = (
      await createBid(ctx.db, {
        auctionId: reserved.id,
        user: users.dealer,
        amount: 40_000,
        createdAt: new Date(now - 120_000),
      })
    ).id;
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers: headers.dealer, payload });
    const maxBid = await post('/auction/api/v2/dealers/max-bids', {
      auction_id: auction.id,
      amount: 900_000,
    });
    ids.maxBid = maxBid.json().data.auction.max_bid.id;
    const snapIt = await post('/auction/api/v2/dealers/snap-it-bids', {
      auction_id: auction.id,
      amount: 800_000,
    });
    ids.snapIt = snapIt.json().data.auction.snap_it_bid.id;
    const [model] = await ctx.db.select({ id: models.id }).from(models).limit(1);
    ids.model = model!.id;
    const listing = await ctx.app.inject({
      method: 'POST',
      url: '/portal/api/v2/sellers/listings',
      headers: headers.seller,
      payload: listingInput({ model_id: model!.id }),
    });
    ids.listing = listing.json().data.id;
  });
  afterAll(() => ctx.close());

  /** A concrete request for a route, naming rows of the first dealer and the first seller. */
  function requestFor(route: RouteAccess): {
    url: string;
    payload?: object;
    headers?: Record<string, string>;
  } {
    const url = route.path
      .replace(':bidId', String(ids.reservedBid))
      .replace(':offerId', String(ids.offer))
      .replace(':listingId', String(ids.listing))
      .replace(
        ':auctionId',
        String(route.path.includes('sellers') ? ids.reservedAuction : ids.auction),
      )
      .replace(':fileId', String(ids.offer))
      .replace(':caseId', String(ids.offer))
      .replace(':fileName', 'photo.jpg')
      .replace(':userGroupId', String(ids.dealerGroup))
      .replace(':type', 'invoice')
      .replace(':paymentId', String(ids.offer))
      .replace(':collectionId', String(ids.offer))
      .replace(':file', 'nothing.jpg')
      .replace(':id', String(idFor(route.path)));
    if (route.method === 'PUT' && route.path.endsWith('/:listingId'))
      return { url, payload: { ...listingInput({ model_id: ids.model }), version: 1 } };
    if (route.path.endsWith('/photos/order')) return { url, payload: { file_ids: [ids.offer] } };
    if (route.path.endsWith('/files/:fileId') && route.method === 'PUT')
      return { url, payload: { caption: 'Front' } };
    // A gateway callback is admitted by its signature: an empty event, signed, is refused as invalid.
    if (route.path.endsWith('/hsbc/callback')) {
      const t = Math.floor(ctx.clock.now() / 1000);
      const signature = signatureHeader(SANDBOX_PAYMENT_SETTINGS.secret, '{}', t);
      return { url, payload: {}, headers: { 'x-signature': signature } };
    }
    if (route.path.endsWith('/counter-offer'))
      return { url, payload: { bid_id: ids.reservedBid, amount: 45_000 } };
    if (route.path.endsWith('/accept') || route.path.endsWith('/reject'))
      return { url, payload: { auction_id: ids.reservedAuction } };
    return route.method === 'GET' || route.method === 'DELETE' ? { url } : { url, payload: {} };
  }
  function idFor(path: string): number {
    if (path.includes('max-bids')) return ids.maxBid;
    if (path.includes('snap-it-bids')) return ids.snapIt;
    if (path.includes('/detail')) return ids.wonAuction;
    if (path.includes('groups')) return ids.sellerGroup;
    if (path.includes('transactions/')) return ids.transaction;
    return ids.auction;
  }

  it('names exactly the routes the server registers', () => {
    const table = ACCESS_TABLE.map((r) => key(r.method, r.path)).sort();
    expect(ctx.app.registeredRoutes.filter((r) => !r.startsWith('HEAD ')).sort()).toEqual(table);
  });

  // Logout ends the caller's session, so it goes last; the owner of a row is asked after the others.
  const ordered = [...ACCESS_TABLE].sort(
    (a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')),
  );
  const personas = [...PERSONAS].sort(
    (a, b) => Number(a === 'dealer' || a === 'seller') - Number(b === 'dealer' || b === 'seller'),
  );

  it('answers every route as the table says for every persona', async () => {
    const mismatches: string[] = [];
    for (const route of ordered) {
      for (const persona of personas) {
        const { url, payload, headers: extra } = requestFor(route);
        // Each logout ends the session the one before it used: every persona signs in afresh.
        const email = emails[persona];
        if (route.path.endsWith('/logout') && email)
          headers[persona] = { authorization: `Bearer ${await ctx.login(email)}` };
        const res = await ctx.app.inject({
          method: route.method,
          url,
          headers: { ...headers[persona], ...extra },
          ...(payload ? { payload } : {}),
        });
        const expected = expectedOutcome(route, persona);
        const got =
          res.statusCode === 401 ||
          res.statusCode === 403 ||
          (expected === '404' && res.statusCode === 404)
            ? String(res.statusCode)
            : 'ok';
        if (got !== expected)
          mismatches.push(
            `${route.method} ${route.path} as ${persona}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 80)}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  });
});
