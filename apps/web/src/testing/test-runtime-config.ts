import { setRuntimeConfig } from '../config/runtime-config';

/** The runtime config a component test needs to build API URLs; nothing is served from it. */
export function setTestRuntimeConfig(): void {
  setRuntimeConfig({
    api: { portal: '/portal/api', auction: '/auction/api', general: '/general/api' },
    realtime: {
      host: null,
      port: null,
      cluster: 'c',
      force_tls: false,
      auth_endpoint: '',
      apps: { general: { key: 'g' }, auction: { key: 'a' } },
    },
    markets: [],
    login_regions: [],
    languages: ['en'],
    default_country: 'MY',
  });
}

/** A JSON answer as `fetch` would resolve it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The JSON body of the n-th call to a stubbed `fetch`. */
export function sentBody(fetchMock: { mock: { calls: unknown[][] } }, n = 0): unknown {
  const init = fetchMock.mock.calls[n]?.[1] as RequestInit | undefined;
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
}
