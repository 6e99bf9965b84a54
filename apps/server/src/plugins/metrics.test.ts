import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createAuction, createGroup, createUser, TEST_PASSWORD } from '../testing/factories';
import { preparedPoolSize } from '../db/client';
import { testDatabaseKind } from '../testing/test-database';
import { createOperationsTestApp, type OperationsTestApp } from './operations-test-app';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one series in a Prometheus text answer, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let ctx: OperationsTestApp;
  let headers: Record<string, string>;
  let auctionId: number;
  let watcher: WebSocket;
  const scrape = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    let lastTickAt = 0;
    ctx = await createOperationsTestApp({
      clockStatus: () => ({ intervalMs: 250, lastTickAt, lastTickChanges: 3 }),
    });
    lastTickAt = Date.now() - 2_000;
    const seller = await createGroup(ctx.database.db, { kind: 'seller' });
    const auction = await createAuction(ctx.database.db, {
      sellerGroupId: seller.id,
      now: Date.parse('2026-03-02T09:00:00.000Z'),
    });
    auctionId = auction.id;
    // A watcher of the auction on a real socket.
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    watcher = new WebSocket(`${address.replace('http', 'ws')}/app/test-auction?protocol=7`);
    await new Promise<void>((resolve, reject) => {
      watcher.on('error', reject);
      watcher.on('message', (raw: Buffer) => {
        const { event } = JSON.parse(raw.toString()) as { event: string };
        if (event === 'pusher:connection_established')
          watcher.send(
            JSON.stringify({
              event: 'pusher:subscribe',
              data: { channel: `auction.${auctionId}` },
            }),
          );
        if (event === 'pusher_internal:subscription_succeeded') resolve();
      });
    });
    const dealer = await createUser(ctx.database.db);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v1/loginByEmail',
      payload: { email: dealer.email, password: TEST_PASSWORD },
    });
    headers = { authorization: `Bearer ${login.json().data.access_token}` };
  });
  afterAll(async () => {
    watcher.close();
    await ctx.close();
  });

  const placeBid = (auction: number, amount: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v2/dealers/bids',
      headers,
      payload: { auction_id: auction, amount },
    });

  it('counts bids accepted and bids refused by the error code of their answer', async () => {
    const place = (amount: number) => placeBid(auctionId, amount);
    expect((await place(20_000)).statusCode).toBe(200);
    const again = await place(20_000);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_winning');
    const bad = await place(-5);
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);

    const text = await scrape();
    expect(sample(text, 'autobid_bids_total{type="manual",outcome="accepted",code=""}')).toBe(1);
    expect(
      sample(text, 'autobid_bids_total{type="manual",outcome="rejected",code="already_winning"}'),
    ).toBe(1);
    expect(
      sample(
        text,
        `autobid_bids_total{type="manual",outcome="rejected",code="${bad.json().code}"}`,
      ),
    ).toBe(1);
  });

  it('counts the batches of bids by the path that decided them: the held auction, or the row lock and why', async () => {
    const held = 'autobid_change_batches_total{path="held",reason=""}';
    const before = sample(await scrape(), held)!;
    const seller = await createGroup(ctx.database.db, { kind: 'seller' });
    const fresh = await createAuction(ctx.database.db, {
      sellerGroupId: seller.id,
      now: Date.parse('2026-03-02T09:00:00.000Z'),
    });
    expect((await placeBid(fresh.id, 20_000)).statusCode).toBe(200);

    const text = await scrape();
    expect(sample(text, held)).toBe(before + 1);
    for (const reason of ['other', 'busy', 'changed', 'failed'])
      expect(
        sample(text, `autobid_change_batches_total{path="row_lock",reason="${reason}"}`),
      ).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'autobid_change_batches_total{path="row_lock",reason="busy"}')).toBe(0);
    // One node, nothing else changing the auction: it never had to read a held auction again.
    expect(sample(text, 'autobid_held_reads_again_total')).toBe(0);
  });

  it('labels requests with the route pattern, never the address with its ids and query', async () => {
    await ctx.app.inject({
      method: 'DELETE',
      url: '/auction/api/v2/dealers/max-bids/987654?secret=x',
      headers,
    });
    await ctx.app.inject({ method: 'GET', url: '/no/such/page/4711' });
    const text = await scrape();
    expect(text).toMatch(
      /http_requests_total\{route="\/auction\/api\/v2\/dealers\/max-bids\/:id",method="DELETE",status_code="\d+"\} 1/,
    );
    expect(text).toMatch(
      /http_requests_total\{route="\(unmatched\)",method="GET",status_code="404"\}/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",route="\/auction\/api\/v2\/dealers\/bids",method="POST",status_code="200"\}/,
    );
    expect(text).not.toContain('987654');
    expect(text).not.toContain('4711');
    expect(text).not.toContain('secret');
  });

  it('reports realtime sockets and events, the clock lag, the database and the process', async () => {
    // The auction's page is read on the pool of prepared statements.
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/auction/api/v2/dealers/auctions/live/${auctionId}`,
      headers,
    });
    expect(page.statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, 'autobid_realtime_connections')).toBe(1);
    expect(sample(text, 'autobid_realtime_addresses')).toBe(1);
    expect(sample(text, 'autobid_realtime_channels{app="auction"}')).toBe(1);
    // The accepted bid published its auction.updated (and the live list's events), and the watcher got it.
    expect(sample(text, 'autobid_realtime_events_published_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'autobid_realtime_events_delivered_total')).toBe(1);
    expect(sample(text, 'autobid_clock_lag_seconds')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'autobid_clock_last_tick_changes')).toBe(3);
    expect(sample(text, `autobid_database_info{kind="${testDatabaseKind()}"}`)).toBe(1);
    if (testDatabaseKind() === 'postgres') {
      const pool = (name: string, state: string) =>
        sample(text, `autobid_database_pool_connections{pool="${name}",state="${state}"}`);
      expect(pool('main', 'total')).toBeGreaterThan(0);
      expect(pool('main', 'waiting')).toBe(0);
      // The page was read on the pool of prepared statements, half the main one.
      expect(pool('prepared', 'total')).toBeGreaterThan(0);
      expect(pool('prepared', 'max')).toBe(preparedPoolSize(pool('main', 'max') ?? 0));
    }
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('reports the heap left after a full garbage collection once one has run', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    // The GC entry reaches the observer on a later turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const bytes = sample(await scrape(), 'nodejs_heap_used_after_full_gc_bytes');
    expect(bytes).toBeGreaterThan(1024 * 1024);
    expect(bytes).toBeLessThan(sample(await scrape(), 'nodejs_heap_size_total_bytes')!);
  });

  it('answers a caller from another address 403, and one that came through a proxy', async () => {
    const remote = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('http_requests_total');
    const proxied = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
  });
});

describe('GET /metrics with METRICS_TOKEN set', () => {
  let ctx: OperationsTestApp;
  beforeAll(async () => {
    ctx = await createOperationsTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => ctx.close());

  it('answers 401 without the token or with another, even from loopback, and 200 with it from anywhere', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(right.body).toContain('# TYPE http_requests_total counter');
  });

  it('keeps each app’s counts in its own registry', async () => {
    const other = await createOperationsTestApp({ metricsToken: TOKEN });
    try {
      for (let i = 0; i < 3; i += 1) await other.app.inject({ method: 'GET', url: '/healthz' });
      const read = async (app: OperationsTestApp) =>
        sample(
          (
            await app.app.inject({
              method: 'GET',
              url: '/metrics',
              headers: { authorization: `Bearer ${TOKEN}` },
            })
          ).body,
          'http_requests_total{route="/healthz",method="GET",status_code="200"}',
        );
      expect(await read(other)).toBe(3);
      expect(await read(ctx)).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
