import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAuction, buildBid, buildUserBid } from '../../../testing/auction-factory';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AuctionCard } from './auction-card';
import { AuctionRow } from './auction-row';

const outbid = buildAuction({
  id: 7,
  highest_bid: buildBid({ id: 201, amount: 52_000, bidder_no: 2 }),
  bid_count: 3,
  position: 'outbid',
  user_bids: [buildUserBid({ id: 200, amount: 50_000 }), buildUserBid({ id: 199, amount: 48_000 })],
  inventory: { ...buildAuction().inventory, photos: [{ url: '/car.svg', caption: 'front' }] },
});

describe('a listed car, as a compact row and as a card', () => {
  it('as a row shows the thumbnail, the car, the price, the time left, and the dealer’s position and own bid', async () => {
    await renderWithProviders(<AuctionRow auction={outbid} href="/auctions/7" />);
    const row = screen.getByTestId('auction-card');
    expect(row.dataset.density).toBe('compact');
    expect(row.querySelector('img')?.getAttribute('src')).toBe('/car.svg');
    expect(within(row).getByRole('link', { name: '2019 Honda Civic' }).getAttribute('href')).toBe(
      '/auctions/7',
    );
    expect(within(row).getByTestId('card-highest-bid').textContent).toMatch(/52,000/);
    expect(within(row).getByTestId('countdown')).toBeTruthy();
    expect(within(row).getByTestId('position-badge').dataset.position).toBe('outbid');
    const own = within(row).getByTestId('own-bid');
    expect(own.textContent).toMatch(/Your bid.*50,000/);
  });

  it('as a card shows the dealer’s own bid beside their position too', async () => {
    await renderWithProviders(<AuctionCard auction={outbid} href="/auctions/7" />);
    expect(screen.getByTestId('position-badge').dataset.position).toBe('outbid');
    expect(screen.getByTestId('own-bid').textContent).toMatch(/Your bid.*50,000/);
  });

  it('shows no own bid where the dealer has not bid', async () => {
    await renderWithProviders(<AuctionRow auction={buildAuction()} href="/auctions/1" />);
    expect(screen.getByTestId('position-badge').dataset.position).toBe('nobid');
    expect(screen.queryByTestId('own-bid')).toBeNull();
  });
});
