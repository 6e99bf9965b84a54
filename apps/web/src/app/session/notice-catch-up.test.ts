import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../config/runtime-config';
import { removeAuthToken, storeAuthToken } from '../../lib/auth-token';
import { replayNotice, subscribeRealtime } from '../../lib/realtime';
import { catchUpOnNotices, resetNoticeCatchUp } from './notice-catch-up';

interface Stored {
  id: number;
  event: string;
  data: Record<string, unknown>;
}

const pagination = (total: number) => ({
  pagination: { total, per_page: 50, current_page: 1, last_page: 1 },
});

describe('catching up on the notices a page missed', () => {
  let server: Server;
  let stored: Stored[] = [];
  let asked: URLSearchParams[] = [];

  beforeAll(async () => {
    // The list as the server answers it: newest first, after_id and per_page honoured.
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      asked.push(url.searchParams);
      const afterId = Number(url.searchParams.get('after_id') ?? 0);
      const perPage = Number(url.searchParams.get('per_page') ?? 20);
      const rows = stored
        .filter((n) => n.id > afterId)
        .sort((a, b) => b.id - a.id)
        .slice(0, perPage)
        .map((n) => ({ ...n, created_at: '2026-11-26T21:00:00.000Z', read_at: null }));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: rows, meta: pagination(rows.length) }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const stops: (() => void)[] = [];
  beforeEach(() => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    setRuntimeConfig({
      api: {
        portal: `${base}/portal/api`,
        auction: `${base}/auction/api`,
        general: `${base}/general/api`,
      },
      realtime: {
        host: null,
        port: null,
        cluster: 'autobid',
        force_tls: false,
        auth_endpoint: '',
        apps: { general: { key: 'g' }, auction: { key: 'a' } },
      },
      markets: [],
      login_regions: ['MY'],
      languages: ['en'],
      default_country: 'MY',
    });
    storeAuthToken('tok');
    sessionStorage.clear();
    resetNoticeCatchUp(7);
    stored = [];
    asked = [];
  });
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    removeAuthToken();
  });

  it('a first page load starts from the newest notice and shows nothing old', async () => {
    const shown: unknown[] = [];
    stops.push(subscribeRealtime('general', 'private-user.7', 'bid.outbid', (d) => shown.push(d)));
    stored = [
      { id: 3, event: 'bid.outbid', data: { auction_id: 1 } },
      { id: 4, event: 'bid.outbid', data: { auction_id: 2 } },
    ];
    await catchUpOnNotices(7);
    expect(shown).toEqual([]);
    expect(sessionStorage.getItem('autobid.lastNoticeId.7')).toBe('4');
  });

  it('after a drop, the missed notices are shown oldest first through the live handlers, and one already had live is not shown again', async () => {
    sessionStorage.setItem('autobid.lastNoticeId.7', '10');
    resetNoticeCatchUp(7);
    const shown: unknown[] = [];
    stops.push(subscribeRealtime('general', 'private-user.7', 'bid.outbid', (d) => shown.push(d)));
    const won: unknown[] = [];
    stops.push(subscribeRealtime('general', 'private-user.7', 'auction.won', (d) => won.push(d)));
    // Notice 12 came live as the socket came back; 11 and 13 were missed.
    replayNotice('bid.outbid', { auction_id: 5, notice_id: 12 });
    stored = [
      { id: 9, event: 'bid.outbid', data: { auction_id: 1 } },
      { id: 11, event: 'bid.outbid', data: { auction_id: 4 } },
      { id: 12, event: 'bid.outbid', data: { auction_id: 5 } },
      { id: 13, event: 'auction.won', data: { auction_id: 6, amount: 30_000 } },
      { id: 14, event: 'seller.offer_answered', data: { auction_id: 7 } },
    ];
    await catchUpOnNotices(7);
    // From where the last catch-up ended, not from the live 12: 11 would be lost otherwise.
    expect(asked.at(-1)?.get('after_id')).toBe('10');
    expect(shown).toEqual([
      { auction_id: 5, notice_id: 12 },
      { auction_id: 4, notice_id: 11 },
    ]);
    expect(won).toEqual([{ auction_id: 6, amount: 30_000, notice_id: 13 }]);
    expect(sessionStorage.getItem('autobid.lastNoticeId.7')).toBe('14');
    await catchUpOnNotices(7);
    expect(asked.at(-1)?.get('after_id')).toBe('14');
    expect(shown).toHaveLength(2);
  });

  it('a reload catches up from the id kept in the tab', async () => {
    const shown: unknown[] = [];
    stops.push(subscribeRealtime('general', 'private-user.7', 'bid.outbid', (d) => shown.push(d)));
    sessionStorage.setItem('autobid.lastNoticeId.7', '20');
    resetNoticeCatchUp(7);
    stored = [
      { id: 20, event: 'bid.outbid', data: { auction_id: 1 } },
      { id: 21, event: 'bid.outbid', data: { auction_id: 2 } },
    ];
    await catchUpOnNotices(7);
    expect(asked[0]?.get('after_id')).toBe('20');
    expect(shown).toEqual([{ auction_id: 2, notice_id: 21 }]);
  });
});
