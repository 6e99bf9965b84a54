import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAuction, buildBid, buildUserBid } from '../../../testing/auction-factory';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { StorefrontAuctionCard } from './storefront-auction-card';

describe("a seller's live car on a storefront", () => {
  it('shows the dealer’s position and own bid, as the live list does', async () => {
    const auction = buildAuction({
      highest_bid: buildBid({ id: 300, amount: 61_000 }),
      position: 'winning',
      user_bids: [buildUserBid({ id: 300, amount: 61_000 })],
    });
    await renderWithProviders(<StorefrontAuctionCard auction={auction} href="/auctions/1" />);
    expect(screen.getByTestId('position-badge').dataset.position).toBe('winning');
    expect(screen.getByTestId('own-bid').textContent).toMatch(/Your bid.*61,000/);
  });
});
