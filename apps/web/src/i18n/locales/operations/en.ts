/** English strings of the operations pages of the back office; `id.ts` and `th.ts` have the same keys. */
export const runSheetEn = {
  nav: 'Run sheet',
  description:
    "The day's auctions of a market: live, coming up, awaiting sellers, finished. Cancel or restart from here.",
  title: 'Run sheet',
  market: 'Market',
  today: 'Today',
  back: 'Back',
  sections: {
    live: 'Live',
    upcoming: 'Coming up',
    awaiting_seller: 'Awaiting seller',
    finished: 'Finished',
  },
  columns: {
    car: 'Car',
    status: 'Status',
    topBid: 'Top bid',
    bids: 'Bids',
    time: 'Time',
    actions: 'Actions',
  },
  cancel: {
    action: 'Cancel',
    title: 'Cancel auction #{{id}}?',
    body: 'Bidding stops at once and every dealer who bid is told, with your reason. This cannot be undone.',
    reason: 'Reason (dealers and the seller see it)',
    reasonRequired: 'Give a reason of at least 3 characters.',
    confirm: 'Cancel the auction',
    done: 'Auction #{{id}} is cancelled.',
  },
  restart: {
    action: 'Restart',
    title: 'Restart auction #{{id}}',
    startsIn: 'Opens in (minutes, 0 for now)',
    duration: 'Runs for (minutes)',
    confirm: 'Restart',
    done: 'Auction #{{id}} is restarted.',
  },
};

export type RunSheetTranslation = typeof runSheetEn;
