import { lazy } from 'react';
import { SELLER_STAGE_NAMES } from '@autobid/contract';
import type { RouteObject } from 'react-router';
import { paths } from '../paths';

const SellerOverviewPage = lazy(() =>
  import('../../features/seller-overview/pages/seller-overview-page').then((m) => ({
    default: m.SellerOverviewPage,
  })),
);
const SellerAuctionsPage = lazy(() =>
  import('../../features/seller-auctions/pages/seller-auctions-page').then((m) => ({
    default: m.SellerAuctionsPage,
  })),
);
const SellerAuctionPage = lazy(() =>
  import('../../features/seller-auctions/pages/seller-auction-page').then((m) => ({
    default: m.SellerAuctionPage,
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
  ...SELLER_STAGE_NAMES.map((stage) => ({
    path: paths.seller[stage],
    element: (
      <SellerAuctionsPage key={stage} stage={stage} auctionPath={paths.seller.auction.build} />
    ),
  })),
  {
    path: paths.seller.auction.pattern,
    element: (
      <SellerAuctionPage
        auctionPath={paths.seller.auction.build}
        listPath={(stage) => paths.seller[stage]}
      />
    ),
  },
  { path: '*', element: <NotFoundView /> },
];
