import { Suspense, type ReactNode } from 'react';
import { useParams, useRoutes, type RouteObject } from 'react-router';
import type { PortalListName } from '../features/dealer-lists/portal-lists';
import { useAppSelector } from '../lib/state/hooks';
import { BootShell } from './boot-shell';
import { paths } from './paths';
import { positiveId } from './positive-id';
import { HomeRedirect, RequireAuth, RequireSide } from './require-auth';
import {
  AccountRoute,
  AppLayout,
  AuctionDetailRoute,
  BackOfficeFrame,
  FollowListRoute,
  InvitePage,
  LiveAuctionsRoute,
  LoginPage,
  NotFoundView,
  PinnedAuctionsRoute,
  PortalListPage,
  PreviewAuctionsRoute,
  SellerFrame,
  TransactionPage,
} from './route-pages';
import { showcaseRoutes } from './showcase-routes';
import { CentralSignInButton, CentralSignInCallbackPage } from './route-pages';
import { DevOutboxPage, ForgotPasswordPage, ResetPasswordPage } from './route-pages';
import { currentLanguageSet } from '../features/auth/current-user-slice';
import { startSessionWithToken } from '../features/auth/current-user-thunks';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages';
import { useAppDispatch } from '../lib/state/hooks';

/** A page outside the signed-in frame, with the shell shown while its code loads. */
const withShell = (page: ReactNode) => <Suspense fallback={<BootShell />}>{page}</Suspense>;

function portalRoute(path: string, list: PortalListName) {
  return {
    path,
    element: (
      <PortalListPage
        key={list}
        list={list}
        summaryPath={paths.auctionSummary.build}
        transactionPath={paths.transaction.build}
      />
    ),
  };
}

/** A won car's purchase at /transactions/:transactionId. */
function TransactionRoute() {
  const id = positiveId(useParams().transactionId);
  if (id === null) return <NotFoundView />;
  return (
    <TransactionPage
      key={id}
      transactionId={id}
      backPath={paths.successAuctions}
      historyPath={paths.historyAuctions}
    />
  );
}

/**
 * The callback path `authorized`: central sign-in's token starts the app's session, and the
 * language follows the user's locale as after any sign-in (spec §4).
 */
function AuthorizedRoute() {
  const dispatch = useAppDispatch();
  const startSession = async (token: string) => {
    const user = await dispatch(startSessionWithToken(token)).unwrap();
    if (!user) return false;
    const language = user.locale.language;
    dispatch(currentLanguageSet(isLanguage(language) ? language : DEFAULT_LANGUAGE));
    return true;
  };
  return (
    <CentralSignInCallbackPage
      homePath={paths.home}
      loginPath={paths.login}
      startSession={startSession}
    />
  );
}

/** The dealer's frame: for dealers only (a seller or staff user is sent to their own side). */
function DealerFrame() {
  return <RequireSide side="dealer" render={(user) => <AppLayout user={user} />} />;
}

const dealerRoutes: RouteObject[] = [
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
  { path: paths.transaction.pattern, element: <TransactionRoute /> },
  ...showcaseRoutes,
  { path: '*', element: <NotFoundView /> },
];

/** The central sign-in button of the sign-in page, for the region chosen there. */
function LoginCentralSignIn() {
  const country = useAppSelector((state) => state.currentUser.selectedCountry);
  return (
    <Suspense fallback={null}>
      <CentralSignInButton country={country} />
    </Suspense>
  );
}

const appRoutes: RouteObject[] = [
  {
    path: paths.login,
    element: withShell(
      <LoginPage
        homePath={paths.home}
        forgotPasswordPath={paths.forgotPassword}
        devOutboxPath={paths.devOutbox}
        centralSignIn={<LoginCentralSignIn />}
      />,
    ),
  },
  // Public: asking for a password-reset link, the e-mailed link, and the dev outbox.
  {
    path: paths.forgotPassword,
    element: withShell(
      <ForgotPasswordPage loginPath={paths.login} devOutboxPath={paths.devOutbox} />,
    ),
  },
  {
    path: paths.resetPassword,
    element: withShell(
      <ResetPasswordPage loginPath={paths.login} forgotPasswordPath={paths.forgotPassword} />,
    ),
  },
  { path: paths.devOutbox, element: withShell(<DevOutboxPage />) },
  // Public: the central sign-in service returns here with a code.
  { path: paths.authorized, element: withShell(<AuthorizedRoute />) },
  {
    // Public: the link in an invite e-mail, whoever is signed in on this browser.
    path: paths.invite.pattern,
    element: withShell(<InvitePage homePath={paths.home} loginPath={paths.login} />),
  },
  {
    path: paths.home,
    element: <RequireAuth />,
    children: [
      // Each user lands in their own side: the live list, the seller portal or the back office.
      { index: true, element: <HomeRedirect /> },
      // Each side is one chunk with its own routes, loaded when its user first opens it.
      // The account page belongs to no side: every signed-in user opens the same one.
      { path: paths.account, element: <AccountRoute /> },
      { path: paths.profile, element: <AccountRoute /> },
      { path: `${paths.seller.home}/*`, element: <SellerFrame /> },
      { path: `${paths.backOffice.home}/*`, element: <BackOfficeFrame /> },
      { element: <DealerFrame />, children: dealerRoutes },
    ],
  },
];

/** Every page of the app by its address. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
