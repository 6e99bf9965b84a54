import type {
  DealerAuction,
  OwnSnapIt,
  PublicAuction,
  PublicBid,
  UserBid,
} from '@autobid/contract';

/** A live open auction with no bids; each test overrides what its situation needs. */
export function buildAuction(overrides: Partial<DealerAuction> = {}): DealerAuction {
  return {
    id: 1,
    updated_at: '2030-01-01T10:00:00.000Z',
    status: 'active',
    time_end: '2030-01-01T11:00:00.000Z',
    highest_bid: null,
    bid_count: 0,
    bidders_count: 0,
    type: 'open',
    market: 'MY',
    currency: 'MYR',
    channel: 'online',
    location: 'Kuala Lumpur',
    restart_count: 0,
    time_start: '2030-01-01T09:00:00.000Z',
    start_price: 40_000,
    is_reserve_met: false,
    awarded_bid: null,
    sale_price: null,
    position: 'nobid',
    user_bids: [],
    max_bid: null,
    snap_it_bid: null,
    sealed: null,
    award_status: null,
    inventory: {
      id: 11,
      make: 'Honda',
      model: 'Civic',
      make_id: 1,
      model_id: 2,
      year: 2019,
      variant: '1.5 TC',
      mileage_km: 42_000,
      transmission: 'Automatic',
      fuel: 'Petrol',
      color: 'White',
      photos: [],
    },
    bids: [],
    ...overrides,
  };
}

export function buildBid(overrides: Partial<PublicBid> = {}): PublicBid {
  return {
    id: 100,
    amount: 40_000,
    bidder_no: 1,
    created_at: '2030-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildUserBid(overrides: Partial<UserBid> = {}): UserBid {
  return {
    id: 100,
    auction_id: 1,
    amount: 40_000,
    kind: 'manual',
    bid_type: null,
    created_at: '2030-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** An `auction.updated` payload for the auction built by {@link buildAuction}. */
export function buildPublicUpdate(overrides: Partial<PublicAuction> = {}): PublicAuction {
  return {
    id: 1,
    updated_at: '2030-01-01T10:00:05.000Z',
    status: 'active',
    time_end: '2030-01-01T11:00:00.000Z',
    highest_bid: null,
    bid_count: 0,
    bidders_count: 0,
    ...overrides,
  };
}

/** The dealer's own pending snap-it on the auction built by {@link buildAuction}. */
export function buildSnapIt(overrides: Partial<OwnSnapIt> = {}): OwnSnapIt {
  return {
    id: 300,
    auction_id: 1,
    amount: 45_000,
    status: 'pending',
    fires_at: '2030-01-01T10:59:00.000Z',
    ...overrides,
  };
}

/** A live closed (sealed-bid) auction: no public highest bid, the dealer may still bid. */
export function buildClosedAuction(overrides: Partial<DealerAuction> = {}): DealerAuction {
  return buildAuction({
    type: 'closed',
    sealed: { reveal_state: 'open', process_state: 'pending' },
    ...overrides,
  });
}
