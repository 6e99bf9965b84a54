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

export type RouteName = keyof typeof ROUTE_MODULES;
