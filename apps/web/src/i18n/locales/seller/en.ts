/** English strings of the seller's auction lists and auction page; `id.ts` and `th.ts` have the same keys. */
export const sellerEn = {
  nav: {
    pending: 'Coming up',
    live: 'Live',
    ended: 'Ended',
    completed: 'Sold',
  },
  titles: {
    pending: 'Coming up',
    live: 'Live now',
    ended: 'Ended',
    completed: 'Sold',
  },
  empty: {
    pending: 'No car of yours is waiting to open.',
    live: 'No car of yours is open for bids right now.',
    ended: 'No auction of yours has ended without a sale.',
    completed: 'No car of yours has sold yet.',
  },
  type: { open: 'Open', closed: 'Sealed' },
  columns: {
    car: 'Car',
    status: 'Status',
    prices: 'Start / reserve',
    topBid: 'Top bid',
    bids: 'Bids',
    time: 'Time',
  },
  start: 'Start {{amount}}',
  reserve: 'Reserve {{amount}}',
  awaitingYou: 'Awaiting your decision',
  noBid: 'No bid yet',
  sealedHidden: 'Sealed until the close',
  reserveMet: 'Reserve met',
  belowReserve: 'Below reserve',
  bidCount_one: '{{count}} bid',
  bidCount_other: '{{count}} bids',
  bidderCount_one: '{{count}} bidder',
  bidderCount_other: '{{count}} bidders',
  decideWithin: 'Decide within {{time}}',
  decisionExpired: 'Decision time is over',
  filters: {
    search: 'Search make or model',
    status: 'Status',
    allStatuses: 'All statuses',
    sort: 'Order',
  },
  sort: {
    default: 'Default order',
    time_end: 'Ending first',
    '-time_end': 'Ending last',
    time_start: 'Opening first',
    '-time_start': 'Opening last',
    start_price: 'Start price, low to high',
    '-start_price': 'Start price, high to low',
    highest_bid: 'Top bid, low to high',
    '-highest_bid': 'Top bid, high to low',
    bid_count: 'Fewest bids',
    '-bid_count': 'Most bids',
  },
};

export const sellerAuctionEn = {
  back: '← {{list}}',
  bidder: 'Bidder #{{number}}',
  bidType: { whole_car: 'Whole car', body_only: 'Body only' },
  facts: {
    start: 'Start price',
    reserve: 'Reserve',
    ends: 'Ends',
    location: 'Location',
    winner: 'Sold to',
  },
  decision: {
    title: 'Your decision',
    body: 'Bidding closed under your reserve of {{reserve}}. Accept a bid to sell, or reject to keep the car.',
    accept: 'Accept',
    reject: 'Reject the award',
    cancel: 'Back',
    acceptTitle: 'Sell at this bid?',
    acceptBody: 'The car is sold to bidder #{{bidder}} for {{amount}}. This cannot be undone.',
    rejectTitle: 'Reject the award?',
    rejectBody:
      'The best bid of {{amount}} (bidder #{{bidder}}) is refused and the car stays yours. You can restart the auction later.',
    acceptDone: 'Accepted: the car is sold.',
    rejectDone: 'Rejected: the car is not sold.',
  },
  history: {
    title: 'Price history',
    amount: 'Amount',
    bidder: 'Bidder',
    at: 'Time',
    sealed_one: '{{count}} sealed bid so far. Amounts show when bidding closes.',
    sealed_other: '{{count}} sealed bids so far. Amounts show when bidding closes.',
  },
  related: {
    title: 'This car at other auctions',
    restarted: 'Restarted on {{at}} after it was {{status}}.',
  },
};

export type SellerTranslation = typeof sellerEn;
export type SellerAuctionTranslation = typeof sellerAuctionEn;
