import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { useParams } from 'react-router';
import { BidHistory } from '../features/auction-detail/components/bid-history';
import { InspectionReport } from '../features/auction-detail/components/inspection-report';
import { PhotoGallery } from '../features/auction-detail/components/photo-gallery';
import { VehicleFacts } from '../features/auction-detail/components/vehicle-facts';
import type { AuctionPageParts } from '../features/auction-summary';
import { NotFoundView } from './not-found-view';
import { paths } from './paths';
// Loaded with the routes so the banners look right wherever another page places them.

// Loaded on first visit; the app layout shows a spinner meanwhile.
const AuctionSummaryPage = lazy(() =>
  import('../features/auction-summary').then((m) => ({ default: m.AuctionSummaryPage })),
);
const StorefrontPage = lazy(() =>
  import('../features/storefronts').then((m) => ({ default: m.StorefrontPage })),
);
const StorefrontsPage = lazy(() =>
  import('../features/storefronts').then((m) => ({ default: m.StorefrontsPage })),
);

/** The auction page's own gallery, facts, report and history, shown as they are in a summary. */
const auctionPageParts: AuctionPageParts = {
  PhotoGallery,
  VehicleFacts,
  InspectionReport,
  BidHistory,
};

/** A route parameter that is a positive whole number, or null. */
function positiveId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function AuctionSummaryRoute() {
  const id = positiveId(useParams().auctionId);
  if (id === null) return <NotFoundView />;
  return (
    <AuctionSummaryPage
      key={id}
      auctionId={id}
      backPath={paths.endedBids}
      auctionPath={paths.auctionDetail.build(id)}
      parts={auctionPageParts}
      notFound={<NotFoundView />}
    />
  );
}

function StorefrontRoute() {
  const id = positiveId(useParams().groupId);
  if (id === null) return <NotFoundView />;
  return (
    <StorefrontPage
      key={id}
      groupId={id}
      backPath={paths.storefronts}
      auctionPath={paths.auctionDetail.build}
      notFound={<NotFoundView />}
    />
  );
}

/** The signed-in routes of the auction summary and the storefronts; `routes.tsx` mounts them. */
export const showcaseRoutes: RouteObject[] = [
  { path: paths.auctionSummary.pattern, element: <AuctionSummaryRoute /> },
  { path: paths.storefronts, element: <StorefrontsPage storefrontPath={paths.storefront.build} /> },
  { path: paths.storefront.pattern, element: <StorefrontRoute /> },
];
