import { count } from 'drizzle-orm';
import pino from 'pino';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionFollows, auctions, bids, maxBids, snapIts } from './db/schema';
import Fastify from 'fastify';
import { serializeError, type LoggedError } from './lib/log-redaction';
import { registerErrorHandler } from './plugins/error-handler';
import { createAuction, createGroup, createUser } from './testing/factories';
import { createTestContext, type TestContext } from './testing/test-app';

/**
 * The bad input a probe of the running portal answered with a 500 (issue: "nothing falls over"):
 * each is now a clear 4xx that changes nothing.
 */
describe('bad input at the edge', () => {
  let ctx: TestContext;
  let dealer: Record<string, string>;
  let seller: Record<string, string>;
  let staff: Record<string, string>;
  let auctionId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    const sellerGroup = await createGroup(ctx.db, { kind: 'seller' });
    auctionId = (
      await createAuction(ctx.db, { sellerGroupId: sellerGroup.id, now: ctx.clock.now() })
    ).id;
    dealer = (await ctx.dealer()).headers;
    const sellerUser = await createUser(ctx.db, { role: 'seller', activeGroupId: sellerGroup.id });
    seller = { authorization: `Bearer ${await ctx.login(sellerUser.email)}` };
    const staffUser = await createUser(ctx.db, { role: 'staff', activeGroupId: null });
    staff = { authorization: `Bearer ${await ctx.login(staffUser.email)}` };
  });
  afterAll(() => ctx.close());

  const rowCounts = async () => {
    const tables = { auctions, bids, maxBids, snapIts, auctionFollows };
    const out: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await ctx.db.select({ n: count() }).from(table);
      out[name] = row!.n;
    }
    return out;
  };

  const TOO_BIG = 2_147_483_648;
  const idCases: [string, string, () => Record<string, string>, Record<string, unknown>][] = [
    ['POST', '/auction/api/v2/dealers/bids', () => dealer, { auction_id: TOO_BIG, amount: 1000 }],
    [
      'POST',
      '/auction/api/v2/dealers/max-bids',
      () => dealer,
      { auction_id: TOO_BIG, amount: 1000 },
    ],
    [
      'POST',
      '/auction/api/v2/dealers/snap-it-bids',
      () => dealer,
      { auction_id: TOO_BIG, amount: 1000 },
    ],
    [
      'POST',
      '/auction/api/v2/dealers/closed-bids',
      () => dealer,
      { auction_id: TOO_BIG, amount: 1000, bid_type: 'whole_car' },
    ],
    ['POST', '/auction/api/v2/dealers/auctions/follow', () => dealer, { auction_id: TOO_BIG }],
    ['POST', '/auction/api/v2/dealers/auctions/unfollow', () => dealer, { auction_id: TOO_BIG }],
    ['PUT', '/portal/api/v2/dealers/bids/1/accept', () => seller, { auction_id: TOO_BIG }],
    ['PUT', '/portal/api/v2/dealers/bids/1/reject', () => seller, { auction_id: TOO_BIG }],
    [
      'POST',
      '/portal/api/v2/staff/auctions',
      () => staff,
      {
        inventory_id: TOO_BIG,
        type: 'open',
        starts_in_seconds: 0,
        duration_seconds: 600,
        start_price: 10_000,
      },
    ],
  ];

  it.each(idCases)(
    'when %s %s gets an id above 2^31-1 in its body, it answers 422 naming the field and changes nothing',
    async (method, url, headers, payload) => {
      const before = await rowCounts();
      const res = await ctx.app.inject({
        method: method as 'POST' | 'PUT',
        url,
        headers: headers(),
        payload,
      });
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.code).toBe('validation_failed');
      expect(Object.keys(body.errors ?? {}).join(',')).toMatch(/_id/);
      expect(await rowCounts()).toEqual(before);
    },
  );

  it.each([
    ['/general/api/v2/config/search/models?query=%00'],
    ['/auction/api/v2/dealers/auctions/live/filter-make-model?query=a%00b'],
    ['/auction/api/v2/dealers/auctions/live?filter[make]=x%01y'],
  ])('when the query of %s holds a control character, it answers 422', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: dealer });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      message: expect.stringMatching(/must not contain control characters/),
    });
  });

  it('when a body string holds a NUL byte, it answers 422 naming the field and changes nothing', async () => {
    const before = await rowCounts();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v2/dealers/closed-bids',
      headers: dealer,
      payload: { auction_id: auctionId, amount: 20_000, bid_type: 'whole\u0000car' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('bid_type');
    expect(await rowCounts()).toEqual(before);
  });

  it('when a body string holds half a surrogate pair, it answers 422', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v2/dealers/auctions/follow',
      headers: { ...dealer, 'content-type': 'application/json' },
      payload: '{"auction_id":1,"note":"\\ud800x"}',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/not valid text/);
  });

  it('when a note has line breaks and tabs, the guard lets it through to its route', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v2/dealers/auctions/follow',
      headers: dealer,
      payload: { auction_id: auctionId, extra: 'line one\n\tline two\r\n' },
    });
    // The route's own answer, about the field it does not take, not the guard's about the text.
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ extra: ['extra is not a field this request takes'] });
  });

  it('when a body holds a field named like a property of every object, it answers 422 naming it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v2/dealers/auctions/follow',
      headers: { ...dealer, 'content-type': 'application/json' },
      payload: `{"auction_id": ${auctionId}, "toString": 6, "constructor": 1}`,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['constructor', 'toString']);
  });

  it('when a body is nested deeper than any request, it answers 422', async () => {
    let nested: unknown = 'x';
    for (let i = 0; i < 40; i += 1) nested = { a: nested };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v2/dealers/auctions/follow',
      headers: dealer,
      payload: { auction_id: auctionId, nested },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/nested too deeply/);
  });

  it.each([['9999-12-31'], ['1900-01-01'], ['0000-01-01']])(
    'when ended-bids is asked up to %s, it answers 422 with the sane range',
    async (to) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/portal/api/v2/dealers/auctions/ended-bids?filterDate[to]=${to}`,
        headers: dealer,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/between 2000-01-01 and 2100-12-31/);
    },
  );

  it('when a signed-out caller sends a NUL byte to a dealer route, it is told to sign in first', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/general/api/v2/config/search/models?query=%00',
    });
    expect(res.statusCode).toBe(401);
  });
});

/** A log stream that keeps every line written to it. */
function logSink() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, sink };
}

describe('errors in the log', () => {
  it('a failed query is logged with its statement and without its parameters', () => {
    const cause = Object.assign(new Error('value "2147483648" is out of range for type integer'), {
      code: '22003',
      detail: 'Key (email)=(someone@example.com) already exists.',
    });
    const error = Object.assign(
      new Error(
        'Failed query: select * from users where email = $1 and amount = $2\nparams: someone@example.com,123456',
      ),
      {
        query: 'select * from users where email = $1 and amount = $2',
        params: ['someone@example.com', 123456],
        cause,
      },
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('select * from users where email = $1');
    expect(logged).toContain('22003');
    expect(logged).not.toContain('someone@example.com');
    expect(logged).not.toContain('123456');
    expect(logged).not.toContain('2147483648');
  });

  it('the server logger writes errors through the same serializer: no parameter reaches a line', async () => {
    const { lines, sink } = logSink();
    const { requestLogSerializers } = await import('./lib/log-redaction');
    const logger = pino({ serializers: requestLogSerializers }, sink);
    const error = Object.assign(new Error('Failed query: select $1\nparams: secret-token-123'), {
      query: 'select $1',
      params: ['secret-token-123'],
    });
    logger.error({ err: error }, 'request failed');
    expect(lines.join('')).toContain('select $1');
    expect(lines.join('')).not.toContain('secret-token-123');
  });

  it('a request that fails on our side is logged with its error, its message and stack, once redacted', async () => {
    const { lines, sink } = logSink();
    const { requestLogSerializers } = await import('./lib/log-redaction');
    const app = Fastify({
      logger: { level: 'warn', serializers: requestLogSerializers, stream: sink },
    });
    registerErrorHandler(app);
    app.get('/fails', async () => {
      throw Object.assign(new Error('Failed query: select $1\nparams: secret-token-123'), {
        query: 'select $1',
        params: ['secret-token-123'],
      });
    });
    const res = await app.inject({ url: '/fails' });
    await app.close();
    expect(res.statusCode).toBe(500);
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; err?: LoggedError });
    const failed = logged.find((line) => line.msg === 'request failed');
    expect(failed?.err).toMatchObject({
      type: 'Error',
      message: expect.stringContaining('select $1'),
    });
    expect(failed?.err?.stack).toContain('bad-input.test.ts');
    expect(lines.join('')).not.toContain('secret-token-123');
  });
});
