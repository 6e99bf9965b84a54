/**
 * The modules each route loads lazily on a first visit (`src/app/route-pages.ts`), besides the
 * app's entry and its language's texts: the build pools what several of them share
 * (`vite-route-chunks.ts`), and the script budget (`tests/e2e/support/route-scripts.ts`) counts
 * what each one fetches. The open lists are plain markup; the auction page loads Ant Design's
 * context too (`app-layout.tsx` puts every other page in it). Signed-in pages also load the
 * realtime client, which comes as a library of its own.
 */
export const ROUTE_MODULES = {
  'sign-in': [
    'src/features/auth/pages/login-page.tsx',
    'src/features/central-sign-in/central-sign-in-button.tsx',
  ],
  'live list': ['src/app/layout/app-layout.tsx', 'src/app/list-routes.tsx'],
  'auction page': [
    'src/app/layout/app-layout.tsx',
    'src/app/antd-root.tsx',
    'src/app/auction-detail-route.tsx',
  ],
} as const;

/** The seller's and the back office's frames, each loaded whole with its side's first page. */
export const SIDE_FRAMES = {
  seller: ['src/app/seller/seller-frame.tsx'],
  'back office': ['src/app/back-office/back-office-frame.tsx'],
} as const;

export type RouteName = keyof typeof ROUTE_MODULES;

/**
 * The dealer's pages loaded lazily, each shown inside the dealer's frame (`src/app/routes.tsx`,
 * `dealerRoutes`): what only they import may go in a chunk the seller's side, the back office
 * and the pages before sign-in never load.
 */
export const DEALER_PAGES = [
  'src/app/layout/app-layout.tsx',
  'src/app/list-routes.tsx',
  'src/app/auction-detail-route.tsx',
  'src/app/auction-summary-route.tsx',
  'src/features/dealer-lists/pages/portal-list-page.tsx',
  'src/features/dealer-lists/api/get-portal-list.ts',
  'src/features/transaction/index.ts',
  'src/features/storefronts/index.ts',
] as const;
