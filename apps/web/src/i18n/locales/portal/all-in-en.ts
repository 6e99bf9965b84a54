/**
 * English of the all-in price shown at the bid box, the max-bid form and the sealed-bid form
 * (TRX-8, TRX-13). These texts come with the auction page, not with every page's texts.
 * `all-in-id.ts` and `all-in-th.ts` have exactly the same keys.
 */
export const allInEn = {
  summary: 'All-in {{amount}}',
  /** A max bid's ceiling: the most a win can cost, since the all-in price never falls as the bid rises. */
  summaryUpTo: 'All-in up to {{amount}}',
  breakdown: 'Cost breakdown',
  lines: {
    hammer: 'Your bid',
    buyer_premium: 'Buyer’s premium',
    documentation_fee: 'Documentation fee',
    transfer_handling: 'Transfer handling',
    admin_fee: 'Admin fee',
    tax: 'Tax',
    discountOn: 'Discount on {{fee}}',
    total: 'All-in',
  },
  available: 'Available to spend {{amount}}',
  /** Why the power is small: what unpaid wins hold of it. */
  owed: '{{amount}} of your buying power is held by wins you have not paid for yet.',
  /** A warning where the market lets such a bid through, an error that blocks it where it refuses. */
  over: 'Above your buying power by {{amount}}',
};

export type AllInTranslation = typeof allInEn;
