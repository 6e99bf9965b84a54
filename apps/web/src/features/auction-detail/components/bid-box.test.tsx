import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../../config/runtime-config';
import { buildAuction, buildBid } from '../../../testing/auction-factory';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { initialAuctionDetailState } from '../auction-detail-slice';
import { BidBox } from './bid-box';

const increments = [
  { from: 0, increment: 500 },
  { from: 100_000, increment: 1_000 },
];
// Highest 40,000 with a 500 step: the minimum next bid is 40,500.
const auction = buildAuction({ highest_bid: buildBid({ amount: 40_000 }), bid_count: 1 });

function renderBox(overrides = {}) {
  const shown = { ...auction, ...overrides };
  return renderWithProviders(<BidBox auction={shown} increments={increments} />, {
    auctionDetail: { ...initialAuctionDetailState, auction: shown },
  });
}

const submitButton = () => screen.getByTestId('bid-submit');

beforeEach(() => {
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
});

afterEach(() => vi.unstubAllGlobals());

describe('BidBox', () => {
  it('with nothing typed, offers to bid exactly the minimum next bid', async () => {
    await renderBox();
    expect(submitButton().textContent).toMatch(/Bid MYR\s40,500/);
  });

  it('offers three quick amounts, each one increment above the last, and fills the one tapped', async () => {
    await renderBox();
    const quick = screen.getAllByTestId('quick-bid');
    expect(quick.map((button) => button.textContent?.replace(/\s/g, ' '))).toEqual([
      'MYR 40,500',
      'MYR 41,000',
      'MYR 41,500',
    ]);
    fireEvent.click(quick[2]!);
    expect(submitButton().textContent).toMatch(/Bid MYR\s41,500/);
  });

  it('refuses an amount below the minimum before sending anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await renderBox();
    fireEvent.change(screen.getByTestId('bid-amount'), { target: { value: '40000' } });
    expect(await screen.findByText(/Enter at least MYR\s40,500/)).toBeTruthy();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the amount as an integer and shows a translated message when another bid got in first', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(
        JSON.stringify({
          message: 'raw server text',
          code: 'bid_below_minimum',
          minimum: 41_000,
        }),
        { status: 422 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await renderBox();
    await act(async () => {
      fireEvent.click(submitButton());
    });
    const body = JSON.parse(
      (fetchMock.mock.calls[0]?.[1] as RequestInit).body as string,
    ) as unknown;
    expect(body).toEqual({ auction_id: 1, amount: 40_500 });
    await waitFor(() =>
      expect(screen.getByTestId('bid-error').textContent).toMatch(
        /Someone bid first\. The minimum bid is now MYR\s41,000\./,
      ),
    );
    expect(screen.queryByText('raw server text')).toBeNull();
  });

  it('when the typed amount is cleared, the field stays empty and the button bids the minimum again, without an error', async () => {
    await renderBox();
    const field = screen.getByTestId('bid-amount');
    fireEvent.change(field, { target: { value: '45000' } });
    expect(submitButton().textContent).toMatch(/Bid MYR\s45,000/);
    fireEvent.change(field, { target: { value: '' } });
    expect((field as HTMLInputElement).value).toBe('');
    expect(submitButton().textContent).toMatch(/Bid MYR\s40,500/);
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByTestId('quick-bid')).toHaveLength(3);
  });

  it('does not offer a bid to the dealer who already leads', async () => {
    await renderBox({ position: 'winning' });
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('bid-winning').textContent).toContain('You hold the highest bid.');
  });

  it('says the bid stands but the dealer is outbid when a rival’s max bid answered inside the same call', async () => {
    const answered = {
      ...auction,
      updated_at: '2030-01-01T10:00:30.000Z',
      position: 'outbid' as const,
      highest_bid: buildBid({ id: 7, amount: 41_000, bidder_no: 2 }),
      user_bids: [
        {
          id: 6,
          auction_id: 1,
          amount: 40_500,
          kind: 'manual' as const,
          bid_type: null,
          created_at: '2030-01-01T10:00:30.000Z',
        },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response(JSON.stringify({ data: { auction: answered } }), { status: 200 }),
        ),
    );
    const { store } = await renderBox();
    await act(async () => {
      fireEvent.click(submitButton());
    });
    expect(
      await screen.findByText(/another dealer’s max bid answered at once\. You are outbid\./),
    ).toBeTruthy();
    expect(store.getState().auctionDetail.auction?.position).toBe('outbid');
  });
});
