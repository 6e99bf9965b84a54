import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { useParams } from 'react-router';
import { NotFoundView } from './route-pages';
import { paths } from './paths';
import { positiveId } from './positive-id';

// Loaded on first visit; the app layout shows a spinner meanwhile.
const AuctionSummaryRoute = lazy(() =>
  import('./auction-summary-route').then((m) => ({ default: m.AuctionSummaryRoute })),
);
const StorefrontPage = lazy(() =>
  import('../features/storefronts').then((m) => ({ default: m.StorefrontPage })),
);
const StorefrontsPage = lazy(() =>
  import('../features/storefronts').then((m) => ({ default: m.StorefrontsPage })),
);

function StorefrontRoute() {
  const id = positiveId(useParams().groupId);
  if (id === null) return <NotFoundView />;
  return (
    <StorefrontPage
      key={id}
      groupId={id}
      backPath={paths.storefronts}
      auctionPath={paths.auctionDetail.build}
    />
  );
}

/** The signed-in routes of the auction summary and the storefronts; `routes.tsx` mounts them. */
export const showcaseRoutes: RouteObject[] = [
  { path: paths.auctionSummary.pattern, element: <AuctionSummaryRoute /> },
  { path: paths.storefronts, element: <StorefrontsPage storefrontPath={paths.storefront.build} /> },
  { path: paths.storefront.pattern, element: <StorefrontRoute /> },
];
