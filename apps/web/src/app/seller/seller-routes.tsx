import { SELLER_STAGE_NAMES } from '@autobid/contract';
import { useRoutes, type RouteObject } from 'react-router';
import { relativeTo } from '../frame/relative-path';
import { paths } from '../paths';

import { SellerOverviewPage } from '../../features/seller-overview/pages/seller-overview-page';
import { SellerAuctionsPage } from '../../features/seller-auctions/pages/seller-auctions-page';
import { SellerAuctionPage } from '../../features/seller-auctions/pages/seller-auction-page';
import { ListingFormPage } from '../../features/seller-listings/pages/listing-form-page';
import { ListingPage } from '../../features/seller-listings/pages/listing-page';
import { SellerListingsPage } from '../../features/seller-listings/pages/seller-listings-page';
import { NotFoundView } from '../not-found-view';

/** The seller portal's pages: one chunk with its frame, loaded when a seller first opens it. */
const sellerRoutes: RouteObject[] = [
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
    path: relativeTo(paths.seller.home, paths.seller[stage]),
    element: (
      <SellerAuctionsPage key={stage} stage={stage} auctionPath={paths.seller.auction.build} />
    ),
  })),
  {
    path: relativeTo(paths.seller.home, paths.seller.auction.pattern),
    element: (
      <SellerAuctionPage
        auctionPath={paths.seller.auction.build}
        listPath={(stage) => paths.seller[stage]}
        listingPath={paths.seller.listing.build}
      />
    ),
  },
  {
    path: relativeTo(paths.seller.home, paths.seller.listings),
    element: (
      <SellerListingsPage
        newListingPath={paths.seller.newListing}
        listingPath={paths.seller.listing.build}
      />
    ),
  },
  {
    path: relativeTo(paths.seller.home, paths.seller.newListing),
    element: (
      <ListingFormPage
        key="new"
        listPath={paths.seller.listings}
        listingPath={paths.seller.listing.build}
      />
    ),
  },
  {
    path: relativeTo(paths.seller.home, paths.seller.listing.pattern),
    element: (
      <ListingPage
        listPath={paths.seller.listings}
        editPath={paths.seller.editListing.build}
        auctionPath={paths.seller.auction.build}
      />
    ),
  },
  {
    path: relativeTo(paths.seller.home, paths.seller.editListing.pattern),
    element: (
      <ListingFormPage
        key="edit"
        listPath={paths.seller.listings}
        listingPath={paths.seller.listing.build}
      />
    ),
  },
  { path: '*', element: <NotFoundView side="other" /> },
];

export function SellerPages() {
  return useRoutes(sellerRoutes);
}
