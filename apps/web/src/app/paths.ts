/** Every route of the web app. `/login` is the one route the spec names; the rest are ours. */
export const paths = {
  home: '/',
  login: '/login',
  liveAuctions: '/auctions/live',
  auctionDetail: {
    pattern: '/auctions/:auctionId',
    build: (id: number) => `/auctions/${id}`,
  },
} as const;

/** `/login?redirectUrl=…` for the page the user was on (spec §2). */
export function loginPathFor(currentPath: string): string {
  return `${paths.login}?redirectUrl=${encodeURIComponent(currentPath)}`;
}
