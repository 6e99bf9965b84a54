import type { RuntimeConfig } from '@autobid/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
