import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildAuction,
  buildBid,
  buildClosedAuction,
  buildUserBid,
} from '../../../testing/auction-factory';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { AuctionDetailPage } from '../pages/auction-detail-page';
import { PriceChart } from './price-chart';

const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 10, 0, seconds)).toISOString();
const history = [
  buildBid({ id: 3, amount: 42_000, bidder_no: 2, created_at: at(40) }),
  buildBid({ id: 2, amount: 41_000, bidder_no: 1, created_at: at(20) }),
  buildBid({ id: 1, amount: 40_500, bidder_no: 2, created_at: at(0) }),
];
const withHistory = buildAuction({
  highest_bid: history[0]!,
  bid_count: 3,
  bids: history,
  user_bids: [buildUserBid({ id: 2, amount: 41_000 })],
});

const points = () => screen.getAllByTestId('price-chart-point');

beforeEach(setTestRuntimeConfig);
afterEach(() => vi.unstubAllGlobals());

describe('PriceChart', () => {
  it('draws every bid oldest first and marks the dealer’s own', async () => {
    await renderWithProviders(<PriceChart auction={withHistory} />);
    expect(
      points().map((point) => [point.getAttribute('data-amount'), point.getAttribute('data-own')]),
    ).toEqual([
      ['40500', 'false'],
      ['41000', 'true'],
      ['42000', 'false'],
    ]);
  });

  it('labels amounts without decimals in the interface language, and names itself for screen readers', async () => {
    await renderWithProviders(<PriceChart auction={withHistory} />);
    const labels = [...document.querySelectorAll('.price-chart__y-tick text')].map(
      (node) => node.textContent,
    );
    expect(labels).toContain('41,000');
    expect(labels.every((label) => /^[\d,]+$/.test(label ?? ''))).toBe(true);
    expect(
      screen.getByRole('img', {
        name: /Price history \(MYR\).*Bids: 3, from MYR\s40,500 to MYR\s42,000\. Yours: 1\./,
      }),
    ).toBeTruthy();
  });

  it('draws nothing before there are two bids to compare', async () => {
    await renderWithProviders(<PriceChart auction={buildAuction({ bids: history.slice(2) })} />);
    expect(screen.queryByTestId('price-chart')).toBeNull();
  });
});

describe('the auction page’s price chart', () => {
  function serve(auction: ReturnType<typeof buildAuction>) {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          String(url).includes('/dealers/auctions/live/')
            ? jsonResponse(200, { data: auction })
            : jsonResponse(200, { data: { markets: [] } }),
        ),
      ),
    );
  }

  it('is there on an open auction with bids', async () => {
    serve(withHistory);
    await renderWithProviders(<AuctionDetailPage auctionId={1} backPath="/auctions/live" />);
    expect(await screen.findByTestId('price-chart')).toBeTruthy();
  });

  it('is never drawn for a sealed auction before its reveal, even with the dealer’s own bids', async () => {
    const own = [
      buildBid({ id: 7, amount: 45_000, created_at: at(5) }),
      buildBid({ id: 8, amount: 46_000, created_at: at(9) }),
    ];
    serve(
      buildClosedAuction({
        bids: own,
        user_bids: own.map((bid) =>
          buildUserBid({ id: bid.id, kind: 'closed', bid_type: 'whole_car', amount: bid.amount }),
        ),
      }),
    );
    await renderWithProviders(<AuctionDetailPage auctionId={1} backPath="/auctions/live" />);
    expect(await screen.findByTestId('auction-detail')).toBeTruthy();
    expect(screen.queryByTestId('price-chart')).toBeNull();
  });
});
