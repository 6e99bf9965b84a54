/**
 * The English that only the auction page says (the bid box, offers, automatic bidding, the price
 * chart, the result card): loaded with that page (`loadAuctionPageTexts` in `i18n/i18n.ts`), so the
 * lists do not carry it.
 */
export const enAuctionPage = {
  offer: {
    title: { counter: 'The seller offers you this car', runner_up: 'The car is offered to you' },
    body: {
      counter:
        'Your bid of {{bid}} missed the reserve. The seller will sell at {{amount}}: accept before {{until}} to buy it at that price.',
      runner_up:
        'The top bid fell through. The seller offers you the car at your bid of {{bid}}: accept before {{until}} to buy it.',
    },
    accept: 'Accept and buy',
    decline: 'Decline',
    back: 'Back',
    acceptTitle: 'Buy this car for {{amount}}?',
    acceptBody: 'You win the car at {{amount}}; payment is due as for any win.',
    declineTitle: 'Decline the offer?',
    declineBody: 'The seller may offer the car to another bidder. You will not be asked again.',
    acceptDone: 'You bought the car for {{amount}}.',
    declineDone: 'Offer declined.',
  },
  bid: {
    minimumNext: 'Minimum next bid',
    yourBid: 'Your bid',
    submit: 'Bid {{amount}}',
    submitShort: 'Bid',
    placed: 'Bid placed: {{amount}}. You hold the highest bid.',
    belowMinimum: 'Enter at least {{amount}}',
    notDigits: 'Type the amount in digits only, such as {{example}}.',
    notWhole: 'Amounts are in whole {{currency}}, without cents.',
    jumpTitle: 'Bid {{amount}}?',
    jumpBody: 'That is {{above}} above the minimum next bid of {{minimum}}.',
    jumpConfirm: 'Place the bid',
    jumpCancel: 'Change the amount',
    youAreWinning: 'You hold the highest bid.',
    youAreOutbid: 'You have been outbid.',
    settingsMissing: 'Bid increments for this market are not available.',
    quickAdd: 'Quick bid',
    amountLabel: 'Bid amount',
    placedOutbid:
      'Bid placed: {{amount}}, but another dealer’s max bid answered at once. You are outbid.',
    opensAt: 'Bidding opens at {{time}}.',
    announceStanding: '{{label}}: {{amount}}. {{position}}.',
  },
  chart: {
    title: 'Price history ({{currency}})',
    description: 'Bids: {{bids}}, from {{from}} to {{to}}. Yours: {{own}}.',
    yours: 'Your bids',
    others: 'Other dealers',
    otherDealer: 'Another dealer',
  },
  autoBid: { title: 'Automatic bidding', notSet: 'Not set' },
  maxBid: {
    title: 'Max bid',
    titleShort: 'Max bid',
    intro:
      'Set the most you are willing to pay. We bid for you, only as much as needed to keep you ahead, up to that amount.',
    current: 'We bid for you up to {{amount}}.',
    leading: 'You hold the highest bid at {{price}}.',
    waiting: 'We bid for you as soon as bidding opens or someone bids against you.',
    beaten: 'Another dealer went above your max bid. Raise it to get back in.',
    amountLabel: 'Max bid amount',
    set: 'Set max bid {{amount}}',
    setShort: 'Set max bid',
    raise: 'Raise to {{amount}}',
    raiseShort: 'Raise max bid',
    atLeast: 'At least {{amount}}, the minimum next bid.',
    atLeastRaise: 'A raise must be at least {{amount}}.',
    remove: 'Remove max bid',
    removeConfirm: 'Remove your max bid of {{amount}}?',
    removeBlocked: 'It cannot be removed while it holds the highest bid.',
    placed: 'Max bid set: we bid for you up to {{amount}}.',
    placedOutbid:
      'Max bid of {{amount}} set, but another dealer’s max bid is higher. You are outbid.',
    removed: 'Max bid removed.',
    summary: 'Up to {{amount}}',
    status: { winning: 'Leading', outbid: 'Beaten', nobid: 'Waiting' },
  },
  snapIt: {
    title: 'Snap-it',
    intro:
      'One hidden bid we place for you at the last moment: when the final {{seconds}} seconds begin, at {{time}}. It bids only if it then beats the minimum next bid and you are not already winning.',
    pending: 'Your snap-it of {{amount}} fires at {{time}}.',
    firesIn: 'Fires in {{remaining}}. Nobody else can see it.',
    firing: 'Firing now…',
    fired: 'Your snap-it fired: {{amount}} was bid for you.',
    failed: 'Your snap-it of {{amount}} was not placed.',
    failedWhy:
      'When it fired, it no longer beat the minimum bid, or you already held the highest bid.',
    windowOpen: 'The final window has begun: snap-its can no longer be placed or changed.',
    amountLabel: 'Snap-it amount',
    place: 'Place snap-it {{amount}}',
    placeShort: 'Place snap-it',
    replace: 'Replace with {{amount}}',
    replaceShort: 'Replace snap-it',
    atLeast: 'At least {{amount}}, the minimum next bid now.',
    remove: 'Remove snap-it',
    placed: 'Snap-it set: {{amount}}, fires at {{time}}.',
    removed: 'Snap-it removed.',
    status: { pending: 'Waiting', fired: 'Fired', failed: 'Not placed' },
  },
  outcome: {
    closing: { title: 'Bidding has closed', body: 'The result will appear here in a moment.' },
    won: {
      title: 'You won this car',
      body: 'Your bid won.',
      bodyAmount: 'Your winning bid: {{amount}}.',
    },
    lost: {
      title: 'Another dealer won',
      body: 'You were outbid.',
      bodyAmount: 'You were outbid. Winning bid: {{amount}}.',
    },
    sold: {
      title: 'Sold',
      body: 'This car was sold to another dealer.',
      bodyAmount: 'Sold to another dealer for {{amount}}.',
    },
    pending_mine: {
      title: 'Waiting for the seller',
      body: 'Your bid is the best, but below the reserve. The seller will accept it, decline it or make you an offer.',
      bodyAmount:
        'Your bid of {{amount}} is the best, but below the reserve. The seller will accept it, decline it or make you an offer.',
    },
    pending: {
      title: 'Waiting for the seller',
      body: 'The best bid is below the reserve; the seller decides.',
    },
    declined_mine: {
      title: 'The seller declined your bid',
      body: 'The car was not sold.',
      bodyAmount: 'Your bid of {{amount}} was declined. The car was not sold.',
    },
    declined: { title: 'Not sold', body: 'The seller declined the best bid.' },
    no_sale: { title: 'No sale', body: 'Nobody bid on this car.' },
    cancelled: { title: 'Cancelled', body: 'This auction was cancelled.' },
    restarting: { title: 'Auctioned again', body: 'This car will be auctioned again.' },
  },
};

export type AuctionPageTranslation = typeof enAuctionPage;
