import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import type { PortalListName } from '../features/dealer-lists/portal-query';
import { BootShell } from './boot-shell';
import { paths } from './paths';
import { RequireAuth } from './require-auth';
import {
  AuctionDetailRoute,
  FollowListRoute,
  LiveAuctionsRoute,
  LoginPage,
  NotFoundView,
  PinnedAuctionsRoute,
  PortalListPage,
  PreviewAuctionsRoute,
} from './route-pages';
import { showcaseRoutes } from './showcase-routes';

/** A page outside the signed-in frame, with the shell shown while its code loads. */
const withShell = (page: ReactNode) => <Suspense fallback={<BootShell />}>{page}</Suspense>;

function portalRoute(path: string, list: PortalListName) {
  return {
    path,
    element: <PortalListPage key={list} list={list} summaryPath={paths.auctionSummary.build} />,
  };
}

export function createAppRouter() {
  return createBrowserRouter([
    { path: paths.login, element: withShell(<LoginPage homePath={paths.liveAuctions} />) },
    {
      path: paths.home,
      element: withShell(<RequireAuth />),
      children: [
        { index: true, element: <Navigate to={paths.liveAuctions} replace /> },
        { path: paths.liveAuctions, element: <LiveAuctionsRoute /> },
        { path: paths.previewAuctions, element: <PreviewAuctionsRoute /> },
        { path: paths.followList, element: <FollowListRoute /> },
        { path: paths.pinnedAuctions, element: <PinnedAuctionsRoute /> },
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
