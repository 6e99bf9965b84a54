import type { DealerAuction } from '@autobid/contract';
import { lazy } from 'react';
import { createBrowserRouter, Navigate, useParams } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page';
import type { PortalListName } from '../features/dealer-lists/portal-query';
import { AuctionActions } from '../features/follow/components/auction-actions';
import { FollowListPage } from '../features/live-auctions/pages/follow-list-page';
import { LiveAuctionsPage } from '../features/live-auctions/pages/live-auctions-page';
import { MobileBanners } from '../features/mobile-banners';
import { PinnedAuctionsPage } from '../features/live-auctions/pages/pinned-auctions-page';
import { PreviewAuctionsPage } from '../features/live-auctions/pages/preview-auctions-page';
import { useAppSelector } from '../lib/state/hooks';
import { NotFoundView } from './not-found-view';
import { paths } from './paths';
import { RequireAuth } from './require-auth';
import { showcaseRoutes } from './showcase-routes';

// Pages away from the live list load on first visit, so a phone on a slow network starts sooner.
const AuctionDetailPage = lazy(() =>
  import('../features/auction-detail/pages/auction-detail-page').then((m) => ({
    default: m.AuctionDetailPage,
  })),
);
const PortalListPage = lazy(() =>
  import('../features/dealer-lists/pages/portal-list-page').then((m) => ({
    default: m.PortalListPage,
  })),
);

/** Follow and pin on every open-list card; one function, so memoised cards keep their props. */
const renderCardActions = (auction: DealerAuction) => <AuctionActions auction={auction} />;
const renderHeaderActions = (auction: DealerAuction) => (
  <AuctionActions auction={auction} variant="labelled" />
);

function FollowListRoute() {
  const country = useAppSelector((state) => state.currentUser.selectedCountry);
  return (
    <FollowListPage
      detailPath={paths.auctionDetail.build}
      renderActions={renderCardActions}
      country={country}
    />
  );
}

function AuctionDetailRoute() {
  const { auctionId } = useParams();
  const id = Number(auctionId);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundView />;
  return (
    <AuctionDetailPage
      key={id}
      auctionId={id}
      backPath={paths.liveAuctions}
      renderHeaderActions={renderHeaderActions}
    />
  );
}

function portalRoute(path: string, list: PortalListName) {
  return {
    path,
    element: <PortalListPage key={list} list={list} summaryPath={paths.auctionSummary.build} />,
  };
}

export function createAppRouter() {
  return createBrowserRouter([
    { path: paths.login, element: <LoginPage homePath={paths.liveAuctions} /> },
    {
      path: paths.home,
      element: <RequireAuth />,
      children: [
        { index: true, element: <Navigate to={paths.liveAuctions} replace /> },
        {
          path: paths.liveAuctions,
          element: (
            <LiveAuctionsPage
              detailPath={paths.auctionDetail.build}
              renderActions={renderCardActions}
              banners={<MobileBanners />}
            />
          ),
        },
        {
          path: paths.previewAuctions,
          element: (
            <PreviewAuctionsPage
              detailPath={paths.auctionDetail.build}
              renderActions={renderCardActions}
            />
          ),
        },
        { path: paths.followList, element: <FollowListRoute /> },
        {
          path: paths.pinnedAuctions,
          element: (
            <PinnedAuctionsPage
              detailPath={paths.auctionDetail.build}
              renderActions={renderCardActions}
            />
          ),
        },
        portalRoute(paths.endedBids, 'ended-bids'),
        portalRoute(paths.successAuctions, 'success'),
        portalRoute(paths.overdueAuctions, 'overdue'),
        portalRoute(paths.historyAuctions, 'history'),
        portalRoute(paths.onlinePaymentAuctions, 'has-online-payments'),
        { path: paths.auctionDetail.pattern, element: <AuctionDetailRoute /> },
        ...showcaseRoutes,
        { path: '*', element: <NotFoundView /> },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
