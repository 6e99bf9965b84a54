import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../paths';

const SellerOverviewPage = lazy(() =>
  import('../../features/seller-overview/pages/seller-overview-page').then((m) => ({
    default: m.SellerOverviewPage,
  })),
);
const NotFoundView = lazy(() =>
  import('../not-found-view').then((m) => ({ default: m.NotFoundView })),
);

/** The seller portal's pages, each loaded on first visit. */
export const sellerRoutes: RouteObject[] = [
  {
    index: true,
    element: (
      <SellerOverviewPage
        links={{
          pending: paths.seller.pending,
          live: paths.seller.live,
          ended: paths.seller.ended,
          completed: paths.seller.completed,
        }}
      />
    ),
  },
  { path: '*', element: <NotFoundView /> },
];
