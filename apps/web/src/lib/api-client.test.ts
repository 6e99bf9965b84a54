import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RuntimeConfig } from '@autobid/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { setRuntimeConfig } from '../config/runtime-config';
import { apiRequest, apiUrl, setUnauthorizedHandler } from './api-client';
import { ApiRequestError } from './api-error';
import { removeAuthToken, storeAuthToken } from './auth-token';

const config: RuntimeConfig = {
  api: { portal: '/portal/api', auction: '/auction/api', general: '/general/api' },
  realtime: {
    host: null,
    port: null,
    cluster: 'autobid',
    force_tls: false,
    auth_endpoint: '/general/api/v2/broadcasting/auth',
    apps: { general: { key: 'g' }, auction: { key: 'a' } },
  },
  markets: [],
  login_regions: ['MY'],
  languages: ['en'],
  default_country: 'MY',
};

function answer(status: number, body: unknown): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const anything = z.unknown();
let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  setRuntimeConfig(config);
  onUnauthorized = vi.fn<() => void>();
  setUnauthorizedHandler(onUnauthorized);
});

afterEach(() => {
  vi.unstubAllGlobals();
  removeAuthToken();
});

describe('apiRequest', () => {
  it('builds the URL from the API base, version, path and query, leaving out empty values', () => {
    expect(
      apiUrl('auction', 'v2', '/dealers/auctions/live', {
        include: 'active_inspection',
        ids: undefined,
        page: 1,
      }),
    ).toBe('/auction/api/v2/dealers/auctions/live?include=active_inspection&page=1');
  });

  it('sends the stored token as a bearer header', async () => {
    storeAuthToken('tok-123');
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { data: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('auction', 'v1', '/users/current', anything);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
  });

  it('reports a 401 as a rejected session', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(answer(401, { message: 'Unauthenticated', code: 'unauthenticated' })),
    );
    await expect(apiRequest('auction', 'v1', '/users/current', anything)).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports a 400 "Token signature mismatch" as a rejected session but not another 400', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          answer(400, { message: 'Token signature mismatch', code: 'unauthenticated' }),
        ),
    );
    await expect(apiRequest('auction', 'v1', '/users/current', anything)).rejects.toThrow();
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(400, { message: 'Bad input', code: 'validation_failed' })),
    );
    await expect(apiRequest('auction', 'v1', '/users/current', anything)).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not treat a wrong password at sign-in as a lost session', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          answer(401, { message: 'Invalid credentials', code: 'invalid_credentials' }),
        ),
    );
    const call = apiRequest('auction', 'v1', '/loginByEmail', anything, {
      method: 'POST',
      skipAuthRedirect: true,
    });
    await expect(call).rejects.toMatchObject({
      failure: { code: 'invalid_credentials', status: 401 },
      hasResponse: true,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the minimum and the current auction of a refused bid', async () => {
    const auction = { id: 1 };
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        answer(422, {
          message: 'Too low',
          code: 'bid_below_minimum',
          minimum: 5200,
          data: { auction },
        }),
      ),
    );
    await expect(
      apiRequest('auction', 'v2', '/dealers/bids', anything, { method: 'POST', body: {} }),
    ).rejects.toMatchObject({
      failure: { code: 'bid_below_minimum', minimum: 5200 },
    });
  });

  it('turns an unreadable error body into a stable code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(apiRequest('auction', 'v2', '/x', anything)).rejects.toMatchObject({
      failure: { code: 'internal_error', status: 502 },
    });
  });

  it('marks a call that got no answer at all as having no response', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('auction', 'v2', '/x', anything)).rejects.toMatchObject({
      failure: { code: 'network_error' },
      hasResponse: false,
    });
  });

  it('refuses an answer that does not match the contract', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, { data: 'nope' })));
    await expect(
      apiRequest('auction', 'v2', '/x', z.object({ data: z.number() })),
    ).rejects.toMatchObject({ failure: { code: 'invalid_response' } });
  });
});

/**
 * Idempotency keys and retries (docs/idempotency.md), against a real HTTP server on 127.0.0.1
 * whose answer to each try the test decides: an answer, or a dropped connection.
 */
describe('apiRequest: keys and retries of changing calls', () => {
  type Reply = { status: number; body: unknown } | 'drop';
  let server: Server;
  let script: Reply[] = [];
  let seen: { method: string; key: string | undefined; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const key = req.headers['idempotency-key'];
        seen.push({
          method: req.method ?? '',
          key: typeof key === 'string' ? key : undefined,
          body,
        });
        const reply = script.shift() ?? { status: 200, body: { data: 'ok' } };
        if (reply === 'drop') {
          req.socket.destroy();
          return;
        }
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    setRuntimeConfig({
      ...config,
      api: {
        portal: `${base}/portal/api`,
        auction: `${base}/auction/api`,
        general: `${base}/general/api`,
      },
    });
    script = [];
    seen = [];
  });

  const bid = () =>
    apiRequest('auction', 'v2', '/dealers/bids', anything, {
      method: 'POST',
      body: { auction_id: 1, amount: 20_000 },
    });

  it('sends a fresh UUID key with every changing call and none with a GET', async () => {
    await bid();
    await bid();
    await apiRequest('auction', 'v2', '/dealers/auctions/live', anything);
    const [first, second, read] = seen;
    expect(first?.key).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(second?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.key).not.toBe(first?.key);
    expect(read).toMatchObject({ method: 'GET', key: undefined });
  });

  it('a dropped connection and a 502/503/504 are tried again with the same key and body; the answer that comes back is used', async () => {
    script = ['drop', { status: 503, body: null }, { status: 200, body: { data: 'placed' } }];
    await expect(bid()).resolves.toEqual({ data: 'placed' });
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((s) => s.key)).size).toBe(1);
    expect(new Set(seen.map((s) => s.body)).size).toBe(1);

    seen = [];
    script = [
      { status: 502, body: null },
      { status: 504, body: null },
    ];
    await expect(bid()).resolves.toEqual({ data: 'ok' });
    expect(seen).toHaveLength(3);
  });

  it('a 409 idempotency_key_in_use is tried again with the same key; another 409 is not', async () => {
    const inUse = { status: 409, body: { message: 'busy', code: 'idempotency_key_in_use' } };
    script = [inUse, { status: 200, body: { data: 'replayed' } }];
    await expect(bid()).resolves.toEqual({ data: 'replayed' });
    expect(seen.map((s) => s.key)).toEqual([seen[0]?.key, seen[0]?.key]);

    seen = [];
    script = [{ status: 409, body: { message: 'You lead', code: 'already_winning' } }];
    await expect(bid()).rejects.toMatchObject({ failure: { code: 'already_winning' } });
    expect(seen).toHaveLength(1);
  });

  it('gives up after three tries with the network error when no answer ever comes', async () => {
    script = ['drop', 'drop', 'drop'];
    const started = Date.now();
    await expect(bid()).rejects.toMatchObject({
      failure: { code: 'network_error' },
      hasResponse: false,
    });
    expect(seen).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_150);
  });

  it('does not try a GET again', async () => {
    script = ['drop'];
    await expect(
      apiRequest('auction', 'v2', '/dealers/auctions/live', anything),
    ).rejects.toMatchObject({ failure: { code: 'network_error' } });
    expect(seen).toHaveLength(1);
  });
});
