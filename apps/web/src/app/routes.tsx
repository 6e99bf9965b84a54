import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Link, Navigate, useParams } from 'react-router';
import { AuctionDetailPage } from '../features/auction-detail/pages/auction-detail-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { LiveAuctionsPage } from '../features/live-auctions/pages/live-auctions-page';
import { useAppSelector } from '../store/hooks';
import { paths } from './paths';
import { RequireAuth } from './require-auth';
import { showcaseRoutes } from './showcase-routes';

function LiveAuctionsRoute() {
  const country = useAppSelector((state) => state.currentUser.selectedCountry);
  return <LiveAuctionsPage detailPath={paths.auctionDetail.build} country={country} />;
}

function AuctionDetailRoute() {
  const { auctionId } = useParams();
  const id = Number(auctionId);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFound />;
  return <AuctionDetailPage key={id} auctionId={id} backPath={paths.liveAuctions} />;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('app.notFoundTitle')}
      subTitle={t('app.notFoundBody')}
      extra={
        <Link to={paths.liveAuctions}>
          <Button type="primary">{t('app.backToAuctions')}</Button>
        </Link>
      }
    />
  );
}

export function createAppRouter() {
  return createBrowserRouter([
    { path: paths.login, element: <LoginPage homePath={paths.liveAuctions} /> },
    {
      path: paths.home,
      element: <RequireAuth />,
      children: [
        { index: true, element: <Navigate to={paths.liveAuctions} replace /> },
        { path: paths.liveAuctions, element: <LiveAuctionsRoute /> },
        { path: paths.auctionDetail.pattern, element: <AuctionDetailRoute /> },
        ...showcaseRoutes,
        { path: '*', element: <NotFound /> },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
