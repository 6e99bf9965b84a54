import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../config/runtime-config';
import { initialCurrentUserState, type CurrentUser } from '../../features/auth/current-user-slice';
import { initI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { removeAuthToken, storeAuthToken } from '../../lib/auth-token';
import { replayNotice } from '../../lib/realtime';
import { setupStore } from '../store';
import { NoticeBell } from './notice-bell';
import { NoResizeObserver } from '../../testing/no-resize-observer';

// Opening an Ant Design popup in jsdom is slow on a busy machine.
configure({ asyncUtilTimeout: 8000 });

interface Stored {
  id: number;
  event: string;
  data: Record<string, unknown>;
  read_at: string | null;
}

const USER = {
  id: 7,
  email: 'dealer.a@demo.test',
  name: 'Aiman Hakim',
  role: 'dealer',
  staff_roles: [],
  country: 'MY',
  locale: { language: 'en' },
  phone: '+60123456701',
  is_group_admin: false,
  active_group: { id: 8, name: 'Hakim Motors', kind: 'dealer', market: 'MY' },
  followed_auctions_ids: [],
  pined_auctions_ids: [],
  loadingFollowedAuctionIds: {},
  overduePaymentCount: 0,
} as unknown as CurrentUser;

/** A window at desk width (the popover) or phone width (the drawer). */
function setWide(isWide: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: isWide && query.includes('min-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

describe('the notifications bell in the header', () => {
  let server: Server;
  let stored: Stored[] = [];
  let posted: unknown[] = [];

  beforeAll(async () => {
    // The two endpoints as the server answers them (docs/notifications.md), over real HTTP.
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const answer = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const unread = () => stored.filter((n) => n.read_at === null).length;
      if (req.method === 'POST' && url.pathname === '/general/api/v2/notifications/read') {
        let text = '';
        req.on('data', (chunk: Buffer) => (text += chunk.toString()));
        req.on('end', () => {
          const body = JSON.parse(text) as { up_to_id?: number; ids?: number[] };
          posted.push(body);
          for (const n of stored) {
            const covered =
              (body.up_to_id === undefined || n.id <= body.up_to_id) &&
              (body.ids === undefined || body.ids.includes(n.id));
            if (covered && n.read_at === null) n.read_at = '2026-11-26T21:10:00.000Z';
          }
          answer({ data: { unread: unread() } });
        });
        return;
      }
      const perPage = Number(url.searchParams.get('per_page') ?? 20);
      const rows = [...stored].sort((a, b) => b.id - a.id).slice(0, perPage);
      answer({
        data: rows.map((n) => ({
          ...n,
          created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
        })),
        meta: {
          pagination: { total: stored.length, per_page: perPage, current_page: 1, last_page: 1 },
          unread: unread(),
        },
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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
      markets: [{ code: 'MY', name: 'Malaysia', currency: 'MYR' }],
      login_regions: ['MY'],
      languages: ['en', 'id', 'th'],
      default_country: 'MY',
    });
    storeAuthToken('tok');
    vi.stubGlobal('ResizeObserver', NoResizeObserver);
    stored = [
      {
        id: 3,
        event: 'bid.outbid',
        data: { auction_id: 42, amount: 20_600, your_amount: 20_400, updated_at: 'x' },
        read_at: null,
      },
      {
        id: 5,
        event: 'auction.won',
        data: { auction_id: 43, amount: 31_000, updated_at: 'x' },
        read_at: null,
      },
      {
        id: 4,
        event: 'transaction.updated',
        data: { id: 12, auction_id: 40, status: 'paid', version: 2, updated_at: 'x' },
        read_at: '2026-11-26T20:00:00.000Z',
      },
    ];
    posted = [];
  });
  afterEach(() => {
    removeAuthToken();
    setWide(false);
    vi.unstubAllGlobals();
  });

  async function renderBell(language: Language = 'en') {
    await initI18n(language);
    const store = setupStore({
      currentUser: { ...initialCurrentUserState, user: USER, currentLanguage: language },
    });
    render(
      <Provider store={store}>
        <MemoryRouter>
          <header className="app-header">
            <NoticeBell user={USER} />
          </header>
        </MemoryRouter>
      </Provider>,
    );
    return screen.getByTestId('notice-bell');
  }

  it('shows the unread count on the bell and names it for a screen reader', async () => {
    const bell = await renderBell();
    await waitFor(() => expect(screen.getByTestId('notice-bell-count').textContent).toBe('2'));
    expect(bell.getAttribute('aria-label')).toBe('Notifications, 2 unread');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists the notices newest first as sentences in the interface’s language, each leading to its auction or purchase, unread ones marked', async () => {
    const bell = await renderBell('id');
    await waitFor(() => expect(screen.getByTestId('notice-bell-count').textContent).toBe('2'));
    fireEvent.click(bell);
    const items = await screen.findAllByTestId('notice-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Anda menang!'),
      expect.stringContaining('Pembelian Anda diperbarui'),
      expect.stringContaining('Tawaran Anda terlampaui'),
    ]);
    expect(items[0]!.textContent).toMatch(/MYR\s31\.000/);
    // A car no page holds is named by its auction, as a name: a sentence may start with it.
    expect(items[2]!.textContent).toContain('untuk Lelang #42');
    expect(items[0]!.textContent).toContain('5 menit yang lalu');
    expect(items.map((item) => item.getAttribute('data-unread'))).toEqual([
      'true',
      'false',
      'true',
    ]);
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/auctions/43',
      '/transactions/12',
      '/auctions/42',
    ]);
    expect(bell.getAttribute('aria-label')).toBe('Notifikasi, 2 belum dibaca');
  });

  it('a seller group’s stage notices say what happened to the auction, not only its stage', async () => {
    const stage = (id: number, auctionId: number, status: string, sellerStage: string) => ({
      id,
      event: 'seller.auction_stage',
      data: { auction_id: auctionId, status, stage: sellerStage, updated_at: 'x' },
      read_at: null,
    });
    stored = [
      stage(7, 51, 'ended', 'ended'),
      stage(8, 52, 'reserved', 'ended'),
      stage(9, 53, 'awarded', 'completed'),
    ];
    const bell = await renderBell();
    await waitFor(() => expect(screen.getByTestId('notice-bell-count').textContent).toBe('3'));
    fireEvent.click(bell);
    const items = await screen.findAllByTestId('notice-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Your car sold (Unread) Auction #53 sold at the close; the buyer'),
      expect.stringContaining(
        'Your auction ended (Unread) Auction #52 ended below the reserve and awaits your decision.',
      ),
      expect.stringContaining('Your auction ended (Unread) Auction #51 ended without a bid.'),
    ]);
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/seller/auctions/53',
      '/seller/auctions/52',
      '/seller/auctions/51',
    ]);
  });

  it('a seller group’s stage notice names the car as a dealer’s does; an older one without it names the auction', async () => {
    stored = [
      {
        id: 11,
        event: 'seller.auction_stage',
        data: {
          auction_id: 18,
          status: 'active',
          stage: 'live',
          updated_at: 'x',
          car: { year: 2019, make: 'Honda', model: 'City' },
        },
        read_at: null,
      },
      {
        id: 10,
        event: 'seller.auction_stage',
        data: { auction_id: 17, status: 'active', stage: 'live', updated_at: 'x' },
        read_at: null,
      },
    ];
    const bell = await renderBell();
    await waitFor(() => expect(screen.getByTestId('notice-bell-count').textContent).toBe('2'));
    fireEvent.click(bell);
    const items = await screen.findAllByTestId('notice-item');
    expect(items[0]!.textContent).toContain('2019 Honda City');
    expect(items[0]!.textContent).not.toContain('Auction #18');
    expect(items[1]!.textContent).toContain('Auction #17');
  });

  it('a dealer’s answer to a seller’s offer names the car; an older one without it names the auction', async () => {
    const answered = (id: number, auctionId: number, car?: object) => ({
      id,
      event: 'seller.offer_answered',
      data: {
        auction_id: auctionId,
        offer_id: id,
        kind: 'counter',
        amount: 28_000,
        outcome: 'declined',
        updated_at: 'x',
        ...(car ? { car } : {}),
      },
      read_at: null,
    });
    stored = [answered(21, 18, { year: 2019, make: 'Honda', model: 'City' }), answered(20, 17)];
    const bell = await renderBell();
    await waitFor(() => expect(screen.getByTestId('notice-bell-count').textContent).toBe('2'));
    fireEvent.click(bell);
    const items = await screen.findAllByTestId('notice-item');
    expect(items[0]!.textContent).toContain('on 2019 Honda City was declined');
    expect(items[1]!.textContent).toContain('on Auction #17 was declined');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/seller/auctions/18',
      '/seller/auctions/17',
    ]);
  });

  it('“Mark all as read” posts the newest id and clears the badge (desk: a popover the keyboard enters)', async () => {
    setWide(true);
    const bell = await renderBell();
    await waitFor(() => expect(screen.getByTestId('notice-bell-count').textContent).toBe('2'));
    fireEvent.click(bell);
    const inbox = await screen.findByTestId('notice-inbox');
    await waitFor(() => expect(document.activeElement).toBe(inbox));
    await screen.findAllByTestId('notice-item');
    fireEvent.click(screen.getByTestId('notice-mark-all'));
    await waitFor(() => expect(screen.queryByTestId('notice-bell-count')).toBeNull());
    expect(posted).toEqual([{ up_to_id: 5 }]);
    expect(bell.getAttribute('aria-label')).toBe('Notifications, none unread');
    expect(
      screen.getAllByTestId('notice-item').map((item) => item.getAttribute('data-unread')),
    ).toEqual(['false', 'false', 'false']);
    expect(screen.getByTestId<HTMLButtonElement>('notice-mark-all').disabled).toBe(true);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell);
  });

  it('a private notice arriving live adds to the count and to the list, once even if it comes again', async () => {
    const bell = await renderBell();
    await waitFor(() => expect(screen.getByTestId('notice-bell-count').textContent).toBe('2'));
    const live = { auction_id: 44, amount: 9_000, updated_at: new Date().toISOString() };
    replayNotice('snap_it.fired', { ...live, notice_id: 6 });
    replayNotice('snap_it.fired', { ...live, notice_id: 6 });
    await waitFor(() => expect(screen.getByTestId('notice-bell-count').textContent).toBe('3'));
    fireEvent.click(bell);
    const items = await screen.findAllByTestId('notice-item');
    expect(items[0]!.textContent).toContain('Your snap-it fired');
    expect(items).toHaveLength(4);
  });
});
