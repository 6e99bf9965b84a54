import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAuction, buildBid, buildUserBid } from '../testing/auction-factory';
import { renderWithProviders } from '../testing/render-with-providers';
import { StandingBadge } from './standing-badge';

const best = buildBid({ id: 50, amount: 52_000 });

describe('StandingBadge', () => {
  it('reads "Won" for the winner of an awarded auction, where the server still says winning', async () => {
    const auction = buildAuction({
      status: 'awarded',
      position: 'winning',
      awarded_bid: best,
      highest_bid: best,
      user_bids: [buildUserBid({ id: 50 })],
    });
    await renderWithProviders(<StandingBadge auction={auction} />);
    expect(screen.getByTestId('standing-badge').textContent).toBe('Won');
    expect(screen.queryByText('Winning')).toBeNull();
  });

  it('reads "Lost" for a beaten bidder of a sold auction, never "Outbid"', async () => {
    const auction = buildAuction({
      status: 'sold',
      position: 'outbid',
      awarded_bid: best,
      highest_bid: best,
      user_bids: [buildUserBid({ id: 49 })],
    });
    await renderWithProviders(<StandingBadge auction={auction} />);
    expect(screen.getByTestId('standing-badge').textContent).toBe('Lost');
  });

  it('keeps the live position while bidding runs', async () => {
    await renderWithProviders(<StandingBadge auction={buildAuction({ position: 'outbid' })} />);
    expect(screen.getByTestId('position-badge').textContent).toBe('Outbid');
  });
});
