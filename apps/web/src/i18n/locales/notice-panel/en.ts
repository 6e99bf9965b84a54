/**
 * English of the notifications bell's list (docs/notifications.md), loaded when the list first opens
 * (`loadNoticePanelTexts` in `i18n/i18n.ts`); `id.ts` and `th.ts` have the same keys. The dealer's own
 * notices are worded as their live notices are (`realtime.*`); these are the list's own words and the
 * seller group's and purchase notices.
 */
export const noticePanelEn = {
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  empty: 'Nothing yet. Outbids, wins and offers will show here.',
  loadFailed: 'The notifications could not be loaded.',
  unread: 'Unread',
  justNow: 'just now',
  sellerStageTitle: {
    pending: 'Your car is coming up',
    live: 'Your car is live',
    ended: 'Your auction ended',
    completed: 'Your car sold',
  },
  sellerStageBody: '{{car}} {{change}}.',
  sellerStatus: {
    scheduled: 'is scheduled to open for bids',
    preview: 'is in preview: dealers can see it before it opens',
    restarting: 'will open for bids again soon',
    active: 'is open for bids',
    ended: 'ended without a bid',
    reserved: 'ended below the reserve and awaits your decision',
    rejected: 'ended without a sale: the top bid was rejected',
    cancelled: 'was cancelled',
    restarted: 'was restarted as a new auction',
    awarded: 'sold at the close; the buyer is paying',
    confirmed: 'sold: the top bid was accepted',
    sold: 'sold and paid',
  },
  offerAnsweredTitle: 'A dealer answered your offer',
  offerAnswered: {
    accepted: 'Your offer of {{amount}} on {{car}} was accepted.',
    declined: 'Your offer of {{amount}} on {{car}} was declined.',
    expired: 'Your offer of {{amount}} on {{car}} expired without an answer.',
  },
  transactionTitle: 'Your purchase was updated',
  transactionBody: 'There is news on your purchase of {{car}}. Open it to see what changed.',
  otherTitle: 'Notice',
  otherBody: 'Something changed on {{car}}.',
};
