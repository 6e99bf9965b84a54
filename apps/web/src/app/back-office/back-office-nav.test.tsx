import type { StaffRole } from '@autobid/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RootState } from '../../lib/state/root-state';
import { renderWithProviders } from '../../testing/render-with-providers';
import { jsonResponse, setTestRuntimeConfig } from '../../testing/test-runtime-config';
import { itemsForRoles } from '../frame/frame-nav-item';
import { BackOfficeHome } from './back-office-home';
import { BACK_OFFICE_NAV, recordPageFor } from './back-office-nav';

/** A signed-in staff user with `roles`, as the store holds it. */
function staffSession(roles: StaffRole[]): RootState['currentUser'] {
  return {
    user: {
      id: 90,
      email: 'staff@demo.test',
      name: 'Nur Staff',
      role: 'staff',
      country: 'MY',
      locale: { language: 'en' },
      active_group: null,
      staff_roles: roles,
      followed_auctions_ids: [],
      pined_auctions_ids: [],
      loadingFollowedAuctionIds: {},
      overduePaymentCount: 0,
    },
    accountInfoLoading: false,
    loading: false,
    updating: false,
    error: null,
    currentLanguage: 'en',
    selectedCountry: 'MY',
  };
}

const FINANCE_PAGES = ['finance', 'transactions'];
const keysFor = (roles: StaffRole[]) => itemsForRoles(BACK_OFFICE_NAV, roles).map((i) => i.key);

describe('the finance pages of the back office', () => {
  it('are in the navigation of a finance user', () => {
    expect(keysFor(['finance'])).toEqual(['home', ...FINANCE_PAGES]);
  });

  it.each<StaffRole>(['admin', 'operations', 'inspector'])(
    'are not in the navigation of a user whose only role is %s',
    (role) => {
      expect(keysFor([role]).filter((key) => FINANCE_PAGES.includes(key))).toEqual([]);
    },
  );
});

describe('BackOfficeHome', () => {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/staff/finance/queue'))
      return jsonResponse(200, {
        data: {
          payments: [
            {
              id: 7,
              method: 'bank_transfer',
              amount: 100,
              reference: 'R-1',
              status: 'pending',
              reject_reason: null,
              file_name: 'slip.jpg',
              created_at: '2030-01-02T03:00:00.000Z',
              decided_at: null,
              transaction: {
                id: 12,
                auction_id: 1,
                invoice_number: 'INV-MY-000012',
                market: 'MY',
                currency: 'MYR',
                total: 100,
                status: 'payment_submitted',
              },
              buyer_group: 'Klang Motors',
            },
          ],
          releases: [],
          collections: [
            {
              id: 3,
              party: 'seller',
              name: 'seller_fees',
              amount: 40,
              status: 'open',
              transaction: {
                id: 12,
                invoice_number: 'INV-MY-000012',
                currency: 'MYR',
                status: 'payment_submitted',
              },
            },
          ],
        },
      });
    if (url.includes('/staff/floor-stock/cases')) return jsonResponse(200, { data: [] });
    // Page 1 of a queue, with the queue's total in its pagination (its rows do not matter here).
    const queueTotal = url.includes('/staff/listings?status=pending')
      ? 3
      : url.includes('/staff/inspections?tab=waiting')
        ? 2
        : undefined;
    if (queueTotal !== undefined)
      return jsonResponse(200, {
        data: [],
        meta: { pagination: { total: queueTotal, per_page: 20, current_page: 1, last_page: 1 } },
      });
    return jsonResponse(404, { code: 'not_found', message: 'none' });
  });
  beforeEach(() => {
    setTestRuntimeConfig();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows a finance user the finance desk's card with what waits in its queue", async () => {
    await renderWithProviders(<BackOfficeHome />, { currentUser: staffSession(['finance']) });
    expect(screen.getByTestId('home-finance').textContent).toContain('Finance');
    expect(screen.getByTestId('home-transactions')).toBeTruthy();
    expect((await screen.findByTestId('finance-home-counts')).textContent).toBe(
      '2To verify: 1 · To decide: 0 · To release: 0 · To collect: 1',
    );
  });

  it('shows an operations user no finance card and asks nothing of the finance desk', async () => {
    await renderWithProviders(<BackOfficeHome />, { currentUser: staffSession(['operations']) });
    expect(screen.getByTestId('home-run-sheet')).toBeTruthy();
    expect(screen.queryByTestId('home-finance')).toBeNull();
    expect(screen.queryByTestId('home-transactions')).toBeNull();
    await screen.findByTestId('review-home-count');
    const asked = fetchMock.mock.calls.map(([url]) => url);
    expect(asked.filter((url) => /finance|floor-stock/.test(url))).toEqual([]);
  });

  it('shows an operations user how many listed cars wait in the review queue', async () => {
    await renderWithProviders(<BackOfficeHome />, { currentUser: staffSession(['operations']) });
    expect((await screen.findByTestId('review-home-count')).textContent).toBe(
      '3Waiting for review',
    );
    expect(screen.queryByTestId('inspections-home-count')).toBeNull();
  });

  it('shows an inspector how many cars wait for a report, and no review queue', async () => {
    await renderWithProviders(<BackOfficeHome />, { currentUser: staffSession(['inspector']) });
    expect((await screen.findByTestId('inspections-home-count')).textContent).toBe(
      '2Waiting for a report',
    );
    expect(screen.queryByTestId('home-review')).toBeNull();
    expect(
      fetchMock.mock.calls.map(([url]) => url).some((url) => url.includes('/staff/listings')),
    ).toBe(false);
  });

  it('leaves the count out of the card when its queue cannot be read', async () => {
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse(500, { code: 'internal', message: 'down' }),
    );
    await renderWithProviders(<BackOfficeHome />, { currentUser: staffSession(['inspector']) });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('home-inspections')).toBeTruthy();
    expect(screen.queryByTestId('inspections-home-count')).toBeNull();
  });
});

describe('where the audit log opens a record', () => {
  it('opens a session for operations and a transaction for finance, on their own pages', () => {
    expect(recordPageFor(['operations'])('auction_session', '3')).toBe('/back-office/sessions/3');
    expect(recordPageFor(['finance'])('transaction', '12')).toBe('/back-office/transactions/12');
    const everything = recordPageFor(['admin', 'operations', 'inspector', 'finance']);
    expect(everything('auction_session', '3')).toBe('/back-office/sessions/3');
    expect(everything('transaction', '12')).toBe('/back-office/transactions/12');
  });

  it('opens a group as its accounts for the admin and operations, who reach the users', () => {
    expect(recordPageFor(['admin'])('group', '4')).toBe('/back-office/users?group_id=4');
    expect(recordPageFor(['operations'])('group', '4')).toBe('/back-office/users?group_id=4');
    expect(recordPageFor(['finance'])('group', '4')).toBeNull();
  });

  it('opens nothing the reader’s roles do not reach, no kind without a page and no id that is not one', () => {
    expect(recordPageFor(['admin'])('auction_session', '3')).toBeNull();
    expect(recordPageFor(['operations'])('transaction', '12')).toBeNull();
    expect(recordPageFor(['operations'])('auction', '5')).toBeNull();
    expect(recordPageFor(['operations'])('auction_session', 'MY')).toBeNull();
    expect(recordPageFor(['operations'])('auction_session', '0')).toBeNull();
  });
});
