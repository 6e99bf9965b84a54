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
  /** A won car's purchase: what the dealer owes, paying it, the documents and the collection. */
  transaction: {
    pattern: '/transactions/:transactionId',
    build: (id: number) => `/transactions/${id}`,
  },
  storefronts: '/storefronts',
  storefront: {
    pattern: '/storefronts/:groupId',
    build: (groupId: number) => `/storefronts/${groupId}`,
  },
  /** The seller portal: a seller user lands here after sign-in. */
  seller: {
    home: '/seller',
    pending: '/seller/auctions/pending',
    live: '/seller/auctions/live',
    ended: '/seller/auctions/ended',
    completed: '/seller/auctions/completed',
    auction: {
      pattern: '/seller/auctions/:auctionId',
      build: (id: number) => `/seller/auctions/${id}`,
    },
    listings: '/seller/listings',
    newListing: '/seller/listings/new',
    listing: {
      pattern: '/seller/listings/:listingId',
      build: (id: number) => `/seller/listings/${id}`,
    },
    editListing: {
      pattern: '/seller/listings/:listingId/edit',
      build: (id: number) => `/seller/listings/${id}/edit`,
    },
  },
  /** The back office: staff land here after sign-in; each page is for some staff roles. */
  backOffice: {
    home: '/back-office',
    review: '/back-office/review',
    inspections: '/back-office/inspections',
    inspection: {
      pattern: '/back-office/inspections/:listingId',
      build: (id: number) => `/back-office/inspections/${id}`,
    },
    runSheet: '/back-office/run-sheet',
    sessions: '/back-office/sessions',
    session: {
      pattern: '/back-office/sessions/:sessionId',
      build: (id: number) => `/back-office/sessions/${id}`,
    },
    auction: {
      pattern: '/back-office/auctions/:auctionId',
      build: (id: number) => `/back-office/auctions/${id}`,
    },
    users: '/back-office/users',
    groups: '/back-office/groups',
    outbox: '/back-office/outbox',
    markets: '/back-office/markets',
    audit: '/back-office/audit',
    /** The finance desk's queue: slips to verify, financing to decide, cars to release, collections. */
    finance: '/back-office/finance',
    transactions: '/back-office/transactions',
    transaction: {
      pattern: '/back-office/transactions/:transactionId',
      build: (id: number) => `/back-office/transactions/${id}`,
    },
  },
  /** Asks for a password-reset e-mail (public). */
  forgotPassword: '/forgot-password',
  /** The reset e-mail's link: `?user=<id>&token=<token>` (public). */
  resetPassword: '/reset-password',
  /** What was sent by SMS and e-mail, when no provider is set up (public; never in production). */
  devOutbox: '/dev/outbox',
  /** The signed-in user's own account: profile, group, password (every side). */
  account: '/account',
  /** The sign-in service's profile page (spec §2): the account page, with `auth_user` and `open_change_password`. */
  profile: '/profile/',
  /** Spec §2/§9: the callback path `authorized`, where the central sign-in service returns (public). */
  authorized: '/authorized',
  /** Sets a password from an invite link (public). */
  invite: {
    pattern: '/invite/:token',
    build: (token: string) => `/invite/${encodeURIComponent(token)}`,
  },
} as const;

/** Spec §2: the profile page for `email`, opened on its password section when asked. */
export function profilePathFor(email: string, openChangePassword = false): string {
  const query = new URLSearchParams({ auth_user: email });
  if (openChangePassword) query.set('open_change_password', 'true');
  return `${paths.profile}?${query.toString()}`;
}

/** `/login?redirectUrl=…` for the page the user was on (spec §2). */
export function loginPathFor(currentPath: string): string {
  return `${paths.login}?redirectUrl=${encodeURIComponent(currentPath)}`;
}
