/** Every route of the web app. `/login` is the one route the spec names; the rest are ours. */
export const paths = {
  home: '/',
  login: '/login',
  liveAuctions: '/auctions/live',
  previewAuctions: '/auctions/preview',
  followList: '/auctions/follow-list',
  pinnedAuctions: '/auctions/pinned',
  endedBids: '/auctions/ended-bids',
  successAuctions: '/purchases/success',
  overdueAuctions: '/purchases/overdue',
  historyAuctions: '/purchases/history',
  onlinePaymentAuctions: '/purchases/online-payments',
  auctionDetail: {
    pattern: '/auctions/:auctionId',
    build: (id: number) => `/auctions/${id}`,
  },
  /** An ended or won auction with its documents and the inspector's extra photos. */
  auctionSummary: {
    pattern: '/auctions/:auctionId/summary',
    build: (id: number) => `/auctions/${id}/summary`,
  },
  storefronts: '/storefronts',
  storefront: {
    pattern: '/storefronts/:groupId',
    build: (groupId: number) => `/storefronts/${groupId}`,
  },
} as const;

/** `/login?redirectUrl=…` for the page the user was on (spec §2). */
export function loginPathFor(currentPath: string): string {
  return `${paths.login}?redirectUrl=${encodeURIComponent(currentPath)}`;
}
